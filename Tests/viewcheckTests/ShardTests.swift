import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// The folders the sharding tests check: every fixture and the examples.
private let shardedPaths = [
  fixturesDirectory.path, fixturesDirectory.deletingLastPathComponent().path + "/Examples",
]

/// Each finding of a JSON report as one canonical string (keys sorted), and the file count.
private func findings(_ arguments: [String]) throws -> (findings: [String], files: Int) {
  let run = runInProcess(["--format", "json"] + arguments)
  #expect(run.status == 0 || run.status == 1, "\(run.error)")
  let document = try #require(
    try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
  let diagnostics = try #require(document["diagnostics"] as? [Any])
  let canonical = try diagnostics.map { diagnostic in
    String(
      decoding: try JSONSerialization.data(withJSONObject: diagnostic, options: [.sortedKeys]),
      as: UTF8.self)
  }
  return (canonical, try #require(document["files"] as? Int))
}

@Suite struct ShardTests {
  @Test func theShardsFindingsTogetherAreTheUnshardedRunsFindings() throws {
    let whole = try findings(shardedPaths)
    #expect(whole.files > 200)
    #expect(whole.findings.count > 100)
    for count in 1...5 {
      var union: [String] = []
      var files = 0
      for index in 1...count {
        let part = try findings(["--shard", "\(index)/\(count)"] + shardedPaths)
        union += part.findings
        files += part.files
      }
      #expect(union.sorted() == whole.findings.sorted(), "n = \(count)")
      #expect(files == whole.files, "n = \(count)")
    }
  }

  @Test func everyFileIsInExactlyOneShard() {
    let found = FileDiscovery(currentDirectory: "/").files(in: shardedPaths)
    for count in 1...5 {
      let parts = (1...count).map { Shard(index: $0, count: count).part(of: found).files }
      #expect(parts.flatMap { $0 }.sorted() == found.files.sorted(), "n = \(count)")
      // Spread well enough that no shard of two hundred files is empty.
      #expect(parts.allSatisfy { !$0.isEmpty }, "n = \(count)")
      for (index, part) in parts.enumerated() {
        #expect(part.allSatisfy { Shard.part(ofPath: $0, count: count) == index + 1 })
      }
    }
  }

  @Test func addingFilesMovesNoOtherFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for name in ["Login", "Settings", "Profile", "Detail", "Footer", "Header", "Cell", "Menu"] {
      try folder.write("Screens/\(name).nib", cleanNib)
      try folder.write("Cells/\(name)Cell.nib", cleanNib)
    }
    func assignment() -> [String: [Int]] {
      let found = FileDiscovery(currentDirectory: "/").files(in: [folder.path])
      var shards: [String: [Int]] = [:]
      for count in 2...5 {
        for index in 1...count {
          for path in Shard(index: index, count: count).part(of: found).files {
            shards[path, default: []].append(index)
          }
        }
      }
      return shards
    }
    let before = assignment()
    try folder.write("Screens/Account.nib", cleanNib)
    try folder.write("Screens/Account/Row.nib", cleanNib)
    let after = assignment()
    #expect(after.count == before.count + 2)
    for (path, shards) in before {
      #expect(after[path] == shards, "\(path) moved")
    }
  }

  @Test func aFindingInAnIncludedFileIsReportedByTheIncludingFilesShard() throws {
    // Screen.nib includes Footer.nib, which defines an id Screen.nib defines too: Screen.nib's
    // check reports the duplicate, located in Footer.nib.
    let views = caseFolder("mixed") + "/Views"
    let screen = views + "/Screen.nib"
    let footer = views + "/Footer.nib"
    let count = try #require(
      (2...50).first {
        Shard.part(ofPath: screen, count: $0) != Shard.part(ofPath: footer, count: $0)
      })
    func duplicates(inShardOf path: String) throws -> [String] {
      try findings(["--shard", "\(Shard.part(ofPath: path, count: count))/\(count)", views])
        .findings.filter { $0.contains("duplicate-id") && $0.contains("Footer.nib") }
    }
    #expect(try duplicates(inShardOf: screen).count == 1)
    #expect(try duplicates(inShardOf: footer).isEmpty)
  }

  @Test func parsing() throws {
    for (text, index, count) in [("1/1", 1, 1), ("2/5", 2, 5), ("5/5", 5, 5), ("07/10", 7, 10)] {
      guard case .lint(let options) = try CommandLineParser.parse(["--shard", text, "x"]) else {
        Issue.record("not a lint")
        continue
      }
      #expect(options.shard == Shard(index: index, count: count))
    }
    guard case .lint(let inline) = try CommandLineParser.parse(["x", "--shard=3/4"]) else {
      Issue.record("not a lint")
      return
    }
    #expect(inline.shard == Shard(index: 3, count: 4))
  }

  @Test(arguments: [
    ("0/3", "Please provide a shard number from 1 to 3."),
    ("4/3", "Please provide a shard number from 1 to 3."),
    ("1/0", "Please provide a number of shards of at least 1."),
    ("a/b", "Please provide the shard's number and the number of shards as 'i/n', such as '1/4'."),
    ("3", "Please provide the shard's number and the number of shards as 'i/n', such as '1/4'."),
    (
      "1/2/3", "Please provide the shard's number and the number of shards as 'i/n', such as '1/4'."
    ),
    ("-1/3", "Please provide the shard's number and the number of shards as 'i/n', such as '1/4'."),
    (" 1/3", "Please provide the shard's number and the number of shards as 'i/n', such as '1/4'."),
    (
      "1/99999999999999999999",
      "Please provide the shard's number and the number of shards as 'i/n', such as '1/4'."
    ),
  ])
  func badValuesAreUsageErrors(_ text: String, _ advice: String) {
    #expect(
      throws: UsageError(
        message: "The value '\(text)' is invalid for '--shard <i/n>'. \(advice)", command: nil)
    ) {
      try CommandLineParser.parse(["--shard=\(text)", "x"])
    }
    let run = runInProcess(["--shard=\(text)", "x"])
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(run.error.hasPrefix("Error: The value '\(text)' is invalid for '--shard <i/n>'."))
  }

  @Test func aMissingValueIsAUsageError() {
    #expect(throws: UsageError(message: "Missing value for '--shard <i/n>'", command: nil)) {
      try CommandLineParser.parse(["x", "--shard"])
    }
  }
}
