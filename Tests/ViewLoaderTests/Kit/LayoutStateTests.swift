import Testing

@testable import ViewLoader

@Suite struct LayoutStateTests {
  @Test func viewsStartWithUIKitsDefaults() {
    let view = View()
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    #expect(view.horizontalHuggingPriority == 250 && view.verticalHuggingPriority == 250)
    #expect(view.horizontalCompressionResistancePriority == 750)
    #expect(view.verticalCompressionResistancePriority == 750)
    #expect(view.layoutMargins == Insets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(view.constraints.isEmpty && view.layoutGuides.isEmpty)
    #expect(view.extras == nil, "reading the defaults makes no box")
    #expect(view.isUserInteractionEnabled && view.autoresizesSubviews)
    #expect(!Label().isUserInteractionEnabled && !ImageView().isUserInteractionEnabled)
    #expect(view.autoresizingMask == [] && view.contentMode == .scaleToFill)
  }

  @Test func aFileSetsTheLayoutState() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <View id="root" frame="0 0 100 100" constraints="$width $pin"
              layoutMargins="1 2 3 4" translatesAutoresizingMaskIntoConstraints="false">
            <Label id="label" horizontalHuggingPriority="251" verticalHuggingPriority="252"
                horizontalCompressionResistancePriority="749"
                verticalCompressionResistancePriority="1000" contentMode="left"
                isUserInteractionEnabled="true" autoresizingMask="flexibleWidth flexibleTopMargin"
                tintColor="#FF0000" toolTip="Tip"/>
          </View>
          <LayoutConstraint id="width" firstItem="$label" firstAttribute="width"
              relation="greaterThanOrEqual" constant="44" priority="999" identifier="w"/>
          <LayoutConstraint id="pin" firstItem="$label" firstAttribute="leading"
              secondItem="$root" secondAttribute="leadingMargin" multiplier="0.5"/>
        </nib>
        """, name: "Layout")
    let loaded = try nib.instantiate()
    let root = try loaded.object(withID: "root", as: View.self)
    let label = try loaded.object(withID: "label", as: Label.self)
    #expect(!root.translatesAutoresizingMaskIntoConstraints)
    #expect(root.layoutMargins == Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(label.horizontalHuggingPriority == 251 && label.verticalHuggingPriority == 252)
    #expect(label.horizontalCompressionResistancePriority == 749)
    #expect(label.verticalCompressionResistancePriority == 1000)
    #expect(label.contentMode == .left && label.isUserInteractionEnabled)
    #expect(label.autoresizingMask == [.flexibleWidth, .flexibleTopMargin])
    #expect(label.tintColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(label.toolTip == "Tip")
    let width = try loaded.object(withID: "width", as: LayoutConstraint.self)
    let pin = try loaded.object(withID: "pin", as: LayoutConstraint.self)
    #expect(root.constraints.map(ObjectIdentifier.init) == [width, pin].map(ObjectIdentifier.init))
    #expect(width.isActive && width.holdingView === root)
    #expect(width.firstItem === label && width.secondItem == nil)
    #expect(width.firstAttribute == .width && width.secondAttribute == .notAnAttribute)
    #expect(width.relation == .greaterThanOrEqual && width.constant == 44)
    #expect(width.priority == 999 && width.identifier == "w" && width.multiplier == 1)
    #expect(pin.secondItem === root && pin.secondAttribute == .leadingMargin)
    #expect(pin.multiplier == 0.5 && pin.relation == .equal && pin.priority == 1000)
  }

  @Test func activatingAConstraintAddsItToTheItemsCommonAncestor() {
    let root = View()
    let left = View()
    let box = View()
    let right = View()
    root.addSubview(left)
    root.addSubview(box)
    box.addSubview(right)
    let between = LayoutConstraint(
      item: left, attribute: .trailing, relatedBy: .equal, toItem: right, attribute: .leading,
      multiplier: 1, constant: 8)
    #expect(!between.isActive && between.holdingView == nil)
    between.isActive = true
    #expect(between.holdingView === root && root.constraints.first === between)
    let alone = LayoutConstraint(
      item: right, attribute: .height, relatedBy: .lessThanOrEqual, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 10)
    let toGuide = LayoutConstraint(
      item: right, attribute: .top, relatedBy: .equal, toItem: box.safeAreaLayoutGuide,
      attribute: .top, multiplier: 1, constant: 0)
    LayoutConstraint.activate([alone, toGuide])
    #expect(alone.holdingView === right)
    #expect(toGuide.holdingView === box)
    LayoutConstraint.deactivate([between, toGuide])
    #expect(!between.isActive && root.constraints.isEmpty && box.constraints.isEmpty)
    // A view adding a constraint takes it from the view that held it.
    box.addConstraint(alone)
    #expect(right.constraints.isEmpty && alone.holdingView === box && alone.isActive)
    box.removeConstraint(alone)
    #expect(!alone.isActive && box.constraints.isEmpty)
  }

  @Test func aConstraintBetweenTreesStaysActiveWithoutAHolderUntilItWakes() throws {
    let first = View()
    let second = View()
    let constraint = LayoutConstraint(
      item: first, attribute: .width, relatedBy: .equal, toItem: second, attribute: .width,
      multiplier: 1, constant: 0)
    constraint.isActive = true
    #expect(constraint.isActive && constraint.holdingView == nil)
    let root = View()
    root.addSubview(first)
    root.addSubview(second)
    constraint.awakeFromNib()
    #expect(constraint.holdingView === root)
    // From a file: activated before its items are set, held once the nib has loaded.
    let nib = try Nib(
      xml: """
        <nib version="1">
          <View id="root"><View id="a"/><View id="b"/></View>
          <LayoutConstraint id="c" isActive="true" firstItem="$a" firstAttribute="top"
              secondItem="$b" secondAttribute="bottom"/>
        </nib>
        """, name: "Active")
    let loaded = try nib.instantiate()
    let root2 = try loaded.object(withID: "root", as: View.self)
    #expect(try loaded.object(withID: "c", as: LayoutConstraint.self).holdingView === root2)
  }

  @Test func aConstraintItemMustBeAViewOrAGuide() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <Object id="thing"/>
          <LayoutConstraint firstItem="$thing" firstAttribute="top"/>
        </nib>
        """, name: "BadItem")
    let error = #expect(throws: NibError.self) { _ = try nib.instantiate() }
    #expect(error?.diagnostics.map(\.rule) == ["reference-type"])
  }

  @Test func guidesAreMadeOnceAndOwnedByTheirView() {
    let view = View()
    let safeArea = view.safeAreaLayoutGuide
    #expect(safeArea === view.safeAreaLayoutGuide)
    #expect(safeArea.owningView === view && safeArea.identifier == "safeAreaLayoutGuide")
    #expect(view.layoutMarginsGuide.identifier == "layoutMarginsGuide")
    #expect(view.layoutMarginsGuide !== safeArea)
    #expect(view.layoutGuides.isEmpty)
    let guide = LayoutGuide()
    let other = View()
    view.addLayoutGuide(guide)
    other.addLayoutGuide(guide)
    #expect(view.layoutGuides.isEmpty && other.layoutGuides.first === guide)
    #expect(guide.owningView === other)
    other.removeLayoutGuide(guide)
    #expect(guide.owningView == nil && other.layoutGuides.isEmpty)
  }

  @Test func anObjectIsAPlainKitObject() throws {
    let nib = try Nib(xml: #"<nib version="1"><Object id="marker"/></nib>"#, name: "Object")
    let loaded = try nib.instantiate()
    #expect(loaded.topLevelObjects.count == 1)
    #expect(try loaded.object(withID: "marker", as: Object.self) === loaded.topLevelObjects[0])
    let type = try #require(TypeRegistry.standard.type(named: "Object"))
    #expect(!type.isView && type.parent == nil)
    for name in ["LayoutConstraint", "LayoutGuide", "GestureRecognizer", "ViewController"] {
      #expect(TypeRegistry.standard.type(named: name)?.isSubtype(of: "Object") == true, "\(name)")
    }
  }
}

@Test func interfaceBuilderGuideKindsNameTheViewsGuides() {
  let view = View()
  #expect(view.layoutGuide(named: "safeArea") === view.safeAreaLayoutGuide)
  #expect(view.layoutGuide(named: "layoutMargins") === view.layoutMarginsGuide)
  // A view controller's top and bottom guides: strips of the view, one of each.
  let top = view.layoutGuide(named: "top") as? LayoutGuide
  #expect(top?.identifier == "topLayoutGuide" && top?.owningView === view)
  #expect(view.layoutGuide(named: "top") === top)
  #expect((view.layoutGuide(named: "bottom") as? LayoutGuide)?.identifier == "bottomLayoutGuide")
  let own = view.layoutGuide(named: "Kq2-xY-abc") as? LayoutGuide
  #expect(own?.identifier == "Kq2-xY-abc" && own?.owningView === view)
  #expect(view.layoutGuide(named: "Kq2-xY-abc") === own && view.layoutGuides.count == 3)
}
