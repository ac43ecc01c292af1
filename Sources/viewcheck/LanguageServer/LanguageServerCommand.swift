import Dispatch
import Glibc

/// `viewcheck lsp`: the language server, over standard input and output.
///
/// A thread reads the client's frames into an ``EventQueue`` (which bounds how far it may get
/// ahead); the calling thread runs the server's loop until `exit` or the end of the input.
enum LanguageServerCommand {
  /// Serves until the client says `exit` or closes the input.
  /// - Returns: 0 after `shutdown` and `exit`, 1 when the server stops without `shutdown`.
  static func run() -> Int32 {
    // A client that goes away must not kill the server in the middle of a write.
    signal(SIGPIPE, SIG_IGN)
    let queue = EventQueue()
    DispatchQueue(label: "viewcheck.lsp.input").async {
      var reader = MessageReader(descriptor: STDIN_FILENO)
      while true {
        let frame = reader.next()
        queue.push(frame: frame)
        if frame == .end { return }
      }
    }
    let server = LanguageServer(queue: queue, writer: MessageWriter(descriptor: STDOUT_FILENO))
    while true {
      if let status = server.handle(queue.pop()) { return status }
      if queue.isEmpty { server.publishPendingDiagnostics() }
    }
  }
}
