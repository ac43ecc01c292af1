/// The screen `viewcheck bench --solver N` lays out through the kit: a nib of `N` views (rows
/// of a label and a text field between the root's margins, as ``LayoutBenchmark`` builds
/// them for the solver alone), loaded, laid out with ``View/layoutIfNeeded()`` from scratch,
/// and laid out again after the root is resized.
package struct LayoutScreenBenchmark {
  private let xml: String
  /// The number of views (labels and fields).
  package let viewCount: Int

  /// Makes the screen's nib.
  /// - Parameter views: The number of views (rounded up to an even number).
  package init(views: Int) throws {
    let rows = max(1, (views + 1) / 2)
    var body = ""
    var constraints = ""
    var ids: [String] = []
    func constraint(_ text: String) {
      let id = "c\(ids.count)"
      ids.append("$" + id)
      constraints += "  <LayoutConstraint id=\"\(id)\" \(text)/>\n"
    }
    for row in 0..<rows {
      let label = "label\(row)"
      let field = "field\(row)"
      body += """
            <Label id="\(label)" text="Setting number \(row) of \(rows)" \
        translatesAutoresizingMaskIntoConstraints="false"/>
            <TextField id="\(field)" borderStyle="roundedRect" \
        translatesAutoresizingMaskIntoConstraints="false"/>

        """
      constraint(
        "firstItem=\"$\(label)\" firstAttribute=\"leading\" secondItem=\"$root\" "
          + "secondAttribute=\"leading\" constant=\"16\"")
      let above =
        row == 0
        ? "secondItem=\"$root\" secondAttribute=\"top\""
        : "secondItem=\"$label\(row - 1)\" secondAttribute=\"bottom\""
      constraint("firstItem=\"$\(label)\" firstAttribute=\"top\" \(above) constant=\"8\"")
      constraint(
        "firstItem=\"$root\" firstAttribute=\"trailing\" secondItem=\"$\(field)\" "
          + "secondAttribute=\"trailing\" constant=\"16\"")
      constraint(
        "firstItem=\"$\(field)\" firstAttribute=\"leading\" relation=\"greaterThanOrEqual\" "
          + "secondItem=\"$\(label)\" secondAttribute=\"trailing\" constant=\"8\"")
      constraint(
        "firstItem=\"$\(field)\" firstAttribute=\"width\" secondItem=\"$root\" "
          + "secondAttribute=\"width\" multiplier=\"0.5\" priority=\"500\"")
      constraint(
        "firstItem=\"$\(field)\" firstAttribute=\"centerY\" secondItem=\"$\(label)\" "
          + "secondAttribute=\"centerY\"")
    }
    let height = Double(rows) * 40 + 100
    let xml = """
      <nib version="1">
        <View id="root" frame="0 0 320 \(PropertyValue.double(height).canonicalText)" \
      constraints="\(ids.joined(separator: " "))">
      \(body)  </View>
      \(constraints)</nib>
      """
    _ = try Nib(xml: xml, name: "LayoutScreen")
    self.xml = xml
    viewCount = rows * 2
  }

  /// Loads the screen: compiles its nib and instantiates it, as a cold load does.
  /// - Returns: Its root view, not laid out.
  package func load() -> View {
    do {
      return try Nib(xml: xml, name: "LayoutScreen").instantiate().topLevelObjects.first {
        $0 is View
      } as? View ?? View()
    } catch {
      preconditionFailure("the benchmark's screen loads: \(error)")
    }
  }

  /// Lays a loaded screen out.
  package func layout(_ root: View) {
    root.layoutIfNeeded()
  }

  /// Resizes a laid-out screen between 320 and 414 points wide and lays it out again.
  package func resize(_ root: View) {
    root.frame.size.width = root.frame.size.width == 320 ? 414 : 320
    root.layoutIfNeeded()
  }
}
