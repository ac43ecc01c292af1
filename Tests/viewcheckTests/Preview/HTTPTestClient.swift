import Foundation
import Glibc

/// A minimal HTTP client over a real socket, for talking to the preview server.
struct HTTPTestClient {
  let port: Int
  var address = "127.0.0.1"

  /// What came back: the status (0 when none), the head and the body.
  struct Answer {
    var status: Int
    var head: String
    var body: String
  }

  /// A connected socket with a 10-second receive timeout, or -1 with `errno` set.
  func connectSocket() -> Int32 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return -1 }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var target = sockaddr_in()
    target.sin_family = sa_family_t(AF_INET)
    target.sin_port = in_port_t(UInt16(port).bigEndian)
    inet_pton(AF_INET, address, &target.sin_addr)
    let result = withUnsafePointer(to: &target) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else {
      let saved = errno
      close(descriptor)
      errno = saved
      return -1
    }
    return descriptor
  }

  /// Sends raw bytes and reads until the server closes (or 10 seconds pass).
  func exchange(_ raw: [UInt8]) -> Answer {
    let descriptor = connectSocket()
    guard descriptor >= 0 else { return Answer(status: 0, head: "", body: "") }
    defer { close(descriptor) }
    send(descriptor, raw)
    return Self.answer(from: readAll(descriptor))
  }

  /// `GET path` with the right `Host` header (or `host`).
  func get(_ path: String, host: String? = nil, method: String = "GET") -> Answer {
    exchange(
      Array("\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\r\n".utf8))
  }

  func send(_ descriptor: Int32, _ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { return }
      offset += count
    }
  }

  func readAll(_ descriptor: Int32) -> [UInt8] {
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      received += buffer[..<count]
    }
    return received
  }

  /// Reads from a stream until `text` has arrived (or 10 seconds pass without data).
  func read(_ descriptor: Int32, until text: String) -> String {
    var received = ""
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !received.contains(text) {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      received += String(decoding: buffer[..<count], as: UTF8.self)
    }
    return received
  }

  static func answer(from bytes: [UInt8]) -> Answer {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n") else {
      return Answer(status: 0, head: text, body: "")
    }
    let head = String(text[..<split.lowerBound])
    let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return Answer(status: status, head: head, body: String(text[split.upperBound...]))
  }
}
