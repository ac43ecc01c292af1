/// What the importer knows of Interface Builder's vocabulary: which element becomes which kit
/// type, which elements are not objects, and how Xcode's attribute names and values map onto
/// the kit's properties. Documentation/InterfaceBuilder.md describes the same tables for users.
enum XIBElementTable {
  /// The kit type of an element that becomes an object, by platform; `nil` for an element the
  /// kit does not model (it loads as its nearest kit base, `View` or `Object`, with a note).
  static func kitTypeName(for element: String, platform: XIBPlatform) -> String? {
    if platform == .macOS, let name = macOSTypes[element] { return name }
    if platform != .macOS, let name = touchTypes[element] { return name }
    return sharedTypes[element]
  }

  /// Every element the table maps, with its kit type on iOS and tvOS and on macOS (`nil` where
  /// the platform has no such element of its own), sorted by element: what the mapping
  /// reference lists.
  static var mappedElements: [(element: String, touch: String?, macOS: String?)] {
    let elements = Set(sharedTypes.keys).union(touchTypes.keys).union(macOSTypes.keys)
    return elements.sorted().map { element in
      (
        element, touchTypes[element] ?? sharedTypes[element],
        macOSTypes[element] ?? sharedTypes[element]
      )
    }
  }

  /// Elements whose kit type is the same on every platform.
  private static let sharedTypes: [String: String] = [
    "view": "View",
    "label": "Label",
    "button": "Button",
    "textField": "TextField",
    "switch": "Switch",
    "imageView": "ImageView",
    "activityIndicatorView": "ActivityIndicator",
    "scrollView": "ScrollView",
    "stackView": "StackView",
    "tableView": "TableView",
    "tableViewCell": "TableViewCell",
    "datePicker": "DatePicker",
    "segmentedControl": "SegmentedControl",
    "slider": "Slider",
    "textView": "TextView",
    "collectionView": "CollectionView",
    "collectionViewCell": "CollectionViewCell",
    "customObject": "Object",
    "viewController": "ViewController",
    "stepper": "Stepper",
    "webView": "WebView",
  ]

  /// iOS and tvOS elements (UIKit).
  private static let touchTypes: [String: String] = [
    "collectionReusableView": "CollectionReusableView",
    "collectionViewFlowLayout": "CollectionViewFlowLayout",
    "collectionViewLayout": "CollectionViewLayout",
    "searchBar": "SearchBar",
    "barButtonItem": "BarButtonItem",
    "tabBarItem": "TabBarItem",
    "toolbar": "Toolbar",
    "navigationBar": "NavigationBar",
    "navigationItem": "NavigationItem",
    "tabBar": "TabBar",
    "visualEffectView": "VisualEffectView",
    "tapGestureRecognizer": "TapGestureRecognizer",
    "panGestureRecognizer": "PanGestureRecognizer",
    // Xcode's own spelling of the long-press recognizer.
    "pongPressGestureRecognizer": "LongPressGestureRecognizer",
    "swipeGestureRecognizer": "SwipeGestureRecognizer",
    "pinchGestureRecognizer": "PinchGestureRecognizer",
    "rotationGestureRecognizer": "RotationGestureRecognizer",
    "screenEdgePanGestureRecognizer": "ScreenEdgePanGestureRecognizer",
    "progressView": "ProgressView",
    "pageControl": "PageControl",
    "pickerView": "PickerView",
    "wkWebView": "WebView",
    "containerView": "View",
  ]

  /// macOS elements (AppKit).
  private static let macOSTypes: [String: String] = [
    "customView": "CustomView",
    "window": "Window",
    // A collection view's layout and item (an NSCollectionViewItem is a view controller of
    // one item's view), and WebKit's view, as on iOS.
    "collectionViewFlowLayout": "CollectionViewFlowLayout",
    "collectionViewLayout": "CollectionViewLayout",
    "collectionViewItem": "CollectionViewItem",
    "wkWebView": "WebView",
    "popover": "Popover",
    "visualEffectView": "VisualEffectView",
    "toolbar": "Toolbar",
    "toolbarItem": "ToolbarItem",
    // NSSearchToolbarItem (macOS 11): a toolbar item whose view is its search field.
    "searchToolbarItem": "ToolbarItem",
    "box": "Box",
    "tabView": "TabView",
    "tabViewItem": "TabViewItem",
    "gridView": "GridView",
    "gridRow": "GridRow",
    "gridColumn": "GridColumn",
    "gridCell": "GridCell",
    "splitView": "SplitView",
    "clipView": "ClipView",
    "scroller": "Scroller",
    "tableColumn": "TableColumn",
    "tableCellView": "TableCellView",
    "tableHeaderView": "TableHeaderView",
    "outlineView": "OutlineView",
    "menu": "Menu",
    "menuItem": "MenuItem",
    "popUpButton": "PopUpButton",
    "colorWell": "ColorWell",
    "pathControl": "PathControl",
    "levelIndicator": "LevelIndicator",
    "matrix": "Matrix",
    "secureTextField": "TextField",
    "searchField": "TextField",
    "comboBox": "TextField",
    "tokenField": "TextField",
    "progressIndicator": "ProgressView",
    "userDefaultsController": "UserDefaultsController",
    "objectController": "ObjectController",
    "arrayController": "ArrayController",
    "treeController": "TreeController",
    "numberFormatter": "NumberTextFormatter",
    "dateFormatter": "DateTextFormatter",
    "byteCountFormatter": "ByteCountTextFormatter",
    // An app's own formatter (its class a custom class): a formatter all the same.
    "customFormatter": "TextFormatter",
  ]

  // MARK: Elements that are not objects

  /// Connections, which live in their source's `<connections>`.
  static let connections: Set<String> = [
    "outlet", "outletCollection", "action", "binding", "segue", "accessibilityConnection",
  ]

  /// Layout guides: the ends of constraints, not objects of their own.
  static let layoutGuides: Set<String> = [
    "viewLayoutGuide", "viewControllerLayoutGuide", "layoutGuide",
  ]

  /// Cell content views, whose subviews, constraints and connections are their cell's.
  static let contentViews: Set<String> = [
    "tableViewCellContentView", "collectionViewCellContentView",
  ]

  /// The cells that hold a content view as `<view key="contentView">`.
  static let cellsWithContentView: Set<String> = ["tableViewCell", "collectionViewCell"]

  /// Whether an element is a macOS control's cell (`buttonCell`, `textFieldCell`, … held by a
  /// `key`), which merges into the control (or table column) that holds it.
  /// - Parameters:
  ///   - element: The element's name.
  ///   - role: Its role (a table or collection view cell holds a content view instead).
  ///   - key: Its `key`.
  static func isControlCell(_ element: String, role: Role, key: String?) -> Bool {
    key != nil && role != .cellWithContentView && element.hasSuffix("Cell")
  }

  /// Elements that hold subviews besides `<subviews>`: an AppKit stack view's gravity areas.
  static let subviewLists: Set<String> = ["subviews", "beginningViews", "middleViews", "endViews"]

  /// What the importer makes of an element by its name alone, for the names that are not
  /// objects (or that hold objects in a way of their own). Each name with a role is one the
  /// importer interns first in every document (``XIBName``), so that its role is known by its
  /// number (``XIBDocument/role(of:)``): the importer asks an array, not these sets or a
  /// comparison of strings, for every element.
  enum Role: UInt8 {
    /// Anything else: an object, a value, a collection.
    case other
    /// A connection (``connections``).
    case connection
    /// `<constraint>`.
    case constraint
    /// `<placeholder>`.
    case placeholder
    /// `<customObject>`, a placeholder when its id is negative.
    case customObject
    /// A layout guide (``layoutGuides``).
    case layoutGuide
    /// A cell's content view (``contentViews``).
    case contentView
    /// A cell that holds a content view under a key (``cellsWithContentView``).
    case cellWithContentView
    /// A list of subviews (``subviewLists``).
    case subviewList
    /// `<constraints>`.
    case constraints
    /// `<connections>`.
    case connectionList
    /// `<userDefinedRuntimeAttributes>`.
    case runtimeAttributes
    /// `<variation>`: a size class's variant, not read.
    case variation
    /// A collection of `reference=` elements (``referenceCollections``).
    case referenceCollection

    /// The role of the elements named `name`.
    init(name: String) {
      switch name {
      case "constraint": self = .constraint
      case "placeholder": self = .placeholder
      case "customObject": self = .customObject
      case "constraints": self = .constraints
      case "connections": self = .connectionList
      case "userDefinedRuntimeAttributes": self = .runtimeAttributes
      case "variation": self = .variation
      case _ where connections.contains(name): self = .connection
      case _ where layoutGuides.contains(name): self = .layoutGuide
      case _ where contentViews.contains(name): self = .contentView
      case _ where cellsWithContentView.contains(name): self = .cellWithContentView
      case _ where subviewLists.contains(name): self = .subviewList
      case _ where referenceCollections[name] != nil: self = .referenceCollection
      default: self = .other
      }
    }
  }

  // MARK: Attributes

  /// Attributes that say nothing a property can hold (Interface Builder's own bookkeeping, or
  /// how the document is organised): read elsewhere or ignored. A placeholder intrinsic size
  /// is the canvas's alone (the app's class sizes the view when it runs): read as the canvas,
  /// not as the kit's property of the same name.
  static let structuralAttributes: Set<String> = [
    "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel",
    "placeholderIdentifier", "sceneMemberID", "colorLabel", "placeholderIntrinsicWidth",
    "placeholderIntrinsicHeight",
  ]

  /// The holder's property for a collection of objects whose element name differs from it.
  static let collectionPropertyNames: [String: String] = [
    "allowedToolbarItems": "allowedItems", "tabViewItems": "items", "gridCells": "cells",
  ]

  /// Collections of `reference=` elements that name objects defined elsewhere in the
  /// document, by the holder's property they set in order: a macOS toolbar's shown items.
  static let referenceCollections: [String: String] = ["defaultToolbarItems": "items"]

  /// Xcode's attribute names that differ from the kit's property names.
  static let propertyNames: [String: String] = [
    // A toolbar item's identifier: AppKit's own for the standard spaces, Xcode's made-up one
    // for the others unless the document gives one (`explicitItemIdentifier`, which wins).
    "implicitItemIdentifier": "itemIdentifier", "explicitItemIdentifier": "itemIdentifier",
    "navigational": "isNavigational",
    "hidden": "isHidden",
    "clipsSubviews": "clipsToBounds",
    "userInteractionEnabled": "isUserInteractionEnabled",
    "multipleTouchEnabled": "isMultipleTouchEnabled",
    "on": "isOn",
    "enabled": "isEnabled",
    "selected": "isSelected",
    "highlighted": "isHighlighted",
    "animating": "isAnimating",
    "secureTextEntry": "isSecureTextEntry",
    "editable": "isEditable",
    "selectable": "isSelectable",
    "bordered": "isBordered",
    "continuous": "isContinuous",
    "scrollEnabled": "isScrollEnabled",
    "pagingEnabled": "isPagingEnabled",
    "translucent": "isTranslucent",
    "adjustsFontSizeToFit": "adjustsFontSizeToFitWidth",
    "orientation": "axis",
    "placeholderString": "placeholder",
    "baselineRelativeArrangement": "isBaselineRelativeArrangement",
    "layoutMarginsRelativeArrangement": "isLayoutMarginsRelativeArrangement",
    "separator": "isSeparatorItem",
    "vertical": "isVertical",
    // A slider's range (a stepper's is written with the kit's names).
    "minValue": "minimumValue",
    "maxValue": "maximumValue",
    "directionalLockEnabled": "isDirectionalLockEnabled",
    // A macOS scroll view's insets.
    "contentInsets": "contentInset",
  ]

  /// The kit's property for an attribute whose name is too general to rename everywhere, in
  /// the types that have it: a tab view's `type` (`noTabsNoBorder`, …) is its `tabViewType`.
  /// - Returns: `nil` when the type has no such property.
  static func ownPropertyName(for attribute: String, in type: NibType) -> String? {
    switch attribute {
    case "type" where type.properties["tabViewType"] != nil: "tabViewType"
    default: nil
    }
  }

  /// The kit's property for an attribute of a control's cell, where it differs from the
  /// control's own attribute (a cell's `title` is a text field's text).
  static func cellPropertyName(for attribute: String, cell: String) -> String? {
    switch (cell, attribute) {
    case ("textFieldCell", "title"), ("secureTextFieldCell", "title"),
      ("searchFieldCell", "title"), ("comboBoxCell", "title"), ("tokenFieldCell", "title"):
      "text"
    case ("buttonCell", "type"): "buttonType"
    case ("buttonCell", "alternateImage"): "selectedImage"
    case ("imageCell", "imageScaling"): "contentMode"
    case ("sliderCell", "doubleValue"), ("stepperCell", "doubleValue"),
      ("levelIndicatorCell", "doubleValue"):
      "value"
    case ("sliderCell", "minValue"), ("stepperCell", "minValue"): "minimumValue"
    case ("sliderCell", "maxValue"), ("stepperCell", "maxValue"): "maximumValue"
    case ("stepperCell", "increment"): "stepValue"
    case ("stepperCell", "valueWraps"): "wraps"
    case (_, "alignment"): "textAlignment"
    default: nil
    }
  }

  /// Xcode's value names that differ from the kit's case names, by property.
  static let caseNames: [String: [String: String]] = [
    "contentMode": [
      "scaleAspectFit": "aspectFit", "scaleAspectFill": "aspectFill",
      // A macOS image cell's `imageScaling`.
      "proportionallyDown": "aspectFit", "proportionallyUpOrDown": "aspectFit",
      "axesIndependently": "scaleToFill", "none": "center",
    ],
    "alignment": ["width": "fill", "height": "fill"],
    "lineBreakMode": lineBreakModes,
    "firstAttribute": ["baseline": "lastBaseline"],
    "secondAttribute": ["baseline": "lastBaseline"],
    // A macOS text field cell's plain border (AppKit's `isBordered`).
    "borderStyle": ["border": "line"],
    "borderType": [
      "none": "noBorder", "line": "lineBorder", "bezel": "bezelBorder", "groove": "grooveBorder",
    ],
    "separatorStyle": ["default": "singleLine"],
    "keyboardType": ["alphabet": "asciiCapable"],
    // A macOS button cell's `type`: its presets that differ only in look are push buttons.
    "buttonType": [
      "check": "switch", "push": "momentaryPushIn", "square": "momentaryPushIn",
      "smallSquare": "momentaryPushIn", "recessed": "momentaryPushIn",
      "roundTextured": "momentaryPushIn", "bevel": "momentaryPushIn",
      "inline": "momentaryPushIn", "roundRect": "momentaryPushIn", "help": "momentaryPushIn",
      "disclosure": "momentaryPushIn", "disclosureTriangle": "momentaryPushIn",
      "squareTextured": "momentaryPushIn", "round": "momentaryPushIn",
    ],
    // A macOS button cell's image beside its title.
    "imagePosition": [
      "only": "imageOnly", "left": "imageLeft", "right": "imageRight", "below": "imageBelow",
      "above": "imageAbove", "overlaps": "imageOverlaps", "leading": "imageLeading",
      "trailing": "imageTrailing",
    ],
    // A macOS button cell's bezel: Xcode names NSRoundRectBezelStyle's `roundedRect` (its cell
    // type is `roundRect`).
    "bezelStyle": ["roundedRect": "roundRect"],
    // A popover's: Xcode abbreviates NSPopoverBehaviorTransient.
    "behavior": ["t": "transient"],
  ]

  /// UIKit's and AppKit's line break modes as Xcode writes them.
  private static let lineBreakModes: [String: String] = [
    "wordWrap": "byWordWrapping", "characterWrap": "byCharWrapping", "clip": "byClipping",
    "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail",
    "middleTruncation": "byTruncatingMiddle", "wordWrapping": "byWordWrapping",
    "charWrapping": "byCharWrapping", "clipping": "byClipping",
    "truncatingHead": "byTruncatingHead", "truncatingTail": "byTruncatingTail",
    "truncatingMiddle": "byTruncatingMiddle",
  ]

  /// The members of an option-set element (`<windowStyleMask>`, `<modifierMask>`, …) whose
  /// names differ from the kit's, by property.
  static let optionNames: [String: [String: String]] = [
    // Xcode writes a sheet's `documentModal`, AppKit names it `docModalWindow`.
    "styleMask": [
      "utility": "utilityWindow", "documentModal": "docModalWindow", "HUD": "hudWindow",
    ],
    "resizingMask": ["resizeWithTable": "autoresizingMask", "userResizable": "userResizingMask"],
  ]

  /// The kit's property for a colour element's `key`, where it differs.
  static let colorPropertyNames: [String: String] = [
    "highlightedColor": "highlightedTextColor"
  ]

  /// Runtime attributes' key paths that are another name of a kit property: a layer's
  /// `masksToBounds` is its view's `clipsToBounds`, as in UIKit and AppKit; its corner radius
  /// and border are the view's `layer…` properties.
  static let runtimeAttributeAliases: [String: String] = [
    "layer.masksToBounds": "clipsToBounds", "layer.cornerRadius": "layerCornerRadius",
    "layer.borderWidth": "layerBorderWidth", "layer.borderColor": "layerBorderColor",
  ]
}
