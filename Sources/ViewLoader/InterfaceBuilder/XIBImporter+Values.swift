import FoundationEssentials

/// Values: an object's value elements (`<rect key="frame">`, `<color>`, `<fontDescription>`,
/// `<state>`, …) and its user-defined runtime attributes, each set on the kit's property of the
/// same meaning through the attributes' `assign`, `set` and `record`
/// (XIBImporter+Attributes.swift).
extension XIBImporter {
  /// A value element held by `key` (or, for a few, by its name alone).
  mutating func readValue(_ element: Int32, name: String, key: String?, into node: Int32) {
    let position = document.position(of: element)
    /// A geometry element's numbers (a missing one is 0), as the property's value.
    func numbers(_ attributes: [XIBName], for property: String) {
      guard let descriptor = nodes[Int(node)].type.properties[property] else { return }
      var values: [Double] = []
      for attribute in attributes {
        guard let text = document.value(attribute, of: element) else {
          values.append(0)
          continue
        }
        guard let value = XIBNumbers.double(text) else {
          error(
            .invalidValue, "<\(name) key=\"\(key ?? "")\"> has a component that is not a number",
            at: position)
          return
        }
        values.append(value == 0 ? 0 : value)
      }
      // Xcode writes a negative size for a view collapsed to nothing (the scroller of a split
      // view's collapsed pane: 0 less its insets), which AppKit and UIKit draw as empty.
      if property == "frame", descriptor.kind == .rect, values.count == 4,
        values[2] < 0 || values[3] < 0
      {
        note(
          .invalidValue,
          "<\(name) key=\"\(key ?? "")\"> has a negative size (\(PropertyValue.double(values[2]).canonicalText) by \(PropertyValue.double(values[3]).canonicalText)): it is read as empty, as AppKit and UIKit draw it",
          at: position)
        values[2] = max(values[2], 0)
        values[3] = max(values[3], 0)
      }
      let value: PropertyValue? =
        switch (descriptor.kind, values.count) {
        case (.rect, 4) where values[2] >= 0 && values[3] >= 0:
          .rect(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        case (.size, 2) where values[0] >= 0 && values[1] >= 0:
          .size(Size(width: values[0], height: values[1]))
        case (.point, 2): .point(Point(x: values[0], y: values[1]))
        case (.insets, 4):
          .insets(Insets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
        // AppKit's insets of one size (a text view's `textContainerInset`): the width at the
        // left and the right, the height at the top and the bottom.
        case (.insets, 2) where name == "size":
          .insets(Insets(top: values[1], left: values[0], bottom: values[1], right: values[0]))
        default: nil
        }
      if let value {
        record(value, descriptor: descriptor, on: node, at: position)
      } else {
        // Another kind of property, or a negative size: the nib syntax's checks say why.
        let text = values.map { PropertyValue.double($0).canonicalText }.joined(separator: " ")
        set(text, descriptor: descriptor, on: node, at: position)
      }
    }
    switch name {
    case "rect":
      guard let key else { return }
      let property = key == "frame" || key == "contentRect" ? "frame" : key
      numbers([.x, .y, .width, .height], for: property)
      if key == "contentRect", policy.readsAsInterfaceBuilderCanvas {
        sizeWindowByContent(contentRect: element, window: node)
      }
    case "size":
      if let key { numbers([.width, .height], for: key) }
    case "point":
      if let key { numbers([.x, .y], for: key) }
    case "inset":
      if let key { numbers([.minY, .minX, .maxY, .maxX], for: key) }
    case "edgeInsets":
      if let key {
        let property = XIBElementTable.propertyNames[key] ?? key
        numbers([.top, .left, .bottom, .right], for: property)
        if property == "layoutMargins" { arrangeWithinMargins(node, at: position) }
      }
    case "directionalEdgeInsets":
      // Leading and trailing are left and right: the kit lays out left to right.
      if let key {
        // A button configuration's `contentInsets` pad it as a button's content insets do.
        let property =
          key == "directionalLayoutMargins"
          ? "layoutMargins" : key == "contentInsets" ? "contentEdgeInsets" : key
        numbers([.top, .leading, .bottom, .trailing], for: property)
        if property == "layoutMargins" { arrangeWithinMargins(node, at: position) }
      }
    case "color":
      guard let key else { return }
      readColor(element, property: XIBElementTable.colorPropertyNames[key] ?? key, into: node)
    case "fontDescription", "font":
      readFont(element, into: node)
    case "string", "mutableString":
      if let key {
        setIfPresent(document.text(of: element) ?? "", property: key, node: node, at: position)
      }
    case "attributedString":
      guard let key else { return }
      readAttributedString(
        element, text: key == "attributedText" ? "text" : key, color: "textColor", into: node)
    case "integer", "real", "number", "bool":
      if let key, let value = document.attribute(.value, of: element) {
        assign(value.value, to: key, of: node, at: position, from: key)
      }
    case "date":
      if let key { readDate(element, property: key, into: node) }
    case "url":
      // A URL (`<url key="url" string="file://localhost/Applications/"/>`): its text.
      if let key, let url = document.attribute("string", of: element) {
        setIfPresent(url.value, property: key, node: node, at: url.position)
      }
    case "imageReference":
      // An image by name (`<imageReference key="image" image="trash" catalog="system"/>`,
      // Xcode 11 and later's SF Symbols): the name, as the `image` attribute gives it.
      if let key, let image = document.attribute(.image, of: element) {
        setIfPresent(image.value, property: key, node: node, at: image.position)
      }
    case "state":
      if let key { readButtonState(element, state: key, into: node) }
    case "buttonConfiguration":
      if key == "configuration" { readButtonConfiguration(element, into: node) }
    case "autoresizingMask":
      readAutoresizingMask(element, into: node)
    case "accessibility":
      for (attribute, property) in [
        ("label", "accessibilityLabel"), ("identifier", "accessibilityIdentifier"),
        ("hint", "accessibilityHint"),
      ] {
        if let value = document.attribute(attribute, of: element) {
          assign(value.value, to: property, of: node, at: value.position, from: attribute)
        }
      }
    case "textInputTraits":
      readAttributes(of: element, into: node, cell: nil)
    case "segments":
      readSegments(element, into: node)
    case "array":
      // A list of strings (a search bar's `scopeButtonTitles`).
      guard let key, let descriptor = nodes[Int(node)].type.properties[key],
        descriptor.kind == .strings
      else { return }
      let items = document.children(of: element).map { document.text(of: $0) ?? "" }
      set(
        PropertyValue.strings(items).canonicalText, descriptor: descriptor, on: node, at: position)
    default:
      if let key { readOptionFlags(element, property: key, into: node) }
    }
  }

  /// An element of `YES` flags for an option set (`<windowStyleMask titled="YES" …>`,
  /// `<modifierMask command="YES">`): the members whose flag is set.
  private mutating func readOptionFlags(_ element: Int32, property: String, into node: Int32) {
    guard let descriptor = nodes[Int(node)].type.properties[property],
      case .options(let names) = descriptor.kind
    else { return }
    let aliases = XIBElementTable.optionNames[property] ?? [:]
    var members: [String] = []
    for attribute in document.attributeList(of: element)
    where attribute.name != "key" && attribute.value == "YES" {
      let name = aliases[attribute.name] ?? attribute.name
      guard names.contains(name) else {
        reportUnknownValue(
          "'\(escaped(attribute.name))' is not a member of the kit's '\(property)' (\(names.joined(separator: ", ")))",
          at: attribute.position)
        continue
      }
      members.append(name)
    }
    set(
      members.joined(separator: " "), descriptor: descriptor, on: node,
      at: document.position(of: element))
  }

  /// `<segments>`: a segmented control's titles (iOS `title`, macOS `label`) and images, and on
  /// macOS the segment marked selected.
  private mutating func readSegments(_ element: Int32, into node: Int32) {
    let segments = Array(document.children(of: element))
    let position = document.position(of: element)
    for (property, attributes) in [
      ("segmentTitles", ["title", "label"]), ("segmentImages", ["image"]),
    ] {
      guard let descriptor = nodes[Int(node)].type.properties[property],
        descriptor.kind == .strings
      else { continue }
      let document = self.document
      let items = segments.map { segment in
        attributes.compactMap { document.value($0, of: segment) }.first ?? ""
      }
      guard items.contains(where: { !$0.isEmpty }) || property == "segmentTitles" else { continue }
      set(
        PropertyValue.strings(items).canonicalText, descriptor: descriptor, on: node, at: position)
    }
    if let selected = segments.firstIndex(where: { document.value(.selected, of: $0) == "YES" }) {
      setIfPresent(String(selected), property: "selectedSegmentIndex", node: node, at: position)
    }
  }

  /// Sets a property from nib-syntax text when the node's type has it.
  /// A stack view whose layout margins the document stores arranges its views within them:
  /// Interface Builder writes the margins only when its "Layout Margins" setting is on (no
  /// `layoutMarginsRelativeArrangement` attribute), and places the arranged views inset by
  /// them in every real document that has them.
  private mutating func arrangeWithinMargins(_ node: Int32, at position: SourcePosition) {
    let property = "isLayoutMarginsRelativeArrangement"
    guard let descriptor = nodes[Int(node)].type.properties[property],
      !nodes[Int(node)].properties.contains(where: { $0.descriptor === descriptor })
    else { return }
    record(.bool(true), descriptor: descriptor, on: node, at: position)
  }

  mutating func setIfPresent(
    _ text: String, property: String, node: Int32, at position: SourcePosition
  ) {
    guard let descriptor = nodes[Int(node)].type.properties[property] else { return }
    set(text, descriptor: descriptor, on: node, at: position)
  }

  /// A `<color>`: its colour space or name resolved to an sRGB colour.
  mutating func readColor(_ element: Int32, property: String, into node: Int32) {
    guard let descriptor = nodes[Int(node)].type.properties[property], descriptor.kind == .color
    else { return }
    let position = document.position(of: element)
    switch color(of: element) {
    case .value(let color):
      set(PropertyValue.color(color).canonicalText, descriptor: descriptor, on: node, at: position)
    case .unknown(let message):
      reportUnknownValue(message, at: position)
    case .malformed(let message):
      error(.invalidValue, message, at: position)
    }
  }

  /// The most named colours a colour is resolved through (``color(of:)``): Xcode saves a named
  /// colour's components, so a real document names none from another.
  static let namedColorChainLimit = 32

  /// A colour element's colour, names resolved against the document's resources.
  func color(of element: Int32) -> XIBValue<Color> {
    var visited = [element]
    return color(of: element, visited: &visited)
  }

  /// - Parameter visited: The colour and the resources named on the way here (a list: chains
  ///   of names are short, and most colours name none).
  private func color(of element: Int32, visited: inout [Int32]) -> XIBValue<Color> {
    var seen = visited
    let result = XIBColors.color(
      attribute: { document.value($0, of: element) },
      resource: { name in
        guard let resource = colorResources[name] else { return nil }
        // A resource may name another. A cycle of names is no colour, nor is a chain longer
        // than any document needs: each name is a call deeper, and a hostile document's chain
        // of a hundred thousand must not run the stack out.
        if seen.contains(resource) {
          return .malformed("colour '\(escaped(name))' is defined in terms of itself")
        }
        guard seen.count <= Self.namedColorChainLimit else {
          return .malformed(
            "colour '\(escaped(name))' is reached through more than \(Self.namedColorChainLimit) named colours"
          )
        }
        seen.append(resource)
        return color(of: resource, visited: &seen)
      })
    visited = seen
    return result
  }

  mutating func readFont(_ element: Int32, into node: Int32) {
    guard let descriptor = nodes[Int(node)].type.properties["font"] else { return }
    let position = document.position(of: element)
    let font = XIBFonts.font(
      attribute: { document.value($0, of: element) }, platform: platform,
      release: documentAppKitRelease)
    switch font {
    case .value(let font):
      set(font, descriptor: descriptor, on: node, at: position)
    case .unknown(let message):
      reportUnknownValue(message, at: position)
    case .malformed(let message):
      error(.invalidValue, message, at: position)
    }
  }

  /// `<date key="…" timeIntervalSinceReferenceDate="…">`: seconds since 2001-01-01 00:00 UTC.
  private mutating func readDate(_ element: Int32, property: String, into node: Int32) {
    guard nodes[Int(node)].type.properties[property] != nil,
      let seconds = document.attribute(.timeIntervalSinceReferenceDate, of: element)
    else { return }
    guard let interval = XIBNumbers.double(seconds.value), abs(interval) < 3e11 else {
      error(
        .invalidValue, "a date's time interval must be a number, not '\(escaped(seconds.value))'",
        at: seconds.position)
      return
    }
    let date = Date(timeIntervalSinceReferenceDate: interval.rounded())
    setIfPresent(
      PropertyValue.date(date).canonicalText, property: property, node: node,
      at: document.position(of: element))
  }

  /// An `<attributedString>`: its fragments' text joined, set as `text`; the first fragment's
  /// font (`NSFont`) and colour (`NSColor`), set as the view's font and as `color`, since the
  /// kit's text is of one style.
  mutating func readAttributedString(
    _ element: Int32, text: String, color: String, into node: Int32
  ) {
    let fragments = document.children(of: element).filter {
      document.element($0, isNamed: .fragment)
    }
    let joined = fragments.map { fragment in
      document.value(.content, of: fragment)
        ?? document.child(of: fragment, named: .string).flatMap { document.text(of: $0) } ?? ""
    }.joined()
    setIfPresent(joined, property: text, node: node, at: document.position(of: element))
    guard let first = fragments.first,
      let attributes = document.child(of: first, named: .attributes)
    else { return }
    for attribute in document.children(of: attributes) {
      switch (document.name(of: attribute), document.value(.key, of: attribute)) {
      case ("font", "NSFont"): readFont(attribute, into: node)
      case ("color", "NSColor"): readColor(attribute, property: color, into: node)
      default: break
      }
    }
  }

  /// `<autoresizingMask>`'s flags as the kit's option names. In an AppKit view whose
  /// superview's y axis points up, the low-y margin is the bottom one.
  private mutating func readAutoresizingMask(_ element: Int32, into node: Int32) {
    let upward = isMeasuredUpward(node)
    let flags: [(XIBName, String)] = [
      (.flexibleMinX, "flexibleLeftMargin"), (.widthSizable, "flexibleWidth"),
      (.flexibleMaxX, "flexibleRightMargin"),
      (.flexibleMinY, upward ? "flexibleBottomMargin" : "flexibleTopMargin"),
      (.heightSizable, "flexibleHeight"),
      (.flexibleMaxY, upward ? "flexibleTopMargin" : "flexibleBottomMargin"),
    ]
    let names = flags.filter { document.value($0.0, of: element) == "YES" }.map(\.1)
    setIfPresent(
      names.joined(separator: " "), property: "autoresizingMask", node: node,
      at: document.position(of: element))
  }
}
