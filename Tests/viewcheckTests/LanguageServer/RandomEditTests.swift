import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// Random incremental edits (multi-byte text, every kind of line break, markup) applied to a
/// document as the server applies them, and to a plain list of Unicode scalars: the two texts
/// stay the same, and every finding the linter makes of the edited text is shown on the
/// character the scalars say its line and column name, and where it is in the same text with
/// every line break made a line feed (XML's own normalization). The document starts with a
/// comment that edits leave alone, broken by a lone carriage return (which libxml2's own line
/// count missed), so that every finding after it depends on counting it.
@Suite struct RandomEditTests {
  /// What edits insert: text in one, two and four bytes (two UTF-16 units), each line break,
  /// markup that opens and closes elements and breaks them.
  private static let pieces: [String] = [
    "é", "中文", "𝄞", "\r\n", "\n", "\r", "<", ">", "\"", "'", "&amp;", "&#x1F600;", " id=\"x\"",
    "<Label text=\"ü𝄞\"/>", "<View>", "</View>", " colour=\"red\"", "\t", "<!-- c\r -->", "a",
  ]

  /// The text as scalars, with LSP's lines (a line break is CRLF, LF or a lone CR).
  private struct Model {
    var scalars: [Unicode.Scalar]
    let encoding: PositionEncoding

    /// Each line's first scalar and the scalar after its last (before its line break).
    var lines: [(start: Int, end: Int)] {
      var lines: [(Int, Int)] = []
      var start = 0
      var index = 0
      while index < scalars.count {
        switch scalars[index] {
        case "\r" where index + 1 < scalars.count && scalars[index + 1] == "\n":
          lines.append((start, index))
          index += 2
          start = index
        case "\r", "\n":
          lines.append((start, index))
          index += 1
          start = index
        default:
          index += 1
        }
      }
      lines.append((start, scalars.count))
      return lines
    }

    func width(_ scalar: Unicode.Scalar) -> Int {
      encoding == .utf8 ? String(scalar).utf8.count : String(scalar).utf16.count
    }

    /// The LSP position of the scalar at `index` (inside a line break: the line's end).
    func position(of index: Int) -> Position {
      let lines = self.lines
      let line = lines.lastIndex { $0.start <= index } ?? 0
      let (start, end) = lines[line]
      let units = scalars[start..<min(max(index, start), end)].reduce(0) { $0 + width($1) }
      return Position(line: line, character: units)
    }

    /// The scalar an LSP position names, as the protocol reads it.
    func index(of position: Position) -> Int {
      let (start, end) = lines[position.line]
      var units = 0
      var index = start
      while index < end, units + width(scalars[index]) <= position.character {
        units += width(scalars[index])
        index += 1
      }
      return index
    }
  }

  @Test(arguments: [PositionEncoding.utf16, .utf8])
  func editsKeepTheTextAndFindingsLandOnTheirCharacters(_ encoding: PositionEncoding) throws {
    var random = SplitMix64(seed: encoding == .utf16 ? 16 : 8)
    let prolog =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Edited at random;\rnot here. -->\n"
    let start =
      prolog + """
        <nib version="1">
          <View id="root" frame="0 0 320 480" backgroundColor="#FFFFFF">
            <Label id="title" text="Grüße 𝄞" frame="16 20 288 24"/>
            <Button id="save" title="Save" frame="16 60 100 44">
              <action event="touchUpInside" handler="save"/>
            </Button>
          </View>
        </nib>

        """
    var model = Model(scalars: Array(start.unicodeScalars), encoding: encoding)
    var document = TextDocument(uri: "file:///edits/Screen.nib", version: 1, text: start)
    let linter = try Linter()
    var findingsChecked = 0
    for round in 0..<300 {
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let from = Int.random(
          in: prolog.unicodeScalars.count...model.scalars.count, using: &random)
        let to = min(
          model.scalars.count, from + [0, 0, 1, 2, 5, 20].randomElement(using: &random)!)
        let text = (0..<Int.random(in: 0...3, using: &random)).map { _ in
          Self.pieces.randomElement(using: &random)!
        }.joined()
        let range = LSPRange(start: model.position(of: from), end: model.position(of: to))
        let lower = model.index(of: range.start)
        let upper = max(lower, model.index(of: range.end))
        model.scalars.replaceSubrange(lower..<upper, with: Array(text.unicodeScalars))
        document.replace(range, with: text, encoding: encoding)
      }
      let expected = String(String.UnicodeScalarView(model.scalars))
      try #require(document.text == expected, "round \(round)")
      guard round % 5 == 4 else { continue }
      let findings = linter.lint(
        contents: document.bytes, path: "/edits-\(encoding.rawValue)/Screen.nib")
      var normalized = document.text.replacingOccurrences(of: "\r\n", with: "\n")
      normalized = normalized.replacingOccurrences(of: "\r", with: "\n")
      let same = linter.lint(
        contents: Array(normalized.utf8), path: "/edits-\(encoding.rawValue)/Screen.nib")
      #expect(
        findings.map { "\($0.location.line):\($0.location.column) \($0.rule)" }
          == same.map { "\($0.location.line):\($0.location.column) \($0.rule)" },
        "round \(round)")
      let lines = model.lines
      for finding in findings where finding.location.line <= lines.count {
        let shown = document.position(
          of: document.offset(line: finding.location.line, column: finding.location.column),
          encoding: encoding)
        let line = lines[finding.location.line - 1]
        let named = model.position(of: min(line.start + finding.location.column - 1, line.end))
        #expect(shown == named, "round \(round): \(finding)")
        findingsChecked += 1
      }
    }
    #expect(findingsChecked > 40)
  }
}

/// The tests' seeded generator, for the standard library's `random(in:using:)`: every run makes
/// the same edits.
extension SplitMix64: RandomNumberGenerator {}
