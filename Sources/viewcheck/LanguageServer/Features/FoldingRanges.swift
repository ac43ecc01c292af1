/// `textDocument/foldingRange`: each element that spans lines folds from its start tag's line
/// to the line before its end tag (which stays in sight); a start tag written over several
/// lines folds too. A long `<subviews>` or `<constraints>` of an Interface Builder document
/// folds away.
enum FoldingRanges {
  /// An LSP folding range: zero-based lines, the last one folded included.
  struct Range: Encodable, Sendable, Equatable {
    var startLine: Int
    var endLine: Int
    var kind: String?
  }

  static func ranges(of outline: DocumentOutline, in document: TextDocument) -> [Range] {
    var ranges: [Range] = []
    for element in outline.elements {
      let start = document.line(containing: element.start)
      // The end tag's line stays, unless the element ends on a line of its own content.
      let last = document.line(containing: max(element.end - 1, element.start))
      let end = element.tagEnd < element.end && last > start ? last - 1 : last
      if end > start { ranges.append(Range(startLine: start, endLine: end, kind: nil)) }
    }
    return ranges
  }
}
