import Testing

@testable import ViewLoader

/// AppKit's grid view: its cells' content views are its subviews, laid out in its rows and
/// columns.
extension InterfaceBuilderLayoutTests {
  /// Every content view where the grid puts it (frames relative to the grid): the first
  /// column's at its trailing edge, each row's centred, a view without a width across its
  /// cell, the merged separator across both columns, the hidden row's view at the grid's
  /// bottom with no spacing before it; the view below the grid follows a content view, and
  /// nothing is ambiguous.
  @Test(arguments: [true, false])
  func aGridPlacesItsContentViewsInItsRowsAndColumns(canvas: Bool) throws {
    let views = try Self.laidOut(
      "GridView.xib", canvas: canvas, clearing: ["grid", "a", "b", "c", "d", "e", "f", "g"])
    #expect(views["grid"]?.frame == Rect(x: 20, y: 20, width: 190, height: 76))
    #expect(views["a"]?.frame == Rect(x: 20, y: 5, width: 60, height: 20))
    #expect(views["b"]?.frame == Rect(x: 90, y: 0, width: 100, height: 30))
    #expect(views["c"]?.frame == Rect(x: 0, y: 38, width: 80, height: 20))
    #expect(views["d"]?.frame == Rect(x: 90, y: 38, width: 100, height: 20))
    #expect(views["e"]?.frame == Rect(x: 0, y: 66, width: 190, height: 10))
    #expect(views["f"]?.frame == Rect(x: 0, y: 76, width: 50, height: 50))
    #expect(views["g"]?.frame == Rect(x: 110, y: 90, width: 40, height: 10))
    let path = Self.folder.appendingPathComponent("GridView.xib").path
    #expect(try Self.ambiguityFindings(path).isEmpty)
  }

  /// A baseline row taller than its views puts them where its placement says (at its top),
  /// and nothing is ambiguous.
  @Test(arguments: [true, false])
  func aBaselineRowPlacesItsViewsAtItsTop(canvas: Bool) throws {
    let views = try Self.laidOut(
      "GridBaselineRowPlacement.xib", canvas: canvas, clearing: ["name", "value", "hash"])
    #expect(views["name"]?.frame.origin.y == 0)
    #expect(views["value"]?.frame.origin.y == 0)
    #expect(views["hash"]?.frame.origin.y == 44)
    #expect(try Self.warnings("GridBaselineRowPlacement.xib") == [])
  }

  /// A document's grid loads as the kit's: its rows, columns and cells in order, each cell
  /// naming its row, its column and its merged group's head, and its content view one of the
  /// grid's subviews.
  @Test func aGridsCellsShowTheirContentViewsAsItsSubviews() throws {
    let path = Self.folder.appendingPathComponent("GridView.xib").path
    let loaded = try Linter().instantiateForPicture(path: path, asInterfaceBuilderCanvas: false)
      .get()
    let grid = try loaded.object(withID: "grid", as: GridView.self)
    #expect(grid.rows.count == 4)
    #expect(grid.columns.count == 2)
    #expect(grid.cells.count == 8)
    #expect(grid.rows[3].isHidden)
    #expect(grid.columns[0].xPlacement == .trailing)
    #expect(grid.rowSpacing == 8)
    #expect(grid.columnSpacing == 10)
    let a = try loaded.object(withID: "a", as: View.self)
    #expect(grid.cell(row: grid.rows[0], column: grid.columns[0])?.contentView === a)
    #expect(a.superview === grid)
    #expect(grid.subviews.count == 6)
    let merged = try #require(grid.cell(row: grid.rows[2], column: grid.columns[1]))
    #expect(merged.contentView == nil)
    #expect(merged.headOfMergedCell === grid.cell(row: grid.rows[2], column: grid.columns[0]))
  }

  /// A picture leaves out the content view of a hidden row, as AppKit hides it; the others
  /// are drawn.
  @Test func aPictureLeavesOutAHiddenRowsContent() throws {
    let path = Self.folder.appendingPathComponent("GridView.xib").path
    let loaded = try Linter().instantiateForPicture(path: path, asInterfaceBuilderCanvas: false)
      .get()
    let root = try #require(loaded.topLevelObjects.first as? View)
    root.layoutIfNeeded()
    let picture = SVGRenderer().render(root)
    for id in ["a", "b", "c", "d", "e", "g"] {
      #expect(picture.contains(#"data-id="\#(id)""#), "\(id)")
    }
    #expect(!picture.contains(#"data-id="f""#))
  }

  /// A grid made in code: a column wide enough for its widest view, a row as tall as its
  /// tallest, the grid as large as its tracks and spacing; held wider, its last column takes
  /// the space, and a view placed at a cell's trailing edge follows it.
  @Test func aGridMadeInCodeIsItsRowsAndColumns() throws {
    let root = View()
    root.frame = Rect(x: 0, y: 0, width: 400, height: 300)
    let grid = GridView()
    grid.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(grid)
    let row = GridRow()
    grid.addRow(row)
    let first = GridColumn()
    let second = GridColumn()
    second.xPlacement = .trailing
    grid.addColumn(first)
    grid.addColumn(second)
    func pin(
      _ item: View, _ attribute: LayoutConstraint.Attribute, to other: View? = nil,
      _ constant: Double
    ) {
      LayoutConstraint.activate([
        LayoutConstraint(
          item: item, attribute: attribute, relatedBy: .equal, toItem: other,
          attribute: other == nil ? .notAnAttribute : attribute, multiplier: 1, constant: constant)
      ])
    }
    var sized: [View] = []
    for (column, size) in [
      (first, Size(width: 50, height: 40)), (second, Size(width: 30, height: 10)),
    ] {
      let view = View()
      view.translatesAutoresizingMaskIntoConstraints = false
      pin(view, .width, size.width)
      pin(view, .height, size.height)
      let cell = GridCell()
      cell.row = row
      cell.column = column
      cell.contentView = view
      #expect(grid.addCell(cell))
      sized.append(view)
    }
    #expect(sized.allSatisfy { $0.superview === grid })
    pin(grid, .leading, to: root, 10)
    pin(grid, .top, to: root, 10)
    root.layoutIfNeeded()
    #expect(grid.frame == Rect(x: 10, y: 10, width: 86, height: 40))
    #expect(sized[1].frame == Rect(x: 56, y: 0, width: 30, height: 10))
    pin(grid, .width, 200)
    root.layoutIfNeeded()
    #expect(grid.frame.size.width == 200)
    #expect(sized[0].frame.origin.x == 0)
    #expect(sized[1].frame == Rect(x: 170, y: 0, width: 30, height: 10))
  }
}
