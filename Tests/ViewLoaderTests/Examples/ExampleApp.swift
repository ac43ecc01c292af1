import ViewLoader

// The app code behind Examples/*.nib: custom types, owners and a view controller, written
// the way an app using ViewLoader writes them (the table examples are in ExampleTables.swift).
// Tests load the examples with it, and `Examples/viewcheck-schema.json` is generated from it
// (see ExampleTests).

/// A full-screen overlay shown while work runs.
final class LoadingView: View {
  var message: String?
  var spinnerColor: Color?
  private(set) var awakeCount = 0
  override func awakeFromNib() { awakeCount += 1 }
}

/// The app's registry: the standard kit plus the app's own types.
let exampleRegistry: TypeRegistry = {
  var registry = TypeRegistry.standard
  registry.register(LoadingView.self, name: "LoadingView") { type in
    type.property("message", \.message)
    type.property("spinnerColor", \.spinnerColor)
  }
  registry.register(Theme.self, name: "Theme")
  registry.register(SettingsCell.self, name: "SettingsCell")
  registry.register(TaskCell.self, name: "TaskCell")
  return registry
}()

// LoginController and Theme are in LoginController.swift, which the example app package
// (Examples/App) shares: there its table is the one the build generates from Login.nib.
extension LoginController: NibOwner {
  static let connections = Connections<LoginController>()
    .outlet("view", \.view, required: true)
    .outlet("titleLabel", \.titleLabel)
    .outlet("userField", \.userField)
    .outlet("passwordField", \.passwordField)
    .outlet("okButton", \.okButton, required: true)
    .outlet("footerLabel", \.footerLabel)
    .action("signIn", LoginController.signIn)
    .action("credentialsChanged", LoginController.credentialsChanged)
}

/// Loads Detail.nib on first access to `view`; the extras load when the stub is inflated.
final class DetailViewController: ViewController, NibOwner {
  var titleLabel: Label?
  var extrasStub: Stub?
  var extrasLabel: Label?
  var datePicker: DatePicker?
  private(set) var didLoadCount = 0
  private(set) var dates: [DatePicker] = []

  override func viewDidLoad() {
    didLoadCount += 1
    titleLabel?.text = "Loaded"
  }
  func showMore(_ sender: Button) { _ = try? extrasStub?.inflate() }
  func dateChanged(_ sender: DatePicker) { dates.append(sender) }

  static let connections = Connections<DetailViewController>()
    .outlet("titleLabel", \.titleLabel)
    .outlet("extrasStub", \.extrasStub)
    .outlet("extrasLabel", \.extrasLabel)
    .outlet("datePicker", \.datePicker)
    .action("showMore", DetailViewController.showMore)
    .action("dateChanged", DetailViewController.dateChanged)
}

/// Every owner the examples use, for the schema.
var exampleOwners: [any NibOwner.Type] {
  [
    LoginController.self, SettingsController.self, SettingsCell.self,
    DetailViewController.self, AccountController.self, CatalogController.self,
    TaskListController.self, TaskCell.self,
  ]
}
