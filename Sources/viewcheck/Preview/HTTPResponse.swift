/// An HTTP/1.1 response the preview server sends: a status, a body and the headers every
/// answer carries (no caching; a content security policy that runs only the server's own
/// script, so that nothing a nib file holds can run in the page; the connection closes).
struct HTTPResponse {
  var status: Int
  var contentType: String
  var body: [UInt8]

  /// The reason phrases of the statuses the server sends.
  private static let reasons: [Int: String] = [
    200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found",
    405: "Method Not Allowed", 408: "Request Timeout", 431: "Request Header Fields Too Large",
    503: "Service Unavailable",
  ]

  /// The policy of every page: the server's own script and styles in the page, nothing else.
  static let securityPolicy =
    "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; "
    + "img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

  /// A text response.
  init(status: Int, contentType: String = "text/plain; charset=utf-8", text: String) {
    self.status = status
    self.contentType = contentType
    self.body = Array(text.utf8)
  }

  /// A plain-text error page.
  static func error(_ status: Int) -> HTTPResponse {
    HTTPResponse(status: status, text: "\(status) \(reasons[status] ?? "Error")\n")
  }

  /// The head and body as sent; `HEAD` gets the head alone.
  func serialized(headOnly: Bool = false) -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(HTTPResponse.reasons[status] ?? "Error")\r\n"
    head += "Content-Type: \(contentType)\r\n"
    head += "Content-Length: \(body.count)\r\n"
    head += HTTPResponse.commonHeaders
    head += "Connection: close\r\n\r\n"
    return Array(head.utf8) + (headOnly ? [] : body)
  }

  /// The head of a stream of server-sent events, which stays open.
  static func eventStreamHead() -> [UInt8] {
    Array(
      ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n" + commonHeaders
        + "Connection: keep-alive\r\n\r\nretry: 1000\n\n").utf8)
  }

  private static let commonHeaders =
    "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
    + "Referrer-Policy: no-referrer\r\nContent-Security-Policy: \(securityPolicy)\r\n"
}
