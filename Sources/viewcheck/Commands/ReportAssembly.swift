import ViewLoader

/// One checked file's findings, as the worker that checked it leaves them.
struct FileFindings: Sendable {
  /// The file, as printed.
  var path: String
  /// The findings, in report order.
  var diagnostics: [Diagnostic]
  /// Whether every finding is located in the file itself (not, say, in a file it includes).
  var isSelfContained: Bool
  /// The findings by severity.
  var tally: ReportTally
  /// The findings as the reporter writes them, joined by its separator; empty when they were
  /// not rendered (no reporter, or not self-contained).
  var rendered = OutputBuffer()
  /// Whether ``diagnostics`` were dropped once rendered (``dropFindings()``).
  private(set) var droppedFindings = false

  /// Takes a file's findings, puts them in report order, and renders them when they are
  /// self-contained.
  /// - Parameters:
  ///   - path: The file, as printed.
  ///   - diagnostics: Its findings, in the linter's order.
  ///   - reporter: The reporter to render them with, if any.
  init(path: String, diagnostics: [Diagnostic], rendering reporter: (any Reporter)?) {
    self.path = path
    // One pass over the findings, read in place (no finding is copied): whether they are in
    // report order and all located in the file, and how many there are of each severity.
    var isSorted = true
    var isSelfContained = true
    var tally = ReportTally([])
    diagnostics.withUnsafeBufferPointer { findings in
      for index in findings.indices {
        tally.count(findings[index].severity)
        // By bytes: a finding in another spelling of the name is in another file.
        if isSelfContained, !hasSameUTF8(findings[index].location.file, path) {
          isSelfContained = false
        }
        if isSorted, index > 0, Diagnostic.reportOrder(findings[index], findings[index - 1]) {
          isSorted = false
        }
      }
    }
    // The linter returns report order; a stable sort keeps what the run's sort of every
    // finding would keep, should that ever change.
    self.diagnostics = isSorted ? diagnostics : diagnostics.sorted(by: Diagnostic.reportOrder)
    self.isSelfContained = isSelfContained
    self.tally = tally
    if let reporter, isSelfContained {
      reporter.append(self.diagnostics, to: &rendered)
    }
  }
}

extension FileFindings {
  /// Whether the findings were rendered, so that a report can do without them unless their
  /// path is shared (``ReportAssembly/sharedPaths(of:)``).
  var isRendered: Bool { isSelfContained && (!rendered.isEmpty || tally.findings == 0) }

  /// Drops the findings, keeping their rendered text and tally: a worker frees a file's
  /// findings as soon as they are rendered, so that the next file reuses the memory, rather
  /// than keeping 100,000 of them until the report is written.
  mutating func dropFindings() {
    precondition(isRendered, "only rendered findings can be dropped")
    diagnostics = []
    droppedFindings = true
  }
}

/// Every finding of a run in report order — path, line, column, rule, message, and for equal
/// findings the order of the files, then the linter's — as one stable sort of all the files'
/// findings (in file order) would put them, without sorting them all.
///
/// Report order groups findings by the path they are located in. The findings of a file whose
/// path no other file shares, that are all located in that file, and that no other file has a
/// finding in, form a group on their own, already in order and already rendered: those groups
/// are only put in path order. The rest — findings that a file reports in another file (through
/// an include), and files with equal paths — are gathered by path and sorted here.
struct ReportAssembly {
  /// One path's findings.
  private enum Group {
    /// The findings of ``ReportAssembly/files``'s element at this index.
    case file(Int)
    /// Findings gathered from several files, in report order.
    case gathered([Diagnostic])
  }

  /// The files, in file order, with their findings.
  private let files: [FileFindings]
  /// The groups, in report order.
  private let groups: [Group]

  /// Puts findings in report order.
  /// - Parameter files: The files in file order (the order of the command line and of folder
  ///   searches), each with its findings.
  /// - Precondition: No file whose findings were dropped has a shared path.
  init(_ files: [FileFindings]) {
    self.files = files
    let shared = ReportAssembly.sharedPaths(of: files)
    precondition(
      !files.contains { $0.droppedFindings && shared.contains(ExactName($0.path)) },
      "the findings of a shared path were dropped")

    var keyed: [(path: String, group: Group)] = []
    var gathered: [ExactName: [Diagnostic]] = [:]
    for (index, file) in files.enumerated() {
      if !file.isSelfContained {
        for diagnostic in file.diagnostics {
          gathered[ExactName(diagnostic.location.file), default: []].append(diagnostic)
        }
      } else if shared.contains(ExactName(file.path)) {
        gathered[ExactName(file.path), default: []].append(contentsOf: file.diagnostics)
      } else if file.tally.findings > 0 {
        keyed.append((file.path, .file(index)))
      }
    }
    for (path, diagnostics) in gathered where !diagnostics.isEmpty {
      // Gathered in file order, so the stable sort breaks ties as the whole run's sort would.
      keyed.append((path.text, .gathered(diagnostics.sorted(by: Diagnostic.reportOrder))))
    }
    // No two keys have the same bytes, so this order is total. By bytes, as
    // `Diagnostic.reportOrder` compares paths: as `String`s, two spellings of one name would
    // be equal keys in no defined order.
    keyed.sort { PathName.utf8Precedes($0.path, $1.path) }
    groups = keyed.map(\.group)
  }

  /// The paths whose findings come from more than one file, or not from their own file
  /// alone (through includes): their findings are gathered and sorted again, so the files
  /// with these paths must still have their findings.
  /// - Parameter files: The files, with their findings.
  static func sharedPaths(of files: [FileFindings]) -> Set<ExactName> {
    var fileCounts: [ExactName: Int] = [:]
    for file in files { fileCounts[ExactName(file.path), default: 0] += 1 }
    var shared: Set<ExactName> = []
    for file in files where !file.isSelfContained {
      for diagnostic in file.diagnostics { shared.insert(ExactName(diagnostic.location.file)) }
    }
    for (path, count) in fileCounts where count > 1 { shared.insert(path) }
    return shared
  }

  /// Every finding by severity.
  var tally: ReportTally {
    var tally = ReportTally([])
    for file in files { tally += file.tally }
    return tally
  }

  /// Every finding, in report order (but those of files whose findings were dropped).
  func diagnostics() -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for group in groups {
      switch group {
      case .file(let index): diagnostics += files[index].diagnostics
      case .gathered(let gathered): diagnostics += gathered
      }
    }
    return diagnostics
  }

  /// The whole report in `reporter`'s format: the files' rendered findings, joined in report
  /// order (gathered groups are rendered here).
  /// - Parameters:
  ///   - reporter: The reporter the files' findings were rendered with.
  ///   - fileCount: How many files were checked.
  func output(of reporter: any Reporter, fileCount: Int) -> [UInt8] {
    var output: [UInt8] = []
    write(reporter, fileCount: fileCount) { output += $0 }
    return output
  }

  /// Writes the whole report in `reporter`'s format, as ``output(of:fileCount:)`` gives it, in
  /// pieces of at least ``batchSize`` bytes (but the last): one buffer is reused, so a report of
  /// any size costs one batch of memory and few writes. A piece ends only between two findings,
  /// so each is whole UTF-8 text (a console that takes `String`s can decode it on its own).
  /// - Parameters:
  ///   - reporter: The reporter the files' findings were rendered with.
  ///   - fileCount: How many files were checked.
  ///   - write: Writes one piece.
  func write(_ reporter: any Reporter, fileCount: Int, to write: ([UInt8]) -> Void) {
    var batch = OutputBuffer()
    batch.bytes.reserveCapacity(ReportAssembly.batchSize + 64 * 1024)
    func flush(atLeast size: Int) {
      guard batch.bytes.count >= size else { return }
      write(batch.bytes)
      batch.bytes.removeAll(keepingCapacity: true)
    }
    batch.append(reporter.opening(fileCount: fileCount))
    var isFirst = true
    for group in groups {
      if !isFirst { batch.append(reporter.separator) }
      isFirst = false
      switch group {
      case .file(let index): batch.append(files[index].rendered)
      case .gathered(let diagnostics):
        for (index, diagnostic) in diagnostics.enumerated() {
          if index > 0 { batch.append(reporter.separator) }
          reporter.append(diagnostic, to: &batch)
          flush(atLeast: ReportAssembly.batchSize)
        }
      }
      flush(atLeast: ReportAssembly.batchSize)
    }
    batch.append(reporter.closing(tally, fileCount: fileCount))
    flush(atLeast: 1)
  }

  /// The size of the pieces ``write(_:fileCount:to:)`` writes.
  static let batchSize = 256 * 1024
}
