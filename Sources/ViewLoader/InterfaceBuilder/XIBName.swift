/// The element and attribute names the importer asks a document for. Every document interns
/// them first, in this order, so that asking for one is an index, not a hash of its spelling;
/// the case names are the spellings.
enum XIBName: Int32, CaseIterable {
  case archive, attributedString, attributes, borderStyle, color, connections, constraint
  case content, customClass, destination, device, eventType, fragment, height, id, image
  case integer, key, keyPath, multiplier, name, namedColor, objects, orientation, placeholder
  case placeholderIdentifier, property, rect, reference, resources, selected, selector, string
  case subviews, systemColor, target, timeIntervalSinceReferenceDate, type
  case userDefinedRuntimeAttribute, userLabel, value, variation, version, width
  case x, y, minX, minY, maxX, maxY, top, left, bottom, right, firstItem, secondItem, constant
  case toolsVersion, designables, designable, size, leading, trailing, misplaced, fixedFrame
  case translatesAutoresizingMaskIntoConstraints, placeholderIntrinsicWidth
  case placeholderIntrinsicHeight, implicitItemIdentifier, explicitItemIdentifier, bordered
  case trigger, dependencies, plugIn, verifyAmbiguity, customModule
  // A colour's and a font's attributes (``XIBColors``, ``XIBFonts``).
  case red, green, blue, white, alpha, cyan, magenta, yellow, black, colorSpace, customColorSpace
  case catalog, cocoaTouchSystemColor, style, textStyle, metaFont, usesAppearanceFont, pointSize
  case weight
  // An `<autoresizingMask>`'s flags.
  case flexibleMinX, widthSizable, flexibleMaxX, flexibleMinY, heightSizable, flexibleMaxY
  // The elements with a role of their own to the importer (``XIBElementTable/Role``).
  case outlet, outletCollection, action, binding, segue, accessibilityConnection, constraints
  case customObject, viewLayoutGuide, viewControllerLayoutGuide, layoutGuide
  case tableViewCellContentView, collectionViewCellContentView, tableViewCell, collectionViewCell
  case beginningViews, middleViews, endViews, userDefinedRuntimeAttributes, defaultToolbarItems

  /// The name as documents spell it (the case's own name, written out: asking the runtime for
  /// a case's name reflects on it, thousands of instructions a case).
  var spelling: String {
    switch self {
    case .archive: "archive"
    case .attributedString: "attributedString"
    case .attributes: "attributes"
    case .borderStyle: "borderStyle"
    case .color: "color"
    case .connections: "connections"
    case .constraint: "constraint"
    case .content: "content"
    case .customClass: "customClass"
    case .destination: "destination"
    case .device: "device"
    case .eventType: "eventType"
    case .fragment: "fragment"
    case .height: "height"
    case .id: "id"
    case .image: "image"
    case .integer: "integer"
    case .key: "key"
    case .keyPath: "keyPath"
    case .multiplier: "multiplier"
    case .name: "name"
    case .namedColor: "namedColor"
    case .objects: "objects"
    case .orientation: "orientation"
    case .placeholder: "placeholder"
    case .placeholderIdentifier: "placeholderIdentifier"
    case .property: "property"
    case .rect: "rect"
    case .reference: "reference"
    case .resources: "resources"
    case .selected: "selected"
    case .selector: "selector"
    case .string: "string"
    case .subviews: "subviews"
    case .systemColor: "systemColor"
    case .target: "target"
    case .timeIntervalSinceReferenceDate: "timeIntervalSinceReferenceDate"
    case .type: "type"
    case .userDefinedRuntimeAttribute: "userDefinedRuntimeAttribute"
    case .userLabel: "userLabel"
    case .value: "value"
    case .variation: "variation"
    case .version: "version"
    case .width: "width"
    case .x: "x"
    case .y: "y"
    case .minX: "minX"
    case .minY: "minY"
    case .maxX: "maxX"
    case .maxY: "maxY"
    case .top: "top"
    case .left: "left"
    case .bottom: "bottom"
    case .right: "right"
    case .firstItem: "firstItem"
    case .secondItem: "secondItem"
    case .constant: "constant"
    case .toolsVersion: "toolsVersion"
    case .dependencies: "dependencies"
    case .plugIn: "plugIn"
    case .verifyAmbiguity: "verifyAmbiguity"
    case .customModule: "customModule"
    case .designables: "designables"
    case .designable: "designable"
    case .size: "size"
    case .leading: "leading"
    case .trailing: "trailing"
    case .misplaced: "misplaced"
    case .fixedFrame: "fixedFrame"
    case .translatesAutoresizingMaskIntoConstraints: "translatesAutoresizingMaskIntoConstraints"
    case .placeholderIntrinsicWidth: "placeholderIntrinsicWidth"
    case .placeholderIntrinsicHeight: "placeholderIntrinsicHeight"
    case .implicitItemIdentifier: "implicitItemIdentifier"
    case .explicitItemIdentifier: "explicitItemIdentifier"
    case .bordered: "bordered"
    case .red: "red"
    case .green: "green"
    case .blue: "blue"
    case .white: "white"
    case .alpha: "alpha"
    case .cyan: "cyan"
    case .magenta: "magenta"
    case .yellow: "yellow"
    case .black: "black"
    case .colorSpace: "colorSpace"
    case .customColorSpace: "customColorSpace"
    case .catalog: "catalog"
    case .cocoaTouchSystemColor: "cocoaTouchSystemColor"
    case .style: "style"
    case .textStyle: "textStyle"
    case .metaFont: "metaFont"
    case .usesAppearanceFont: "usesAppearanceFont"
    case .pointSize: "pointSize"
    case .weight: "weight"
    case .trigger: "trigger"
    case .flexibleMinX: "flexibleMinX"
    case .widthSizable: "widthSizable"
    case .flexibleMaxX: "flexibleMaxX"
    case .flexibleMinY: "flexibleMinY"
    case .heightSizable: "heightSizable"
    case .flexibleMaxY: "flexibleMaxY"
    case .outlet: "outlet"
    case .outletCollection: "outletCollection"
    case .action: "action"
    case .binding: "binding"
    case .segue: "segue"
    case .accessibilityConnection: "accessibilityConnection"
    case .constraints: "constraints"
    case .customObject: "customObject"
    case .viewLayoutGuide: "viewLayoutGuide"
    case .viewControllerLayoutGuide: "viewControllerLayoutGuide"
    case .layoutGuide: "layoutGuide"
    case .tableViewCellContentView: "tableViewCellContentView"
    case .collectionViewCellContentView: "collectionViewCellContentView"
    case .tableViewCell: "tableViewCell"
    case .collectionViewCell: "collectionViewCell"
    case .beginningViews: "beginningViews"
    case .middleViews: "middleViews"
    case .endViews: "endViews"
    case .userDefinedRuntimeAttributes: "userDefinedRuntimeAttributes"
    case .defaultToolbarItems: "defaultToolbarItems"
    }
  }

  /// Each case's role as an element's name, by raw value: every name with a role is a case,
  /// so a document's other names have none (``XIBElementTable/Role/other``).
  static let roles: [XIBElementTable.Role] = allCases.map {
    XIBElementTable.Role(name: $0.spelling)
  }

  /// Each case's spelling, by raw value.
  static let spellings: [String] = allCases.map(\.spelling)

  /// Each spelling's raw value. Made with room for a document's own names besides (the corpus's
  /// documents use up to 214 element and attribute names): each document interns into a copy,
  /// which keeps that room instead of growing, and rehashing every name, as its names come.
  static let indices: [String: Int32] = {
    var indices = [String: Int32](minimumCapacity: 256)
    for name in allCases { indices[name.spelling] = name.rawValue }
    return indices
  }()
}
