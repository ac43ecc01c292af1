import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What one measured child process did.
struct MeasuredRun {
  /// The exit status, or 128 + the signal that ended it.
  var status: Int32
  /// Standard output and standard error.
  var output: String
  var error: String
  /// User plus system CPU time, in seconds, of this child alone.
  var cpuSeconds: Double
  /// Wall-clock time, in seconds.
  var wallSeconds: Double
  /// Peak resident memory, in bytes.
  var peakBytes: Int
  /// Whether the watchdog had to kill it.
  var timedOut: Bool
}

/// The GNU `time` program, which measures the child for us (`apt-get install time`).
let timeProgram = "/usr/bin/time"

/// Runs an executable as a child process under GNU `time` and measures it on its own.
///
/// Why not `wait4` on the child directly: `posix_spawn` starts the child with `vfork`, and
/// Linux keeps the peak memory of the address space a process had before `exec` — the test
/// process's, here — so the child's `ru_maxrss` would be at least the test process's. `time`
/// is small and forks its child itself, so its report is the child's own; tests running in
/// parallel do not disturb it either (unlike `getrusage(RUSAGE_CHILDREN)`).
/// - Parameters:
///   - executable: The program.
///   - arguments: Its arguments.
///   - killAfter: Seconds after which the child is killed (a hang must fail, not block CI).
func runMeasured(
  _ executable: String, _ arguments: [String], killAfter: Double = 60
) throws -> MeasuredRun {
  let scratch = try TemporaryFolder()
  defer { scratch.remove() }
  let outputPath = scratch.path + "/stdout"
  let errorPath = scratch.path + "/stderr"
  let usagePath = scratch.path + "/usage"
  guard FileManager.default.isExecutableFile(atPath: timeProgram) else {
    throw RunError("\(timeProgram) is missing: apt-get install time")
  }

  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

  // Its own process group, so that the watchdog kills `time` and the child together.
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
  posix_spawnattr_setpgroup(&attributes, 0)

  let measured = [timeProgram, "-f", "%e %U %S %M", "-o", usagePath, executable] + arguments
  let argv = measured.map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  // Backtraces on a crash would take seconds and pollute the measurement.
  let environment = ProcessInfo.processInfo.environment.merging(
    ["SWIFT_BACKTRACE": "enable=no"]) { _, new in new }
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer { envp.forEach { free($0) } }

  var start = timespec()
  clock_gettime(CLOCK_MONOTONIC, &start)
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, timeProgram, &actions, &attributes, argv, envp)
  guard spawned == 0 else {
    throw RunError("cannot start \(executable): error \(spawned)")
  }

  var status: Int32 = 0
  var timedOut = false
  while true {
    let result = waitpid(pid, &status, WNOHANG)
    if result == pid { break }
    if result < 0 && errno != EINTR { throw RunError("wait4 failed: error \(errno)") }
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    if seconds(from: start, to: now) > killAfter && !timedOut {
      timedOut = true
      kill(-pid, SIGKILL)
    }
    usleep(5_000)
  }
  var end = timespec()
  clock_gettime(CLOCK_MONOTONIC, &end)

  // WEXITSTATUS / WTERMSIG, which Swift does not import as macros. `time` exits with its
  // child's status, or 128 + the signal that ended the child.
  let signal = status & 0x7F
  let exitStatus = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  let read = { (path: String) in
    String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
  }
  // The last line of the usage file (`time` writes a "Command exited…" line before it when
  // the status is not 0): elapsed, user and system seconds, peak KB.
  let fields = read(usagePath).split(separator: "\n").last?.split(separator: " ")
    .compactMap { Double($0) } ?? []
  guard fields.count == 4 || timedOut else {
    throw RunError("no usage from \(timeProgram): \(read(usagePath))")
  }
  let usage = fields.count == 4 ? fields : [0, 0, 0, 0]
  return MeasuredRun(
    status: exitStatus, output: read(outputPath), error: read(errorPath),
    cpuSeconds: usage[1] + usage[2], wallSeconds: seconds(from: start, to: end),
    peakBytes: Int(usage[3]) * 1024, timedOut: timedOut)
}

/// A failure to run a child process.
struct RunError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

private func seconds(from start: timespec, to end: timespec) -> Double {
  Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1_000_000_000
}

/// Watches files with inotify and tells whether anything opened or read them: the proof that
/// an XXE target was never touched.
final class OpenWatch {
  private let descriptor: Int32

  /// Starts watching `paths`.
  init(_ paths: [String]) throws {
    descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { throw RunError("inotify_init1 failed: error \(errno)") }
    for path in paths {
      guard inotify_add_watch(descriptor, path, UInt32(IN_OPEN | IN_ACCESS)) >= 0 else {
        throw RunError("cannot watch \(path): error \(errno)")
      }
    }
  }

  deinit { close(descriptor) }

  /// Whether any watched file was opened or read since the watch started (or the last call).
  func sawAccess() -> Bool {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(descriptor, &buffer, buffer.count)
    return count > 0
  }
}
