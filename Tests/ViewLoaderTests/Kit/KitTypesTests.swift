import Testing

@testable import ViewLoader

/// An owner of menus and bars, counting the items chosen.
private final class MenuOwner: NibOwner {
  var chosen: [String] = []
  func choose(_ sender: MenuItem) { chosen.append(sender.title) }
  func tapBar(_ sender: BarButtonItem) { chosen.append(sender.title ?? "") }
  static let connections = Connections<MenuOwner>()
    .action("choose", MenuOwner.choose)
    .action("tapBar", MenuOwner.tapBar)
}

@Suite struct KitTypesTests {
  @Test func menuItemsAndBarButtonItemsFireTheActionsAFileBinds() throws {
    let nib = try Nib(
      xml: """
        <nib version="1" owner="MenuOwner">
          <Menu id="menu" title="File" items="$open $separator $quit"/>
          <MenuItem id="open" title="Open…" keyEquivalent="o" submenu="$recent">
            <action event="primaryActionTriggered" handler="choose"/>
          </MenuItem>
          <MenuItem id="separator" isSeparatorItem="true"/>
          <MenuItem id="quit" title="Quit" keyEquivalent="q" keyEquivalentModifierMask="command option" state="on">
            <action event="primaryActionTriggered" handler="choose"/>
          </MenuItem>
          <Menu id="recent" title="Open Recent"/>
          <Toolbar id="toolbar" items="$done $space"/>
          <BarButtonItem id="done" title="Done" style="done" isEnabled="false">
            <action event="primaryActionTriggered" handler="tapBar"/>
          </BarButtonItem>
          <BarButtonItem id="space" systemItem="flexibleSpace"/>
        </nib>
        """, name: "Menus")
    let owner = MenuOwner()
    let loaded = try nib.instantiate(owner: owner)
    let menu = try loaded.object(withID: "menu", as: Menu.self)
    #expect(menu.items.map(\.title) == ["Open…", "", "Quit"])
    #expect(menu.items.allSatisfy { $0.menu === menu })
    let quit = try #require(menu.item(withTitle: "Quit"))
    #expect(quit.keyEquivalentModifierMask == [.command, .option] && quit.state == .on)
    #expect(menu.items[0].submenu?.title == "Open Recent")
    #expect(menu.items[0].keyEquivalentModifierMask == .command, "Command by default")
    menu.items[0].sendAction()
    quit.sendAction()
    menu.items[1].sendAction()
    #expect(owner.chosen == ["Open…", "Quit"])
    let toolbar = try loaded.object(withID: "toolbar", as: Toolbar.self)
    #expect(toolbar.items.map(\.systemItem) == [nil, .flexibleSpace])
    toolbar.items[0].sendAction()
    #expect(owner.chosen.last == "Done", "a disabled item still runs its handlers, as a control")
    #expect(toolbar.items[0].style == .done && !toolbar.items[0].isEnabled)
  }

  @Test func aNavigationBarShowsItsTopItemsButtons() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <NavigationBar id="bar" items="$root $detail" prefersLargeTitles="true"/>
          <NavigationItem id="root" title="Inbox"/>
          <NavigationItem id="detail" title="Message" prompt="Draft" leftBarButtonItems="$back"
              rightBarButtonItems="$edit $share" largeTitleDisplayMode="never"/>
          <BarButtonItem id="back" title="Back"/>
          <BarButtonItem id="edit" systemItem="edit"/>
          <BarButtonItem id="share" systemItem="action"/>
          <ViewController id="controller" navigationItem="$detail" title="Message"/>
        </nib>
        """, name: "Navigation")
    let loaded = try nib.instantiate()
    let bar = try loaded.object(withID: "bar", as: NavigationBar.self)
    let top = try #require(bar.topItem)
    #expect(top.title == "Message" && top.prompt == "Draft")
    #expect(top.leftBarButtonItem?.title == "Back")
    #expect(top.rightBarButtonItems.map(\.systemItem) == [.edit, .action])
    #expect(top.largeTitleDisplayMode == .never)
    let controller = try loaded.object(withID: "controller", as: ViewController.self)
    #expect(controller.navigationItem === top)
    top.rightBarButtonItem = nil
    #expect(top.rightBarButtonItems.isEmpty)
    #expect(ViewController().navigationItem.title == nil)
  }

  @Test func aButtonHasTitlesColoursAndImagesPerState() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <Button buttonType="system" title="Play" selectedTitle="Pause" highlightedTitleColor="#FF0000"
              disabledImage="play.off" contentEdgeInsets="1 2 3 4" font="system 15"
              contentHorizontalAlignment="leading" lineBreakMode="byWordWrapping"/>
        </nib>
        """, name: "Button")
    let button = try nib.instantiate().one(ofType: Button.self)
    #expect(button.buttonType == .system)
    #expect(button.title(for: .selected) == "Pause" && button.title(for: .highlighted) == "Play")
    #expect(button.titleColor(for: .highlighted) == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(button.titleColor(for: .normal) == nil)
    #expect(button.image(for: .disabled) == "play.off" && button.image(for: .selected) == nil)
    #expect(button.contentEdgeInsets == Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(button.font == "system 15" && button.lineBreakMode == .byWordWrapping)
    #expect(button.contentHorizontalAlignment == .leading)
    let checkbox = Button()
    #expect(checkbox.lineBreakMode == .byTruncatingMiddle && checkbox.buttonType == .custom)
    checkbox.buttonType = .switch
    checkbox.state = .mixed
    #expect(checkbox.state == .mixed)
  }

  @Test func olderActivityIndicatorStylesSayTheirColour() {
    let spinner = ActivityIndicator()
    #expect(spinner.hidesWhenStopped && spinner.color == nil)
    spinner.style = .whiteLarge
    #expect(spinner.style.isLarge && spinner.color == .white)
    spinner.color = .red
    #expect(spinner.color == .red)
    spinner.style = .gray
    #expect(spinner.color == .red, "a colour set wins over the style's")
    #expect(ActivityIndicator.Style.gray.impliedColor == .gray)
  }

  @Test func aSegmentedControlHasASegmentPerTitle() throws {
    let nib = try Nib(
      xml:
        #"<nib version="1"><SegmentedControl segmentTitles="First||Third|" selectedSegmentIndex="2"/></nib>"#,
      name: "Segments")
    let control = try nib.instantiate().one(ofType: SegmentedControl.self)
    #expect(control.numberOfSegments == 3)
    #expect(control.titleForSegment(at: 0) == "First" && control.titleForSegment(at: 1) == nil)
    #expect(control.titleForSegment(at: 3) == nil && control.selectedSegmentIndex == 2)
    #expect(SegmentedControl().selectedSegmentIndex == -1)
  }

  @Test func textInputTraitsHaveUIKitsNames() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <TextField keyboardType="emailAddress" returnKeyType="continue" isSecureTextEntry="true"
              autocapitalizationType="none" textContentType="username" borderStyle="roundedRect"
              clearButtonMode="whileEditing" textAlignment="justified"/>
          <SearchBar scopeButtonTitles="All|Mine" showsScopeBar="true" searchBarStyle="minimal"/>
        </nib>
        """, name: "Traits")
    let loaded = try nib.instantiate()
    let field = try loaded.one(ofType: TextField.self)
    #expect(field.keyboardType == .emailAddress && field.returnKeyType == .continue)
    #expect(field.isSecureTextEntry && field.textInputTraits.isSecureTextEntry)
    #expect(field.autocapitalizationType == .none && field.textContentType == "username")
    #expect(field.borderStyle == .roundedRect && field.clearButtonMode == .whileEditing)
    let search = try loaded.one(ofType: SearchBar.self)
    #expect(search.scopeButtonTitles == ["All", "Mine"] && search.searchBarStyle == .minimal)
    #expect(search.returnKeyType == .search, "a search bar's Return key says Search")
  }

  @Test func aMacLabelIsATextFieldWithAFormatter() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <TextField id="label" isEditable="false" isBordered="false" drawsBackground="false"
              formatter="$number" text="42"/>
          <NumberTextFormatter id="number" numberStyle="decimal" maximumFractionDigits="3"
              minimum="0" usesGroupingSeparator="true"/>
        </nib>
        """, name: "Label")
    let loaded = try nib.instantiate()
    let label = try loaded.object(withID: "label", as: TextField.self)
    #expect(!label.isEditable && !label.isBordered && !label.drawsBackground)
    let formatter = try #require(label.formatter as? NumberTextFormatter)
    #expect(formatter.numberStyle == .decimal && formatter.maximumFractionDigits == 3)
    #expect(formatter.minimum == 0 && formatter.maximum == nil && formatter.usesGroupingSeparator)
  }

  @Test func aPopUpButtonChoosesAnItemOfItsMenu() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <PopUpButton id="popup" menu="$menu" selectedItem="$two" pullsDown="false"/>
          <Menu id="menu" items="$one $two"/>
          <MenuItem id="one" title="One"/>
          <MenuItem id="two" title="Two"/>
        </nib>
        """, name: "PopUp")
    let popup = try nib.instantiate().object(withID: "popup", as: PopUpButton.self)
    #expect(popup.indexOfSelectedItem == 1 && popup.selectedItem?.title == "Two")
    #expect(PopUpButton().indexOfSelectedItem == -1)
  }

  @Test func aCollectionViewHasALayout() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <CollectionView id="grid" collectionViewLayout="$flow" allowsMultipleSelection="true"/>
          <CollectionViewFlowLayout id="flow" scrollDirection="horizontal" itemSize="80 80"
              minimumLineSpacing="8" sectionInset="1 2 3 4"/>
          <CollectionViewCell reuseIdentifier="cell" isSelected="true"/>
        </nib>
        """, name: "Grid")
    let loaded = try nib.instantiate()
    let grid = try loaded.object(withID: "grid", as: CollectionView.self)
    let flow = try #require(grid.collectionViewLayout as? CollectionViewFlowLayout)
    #expect(flow.scrollDirection == .horizontal && flow.itemSize == Size(width: 80, height: 80))
    #expect(flow.minimumLineSpacing == 8 && flow.minimumInteritemSpacing == 10)
    #expect(flow.sectionInset == Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(grid.allowsMultipleSelection)
    let cell = try loaded.one(ofType: CollectionViewCell.self)
    #expect(cell.reuseIdentifier == "cell" && cell.isSelected)
  }
}

@Test func rarelySetStateLivesInTheViewsBox() throws {
  let nib = try Nib(
    xml: """
      <nib version="1">
        <StackView edgeInsets="1 2 3 4" detachesHiddenViews="true">
          <Switch onTintColor="#00FF00" thumbTintColor="#FFFFFF" isOn="true"/>
          <Label text="L" minimumScaleFactor="0.5" adjustsFontSizeToFitWidth="true"
              isEnabled="false" highlightedTextColor="#FF0000" lineBreakMode="byClipping"/>
          <TextField font="system 13" isEditable="false" formatter="$dates" keyboardType="URL"/>
          <ImageView highlightedImage="on" isHighlighted="true"/>
        </StackView>
        <DateTextFormatter id="dates" dateStyle="short"/>
      </nib>
      """, name: "Boxes")
  let loaded = try nib.instantiate()
  let stack = try loaded.one(ofType: StackView.self)
  #expect(stack.edgeInsets == Insets(top: 1, left: 2, bottom: 3, right: 4))
  #expect(stack.detachesHiddenViews)
  let toggle = try loaded.one(ofType: Switch.self)
  #expect(toggle.isOn && toggle.onTintColor == Color(red: 0, green: 1, blue: 0, alpha: 1))
  #expect(toggle.thumbTintColor == .white)
  let label = try loaded.one(ofType: Label.self)
  #expect(label.minimumScaleFactor == 0.5 && label.adjustsFontSizeToFitWidth && !label.isEnabled)
  #expect(label.highlightedTextColor == .red && label.lineBreakMode == .byClipping)
  #expect(label.text == "L" && !label.isHighlighted && label.preferredMaxLayoutWidth == 0)
  let field = try loaded.one(ofType: TextField.self)
  #expect(field.font == "system 13" && !field.isEditable && field.isSelectable)
  #expect(field.keyboardType == .URL && !field.isSecureTextEntry)
  #expect((field.formatter as? DateTextFormatter)?.dateStyle == .short)
  let image = try loaded.one(ofType: ImageView.self)
  #expect(image.highlightedImage == "on" && image.isHighlighted)
  // Reading leaves no box behind.
  let plain = Label()
  _ = (plain.isEnabled, plain.minimumScaleFactor, plain.highlightedTextColor)
  #expect(plain.extras == nil)
}
