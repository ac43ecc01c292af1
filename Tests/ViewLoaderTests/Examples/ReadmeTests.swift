import Foundation
import Testing

/// README.md's and the documentation catalogue's code is real code: every ```swift block must
/// appear, line for line (leading spaces aside), between `// README:` or `// DocC:` markers of a
/// Swift file of this folder (ReadmeSnippets.swift, ArticleSnippets.swift, or the example app
/// code itself), which the test target compiles and runs.
@Test func everyReadmeSwiftBlockIsCompiledCode() throws {
  let readme = try String(
    contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
  let compiled = try compiledSnippets()
  let blocks = codeBlocks(in: readme, language: "swift")
  #expect(!blocks.isEmpty)
  for block in blocks {
    #expect(
      compiled.contains(normalized(block)),
      "README block is not between README markers of Tests/ViewLoaderTests/Examples:\n\(block)")
  }
}

/// The articles of Sources/ViewLoader/ViewLoader.docc, by path relative to the catalogue.
let catalogueArticles: [String] = {
  let catalogue = repositoryRoot.appendingPathComponent(catalogueFolder)
  let files = FileManager.default.enumerator(atPath: catalogue.path)?.allObjects as? [String]
  return (files ?? []).filter { $0.hasSuffix(".md") }.sorted()
}()

private let catalogueFolder = "Sources/ViewLoader/ViewLoader.docc"

@Test func theCatalogueHasALandingPageAndArticles() {
  #expect(catalogueArticles.contains("ViewLoader.md"))
  #expect(catalogueArticles.count >= 4)
}

/// An article's ```swift blocks are compiled snippets, and its ```xml blocks are nib text the
/// tests load: each appears, line for line, in a Swift file of this folder or in a nib file of
/// Examples/.
@Test(arguments: catalogueArticles)
func everyArticleBlockIsCompiledCode(_ article: String) throws {
  let text = try String(
    contentsOf: repositoryRoot.appendingPathComponent(catalogueFolder).appendingPathComponent(
      article), encoding: .utf8)
  let compiled = try compiledSnippets()
  for block in codeBlocks(in: text, language: "swift") {
    #expect(
      compiled.contains(normalized(block)),
      "\(article): this block is not between README or DocC markers of Tests/ViewLoaderTests/Examples:\n\(block)"
    )
  }
  let sources = try nibSources()
  for block in codeBlocks(in: text, language: "xml") {
    let lines = normalized(block)
    #expect(
      sources.contains { contains($0, lines) },
      "\(article): this nib text is neither in a test of Tests/ViewLoaderTests/Examples nor in Examples/:\n\(block)"
    )
  }
}

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private let examplesFolder = repositoryRoot.appendingPathComponent("Tests/ViewLoaderTests/Examples")

/// The fenced blocks of one language in a Markdown text.
private func codeBlocks(in text: String, language: String) -> [String] {
  text.components(separatedBy: "```\(language)\n").dropFirst().map {
    $0.components(separatedBy: "\n```")[0]
  }
}

/// The normalized snippet blocks of every Swift file of this folder.
private func compiledSnippets() throws -> [[String]] {
  var compiled: [[String]] = []
  for file in try FileManager.default.contentsOfDirectory(atPath: examplesFolder.path).sorted()
  where file.hasSuffix(".swift") {
    let source = try String(
      contentsOf: examplesFolder.appendingPathComponent(file), encoding: .utf8)
    compiled += snippetBlocks(in: source)
  }
  return compiled
}

/// The normalized lines of every Swift file of this folder and every nib of Examples/.
private func nibSources() throws -> [[String]] {
  var sources: [[String]] = []
  let examples = repositoryRoot.appendingPathComponent("Examples")
  for (folder, suffix) in [(examplesFolder, ".swift"), (examples, ".nib")] {
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    where file.hasSuffix(suffix) {
      sources.append(
        normalized(
          try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)))
    }
  }
  return sources
}

/// Whether `lines` occur in `text`, consecutively.
private func contains(_ text: [String], _ lines: [String]) -> Bool {
  guard !lines.isEmpty, lines.count <= text.count else { return lines.isEmpty }
  return (0...(text.count - lines.count)).contains { start in
    text[start..<(start + lines.count)].elementsEqual(lines)
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
    if trimmed == "// README: end" || trimmed == "// DocC: end" {
      if let block = current { blocks.append(normalized(block.joined(separator: "\n"))) }
      current = nil
    } else if trimmed.hasPrefix("// README:") || trimmed.hasPrefix("// DocC:") {
      current = []
    } else {
      current?.append(String(line))
    }
  }
  return blocks
}
