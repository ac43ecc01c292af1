import FoundationEssentials
import Glibc
import ViewLoader

/// `viewcheck bench FILE | --generate N`: measures, in one process, the cold load of
/// a file already in memory (bytes → template → instantiated tree with outlets bound), the
/// warm instantiation from the cached template, and libxml2's bare SAX parse of the same
/// bytes (the floor). The last line is `views=N build_ms=X instantiate_ms=Y floor_ms=Z`.
enum Bench {
  /// Runs the benchmark and prints its table.
  /// - Parameters:
  ///   - options: The parsed options.
  ///   - console: Where to write.
  /// - Returns: 0, or 1 when the file does not load.
  /// - Throws: ``RunFailure`` when the file cannot be read (exit status 2).
  static func run(_ options: BenchOptions, console: Console) throws(RunFailure) -> Int32 {
    if let views = options.solver { return measureSolver(views: views, console: console) }
    let bytes: [UInt8]
    let name: String
    if options.once, options.generate == nil, let file = options.file {
      var contents: [UInt8]? = try RunFailure.read(file, in: console.currentDirectory)
      let name = PathName.lastComponent(of: file)
      return loadOnce(console: console) {
        // As `Nib(contentsOf:)` does, the bytes are freed once the template is made: an app
        // keeps the template, not the file.
        defer { contents = nil }
        return try contents.unsafelyUnwrapped.withUnsafeBytes {
          try NibBenchmark.compile($0, name: name)
        }
      }
    }
    if let count = options.generate {
      bytes = Array(SyntheticNib(viewCount: count).text().utf8)
      name = "views-\(count)"
    } else if let file = options.file {
      bytes = try RunFailure.read(file, in: console.currentDirectory)
      name = PathName.lastComponent(of: file)
    } else {
      throw RunFailure("bench needs a file or --generate N")
    }
    return bytes.withUnsafeBytes { buffer in
      options.once
        ? loadOnce(console: console) { try NibBenchmark.compile(buffer, name: name) }
        : measure(buffer, name: name, console: console)
    }
  }

  /// One cold load, with nothing else kept alive, so that what `/usr/bin/time -v` reports as
  /// the peak memory is the load's own: `compile` makes the template from bytes in memory, then
  /// the template is instantiated with an owner that accepts every outlet and action it names.
  /// `build_ms` is the time of the compile and the instantiation, not of making the owner (an
  /// app's connection table exists before it loads anything).
  private static func loadOnce(console: Console, compile: () throws -> Nib) -> Int32 {
    let clock = ContinuousClock()
    let views: Int
    let elapsed: Duration
    do {
      let start = clock.now
      let nib = try compile()
      let compiled = clock.now
      let owner = NibBenchmark.owner(for: nib)
      let instantiating = clock.now
      let loaded = try NibBenchmark.instantiate(nib, owner: owner)
      elapsed = (compiled - start) + (clock.now - instantiating)
      // Counted from the template, keeping `loaded` alive until here: a list of the objects
      // would be 2.4 MB of the peak at 100,000 views that is not the load's.
      views = withExtendedLifetime(loaded) { NibBenchmark.objectCount(of: nib) }
    } catch {
      console.writeError("\(error)\n")
      return 1
    }
    let milliseconds =
      Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
    console.writeOutput("views=\(views) build_ms=\(format(milliseconds, digits: 3))\n")
    return 0
  }

  private static func measure(_ bytes: UnsafeRawBufferPointer, name: String, console: Console)
    -> Int32
  {
    let nib: Nib
    do {
      nib = try NibBenchmark.compile(bytes, name: name)
    } catch {
      console.writeError("\(error)\n")
      return 1
    }
    let owner = NibBenchmark.owner(for: nib)
    let views = NibBenchmark.objectCount(of: nib)
    let rounds = views >= 100_000 ? 9 : views >= 10_000 ? 21 : 41
    // Every round runs each measure once, in turn, so that the machine's noise falls on all of
    // them alike and their ratios stay meaningful.
    let measures: [() -> Any?] = [
      { NibBenchmark.saxFloor(bytes) },
      {
        let compiled = try? NibBenchmark.compile(bytes, name: name)
        return compiled.flatMap { try? NibBenchmark.instantiate($0, owner: owner) } as Any?
      },
      { try? NibBenchmark.instantiate(nib, owner: owner) },
      { NibBenchmark.read(bytes, name: name) },
      { try? NibBenchmark.compile(bytes, name: name) },
    ]
    let medians = interleavedMedians(rounds, measures)
    let (floor, build, instantiate, read, compile) =
      (medians[0], medians[1], medians[2], medians[3], medians[4])
    func perView(_ milliseconds: Double) -> String {
      format(milliseconds * 1_000 / Double(max(views, 1)), digits: 3)
    }
    var table = "| measure | median ms | µs per view | × SAX floor |\n|---|--:|--:|--:|\n"
    for (label, value) in [
      ("libxml2 SAX floor (empty callbacks)", floor),
      ("cold load (parse, compile, instantiate)", build),
      ("warm instantiate (cached template)", instantiate),
      ("of the cold load: reading alone (libxml2, positions, no compile)", read),
      ("of the cold load: reading and compiling (bytes → template)", compile),
    ] {
      table +=
        "| \(label) | \(format(value, digits: 2)) | \(perView(value)) | \(format(value / floor, digits: 2)) |\n"
    }
    console.writeOutput(
      "\(name): \(views) views, \(bytes.count) bytes, \(rounds) rounds\n\n\(table)\n"
        + "views=\(views) build_ms=\(format(build, digits: 3)) "
        + "instantiate_ms=\(format(instantiate, digits: 3)) floor_ms=\(format(floor, digits: 3))\n")
    return 0
  }

  /// `bench --solver N`: the layout of a synthetic screen of `N` views, solved from scratch,
  /// re-solved after the root's width changes (an edit variable), checked for ambiguous
  /// variables, and its labels measured; then the same screen as a nib through the kit:
  /// loaded, laid out with `layoutIfNeeded()`, resized and laid out again. The last line is
  /// `views=N constraints=C solve_ms=X resize_ms=Y ambiguity_ms=Z measure_ms=W kit_load_ms=…
  /// kit_layout_ms=… kit_relayout_ms=…`.
  private static func measureSolver(views: Int, console: Console) -> Int32 {
    let screen = LayoutBenchmark(views: views)
    var resized = screen.solve()
    let checked = screen.solve()
    let rounds = views >= 2_000 ? 5 : 21
    let medians = interleavedMedians(
      rounds,
      [
        { screen.solve() },
        {
          resized.resize()
          return nil
        },
        { checked.ambiguousVariables() },
        { screen.measureLabels() },
      ])
    let (solve, resize, ambiguity, measure) = (medians[0], medians[1], medians[2], medians[3])
    var table = "| measure | median ms | µs per view |\n|---|--:|--:|\n"
    for (label, value) in [
      ("solve from scratch (add every constraint, suggest the root's size)", solve),
      ("re-solve after a resize (suggest the root's width)", resize),
      ("ambiguity: is each variable determined", ambiguity),
      ("measure every label's intrinsic size", measure),
    ] {
      table +=
        "| \(label) | \(format(value, digits: 3)) | "
        + "\(format(value * 1_000 / Double(max(screen.viewCount, 1)), digits: 2)) |\n"
    }
    // The same screen through the kit: a nib loaded, laid out, resized and laid out again.
    guard let kit = try? LayoutScreenBenchmark(views: views) else { return 1 }
    let laidOut = kit.load()
    kit.layout(laidOut)
    let kitMedians = interleavedMedians(
      rounds,
      [
        { kit.load() },
        {
          let root = kit.load()
          kit.layout(root)
          return root
        },
        {
          kit.resize(laidOut)
          return nil
        },
      ])
    let (load, loadAndLayout, relayout) = (kitMedians[0], kitMedians[1], kitMedians[2])
    let layout = max(loadAndLayout - load, 0)
    table += "\nThe same screen as a nib, through the kit:\n\n"
    table += "| measure | median ms | ratio to loading |\n|---|--:|--:|\n"
    for (label, value) in [
      ("load the nib (compile and instantiate)", load),
      ("layoutIfNeeded() from scratch", layout),
      ("layoutIfNeeded() after the root's width changes", relayout),
    ] {
      table +=
        "| \(label) | \(format(value, digits: 3)) | \(format(value / max(load, 1e-9), digits: 2)) |\n"
    }
    console.writeOutput(
      "solver: \(screen.viewCount) views, \(screen.constraintCount) constraints, "
        + "\(rounds) rounds, \(checked.ambiguousVariables()) ambiguous variables\n\n\(table)\n"
        + "views=\(screen.viewCount) constraints=\(screen.constraintCount) "
        + "solve_ms=\(format(solve, digits: 3)) resize_ms=\(format(resize, digits: 3)) "
        + "ambiguity_ms=\(format(ambiguity, digits: 3)) measure_ms=\(format(measure, digits: 3)) "
        + "kit_load_ms=\(format(load, digits: 3)) kit_layout_ms=\(format(layout, digits: 3)) "
        + "kit_relayout_ms=\(format(relayout, digits: 3))\n")
    return 0
  }

  /// The median wall time of each measure over `rounds` interleaved rounds (after one
  /// warm-up), in milliseconds. What a run returns is released after its time is taken:
  /// tearing a tree down is not loading it.
  private static func interleavedMedians(_ rounds: Int, _ measures: [() -> Any?]) -> [Double] {
    var samples = [[Double]](repeating: [], count: measures.count)
    let clock = ContinuousClock()
    for round in 0...rounds {
      for (index, measure) in measures.enumerated() {
        let start = clock.now
        var kept = measure()
        let elapsed = clock.now - start
        kept = nil
        _ = kept
        guard round > 0 else { continue }  // the warm-up
        samples[index].append(
          Double(elapsed.components.seconds) * 1_000
            + Double(elapsed.components.attoseconds) / 1e15)
      }
    }
    return samples.map { $0.sorted()[$0.count / 2] }
  }

  /// `value` with `digits` decimals, as `printf`'s `%.<digits>f` writes it (and as
  /// Foundation's `String(format:)` did).
  /// - Parameters:
  ///   - value: The number.
  ///   - digits: How many decimals.
  static func format(_ value: Double, digits: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 64)
    while true {
      let length = withVaList([value]) { arguments in
        vsnprintf(&buffer, buffer.count, "%.\(digits)f", arguments)
      }
      guard length >= buffer.count else {
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      }
      buffer = [CChar](repeating: 0, count: Int(length) + 1)
    }
  }
}
