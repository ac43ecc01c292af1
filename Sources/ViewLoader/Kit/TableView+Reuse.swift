/// Where a reuse identifier's new cells come from. A class: each cell made for a registration
/// keeps it, so that a cell made for a registration since replaced is not reused for the new
/// one (its identity, unlike an `ObjectIdentifier`, cannot be taken by a later registration).
final class CellRegistration {
  enum Source {
    /// Instantiate a cell nib; its one top-level ``TableViewCell`` is the cell and the owner.
    case nib(Nib)
    /// Create a cell in code.
    case type(TableViewCell.Type)
  }

  let source: Source

  init(_ source: Source) { self.source = source }
}

extension TableView {
  /// Registers a cell nib: new cells for `identifier` are instantiated from it.
  ///
  /// The nib must have exactly one top-level ``TableViewCell`` (found by type, never by
  /// position; other top-level objects live only while an outlet holds them) and no
  /// `<external>`. The cell owns its nib: outlets and owner-targeted actions bind to the cell
  /// itself, whose class declares them by conforming to ``NibOwner``, so a cell class reads like
  /// a UIKit cell with outlets. Everything is checked here, once, so that dequeuing cannot fail.
  /// Registering again for an identifier replaces the registration and drops its waiting cells;
  /// cells of the old registration still on screen are let go, not reused, when they leave it.
  /// - Parameters:
  ///   - nib: The cell nib, usually from a ``NibLibrary`` (its template is cached there).
  ///   - identifier: The reuse identifier; a `reuseIdentifier` the nib gives its cell must match.
  /// - Throws: ``TableViewError`` when the nib has no single top-level cell, declares externals
  ///   or names another reuse identifier; ``NibError`` when its outlets or actions do not match
  ///   the cell class's connections (unknown outlet, wrong type, unknown handler…).
  public func register(_ nib: Nib, forCellReuseIdentifier identifier: String) throws {
    let template = nib.template
    // Each top-level object with the template it is in: the nib's own, or an included one's.
    var topLevel: [(file: NibTemplate, node: TemplateNode, type: NibType?, name: String)] = []
    var externals: [String] = []
    var pending = [template]
    var pendingTopLevel = template.topLevel.reversed().map { (template, $0) }
    // Top-level objects, top-level includes expanded.
    while let (file, index) = pendingTopLevel.popLast() {
      let node = file.nodes[Int(index)]
      switch file.content(of: node) {
      case .object(let type): topLevel.append((file, node, type, type.name))
      case .stub: topLevel.append((file, node, nil, "Stub"))
      case .include(let included, _):
        pendingTopLevel += included.template.topLevel.reversed().map { (included.template, $0) }
      }
    }
    // Externals of the file and of everything it includes.
    while let file = pending.popLast() {
      externals += file.externals.map(\.name)
      for node in file.nodes {
        if case .include(let included, _) = file.content(of: node) {
          pending.append(included.template)
        }
      }
    }
    let cells = topLevel.filter { $0.type?.metatype is TableViewCell.Type }
    guard cells.count == 1, let cellClass = cells[0].type?.metatype else {
      throw TableViewError.invalidCellNib(
        nib: nib.name, reuseIdentifier: identifier, topLevelTypes: topLevel.map(\.name))
    }
    guard externals.isEmpty else {
      throw TableViewError.cellNibExternals(nib: nib.name, names: externals)
    }
    for property in cells[0].file.properties(of: cells[0].node)
    where property.name == "reuseIdentifier" {
      if case .string(let written) = property.value, written != identifier {
        throw TableViewError.reuseIdentifierMismatch(
          nib: nib.name, inNib: written, registered: identifier)
      }
    }
    let diagnostics = Instantiator.ownerDiagnostics(
      of: template, ownerTable: Instantiator.ownerTable(of: cellClass))
    guard diagnostics.isEmpty else { throw NibError(diagnostics: diagnostics) }
    registrations[identifier] = CellRegistration(.nib(nib))
    reusableCells[identifier] = nil
  }

  /// Registers a cell class: new cells for `identifier` are created with its `init()`.
  ///
  /// Registering again for an identifier replaces the registration, as for a nib.
  /// - Parameters:
  ///   - cellClass: ``TableViewCell`` or a subclass.
  ///   - identifier: The reuse identifier.
  public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
    registrations[identifier] = CellRegistration(.type(cellClass))
    reusableCells[identifier] = nil
  }

  /// A cell for a row: one that scrolled out of view, after its
  /// ``TableViewCell/prepareForReuse()``, else a new one from the registered nib or class.
  /// Call it from ``TableViewDataSource/tableView(_:cellForRowAt:)``, then configure the cell
  /// for the row.
  ///
  /// Like UIKit's, this is for programming errors only to fail: an identifier nobody
  /// registered stops the program, as does a registered nib that fails to instantiate in a way
  /// ``register(_:forCellReuseIdentifier:)-(Nib,_)`` cannot foresee (its diagnostics are
  /// printed).
  /// - Parameters:
  ///   - identifier: A registered reuse identifier.
  ///   - indexPath: The row the cell is for.
  /// - Returns: The cell, its `reuseIdentifier` set to `identifier`.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    while let cell = reusableCells[identifier]?.popLast() {
      // A waiting cell that has a superview again is in use (the data source showed it without
      // dequeuing it): it is no longer waiting.
      guard cell.superview == nil else { continue }
      cell.prepareForReuse()
      return cell
    }
    guard let registration = registrations[identifier] else {
      preconditionFailure(
        "no cell is registered for reuse identifier '\(identifier)' (row \(indexPath)); "
          + "call register(_:forCellReuseIdentifier:) first")
    }
    let cell: TableViewCell
    switch registration.source {
    case .type(let cellClass):
      cell = cellClass.init()
    case .nib(let nib):
      do {
        cell = try TableView.instantiateCell(from: nib)
      } catch {
        preconditionFailure("could not instantiate cell nib '\(nib.name)':\n\(error)")
      }
    }
    cell.reuseIdentifier = identifier
    cell.registration = registration
    return cell
  }

  /// A cell for a row, of the class the caller expects.
  /// - Parameters:
  ///   - identifier: A registered reuse identifier.
  ///   - indexPath: The row the cell is for.
  ///   - type: The cell class registered for `identifier` (or a superclass of it).
  /// - Returns: The cell; a cell of another class stops the program.
  public func dequeueReusableCell<Cell: TableViewCell>(
    withIdentifier identifier: String, for indexPath: IndexPath, as type: Cell.Type
  ) -> Cell {
    let cell = dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    guard let typed = cell as? Cell else {
      preconditionFailure(
        "the cell for reuse identifier '\(identifier)' is \(MessageText.withArticle("\(Swift.type(of: cell))")), "
          + "not \(MessageText.withArticle("\(Cell.self)"))")
    }
    return typed
  }

  /// Instantiates a registered cell nib with its cell as the owner.
  static func instantiateCell(from nib: Nib) throws -> TableViewCell {
    var instantiator = Instantiator(
      template: nib.template, library: nib.library, owner: nil, ownerTable: nil, externals: [:])
    instantiator.topLevelOwner = { $0 is TableViewCell }
    let loaded = try instantiator.run()
    let cells = loaded.topLevelObjects.compactMap { $0 as? TableViewCell }
    guard cells.count == 1 else {
      throw TableViewError.invalidCellNib(
        nib: nib.name, reuseIdentifier: nil,
        topLevelTypes: loaded.topLevelObjects.map { "\(Swift.type(of: $0))" })
    }
    return cells[0]
  }

  /// Takes a cell off screen and keeps it for reuse under its identifier, if it was made by
  /// ``dequeueReusableCell(withIdentifier:for:)`` for the identifier's current registration.
  /// Any other cell is let go: one made by the data source itself (it may be of any class, and
  /// a data source that never dequeues would have the queue grow by a cell per row scrolled
  /// past), and one made for a registration since replaced (it has the old class or nib).
  func enqueue(_ cell: TableViewCell) {
    // A cell this table showed may have been moved elsewhere since: leave it there.
    if cell.superview === self { cell.removeFromSuperview() }
    guard let identifier = cell.reuseIdentifier, let registration = registrations[identifier],
      cell.registration === registration
    else { return }
    reusableCells[identifier, default: []].append(cell)
  }
}

/// Why a table view refused a cell registration.
public enum TableViewError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The cell nib does not have exactly one top-level ``TableViewCell``.
  case invalidCellNib(nib: String, reuseIdentifier: String?, topLevelTypes: [String])
  /// The cell nib declares `<external>` objects, which a table view cannot supply.
  case cellNibExternals(nib: String, names: [String])
  /// The nib's cell names another `reuseIdentifier` than the one it is registered for.
  case reuseIdentifierMismatch(nib: String, inNib: String, registered: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .invalidCellNib(let nib, let identifier, let types):
      let found = types.isEmpty ? "none" : types.joined(separator: ", ")
      let registered = identifier.map { " (registered for '\($0)')" } ?? ""
      return "cell nib '\(nib)'\(registered) must have exactly one top-level TableViewCell; "
        + "its top-level objects: \(found)"
    case .cellNibExternals(let nib, let names):
      return "cell nib '\(nib)' declares externals (\(names.joined(separator: ", "))), "
        + "which a table view cannot supply"
    case .reuseIdentifierMismatch(let nib, let written, let registered):
      return "cell nib '\(nib)' gives its cell reuseIdentifier '\(written)' but is registered "
        + "for '\(registered)'"
    }
  }
}
