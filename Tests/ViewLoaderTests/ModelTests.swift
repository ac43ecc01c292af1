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
