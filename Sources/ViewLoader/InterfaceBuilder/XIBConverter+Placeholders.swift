extension XIBNibWriter {
  /// The kit types whose intrinsic sizes the kit measures itself, on the canvas too (their
  /// text, their fixed sizes): a designable view of one of them keeps its measured size, as
  /// the canvas gives it (`View.classIntrinsicContentSize`).
  static let measuredKitTypes = [
    "Label", "Button", "TextField", "ImageView", "Switch", "ActivityIndicator",
    "SegmentedControl", "Slider", "ProgressView", "Stepper", "NavigationBar", "Toolbar",
    "TabBar", "SearchBar", "PageControl",
  ]

  /// The sizes Interface Builder's canvas gives views that a nib says as their placeholder
  /// intrinsic sizes, so that the nib is laid out, and linted, with the sizes its document
  /// was: a view's own placeholder; else the size Xcode rendered a designable view (or an
  /// element the kit does not model) with, when the kit does not measure its kind
  /// (``measuredKitTypes``); else an image view's image's size, which the document lists
  /// among its resources and a nib cannot.
  static func placeholderSizes(_ template: NibTemplate, _ info: InterfaceBuilderInfo)
    -> [Int: Size]
  {
    var sizes: [Int: Size] = [:]
    for (index, node) in template.nodes.enumerated() {
      guard let type = template.type(of: node), type.isView else { continue }
      if type.isSubtype(of: "ImageView"),
        let image = template.properties(of: node).first(where: { $0.name == "image" }),
        case .string(let name) = image.value, let size = info.imageSizes[name]
      {
        sizes[index] = size
      }
    }
    for (id, size) in info.designableSizes {
      guard let index = template.ids[id].map({ Int($0.node) }),
        let type = template.type(of: template.nodes[index]),
        !measuredKitTypes.contains(where: type.isSubtype(of:))
      else { continue }
      sizes[index] = size
    }
    for (id, size) in info.placeholderSizes {
      guard let index = template.ids[id].map({ Int($0.node) }) else { continue }
      sizes[index] = size
    }
    return sizes
  }
}
