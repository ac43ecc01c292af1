import Glibc

/// A small HTTP/1.1 server on 127.0.0.1 only, one thread, every socket non-blocking: a slow or
/// hostile client holds a bounded buffer and a connection slot until its deadline, never the
/// server. Each request gets one response and the connection closes, except the streams of
/// server-sent events, which stay open and hear of changes (polled once a second).
final class PreviewServer: @unchecked Sendable {
  // Unchecked: everything but `stop()` runs on the thread that calls `run()`; `stop()` only
  // writes to the wake-up pipe, which is safe from any thread.

  /// The port the server listens on (the one the system chose, for port 0).
  let port: Int
  /// The most connections open at once; further ones are closed as they arrive.
  static let maximumConnections = 64
  /// How long a client has to send its request head, in seconds.
  static let requestDeadline = 10.0
  /// How long a response may take to be read by its client, in seconds.
  static let responseDeadline = 30.0
  /// The most bytes waiting for an event stream's client; a client that reads less is dropped.
  static let maximumStreamBacklog = 256 * 1024

  private let listener: Int32
  private let wakeReader: Int32
  private let wakeWriter: Int32
  private var site: PreviewSite
  private var watcher: any FolderWatcher
  private var connections: [Int32: Connection] = [:]

  /// One client.
  private struct Connection {
    var input: [UInt8] = []
    var output: [UInt8] = []
    var written = 0
    var deadline: Double
    var isStream = false
    /// Whether the response is complete once `output` is written (then the socket closes).
    var closesWhenWritten = false
  }

  /// Binds 127.0.0.1:`port` and starts listening.
  /// - Throws: ``RunFailure`` when the port cannot be had.
  init(
    port: Int, makeSite: (Int) -> PreviewSite, watcher: any FolderWatcher
  ) throws(RunFailure) {
    let socketDescriptor = socket(
      AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard socketDescriptor >= 0 else {
      throw RunFailure("cannot open a socket: \(PreviewServer.reason())")
    }
    var yes: Int32 = 1
    setsockopt(
      socketDescriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian  // 127.0.0.1, and nothing else
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(socketDescriptor, 64) == 0 else {
      let reason = PreviewServer.reason()
      close(socketDescriptor)
      throw RunFailure("cannot listen on 127.0.0.1:\(port): \(reason)")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(socketDescriptor, $0, &length)
      }
    }
    self.port = Int(UInt16(bigEndian: actual.sin_port))
    PreviewServer.makeNonBlocking(socketDescriptor)
    var pipeDescriptors: [Int32] = [0, 0]
    guard pipe(&pipeDescriptors) == 0 else {
      close(socketDescriptor)
      throw RunFailure("cannot make a pipe: \(PreviewServer.reason())")
    }
    for descriptor in pipeDescriptors {
      PreviewServer.makeNonBlocking(descriptor)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    listener = socketDescriptor
    wakeReader = pipeDescriptors[0]
    wakeWriter = pipeDescriptors[1]
    site = makeSite(self.port)
    self.watcher = watcher
  }

  deinit {
    for descriptor in connections.keys { close(descriptor) }
    close(listener)
    close(wakeReader)
    close(wakeWriter)
  }

  /// Makes ``run()`` return soon; callable from any thread.
  func stop() {
    var byte: UInt8 = 1
    _ = write(wakeWriter, &byte, 1)
  }

  /// Serves until ``stop()`` is called.
  func run() {
    var nextTick = PreviewServer.now() + 1
    var nextKeepAlive = PreviewServer.now() + 15
    while true {
      var descriptors = [
        pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0),
        pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
      ]
      for (descriptor, connection) in connections {
        let wantsWrite = connection.written < connection.output.count
        // A stream is read too: what its client sends is dropped, and its end is seen.
        let events =
          wantsWrite && !connection.isStream
          ? Int16(POLLOUT) : Int16(POLLIN) | (wantsWrite ? Int16(POLLOUT) : 0)
        descriptors.append(pollfd(fd: descriptor, events: events, revents: 0))
      }
      var now = PreviewServer.now()
      var wait = nextTick - now
      for connection in connections.values where !connection.isStream {
        wait = min(wait, connection.deadline - now)
      }
      let timeout = Int32(max(0, min(wait, 1)) * 1000) + 1
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0, errno != EINTR { return }
      if descriptors[0].revents != 0 { return }
      if descriptors[1].revents & Int16(POLLIN) != 0 { acceptAll() }
      for entry in descriptors.dropFirst(2) where entry.revents != 0 {
        service(entry.fd, events: entry.revents)
      }
      now = PreviewServer.now()
      for (descriptor, connection) in connections
      where !connection.isStream && connection.deadline < now {
        drop(descriptor)
      }
      if now >= nextTick {
        nextTick = now + 1
        if !watcher.changes().isEmpty { broadcast("event: change\ndata: \n\n") }
      }
      if now >= nextKeepAlive {
        nextKeepAlive = now + 15
        broadcast(": still here\n\n")
      }
    }
  }

  private func acceptAll() {
    while true {
      let client = accept(listener, nil, nil)
      guard client >= 0 else { return }
      PreviewServer.makeNonBlocking(client)
      _ = fcntl(client, F_SETFD, FD_CLOEXEC)
      guard connections.count < PreviewServer.maximumConnections else {
        let busy = HTTPResponse.error(503).serialized()
        _ = busy.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        close(client)
        continue
      }
      connections[client] = Connection(
        deadline: PreviewServer.now() + PreviewServer.requestDeadline)
    }
  }

  /// Reads what a client sent and writes what it is owed.
  private func service(_ descriptor: Int32, events: Int16) {
    guard var connection = connections[descriptor] else { return }
    if events & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 {
      drop(descriptor)
      return
    }
    if events & Int16(POLLIN) != 0, connection.isStream || connection.output.isEmpty {
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) {
        drop(descriptor)
        return
      }
      if count > 0, !connection.isStream {
        connection.input += buffer[..<count]
        respond(to: &connection)
      }
    }
    if connection.written < connection.output.count {
      let count = connection.output[connection.written...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count < 0, errno != EAGAIN, errno != EINTR {
        drop(descriptor)
        return
      }
      if count > 0 { connection.written += count }
      if connection.written == connection.output.count {
        connection.output = []
        connection.written = 0
        if connection.closesWhenWritten {
          drop(descriptor)
          return
        }
      }
    }
    connections[descriptor] = connection
  }

  /// Parses the request once its head is complete and queues the answer.
  private func respond(to connection: inout Connection) {
    let request: HTTPRequest
    switch HTTPRequest.parse(connection.input) {
    case .failure(.incomplete):
      return
    case .failure(.tooLarge):
      finish(&connection, with: .error(431))
      return
    case .failure(.malformed):
      finish(&connection, with: .error(400))
      return
    case .success(let parsed):
      request = parsed
    }
    connection.input = []
    switch site.reply(to: request, files: watcher.files) {
    case .response(let response):
      finish(&connection, with: response, headOnly: request.method == "HEAD")
    case .events:
      connection.isStream = true
      connection.output = HTTPResponse.eventStreamHead()
    }
  }

  private func finish(
    _ connection: inout Connection, with response: HTTPResponse, headOnly: Bool = false
  ) {
    connection.input = []
    connection.output = response.serialized(headOnly: headOnly)
    connection.written = 0
    connection.closesWhenWritten = true
    connection.deadline = PreviewServer.now() + PreviewServer.responseDeadline
  }

  /// Queues `text` for every event stream, dropping streams whose clients fell too far behind.
  private func broadcast(_ text: String) {
    let bytes = Array(text.utf8)
    for (descriptor, var connection) in connections where connection.isStream {
      if connection.output.count - connection.written + bytes.count
        > PreviewServer.maximumStreamBacklog
      {
        drop(descriptor)
        continue
      }
      connection.output += bytes
      connections[descriptor] = connection
      service(descriptor, events: 0)
    }
  }

  private func drop(_ descriptor: Int32) {
    connections[descriptor] = nil
    close(descriptor)
  }

  private static func makeNonBlocking(_ descriptor: Int32) {
    let flags = fcntl(descriptor, F_GETFL)
    _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
  }

  /// Seconds on the monotonic clock.
  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  private static func reason() -> String { String(cString: strerror(errno)) }
}
