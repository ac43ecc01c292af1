/// Constraints: a `<constraint>` imported as a `LayoutConstraint` node, its constant as the
/// document's device sees it; its items are resolved with the connections
/// (``resolveConnections()``).
extension XIBImporter {
  /// A `<constraint>` of the view at `holder`: a `LayoutConstraint` node (unless Xcode marked it
  /// a placeholder, removed at build time, unless read as Interface Builder's canvas), whose
  /// items are resolved with the connections. One the default size class leaves out (not
  /// installed) is made, as UIKit makes it, inactive: the view does not hold it, and an outlet
  /// to it is bound (an app activates it in code).
  mutating func constraint(_ element: Int32, holder: Int32, depth: Int32) {
    guard let id = document.value(.id, of: element),
      policy.readsAsInterfaceBuilderCanvas || document.value(.placeholder, of: element) != "YES"
    else { return }
    let isInstalled = !excluded.contains(id)
    if constraintType == nil { constraintType = .some(registry.type(named: "LayoutConstraint")) }
    guard let type = constraintType ?? nil else {
      // A registry without the kit's constraints: the items are still checked, and the id
      // still names something.
      defineTarget(id, .placeholder("constraint \(id)"))
      pendingConstraints.append((-1, element))
      return
    }
    let position = document.position(of: element)
    let index = Int32(nodes.count)
    nodes.append(
      ImportedNode(
        element: element, type: type, kitType: type, className: nil, parent: holder,
        key: isInstalled ? "constraints" : nil, isSubview: false, depth: depth, id: id,
        idPosition: document.attribute(.id, of: element)?.position ?? position,
        position: position, isUnmapped: false, isExcluded: !isInstalled))
    defineTarget(id, .node(index))
    let variedConstant = policy.readsAsInterfaceBuilderCanvas ? deviceConstant(of: element) : nil
    readAttributes(
      of: element, into: index, cell: nil,
      skipping: variedConstant == nil
        ? [.multiplier, .firstItem, .secondItem]
        : [.multiplier, .firstItem, .secondItem, .constant])
    if let variedConstant {
      setIfPresent(
        variedConstant.value, property: "constant", node: index, at: variedConstant.position)
    }
    if let multiplier = document.attribute(.multiplier, of: element) {
      if let value = XIBNumbers.multiplier(multiplier.value) {
        setIfPresent(
          PropertyValue.double(value).canonicalText, property: "multiplier", node: index,
          at: multiplier.position)
      } else {
        error(
          .invalidValue,
          "a constraint's multiplier must be a number or a ratio such as 1:2, not '\(escaped(multiplier.value))'",
          at: multiplier.position)
      }
    }
    pendingConstraints.append((index, element))
  }

  /// The constant a `<variation key="heightClass=regular-widthClass=regular" constant="…">` of
  /// a constraint gives the size class of the document's device (the most specific variation
  /// that matches), or `nil`.
  private mutating func deviceConstant(of element: Int32) -> (
    value: String, position: SourcePosition
  )? {
    if deviceSizeClass == nil {
      deviceSizeClass = .some(
        device.flatMap { DeviceTable.sizeClass(device: $0.id, orientation: $0.orientation) })
    }
    guard let sizeClass = deviceSizeClass ?? nil else { return nil }
    var best: (value: String, position: SourcePosition)? = nil
    var bestCount = 0
    for variation in document.children(of: element)
    where document.element(variation, isNamed: .variation) {
      guard let key = document.value(.key, of: variation), key != "default",
        let constant = document.attribute("constant", of: variation)
      else { continue }
      var matches = true
      let traits = key.split(separator: "-")
      for trait in traits {
        let parts = trait.split(separator: "=")
        guard parts.count == 2 else {
          matches = false
          break
        }
        let wanted = parts[0] == "widthClass" ? sizeClass.width : sizeClass.height
        if parts[0] != "widthClass" && parts[0] != "heightClass" || parts[1] != wanted {
          matches = false
        }
      }
      if matches, traits.count > bestCount {
        best = constant
        bestCount = traits.count
      }
    }
    return best
  }
}
