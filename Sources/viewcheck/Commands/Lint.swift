import Dispatch
import FoundationEssentials
import ViewLoader

/// `viewcheck [lint] [options] <path>...`: checks nib files and reports the findings.
///
/// Order of work: read the configuration (`--config`, or the nearest `.viewcheck.json`), the
/// schemas (the configuration's, then `--schema`'s) and the baseline — any problem there exits
/// with 2 before a file is checked; find the files (every missing path is named, then exit 2)
/// and keep `--shard`'s part of them (``Shard``); check them in parallel; put the findings in
/// report order (``ReportAssembly``); write `--write-baseline` if asked; subtract `--baseline`;
/// report. Without a baseline, and in a format written finding by finding (a ``Reporter``),
/// each worker renders the findings of the files it checks, and the report is their texts
/// joined.
///
/// `--write-baseline F` records every finding of the run (after configuration and suppression,
/// before `--baseline` is subtracted) and then reports as usual, with the usual exit status, in
/// the manner of Android Lint's `--write-reference-baseline`.
enum Lint {
  /// The line standard error gets for a folder named on the command line that holds no view
  /// file: the run goes on (nothing in it fails), but a CI job pointed at the wrong folder, or
  /// at one its configuration excludes, should not pass without a word.
  /// - Parameters:
  ///   - folder: The folder, and how many of its entries `exclude` left out.
  ///   - verb: What the run does with the files it finds (`check`, `format`).
  static func emptyFolderWarning(_ folder: FileDiscovery.EmptyFolder, verb: String = "check")
    -> String
  {
    "Warning: \(emptyFolderMessage(folder, verb: verb))\n"
  }

  /// ``emptyFolderWarning(_:verb:)``'s text, without its prefix.
  private static func emptyFolderMessage(_ folder: FileDiscovery.EmptyFolder, verb: String)
    -> String
  {
    let excluded =
      folder.excluded == 0
      ? "" : " (the configuration's exclude leaves out \(folder.excluded) of its entries)"
    return "no .nib or .xib file to \(verb) in '\(folder.path)'\(excluded)"
  }

  /// The same as a workflow command, for `--format github`: a warning annotation on the run
  /// (no file), where a pull request's checks show it.
  static func emptyFolderAnnotation(_ folder: FileDiscovery.EmptyFolder) -> String {
    "::warning title=viewcheck::"
      + GitHubReporter.escapeData(emptyFolderMessage(folder, verb: "check")) + "\n"
  }

  /// Runs a lint.
  /// - Parameters:
  ///   - options: The parsed options.
  ///   - console: Where to write.
  /// - Returns: 0 when nothing fails the run, 1 when something does.
  /// - Throws: ``RunFailure`` when the run cannot happen (exit status 2).
  static func run(_ options: LintOptions, console: Console) throws(RunFailure) -> Int32 {
    let directory = console.currentDirectory
    let settings = try RunSettings.load(
      config: options.config, schemas: options.schemas, in: directory)
    let configuration = settings.configuration
    let discovery = settings.discovery
    let baseline = try options.baseline.map { path throws(RunFailure) in
      try Baseline.load(path: path, in: directory)
    }

    var found = discovery.files(in: options.paths)
    guard found.missing.isEmpty else {
      throw RunFailure(messages: found.missing.map { RunFailure.noSuchFile($0).message })
    }
    for folder in found.emptyFolders {
      console.writeError(Lint.emptyFolderWarning(folder))
      // Once for a matrix of shards, not once a job: every part finds the same folders.
      if options.format == .github, (options.shard?.index ?? 1) == 1 {
        console.writeOutput(Lint.emptyFolderAnnotation(folder))
      }
    }
    if let shard = options.shard {
      found = shard.part(of: found)
    }
    let linter: Linter
    do {
      linter = try Linter(configuration: configuration).sharingIncludedFiles()
    } catch {
      throw RunFailure("\(error)")
    }
    let renderer = options.format.renderer(
      colored: console.usesColor(options.color), quiet: options.quiet, strict: options.strict)
    let reporter = renderer.reporter
    // A baseline, or a format written from the whole report, needs every finding in report
    // order before anything is written; otherwise each file's findings are rendered by the
    // worker that checked it.
    let needsFindings = options.baseline != nil || options.writeBaseline != nil || reporter == nil
    var files = check(
      found.files, with: linter,
      jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
      rendering: needsFindings ? nil : reporter)
    let unopenable =
      found.unreadableFolders.map { ($0, "folder cannot be read") }
      + found.unnamable.map { ($0, "the name is not valid UTF-8, so it cannot be opened") }
    files += unopenable.map { path, message in
      FileFindings(
        path: path,
        diagnostics: unreadable(path, message: message, configuration).map { [$0] } ?? [],
        rendering: needsFindings ? nil : reporter)
    }
    let assembly = ReportAssembly(files)

    if !needsFindings, let reporter {
      let tally = assembly.tally
      assembly.write(reporter, fileCount: found.files.count) { console.writeOutput(bytes: $0) }
      return exitStatus(of: tally, strict: options.strict)
    }
    var diagnostics = assembly.diagnostics()
    if let path = options.writeBaseline {
      do {
        try Baseline(diagnostics: diagnostics).serialized().write(
          toFile: PathName.isAbsolute(path) ? path : PathName.join(directory, path),
          atomically: true,
          encoding: .utf8)
      } catch {
        throw RunFailure("cannot write baseline '\(path)': \(RunFailure.reason(error))")
      }
    }
    if let baseline {
      diagnostics = baseline.filter(diagnostics)
    }

    let report = LintReport(
      diagnostics: diagnostics, fileCount: found.files.count, checkedFiles: found.files)
    console.writeOutput(renderer.render(report))
    return exitStatus(of: report, strict: options.strict)
  }

  /// 1 when a finding is an error (with `strict`, also a warning), else 0. Notes never fail.
  /// - Parameters:
  ///   - report: The findings left after the baseline.
  ///   - strict: Whether warnings fail too.
  static func exitStatus(of report: LintReport, strict: Bool) -> Int32 {
    exitStatus(of: ReportTally(report.diagnostics), strict: strict)
  }

  /// 1 when a finding is an error (with `strict`, also a warning), else 0. Notes never fail.
  /// - Parameters:
  ///   - tally: The findings left after the baseline, by severity.
  ///   - strict: Whether warnings fail too.
  static func exitStatus(of tally: ReportTally, strict: Bool) -> Int32 {
    tally.errors > 0 || (strict && tally.warnings > 0) ? 1 : 0
  }

  /// Checks files with up to `jobs` workers taking the next file from a shared index; each
  /// file's findings are kept in its own slot, so the result is in file order. With a
  /// reporter, each worker also renders the findings of the files it checked.
  /// - Parameters:
  ///   - files: The files, as printed.
  ///   - linter: The linter to use.
  ///   - jobs: The most files checked at once.
  ///   - reporter: The reporter to render findings with, if any.
  static func check(
    _ files: [String], with linter: Linter, jobs: Int, rendering reporter: (any Reporter)?
  ) -> [FileFindings] {
    let work = SharedWork(count: files.count)
    // With a reporter, a file's findings are dropped once rendered, unless its path is named
    // twice (then the report sorts the two files' findings together).
    var counts: [ExactName: Int] = [:]
    if reporter != nil {
      for path in files { counts[ExactName(path), default: 0] += 1 }
    }
    let repeated = Set(counts.filter { $0.value > 1 }.keys)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, files.count))) { _ in
      while true {
        let index = work.nextIndex.withLock { next in
          defer { next += 1 }
          return next
        }
        guard index < files.count else { return }
        let path = files[index]
        var findings = FileFindings(
          path: path, diagnostics: linter.lint(path: path), rendering: reporter)
        if reporter != nil, findings.isRendered, !repeated.contains(ExactName(path)) {
          findings.dropFindings()
        }
        work.results.withLock { $0[index] = findings }
      }
    }
    var results = work.results.withLock { results in
      defer { results = [] }
      return results.map { $0! }
    }
    restoreSharedFindings(in: &results, with: linter, rendering: reporter)
    return results
  }

  /// Checks again the files whose findings were dropped but whose path turned out to be shared
  /// (another file reports findings located in it, through an include): the report sorts the
  /// findings at that path together, so it needs them. Until no such file is left, since a
  /// file checked again (changed meanwhile) may report into yet other paths.
  /// - Parameters:
  ///   - files: The checked files.
  ///   - linter: The linter to use.
  ///   - reporter: The reporter to render findings with.
  private static func restoreSharedFindings(
    in files: inout [FileFindings], with linter: Linter, rendering reporter: (any Reporter)?
  ) {
    while true {
      let shared = ReportAssembly.sharedPaths(of: files)
      let dropped = files.indices.filter {
        files[$0].droppedFindings && shared.contains(ExactName(files[$0].path))
      }
      guard !dropped.isEmpty else { return }
      for index in dropped {
        let path = files[index].path
        files[index] = FileFindings(
          path: path, diagnostics: linter.lint(path: path), rendering: reporter)
      }
    }
  }

  /// The workers' shared state, behind `Locked` (pthread) mutexes: ThreadSanitizer cannot see
  /// the futex calls of `Synchronization.Mutex` on Linux and reported the guarded counter as
  /// racing.
  private final class SharedWork: Sendable {
    /// The next file to take.
    let nextIndex = Locked(0)
    /// Each file's findings, in file order.
    let results: Locked<[FileFindings?]>

    init(count: Int) {
      results = Locked([FileFindings?](repeating: nil, count: count))
    }
  }

  /// The `unreadable-file` finding for a folder whose entries cannot be listed, or for a
  /// folder or file whose name is not valid UTF-8 (the linter only sees files it can open, so
  /// the CLI reports these), at the configured severity.
  private static func unreadable(
    _ path: String, message: String, _ configuration: LintConfiguration
  ) -> Diagnostic? {
    let rule = RuleID.unreadableFile.rawValue
    let severity: Severity? = configuration.severities[rule] ?? .error
    guard let severity else { return nil }
    return Diagnostic(
      severity: severity, rule: rule, message: message,
      location: SourceLocation(file: path, line: 1, column: 1))
  }
}
