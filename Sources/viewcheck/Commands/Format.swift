import Glibc
import ViewLoader

/// `viewcheck format [--check] <path>...`: rewrites nib files in the canonical layout
/// (``NibFormatter``).
///
/// Files are found as `lint` finds them (folders searched for `.nib`, the configuration's
/// excludes); Interface Builder files (`.xib`, or a document whose root is `<document>` or
/// `<archive>`) are never rewritten. A file that is not well-formed cannot be formatted: its
/// problem is printed as `lint` would print it, and the run fails. A changed file is written to
/// a new file beside it, which then replaces it, with the original's permissions: an
/// interrupted run leaves either the old file or the new one.
enum Format {
  /// Formats the files, or with `--check` names the ones that would change.
  /// - Parameters:
  ///   - options: The parsed options.
  ///   - console: Where to write.
  /// - Returns: 0 when every file is formatted (with `--check`: already was), 1 when a file
  ///   would change (`--check`) or could not be formatted.
  /// - Throws: ``RunFailure`` when the run cannot happen (exit status 2).
  static func run(_ options: FormatOptions, console: Console) throws(RunFailure) -> Int32 {
    let settings = try RunSettings.load(
      config: options.config, schemas: options.schemas, in: console.currentDirectory)
    let found = settings.discovery.files(in: options.paths)
    guard found.missing.isEmpty else {
      throw RunFailure(messages: found.missing.map { RunFailure.noSuchFile($0).message })
    }
    for folder in found.emptyFolders {
      console.writeError(Lint.emptyFolderWarning(folder, verb: "format"))
    }
    let formatter: NibFormatter
    do {
      formatter = try NibFormatter(configuration: settings.configuration)
    } catch {
      throw RunFailure("\(error)")
    }
    var problems: [Diagnostic] = []
    var failures: [String] = []
    var changed: [String] = []
    for path in found.files {
      guard !isInterfaceBuilderFileName(path) else { continue }
      do {
        let (original, formatted) = try formatter.format(contentsOfFile: path)
        guard let formatted, formatted != original else { continue }
        changed.append(path)
        if !options.check, let reason = replace(path, with: formatted) {
          failures.append("cannot write '\(path)': \(reason)")
        }
      } catch {
        problems += error.diagnostics
      }
    }
    for folder in found.unreadableFolders {
      failures.append("cannot read the folder '\(folder)'")
    }
    for name in found.unnamable {
      failures.append("'\(name)': the name is not valid UTF-8, so it cannot be opened")
    }
    if !problems.isEmpty {
      let report = LintReport(
        diagnostics: problems.sorted(by: Diagnostic.reportOrder), fileCount: found.files.count)
      console.writeError(TextReporter(colored: false, quiet: true).render(report))
    }
    console.writeError(failures.map { "Error: \($0)\n" }.joined())
    if options.check {
      console.writeOutput(changed.map { "\($0)\n" }.joined())
    }
    return problems.isEmpty && failures.isEmpty && (!options.check || changed.isEmpty) ? 0 : 1
  }

  /// Whether a path names an Interface Builder file by its extension.
  private static func isInterfaceBuilderFileName(_ path: String) -> Bool {
    path.utf8.count >= 4 && path.utf8.suffix(4).elementsEqual(".xib".utf8)
  }

  /// Writes `bytes` to a new file beside `path` (the file a symbolic link leads to), with the
  /// old file's permissions, then renames it over the old file.
  /// - Returns: `nil`, or why it failed.
  static func replace(_ path: String, with bytes: [UInt8]) -> String? {
    guard let target = realpath(path, nil) else { return reason(errno) }
    let resolved = String(cString: target)
    free(target)
    var status = stat()
    guard stat(resolved, &status) == 0 else { return reason(errno) }
    var template = Array((resolved + ".viewcheck-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return reason(errno) }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var failure: String?
    if fchmod(descriptor, status.st_mode & 0o7777) != 0 { failure = reason(errno) }
    var offset = 0
    while failure == nil, offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, bytes.count - offset)
      }
      if written < 0 {
        if errno == EINTR { continue }
        failure = reason(errno)
      } else {
        offset += written
      }
    }
    if close(descriptor) != 0, failure == nil { failure = reason(errno) }
    if failure == nil, rename(temporary, resolved) != 0 { failure = reason(errno) }
    if failure != nil { unlink(temporary) }
    return failure
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
