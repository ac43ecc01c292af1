// swift-tools-version:6.0
import PackageDescription

// An app that uses ViewLoader as a dependency and applies its build plugin: every build lints
// the view files in Sources/LoginApp/Views and compiles the code `viewcheck generate` writes
// for them, so the compiler checks LoginController against Login.nib.
let package = Package(
  name: "LoginApp",
  dependencies: [
    // An app outside this repository writes `.package(url: "…", from: "…")`.
    .package(name: "ViewLoader", path: "../..")
  ],
  targets: [
    .target(
      name: "LoginApp",
      dependencies: [.product(name: "ViewLoader", package: "ViewLoader")],
      plugins: [.plugin(name: "ViewCheckPlugin", package: "ViewLoader")]
    ),
    .testTarget(name: "LoginAppTests", dependencies: ["LoginApp"]),
  ],
  swiftLanguageModes: [.v6]
)
