/// A macOS matrix's cells (`<matrix>`'s `<cells>`, one `<column>` each): not objects of their
/// own in AppKit, but the kit's ``Matrix`` holds each as a subview at its place in the grid.
extension XIBImporter {
  /// Makes each cell of a matrix a subview of it: a button cell a ``Button``, a text field cell
  /// a ``TextField``, its frame the cell's place in the grid (column by column, each cell
  /// `cellSize` with `intercellSpacing` between, measured down from the matrix's top: a matrix
  /// is flipped), its values, outlets and actions the cell's. A cell of another kind is noted
  /// and left out.
  /// - Parameters:
  ///   - cells: The `<cells>` element.
  ///   - matrix: The matrix's node, whose `cellSize` and `intercellSpacing` (written before
  ///     its cells) are read.
  ///   - depth: The matrix's depth.
  mutating func readMatrixCells(_ cells: Int32, into matrix: Int32, depth: Int32) {
    let columns = document.children(of: cells).filter { document.name(of: $0) == "column" }
    guard !columns.isEmpty else { return }
    let rows = columns.map { Array(document.children(of: $0)).count }.max() ?? 0
    let spacing = sizeProperty("intercellSpacing", of: matrix) ?? Size(width: 1, height: 1)
    let cellSize =
      sizeProperty("cellSize", of: matrix)
      ?? fittedCellSize(
        of: matrix, columns: columns.count, rows: rows, spacing: spacing)
    // A grid whose far corner no coordinate reaches places no cell (hostile sizes): said
    // once, at the matrix.
    let placesCells =
      (Double(columns.count) * (cellSize.width + spacing.width)).isFinite
      && (Double(rows) * (cellSize.height + spacing.height)).isFinite
    if !placesCells {
      error(
        .invalidValue,
        "the matrix's grid of \(columns.count) by \(rows) cells lies past any coordinate: its cellSize '\(PropertyValue.size(cellSize).canonicalText)' and intercellSpacing '\(PropertyValue.size(spacing).canonicalText)' are too large; its cells are not placed",
        at: nodes[Int(matrix)].position)
    }
    for (column, columnElement) in columns.enumerated() {
      for (row, cell) in document.children(of: columnElement).enumerated() {
        let name = document.name(of: cell)
        let position = document.position(of: cell)
        let typeName: String
        switch name {
        case "buttonCell": typeName = "Button"
        case "textFieldCell": typeName = "TextField"
        default:
          note(
            .xibUnmappedElement,
            "<\(name)> in a matrix has no kit type of its own: it is left out", at: position)
          continue
        }
        guard let type = registry.type(named: typeName) else { continue }
        let id = document.value(.id, of: cell) ?? ""
        let index = Int32(nodes.count)
        nodes.append(
          ImportedNode(
            element: cell, type: type, kitType: type, className: nil, parent: matrix, key: nil,
            isSubview: true, depth: depth + 1, id: id,
            idPosition: document.attribute(.id, of: cell)?.position ?? position,
            position: position, isUnmapped: false, isExcluded: excluded.contains(id)))
        if !id.isEmpty { defineTarget(id, .node(index)) }
        let origin = Point(
          x: Double(column) * (cellSize.width + spacing.width),
          y: Double(row) * (cellSize.height + spacing.height))
        if placesCells {
          setIfPresent(
            PropertyValue.rect(Rect(origin: origin, size: cellSize)).canonicalText,
            property: "frame", node: index, at: position)
        }
        // The cell is the button's own, as a button's `<buttonCell key="cell">` is.
        mergeControlCell(cell, name: name, key: "cell", into: index, depth: depth + 2)
      }
    }
  }

  /// A matrix's `intercellSpacing`. Interface Builder may write a spacing a fraction of a
  /// point below zero (Quicksilver's column of 14.3-point cells 0.3 apart, overlapping); the
  /// kit's sizes are not negative, so such a spacing is taken as zero, with a note.
  mutating func readMatrixSpacing(_ element: Int32, into matrix: Int32) {
    let position = document.position(of: element)
    guard let width = document.value(.width, of: element).flatMap(XIBNumbers.double),
      let height = document.value(.height, of: element).flatMap(XIBNumbers.double)
    else {
      readValue(element, name: "size", key: "intercellSpacing", into: matrix)
      return
    }
    let spacing = Size(width: max(width, 0), height: max(height, 0))
    if width < 0 || height < 0 {
      note(
        .xibUnresolvedName,
        "intercellSpacing '\(PropertyValue.size(Size(width: width, height: height)).canonicalText)' is negative: the matrix's cells are placed '\(PropertyValue.size(spacing).canonicalText)' apart",
        at: position)
    }
    setIfPresent(
      PropertyValue.size(spacing).canonicalText, property: "intercellSpacing", node: matrix,
      at: position)
  }

  /// A size a node's properties already hold.
  private func sizeProperty(_ name: String, of node: Int32) -> Size? {
    for property in nodes[Int(node)].properties where property.descriptor.name == name {
      if case .size(let size) = property.value { return size }
    }
    return nil
  }

  /// A matrix's cell size when the document gives none: its frame shared among its columns
  /// and rows.
  private func fittedCellSize(of matrix: Int32, columns: Int, rows: Int, spacing: Size) -> Size {
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    for property in nodes[Int(matrix)].properties where property.descriptor.name == "frame" {
      if case .rect(let rect) = property.value { frame = rect }
    }
    let across = max(Double(columns), 1)
    let down = max(Double(rows), 1)
    return Size(
      width: max((frame.size.width - (across - 1) * spacing.width) / across, 0),
      height: max((frame.size.height - (down - 1) * spacing.height) / down, 0))
  }
}
