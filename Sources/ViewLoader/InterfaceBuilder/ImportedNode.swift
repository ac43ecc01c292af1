/// One object of the document, as the walk found it.
struct ImportedNode {
  /// Its element in the document.
  var element: Int32
  /// Its type: its custom class when that is registered (and fits), else its kit type.
  var type: NibType
  /// The kit type of its element (or `View`/`Object` for an element the kit does not model).
  var kitType: NibType
  /// The custom class as written, or as `Module.Name` for a class of a Swift module named like
  /// a kit type that cannot be the kit's (``XIBImporter/qualifyKitNamedClasses()``).
  var className: String?
  /// The Swift module of the custom class (`customModule`), if the document names one.
  var classModule: String? = nil
  /// Its holder's node index, or -1 at the top level.
  var parent: Int32
  /// The key its holder keeps it under, for a child that is not a subview.
  var key: String?
  var isSubview: Bool
  /// 1 at the top level.
  var depth: Int32
  /// Its `id`; empty for the rare object a document writes without one (an older Xcode's box
  /// content view).
  var id: String
  var idPosition: SourcePosition
  /// The position of its `<`.
  var position: SourcePosition
  var isUnmapped: Bool
  /// Whether the default size class leaves it out.
  var isExcluded: Bool
  var properties:
    [(descriptor: PropertyDescriptor, value: PropertyValue, position: SourcePosition)] = []
  var references: [ImportedReference] = []
  var outlets: [OutletUse] = []
  var actions: [ImportedAction] = []
  var kept: [InterfaceBuilderInfo.KeptName] = []
}

/// A reference property set to another object, a layout guide or the owner.
struct ImportedReference {
  var descriptor: PropertyDescriptor?
  var name: String
  var target: XIBTarget
  /// The id as written (`owner` for File's Owner).
  var targetName: String
  var position: SourcePosition
  /// Sets the reference when `descriptor` is `nil` (an outlet of a type's own connections).
  var apply: (@Sendable (AnyObject, AnyObject) -> Bool)?
  var expectedTypeName: String
}

/// An action of an object.
struct ImportedAction {
  var event: String
  var handler: String
  var handlerPosition: SourcePosition
  var position: SourcePosition
  /// `nil` for File's Owner.
  var target: XIBTarget?
  var targetName: String?
  var targetPosition: SourcePosition?
}

/// What an id stands for.
enum XIBTarget: Equatable {
  case node(Int32)
  case owner
  case firstResponder
  /// Another placeholder (the Application), by its label.
  case placeholder(String)
  /// A layout guide of the view at a node.
  case layoutGuide(view: Int32, kind: String)
}
