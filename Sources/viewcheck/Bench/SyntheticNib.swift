/// Writes seeded synthetic nib files of the same shape as the benchmark harness's inputs: one
/// top-level View, containers (View, StackView) nested up to depth 12, leaves (Label, Button,
/// ImageView, TextField) with the kit's properties, every 100th node with an outlet, every
/// Button with an action, frames inside their parents, and the `too-many-views` suppression on
/// files over 500 views. The same N always gives the same file.
struct SyntheticNib {
  /// How many views (object elements) the file has.
  let viewCount: Int

  private static let maxDepth = 12
  private static let words =
    ("ok cancel settings profile name email password save delete edit done back next "
    + "title subtitle detail value total amount date time search filter sort share "
    + "Tom & Jerry <b> price: 12,50 € über naïve 日本").split(separator: " ").map(String.init)
  private static let leaves = [
    "Label", "Label", "Label", "Button", "Button", "ImageView", "TextField",
  ]
  private static let containers = ["View", "View", "StackView"]

  private final class Node {
    let kind: String
    let depth: Int
    let index: Int
    var attributes: [(String, String)] = []
    var action: String?
    var children: [Node] = []
    var target = 0
    var width = 0
    var height = 0

    init(kind: String, depth: Int, index: Int) {
      self.kind = kind
      self.depth = depth
      self.index = index
    }
  }

  /// The file's text.
  func text() -> String {
    var random = SplitMix64(seed: UInt64(1_000 + viewCount))
    let root = Node(kind: "View", depth: 1, index: 1)
    root.target = Int.max
    fill(root, parent: nil, outlet: nil, &random)
    var count = 1
    var stack = [root]
    var outlets = 0
    while count < viewCount, let parent = stack.last {
      let depth = parent.depth + 1
      let index = count + 1
      let containerChance =
        depth < Self.maxDepth ? 0.5 * (1 - Double(depth - 1) / Double(Self.maxDepth)) : 0
      let kind =
        random.unit() < containerChance
        ? random.choice(Self.containers) : random.choice(Self.leaves)
      let node = Node(kind: kind, depth: depth, index: index)
      var outlet: Int?
      if index % 100 == 50 {
        outlet = outlets
        outlets += 1
      }
      fill(node, parent: parent, outlet: outlet, &random)
      parent.children.append(node)
      count += 1
      if parent.children.count >= parent.target { stack.removeLast() }
      if Self.containers.contains(kind) {
        node.target = random.int(in: 2...8)
        stack.append(node)
      }
    }
    return write(root)
  }

  private func color(_ random: inout SplitMix64) -> String {
    random.unit() < 0.85
      ? "#" + hex(random.below(0x100_0000), digits: 6)
      : "#" + hex(random.below(0x1_0000_0000), digits: 8)
  }

  private func hex(_ value: Int, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  private func words(_ random: inout SplitMix64) -> String {
    (0..<random.int(in: 1...5)).map { _ in random.choice(Self.words) }.joined(separator: " ")
  }

  private func fraction(_ random: inout SplitMix64) -> String {
    let hundredths = random.below(100)
    return "0.\(hundredths < 10 ? "0" : "")\(hundredths)"
  }

  private func frame(_ node: Node, parent: Node?, _ random: inout SplitMix64) -> String {
    let rx = random.below(80) * 4
    let ry = random.below(150) * 4
    let rw = 8 + random.below(78) * 4
    let rh = 8 + random.below(20) * 4
    guard let parent else {
      node.width = 320
      node.height = 600
      return "0 0 320 600"
    }
    var width = min(rw, parent.width)
    var height = min(rh, parent.height)
    if Self.containers.contains(node.kind) {
      width = max(width, parent.width * 3 / 4)
      height = max(height, parent.height * 3 / 4)
    }
    node.width = width
    node.height = height
    return
      "\(rx * (parent.width - width) / 320) \(ry * (parent.height - height) / 600) \(width) \(height)"
  }

  private func fill(_ node: Node, parent: Node?, outlet: Int?, _ random: inout SplitMix64) {
    var attributes = [("id", "v\(node.index)"), ("frame", frame(node, parent: parent, &random))]
    switch node.kind {
    case "View":
      attributes.append(("backgroundColor", color(&random)))
      attributes.append(("tag", String(random.below(1_000))))
      if random.unit() < 0.5 { attributes.append(("alpha", fraction(&random))) }
      if random.unit() < 0.3 { attributes.append(("clipsToBounds", "true")) }
      if random.unit() < 0.2, parent != nil { attributes.append(("isHidden", "true")) }
    case "StackView":
      attributes.append(("axis", random.choice(["vertical", "horizontal"])))
      attributes.append(("spacing", String(random.below(12) * 2)))
      if random.unit() < 0.5 { attributes.append(("backgroundColor", color(&random))) }
      if random.unit() < 0.5 { attributes.append(("tag", String(random.below(1_000)))) }
    case "Label":
      attributes.append(("text", words(&random)))
      attributes.append(("textColor", color(&random)))
      attributes.append(
        ("font", random.choice(["system 17", "system-bold 17", "system 13", "system 28"])))
      if random.unit() < 0.4 { attributes.append(("numberOfLines", String(random.below(4)))) }
      if random.unit() < 0.4 { attributes.append(("tag", String(random.below(1_000)))) }
      if random.unit() < 0.2 { attributes.append(("alpha", fraction(&random))) }
    case "Button":
      attributes.append(("title", words(&random)))
      attributes.append(("titleColor", color(&random)))
      attributes.append(("backgroundColor", color(&random)))
      node.action = "tap\(node.index)"
      if random.unit() < 0.4 { attributes.append(("tag", String(random.below(1_000)))) }
      if random.unit() < 0.2 { attributes.append(("isEnabled", "false")) }
    case "ImageView":
      attributes.append(
        ("image", random.choice(["avatar", "chevron.right", "star.fill", "gear", "logo"])))
      attributes.append(("contentMode", random.choice(["aspectFit", "aspectFill", "center"])))
      if random.unit() < 0.4 { attributes.append(("tag", String(random.below(1_000)))) }
      if random.unit() < 0.3 { attributes.append(("alpha", fraction(&random))) }
    default:  // TextField
      attributes.append(("placeholder", words(&random)))
      attributes.append(("text", words(&random)))
      attributes.append(("backgroundColor", color(&random)))
      if random.unit() < 0.4 { attributes.append(("tag", String(random.below(1_000)))) }
    }
    if let outlet { attributes.append(("outlet", "outlet\(outlet)")) }
    node.attributes = attributes
  }

  private func write(_ root: Node) -> String {
    var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    if viewCount > 500 { output += "<!-- viewcheck:disable too-many-views -->\n" }
    output += "<nib version=\"1\">\n"
    // Iterative: an explicit stack of (node, closing) entries.
    var stack: [(Node, Bool)] = [(root, false)]
    while let (node, closing) = stack.popLast() {
      let indent = String(repeating: "  ", count: node.depth)
      if closing {
        output += "\(indent)</\(node.kind)>\n"
        continue
      }
      let attributes = node.attributes.map { " \($0.0)=\"\(escapeAttribute($0.1))\"" }.joined()
      if node.children.isEmpty && node.action == nil {
        output += "\(indent)<\(node.kind)\(attributes)/>\n"
        continue
      }
      output += "\(indent)<\(node.kind)\(attributes)>\n"
      if let action = node.action {
        output += "\(indent)  <action event=\"touchUpInside\" handler=\"\(action)\"/>\n"
      }
      stack.append((node, true))
      for child in node.children.reversed() { stack.append((child, false)) }
    }
    return output + "</nib>\n"
  }

  private func escapeAttribute(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}

/// A small, fast, seeded generator (SplitMix64): the same seed gives the same sequence on
/// every platform.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A value in 0..<1.
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// A value in 0..<bound.
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  /// A value in the range.
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  mutating func choice(_ items: [String]) -> String { items[below(items.count)] }
}
