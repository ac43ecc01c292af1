/// Quotes document text safely inside a one-line message: control characters, line and
/// paragraph separators and bidirectional controls are escaped (a file must never inject lines
/// into CI logs, nor reorder what a reader sees), and long values are cut.
/// - Parameters:
///   - text: The text from the document.
///   - limit: The most Unicode scalars to keep (then `…`), or `nil` to keep everything.
func escaped(_ text: some StringProtocol, limit: Int? = 60) -> String {
  // Nearly every name in a message is printable ASCII within the limit: kept as it is, without
  // asking each scalar's Unicode category (thousands of instructions for a short name).
  let utf8 = text.utf8
  if limit.map({ utf8.count <= $0 }) ?? true, utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
    return String(text)
  }
  var result = ""
  var count = 0
  for scalar in text.unicodeScalars {
    if count == limit {
      result += "…"
      break
    }
    count += 1
    switch scalar {
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case _ where needsEscape(scalar):
      result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result
}

private func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.properties.generalCategory {
  case .control, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
    return true
  default:
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}

/// The candidate closest to `name` by edit distance, when it is close enough to be a likely
/// typo (at most a third of the name's length, and at most 2 edits). An edit is a letter
/// inserted, deleted or changed, or two neighbours swapped (`Lable`, `txet`): the typo people
/// make most, one edit rather than two.
func closestMatch(to name: String, in candidates: [String]) -> String? {
  let source = Array(name.lowercased().unicodeScalars)
  guard source.count >= 2, source.count <= 64 else { return nil }
  let allowed = min(2, max(1, source.count / 3))
  var best: (name: String, distance: Int)?
  for candidate in candidates.sorted() where candidate != name {
    let target = Array(candidate.lowercased().unicodeScalars)
    guard abs(target.count - source.count) <= allowed else { continue }
    let distance = editDistance(source, target)
    if distance <= allowed, distance < (best?.distance ?? Int.max) {
      best = (candidate, distance)
    }
  }
  return best?.name
}

/// The optimal string alignment distance: insertions, deletions, substitutions and swaps of
/// neighbours, each one edit (no substring edited twice).
private func editDistance(_ source: [Unicode.Scalar], _ target: [Unicode.Scalar]) -> Int {
  guard !target.isEmpty else { return source.count }
  // Three rows of the table: the one two above (for swaps), the one above, the current one.
  var beforePrevious = [Int](repeating: 0, count: target.count + 1)
  var previous = Array(0...target.count)
  var current = [Int](repeating: 0, count: target.count + 1)
  for i in 1...source.count {
    current[0] = i
    for j in 1...target.count {
      let cost = source[i - 1] == target[j - 1] ? 0 : 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if i > 1, j > 1, source[i - 1] == target[j - 2], source[i - 2] == target[j - 1] {
        current[j] = min(current[j], beforePrevious[j - 2] + 1)
      }
    }
    (beforePrevious, previous, current) = (previous, current, beforePrevious)
  }
  return previous[target.count]
}
