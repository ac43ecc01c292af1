import ViewLoader

/// One file's page: its picture (the first top-level view, each drawn view's group with an
/// `id` to link to), its object tree and its findings, each finding linked to the drawn view it
/// concerns (the view whose element starts last at or before the finding).
struct FilePage {
  /// The served folder, absolute.
  let folder: String
  /// The file's path relative to the folder.
  let relativePath: String
  /// The file's absolute path.
  let path: String
  /// The picture and what links into it, when the file could be instantiated.
  let picture: Picture?
  /// The linter's findings, and the instantiation's errors when the linter saw none.
  let findings: [Diagnostic]

  /// A drawn view and where to link to it.
  struct Picture {
    var svg: String
    /// The tree's lines, with their depth and the anchor of their view.
    var outline: [(depth: Int, line: String, anchor: String)]
    /// The drawn views' elements with their anchors, in document order.
    var elements: [(element: CreatedElement, anchor: String)]
  }

  init(folder: String, relativePath: String, linter: Linter) {
    self.folder = folder
    self.relativePath = relativePath
    path = folder + "/" + relativePath
    var findings = linter.lint(path: path)
    switch linter.instantiateForPicture(path: path) {
    case .success(let loaded):
      picture = FilePage.picture(of: loaded)
    case .failure(let error):
      picture = nil
      if !findings.contains(where: { $0.severity == .error }) { findings += error.diagnostics }
    }
    self.findings = findings
  }

  private static func picture(of loaded: LoadedNib) -> Picture? {
    guard let root = loaded.topLevelObjects.first(where: { $0 is View }) as? View else {
      return nil
    }
    let created = loaded.createdElements()
    var anchors: [ObjectIdentifier: String] = [:]
    var typeNames: [ObjectIdentifier: String] = [:]
    var elements: [(element: CreatedElement, anchor: String)] = []
    for (index, entry) in created.enumerated() where entry.object is View {
      let anchor = "view-\(index + 1)"
      anchors[ObjectIdentifier(entry.object)] = anchor
      typeNames[ObjectIdentifier(entry.object)] = entry.element.typeName
      if let view = entry.object as? View, view.isDescendant(of: root) {
        elements.append((entry.element, anchor))
      }
    }
    var options = SVGRenderer.Options()
    options.objectTypeNames = typeNames
    options.anchors = anchors
    let svg = SVGRenderer(options: options).render(root)
    var outliner = ViewOutline(registry: .standard, typeNames: typeNames)
    var outline: [(depth: Int, line: String, anchor: String)] = []
    var pending: [(View, Int)] = [(root, 0)]
    while let (view, depth) = pending.popLast() {
      outline.append((depth, outliner.line(for: view), anchors[ObjectIdentifier(view)] ?? ""))
      for child in view.subviews.reversed() { pending.append((child, depth + 1)) }
    }
    return Picture(svg: svg, outline: outline, elements: elements)
  }

  /// The anchor of the drawn view a finding concerns, if any.
  func anchor(for diagnostic: Diagnostic) -> String? {
    guard let picture else { return nil }
    let location = diagnostic.location
    var best: (line: Int, column: Int, anchor: String)?
    for (element, anchor) in picture.elements where element.file == location.file {
      let before =
        element.line < location.line
        || (element.line == location.line && element.column <= location.column)
      guard before else { continue }
      if best.map({ ($0.line, $0.column) < (element.line, element.column) }) ?? true {
        best = (element.line, element.column, anchor)
      }
    }
    return best?.anchor
  }

  /// The page's content.
  func body() -> String {
    var html = "<p class=\"back\"><a href=\"/\">All files</a></p>\n"
    html += "<h1>" + HTML.escaped(relativePath) + "</h1>\n<div class=\"columns\">\n"
    html += "<section class=\"picture\">\n"
    if let picture {
      html += picture.svg
    } else {
      html += "<p>Nothing to draw: the file does not load (see its findings).</p>\n"
    }
    html += "</section>\n<section class=\"side\">\n<h2>Findings</h2>\n"
    if findings.isEmpty {
      html += "<p class=\"clean\">No findings.</p>\n"
    } else {
      html += "<ul class=\"findings\">\n"
      for diagnostic in findings {
        html += "<li class=\"\(diagnostic.severity.rawValue)\">" + finding(diagnostic) + "</li>\n"
      }
      html += "</ul>\n"
    }
    if let picture {
      html += "<h2>Objects</h2>\n<ul class=\"tree\">\n"
      for entry in picture.outline {
        html +=
          "<li style=\"padding-left: \(entry.depth * 16)px\"><a href=\"#"
          + HTML.escaped(entry.anchor) + "\"><code>" + HTML.escaped(entry.line)
          + "</code></a></li>\n"
      }
      html += "</ul>\n"
    }
    return html + "</section>\n</div>\n"
  }

  /// One finding: where, what, which rule; the place links to its view when there is one.
  private func finding(_ diagnostic: Diagnostic) -> String {
    let location = diagnostic.location
    // Paths inside the folder print relative to it, as the index names the files.
    let file = PathName.relative(location.file, to: folder) ?? location.file
    let place = HTML.escaped("\(file):\(location.line):\(location.column)")
    let linked = anchor(for: diagnostic).map { "<a href=\"#\($0)\">\(place)</a>" } ?? place
    return linked + " <span class=\"severity\">" + diagnostic.severity.rawValue + "</span> "
      + HTML.escaped(diagnostic.message) + " <span class=\"rule\">[" + HTML.escaped(diagnostic.rule)
      + "]</span>"
  }
}
