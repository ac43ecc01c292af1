import Foundation
import Glibc
import Testing

@testable import viewcheck

/// The preview server, driven over real sockets on a loopback port.
@Suite struct PreviewServerTests {
  /// A running server over a copy of `Fixtures/preview` (plus a file beside the folder and a
  /// link to it), stopped by `finish()`.
  final class Running: @unchecked Sendable {
    let server: PreviewServer
    let temporary: TemporaryFolder
    let folder: String
    let client: HTTPTestClient
    private let done = DispatchSemaphore(value: 0)

    init() throws {
      temporary = try TemporaryFolder()
      folder = temporary.path + "/site"
      try FileManager.default.copyItem(
        atPath: fixturesDirectory.appendingPathComponent("preview").path, toPath: folder)
      try temporary.write("Secret.nib", #"<nib version="1"><Label text="secret"/></nib>"#)
      try FileManager.default.createSymbolicLink(
        atPath: folder + "/Linked.nib", withDestinationPath: temporary.path + "/Secret.nib")
      let console = Console(
        currentDirectory: "/", outputIsTerminal: false, environment: [:], writeOutput: { _ in },
        writeError: { _ in })
      server = try Preview.makeServer(PreviewOptions(folder: folder, port: 0), console: console)
      client = HTTPTestClient(port: server.port)
      let server = server
      let done = done
      Thread {
        server.run()
        done.signal()
      }.start()
    }

    func finish() {
      server.stop()
      done.wait()
      temporary.remove()
    }
  }

  @Test func theIndexLinksEveryViewFileByName() throws {
    let running = try Running()
    defer { running.finish() }
    let answer = running.client.get("/")
    #expect(answer.status == 200)
    #expect(answer.head.contains("Content-Type: text/html"))
    #expect(answer.body.contains(#"<a href="/file/Card.nib">Card.nib</a>"#))
    #expect(answer.body.contains(#"<a href="/file/nested/Broken.nib">nested/Broken.nib</a>"#))
    #expect(answer.body.contains(#"<a href="/file/Banner.xib">Banner.xib</a>"#))
    // A link that leads out of the folder is not listed.
    #expect(!answer.body.contains("Linked.nib"))
  }

  @Test func aFilePageShowsItsPictureTreeAndLinkedFindings() throws {
    let running = try Running()
    defer { running.finish() }
    let page = running.client.get("/file/Card.nib")
    #expect(page.status == 200)
    #expect(page.body.contains(#"<svg xmlns="http://www.w3.org/2000/svg""#))
    #expect(
      page.body.contains(
        #"<g data-type="View" data-id="badge" id="view-3" data-frame="180 80 40 40">"#))
    #expect(page.body.contains(##"<a href="#view-2"><code>Label #heading (10 10 180 24)"##))
    // The badge pokes out of the card: the finding links to the badge's picture.
    #expect(page.body.contains(##"<a href="#view-3">Card.nib:6:22</a>"##))
    #expect(page.body.contains("frame-outside-parent"))
    #expect(page.body.contains(#"<script src="/preview.js" defer></script>"#))
    #expect(page.head.contains("Content-Security-Policy: default-src 'none'; script-src 'self'"))
    let broken = running.client.get("/file/nested/Broken.nib")
    #expect(broken.status == 200 && !broken.body.contains("<svg"))
    #expect(broken.body.contains("nested/Broken.nib:4:10"))
    #expect(broken.body.contains("unknown-property"))
    #expect(running.client.get("/preview.js").body.contains("EventSource"))
    // An Interface Builder document is drawn too, its views named by Interface Builder's ids.
    let banner = running.client.get("/file/Banner.xib")
    #expect(banner.body.contains(#"<g data-type="Switch" data-id="swi-tc-h01""#))
    #expect(running.client.get("/svg/Banner.xib").head.contains("Content-Type: image/svg+xml"))
  }

  @Test func aSaveIsAnnouncedToTheFilesPage() throws {
    let running = try Running()
    defer { running.finish() }
    let stream = running.client.connectSocket()
    #expect(stream >= 0)
    defer { close(stream) }
    running.client.send(
      stream,
      Array("GET /events/Card.nib HTTP/1.1\r\nHost: localhost:\(running.server.port)\r\n\r\n".utf8))
    let opened = running.client.read(stream, until: "retry: 1000")
    #expect(opened.contains("Content-Type: text/event-stream"))
    let card = running.folder + "/Card.nib"
    let text = try String(contentsOfFile: card, encoding: .utf8)
    try text.replacing("Card", with: "Saved card").write(
      toFile: card, atomically: true, encoding: .utf8)
    #expect(running.client.read(stream, until: "event: change").contains("event: change"))
    // The page's content, fetched again, shows the change.
    #expect(running.client.get("/fragment/Card.nib").body.contains("Saved card"))
  }

  @Test(arguments: [
    "/file/../Package.swift", "/file/%2e%2e/Package.swift", "/file/%2E%2E%2FSecret.nib",
    "/file/..%2FSecret.nib", "/file/Linked.nib", "/file/Missing.nib", "/file/Card.nib%00",
    "/file/nested%5C..%5CCard.nib", "/file/%zz", "/svg/../../etc/passwd", "/..", "/file",
    "/file/./Card.nib", "/%c0%ae%c0%ae/Secret.nib", "/etc/passwd", "//etc/passwd",
  ])
  func pathsOutsideTheFolderAreNotFound(_ path: String) throws {
    let running = try Running()
    defer { running.finish() }
    let answer = running.client.get(path)
    #expect(answer.status == 404)
    #expect(!answer.body.contains("secret"))
  }

  @Test(arguments: [
    "evil.example", "evil.example:PORT", "127.0.0.1", "127.0.0.1:1", "localhost.evil.example:PORT",
    "127.0.0.2:PORT", "[::1]:PORT", "",
  ])
  func aForeignHostIsForbidden(_ host: String) throws {
    let running = try Running()
    defer { running.finish() }
    let name = host.replacing("PORT", with: "\(running.server.port)")
    #expect(running.client.get("/", host: name).status == 403)
    #expect(running.client.get("/file/Card.nib", host: name).status == 403)
    #expect(running.client.get("/", host: "LOCALHOST:\(running.server.port)").status == 200)
  }

  @Test func itListensOnLoopbackOnly() throws {
    let running = try Running()
    defer { running.finish() }
    // Another address of the loopback network reaches this machine, but not the server.
    var other = running.client
    other.address = "127.0.0.2"
    #expect(other.connectSocket() == -1)
    #expect(errno == ECONNREFUSED)
    #expect(running.client.get("/").status == 200)
  }

  @Test func hostileRequestsGetAnErrorAndHarmNoOtherClient() throws {
    let running = try Running()
    defer { running.finish() }
    let client = running.client
    let host = "Host: 127.0.0.1:\(running.server.port)\r\n"
    // Idle and slow clients hold their slots without holding the server.
    let idle = (0..<8).map { _ in client.connectSocket() }
    defer { idle.forEach { close($0) } }
    let slow = client.connectSocket()
    client.send(slow, Array("GET / HTTP/1.1\r\nHo".utf8))
    defer { close(slow) }
    #expect(client.get("/").status == 200)
    // A head past the limit, however it comes.
    let huge =
      "GET / HTTP/1.1\r\n" + host + "X: " + String(repeating: "a", count: 40_000) + "\r\n\r\n"
    #expect(client.exchange(Array(huge.utf8)).status == 431)
    let endless = "GET / HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: 5_000)
    #expect(client.exchange(Array(endless.utf8)).status == 431)
    // Garbage, wrong methods, bad versions.
    #expect(client.exchange(Array("\u{00}\u{01}\r\n\r\n".utf8)).status == 400)
    #expect(client.exchange(Array("GET / SPDY/3\r\n\r\n".utf8)).status == 400)
    #expect(client.exchange([0xFF, 0xFE, 0x0D, 0x0A, 0x0D, 0x0A]).status == 400)
    #expect(client.get("/", method: "POST").status == 405)
    #expect(client.get("/", method: "DELETE").status == 405)
    let head = client.get("/", method: "HEAD")
    #expect(head.status == 200 && head.body.isEmpty)
    #expect(client.get("/").status == 200)
  }

  @Test func connectionsPastTheLimitAreTurnedAwayAndTheServerRecovers() throws {
    let running = try Running()
    defer { running.finish() }
    let client = running.client
    var held = (0..<PreviewServer.maximumConnections).map { _ in client.connectSocket() }
    // Give the server the time to accept them all: a request on each would be answered.
    #expect(client.get("/").status == 503)
    held.forEach { close($0) }
    held = []
    var status = 0
    for _ in 0..<50 where status != 200 {
      status = client.get("/").status
      if status != 200 { usleep(100_000) }
    }
    #expect(status == 200)
  }
}
