import Foundation
import Testing

@testable import ViewLoader

/// Collects what a library's `changes` stream yields, so a test can wait for a name with a
/// generous bound (a missing name fails the test; how fast it comes is not measured). The
/// bound is long, and counted in looks rather than time, because the task that reads the
/// stream runs on the shared pool, which the suite's blocking tests can keep busy for a while.
final class ChangeCollector: Sendable {
  private let names = Locked<[String]>([])
  private let finished = Locked(false)

  init(_ stream: AsyncStream<String>) {
    let names = self.names
    let finished = self.finished
    Task {
      for await name in stream { names.withLock { $0.append(name) } }
      finished.withLock { $0 = true }
    }
  }

  /// What came so far.
  var received: [String] { names.withLock { $0 } }

  /// Waits until `predicate` holds for what came (at most `seconds`).
  /// - Returns: Whether it held.
  func wait(seconds: Double = 120, until predicate: ([String]) -> Bool) async -> Bool {
    for _ in 0..<Self.polls(seconds) {
      if predicate(received) { return true }
      try? await Task.sleep(nanoseconds: Self.pollInterval)
    }
    return predicate(received)
  }

  /// The pause between two looks.
  private static let pollInterval: UInt64 = 5_000_000

  /// How many looks make `seconds` on a machine that runs this test at once: the bound counts
  /// the looks, not the clock, so a test that waits while other tests keep the shared pool
  /// busy (a sanitizer's run on two cores blocks it for minutes) waits longer in time, and a
  /// change that never comes still fails.
  private static func polls(_ seconds: Double) -> Int {
    Int(seconds * 1_000_000_000 / Double(pollInterval))
  }

  /// Waits until `name` has come `count` times in all.
  func wait(for name: String, count: Int = 1) async -> Bool {
    await wait { $0.count(where: { $0 == name }) >= count }
  }

  /// Waits until the stream ends.
  func waitForEnd() async -> Bool {
    for _ in 0..<Self.polls(120) {
      if finished.withLock({ $0 }) { return true }
      try? await Task.sleep(nanoseconds: Self.pollInterval)
    }
    return finished.withLock { $0 }
  }
}

/// `NibLibrary(directory:registry:watchesForChanges:)`: files changed on disk come out of
/// `changes`, and the next request reads them again, along with every nib that includes them.
@Suite struct NibLibraryWatchingTests {
  private func label(_ text: String) -> String {
    #"<nib version="1"><Label text="\#(text)"/></nib>"#
  }

  /// The text of the only label a nib makes.
  private func text(of library: NibLibrary, _ name: String) throws -> String? {
    try library.nib(named: name).instantiate().first(ofType: Label.self)?.text
  }

  /// Writes a file in place: opened, written, closed (no rename).
  private func writeInPlace(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test func aFileWrittenAndClosedIsAnnouncedAndReadAgain() async throws {
    let folder = try NibFolder(["Screen": label("old")])
    let library = NibLibrary(directory: folder.url, registry: .standard, watchesForChanges: true)
    let changes = ChangeCollector(library.changes)
    #expect(try text(of: library, "Screen") == "old")
    try writeInPlace(label("new"), to: folder.path("Screen"))
    #expect(await changes.wait(for: "Screen"))
    #expect(try text(of: library, "Screen") == "new")
    #expect(library.parseCount == 2)
  }

  @Test func aFileMovedIntoTheFolderIsAnnounced() async throws {
    let folder = try NibFolder()
    let outside = try NibFolder(["Arrival": label("moved")])
    let library = NibLibrary(directory: folder.url, registry: .standard, watchesForChanges: true)
    let changes = ChangeCollector(library.changes)
    #expect(throws: NibError.self) { try library.nib(named: "Arrival") }
    try FileManager.default.moveItem(
      atPath: outside.path("Arrival"), toPath: folder.path("Arrival"))
    #expect(await changes.wait(for: "Arrival"))
    #expect(try text(of: library, "Arrival") == "moved")
  }

  @Test func aDeletedFileIsAnnouncedAndNoLongerCached() async throws {
    let folder = try NibFolder(["Gone": label("here")])
    let library = NibLibrary(directory: folder.url, registry: .standard, watchesForChanges: true)
    let changes = ChangeCollector(library.changes)
    #expect(try text(of: library, "Gone") == "here")
    try folder.remove("Gone")
    #expect(await changes.wait(for: "Gone"))
    let error = #expect(throws: NibError.self) { try library.nib(named: "Gone") }
    #expect(rules(error) == ["missing-nib"])
  }

  @Test func aChangedIncludeInvalidatesEveryNibThatIncludesIt() async throws {
    let folder = try NibFolder([
      "Screen": #"<nib version="1"><View><include nib="Middle"/></View></nib>"#,
      "Middle": #"<nib version="1"><View><include nib="Footer"/></View></nib>"#,
      "Footer": label("old footer"),
      "Other": label("unrelated"),
    ])
    let library = NibLibrary(directory: folder.url, registry: .standard, watchesForChanges: true)
    let changes = ChangeCollector(library.changes)
    #expect(try text(of: library, "Screen") == "old footer")
    #expect(try text(of: library, "Other") == "unrelated")
    try writeInPlace(label("new footer"), to: folder.path("Footer"))
    #expect(await changes.wait { $0.starts(with: ["Footer", "Middle", "Screen"]) })
    #expect(try text(of: library, "Screen") == "new footer")
    #expect(!changes.received.contains("Other"))
  }

  @Test func anIncludeThatWasMissingInvalidatesItsIncluderWhenItAppears() async throws {
    let folder = try NibFolder([
      "Screen": #"<nib version="1"><View><include nib="Late"/></View></nib>"#
    ])
    let library = NibLibrary(directory: folder.url, registry: .standard, watchesForChanges: true)
    let changes = ChangeCollector(library.changes)
    let error = #expect(throws: NibError.self) { try library.nib(named: "Screen") }
    #expect(rules(error) == ["missing-nib"])
    try writeInPlace(label("late"), to: folder.path("Late"))
    #expect(await changes.wait { $0.starts(with: ["Late", "Screen"]) })
    #expect(try text(of: library, "Screen") == "late")
  }

  @Test func interfaceBuilderFilesAreWatchedToo() async throws {
    let folder = try NibFolder()
    let library = NibLibrary(directory: folder.url, registry: .standard, watchesForChanges: true)
    let changes = ChangeCollector(library.changes)
    try writeInPlace("<document/>", to: folder.url.appendingPathComponent("Board.xib").path)
    try writeInPlace("not a nib", to: folder.url.appendingPathComponent("notes.txt").path)
    try writeInPlace(label("last"), to: folder.path("Last"))
    #expect(await changes.wait(for: "Last"))
    #expect(changes.received == ["Board", "Last"])
  }

  @Test func withoutTheFlagNothingIsWatched() async throws {
    let folder = try NibFolder(["Screen": label("old")])
    let library = NibLibrary(directory: folder.url, registry: .standard, watchesForChanges: false)
    let changes = ChangeCollector(library.changes)
    #expect(await changes.waitForEnd(), "the stream ends at once")
    #expect(try text(of: library, "Screen") == "old")
    try writeInPlace(label("new"), to: folder.path("Screen"))
    #expect(try text(of: library, "Screen") == "old", "the template stays cached")
  }

  @Test func releasingTheLibraryStopsItsWatcherAndEndsTheStream() async throws {
    let folder = try NibFolder(["Screen": label("old")])
    var library: NibLibrary? = NibLibrary(
      directory: folder.url, registry: .standard, watchesForChanges: true)
    weak let released = library
    let changes = ChangeCollector(library!.changes)
    _ = try library!.nib(named: "Screen")
    library = nil
    #expect(released == nil)
    #expect(await changes.waitForEnd())
  }

  @Test func manyChangesWhileManyThreadsLoad() async throws {
    let folder = try NibFolder(["Screen": label("0"), "Footer": label("f")])
    let library = NibLibrary(directory: folder.url, registry: .standard, watchesForChanges: true)
    let changes = ChangeCollector(library.changes)
    let rounds = 20
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<200 { _ = try? library.nib(named: "Screen") }
        }
      }
      group.addTask {
        for round in 1...rounds {
          try? Data(self.label("\(round)").utf8).write(
            to: URL(fileURLWithPath: folder.path("Screen")))
        }
      }
    }
    #expect(await changes.wait(for: "Screen"))
    // After the last change has been announced, a request reads the last text.
    #expect(await changes.wait { _ in (try? self.text(of: library, "Screen")) == "\(rounds)" })
  }

  @Test func thePollingFallbackSeesChangesToo() async throws {
    let folder = try NibFolder(["Screen": label("old")])
    let seen = Locked<[DirectoryWatcher.Change]>([])
    let watcher = try #require(
      DirectoryWatcher(path: folder.url.path, forcePolling: true) { change in
        seen.withLock { $0.append(change) }
      })
    #expect(watcher.mechanism == .polling)
    try writeInPlace(label("a longer text"), to: folder.path("Screen"))
    try writeInPlace(label("new"), to: folder.path("Added"))
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline, seen.withLock({ $0.isEmpty }) {
      try await Task.sleep(nanoseconds: 10_000_000)
    }
    watcher.stop()
    #expect(seen.withLock { $0 }.first == .names(["Added", "Screen"]))
  }

  @Test func inotifyIsUsedWhereItWorks() throws {
    let folder = try NibFolder()
    let watcher = try #require(DirectoryWatcher(path: folder.url.path) { _ in })
    #expect(watcher.mechanism == .inotify)
    let missing = try #require(DirectoryWatcher(path: folder.url.path + "/absent") { _ in })
    #expect(missing.mechanism == .polling, "a folder that does not exist yet is listed instead")
  }
}
