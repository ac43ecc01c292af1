/// `textDocument/codeAction`: a quick fix for each finding whose message says what was meant
/// ("did you mean 'Label'?"), replacing what the finding is about with it — an unknown
/// element's name (in its end tag too), an unknown property's name, an unknown event's,
/// outlet's or action handler's value, an unresolved reference's `$name`. Nib files only: an
/// Interface Builder document's names are Xcode's.
struct QuickFixProvider {
  let outline: DocumentOutline
  let bytes: [UInt8]

  /// One replacement: the bytes it replaces and the new text.
  struct Replacement: Equatable {
    var range: Range<Int>
    var text: String
  }

  /// A fix: its title and its replacements.
  struct Fix: Equatable {
    var title: String
    var replacements: [Replacement]
  }

  /// The fix for a finding of rule `rule` at byte `offset` with `message`, if it has one.
  func fix(rule: String, message: String, at offset: Int) -> Fix? {
    // Just after the offset: inside the start tag whether the finding is at its `<` or at
    // one of its attributes.
    guard let suggestion = Self.suggestion(in: message),
      let number = outline.element(atTagOffset: offset + 1)
    else { return nil }
    let element = outline.elements[number]
    switch rule {
    case "unknown-element":
      guard element.start == offset else { return nil }
      var replacements = [Replacement(range: element.nameRange, text: suggestion)]
      if let endName = endTagName(of: element) {
        replacements.append(Replacement(range: endName, text: suggestion))
      }
      return Fix(
        title: "Replace <\(element.name)> with <\(suggestion)>", replacements: replacements)
    case "unknown-property":
      guard let attribute = attribute(of: element, at: offset) else { return nil }
      return Fix(
        title: "Replace '\(attribute.name)' with '\(suggestion)'",
        replacements: [Replacement(range: attribute.nameRange, text: suggestion)])
    case "unresolved-reference":
      guard let attribute = attribute(of: element, at: offset),
        let wrong = Self.quoted(in: message), wrong.hasPrefix("$"),
        let valueRange = attribute.valueRange,
        let token = tokenRange(of: wrong, in: valueRange)
      else { return nil }
      return Fix(
        title: "Replace '\(wrong)' with '\(suggestion)'",
        replacements: [Replacement(range: token, text: suggestion)])
    case "unknown-outlet":
      // An outlet attribute may name several outlets: the one the message quotes is replaced.
      guard let attribute = attribute(of: element, at: offset),
        let valueRange = attribute.valueRange,
        let wrong = attribute.value.split(whereSeparator: \.isWhitespace).first(where: {
          message.contains("outlet '\($0)'")
        }),
        let token = tokenRange(of: String(wrong), in: valueRange)
      else { return nil }
      return Fix(
        title: "Replace '\(wrong)' with '\(suggestion)'",
        replacements: [Replacement(range: token, text: suggestion)])
    case "unknown-event", "unknown-action":
      guard let attribute = attribute(of: element, at: offset),
        let valueRange = attribute.valueRange
      else { return nil }
      return Fix(
        title: "Replace '\(attribute.value)' with '\(suggestion)'",
        replacements: [Replacement(range: valueRange, text: suggestion)])
    default:
      return nil
    }
  }

  /// What a message suggests: `X` of "did you mean 'X'?" or "did you mean <X>?".
  static func suggestion(in message: String) -> String? {
    for (open, close) in [("did you mean '", "'?"), ("did you mean <", ">?")] {
      guard let start = message.ranges(of: open).last,
        let end = message[start.upperBound...].firstRange(of: close),
        start.upperBound < end.lowerBound
      else { continue }
      return String(message[start.upperBound..<end.lowerBound])
    }
    return nil
  }

  /// The first text a message quotes ('…'), for the name a reference gave.
  static func quoted(in message: String) -> String? {
    guard let open = message.firstIndex(of: "'"),
      let close = message[message.index(after: open)...].firstIndex(of: "'")
    else { return nil }
    return String(message[message.index(after: open)..<close])
  }

  private func attribute(of element: DocumentOutline.Element, at offset: Int)
    -> DocumentOutline.Attribute?
  {
    element.attributes.first { $0.nameRange.lowerBound == offset }
  }

  /// The bytes of a white-space separated token of a value that equals `text`.
  private func tokenRange(of text: String, in valueRange: Range<Int>) -> Range<Int>? {
    let wanted = Array(text.utf8)
    var start = valueRange.lowerBound
    while start < valueRange.upperBound {
      var end = start
      while end < valueRange.upperBound, !Self.isSpace(bytes[end]) { end += 1 }
      if end - start == wanted.count, bytes[start..<end].elementsEqual(wanted) {
        return start..<end
      }
      start = end + 1
    }
    return nil
  }

  /// The name in an element's end tag, when it is written `</name>` where the element ends.
  private func endTagName(of element: DocumentOutline.Element) -> Range<Int>? {
    let name = Array(element.name.utf8)
    let end = element.end
    let start = end - name.count - 3
    guard start > element.tagEnd - 1, start >= 0, end <= bytes.count,
      bytes[start] == UInt8(ascii: "<"), bytes[start + 1] == UInt8(ascii: "/"),
      bytes[end - 1] == UInt8(ascii: ">"),
      bytes[(start + 2)..<(end - 1)].elementsEqual(name)
    else { return nil }
    return (start + 2)..<(end - 1)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
