import Foundation
import ViewLoader

/// Runs one fuzz input through every stage and checks the invariants of positions and limits.
///
/// A broken invariant stops the process with `fatalError`, which libFuzzer reports as a crash
/// (and saves the input); so does any trap inside the library.
struct Harness {
  /// The folder the input's files are written to (one per process, reused).
  let directory: String
  /// The linter with the fuzz app's schema (owner checks run) and the one with none.
  let linters: [Linter]

  /// Creates a harness writing into `directory`.
  init(directory: String) {
    self.directory = directory
    do {
      let schema = try fuzzRegistry.schema(owners: [FuzzOwner.self])
      var configuration = LintConfiguration()
      configuration.schemas = [try LintSchema(json: Array(schema), file: "fuzz-schema.json")]
      linters = [try Linter(configuration: configuration), try Linter()]
    } catch {
      fatalError("the fuzz app's schema does not load: \(error)")
    }
  }

  /// Runs one input.
  func run(_ input: UnsafeRawBufferPointer) {
    let folder = VirtualFolder(input)
    folder.write(to: directory)
    let path = "\(directory)/A.nib"

    // The loader, twice, through fresh libraries: the same answer each time.
    let (compileErrors, first) = loadThroughLibrary()
    let (_, second) = loadThroughLibrary()
    check(first == second, "a library loads the same file differently twice", first, second)

    // The loader without a library (includes are missing-nib), from the file and from text.
    let standalone = outcome {
      _ = try Nib(contentsOf: URL(fileURLWithPath: path), registry: fuzzRegistry)
    }
    let text = String(decoding: folder.files[0].bytes, as: UTF8.self)
    _ = outcome { _ = try Nib(xml: text, name: "A", registry: fuzzRegistry) }
    check(
      standalone.allSatisfy { $0.rule != "" }, "a standalone load failed without a rule", standalone
    )

    // The linter, with and without the schema, twice each; and the dump.
    for linter in linters {
      let findings = linter.lint(path: path)
      checkShape(findings)
      let again = linter.lint(path: path)
      check(
        findings == again, "the linter reports the same file differently twice", findings, again)
      // What the loader refuses to compile in A.nib itself, the linter reports too, at the
      // same place (the loader and the linter share the compile stage).
      let reported = Set(findings.map { "\($0.rule) \($0.location)" })
      // (Only with the schema: without it the app's types are unknown to the linter.) In an
      // Interface Builder document, a name a kit type does not have, or an outlet whose object
      // is not the kind the kit's property of that name holds (the app class's own outlet), is
      // the loader's error and, since no schema describes the kit, the linter's note.
      // Past its findings limit the linter keeps errors, then warnings, then notes: such a
      // note may be among the findings it leaves out.
      let limitMessage = NibLimits.findingsMessage(limit: linter.configuration.limits.findings)
      let capped = findings.contains { $0.rule == "limit-exceeded" && $0.message == limitMessage }
      for error in compileErrors
      where error.location.file == path && !linter.configuration.schemas.isEmpty {
        let reportedAsNote = ["unknown-property", "unknown-event", "reference-type"].contains(
          error.rule)
        let asNote =
          reportedAsNote
          && (capped || reported.contains("xib-unresolved-name \(error.location)"))
        check(
          reported.contains("\(error.rule) \(error.location)") || asNote,
          "the loader reports an error the linter does not", [error], findings)
      }
      switch linter.dump(path: path) {
      case .success(let json):
        check(!json.contains("\n"), "the dump spans lines", [])
      case .failure(let error):
        checkShape(error.diagnostics)
      }
    }

    // What the tools write from it: formatted text, a converted nib, pictures.
    checkFormatting(of: folder.files[0].bytes, path: path)
    checkConversion(path: path)
    checkPictures(path: path)
  }

  /// Loads `A` through a new library, instantiates it twice with an owner and inflates every
  /// stub; returns the compile errors and every diagnostic met on the way.
  private func loadThroughLibrary() -> (compile: [Diagnostic], all: [Diagnostic]) {
    let library = NibLibrary(directory: URL(fileURLWithPath: directory), registry: fuzzRegistry)
    var nib: Nib?
    let compileErrors = outcome { nib = try library.nib(named: "A") }
    var diagnostics = compileErrors
    guard let nib else { return (compileErrors, diagnostics) }
    for _ in 0..<2 {
      let owner = FuzzOwner()
      var loaded: LoadedNib?
      diagnostics += outcome {
        loaded = try nib.instantiate(owner: owner, externals: ["theme": FuzzTheme()])
      }
      for stub in loaded?.objects(ofType: Stub.self) ?? [] {
        diagnostics += outcome { try stub.inflate() }
      }
      diagnostics += outcome { _ = try nib.instantiate() }
    }
    return (compileErrors, diagnostics)
  }

  /// Runs `body` and returns the diagnostics of the ``NibError`` it throws (none on success);
  /// any other error breaks an invariant.
  private func outcome(_ body: () throws -> Void) -> [Diagnostic] {
    do {
      try body()
      return []
    } catch let error as NibError {
      check(!error.diagnostics.isEmpty, "a NibError without diagnostics", [])
      checkShape(error.diagnostics)
      return error.diagnostics
    } catch {
      // Lookup errors and the like are not thrown by these calls.
      fatalError("unexpected error type: \(error)")
    }
  }

  /// Every diagnostic has a file, a line and column of at least 1, a known rule (notes have
  /// none) and a one-line message without control characters — what every reporter relies on.
  private func checkShape(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
      check(
        diagnostic.rule.isEmpty == false && RuleID(rawValue: diagnostic.rule) != nil,
        "a diagnostic with an unknown rule", [diagnostic])
      checkPlace(diagnostic)
      for note in diagnostic.notes {
        check(note.rule.isEmpty && note.notes.isEmpty, "a note with a rule or notes", [note])
        checkPlace(note)
      }
      // The text reporter's shape: one line per diagnostic and per note.
      let lines = diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false)
      check(lines.count == 1 + diagnostic.notes.count, "a diagnostic spans lines", [diagnostic])
    }
  }

  private func checkPlace(_ diagnostic: Diagnostic) {
    let location = diagnostic.location
    check(!location.file.isEmpty, "a diagnostic without a file", [diagnostic])
    check(location.line >= 1 && location.column >= 1, "a position below 1:1", [diagnostic])
    check(!diagnostic.message.isEmpty, "an empty message", [diagnostic])
    check(
      !diagnostic.message.unicodeScalars.contains(where: Self.isControl),
      "a message with a control character", [diagnostic])
  }

  /// Characters a one-line, escaped message never holds.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0, 0x2028, 0x2029: true
    default: false
    }
  }

  /// Stops the process when `condition` is false, printing the diagnostics involved.
  func check(
    _ condition: Bool, _ what: String, _ diagnostics: [Diagnostic],
    _ others: [Diagnostic] = []
  ) {
    guard !condition else { return }
    let shown = (diagnostics + [] + others).map { String(reflecting: $0) }
    fatalError("invariant broken: \(what)\n" + shown.joined(separator: "\n---\n"))
  }
}
