import Foundation
import Testing

@testable import ViewLoader

/// `ambiguous-layout` names the views a reported view ties with: those that give way along the
/// same axis, the same way, at the same priority.
@Suite struct PriorityTieNoteTests {
  private func findings(_ file: String) throws -> [Diagnostic] {
    let path = Fixture.root.appendingPathComponent(file).path
    return try Linter().lint(path: path).filter { $0.rule == RuleID.ambiguousLayout.rawValue }
  }

  /// Two labels in a row, hugging their widths at 251 (the room their texts leave may go to
  /// either), or narrower than their texts and resisting compression at 750 (either may be
  /// squeezed): each finding has one note, at the other label, which says the priority and
  /// what decides the tie.
  @Test(arguments: [
    (
      "HuggingTie.xib", 20, 25,
      "hugs its width at the same priority, 251: either may be stretched, and a different"
        + " content hugging priority on one of them decides which"
    ),
    (
      "CompressionTie.xib", 18, 23,
      "resists compression of its width at the same priority, 750: either may be squeezed, and"
        + " a different compression resistance priority on one of them decides which"
    ),
  ])
  func twoLabelsTiedAtOnePriorityNameEachOther(
    file: String, intervalLine: Int, priceLine: Int, tie: String
  ) throws {
    let found = try findings("invalid/ambiguous-layout/" + file)
    let notes = found.map { finding in
      finding.notes.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }
    #expect(found.map(\.location.line) == [intervalLine, priceLine])
    #expect(
      notes == [
        ["\(priceLine):17 'Label' price \(tie)"], ["\(intervalLine):17 'Label' interval \(tie)"],
      ])
  }

  /// A view whose size is not determined for want of a constraint, with no intrinsic size to
  /// give way by, has no such note.
  @Test func aViewWithoutAnIntrinsicSizeHasNoTieNote() throws {
    let found = try findings("invalid/ambiguous-layout/NoTop.xib")
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.notes.isEmpty })
  }
}
