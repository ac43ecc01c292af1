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
func runMeasured(_ executable: String, _ arguments: [String], killAfter: Double = 60) throws
  -> MeasuredRun
{
  guard FileManager.default.isExecutableFile(atPath: timeProgram) else {
    throw RunError("\(timeProgram) is missing: apt-get install time")
  }
  let scratch = try TemporaryFolder()
  defer { scratch.remove() }
  let usagePath = scratch.path + "/usage"
  let run = try spawnAndWait(
    [timeProgram, "-f", "%e %U %S %M", "-o", usagePath, executable] + arguments,
    killAfter: killAfter)
  // The last line of the usage file (`time` writes a "Command exited…" line before it when
  // the status is not 0): elapsed, user and system seconds, peak KB.
  let fields =
    readWhole(usagePath).split(separator: "\n").last?.split(separator: " ")
    .compactMap { Double($0) } ?? []
  guard fields.count == 4 || run.timedOut else {
    throw RunError("no usage from \(timeProgram): \(readWhole(usagePath))")
  }
  let usage = fields.count == 4 ? fields : [0, 0, 0, 0]
  return MeasuredRun(
    status: run.status, output: run.output, error: run.error, cpuSeconds: usage[1] + usage[2],
    wallSeconds: run.wallSeconds, peakBytes: Int(usage[3]) * 1024, timedOut: run.timedOut)
}

/// What ``spawnAndWait(_:directory:killAfter:)`` returns.
struct SpawnedRun {
  var status: Int32
  var output: String
  var error: String
  var wallSeconds: Double
  var timedOut: Bool
}

/// Runs `command` (its first element the program's absolute path) with standard input from
/// `/dev/null` and both outputs in files, waits for it and returns what it wrote.
///
/// Used instead of Foundation's `Process`, whose `run()` leaks a weak-reference side table now
/// and then (LeakSanitizer reports it), and whose `FileManager.contents(atPath:)` leaks 4 KB on
/// an empty file: the suite must be clean under LeakSanitizer.
/// - Parameters:
///   - command: The program and its arguments.
///   - directory: The current directory for it (`env -C`), or `nil` to keep the test's.
///   - killAfter: Seconds after which the child's process group is killed.
func spawnAndWait(_ command: [String], directory: String? = nil, killAfter: Double = 60) throws
  -> SpawnedRun
{
  let scratch = try TemporaryFolder()
  defer { scratch.remove() }
  let outputPath = scratch.path + "/stdout"
  let errorPath = scratch.path + "/stderr"
  let full = directory.map { ["/usr/bin/env", "-C", $0] + command } ?? command

  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  // Its own process group, so that the watchdog kills the whole tree.
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
  posix_spawnattr_setpgroup(&attributes, 0)

  let argv = full.map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  // Backtraces on a crash would take seconds and pollute the measurement.
  let environment = ProcessInfo.processInfo.environment.merging(
    ["SWIFT_BACKTRACE": "enable=no"]) { _, new in new }
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer { envp.forEach { free($0) } }

  var start = timespec()
  clock_gettime(CLOCK_MONOTONIC, &start)
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, full[0], &actions, &attributes, argv, envp)
  guard spawned == 0 else { throw RunError("cannot start \(full[0]): error \(spawned)") }

  var status: Int32 = 0
  var timedOut = false
  while true {
    let result = waitpid(pid, &status, WNOHANG)
    if result == pid { break }
    if result < 0 && errno != EINTR { throw RunError("waitpid failed: error \(errno)") }
    if seconds(since: start) > killAfter && !timedOut {
      timedOut = true
      kill(-pid, SIGKILL)
    }
    usleep(2_000)
  }
  // WEXITSTATUS / WTERMSIG, which Swift does not import as macros.
  let signal = status & 0x7F
  return SpawnedRun(
    status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, output: readWhole(outputPath),
    error: readWhole(errorPath), wallSeconds: seconds(since: start), timedOut: timedOut)
}

/// A file's text, read with POSIX calls (see ``spawnAndWait(_:directory:killAfter:)``).
func readWhole(_ path: String) -> String {
  let descriptor = open(path, O_RDONLY | O_CLOEXEC)
  guard descriptor >= 0 else { return "" }
  defer { close(descriptor) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { break }
    bytes += chunk[0..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// A failure to run a child process.
struct RunError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

private func seconds(since start: timespec) -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec - start.tv_sec) + Double(now.tv_nsec - start.tv_nsec) / 1_000_000_000
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
