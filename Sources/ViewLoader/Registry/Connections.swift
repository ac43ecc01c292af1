/// An owner's side of the registration table: the outlets and actions a nib file may bind to
/// by name. Swift on Linux has no key-value coding: this table is how names reach properties.
///
/// ```swift
/// static let connections = Connections<LoginController>()
///   .outlet("view", \.view, required: true)
///   .outletCollection("rows", \.rows)
///   .action("okPressed", LoginController.okPressed)
/// ```
public struct Connections<Owner: AnyObject>: Sendable {
  var outlets: [String: OutletConnection] = [:]
  var outletOrder: [String] = []
  /// The actions by handler name.
  var actionTable = ActionTable([:])
  var actionOrder: [String] = []

  /// The actions by handler name.
  var actions: [String: ActionConnection] { actionTable.connections }

  /// An empty table.
  public init() {}

  /// Declares a single outlet: at most one element may bind it.
  /// - Parameters:
  ///   - name: The name the file's `outlet` attribute uses.
  ///   - keyPath: The owner's property, of an optional class type.
  ///   - required: Whether a file that never binds the outlet is an error (`missing-outlet`).
  public func outlet<V: AnyObject>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, V?> & Sendable,
    required: Bool = false
  ) -> Self {
    adding(
      OutletConnection(
        name: name, valueType: V.self, isCollection: false, isRequired: required,
        accepts: { acceptsClass($0, as: V.self) },
        assign: { owner, objects in
          (owner as? Owner)?[keyPath: keyPath] = objects.last as? V
        }))
  }

  /// Declares an outlet collection: every element that names it is appended, in document order.
  /// - Parameters:
  ///   - name: The name the file's `outlet` attributes use.
  ///   - keyPath: The owner's array property.
  ///   - required: Whether a file that binds no element to it is an error.
  public func outletCollection<V: AnyObject>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, [V]> & Sendable,
    required: Bool = false
  ) -> Self {
    adding(
      OutletConnection(
        name: name, valueType: V.self, isCollection: true, isRequired: required,
        accepts: { acceptsClass($0, as: V.self) },
        assign: { owner, objects in
          (owner as? Owner)?[keyPath: keyPath].append(
            contentsOf: objects.compactMap { $0 as? V })
        }))
  }

  /// Declares an action handler that receives the control that fired.
  /// - Parameters:
  ///   - name: The name the file's `handler` attribute uses.
  ///   - method: The owner's method, written unapplied: `LoginController.okPressed`.
  public func action<Sender: AnyObject>(
    _ name: String, _ method: @escaping @Sendable (Owner) -> (Sender) -> Void
  ) -> Self {
    adding(
      ActionConnection(
        name: name, senderType: Sender.self, accepts: { acceptsClass($0, as: Sender.self) },
        makeHandler: { target in
          { [weak target] sender in
            guard let target, let sender = sender as? Sender else { return }
            guard let target = target as? Owner else { return }
            method(target)(sender)
          }
        }))
  }

  /// Declares an action handler that takes no sender (any control may fire it).
  /// - Parameters:
  ///   - name: The name the file's `handler` attribute uses.
  ///   - method: The owner's method, written unapplied: `LoginController.refresh`.
  public func action(_ name: String, _ method: @escaping @Sendable (Owner) -> () -> Void) -> Self {
    adding(
      ActionConnection(
        name: name, senderType: nil, accepts: { _ in true },
        makeHandler: { target in
          { [weak target] _ in
            guard let target else { return }
            guard let target = target as? Owner else { return }
            method(target)()
          }
        }))
  }

  private func adding(_ outlet: OutletConnection) -> Self {
    var copy = self
    if copy.outlets.updateValue(outlet, forKey: outlet.name) == nil {
      copy.outletOrder.append(outlet.name)
    }
    return copy
  }

  private func adding(_ action: ActionConnection) -> Self {
    var copy = self
    var actions = actionTable.connections
    if actions.updateValue(action, forKey: action.name) == nil {
      copy.actionOrder.append(action.name)
    }
    copy.actionTable = ActionTable(actions)
    return copy
  }
}

/// Whether an object of class `type` is a `V`. `AnyObject` itself, as the type of an outlet
/// (`var item: AnyObject?`) or a sender, takes every class: `type is AnyObject.Type` would ask
/// whether the class is the existential's metatype, which no class is.
private func acceptsClass<V: AnyObject>(_ type: any AnyObject.Type, as _: V.Type) -> Bool {
  V.self == AnyObject.self || type is V.Type
}

/// One outlet of an owner, with its type erased.
struct OutletConnection: Sendable {
  let name: String
  let valueType: any AnyObject.Type
  let isCollection: Bool
  let isRequired: Bool
  /// Whether an object of the given class may be bound.
  let accepts: @Sendable (any AnyObject.Type) -> Bool
  /// Assigns the bound objects (a single outlet gets the only one).
  let assign: @Sendable (AnyObject, [AnyObject]) -> Void
}

/// One action handler of an owner, with its type erased.
struct ActionConnection: Sendable {
  let name: String
  /// The sender's class, or `nil` for a handler that takes none.
  let senderType: (any AnyObject.Type)?
  /// Whether a control of the given class may fire the handler.
  let accepts: @Sendable (any AnyObject.Type) -> Bool
  /// Makes the closure a control calls; it holds the target weakly.
  let makeHandler: @Sendable (AnyObject) -> (AnyObject) -> Void
}

/// An object that nib files bind outlets and actions to: a screen's controller, a cell, a view
/// controller subclass.
///
/// ```swift
/// final class LoginController: NibOwner {
///   var titleLabel: Label?
///   static let connections = Connections<LoginController>().outlet("titleLabel", \.titleLabel)
/// }
/// ```
public protocol NibOwner: AnyObject {
  /// The class the connection table is written for: normally the owner's own class.
  associatedtype ConnectionsOwner: AnyObject = Self
  /// The owner's outlets and actions, by name.
  static var connections: Connections<ConnectionsOwner> { get }
}

/// The type-erased connection table of one owner object.
struct OwnerTable: Sendable {
  /// The owner's type name, for messages and the schema.
  let typeName: String
  let outlets: [String: OutletConnection]
  let outletOrder: [String]
  /// The actions by handler name, shared with the ``Connections`` the table was made from.
  let actionTable: ActionTable
  let actionOrder: [String]

  /// The actions by handler name.
  var actions: [String: ActionConnection] { actionTable.connections }

  /// Adds an outlet the table does not declare (a view controller's implicit `view`).
  func adding(_ outlet: OutletConnection) -> OwnerTable {
    guard outlets[outlet.name] == nil else { return self }
    var outlets = self.outlets
    outlets[outlet.name] = outlet
    return OwnerTable(
      typeName: typeName, outlets: outlets, outletOrder: outletOrder + [outlet.name],
      actionTable: actionTable, actionOrder: actionOrder)
  }

  init(
    typeName: String, outlets: [String: OutletConnection], outletOrder: [String],
    actions: [String: ActionConnection], actionOrder: [String]
  ) {
    self.init(
      typeName: typeName, outlets: outlets, outletOrder: outletOrder,
      actionTable: ActionTable(actions), actionOrder: actionOrder)
  }

  private init(
    typeName: String, outlets: [String: OutletConnection], outletOrder: [String],
    actionTable: ActionTable, actionOrder: [String]
  ) {
    self.typeName = typeName
    self.outlets = outlets
    self.outletOrder = outletOrder
    self.actionTable = actionTable
    self.actionOrder = actionOrder
  }

  init<O: NibOwner>(_ type: O.Type) {
    let connections = O.connections
    typeName = String(describing: O.self)
    outlets = connections.outlets
    outletOrder = connections.outletOrder
    actionTable = connections.actionTable
    actionOrder = connections.actionOrder
  }
}

/// An owner's actions by handler name. A class, so that its identity tells that two owner
/// tables have the same actions: instantiation keeps, per template, the handlers it looked up
/// in the table it last used (an owner's `static let connections` keeps one table for good).
final class ActionTable: Sendable {
  let connections: [String: ActionConnection]

  init(_ connections: [String: ActionConnection]) { self.connections = connections }
}
