import ViewLoader

// The app code behind the table examples of Examples/: a table driven by its controller with
// cells from a nib (Settings), section controllers (Account), a data provider (Catalog),
// buttons in cells and a loading overlay (TaskList). README.md copies the blocks between
// `// README:` markers.

// MARK: - A table and cells from a nib: Settings.nib, SettingsCell.nib

// README: settings-cell
/// One settings row (SettingsCell.nib). The cell owns its nib: its outlets and actions bind
/// to the cell itself.
final class SettingsCell: TableViewCell, NibOwner {
  var titleLabel: Label?
  var toggle: Switch?
  private(set) var toggleCount = 0

  func toggled(_ sender: Switch) { toggleCount += 1 }

  override func prepareForReuse() {
    toggle?.isOn = false
  }

  static let connections = Connections<SettingsCell>()
    .outlet("titleLabel", \.titleLabel, required: true)
    .outlet("toggle", \.toggle, required: true)
    .action("toggled", SettingsCell.toggled)
}
// README: end

/// Owns Settings.nib, whose table has this controller as its data source and delegate.
final class SettingsController: NibOwner, TableViewDataSource, TableViewDelegate {
  var view: View?
  var tableView: TableView?
  var titles = ["Notifications", "Dark mode", "Sync"]
  private(set) var chosen: [String] = []

  // README: settings-controller
  func load(from library: NibLibrary) throws {
    _ = try library.nib(named: "Settings").instantiate(owner: self)
    try tableView?.register(library.nib(named: "SettingsCell"), forCellReuseIdentifier: "setting")
    tableView?.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: "setting", for: indexPath, as: SettingsCell.self)
    cell.titleLabel?.text = titles[indexPath.row]
    return cell
  }
  // README: end

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    chosen.append(titles[indexPath.row])
  }

  static let connections = Connections<SettingsController>()
    .outlet("view", \.view, required: true)
    .outlet("tableView", \.tableView, required: true)
}

// MARK: - Section controllers: Account.nib, SubtitleCell.nib

/// The signed-in user: two rows.
final class ProfileSection: SectionController {
  let name: String
  let email: String
  init(name: String, email: String) {
    self.name = name
    self.email = email
  }

  func numberOfRows(in tableView: TableView) -> Int { 2 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "subtitle", for: indexPath)
    cell.text = indexPath.row == 0 ? "Name" : "Email"
    cell.detailText = indexPath.row == 0 ? name : email
    return cell
  }
  func headerTitle(in tableView: TableView) -> String? { "Profile" }
}

// README: sections
/// The user's devices: one row each; selecting one remembers it.
final class DevicesSection: SectionController {
  var devices: [String]
  private(set) var selected: [String] = []
  init(devices: [String]) { self.devices = devices }

  func numberOfRows(in tableView: TableView) -> Int { devices.count }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "subtitle", for: indexPath)
    cell.text = devices[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
  func headerTitle(in tableView: TableView) -> String? { "Devices" }
  func footerTitle(in tableView: TableView) -> String? { "\(devices.count) devices" }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(devices[indexPath.row])
  }
}
// README: end

/// One tall row that signs out.
final class SignOutSection: SectionController {
  private(set) var signOutCount = 0

  func numberOfRows(in tableView: TableView) -> Int { 1 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "subtitle", for: indexPath)
    cell.text = "Sign out"
    return cell
  }
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double? { 60 }
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    signOutCount += 1
  }
}

/// Owns Account.nib; the table's data source and delegate are its sections.
final class AccountController: NibOwner {
  var view: View?
  var tableView: TableView?
  let profile = ProfileSection(name: "Ann", email: "ann@example.com")
  let devices = DevicesSection(devices: ["Laptop", "Phone", "Tablet"])
  let signOut = SignOutSection()
  // README: sections-use
  lazy var sections = SectionedDataSource([profile, devices, signOut])

  func load(from library: NibLibrary) throws {
    _ = try library.nib(named: "Account").instantiate(owner: self)
    try tableView?.register(library.nib(named: "SubtitleCell"), forCellReuseIdentifier: "subtitle")
    tableView?.dataSource = sections  // the table holds it weakly: this controller keeps it
    tableView?.delegate = sections
    tableView?.reloadData()
  }
  // README: end

  static let connections = Connections<AccountController>()
    .outlet("view", \.view, required: true)
    .outlet("tableView", \.tableView, required: true)
}

// MARK: - A data provider: Catalog.nib, SubtitleCell.nib

struct Product: Equatable {
  var name: String
  var price: Int
}

/// Owns Catalog.nib; its table's rows are values in a data provider.
final class CatalogController: NibOwner, TableViewDelegate {
  var view: View?
  var tableView: TableView?
  private(set) var chosen: [Product] = []
  let provider: TableDataProvider

  // README: provider
  init(fruit: [Product], vegetables: [Product]) {
    func rows(_ products: [Product]) -> [TableRow] {
      products.map { product in
        TableRow(product, reuseIdentifier: "subtitle") { cell, product in
          cell.text = product.name
          cell.detailText = "\(product.price) ¢"
        }
      }
    }
    provider = TableDataProvider(groups: [
      TableGroup(headerTitle: "Fruit", rows: rows(fruit)),
      TableGroup(headerTitle: "Vegetables", footerTitle: "Prices per kilo", rows: rows(vegetables)),
    ])
  }

  func load(from library: NibLibrary) throws {
    _ = try library.nib(named: "Catalog").instantiate(owner: self)  // sets the delegate
    try tableView?.register(library.nib(named: "SubtitleCell"), forCellReuseIdentifier: "subtitle")
    tableView?.dataSource = provider
    tableView?.reloadData()
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    if let product = provider.data(at: indexPath, as: Product.self) { chosen.append(product) }
  }
  // README: end

  static let connections = Connections<CatalogController>()
    .outlet("view", \.view, required: true)
    .outlet("tableView", \.tableView, required: true)
}

// MARK: - Buttons in cells and a loading overlay: TaskList.nib, TaskCell.nib, LoadingOverlay.nib

// README: task-cell
/// What a task row's Done button calls: the table's delegate, found when the button is pressed.
protocol TaskCellActions: AnyObject {
  func doneTapped(_ sender: Button)
}

/// One task row (TaskCell.nib).
final class TaskCell: TableViewCell, NibOwner {
  var titleLabel: Label?
  var doneButton: Button?

  override func awakeFromNib() {
    super.awakeFromNib()
    // Wired once, when the cell is created: a reused cell never gains a second handler.
    doneButton?.addAction(for: .touchUpInside) { [weak self] sender in
      guard let button = sender as? Button,
        let actions = self?.tableView?.delegate as? TaskCellActions
      else { return }
      actions.doneTapped(button)
    }
  }

  static let connections = Connections<TaskCell>()
    .outlet("titleLabel", \.titleLabel, required: true)
    .outlet("doneButton", \.doneButton, required: true)
}
// README: end

/// Owns TaskList.nib: a long list of tasks, each with a Done button.
final class TaskListController: NibOwner, TableViewDataSource, TableViewDelegate,
  TaskCellActions
{
  var view: View?
  var tableView: TableView?
  var tasks: [String]
  /// What each press of a Done button reported: the button's tag and the row found from it.
  private(set) var presses: [(tag: Int, row: IndexPath?)] = []

  init(tasks: [String]) { self.tasks = tasks }

  func load(from library: NibLibrary) throws {
    _ = try library.nib(named: "TaskList").instantiate(owner: self)
    try tableView?.register(library.nib(named: "TaskCell"), forCellReuseIdentifier: "task")
    tableView?.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    tasks.count
  }

  // README: task-rows
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: "task", for: indexPath, as: TaskCell.self)
    cell.titleLabel?.text = tasks[indexPath.row]
    cell.doneButton?.tag = indexPath.row  // the classic way: set again on every dequeue
    return cell
  }

  func doneTapped(_ sender: Button) {
    let row = tableView?.indexPath(containing: sender)  // the robust way: walk up to the cell
    presses.append((sender.tag, row))
  }
  // README: end

  // README: overlay
  /// Shows the loading overlay (LoadingOverlay.nib) in front of everything in the window.
  func showLoading(in window: Window, library: NibLibrary) throws -> LoadingView {
    let overlay = try library.nib(named: "LoadingOverlay").instantiate()
      .one(ofType: LoadingView.self)
    window.showOverlay(overlay)
    return overlay
  }

  /// Reloads the tasks: the overlay covers the window while `fetch` runs off this task's
  /// thread; the tree is only touched here, before and after the `await`.
  func refresh(
    in window: Window, library: NibLibrary, fetch: @escaping @Sendable () -> [String]
  ) async throws {
    let overlay = try showLoading(in: window, library: library)
    let fetched = await Task.detached(operation: fetch).value
    tasks = fetched
    tableView?.reloadData()
    overlay.removeFromSuperview()
  }
  // README: end

  static let connections = Connections<TaskListController>()
    .outlet("view", \.view, required: true)
    .outlet("tableView", \.tableView, required: true)
}
