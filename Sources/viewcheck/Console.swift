import FoundationEssentials
import Glibc

/// Where a run writes, and what it knows about its surroundings; tests substitute their own.
struct Console {
  /// The absolute current directory: where the configuration search starts, and what relative
  /// paths of the files the CLI reads itself (configuration, schemas, baselines) are relative
  /// to. Outside tests it is the process's own; nib files are opened by the linter, relative to
  /// the process's directory.
  var currentDirectory: String
  /// Whether standard output is a terminal (decides `--color auto`).
  var outputIsTerminal: Bool
  /// The environment variables a run reads (``variableNames``).
  var environment: [String: String]
  /// Writes to standard output.
  var writeOutput: (String) -> Void
  /// Writes to standard error.
  var writeError: (String) -> Void
  /// Writes bytes to standard output; when `nil`, they go through ``writeOutput`` as text.
  var writeOutputBytes: (([UInt8]) -> Void)? = nil

  /// The environment variables a run reads: only these are copied, not the whole environment
  /// (which `ProcessInfo` would make a dictionary of, at a cost every run would pay).
  static let variableNames = ["NO_COLOR", "TERM"]

  /// The process's own standard output and error.
  static func standard() -> Console {
    Console(
      currentDirectory: FileManager.default.currentDirectoryPath,
      outputIsTerminal: isatty(STDOUT_FILENO) == 1,
      environment: variableNames.reduce(into: [:]) { environment, name in
        if let value = getenv(name) { environment[name] = String(cString: value) }
      },
      writeOutput: { writeAll($0, to: STDOUT_FILENO) },
      writeError: { writeAll($0, to: STDERR_FILENO) },
      writeOutputBytes: { writeAll($0, to: STDOUT_FILENO) })
  }

  /// Writes output that is already UTF-8 bytes (a report), without making a `String` of it.
  /// - Parameter bytes: The bytes.
  func writeOutput(bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    if let writeOutputBytes {
      writeOutputBytes(bytes)
    } else {
      writeOutput(String(decoding: bytes, as: UTF8.self))
    }
  }

  /// Writes a string's UTF-8 bytes to a file descriptor, in place, as the buffer form does.
  private static func writeAll(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
  }

  /// Writes bytes to a file descriptor, as the buffer form does.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
  }

  /// Writes every byte to a file descriptor, retrying after interruptions and short writes. A
  /// write error (a full disk, a closed descriptor) ends the run with exit status 2, the run
  /// could not happen, after saying so on standard error (unless that is what failed); a
  /// report cut short must not pass for one. A closed pipe's `SIGPIPE` stops the process first.
  private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) {
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        if descriptor != STDERR_FILENO {
          var message = "Error: cannot write to standard output: \(reason)\n"
          message.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        exit(2)
      }
      offset += written
    }
  }

  /// Whether text output should be coloured under `choice`.
  /// - Parameter choice: The `--color` option.
  func usesColor(_ choice: ColorChoice) -> Bool {
    switch choice {
    case .always: true
    case .never: false
    case .auto:
      outputIsTerminal && environment["NO_COLOR"].map(\.isEmpty) != false
        && environment["TERM"] != "dumb"
    }
  }
}
