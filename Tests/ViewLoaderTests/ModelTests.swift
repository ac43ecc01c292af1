import Testing
@testable import ViewLoader

@Test func diagnosticDescription() {
  let d = Diagnostic(
    severity: .error, rule: "duplicate-id", message: "duplicate id 'ok'",
    location: SourceLocation(file: "a.nib", line: 7, column: 5))
  #expect(d.description == "a.nib:7:5: error: duplicate id 'ok' [duplicate-id]")
}

@Test func templatedMessageReadsAsTheWholeText() {
  let location = SourceLocation(file: "a.nib", line: 3, column: 9)
  var templated = Diagnostic(
    severity: .note, rule: "unused-id", template: .unusedID, argument: "v1", location: location)
  let literal = Diagnostic(
    severity: .note, rule: "unused-id", message: "id 'v1' is never referenced and has no outlet",
    location: location)
  #expect(templated.message == literal.message)
  #expect(templated == literal)
  #expect(templated.hashValue == literal.hashValue)
  #expect(Set([templated, literal]).count == 1)
  #expect(templated.description == literal.description)
  let parts = templated.messageParts
  #expect("\(parts.prefix)" + parts.argument + "\(parts.suffix)" == literal.message)
  #expect(
    !Diagnostic.reportOrder(templated, literal) && !Diagnostic.reportOrder(literal, templated))
  let other = Diagnostic(
    severity: .note, rule: "unused-id", template: .unusedID, argument: "v2", location: location)
  #expect(templated != other)
  #expect(Diagnostic.reportOrder(templated, other))
  templated.message = "replaced"
  #expect(templated.message == "replaced")
  #expect(templated.messageParts.argument == "replaced")
  #expect(templated.messageParts.prefix.utf8CodeUnitCount == 0)
}

@Test(arguments: MessageTemplate.allCases)
func templateTextNeedsNoEscaping(_ template: MessageTemplate) {
  // Reporters write a template's own text as it is and escape only the argument.
  for text in [template.prefix, template.suffix] {
    text.withUTF8Buffer { bytes in
      #expect(
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C && $0 != 0x25 },
        "\(text)")
    }
  }
}

/// Messages that differ only in Unicode normalization (`café` precomposed and decomposed) are
/// two messages: compared as `String`s they tie, and sorting leaves them in input order. By
/// their bytes (`e` 0x65 before 0xC3) the decomposed one comes first, whatever the input order.
@Test func reportOrderComparesMessagesByTheirUTF8Bytes() {
  let location = SourceLocation(file: "a.nib", line: 1, column: 1)
  let composed = Diagnostic(
    severity: .error, rule: "invalid-value", message: "caf\u{E9}", location: location)
  let decomposed = Diagnostic(
    severity: .error, rule: "invalid-value", message: "cafe\u{301}", location: location)
  #expect(Diagnostic.reportOrder(decomposed, composed))
  #expect(!Diagnostic.reportOrder(composed, decomposed))
  for input in [[composed, decomposed], [decomposed, composed]] {
    let sorted = input.sorted(by: Diagnostic.reportOrder)
    #expect(
      sorted.map { Array($0.message.utf8) }
        == [decomposed, composed].map { Array($0.message.utf8) })
  }
}

/// Rules compare by their bytes too, and diagnostics that differ only in severity or notes
/// have a fixed order: the order is total, so no two unequal diagnostics tie.
@Test func reportOrderIsTotal() {
  let location = SourceLocation(file: "a.nib", line: 1, column: 1)
  let note = Diagnostic.note("first defined here", at: location)
  let later = Diagnostic.note(
    "first defined here", at: SourceLocation(file: "a.nib", line: 2, column: 1))
  let findings = [
    Diagnostic(severity: .error, rule: "r", message: "m", location: location),
    Diagnostic(severity: .error, rule: "r", message: "m", location: location, notes: [note]),
    Diagnostic(
      severity: .error, rule: "r", message: "m", location: location, notes: [note, note]),
    Diagnostic(severity: .error, rule: "r", message: "m", location: location, notes: [later]),
    Diagnostic(severity: .warning, rule: "r", message: "m", location: location),
    Diagnostic(severity: .note, rule: "r", message: "m", location: location),
    Diagnostic(severity: .error, rule: "r\u{301}", message: "m", location: location),
    Diagnostic(severity: .error, rule: "\u{155}", message: "m", location: location),
  ]
  for (index, lhs) in findings.enumerated() {
    for (otherIndex, rhs) in findings.enumerated() where index != otherIndex {
      #expect(Diagnostic.reportOrder(lhs, rhs) != Diagnostic.reportOrder(rhs, lhs))
    }
    #expect(!Diagnostic.reportOrder(lhs, lhs))
  }
  #expect(findings.reversed().sorted(by: Diagnostic.reportOrder) == findings)
}

@Test func documentTextInAMessageStaysOnOneLineAndIsCut() {
  // Printable ASCII within the limit is kept as it is (the fast path) …
  #expect(escaped("titleLabel") == "titleLabel")
  let sixty = String(repeating: "a", count: 60)
  #expect(escaped(sixty) == sixty)
  #expect(escaped(sixty[...]) == sixty)
  // … one scalar past the limit is cut, and anything else takes the scalar-by-scalar road.
  #expect(escaped(sixty + "b") == sixty + "…")
  #expect(escaped("a\nb\tc\r") == "a\\nb\\tc\\r")
  #expect(escaped("\u{7F}x\u{202E}y\u{2028}") == "\\u{7F}x\\u{202E}y\\u{2028}")
  #expect(escaped("café ✓") == "café ✓")
  #expect(escaped(String(repeating: "é", count: 61)) == String(repeating: "é", count: 60) + "…")
  #expect(escaped(sixty + "bc", limit: nil) == sixty + "bc")
  #expect(escaped("abc", limit: 2) == "ab…")
}

@Test func suggestionsForTyposCountASwapOfNeighboursAsOneEdit() {
  let kit = ["Label", "Button", "TextField", "View", "ImageView"]
  #expect(closestMatch(to: "Lable", in: kit) == "Label")
  #expect(closestMatch(to: "Buttno", in: kit) == "Button")
  #expect(closestMatch(to: "TetxField", in: kit) == "TextField")
  #expect(closestMatch(to: "txet", in: ["text", "tag", "frame"]) == "text")
  // Insertions, deletions and changes as before; a case difference is no edit.
  #expect(closestMatch(to: "Labl", in: kit) == "Label")
  #expect(closestMatch(to: "label", in: kit) == "Label")
  #expect(closestMatch(to: "textColour", in: ["textColor", "text"]) == "textColor")
  // Still one edit for a short name, two at most: two swaps are too far for a five-letter name.
  #expect(closestMatch(to: "Lbale", in: kit) == nil)
  #expect(closestMatch(to: "tx", in: ["text"]) == nil)
  #expect(closestMatch(to: "Viwe", in: kit) == "View")
  #expect(closestMatch(to: "Wiev", in: kit) == nil)
  #expect(closestMatch(to: "Label", in: kit) == nil, "the name itself is no suggestion")
}
