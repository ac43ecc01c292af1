import ViewLoader

// The app code behind Examples/Login.nib, shared by the tests of this package and by the
// example app package (Examples/App links to this file). Each declares the controller's
// connection table: the tests write it by hand, the app takes the one its build generates.

/// Owns Login.nib (and, through its include, Footer.nib).
final class LoginController {
  var view: View?
  var titleLabel: Label?
  var userField: TextField?
  var passwordField: TextField?
  var okButton: Button?
  var footerLabel: Label?
  private(set) var signInCount = 0
  private(set) var changes = 0

  init() {}

  func signIn(_ sender: Button) { signInCount += 1 }
  func credentialsChanged(_ sender: TextField) {
    changes += 1
    okButton?.isEnabled = !(userField?.text ?? "").isEmpty && !(passwordField?.text ?? "").isEmpty
  }
}

/// An object the caller supplies to Login.nib as an external.
final class Theme: NibObject {
  var tint = Color.blue
  init() {}
}
