/// A screen whose view is loaded from a nib on first access.
///
/// A subclass knows its nib (by default the nib named like the class) and is created with a
/// plain initializer; it declares its outlets and actions by conforming to ``NibOwner``:
///
/// ```swift
/// final class DetailViewController: ViewController, NibOwner {
///   var titleLabel: Label?
///   static let connections = Connections<DetailViewController>()
///     .outlet("titleLabel", \.titleLabel)
///   override func viewDidLoad() { titleLabel?.text = "Details" }
/// }
/// let controller = DetailViewController(library: library)   // nothing read yet
/// ```
///
/// The view is the object bound to a `view` outlet (declared or not), else the nib's only
/// top-level ``View``.
///
/// A view controller can also be an object of a file (`<ViewController view="$screen"/>`, or
/// Interface Builder's `<viewController>` with its `<view key="view">`): made with ``init()``,
/// it has no nib of its own, and its view is the one the file sets. One made in code with
/// ``init()`` gets its view by setting ``view``, or else an empty ``View`` when the view is
/// first read, as UIKit's does.
open class ViewController: Object {
  /// The name of the nib the view is loaded from, or `nil` for a view controller whose view
  /// comes from elsewhere (``init()``).
  public let nibName: String?
  /// The library the nib is loaded through, or `nil` without a nib.
  public let library: NibLibrary?
  private var loadedView: View?
  private var hasCalledViewDidLoad = false
  private var storedTitle: String?
  private var storedNavigationItem: NavigationItem?
  private var storedTabBarItem: TabBarItem?

  /// Creates a view controller; nothing is loaded until the view is needed.
  /// - Parameters:
  ///   - nibName: The nib's name; by default the name of the class (`DetailViewController`).
  ///   - library: The library to load the nib from.
  public init(nibName: String? = nil, library: NibLibrary) {
    self.nibName = nibName ?? ViewController.defaultNibName(of: Self.self)
    self.library = library
    super.init()
  }

  /// Creates a view controller without a nib: its view is the one a file or code sets, else an
  /// empty ``View`` made when the view is first read.
  public required init() {
    nibName = nil
    library = nil
    super.init()
  }

  /// The class's own name, without module or enclosing types.
  static func defaultNibName(of type: ViewController.Type) -> String {
    let full = String(describing: type)
    return full.split(separator: ".").last.map(String.init) ?? full
  }

  /// A title for the screen, which a navigation bar or tab bar may show.
  public var title: String? {
    get { storedTitle }
    set { storedTitle = newValue }
  }

  /// What a navigation bar shows for this screen, made on first use.
  public var navigationItem: NavigationItem {
    get {
      if let storedNavigationItem { return storedNavigationItem }
      let made = NavigationItem()
      made.title = title
      storedNavigationItem = made
      return made
    }
    set { storedNavigationItem = newValue }
  }
  /// The tab a tab bar shows for this screen, made on first use.
  public var tabBarItem: TabBarItem {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let made = TabBarItem()
      made.title = title
      storedTabBarItem = made
      return made
    }
    set { storedTabBarItem = newValue }
  }

  /// Whether the view has been loaded (or set).
  public var isViewLoaded: Bool { loadedView != nil }

  /// The view, loaded on first access (then ``viewDidLoad()`` runs once): from the nib, or,
  /// without one, the view a file or code set, else an empty ``View``.
  ///
  /// Reading it when the nib cannot load stops the program with the nib's diagnostics, as
  /// UIKit does; call ``loadViewIfNeeded()`` to handle the error instead. Setting it replaces
  /// the view; ``viewDidLoad()`` still runs only once.
  public var view: View {
    get {
      do {
        try loadViewIfNeeded()
      } catch {
        fatalError(
          "could not load the view of \(type(of: self)) from nib '\(nibName ?? "")':\n\(error)")
      }
      return loadedView!
    }
    set { loadedView = newValue }
  }

  /// Loads the view if it is not loaded yet, binding the nib's outlets and actions to this
  /// controller (without a nib: makes an empty view, unless one was set), then calls
  /// ``viewDidLoad()`` if it has not run yet.
  /// - Throws: ``NibError`` listing every problem of the nib.
  public func loadViewIfNeeded() throws {
    if loadedView == nil {
      if let nibName, let library {
        loadedView = try loadView(fromNibNamed: nibName, library: library)
      } else {
        loadedView = View()
      }
    }
    guard !hasCalledViewDidLoad else { return }
    hasCalledViewDidLoad = true
    viewDidLoad()
  }

  /// Instantiates the nib with this controller as its owner and returns its view.
  private func loadView(fromNibNamed nibName: String, library: NibLibrary) throws -> View {
    let nib = try library.nib(named: nibName)
    let table = ownerTable().adding(
      OutletConnection(
        name: "view", valueType: View.self, isCollection: false, isRequired: false,
        accepts: { $0 is View.Type }, assign: { _, _ in }))
    var instantiator = Instantiator(
      template: nib.template, library: library, owner: self, ownerTable: table, externals: [:])
    instantiator.cachesOwnerCheck = false
    // Checked before the controller is bound to anything of a nib that has no view for it.
    let location = nib.template.location(nib.template.rootPosition)
    func viewProblems(topLevelViews count: Int) -> [Diagnostic] {
      [
        .error(
          .missingOutlet,
          "a view controller's nib needs a 'view' outlet or exactly one top-level View; it has \(count) top-level views",
          at: location)
      ]
    }
    instantiator.checkObjects = { topLevel, outletUses in
      if outletUses.first(where: { $0.name == "view" })?.object is View { return [] }
      let count = topLevel.count { $0 is View }
      return count == 1 ? [] : viewProblems(topLevelViews: count)
    }
    let loaded = try instantiator.run()
    if let view = loaded.outlets["view"]?.first as? View { return view }
    let views = loaded.topLevelObjects.compactMap { $0 as? View }
    guard views.count == 1 else {
      throw NibError(diagnostics: viewProblems(topLevelViews: views.count))
    }
    return views[0]
  }

  /// Called once, after the view is loaded and the outlets and actions are bound. Does nothing
  /// by default.
  open func viewDidLoad() {}

  private func ownerTable() -> OwnerTable {
    if let owner = self as? any NibOwner { return ViewController.table(of: owner) }
    return OwnerTable(
      typeName: String(describing: type(of: self)), outlets: [:], outletOrder: [], actions: [:],
      actionOrder: [])
  }

  private static func table<O: NibOwner>(of owner: O) -> OwnerTable { OwnerTable(O.self) }
}
