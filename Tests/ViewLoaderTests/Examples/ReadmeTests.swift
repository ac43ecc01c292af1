import Foundation
import Testing

/// README.md's Swift code is real code: every ```swift block must appear, line for line
/// (leading spaces aside), between `// README:` markers of a Swift file of this folder
/// (ReadmeSnippets.swift, or the example app code itself), which the test target compiles and
/// runs.
@Test func everyReadmeSwiftBlockIsCompiledCode() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  let folder = root.appendingPathComponent("Tests/ViewLoaderTests/Examples")
  var compiled: [[String]] = []
  for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  where file.hasSuffix(".swift") {
    let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    compiled += snippetBlocks(in: source)
  }
  let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map {
    String($0.prefix { _ in true }.components(separatedBy: "\n```")[0])
  }
  #expect(!blocks.isEmpty)
  for block in blocks {
    let lines = normalized(block)
    #expect(
      compiled.contains(lines),
      "README block is not between README markers of Tests/ViewLoaderTests/Examples:\n\(block)")
  }
}

/// The lines with their white space folded (the formatter may realign comments and wrap
/// lines differently in the two places), blank lines left out.
private func normalized(_ text: String) -> [String] {
  text.split(separator: "\n", omittingEmptySubsequences: false)
    .map { $0.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ") }
    .filter { !$0.isEmpty }
}

private func snippetBlocks(in source: String) -> [[String]] {
  var blocks: [[String]] = []
  var current: [String]?
  for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed == "// README: end" {
      if let block = current { blocks.append(normalized(block.joined(separator: "\n"))) }
      current = nil
    } else if trimmed.hasPrefix("// README:") {
      current = []
    } else {
      current?.append(String(line))
    }
  }
  return blocks
}
