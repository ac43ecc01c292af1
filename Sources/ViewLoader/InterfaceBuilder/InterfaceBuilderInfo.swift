/// What a template compiled from an Interface Builder document keeps beyond what a nib's
/// template has: the element, key and custom class of each node, how keyed children attach to
/// their holders, and what the import kept as written because the kit has no name for it (for
/// the dump and the conversion to a nib). Immutable and `Sendable`, like its template.
final class InterfaceBuilderInfo: Sendable {
  /// What one node of the template came from.
  struct Node: Sendable {
    /// The element, as Xcode wrote it (`label`, `tableViewCell`, …).
    var element: String
    /// The custom class as written, when the element has one.
    var className: String?
    /// The key under which the node's holder keeps it (`contentView`, `collectionViewLayout`,
    /// `items`, `constraints`, …), or `nil` for a subview or a top-level object.
    var key: String?
    /// Whether the node is one of its parent's subviews (a keyed child is not).
    var isSubview: Bool
    /// Whether the element is one the kit does not model (it loaded as `View` or `Object`).
    var isUnmapped: Bool
    /// The names the import kept as written, in document order.
    var kept: [KeptName] = []
  }

  /// A runtime attribute, object outlet or action whose name the node's type does not have:
  /// kept as written, set on nothing.
  struct KeptName: Sendable {
    enum Value: Sendable {
      /// A runtime attribute's value, of the kind its `type` gives, in the nib syntax.
      case property(PropertyKind, text: String)
      /// An object outlet to the object with this xib id (`owner` for File's Owner).
      case reference(target: String, isCollection: Bool)
      /// An action of this event.
      case action(event: String, target: String?)
    }

    var name: String
    var value: Value
    var position: SourcePosition
  }

  /// A keyed child that its holder takes through one of its properties (a window's content
  /// view, a collection view's layout, a menu's items, a view's constraints).
  struct Attachment: Sendable {
    var holder: Int32
    var child: Int32
    var property: PropertyDescriptor
  }

  /// The platform the document is for.
  let platform: XIBPlatform
  /// One entry per template node, in the same order.
  let nodes: [Node]
  /// The keyed children set on their holders at instantiation, in document order.
  let attachments: [Attachment]
  /// The device the document was drawn for (`<device id=… orientation=…>`), if it says.
  let device: (id: String, orientation: String)?
  /// The version of Interface Builder that saved the document (the version of the plug-in it
  /// depends on, else `toolsVersion="14460.31"`: the build of the Xcode it came with), if it
  /// says.
  let toolsVersion: String?
  /// The ids of the top-level views whose simulated metrics say they have no status bar
  /// (`<nil key="simulatedStatusBarMetrics"/>`).
  let withoutStatusBar: Set<String>
  /// The ids of the top-level views whose simulated metrics put a translucent navigation bar
  /// over their top (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics"/>`).
  let underNavigationBar: Set<String>
  /// The intrinsic content sizes Xcode rendered the document's designable views with (its
  /// `<designables>`), and the frame sizes of the views of elements the kit does not model,
  /// by id.
  let designableSizes: [String: Size]
  /// The placeholder intrinsic sizes Interface Builder laid views out with, by id (a dimension
  /// the document leaves out is `nan`). Laid out with on the canvas only; `convert` writes
  /// them.
  let placeholderSizes: [String: Size]
  /// The ids of the views Xcode marked `misplaced`: their saved frames are not their
  /// constraints' solution. Read on the canvas only.
  let misplacedIDs: Set<String>
  /// What Interface Builder verifies of the ambiguity of a view, by id, for the views whose
  /// size inspector says other than "Verify Position and Size". Read on the canvas only.
  let ambiguityVerification: [String: AmbiguityVerification]
  /// Whether the document was read as Interface Builder's canvas lays it out (with its
  /// placeholder constraints and its device's size class; ``XIBImportPolicy``).
  let isInterfaceBuilderCanvas: Bool
  /// The sizes of the images the document lists in its resources, by name.
  let imageSizes: [String: Size]
  /// The names of the images the document lists as system symbols (SF Symbols,
  /// `catalog="system"`, and in an AppKit document AppKit's named template images, which
  /// macOS 11 and later draw from symbols): an image view showing one has the symbol's
  /// padding outside its alignment rectangle.
  let symbolImages: Set<String>
  /// What a nib cannot say, one line each (ignored bindings, First Responder actions…), for the
  /// comments at the top of a converted nib.
  let notConverted: [String]
  /// The outlets that top-level objects bind through their own connection tables (a cell's
  /// outlets to its subviews, written on the cell): bound, for a cell class that owns its
  /// document, as its owner outlets would be.
  let topLevelOwnOutlets: Set<String>

  init(
    platform: XIBPlatform, nodes: [Node], attachments: [Attachment],
    device: (id: String, orientation: String)?, toolsVersion: String? = nil,
    withoutStatusBar: Set<String> = [], underNavigationBar: Set<String> = [],
    designableSizes: [String: Size] = [:],
    placeholderSizes: [String: Size] = [:], misplacedIDs: Set<String> = [],
    ambiguityVerification: [String: AmbiguityVerification] = [:],
    isInterfaceBuilderCanvas: Bool = false,
    imageSizes: [String: Size] = [:], symbolImages: Set<String> = [], notConverted: [String],
    topLevelOwnOutlets: Set<String>
  ) {
    self.platform = platform
    self.nodes = nodes
    self.attachments = attachments
    self.device = device
    self.toolsVersion = toolsVersion
    self.withoutStatusBar = withoutStatusBar
    self.underNavigationBar = underNavigationBar
    self.designableSizes = designableSizes
    self.placeholderSizes = placeholderSizes
    self.misplacedIDs = misplacedIDs
    self.ambiguityVerification = ambiguityVerification
    self.isInterfaceBuilderCanvas = isInterfaceBuilderCanvas
    self.imageSizes = imageSizes
    self.symbolImages = symbolImages
    self.notConverted = notConverted
    self.topLevelOwnOutlets = topLevelOwnOutlets
  }
}

extension NibTemplate {
  /// A node's type as a reader of its file knows it: an Interface Builder document's custom
  /// class as written (a linter without a schema takes an unregistered one as its kit type),
  /// else the registered type's name (`Stub` for a stub, `include` for an include).
  /// - Parameter index: The node's index in ``nodes``.
  func displayTypeName(at index: Int) -> String {
    switch content(of: nodes[index]) {
    case .object(let type): interfaceBuilder?.nodes[index].className ?? type.name
    case .stub: "Stub"
    case .include: "include"
    }
  }
}

/// What Interface Builder verifies of a view's ambiguity, as its size inspector's "Ambiguity"
/// says (`verifyAmbiguity`): left out, it verifies the view's position and size.
enum AmbiguityVerification: Sendable, Equatable {
  /// "Verify Position Only" (`ignoreSizes`): a width or height that may take many values is
  /// the app's to decide (a label its code fills in).
  case positionOnly
  /// "Never Verify" (`off`).
  case never

  /// The verification a `verifyAmbiguity` value names; `nil` for the default or a value Xcode
  /// does not write, which verify both.
  init?(interfaceBuilderValue value: String) {
    switch value {
    case "ignoreSizes": self = .positionOnly
    case "off": self = .never
    default: return nil
    }
  }
}
