import ViewLoader

/// What the preview answers: the index of the folder's view files, each file's page (its
/// picture, object tree and findings) and the pieces the page's script fetches. Paths are
/// checked before anything is read: only a file of the folder's listing is ever opened.
struct PreviewSite {
  /// The served folder, absolute.
  let folder: String
  /// The port the server listens on: a request must name it in its `Host` header.
  let port: Int
  /// Checks and draws the files (with the schemas given).
  let linter: Linter

  /// What to do with a request.
  enum Reply {
    /// Send a response and close.
    case response(HTTPResponse)
    /// Keep the connection open as a stream of server-sent events about changes.
    case events
  }

  /// Answers a request, given the folder's current view files.
  func reply(to request: HTTPRequest, files: [String]) -> Reply {
    guard isAllowedHost(request.headers["host"]) else { return .response(.error(403)) }
    guard request.method == "GET" || request.method == "HEAD" else {
      return .response(.error(405))
    }
    guard let segments = RequestPath.segments(of: request.path) else {
      return .response(.error(404))
    }
    switch segments.first {
    case nil:
      return .response(
        page(title: "Views", events: "/events", fragment: "/fragment", body: index(files)))
    case "preview.js" where segments.count == 1:
      return .response(
        HTTPResponse(
          status: 200, contentType: "text/javascript; charset=utf-8", text: PreviewAssets.script))
    case "events":
      return .events
    case "fragment" where segments.count == 1:
      return .response(html(index(files)))
    case "file", "fragment", "svg":
      let relative = segments.dropFirst().joined(separator: "/")
      guard segments.count > 1, files.contains(relative) else { return .response(.error(404)) }
      let entry = FilePage(folder: folder, relativePath: relative, linter: linter)
      switch segments[0] {
      case "svg":
        guard let svg = entry.picture?.svg else { return .response(.error(404)) }
        return .response(
          HTTPResponse(status: 200, contentType: "image/svg+xml; charset=utf-8", text: svg))
      case "fragment":
        return .response(html(entry.body()))
      default:
        let encoded = RequestPath.encode(relative)
        return .response(
          page(
            title: relative, events: "/events/" + encoded, fragment: "/fragment/" + encoded,
            body: entry.body()))
      }
    default:
      return .response(.error(404))
    }
  }

  /// Whether a `Host` header names this server: `127.0.0.1:PORT` or `localhost:PORT`. A page
  /// of another site that had its name resolve to 127.0.0.1 (DNS rebinding) sends its own
  /// name, and is refused.
  func isAllowedHost(_ host: String?) -> Bool {
    guard let host = host?.lowercased() else { return false }
    return host == "127.0.0.1:\(port)" || host == "localhost:\(port)"
  }

  /// The index: a link per file, named after it.
  private func index(_ files: [String]) -> String {
    var body = "<h1>" + HTML.escaped(PathName.lastComponent(of: folder)) + "</h1>\n"
    if files.isEmpty {
      body += "<p>No .nib or .xib files here yet.</p>\n"
    }
    body += "<ul class=\"files\">\n"
    for file in files {
      body +=
        "<li><a href=\"/file/" + HTML.escaped(RequestPath.encode(file)) + "\">"
        + HTML.escaped(file) + "</a></li>\n"
    }
    return body + "</ul>\n"
  }

  private func html(_ fragment: String) -> HTTPResponse {
    HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", text: fragment)
  }

  /// A whole page around `body`; the script keeps it up to date from `events`.
  private func page(title: String, events: String, fragment: String, body: String) -> HTTPResponse {
    html(
      "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        + "<title>" + HTML.escaped(title) + " · viewcheck preview</title>"
        + "<style>" + PreviewAssets.style + "</style>"
        + "<script src=\"/preview.js\" defer></script></head>\n"
        + "<body data-events=\"" + HTML.escaped(events) + "\" data-fragment=\""
        + HTML.escaped(fragment) + "\">\n<main id=\"content\">\n" + body
        + "</main>\n</body></html>\n")
  }
}

/// Escaping for HTML text and attribute values.
enum HTML {
  /// `text` with `&`, `<`, `>`, `"` and `'` as character references, and characters no page
  /// should hold (controls, noncharacters) as U+FFFD: the pictures' own escaping, which suits
  /// HTML as well.
  static func escaped(_ text: String) -> String {
    SVGMarkup.escaped(text)
  }
}
