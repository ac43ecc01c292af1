// The libFuzzer target (see CONTRIBUTING.md, "Fuzzing").
//
// Built with `-sanitize=fuzzer,address -DFUZZING`, the top-level code hands control to
// libFuzzer's driver, which calls `LLVMFuzzerTestOneInput` for each input. In a normal build
// it replays the files given as arguments through the same harness: how a crash is reproduced,
// and how CI smoke-tests the harness without the fuzzer runtime.
import Foundation

// The loader reads every input ahead, on a second thread (inputs are far below the size from
// which it otherwise does), and the harness checks it against the linter, which never does.
setenv("VIEWLOADER_READ_AHEAD_FROM", "0", 1)

/// The harness of this process, writing into its own scratch folder.
let harness = Harness(directory: VirtualFolder.makeScratchDirectory())
// libFuzzer leaves through exit(): remove the scratch folder then.
atexit { try? FileManager.default.removeItem(atPath: harness.directory) }

#if FUZZING
  /// libFuzzer's entry point for one input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    harness.run(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size))
    return 0
  }

  /// libFuzzer's driver (libclang_rt.fuzzer): parses the fuzzer's options and runs the loop.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32

  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
#else
  exit(Replay.main(Array(CommandLine.arguments.dropFirst())))
#endif
