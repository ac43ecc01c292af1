import ViewLoader

// The connection table the build generates from Login.nib (and Footer.nib, which it includes):
// key paths and method references that the compiler checks, so a renamed property, a missing
// handler or a handler whose sender type no longer fits fails the build at the nib's line.
extension LoginController: NibOwner {
  static let connections = generatedConnections
}
