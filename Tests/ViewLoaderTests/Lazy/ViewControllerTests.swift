import Foundation
import Testing

@testable import ViewLoader

/// A view controller with an outlet collection, which a second binding would append to.
final class RowsViewController: ViewController, NibOwner {
  var rows: [Label] = []
  static let connections = Connections<RowsViewController>().outletCollection("rows", \.rows)
}

/// A view controller whose connections do not declare `view`: the view controller adds it.
final class TitleViewController: ViewController, NibOwner {
  var titleLabel: Label?
  static let connections = Connections<TitleViewController>().outlet("titleLabel", \.titleLabel)
}

@Suite struct ViewControllerTests {
  private let titleScreen =
    #"<nib version="1"><View outlet="view"><Label outlet="titleLabel" text="T"/></View></nib>"#

  @Test func aViewControllerLoadsAfterItsNibFailedWithoutTheViewOutlet() throws {
    // Instantiated directly, the nib's `view` outlet is unknown to the class's connections.
    // That finding must not be remembered for the view controller, which adds the outlet.
    let library = try NibFolder(["TitleViewController": titleScreen]).library()
    let error = #expect(throws: NibError.self) {
      try library.nib(named: "TitleViewController").instantiate(
        owner: TitleViewController(library: library))
    }
    #expect(rules(error) == ["unknown-outlet"])
    let controller = TitleViewController(library: library)
    try controller.loadViewIfNeeded()
    #expect(controller.titleLabel?.text == "T")
    #expect(controller.view.subviews.first === controller.titleLabel)
  }

  @Test func aLoadedViewControllerDoesNotExcuseItsNibElsewhere() throws {
    // The other order: once a view controller has loaded the nib, instantiating it directly
    // with the same class as owner still finds the unknown `view` outlet.
    let library = try NibFolder(["TitleViewController": titleScreen]).library()
    try TitleViewController(library: library).loadViewIfNeeded()
    let error = #expect(throws: NibError.self) {
      try library.nib(named: "TitleViewController").instantiate(
        owner: TitleViewController(library: library))
    }
    #expect(rules(error) == ["unknown-outlet"])
  }

  @Test func aNibWithoutAViewLeavesTheControllerUntouched() throws {
    // Two top-level views and no `view` outlet: refused before anything is bound, so a retry
    // does not find outlets of the refused tree (a collection would grow on every try).
    let library = try NibFolder([
      "RowsViewController": #"<nib version="1"><View><Label outlet="rows"/></View><View/></nib>"#
    ]).library()
    let controller = RowsViewController(library: library)
    let error = #expect(throws: NibError.self) { try controller.loadViewIfNeeded() }
    #expect(rules(error) == ["missing-outlet"])
    #expect(controller.rows.isEmpty && !controller.isViewLoaded)
  }
}

@Suite struct ViewControllerObjectTests {
  @Test func aFileMakesAViewControllerWithItsView() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <ViewController id="controller" view="$screen" title="Settings"/>
          <View id="screen"><Label text="Hi"/></View>
        </nib>
        """, name: "Controller")
    let loaded = try nib.instantiate()
    let controller = try loaded.object(withID: "controller", as: ViewController.self)
    #expect(controller.nibName == nil && controller.library == nil)
    #expect(controller.isViewLoaded)
    #expect(controller.title == "Settings")
    #expect(controller.view === (try loaded.object(withID: "screen", as: View.self)))
  }

  @Test func viewDidLoadRunsOnceWhenTheViewIsFirstRead() {
    final class Counting: ViewController {
      var loads = 0
      override func viewDidLoad() { loads += 1 }
    }
    let given = Counting()
    given.view = Label()
    #expect(given.isViewLoaded && given.loads == 0)
    _ = given.view
    _ = given.view
    #expect(given.loads == 1 && given.view is Label)
    let empty = Counting()
    #expect(!empty.isViewLoaded)
    #expect(empty.view.subviews.isEmpty && empty.loads == 1)
  }
}
