import FoundationEssentials
import ViewLoader

/// The recorded pictures of one test file: `__Snapshots__/<TestFile>/` beside it, each snapshot
/// two files, `<name>.svg` (the picture) and `<name>.txt` (the outline of the tree), and, after
/// a mismatch, the actual ones beside them as `<name>.actual.svg` and `<name>.actual.txt`.
struct SnapshotStore {
  /// The folder of the test file's snapshots.
  let directory: String

  /// The store of the test file at `testFilePath` (`#filePath`).
  init(testFilePath: String) {
    let slash = testFilePath.lastIndex(of: "/")
    let folder = slash.map { String(testFilePath[..<$0]) } ?? "."
    var file = slash.map { String(testFilePath[testFilePath.index(after: $0)...]) } ?? testFilePath
    if file.hasSuffix(".swift") { file.removeLast(".swift".count) }
    directory = folder + "/__Snapshots__/" + file
  }

  /// What a check found.
  enum Outcome: Equatable {
    /// The snapshot matches (or was re-recorded unchanged).
    case matched
    /// There was no snapshot: it has been recorded.
    case recorded(paths: [String])
    /// The snapshot was re-recorded on request and differed from the one before.
    case rerecorded(paths: [String])
    /// The snapshot differs: the actual files were written beside the expected ones.
    case mismatched(
      file: String, line: Int, expected: String, actual: String, actualPaths: [String])
    /// The snapshot could not be read or written, or its name is not a plain file name.
    case failed(String)

    /// What to report, or `nil` when nothing is wrong.
    func message(name: String) -> String? {
      switch self {
      case .matched:
        return nil
      case .recorded(let paths):
        return
          "No snapshot '\(name)' was recorded; recorded it now at \(paths.joined(separator: " and ")). "
          + "Run the test again to compare against it."
      case .rerecorded(let paths):
        return "Re-recorded snapshot '\(name)' (VIEWLOADER_RECORD_SNAPSHOTS=1) at "
          + "\(paths.joined(separator: " and ")): it differed. Run the tests without the "
          + "variable to compare against it."
      case .mismatched(let file, let line, let expected, let actual, let actualPaths):
        return "Snapshot '\(name)' does not match: \(file) differs first at line \(line).\n"
          + "  expected: \(expected)\n  actual:   \(actual)\n"
          + "The actual files are at \(actualPaths.joined(separator: " and ")); record them "
          + "with VIEWLOADER_RECORD_SNAPSHOTS=1 if the change is right."
      case .failed(let message):
        return "Snapshot '\(name)': \(message)"
      }
    }
  }

  /// Compares a picture and an outline with the snapshot `name`, recording it when it is
  /// missing or `record` is set.
  func check(name: String, svg: String, outline: String, record: Bool) -> Outcome {
    guard SnapshotStore.isPlainName(name) else {
      return .failed("the name must be a plain file name ([A-Za-z0-9_.-], not starting with '.')")
    }
    let expectedSVG = directory + "/" + name + ".svg"
    let expectedOutline = directory + "/" + name + ".txt"
    let actualSVG = directory + "/" + name + ".actual.svg"
    let actualOutline = directory + "/" + name + ".actual.txt"
    let recordedSVG = read(expectedSVG)
    let recordedOutline = read(expectedOutline)
    let files = FileManager.default
    if record || recordedSVG == nil || recordedOutline == nil {
      do {
        try files.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try write(svg, to: expectedSVG)
        try write(outline, to: expectedOutline)
      } catch {
        return .failed("cannot write to \(directory): \(error)")
      }
      removeIfPresent(actualSVG)
      removeIfPresent(actualOutline)
      let paths = [expectedSVG, expectedOutline]
      if recordedSVG == nil || recordedOutline == nil { return .recorded(paths: paths) }
      return recordedSVG == svg && recordedOutline == outline ? .matched : .rerecorded(paths: paths)
    }
    guard let recordedSVG, let recordedOutline else { return .failed("unreadable") }
    if recordedSVG == svg && recordedOutline == outline {
      removeIfPresent(actualSVG)
      removeIfPresent(actualOutline)
      return .matched
    }
    do {
      try write(svg, to: actualSVG)
      try write(outline, to: actualOutline)
    } catch {
      return .failed("cannot write to \(directory): \(error)")
    }
    let paths = [actualSVG, actualOutline]
    // The outline says what changed in words; the picture only when the outline is the same.
    let (file, expected, actual) =
      recordedOutline != outline
      ? (name + ".txt", recordedOutline, outline) : (name + ".svg", recordedSVG, svg)
    let difference = SnapshotStore.firstDifference(expected, actual)
    return .mismatched(
      file: file, line: difference.line, expected: difference.expected,
      actual: difference.actual, actualPaths: paths)
  }

  /// The first line where two texts differ (1-based), with both lines (`(end of file)` past
  /// the end of one).
  static func firstDifference(_ expected: String, _ actual: String) -> (
    line: Int, expected: String, actual: String
  ) {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let count = max(expectedLines.count, actualLines.count)
    for index in 0..<count {
      let left = index < expectedLines.count ? String(expectedLines[index]) : "(end of file)"
      let right = index < actualLines.count ? String(actualLines[index]) : "(end of file)"
      if left != right { return (index + 1, left, right) }
    }
    return (count, "", "")
  }

  /// Whether `name` can be a file name in the snapshot folder and nothing else.
  static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".")
      && name.utf8.allSatisfy { byte in
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
          || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2E || byte == 0x2D
      }
  }

  private func read(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  private func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
  }

  private func removeIfPresent(_ path: String) {
    if FileManager.default.fileExists(atPath: path) {
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}
