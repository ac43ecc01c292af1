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
open class ViewController {
  /// The name of the nib the view is loaded from.
  public let nibName: String
  /// The library the nib is loaded through.
  public let library: NibLibrary
  private var loadedView: View?

  /// Creates a view controller; nothing is loaded until the view is needed.
  /// - Parameters:
  ///   - nibName: The nib's name; by default the name of the class (`DetailViewController`).
  ///   - library: The library to load the nib from.
  public init(nibName: String? = nil, library: NibLibrary) {
    self.nibName = nibName ?? ViewController.defaultNibName(of: Self.self)
    self.library = library
  }

  /// The class's own name, without module or enclosing types.
  static func defaultNibName(of type: ViewController.Type) -> String {
    let full = String(describing: type)
    return full.split(separator: ".").last.map(String.init) ?? full
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// The view, loaded from the nib on first access (then ``viewDidLoad()`` runs once).
  ///
  /// Reading it when the nib cannot load stops the program with the nib's diagnostics, as
  /// UIKit does; call ``loadViewIfNeeded()`` to handle the error instead.
  public var view: View {
    do {
      try loadViewIfNeeded()
    } catch {
      fatalError("could not load the view of \(type(of: self)) from nib '\(nibName)':\n\(error)")
    }
    return loadedView!
  }

  /// Loads the view if it is not loaded yet, binding the nib's outlets and actions to this
  /// controller, then calls ``viewDidLoad()``.
  /// - Throws: ``NibError`` listing every problem of the nib.
  public func loadViewIfNeeded() throws {
    guard loadedView == nil else { return }
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
    if let view = loaded.outlets["view"]?.first as? View {
      loadedView = view
    } else {
      let views = loaded.topLevelObjects.compactMap { $0 as? View }
      guard views.count == 1 else {
        throw NibError(diagnostics: viewProblems(topLevelViews: views.count))
      }
      loadedView = views[0]
    }
    viewDidLoad()
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
