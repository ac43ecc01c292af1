/// Quotes document text safely inside a one-line message: control characters are escaped (a
/// file must never inject lines into CI logs) and long values are cut.
func escaped(_ text: String, limit: Int = 60) -> String {
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
    case _ where scalar.value < 0x20 || scalar.value == 0x7F
      || (0x80..<0xA0).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029:
      result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result
}

/// The candidate closest to `name` by edit distance, when it is close enough to be a likely
/// typo (at most a third of the name's length, and at most 2 edits).
func closestMatch(to name: String, in candidates: [String]) -> String? {
  let source = Array(name.lowercased().unicodeScalars)
  guard source.count >= 2, source.count <= 64 else { return nil }
  let allowed = min(2, max(1, source.count / 3))
  var best: (name: String, distance: Int)?
  for candidate in candidates.sorted() where candidate != name {
    let target = Array(candidate.lowercased().unicodeScalars)
    guard abs(target.count - source.count) <= allowed else { continue }
    var previous = Array(0...target.count)
    var current = [Int](repeating: 0, count: target.count + 1)
    for i in 1...source.count {
      current[0] = i
      for j in 1...max(1, target.count) where j <= target.count {
        let cost = source[i - 1] == target[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    let distance = previous[target.count]
    if distance <= allowed, distance < (best?.distance ?? Int.max) {
      best = (candidate, distance)
    }
  }
  return best?.name
}
