/// A text outline of a view tree, one line per view, indented by depth: its type name, its id,
/// its frame and what it shows, for snapshot files and the preview's object tree.
///
/// ```
/// View #root (0 0 320 480)
///   Label #title (20 20 280 44) text="Welcome"
///   Switch (250 10 51 31) on
/// ```
///
/// Every view is listed, hidden ones too (marked `hidden`); texts are JSON string literals, so
/// a line never breaks. Views deeper than 64 levels are indented as at 64, after their depth in
/// brackets (`[65] View …`).
package struct ViewOutline {
  private var names: TypeNames
  /// The deepest a line is indented; deeper lines say their depth.
  static let maximumIndent = 64

  /// An outline that names types as `registry` does (and `typeNames` for particular objects).
  package init(registry: TypeRegistry, typeNames: [ObjectIdentifier: String] = [:]) {
    names = TypeNames(registry: registry, names: typeNames)
  }

  /// The outline of `root` and its subviews, each line ending in a line feed.
  package mutating func text(of root: View) -> String {
    var text = ""
    var pending: [(View, Int)] = [(root, 0)]
    while let (view, depth) = pending.popLast() {
      // Indented up to a depth, then numbered: a chain of views built in code may be
      // arbitrarily deep, and its outline must stay linear in size.
      let indent = String(repeating: "  ", count: min(depth, ViewOutline.maximumIndent))
      let level = depth > ViewOutline.maximumIndent ? "[\(depth)] " : ""
      text += indent + level + line(for: view) + "\n"
      for child in view.subviews.reversed() { pending.append((child, depth + 1)) }
    }
    return text
  }

  /// One view's line, without indentation.
  package mutating func line(for view: View) -> String {
    var parts = [names.name(of: view)]
    if let id = view.nibID { parts.append("#" + id) }
    let frame = view.frame
    parts.append(
      "("
        + [frame.origin.x, frame.origin.y, frame.width, frame.height].map(SVGMarkup.number)
        .joined(separator: " ") + ")")
    if view.isHidden { parts.append("hidden") }
    if view.alpha != 1 { parts.append("alpha=" + SVGMarkup.number(view.alpha)) }
    if view.clipsToBounds { parts.append("clips") }
    parts += ViewOutline.content(of: view)
    return parts.joined(separator: " ")
  }

  /// What a kit view shows, as `key="text"` and flags.
  private static func content(of view: View) -> [String] {
    func quoted(_ key: String, _ value: String?) -> [String] {
      value.map { [key + "=" + jsonString($0)] } ?? []
    }
    switch view {
    case let label as Label:
      return quoted("text", label.text)
    case let button as Button:
      return quoted("title", button.title) + quoted("image", button.image)
        + (button.isEnabled ? [] : ["disabled"])
    case let field as TextField:
      return quoted("text", field.text) + quoted("placeholder", field.placeholder)
        + (field.isSecureTextEntry ? ["secure"] : [])
    case let toggle as Switch:
      return [toggle.isOn ? "on" : "off"]
    case let picker as DatePicker:
      let text = DateText(picker.date)
      return ["date=" + jsonString(text.date + " " + text.time)]
    case let image as ImageView:
      return quoted("image", image.image)
    case let indicator as ActivityIndicator:
      return indicator.isAnimating ? ["animating"] : []
    case let stub as Stub:
      return quoted("nib", stub.nibName)
    case let cell as TableViewCell:
      return quoted("text", cell.text) + quoted("detail", cell.detailText)
        + (cell.accessoryType == .none ? [] : [cell.accessoryType.rawValue])
    case let scroll as ScrollView:
      let offset = scroll.contentOffset
      return offset == .zero
        ? [] : ["offset=(\(SVGMarkup.number(offset.x)) \(SVGMarkup.number(offset.y)))"]
    default:
      return []
    }
  }
}
