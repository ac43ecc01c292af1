extension XIBNibWriter {
  /// The sizes Interface Builder's canvas gives views that a nib says as their placeholder
  /// intrinsic sizes, so that the nib is laid out, and linted, with the sizes its document
  /// was: a view's own placeholder; else the size Xcode rendered a designable view (or an
  /// element the kit does not model) with, but for a label, which the kit measures; else an
  /// image view's image's size, which the document lists among its resources and a nib
  /// cannot.
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
        let type = template.type(of: template.nodes[index]), !type.isSubtype(of: "Label")
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
