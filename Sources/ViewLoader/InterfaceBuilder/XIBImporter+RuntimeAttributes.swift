/// User-defined runtime attributes: each sets the property its `keyPath` names, with a value
/// of its `type`; a name the node's type does not have is kept as written and reported.
extension XIBImporter {
  /// `<userDefinedRuntimeAttributes>`: each sets the property its `keyPath` names, with a value
  /// of its `type`. A name the type does not have is kept as written.
  mutating func readRuntimeAttributes(_ element: Int32, into node: Int32) {
    for attribute in document.children(of: element)
    where document.element(attribute, isNamed: .userDefinedRuntimeAttribute) {
      guard let keyPath = document.attribute(.keyPath, of: attribute) else { continue }
      guard
        isNameOfCode(
          keyPath, ObjectiveCNames.isKeyPath(keyPath.value), what: "runtime attribute",
          expected: "a key path (property names joined by dots, such as 'layer.cornerRadius')",
          consequence: "loading the view would fail")
      else { continue }
      let type = document.value(.type, of: attribute) ?? "string"
      guard let (kind, text) = runtimeValue(attribute, type: type, at: keyPath.position) else {
        continue
      }
      var name = keyPath.value
      if nodes[Int(node)].type.properties[name] == nil,
        let kitName = XIBElementTable.runtimeAttributeAliases[name]
      {
        name = kitName
      }
      guard let descriptor = nodes[Int(node)].type.properties[name] else {
        nodes[Int(node)].kept.append(
          .init(name: name, value: .property(kind, text: text), position: keyPath.position))
        reportUnresolvedName(
          "'\(typeName(of: node))' has no property '\(escaped(name))' for this runtime attribute",
          rule: .unknownProperty, node: node, at: keyPath.position)
        continue
      }
      guard let converted = Self.convert(text, of: kind, to: descriptor.kind) else {
        if type == "size", kind == .point, descriptor.kind == .size {
          reportUnknownValue(
            "runtime attribute '\(escaped(name))' is a size with a negative width or height ('\(text)'), which '\(typeName(of: node)).\(name)', a size, cannot hold; declare it as a point to take it",
            at: keyPath.position)
          continue
        }
        reportUnknownValue(
          "runtime attribute '\(escaped(name))' is \(MessageText.withArticle(type)), but '\(typeName(of: node)).\(name)' takes \(Self.nounPhrase(of: descriptor.kind))",
          at: keyPath.position)
        continue
      }
      set(converted, descriptor: descriptor, on: node, at: keyPath.position)
    }
  }

  /// A runtime attribute's value, as a kind and nib-syntax text; `nil` (after a finding) when
  /// it has none the kit can hold.
  mutating func runtimeValue(
    _ attribute: Int32, type: String, at position: SourcePosition
  ) -> (PropertyKind, String)? {
    let valueAttribute = document.value(.value, of: attribute)
    let valueElement = document.children(of: attribute).first {
      document.value(.key, of: $0) == "value"
    }
    switch type {
    case "string", "localizedString", "image":
      return (.string, valueAttribute ?? valueElement.flatMap { document.text(of: $0) } ?? "")
    case "boolean":
      switch valueAttribute {
      case "YES": return (.bool, "true")
      case "NO": return (.bool, "false")
      default:
        error(.invalidValue, "a boolean runtime attribute must be YES or NO", at: position)
        return nil
      }
    case "number":
      let text = valueAttribute ?? valueElement.flatMap { document.value(.value, of: $0) }
      guard let text, let number = XIBNumbers.double(text) else {
        error(.invalidValue, "a number runtime attribute needs a numeric value", at: position)
        return nil
      }
      let isInteger = valueElement.map { document.element($0, isNamed: .integer) } ?? false
      guard isInteger else { return (.double, PropertyValue.double(number).canonicalText) }
      // An <integer> holds a whole number an Int can hold: "1e300" or "2.5" is not one.
      guard let whole = Int(exactly: number) else {
        error(
          .invalidValue,
          "an integer runtime attribute needs a whole number, not '\(escaped(text))'",
          at: position)
        return nil
      }
      return (.int, String(whole))
    case "color":
      guard let valueElement else { return nil }
      switch color(of: valueElement) {
      case .value(let color): return (.color, PropertyValue.color(color).canonicalText)
      case .unknown(let message):
        reportUnknownValue(message, at: position)
        return nil
      case .malformed(let message):
        error(.invalidValue, message, at: position)
        return nil
      }
    case "point", "size", "rect":
      guard let valueElement else { return nil }
      let names =
        type == "point"
        ? ["x", "y"] : type == "size" ? ["width", "height"] : ["x", "y", "width", "height"]
      let numbers = names.map {
        document.value($0, of: valueElement).flatMap(XIBNumbers.double) ?? 0
      }
      var kind: PropertyKind = type == "point" ? .point : type == "size" ? .size : .rect
      // UIKit's sizes may be negative (a shadow's offset up and to the left, `-1 -2`); the
      // nib's are not. Such a size is held as a pair of numbers of any sign, a point, which a
      // property declared as a point takes.
      if type == "size", numbers.contains(where: { $0 < 0 }) { kind = .point }
      return (kind, numbers.map { PropertyValue.double($0).canonicalText }.joined(separator: " "))
    case "nil":
      return nil
    default:
      reportUnknownValue("runtime attributes of type '\(escaped(type))' are not read", at: position)
      return nil
    }
  }

  /// What a property of `kind` takes, as a message says it: "an int", "a color", "insets".
  private static func nounPhrase(of kind: PropertyKind) -> String {
    let noun = ValueSyntaxError.noun(of: kind)
    return ["insets", "options", "references"].contains(noun)
      ? noun : MessageText.withArticle(noun)
  }

  /// A runtime attribute's text of one kind as text of the property's kind, when one reads as
  /// the other (a number as an int or a double, a string as a case of an enumeration).
  static func convert(_ text: String, of kind: PropertyKind, to target: PropertyKind) -> String? {
    switch (kind, target) {
    case (let from, let to) where from == to: return text
    case (.int, .double): return text
    case (.size, .point): return text
    case (.double, .int):
      return XIBNumbers.int(text).map(String.init)
    case (.int, .bool), (.double, .bool):
      return XIBNumbers.double(text).map { $0 != 0 ? "true" : "false" }
    case (.string, .enumeration(let cases)):
      return cases.contains(text) ? text : nil
    default: return nil
    }
  }

  /// A node's type as its file names it: its custom class, else its kit type.
  func typeName(of node: Int32) -> String {
    nodes[Int(node)].className ?? nodes[Int(node)].type.name
  }

  /// A name the node's type does not have (a runtime attribute, an object outlet, an action's
  /// event): kept as written. The loader reports it as an error unless the element is one the
  /// kit does not model; the linter as a note, or as an error on a type a schema describes.
  mutating func reportUnresolvedName(
    _ message: String, rule: RuleID, node: Int32, at position: SourcePosition
  ) {
    let imported = nodes[Int(node)]
    if imported.isUnmapped {
      note(.xibUnresolvedName, message + "; it is kept and never applied", at: position)
    } else if policy.isLinting && imported.type.metatype != nil {
      note(.xibUnresolvedName, message + "; it is kept and not applied", at: position)
    } else {
      error(rule, message + kitNamedClassAdvice(of: node), at: position)
    }
  }

  /// What to do about a name the kit's type lacks on an object of an app class named like
  /// that kit type, of the element's own kind (an Objective-C `TableViewCell` with an outlet
  /// of its own): register the app's class under its module's name, or in the kit's place.
  /// Empty for any other object.
  func kitNamedClassAdvice(of node: Int32) -> String {
    let imported = nodes[Int(node)]
    guard let name = imported.className, let registered = registry.type(named: name),
      registry.isKitType(registered), imported.type === registered
    else { return "" }
    let advice = ": the app's class '\(escaped(name))' is not the kit's; register it as "
    if let module = imported.classModule {
      return advice + "'\(escaped(module)).\(escaped(name))'"
        + (policy.isLinting ? " or describe it so in a schema" : "")
    }
    return policy.isLinting ? "" : advice + "'\(escaped(name))', in place of the kit's"
  }
}
