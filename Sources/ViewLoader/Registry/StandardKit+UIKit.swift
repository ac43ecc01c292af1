/// The kit's types after the first: UIKit's controls and views, collection views, bars.
extension TypeRegistry {
  /// Registers the controls, views and collection views that came after the first kit.
  mutating func registerUIKitTypes() {
    register(SegmentedControl.self, name: "SegmentedControl") { type in
      type.acceptsChildren = false
      type.strings("segmentTitles") { $0.segmentTitles = $1 }
      type.strings("segmentImages") { $0.segmentImages = $1 }
      type.int("selectedSegmentIndex", minimum: -1) { $0.selectedSegmentIndex = $1 }
      type.bool("isMomentary") { $0.isMomentary = $1 }
      type.bool("apportionsSegmentWidthsByContent") { $0.apportionsSegmentWidthsByContent = $1 }
      type.color("selectedSegmentTintColor") { $0.selectedSegmentTintColor = $1 }
      type.enumeration("trackingMode") { $0.trackingMode = $1 }
    }
    register(Slider.self, name: "Slider") { type in
      type.acceptsChildren = false
      type.double("value") { $0.value = $1 }
      type.double("minimumValue") { $0.minimumValue = $1 }
      type.double("maximumValue") { $0.maximumValue = $1 }
      type.bool("isContinuous") { $0.isContinuous = $1 }
      // AppKit's slider: its cell's kind (the kit reads its size from controlSize).
      type.enumeration("sliderType") { $0.appKitSliderType = $1 }
      type.color("minimumTrackTintColor") { $0.minimumTrackTintColor = $1 }
      type.color("maximumTrackTintColor") { $0.maximumTrackTintColor = $1 }
      type.color("thumbTintColor") { $0.thumbTintColor = $1 }
      type.string("minimumValueImage") { $0.minimumValueImage = $1 }
      type.string("maximumValueImage") { $0.maximumValueImage = $1 }
    }
    register(Stepper.self, name: "Stepper") { type in
      type.acceptsChildren = false
      type.double("value") { $0.value = $1 }
      type.double("minimumValue") { $0.minimumValue = $1 }
      type.double("maximumValue") { $0.maximumValue = $1 }
      type.double("stepValue") { $0.stepValue = $1 }
      type.bool("isContinuous") { $0.isContinuous = $1 }
      type.bool("autorepeat") { $0.autorepeat = $1 }
      type.bool("wraps") { $0.wraps = $1 }
    }
    register(PageControl.self, name: "PageControl") { type in
      type.acceptsChildren = false
      type.int("numberOfPages", minimum: 0) { $0.numberOfPages = $1 }
      type.int("currentPage", minimum: 0) { $0.currentPage = $1 }
      type.bool("hidesForSinglePage") { $0.hidesForSinglePage = $1 }
      type.color("pageIndicatorTintColor") { $0.pageIndicatorTintColor = $1 }
      type.color("currentPageIndicatorTintColor") { $0.currentPageIndicatorTintColor = $1 }
    }
    register(ProgressView.self, name: "ProgressView") { type in
      type.acceptsChildren = false
      type.double("progress") { $0.progress = $1 }
      type.enumeration("progressViewStyle") { $0.progressViewStyle = $1 }
      // AppKit's progress indicator is a progress view of its own look and size.
      type.enumeration("style") { $0.appKitStyle = $1 }
      type.enumeration("controlSize") { $0.controlSize = $1 }
      type.color("progressTintColor") { $0.progressTintColor = $1 }
      type.color("trackTintColor") { $0.trackTintColor = $1 }
      type.string("progressImage") { $0.progressImage = $1 }
      type.string("trackImage") { $0.trackImage = $1 }
    }
    register(PickerView.self, name: "PickerView") { type in
      type.acceptsChildren = false
      type.reference("dataSource") { object, target in
        object.dataSource = target
        return true
      }
      type.reference("delegate") { object, target in
        object.delegate = target
        return true
      }
      type.bool("showsSelectionIndicator") { $0.showsSelectionIndicator = $1 }
    }
    register(WebView.self, name: "WebView") { type in
      type.bool("scalesPageToFit") { $0.scalesPageToFit = $1 }
      type.bool("allowsBackForwardNavigationGestures") {
        $0.allowsBackForwardNavigationGestures = $1
      }
      type.bool("allowsLinkPreview") { $0.allowsLinkPreview = $1 }
      type.string("customUserAgent") { $0.customUserAgent = $1 }
      // The delegates' outlets, by the names Interface Builder gives them.
      let delegates: [(String, @Sendable (WebView, AnyObject) -> Void)] = [
        ("delegate", { $0.delegate = $1 }), ("navigationDelegate", { $0.navigationDelegate = $1 }),
        ("UIDelegate", { $0.uiDelegate = $1 }), ("policyDelegate", { $0.policyDelegate = $1 }),
        ("frameLoadDelegate", { $0.frameLoadDelegate = $1 }),
        ("resourceLoadDelegate", { $0.resourceLoadDelegate = $1 }),
        ("downloadDelegate", { $0.downloadDelegate = $1 }),
      ]
      for (name, set) in delegates {
        type.reference(name) { view, target in
          set(view, target)
          return true
        }
      }
    }
    register(CollectionViewLayout.self, name: "CollectionViewLayout")
    register(CollectionViewFlowLayout.self, name: "CollectionViewFlowLayout") { type in
      type.enumeration("scrollDirection") { $0.scrollDirection = $1 }
      type.size("itemSize") { $0.itemSize = $1 }
      type.size("estimatedItemSize") { $0.estimatedItemSize = $1 }
      type.double("minimumLineSpacing") { $0.minimumLineSpacing = $1 }
      type.double("minimumInteritemSpacing") { $0.minimumInteritemSpacing = $1 }
      type.size("headerReferenceSize") { $0.headerReferenceSize = $1 }
      type.size("footerReferenceSize") { $0.footerReferenceSize = $1 }
      type.insets("sectionInset") { $0.sectionInset = $1 }
      type.bool("sectionHeadersPinToVisibleBounds") { $0.sectionHeadersPinToVisibleBounds = $1 }
      type.bool("sectionFootersPinToVisibleBounds") { $0.sectionFootersPinToVisibleBounds = $1 }
    }
    register(CollectionView.self, name: "CollectionView") { type in
      type.object("collectionViewLayout", "CollectionViewLayout") {
        (object, target: CollectionViewLayout) in object.collectionViewLayout = target
      }
      type.reference("dataSource") { object, target in
        object.dataSource = target
        return true
      }
      type.reference("delegate") { object, target in
        object.delegate = target
        return true
      }
      type.bool("allowsSelection") { $0.allowsSelection = $1 }
      type.bool("allowsMultipleSelection") { $0.allowsMultipleSelection = $1 }
      type.bool("isPrefetchingEnabled") { $0.isPrefetchingEnabled = $1 }
    }
    register(CollectionReusableView.self, name: "CollectionReusableView") { type in
      type.string("reuseIdentifier") { $0.reuseIdentifier = $1 }
    }
    register(CollectionViewCell.self, name: "CollectionViewCell") { type in
      type.bool("isSelected") { $0.isSelected = $1 }
      type.bool("isHighlighted") { $0.isHighlighted = $1 }
    }
    register(SearchBar.self, name: "SearchBar") { type in
      type.acceptsChildren = false
      type.string("text") { $0.text = $1 }
      type.string("placeholder") { $0.placeholder = $1 }
      type.string("prompt") { $0.prompt = $1 }
      type.strings("scopeButtonTitles") { $0.scopeButtonTitles = $1 }
      type.int("selectedScopeButtonIndex", minimum: 0) { $0.selectedScopeButtonIndex = $1 }
      type.bool("showsScopeBar") { $0.showsScopeBar = $1 }
      type.bool("showsCancelButton") { $0.showsCancelButton = $1 }
      type.bool("showsBookmarkButton") { $0.showsBookmarkButton = $1 }
      type.bool("showsSearchResultsButton") { $0.showsSearchResultsButton = $1 }
      type.enumeration("searchBarStyle") { $0.searchBarStyle = $1 }
      type.enumeration("barStyle") { $0.barStyle = $1 }
      type.bool("isTranslucent") { $0.isTranslucent = $1 }
      type.color("barTintColor") { $0.barTintColor = $1 }
      type.reference("delegate") { bar, target in
        bar.delegate = target
        return true
      }
      type.textInputTraits()
    }
    register(TextView.self, name: "TextView") { type in
      type.string("text") { $0.text = $1 }
      type.string("font") { $0.font = $1 }
      type.color("textColor") { $0.textColor = $1 }
      type.enumeration("textAlignment") { $0.textAlignment = $1 }
      type.bool("isEditable") { $0.isEditable = $1 }
      type.bool("isSelectable") { $0.isSelectable = $1 }
      type.bool("allowsEditingTextAttributes") { $0.allowsEditingTextAttributes = $1 }
      type.bool("adjustsFontForContentSizeCategory") {
        $0.adjustsFontForContentSizeCategory = $1
      }
      type.options("dataDetectorTypes") { $0.dataDetectorTypes = $1 }
      type.insets("textContainerInset") { $0.textContainerInset = $1 }
      type.reference("delegate") { view, target in
        view.delegate = target
        return true
      }
      type.textInputTraits()
      type.bool("isSecureTextEntry") { $0.textInputTraits.isSecureTextEntry = $1 }
    }
    register(VisualEffectView.self, name: "VisualEffectView") { type in
      type.enumeration("blurStyle") { $0.blurStyle = $1 }
      type.bool("isVibrant") { $0.isVibrant = $1 }
      type.enumeration("material") { $0.material = $1 }
      type.enumeration("blendingMode") { $0.blendingMode = $1 }
      type.enumeration("state") { $0.state = $1 }
      type.heldView("contentView", "View") { (effect, view: View) in effect.contentView = view }
    }
  }

  /// Registers bar items, navigation items and the bars that show them.
  mutating func registerBars() {
    register(BarItem.self, name: "BarItem") { type in
      type.string("title") { $0.title = $1 }
      type.string("image") { $0.image = $1 }
      type.string("landscapeImagePhone") { $0.landscapeImagePhone = $1 }
      type.bool("isEnabled") { $0.isEnabled = $1 }
      type.int("tag") { $0.tag = $1 }
      type.string("accessibilityLabel") { $0.accessibilityLabel = $1 }
      type.string("accessibilityIdentifier") { $0.accessibilityIdentifier = $1 }
    }
    register(TabBarItem.self, name: "TabBarItem") { type in
      type.string("selectedImage") { $0.selectedImage = $1 }
      type.string("badgeValue") { $0.badgeValue = $1 }
      type.color("badgeColor") { $0.badgeColor = $1 }
      type.enumeration("systemItem") { $0.systemItem = $1 }
    }
    register(NavigationItem.self, name: "NavigationItem") { type in
      type.string("title") { $0.title = $1 }
      type.string("prompt") { $0.prompt = $1 }
      type.string("backButtonTitle") { $0.backButtonTitle = $1 }
      type.bool("hidesBackButton") { $0.hidesBackButton = $1 }
      type.enumeration("largeTitleDisplayMode") { $0.largeTitleDisplayMode = $1 }
      type.objects("leftBarButtonItems", "BarButtonItem") { (object, target: BarButtonItem) in
        object.leftBarButtonItems.append(target)
      }
      type.objects("rightBarButtonItems", "BarButtonItem") { (object, target: BarButtonItem) in
        object.rightBarButtonItems.append(target)
      }
      type.object("leftBarButtonItem", "BarButtonItem") { (item, button: BarButtonItem) in
        item.leftBarButtonItem = button
      }
      type.object("rightBarButtonItem", "BarButtonItem") { (item, button: BarButtonItem) in
        item.rightBarButtonItem = button
      }
      type.object("backBarButtonItem", "BarButtonItem") { (object, target: BarButtonItem) in
        object.backBarButtonItem = target
      }
      type.object("titleView", "View") { (object, target: View) in object.titleView = target }
    }
    register(Bar.self, name: "Bar") { type in
      type.enumeration("barStyle") { $0.barStyle = $1 }
      type.bool("isTranslucent") { $0.isTranslucent = $1 }
      type.color("barTintColor") { $0.barTintColor = $1 }
    }
    register(Toolbar.self, name: "Toolbar") { type in
      type.objects("items", "BarButtonItem") { (object, target: BarButtonItem) in
        object.items.append(target)
      }
      type.objects("allowedItems", "BarButtonItem") { (object, target: BarButtonItem) in
        object.allowedItems.append(target)
      }
      type.enumeration("displayMode") { $0.displayMode = $1 }
      type.bool("allowsUserCustomization") { $0.allowsUserCustomization = $1 }
      type.reference("delegate") { toolbar, target in
        toolbar.delegate = target
        return true
      }
    }
    register(NavigationBar.self, name: "NavigationBar") { type in
      type.objects("items", "NavigationItem") { (object, target: NavigationItem) in
        object.items.append(target)
      }
      type.bool("prefersLargeTitles") { $0.prefersLargeTitles = $1 }
    }
    register(TabBar.self, name: "TabBar") { type in
      type.objects("items", "TabBarItem") { (object, target: TabBarItem) in
        object.items.append(target)
      }
      type.object("selectedItem", "TabBarItem") { (object, target: TabBarItem) in
        object.selectedItem = target
      }
      type.color("unselectedItemTintColor") { $0.unselectedItemTintColor = $1 }
      type.reference("delegate") { object, target in
        object.delegate = target
        return true
      }
    }
    register(BarButtonItem.self, name: "BarButtonItem") { type in
      type.enumeration("style") { $0.style = $1 }
      type.enumeration("systemItem") { $0.systemItem = $1 }
      type.double("width") { $0.width = $1 }
      type.object("customView", "View") { (item, view: View) in item.customView = view }
      type.color("tintColor") { $0.tintColor = $1 }
      type.event(.primaryActionTriggered)
    }
  }
}

extension NibTypeBuilder where T == ScrollView {
  /// The scroll view's properties beyond its content size: UIKit's and a macOS scroll view's.
  func scrollViewDetails() {
    let type = self
    type.point("contentOffset") { $0.contentOffset = $1 }
    type.insets("contentInset") { $0.contentInset = $1 }
    type.insets("scrollIndicatorInsets") { $0.scrollIndicatorInsets = $1 }
    type.enumeration("contentInsetAdjustmentBehavior") { $0.contentInsetAdjustmentBehavior = $1 }
    type.enumeration("keyboardDismissMode") { $0.keyboardDismissMode = $1 }
    type.bool("isScrollEnabled") { $0.isScrollEnabled = $1 }
    type.bool("isPagingEnabled") { $0.isPagingEnabled = $1 }
    type.bool("bounces") { $0.bounces = $1 }
    type.bool("alwaysBounceVertical") { $0.alwaysBounceVertical = $1 }
    type.bool("alwaysBounceHorizontal") { $0.alwaysBounceHorizontal = $1 }
    type.bool("showsHorizontalScrollIndicator") { $0.showsHorizontalScrollIndicator = $1 }
    type.bool("showsVerticalScrollIndicator") { $0.showsVerticalScrollIndicator = $1 }
    type.bool("isDirectionalLockEnabled") { $0.isDirectionalLockEnabled = $1 }
    type.bool("delaysContentTouches") { $0.delaysContentTouches = $1 }
    type.double("minimumZoomScale") { $0.minimumZoomScale = $1 }
    type.double("maximumZoomScale") { $0.maximumZoomScale = $1 }
    type.bool("hasVerticalScroller") { $0.hasVerticalScroller = $1 }
    type.bool("hasHorizontalScroller") { $0.hasHorizontalScroller = $1 }
    type.bool("autohidesScrollers") { $0.autohidesScrollers = $1 }
    type.enumeration("borderType") { $0.borderType = $1 }
    type.heldView("contentView", "ClipView") { (scroll, clip: ClipView) in
      scroll.contentView = clip
    }
    type.heldView("horizontalScroller", "Scroller") { (scroll, scroller: Scroller) in
      scroll.horizontalScroller = scroller
    }
    type.heldView("verticalScroller", "Scroller") { (scroll, scroller: Scroller) in
      scroll.verticalScroller = scroller
    }
    type.heldView("headerView", "View") { (scroll, view: View) in scroll.headerView = view }
  }

}

extension NibTypeBuilder where T == TableView {
  /// The table view's properties beyond its rows and data source: UIKit's and a macOS
  /// table's.
  func tableViewDetails() {
    let type = self
    type.double("sectionHeaderHeight") { $0.sectionHeaderHeight = $1 }
    type.double("sectionFooterHeight") { $0.sectionFooterHeight = $1 }
    type.double("estimatedRowHeight") { $0.estimatedRowHeight = $1 }
    type.double("estimatedSectionHeaderHeight") { $0.estimatedSectionHeaderHeight = $1 }
    type.double("estimatedSectionFooterHeight") { $0.estimatedSectionFooterHeight = $1 }
    type.enumeration("separatorStyle") { $0.separatorStyle = $1 }
    type.color("separatorColor") { $0.separatorColor = $1 }
    type.insets("separatorInset") { $0.separatorInset = $1 }
    type.bool("allowsSelection") { $0.allowsSelection = $1 }
    type.bool("allowsMultipleSelection") { $0.allowsMultipleSelection = $1 }
    type.bool("allowsSelectionDuringEditing") { $0.allowsSelectionDuringEditing = $1 }
    type.bool("allowsMultipleSelectionDuringEditing") {
      $0.allowsMultipleSelectionDuringEditing = $1
    }
    type.heldView("tableHeaderView", "View") { (table, view: View) in table.tableHeaderView = view }
    type.heldView("tableFooterView", "View") { (table, view: View) in table.tableFooterView = view }
    type.objects("tableColumns", "TableColumn") { (table, column: TableColumn) in
      table.addTableColumn(column)
    }
    // A table only names its column header view (its scroll view holds it).
    type.heldView("headerView", "View") { (table, view: View) in table.headerView = view }
    type.size("intercellSpacing") { $0.intercellSpacing = $1 }
    type.bool("usesAlternatingRowBackgroundColors") {
      $0.usesAlternatingRowBackgroundColors = $1
    }
    type.enumeration("columnAutoresizingStyle") { $0.columnAutoresizingStyle = $1 }
    type.enumeration("selectionHighlightStyle") { $0.selectionHighlightStyle = $1 }
    type.bool("allowsColumnReordering") { $0.allowsColumnReordering = $1 }
    type.bool("allowsColumnResizing") { $0.allowsColumnResizing = $1 }
    type.bool("allowsColumnSelection") { $0.allowsColumnSelection = $1 }
    type.bool("allowsEmptySelection") { $0.allowsEmptySelection = $1 }
    type.bool("usesAutomaticRowHeights") { $0.usesAutomaticRowHeights = $1 }
    type.color("gridColor") { $0.gridColor = $1 }
  }
}
