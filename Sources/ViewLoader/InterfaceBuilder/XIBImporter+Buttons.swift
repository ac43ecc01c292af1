/// A button's values: its states' titles, images and colours, and the configuration of an
/// iOS 15 button, which replaces its normal state's.
extension XIBImporter {
  /// `<state key="normal" title= image=>` with its colours: a button's title, image and title
  /// colour; other states (`selected`, `highlighted`, `disabled`) set the kit's per-state
  /// properties when it has them (`selectedTitle`).
  mutating func readButtonState(_ element: Int32, state: String, into node: Int32) {
    func name(_ base: String) -> String {
      state == "normal" ? base : state + base.prefix(1).uppercased() + base.dropFirst()
    }
    for attribute in ["title", "image", "backgroundImage"] {
      if let value = document.attribute(attribute, of: element) {
        assign(value.value, to: name(attribute), of: node, at: value.position, from: attribute)
      }
    }
    for child in document.children(of: element) {
      if document.element(child, isNamed: .color), let key = document.value(.key, of: child) {
        readColor(child, property: name(key), into: node)
      } else if document.element(child, isNamed: .attributedString),
        document.value(.key, of: child) == "attributedTitle"
      {
        readAttributedString(
          child, text: name("title"), color: name("titleColor"), into: node)
      } else if document.name(of: child) == "imageReference",
        let key = document.value(.key, of: child), key == "image" || key == "backgroundImage",
        let image = document.attribute(.image, of: child)
      {
        // An image by name, as Xcode 11 and later write a state's symbol or rendering mode
        // (`<imageReference key="image" image="sort" renderingMode="original"/>`).
        assign(image.value, to: name(key), of: node, at: image.position, from: "image")
      }
    }
  }

  /// `<buttonConfiguration key="configuration">` (iOS 15 and later): what a configured button
  /// shows. Its title, image, title font and foreground colour replace the normal state's:
  /// Xcode still writes `<state key="normal" title="Button"/>` beside it, for the systems
  /// before configurations, but UIKit and Interface Builder's canvas show the configuration's,
  /// so a configuration without a title shows none (a tap area, an image alone). Its style
  /// and content insets set the button's padding; its background is not modelled.
  mutating func readButtonConfiguration(_ element: Int32, into node: Int32) {
    nodes[Int(node)].properties.removeAll {
      ["title", "image", "titleColor"].contains($0.descriptor.name)
    }
    let style = document.attribute(.style, of: element)
    assign(
      style?.value ?? "plain", to: "configurationStyle", of: node,
      at: style?.position ?? document.position(of: element), from: "style")
    for attribute in ["title", "image"] {
      if let value = document.attribute(attribute, of: element) {
        assign(value.value, to: attribute, of: node, at: value.position, from: attribute)
      }
    }
    for child in document.children(of: element) {
      let (name, key) = (document.name(of: child), document.value(.key, of: child))
      switch (name, key) {
      case ("imageReference", "image"), ("directionalEdgeInsets", "contentInsets"):
        readValue(child, name: name, key: key, into: node)
      case ("attributedString", "attributedTitle"):
        readAttributedString(child, text: "title", color: "titleColor", into: node)
      case ("fontDescription", "titleFontDescription"): readFont(child, into: node)
      case ("color", "baseForegroundColor"):
        readColor(child, property: "titleColor", into: node)
      default: break
      }
    }
  }
}
