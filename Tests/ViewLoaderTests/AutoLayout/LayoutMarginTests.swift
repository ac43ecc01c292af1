import Foundation
import Testing

@testable import ViewLoader

/// The margins UIKit gives a table view cell's content (its content view's, which the kit
/// merges into the cell) and a view controller's view, as Interface Builder's canvas shows
/// them.
extension InterfaceBuilderLayoutTests {
  /// A cell that sets no margins has UIKit's since iOS 11, 11 points above and below and 16 at
  /// the sides, 20 in a cell wider than 320 points on a 414-point phone; on the canvas of a
  /// document Xcode 8 saved, a plain view's 8, and of one Xcode 11 saved, 15 at the sides. A view pinned to them has the frame Interface
  /// Builder saved, and the linter finds nothing.
  @Test(arguments: [
    ("TableCellMargins.xib", true, Rect(x: 16, y: 11, width: 288, height: 22)),
    ("TableCellMargins.xib", false, Rect(x: 16, y: 11, width: 288, height: 22)),
    ("TableCellMarginsOnWideScreen.xib", true, Rect(x: 20, y: 11, width: 335, height: 22)),
    ("TableCellMarginsOfXcode8.xib", true, Rect(x: 8, y: 8, width: 304, height: 28)),
    ("TableCellMarginsOfXcode8.xib", false, Rect(x: 16, y: 11, width: 288, height: 22)),
    ("TableCellMarginsOfXcode11.xib", true, Rect(x: 15, y: 11, width: 290, height: 22)),
    ("TableCellMarginsOfXcode11.xib", false, Rect(x: 16, y: 11, width: 288, height: 22)),
  ])
  func aCellsMarginsAreItsContentViews(file: String, canvas: Bool, frame: Rect) throws {
    let views = try Self.laidOut(file, canvas: canvas, clearing: ["card"])
    #expect(views["card"]?.frame == frame)
    #expect(try Linter().lint(path: Self.folder.appendingPathComponent(file).path).isEmpty)
  }

  /// On the canvas of Xcode 10 and earlier a table view cell's separator is inside the cell,
  /// below its content view (79.5 points of 80): a chain that fills the content view is
  /// satisfied, its views where Interface Builder saved them, and the linter finds nothing.
  /// Loaded, the cell keeps its own height.
  @Test(arguments: [true, false])
  func aCellsContentViewIsAboveItsSeparator(canvas: Bool) throws {
    let path = Self.folder.appendingPathComponent("TableCellSeparator.xib").path
    let views = try Self.laidOut(
      path: path, canvas: canvas, setting: ["name": .zero, "date": .zero], reading: ["cell"])
    #expect(views["cell"]?.frame.size.height == (canvas ? 79.5 : 80))
    if canvas {
      #expect(views["name"]?.frame == Rect(x: 15, y: 10, width: 345, height: 21))
      #expect(views["date"]?.frame == Rect(x: 15, y: 52, width: 345, height: 18))
    }
    #expect(try Linter().lint(path: path).isEmpty)
  }

  /// A content view Xcode 6 did not resize with its cell (320 by 43 in a 333-by-100 cell) is
  /// not the cell's size on the canvas: the content is laid out in the cell, within half a
  /// point of where Interface Builder saved it (the cell less its separator).
  @Test(arguments: [true, false])
  func aStaleContentViewIsNotTheCellsSize(canvas: Bool) throws {
    let path = Self.folder.appendingPathComponent("StaleCellContentView.xib").path
    let views = try Self.laidOut(
      path: path, canvas: canvas, setting: ["photo": .zero], reading: ["cell"])
    #expect(views["cell"]?.frame.size == Size(width: 333, height: 100))
    #expect(views["photo"]?.frame == Rect(x: 0, y: 0, width: 333, height: 100))
  }

  /// A table view cell with an accessory has a narrower content view beside it, whose trailing
  /// margin is 8 points: on the canvas the kit's cell is as wide as its content view (293
  /// points of 320), and a view pinned to its margins is where Interface Builder saved it.
  /// Loaded, the cell keeps its width and the margin.
  @Test(arguments: [true, false])
  func aCellsContentViewIsBesideItsAccessory(canvas: Bool) throws {
    let path = Self.folder.appendingPathComponent("TableCellAccessory.xib").path
    let views = try Self.laidOut(
      path: path, canvas: canvas, setting: ["title": .zero], reading: ["cell"])
    #expect(views["cell"]?.frame.size.width == (canvas ? 293 : 320))
    #expect(views["title"]?.frame == Rect(x: 16, y: 0, width: canvas ? 269 : 296, height: 44))
    #expect(try Linter().lint(path: path).isEmpty)
  }

  /// Margins a cell sets are its own, wherever it is laid out; those it does not set are its
  /// class's, UIKit's.
  @Test func aCellsOwnMarginsWin() {
    let cell = TableViewCell()
    #expect(cell.layoutMargins == Insets(top: 11, left: 16, bottom: 11, right: 16))
    cell.layoutMargins = Insets(top: 2, left: 4, bottom: 2, right: 4)
    cell.frame = Rect(x: 0, y: 0, width: 375, height: 44)
    let card = View()
    card.translatesAutoresizingMaskIntoConstraints = false
    cell.addSubview(card)
    func pin(_ edge: LayoutConstraint.Attribute, to margin: LayoutConstraint.Attribute) {
      cell.addConstraint(
        LayoutConstraint(
          item: card, attribute: edge, relatedBy: .equal, toItem: cell, attribute: margin,
          multiplier: 1, constant: 0))
    }
    pin(.leading, to: .leadingMargin)
    pin(.trailing, to: .trailingMargin)
    pin(.top, to: .topMargin)
    pin(.bottom, to: .bottomMargin)
    cell.layoutIfNeeded()
    #expect(card.frame == Rect(x: 4, y: 2, width: 367, height: 40))
  }

  /// Xcode 10's builds are the first numbered 14000 and more, Xcode 10.2's 14800, Xcode 12's
  /// 17000.
  @Test(arguments: [
    ("11762", TableCellMargins.beforeIOS11), ("13771.2", .beforeIOS11), ("14113", .iOS11),
    ("14490", .iOS11), ("14868", .iOS12_2), ("16097", .iOS12_2), ("17701", .iOS11),
    ("22505", .iOS11),
  ])
  func toolsVersionsNameTheirCellsMargins(version: String, margins: TableCellMargins) {
    #expect(TableCellMargins(toolsVersion: version) == margins)
  }

  /// On the canvas a top-level view that does not fill the screen has a view controller's
  /// minimum margins: 16 points at the sides, 20 from 400 points wide, none above and below
  /// (a plain view's 8 where it keeps its superview's margins), since Xcode 9; loaded, a plain
  /// view's.
  @Test(arguments: [
    ("TopLevelViewMargins.xib", true, Rect(x: 16, y: 0, width: 328, height: 100)),
    ("TopLevelViewMargins.xib", false, Rect(x: 8, y: 8, width: 344, height: 84)),
    ("TopLevelViewMarginsWide.xib", true, Rect(x: 20, y: 8, width: 440, height: 84)),
    ("TopLevelViewMarginsWide.xib", false, Rect(x: 8, y: 8, width: 464, height: 84)),
    // Before Xcode 9 the canvas gave such a view a plain view's margins.
    ("TopLevelViewMarginsOfXcode8.xib", true, Rect(x: 28, y: 28, width: 544, height: 44)),
    ("TopLevelViewMarginsOfXcode8.xib", false, Rect(x: 28, y: 28, width: 544, height: 44)),
  ])
  func aTopLevelViewHasAViewControllersMarginsOnTheCanvas(
    file: String, canvas: Bool, frame: Rect
  ) throws {
    let views = try Self.laidOut(file, canvas: canvas, clearing: ["card"])
    #expect(views["card"]?.frame == frame)
    #expect(try Linter().lint(path: Self.folder.appendingPathComponent(file).path).isEmpty)
  }

  /// The minimum margins a top-level view's width gives it on the canvas.
  @Test(arguments: [(320.0, 16.0), (399.5, 16), (400, 20), (1024, 20)])
  func theCanvasMinimumMarginsFollowAViewsWidth(width: Double, side: Double) {
    #expect(
      DeviceTable.canvasMinimumMargins(width: width)
        == Insets(top: 0, left: side, bottom: 0, right: side))
  }
}
