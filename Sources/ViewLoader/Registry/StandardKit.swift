import FoundationEssentials

extension TypeRegistry {
  /// Registers the standard kit, superclasses first. Each property is a ``KitProperty``
  /// case: instantiation sets it with a switch and a direct call, not through a closure (nor a
  /// key path, which is several times slower still).
  mutating func registerStandardKit() {
    register(View.self, name: "View") { type in
      type.kit("frame", .rect, .viewFrame)
      type.kit("backgroundColor", .color, .viewBackgroundColor)
      type.kit("alpha", .double, .viewAlpha)
      type.kit("isHidden", .bool, .viewIsHidden)
      type.kit("tag", .int, .viewTag)
      type.kit("clipsToBounds", .bool, .viewClipsToBounds)
      type.kit("accessibilityLabel", .string, .viewAccessibilityLabel)
      type.kit("accessibilityIdentifier", .string, .viewAccessibilityIdentifier)
      type.kit("contentMode", ContentMode.self, .viewContentMode)
      type.kit("autoresizingMask", options: AutoresizingMask.self, .viewAutoresizingMask)
      type.kit("autoresizesSubviews", .bool, .viewAutoresizesSubviews)
      type.kit("isUserInteractionEnabled", .bool, .viewIsUserInteractionEnabled)
      type.kit(
        "translatesAutoresizingMaskIntoConstraints", .bool,
        .viewTranslatesAutoresizingMaskIntoConstraints)
      type.kit(
        "horizontalHuggingPriority", .double, range: LayoutPriority.range,
        .viewHorizontalHuggingPriority)
      type.kit(
        "verticalHuggingPriority", .double, range: LayoutPriority.range,
        .viewVerticalHuggingPriority)
      type.kit(
        "horizontalCompressionResistancePriority", .double, range: LayoutPriority.range,
        .viewHorizontalCompressionResistancePriority)
      type.kit(
        "verticalCompressionResistancePriority", .double, range: LayoutPriority.range,
        .viewVerticalCompressionResistancePriority)
      type.kit("layoutMargins", .insets, .viewLayoutMargins)
      type.kit("tintColor", .color, .viewTintColor)
      type.kit("toolTip", .string, .viewToolTip)
      type.reference("nextKeyView", typeName: "View") { view, target in
        guard let next = target as? View else { return false }
        view.nextKeyView = next
        return true
      }
      type.object("menu", "Menu") { (view, menu: Menu) in view.menu = menu }
      type.objects("constraints", "LayoutConstraint") { (view, constraint: LayoutConstraint) in
        view.addConstraint(constraint)
      }
      type.objects("layoutGuides", "LayoutGuide") { (view, guide: LayoutGuide) in
        view.addLayoutGuide(guide)
      }
      type.objects("gestureRecognizers", "GestureRecognizer") {
        (view, recognizer: GestureRecognizer) in
        view.addGestureRecognizer(recognizer)
      }
      type.bool("isMultipleTouchEnabled") { $0.isMultipleTouchEnabled = $1 }
      type.bool("insetsLayoutMarginsFromSafeArea") { $0.insetsLayoutMarginsFromSafeArea = $1 }
      type.bool("preservesSuperviewLayoutMargins") { $0.preservesSuperviewLayoutMargins = $1 }
      type.string("accessibilityHint") { $0.accessibilityHint = $1 }
      type.string("identifier") { $0.identifier = $1 }
      type.bool("isAccessibilityElement") { $0.isAccessibilityElement = $1 }
      type.double("layerCornerRadius") { $0.layerCornerRadius = $1 }
      type.double("layerBorderWidth") { $0.layerBorderWidth = $1 }
      type.color("layerBorderColor") { $0.layerBorderColor = $1 }
      type.double("placeholderIntrinsicWidth") { $0.placeholderIntrinsicWidth = $1 }
      type.double("placeholderIntrinsicHeight") { $0.placeholderIntrinsicHeight = $1 }
    }
    register(Label.self, name: "Label") { type in
      type.acceptsChildren = false
      type.kit("text", .string, .labelText)
      type.kit("textColor", .color, .labelTextColor)
      type.kit("textAlignment", TextAlignment.self, .labelTextAlignment)
      type.kit("numberOfLines", .int, minimum: 0, .labelNumberOfLines)
      type.kit("font", .string, .labelFont)
      type.enumeration("lineBreakMode") { $0.lineBreakMode = $1 }
      type.bool("adjustsFontSizeToFitWidth") { $0.adjustsFontSizeToFitWidth = $1 }
      type.double("minimumScaleFactor") { $0.minimumScaleFactor = $1 }
      type.enumeration("baselineAdjustment") { $0.baselineAdjustment = $1 }
      type.bool("adjustsFontForContentSizeCategory") {
        $0.adjustsFontForContentSizeCategory = $1
      }
      type.color("highlightedTextColor") { $0.highlightedTextColor = $1 }
      type.bool("isHighlighted") { $0.isHighlighted = $1 }
      type.bool("isEnabled") { $0.isEnabled = $1 }
      type.double("preferredMaxLayoutWidth") { $0.preferredMaxLayoutWidth = $1 }
    }
    register(Control.self, name: "Control") { type in
      type.kit("isEnabled", .bool, .controlIsEnabled)
      type.kit("isSelected", .bool, .controlIsSelected)
      type.bool("isHighlighted") { $0.isHighlighted = $1 }
      type.enumeration("contentHorizontalAlignment") { $0.contentHorizontalAlignment = $1 }
      type.enumeration("contentVerticalAlignment") { $0.contentVerticalAlignment = $1 }
      type.enumeration("controlSize") { $0.controlSize = $1 }
      type.events(Control.Event.allControlEvents)
    }
    register(Button.self, name: "Button") { type in
      type.kit("title", .string, .buttonTitle)
      type.kit("titleColor", .color, .buttonTitleColor)
      type.kit("image", .string, .buttonImage)
      type.enumeration("buttonType") { $0.buttonType = $1 }
      type.enumeration("bezelStyle") { $0.bezelStyle = $1 }
      type.enumeration("configurationStyle") { $0.configurationStyle = $1 }
      type.enumeration("state") { $0.state = $1 }
      type.string("font") { $0.font = $1 }
      type.enumeration("lineBreakMode") { $0.lineBreakMode = $1 }
      type.insets("contentEdgeInsets") { $0.contentEdgeInsets = $1 }
      type.insets("titleEdgeInsets") { $0.titleEdgeInsets = $1 }
      type.insets("imageEdgeInsets") { $0.imageEdgeInsets = $1 }
      type.string("backgroundImage") { $0.backgroundImage = $1 }
      type.string("alternateTitle") { $0.alternateTitle = $1 }
      type.string("keyEquivalent") { $0.keyEquivalent = $1 }
      type.bool("isBordered") { $0.isBordered = $1 }
      type.enumeration("imagePosition") { $0.imagePosition = $1 }
      type.bool("adjustsFontForContentSizeCategory") {
        $0.adjustsFontForContentSizeCategory = $1
      }
      for state in [Button.State.highlighted, .selected, .disabled] {
        type.string("\(state.rawValue)Title") { $0.setTitle($1, for: state) }
        type.color("\(state.rawValue)TitleColor") { $0.setTitleColor($1, for: state) }
        type.string("\(state.rawValue)Image") { $0.setImage($1, for: state) }
      }
    }
    register(TextField.self, name: "TextField") { type in
      type.acceptsChildren = false
      type.kit("text", .string, .textFieldText)
      type.kit("placeholder", .string, .textFieldPlaceholder)
      type.kit("isSecureTextEntry", .bool, .textFieldIsSecureTextEntry)
      type.string("font") { $0.font = $1 }
      type.color("textColor") { $0.textColor = $1 }
      type.reference("dataSource") { field, target in
        field.dataSource = target
        return true
      }
      type.object("searchMenuTemplate", "Menu") { (field, menu: Menu) in
        field.searchMenuTemplate = menu
      }
      type.enumeration("textAlignment") { $0.textAlignment = $1 }
      type.enumeration("borderStyle") { $0.borderStyle = $1 }
      type.enumeration("clearButtonMode") { $0.clearButtonMode = $1 }
      type.bool("adjustsFontSizeToFitWidth") { $0.adjustsFontSizeToFitWidth = $1 }
      type.bool("adjustsFontForContentSizeCategory") {
        $0.adjustsFontForContentSizeCategory = $1
      }
      type.double("minimumFontSize") { $0.minimumFontSize = $1 }
      type.enumeration("lineBreakMode") { $0.lineBreakMode = $1 }
      type.double("preferredMaxLayoutWidth") { $0.preferredMaxLayoutWidth = $1 }
      type.bool("isEditable") { $0.isEditable = $1 }
      type.bool("isSelectable") { $0.isSelectable = $1 }
      type.bool("isBordered") { $0.isBordered = $1 }
      type.bool("isBezeled") { $0.isBezeled = $1 }
      type.bool("drawsBackground") { $0.drawsBackground = $1 }
      type.object("formatter", "TextFormatter") { (field, formatter: TextFormatter) in
        field.formatter = formatter
      }
      type.textInputTraits()
      type.reference("delegate") { field, target in
        field.delegate = target
        return true
      }
    }
    register(Switch.self, name: "Switch") { type in
      type.acceptsChildren = false
      type.kit("isOn", .bool, .switchIsOn)
      type.color("onTintColor") { $0.onTintColor = $1 }
      type.color("thumbTintColor") { $0.thumbTintColor = $1 }
    }
    register(ImageView.self, name: "ImageView") { type in
      type.acceptsChildren = false
      type.kit("image", .string, .imageViewImage)
      type.string("highlightedImage") { $0.highlightedImage = $1 }
      type.bool("isHighlighted") { $0.isHighlighted = $1 }
      type.enumeration("imageFrameStyle") { $0.imageFrameStyle = $1 }
      // An editable macOS image view's change of image (`NSImageView` is a control).
      type.event(.primaryActionTriggered)
    }
    register(ActivityIndicator.self, name: "ActivityIndicator") { type in
      type.acceptsChildren = false
      type.kit("isAnimating", .bool, .activityIndicatorIsAnimating)
      type.kit("style", ActivityIndicator.Style.self, .activityIndicatorStyle)
      type.bool("hidesWhenStopped") { $0.hidesWhenStopped = $1 }
      type.color("color") { $0.color = $1 }
    }
    register(ScrollView.self, name: "ScrollView") { type in
      type.kit("contentSize", .size, .scrollViewContentSize)
      type.scrollViewDetails()
    }
    register(StackView.self, name: "StackView") { type in
      type.kit("axis", StackView.Axis.self, .stackViewAxis)
      type.kit("spacing", .double, .stackViewSpacing)
      type.kit("alignment", StackView.Alignment.self, .stackViewAlignment)
      type.kit("distribution", StackView.Distribution.self, .stackViewDistribution)
      type.bool("isBaselineRelativeArrangement") { $0.isBaselineRelativeArrangement = $1 }
      type.reference("delegate") { stack, target in
        stack.delegate = target
        return true
      }
      type.bool("isLayoutMarginsRelativeArrangement") {
        $0.isLayoutMarginsRelativeArrangement = $1
      }
      type.bool("detachesHiddenViews") { $0.detachesHiddenViews = $1 }
      type.insets("edgeInsets") { $0.edgeInsets = $1 }
      type.double("horizontalStackHuggingPriority", range: LayoutPriority.range) {
        $0.horizontalStackHuggingPriority = $1
      }
      type.double("verticalStackHuggingPriority", range: LayoutPriority.range) {
        $0.verticalStackHuggingPriority = $1
      }
    }
    register(TableView.self, name: "TableView") { type in
      // A macOS table's click and double click (`action` and `doubleAction` in AppKit).
      type.event(.primaryActionTriggered)
      type.event(.doubleAction)
      type.kit("rowHeight", .double, .tableViewRowHeight)
      type.kit("style", TableView.Style.self, .tableViewStyle)
      type.reference("dataSource") { table, target in
        guard let dataSource = target as? any TableViewDataSource else { return false }
        table.dataSource = dataSource
        return true
      }
      type.reference("delegate") { table, target in
        guard let delegate = target as? any TableViewDelegate else { return false }
        table.delegate = delegate
        return true
      }
      type.tableViewDetails()
    }
    register(TableViewCell.self, name: "TableViewCell") { type in
      type.kit("reuseIdentifier", .string, .tableViewCellReuseIdentifier)
      type.kit("text", .string, .tableViewCellText)
      type.kit("detailText", .string, .tableViewCellDetailText)
      type.kit("accessoryType", TableViewCell.AccessoryType.self, .tableViewCellAccessoryType)
      type.enumeration("editingAccessoryType") { $0.editingAccessoryType = $1 }
      type.enumeration("selectionStyle") { $0.selectionStyle = $1 }
      type.int("indentationLevel", minimum: 0) { $0.indentationLevel = $1 }
      type.double("indentationWidth") { $0.indentationWidth = $1 }
      type.insets("separatorInset") { $0.separatorInset = $1 }
    }
    register(DatePicker.self, name: "DatePicker") { type in
      type.kit("date", .date, .datePickerDate)
      type.kit("minimumDate", .date, .datePickerMinimumDate)
      type.kit("maximumDate", .date, .datePickerMaximumDate)
      type.enumeration("datePickerMode") { $0.datePickerMode = $1 }
      type.int("minuteInterval", minimum: 1) { $0.minuteInterval = $1 }
      type.double("countDownDuration") { $0.countDownDuration = $1 }
      type.enumeration("preferredDatePickerStyle") { $0.preferredDatePickerStyle = $1 }
    }
    register(Window.self, name: "Window") { type in
      type.string("title") { $0.title = $1 }
      type.heldView("rootView", "View") { (window, view: View) in window.rootView = view }
      type.heldView("contentView", "View") { (window, view: View) in window.contentView = view }
      type.options("styleMask") { $0.styleMask = $1 }
      type.heldView("toolbar", "Toolbar") { (window, toolbar: Toolbar) in
        window.toolbar = toolbar
      }
      type.size("minSize") { $0.minSize = $1 }
      type.size("maxSize") { $0.maxSize = $1 }
      type.string("frameAutosaveName") { $0.frameAutosaveName = $1 }
      type.bool("isRestorable") { $0.isRestorable = $1 }
      type.bool("isReleasedWhenClosed") { $0.isReleasedWhenClosed = $1 }
      type.bool("hidesOnDeactivate") { $0.hidesOnDeactivate = $1 }
      type.reference("delegate") { window, target in
        window.delegate = target
        return true
      }
      type.reference("initialFirstResponder", typeName: "View") { window, target in
        guard let view = target as? View else { return false }
        window.initialFirstResponder = view
        return true
      }
    }
    registerObjects()
    registerUIKitTypes()
    registerBars()
    registerAppKitTypes()
  }

  /// Registers `Object` and the kit's types that are not views: layout, gestures.
  private mutating func registerObjects() {
    register(Object.self, name: "Object")
    register(LayoutGuide.self, name: "LayoutGuide") { type in
      type.string("identifier") { $0.identifier = $1 }
    }
    register(LayoutConstraint.self, name: "LayoutConstraint") { type in
      type.reference("firstItem") { constraint, item in
        guard item is View || item is LayoutGuide else { return false }
        constraint.firstItem = item
        return true
      }
      type.enumeration("firstAttribute") { $0.firstAttribute = $1 }
      type.enumeration("relation") { $0.relation = $1 }
      type.reference("secondItem") { constraint, item in
        guard item is View || item is LayoutGuide else { return false }
        constraint.secondItem = item
        return true
      }
      type.enumeration("secondAttribute") { $0.secondAttribute = $1 }
      type.double("multiplier") { $0.multiplier = $1 }
      type.double("constant") { $0.constant = $1 }
      type.double("priority", range: LayoutPriority.range) { $0.priority = $1 }
      type.string("identifier") { $0.identifier = $1 }
      type.bool("isActive") { $0.isActive = $1 }
    }
    registerGestureRecognizers()
    register(ViewController.self, name: "ViewController") { type in
      type.object("view", "View") { (controller, view: View) in controller.view = view }
      type.string("title") { $0.title = $1 }
      type.object("navigationItem", "NavigationItem") { (controller, item: NavigationItem) in
        controller.navigationItem = item
      }
      type.object("tabBarItem", "TabBarItem") { (controller, item: TabBarItem) in
        controller.tabBarItem = item
      }
    }
  }

  private mutating func registerGestureRecognizers() {
    register(GestureRecognizer.self, name: "GestureRecognizer") { type in
      type.bool("isEnabled") { $0.isEnabled = $1 }
      type.bool("cancelsTouchesInView") { $0.cancelsTouchesInView = $1 }
      type.bool("delaysTouchesBegan") { $0.delaysTouchesBegan = $1 }
      type.bool("delaysTouchesEnded") { $0.delaysTouchesEnded = $1 }
      type.reference("delegate") { recognizer, target in
        recognizer.delegate = target
        return true
      }
      type.event(.primaryActionTriggered)
    }
    register(TapGestureRecognizer.self, name: "TapGestureRecognizer") { type in
      type.int("numberOfTapsRequired", minimum: 1) { $0.numberOfTapsRequired = $1 }
      type.int("numberOfTouchesRequired", minimum: 1) { $0.numberOfTouchesRequired = $1 }
    }
    register(LongPressGestureRecognizer.self, name: "LongPressGestureRecognizer") { type in
      type.double("minimumPressDuration") { $0.minimumPressDuration = $1 }
      type.double("allowableMovement") { $0.allowableMovement = $1 }
      type.int("numberOfTapsRequired", minimum: 0) { $0.numberOfTapsRequired = $1 }
      type.int("numberOfTouchesRequired", minimum: 1) { $0.numberOfTouchesRequired = $1 }
    }
    register(PanGestureRecognizer.self, name: "PanGestureRecognizer") { type in
      type.int("minimumNumberOfTouches", minimum: 1) { $0.minimumNumberOfTouches = $1 }
      type.int("maximumNumberOfTouches", minimum: 1) { $0.maximumNumberOfTouches = $1 }
    }
    register(ScreenEdgePanGestureRecognizer.self, name: "ScreenEdgePanGestureRecognizer") {
      type in
      type.options("edges") { $0.edges = $1 }
    }
    register(SwipeGestureRecognizer.self, name: "SwipeGestureRecognizer") { type in
      type.options("direction") { $0.direction = $1 }
      type.int("numberOfTouchesRequired", minimum: 1) { $0.numberOfTouchesRequired = $1 }
    }
    register(PinchGestureRecognizer.self, name: "PinchGestureRecognizer") { type in
      type.double("scale") { $0.scale = $1 }
    }
    register(RotationGestureRecognizer.self, name: "RotationGestureRecognizer") { type in
      type.double("rotation") { $0.rotation = $1 }
    }
  }
}
