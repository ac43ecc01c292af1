import Foundation
import Testing
import ViewLoader

@testable import LoginApp

/// The app's view files, beside its sources.
private let views = URL(filePath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appending(path: "Sources/LoginApp/Views")

/// LoginController's connection table is the generated one: loading Login.nib with it binds
/// every outlet (Footer.nib's, through the include, too) and wires both handlers.
@Test func theGeneratedTableBindsLoginNib() throws {
  let library = NibLibrary(directory: views, registry: LoginScreen.registry)
  let screen = try LoginScreen(library: library)
  let controller = screen.controller
  #expect(controller.titleLabel?.text == "Welcome")
  #expect(controller.footerLabel?.text == "© ViewLoader")
  #expect(controller.view?.subviews.count == 5)
  controller.userField?.text = "ann"
  controller.passwordField?.text = "secret"
  controller.passwordField?.sendActions(for: .editingChanged)
  #expect(controller.okButton?.isEnabled == true)
  controller.okButton?.sendActions(for: .primaryActionTriggered)
  #expect(controller.signInCount == 1)
}
