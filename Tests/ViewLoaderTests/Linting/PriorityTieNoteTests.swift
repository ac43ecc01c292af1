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

  /// Two labels in a row that hug their widths at 251: each finding has one note, at the other
  /// label, which says the priority and what decides the tie.
  @Test func twoLabelsHuggingAtOnePriorityNameEachOther() throws {
    let found = try findings("invalid/ambiguous-layout/HuggingTie.xib")
    let notes = found.map { finding in
      finding.notes.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }
    let tie =
      "hugs its width at the same priority, 251: either may be stretched, and a different"
      + " content hugging priority on one of them decides which"
    #expect(found.map(\.location.line) == [20, 25])
    #expect(notes == [["25:17 'Label' price \(tie)"], ["20:17 'Label' interval \(tie)"]])
  }

  /// Two labels in a row narrower than their texts, resisting compression at 750: each names
  /// the other, as the one that may be squeezed instead.
  @Test func twoLabelsResistingAtOnePriorityNameEachOther() throws {
    let found = try findings("invalid/ambiguous-layout/CompressionTie.xib")
    let notes = found.map { finding in
      finding.notes.map { "\($0.location.line):\($0.location.column) \($0.message)" }
    }
    let tie =
      "resists compression of its width at the same priority, 750: either may be squeezed, and"
      + " a different compression resistance priority on one of them decides which"
    #expect(found.map(\.location.line) == [18, 23])
    #expect(notes == [["23:17 'Label' price \(tie)"], ["18:17 'Label' interval \(tie)"]])
  }

  /// A view whose size is not determined for want of a constraint, with no intrinsic size to
  /// give way by, has no such note.
  @Test func aViewWithoutAnIntrinsicSizeHasNoTieNote() throws {
    let found = try findings("invalid/ambiguous-layout/NoTop.xib")
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.notes.isEmpty })
  }
}
