/// Cells: a table or collection cell's content view merged into the cell, a macOS control's
/// cell merged into its control, and a styled table cell's labels lifted into its texts.
extension XIBImporter {
  /// A cell's content view: its subviews, constraints, connections and layout guides (its safe
  /// area) are the cell's.
  mutating func mergeContentView(_ element: Int32, into node: Int32, depth: Int32) {
    for child in document.children(of: element) {
      let name = document.name(of: child)
      if XIBElementTable.layoutGuides.contains(name) {
        if let id = document.value(.id, of: child) {
          defineTarget(id, .layoutGuide(view: node, kind: guideKind(child, id: id)))
        }
      } else if XIBElementTable.subviewLists.contains(name) {
        for subview in document.children(of: child) {
          visit(subview, holder: node, key: nil, isSubview: true, depth: depth)
        }
      } else if name == "constraints" {
        for constraint in document.children(of: child)
        where document.element(constraint, isNamed: .constraint) {
          self.constraint(constraint, holder: node, depth: depth)
        }
      } else if name == "connections" {
        for connection in document.children(of: child) {
          pendingConnections.append((.node(node), connection))
        }
      } else if name == "rect", policy.readsAsInterfaceBuilderCanvas,
        document.value(.key, of: child) == "frame"
      {
        sizeCell(node, byContentViewFrame: child)
      }
    }
  }

  /// On Interface Builder's canvas, gives a cell the size of its content view's saved frame
  /// where that is less. Xcode 10 and earlier drew a table cell's separator inside the cell,
  /// below its content view (half a point high, a point on a 1× canvas), and laid the content
  /// out in what was left (77 of the outside documents); a cell with an accessory (a
  /// disclosure indicator, a checkmark) has its content view beside it, 26.5 to 40 points
  /// narrower (27 cells). The kit's cell is its content view: held at the cell's size, the
  /// chains of constraints that fill the content were half a point too long for it
  /// (Rocket.Chat's file cell, 80 points high, its chain 79.5; ownCloud's upload cell,
  /// XLForm's rating cell) or the views pinned to its trailing side reached under the
  /// accessory (ProtonVPN's account details, The Blue Alliance's team cell), and a chain made
  /// for the cell's height, which Xcode's own frames break by half a point, was not reported.
  /// A content view more than a point shorter, or more than an accessory narrower, is one
  /// Xcode 6 and 7 did not resize with its cell (320 by 43 points in cells 65 to 183 high:
  /// their subviews' saved frames fill the cell), and is not the cell's size.
  private mutating func sizeCell(_ cell: Int32, byContentViewFrame frame: Int32) {
    guard let height = document.value(.height, of: frame).flatMap(XIBNumbers.double),
      let width = document.value(.width, of: frame).flatMap(XIBNumbers.double),
      height >= 0, width >= 0,
      let index = nodes[Int(cell)].properties.firstIndex(where: {
        $0.descriptor.name == "frame"
      }),
      case .rect(let rect) = nodes[Int(cell)].properties[index].value,
      height < rect.size.height || width < rect.size.width,
      rect.size.height - height <= 1, rect.size.width - width <= 40
    else { return }
    nodes[Int(cell)].properties[index].value = .rect(
      Rect(
        origin: rect.origin,
        size: Size(width: min(width, rect.size.width), height: min(height, rect.size.height))))
  }

  /// A macOS control's cell: its values (for the control's own cell), custom class, actions and
  /// outlets go to the control (or table column) that holds it.
  mutating func mergeControlCell(
    _ element: Int32, name: String, key: String, into node: Int32, depth: Int32
  ) {
    // A control's cell's class is the control's (the kit merges the two); a table column's
    // header and data cells are not the column, nor is their class.
    if key == "cell", nodes[Int(node)].className == nil,
      let customClass = document.attribute(.customClass, of: element).flatMap({ className($0) })
    {
      let module = document.value(.customModule, of: element)
      nodes[Int(node)].className = customClass.value
      nodes[Int(node)].classModule = module
      nodes[Int(node)].type = resolveCustomClass(
        customClass.value, module: module, at: customClass.position,
        kitType: nodes[Int(node)].kitType)
    }
    // A table column's data cell is a prototype: its values are not the column's.
    guard key == "cell" || key == "headerCell" else {
      for child in document.children(of: element)
      where document.element(child, isNamed: .connections) {
        for connection in document.children(of: child) {
          pendingConnections.append((.node(node), connection))
        }
      }
      return
    }
    // The cell is not an object of its own: what it holds (a pop-up's menu) is its control's
    // child, one level below the control, not two.
    content(of: element, into: node, cell: name, depth: depth - 1)
    if name.hasSuffix("FieldCell") || name == "comboBoxCell" {
      readTextFieldCellDefaults(element, into: node, secure: name == "secureTextFieldCell")
    }
    // A button's cell without a `borderStyle` draws no bezel (a borderless square button: a
    // tab's title, an image alone); a checkbox or radio button has none to draw.
    if name == "buttonCell", key == "cell", document.attribute(.borderStyle, of: element) == nil,
      !["check", "radio"].contains(document.value(.type, of: element) ?? "")
    {
      setIfPresent("false", property: "isBordered", node: node, at: document.position(of: element))
    }
  }

  /// What a macOS text field's cell leaves out means `NO`: a text field Xcode writes without
  /// `editable` is a label. Its `borderStyle` says whether it has a bezel or a border; a
  /// secure text field's cell hides what is typed.
  private mutating func readTextFieldCellDefaults(_ element: Int32, into node: Int32, secure: Bool)
  {
    let position = document.position(of: element)
    if secure { setIfPresent("true", property: "isSecureTextEntry", node: node, at: position) }
    for (attribute, property) in [("editable", "isEditable"), ("selectable", "isSelectable")]
    where document.value(attribute, of: element) == nil {
      setIfPresent("false", property: property, node: node, at: position)
    }
    switch document.attribute(.borderStyle, of: element) {
    case let style? where style.value == "bezel":
      setIfPresent("true", property: "isBezeled", node: node, at: style.position)
    case let style? where style.value == "border":
      setIfPresent("true", property: "isBordered", node: node, at: style.position)
    default:
      break
    }
  }

  /// A styled table view cell's keyed `textLabel` and `detailTextLabel`: their texts are the
  /// cell's `text` and `detailText`.
  mutating func liftCellLabels() {
    for index in nodes.indices {
      guard let key = nodes[index].key, key == "textLabel" || key == "detailTextLabel",
        nodes[index].parent >= 0,
        let text = nodes[index].properties.first(where: { $0.descriptor.name == "text" }),
        case .string(let value) = text.value
      else { continue }
      setIfPresent(
        value, property: key == "textLabel" ? "text" : "detailText", node: nodes[index].parent,
        at: text.position)
    }
  }
}
