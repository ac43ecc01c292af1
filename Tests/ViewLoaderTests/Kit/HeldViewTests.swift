import Testing

@testable import ViewLoader

/// Properties that hold a view the kit shows make it a subview, and keep the tree consistent.
@Suite struct HeldViewTests {
  @Test func aBoxHoldsItsContentViewAsASubview() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <View>
            <Box id="box" title="Group" boxType="custom" contentView="$inside" frame="0 0 100 100">
              <View id="inside"/>
            </Box>
            <Box id="other" contentView="$outside"/>
            <View id="outside"/>
          </View>
        </nib>
        """, name: "Boxes")
    let loaded = try nib.instantiate()
    let box = try loaded.object(withID: "box", as: Box.self)
    let inside = try loaded.object(withID: "inside", as: View.self)
    #expect(box.contentView === inside && box.subviews.count == 1, "already a subview: kept")
    let other = try loaded.object(withID: "other", as: Box.self)
    let outside = try loaded.object(withID: "outside", as: View.self)
    #expect(other.contentView === outside && outside.superview === other, "moved into the box")
    let replacement = View()
    box.contentView = replacement
    #expect(inside.superview == nil && box.subviews.first === replacement)
  }

  @Test func aHeldViewCannotBeTheHoldersAncestor() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <View id="root"><Box contentView="$root"/><Box id="me" contentView="$me"/></View>
        </nib>
        """, name: "Cycle")
    let error = #expect(throws: NibError.self) { _ = try nib.instantiate() }
    #expect(error?.diagnostics.map(\.rule) == ["reference-type", "reference-type"])
  }

  @Test func aVisualEffectViewMakesItsContentViewOnFirstUse() {
    let effect = VisualEffectView()
    effect.frame = Rect(x: 0, y: 0, width: 100, height: 50)
    let content = effect.contentView
    #expect(content === effect.contentView && content.superview === effect)
    #expect(content.frame == Rect(x: 0, y: 0, width: 100, height: 50))
    effect.frame.size = Size(width: 200, height: 80)
    #expect(content.frame.size == Size(width: 200, height: 80), "it resizes with the view")
  }

  @Test func aMacScrollViewHoldsItsClipViewScrollersAndHeader() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <ScrollView id="scroll" contentView="$clip" verticalScroller="$bar" headerView="$header"
              hasHorizontalScroller="false" borderType="bezelBorder" autohidesScrollers="true">
            <ClipView id="clip" documentView="$table">
              <TableView id="table" headerView="$header" tableColumns="$name $size"/>
            </ClipView>
            <Scroller id="bar" doubleValue="0.5"/>
            <TableHeaderView id="header"/>
          </ScrollView>
          <TableColumn id="name" identifier="name" title="Name" width="120"
              resizingMask="userResizingMask"/>
          <TableColumn id="size" identifier="size"/>
        </nib>
        """, name: "Scroll")
    let loaded = try nib.instantiate()
    let scroll = try loaded.object(withID: "scroll", as: ScrollView.self)
    let table = try loaded.object(withID: "table", as: TableView.self)
    let header = try loaded.object(withID: "header", as: TableHeaderView.self)
    #expect(scroll.documentView === table && scroll.contentView?.superview === scroll)
    #expect(scroll.verticalScroller?.doubleValue == 0.5)
    #expect(!scroll.hasHorizontalScroller && scroll.hasVerticalScroller)
    #expect(scroll.borderType == .bezelBorder && scroll.autohidesScrollers)
    #expect(table.headerView === header && header.superview === scroll, "the table only names it")
    #expect(table.tableColumns.map(\.identifier) == ["name", "size"])
    #expect(table.tableColumns.allSatisfy { $0.tableView === table })
    #expect(table.tableColumn(withIdentifier: "name")?.resizingMask == .userResizingMask)
    #expect(
      table.tableColumn(withIdentifier: "size")?.resizingMask == [
        .autoresizingMask, .userResizingMask,
      ])
  }

  @Test func aTableLaysItsRowsOutBetweenItsHeaderAndFooterViews() throws {
    final class Rows: TableViewDataSource {
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell()
      }
    }
    let rows = Rows()
    let table = TableView()
    table.frame = Rect(x: 0, y: 0, width: 320, height: 1000)
    table.rowHeight = 10
    let header = View()
    header.frame = Rect(x: 5, y: 5, width: 1, height: 40)
    table.tableHeaderView = header
    #expect(header.superview === table)
    #expect(header.frame == Rect(x: 0, y: 0, width: 320, height: 40))
    table.dataSource = rows
    table.reloadData()
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0))?.origin.y == 40)
    #expect(table.contentSize.height == 70)
    let footer = View()
    footer.frame = Rect(x: 0, y: 0, width: 10, height: 20)
    table.tableFooterView = footer
    #expect(footer.frame == Rect(x: 0, y: 70, width: 320, height: 20))
    #expect(table.contentSize.height == 90)
    table.frame.size.width = 200
    #expect(header.frame.width == 200 && footer.frame.width == 200)
    table.tableHeaderView = nil
    #expect(header.superview == nil)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0))?.origin.y == 0)
  }

  @Test func aWindowsContentViewIsItsRootView() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <Window id="window" title="Preferences" frame="0 0 400 300" contentView="$content"
              styleMask="titled closable" minSize="200 100"/>
          <View id="content" frame="0 0 10 10"/>
        </nib>
        """, name: "Window")
    let loaded = try nib.instantiate()
    let window = try loaded.object(withID: "window", as: Window.self)
    let content = try loaded.object(withID: "content", as: View.self)
    #expect(window.rootView === content && window.contentView === content)
    #expect(content.frame == Rect(x: 0, y: 0, width: 400, height: 300))
    #expect(window.title == "Preferences" && window.styleMask == [.titled, .closable])
    #expect(window.minSize == Size(width: 200, height: 100))
  }

  @Test func aTabViewShowsItsSelectedItemsView() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <TabView id="tabs" items="$first $second" selectedItem="$second" tabViewType="noTabsNoBorder"/>
          <TabViewItem id="first" label="General" identifier="general" view="$general"/>
          <TabViewItem id="second" label="Advanced" view="$advanced"/>
          <View id="general"/>
          <View id="advanced"/>
        </nib>
        """, name: "Tabs")
    let loaded = try nib.instantiate()
    let tabs = try loaded.object(withID: "tabs", as: TabView.self)
    let general = try loaded.object(withID: "general", as: View.self)
    let advanced = try loaded.object(withID: "advanced", as: View.self)
    #expect(tabs.tabViewItems.map(\.label) == ["General", "Advanced"])
    #expect(
      tabs.indexOfSelectedItem == 1
        && tabs.subviews.map(ObjectIdentifier.init) == [
          ObjectIdentifier(advanced)
        ])
    tabs.selectTabViewItem(at: 0)
    #expect(general.superview === tabs && advanced.superview == nil)
    let replacement = View()
    tabs.selectedTabViewItem?.view = replacement
    #expect(replacement.superview === tabs && general.superview == nil)
    tabs.removeTabViewItem(tabs.tabViewItems[0])
    #expect(tabs.selectedTabViewItem?.label == "Advanced" && advanced.superview === tabs)
  }
}
