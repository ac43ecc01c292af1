import FoundationEssentials
import Glibc
import ViewLoader

/// `viewcheck preview [--port N] [--schema F] <folder>`: serves the folder's view files, each
/// with its picture, object tree and findings, on 127.0.0.1, until interrupted.
enum Preview {
  /// Checks the folder and the schemas, starts the server and serves until the process is
  /// interrupted.
  /// - Parameters:
  ///   - options: The parsed options.
  ///   - console: Where to write the address.
  /// - Throws: ``RunFailure`` when the folder, a schema or the port cannot be used (exit
  ///   status 2).
  static func run(_ options: PreviewOptions, console: Console) throws(RunFailure) -> Int32 {
    let server = try makeServer(options, console: console)
    console.writeOutput(
      "Serving \(options.folder) on http://127.0.0.1:\(server.port)/ (Ctrl-C to stop)\n")
    server.run()
    return 0
  }

  /// The server for `options`, listening.
  static func makeServer(_ options: PreviewOptions, console: Console) throws(RunFailure)
    -> PreviewServer
  {
    let folder = PathName.absolute(options.folder, in: console.currentDirectory)
    var status = stat()
    guard stat(folder, &status) == 0 else { throw RunFailure.noSuchFile(options.folder) }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw RunFailure("cannot serve '\(options.folder)': not a folder")
    }
    let linter = try Render.makeLinter(
      schemas: options.schemas, console: console, file: nil)
    return try PreviewServer(
      port: options.port,
      makeSite: { PreviewSite(folder: folder, port: $0, linter: linter) },
      watcher: PollingWatcher(folder: folder))
  }
}
