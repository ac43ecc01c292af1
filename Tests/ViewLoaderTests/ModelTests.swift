import Testing
@testable import ViewLoader

@Test func diagnosticDescription() {
  let d = Diagnostic(
    severity: .error, rule: "duplicate-id", message: "duplicate id 'ok'",
    location: SourceLocation(file: "a.nib", line: 7, column: 5))
  #expect(d.description == "a.nib:7:5: error: duplicate id 'ok' [duplicate-id]")
}
