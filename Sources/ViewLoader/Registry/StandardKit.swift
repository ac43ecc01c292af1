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
    }
    register(Label.self, name: "Label") { type in
      type.acceptsChildren = false
      type.kit("text", .string, .labelText)
      type.kit("textColor", .color, .labelTextColor)
      type.kit("textAlignment", TextAlignment.self, .labelTextAlignment)
      type.kit("numberOfLines", .int, minimum: 0, .labelNumberOfLines)
      type.kit("font", .string, .labelFont)
    }
    register(Control.self, name: "Control") { type in
      type.kit("isEnabled", .bool, .controlIsEnabled)
      type.kit("isSelected", .bool, .controlIsSelected)
      for event: Control.Event in [
        .primaryActionTriggered, .touchUpInside, .valueChanged, .editingChanged, .editingDidEnd,
      ] {
        type.event(event)
      }
    }
    register(Button.self, name: "Button") { type in
      type.kit("title", .string, .buttonTitle)
      type.kit("titleColor", .color, .buttonTitleColor)
      type.kit("image", .string, .buttonImage)
    }
    register(TextField.self, name: "TextField") { type in
      type.acceptsChildren = false
      type.kit("text", .string, .textFieldText)
      type.kit("placeholder", .string, .textFieldPlaceholder)
      type.kit("isSecureTextEntry", .bool, .textFieldIsSecureTextEntry)
    }
    register(Switch.self, name: "Switch") { type in
      type.acceptsChildren = false
      type.kit("isOn", .bool, .switchIsOn)
    }
    register(ImageView.self, name: "ImageView") { type in
      type.acceptsChildren = false
      type.kit("image", .string, .imageViewImage)
      type.kit("contentMode", ContentMode.self, .imageViewContentMode)
    }
    register(ActivityIndicator.self, name: "ActivityIndicator") { type in
      type.acceptsChildren = false
      type.kit("isAnimating", .bool, .activityIndicatorIsAnimating)
      type.kit("style", ActivityIndicator.Style.self, .activityIndicatorStyle)
    }
    register(ScrollView.self, name: "ScrollView") { type in
      type.kit("contentSize", .size, .scrollViewContentSize)
    }
    register(StackView.self, name: "StackView") { type in
      type.kit("axis", StackView.Axis.self, .stackViewAxis)
      type.kit("spacing", .double, .stackViewSpacing)
      type.kit("alignment", StackView.Alignment.self, .stackViewAlignment)
      type.kit("distribution", StackView.Distribution.self, .stackViewDistribution)
    }
    register(TableView.self, name: "TableView") { type in
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
    }
    register(TableViewCell.self, name: "TableViewCell") { type in
      type.kit("reuseIdentifier", .string, .tableViewCellReuseIdentifier)
      type.kit("text", .string, .tableViewCellText)
      type.kit("detailText", .string, .tableViewCellDetailText)
      type.kit("accessoryType", TableViewCell.AccessoryType.self, .tableViewCellAccessoryType)
    }
    register(DatePicker.self, name: "DatePicker") { type in
      type.kit("date", .date, .datePickerDate)
      type.kit("minimumDate", .date, .datePickerMinimumDate)
      type.kit("maximumDate", .date, .datePickerMaximumDate)
      type.event(.valueChanged)
    }
  }
}

/// The kit's declarations: each property names its ``KitProperty`` case.
extension NibTypeBuilder {
  fileprivate func kit(
    _ name: String, _ kind: PropertyKind, minimum: Int? = nil, _ property: KitProperty
  ) {
    properties.removeAll { $0.name == name }
    properties.append(
      PropertyDescriptor(name: name, kind: kind, minimum: minimum, kitProperty: property))
  }

  /// An enumeration property; its cases are listed in `allCases` order, which is the order
  /// ``KitProperty`` reads a value's case index in.
  fileprivate func kit<E: NibEnum>(_ name: String, _ type: E.Type, _ property: KitProperty) {
    kit(name, .enumeration(E.allCases.map(\.rawValue)), property)
  }
}
