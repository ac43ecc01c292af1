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

  /// Each case's spelling, by raw value.
  static let spellings: [String] = allCases.map { String(describing: $0) }

  /// Each spelling's raw value.
  static let indices: [String: Int32] = Dictionary(
    uniqueKeysWithValues: allCases.map { (String(describing: $0), $0.rawValue) })
}
