import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A scripted LSP client: starts the real `viewcheck lsp` as a child process, writes framed
/// JSON-RPC messages to its standard input and reads framed messages from its standard
/// output.
///
/// Every wait has a generous bound (30 s by default): a server that never answers fails the
/// test instead of hanging it; no test measures how fast an answer comes.
final class LanguageServerClient {
  typealias JSON = [String: Any]

  private let pid: pid_t
  private var input: Int32
  private let output: Int32
  private var buffer: [UInt8] = []
  private var nextID = 1
  /// Messages read while waiting for something else, in order.
  private var unread: [JSON] = []
  /// The server's standard error, for failure messages.
  let errorPath: String

  /// Starts `viewcheck lsp` in `directory`.
  init(directory: String, arguments: [String] = ["lsp"]) throws {
    // Writing to a server that has exited must fail the write, not kill the tests.
    signal(SIGPIPE, SIG_IGN)
    var toServer: [Int32] = [0, 0]
    var fromServer: [Int32] = [0, 0]
    guard pipe(&toServer) == 0, pipe(&fromServer) == 0 else { throw RunError("pipe failed") }
    // Other tests start processes at the same time: none may inherit these ends (the server
    // would never see its input end). The child's copies, made by dup2, stay open.
    for descriptor in toServer + fromServer { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    // In the temporary folder, not the server's: a run cut short leaves nothing in Fixtures.
    errorPath =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("viewcheck-lsp-stderr-\(UUID().uuidString)").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toServer[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromServer[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    for descriptor in toServer + fromServer {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    // `env -C` starts it in the folder (the configuration is searched from there).
    let command = ["/usr/bin/env", "-C", directory, viewcheckExecutable.path] + arguments
    let argv = command.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"])
    {
      _, new in new
    }
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { envp.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, envp)
    close(toServer[0])
    close(fromServer[1])
    guard spawned == 0 else { throw RunError("cannot start viewcheck lsp: error \(spawned)") }
    self.pid = pid
    input = toServer[1]
    output = fromServer[0]
  }

  deinit {
    if input >= 0 { close(input) }
    close(output)
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == 0 {
      kill(pid, SIGKILL)
      waitpid(pid, &status, 0)
    }
    unlink(errorPath)
  }

  // MARK: Writing

  /// Writes raw bytes (a frame of one's own making).
  func sendRaw(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(input, $0.baseAddress! + offset, $0.count - offset)
      }
      if written <= 0 { return }
      offset += written
    }
  }

  /// Writes one message in a frame.
  func send(_ message: JSON) {
    let body = try! JSONSerialization.data(withJSONObject: message)
    sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body))
  }

  /// Sends a notification.
  func notify(_ method: String, _ params: JSON = [:]) {
    send(["jsonrpc": "2.0", "method": method, "params": params])
  }

  /// Sends a request and waits for its response.
  /// - Returns: The response (with `result` or `error`).
  func request(_ method: String, _ params: JSON = [:]) throws -> JSON {
    let id = nextID
    nextID += 1
    send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
    return try next(where: { ($0["id"] as? Int) == id && $0["method"] == nil })
  }

  /// `initialize` (offering UTF-8 positions if asked) and `initialized`.
  @discardableResult
  func initialize(positionEncodings: [String]? = nil, snippets: Bool = true) throws -> JSON {
    var general: JSON = [:]
    if let positionEncodings { general["positionEncodings"] = positionEncodings }
    let response = try request(
      "initialize",
      [
        "processId": NSNull(), "rootUri": NSNull(),
        "capabilities": [
          "general": general,
          "textDocument": ["completion": ["completionItem": ["snippetSupport": snippets]]],
        ],
      ])
    notify("initialized")
    return response
  }

  /// Opens a document.
  func open(_ uri: String, _ text: String, version: Int = 1, languageId: String = "xml") {
    notify(
      "textDocument/didOpen",
      ["textDocument": ["uri": uri, "languageId": languageId, "version": version, "text": text]])
  }

  /// Closes stdin: the server sees the end of its input.
  func closeInput() {
    close(input)
    input = -1
  }

  // MARK: Reading

  /// The next message that satisfies `predicate` (others are kept for later).
  func next(seconds: Double = 30, where predicate: (JSON) -> Bool) throws -> JSON {
    if let index = unread.firstIndex(where: predicate) { return unread.remove(at: index) }
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      guard let message = try readMessage(until: deadline) else {
        throw RunError("no matching message from the server; stderr: \(readWhole(errorPath))")
      }
      if predicate(message) { return message }
      unread.append(message)
    }
  }

  /// The next diagnostics published for `uri` (optionally for one version).
  func diagnostics(for uri: String, version: Int? = nil) throws -> [JSON] {
    let message = try next { message in
      guard message["method"] as? String == "textDocument/publishDiagnostics",
        let params = message["params"] as? JSON, params["uri"] as? String == uri
      else { return false }
      return version == nil || params["version"] as? Int == version
    }
    return (message["params"] as! JSON)["diagnostics"] as! [JSON]
  }

  /// The first diagnostics published for a document that satisfy `settled`, skipping earlier
  /// publications: a server may publish a document again while a change elsewhere (an
  /// include closed, a file changed on disk) is still on its way, and only the state it
  /// settles in is the test's. Each wait is bounded as ``diagnostics(for:version:)``'s is.
  func diagnostics(for uri: String, settlingOn settled: ([JSON]) -> Bool) throws -> [JSON] {
    while true {
      let diagnostics = try diagnostics(for: uri)
      if settled(diagnostics) { return diagnostics }
    }
  }

  /// Whether a message is waiting or comes within `seconds` (one that comes is kept).
  func hasMessage(within seconds: Double) throws -> Bool {
    if !unread.isEmpty { return true }
    guard let message = try readMessage(until: Date().addingTimeInterval(seconds)) else {
      return false
    }
    unread.append(message)
    return true
  }

  /// Waits for the server to exit and returns its status (`nil` if it does not within the
  /// bound, after which it is killed).
  func waitForExit(seconds: Double = 30) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    var status: Int32 = 0
    while Date() < deadline {
      if waitpid(pid, &status, WNOHANG) == pid {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
      }
      usleep(2_000)
    }
    return nil
  }

  private func readMessage(until deadline: Date) throws -> JSON? {
    while true {
      if let message = try takeFrame() { return message }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return nil }
      var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(min(remaining, 1) * 1000))
      if ready <= 0 { continue }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      buffer += chunk[0..<count]
    }
  }

  private func takeFrame() throws -> JSON? {
    let separator: [UInt8] = [13, 10, 13, 10]
    guard let headerEnd = buffer.indices.first(where: { buffer[$0...].starts(with: separator) })
    else { return nil }
    let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
    guard
      let line = header.split(separator: "\r\n").first(where: { $0.hasPrefix("Content-Length:") }),
      let length = Int(line.dropFirst("Content-Length:".count).trimmingCharacters(in: .whitespaces))
    else { throw RunError("bad header from the server: \(header)") }
    let bodyStart = headerEnd + 4
    guard buffer.count >= bodyStart + length else { return nil }
    let body = Data(buffer[bodyStart..<(bodyStart + length)])
    buffer.removeFirst(bodyStart + length)
    guard let message = try JSONSerialization.jsonObject(with: body) as? JSON else {
      throw RunError("a message that is not an object")
    }
    return message
  }
}
