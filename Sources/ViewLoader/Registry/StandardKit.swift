extension TypeRegistry {
  /// Registers the kit of SPEC §3.4, superclasses first.
  mutating func registerStandardKit() {
    register(View.self, name: "View") { type in
      type.property("frame", \.frame)
      type.property("backgroundColor", \.backgroundColor)
      type.property("alpha", \.alpha)
      type.property("isHidden", \.isHidden)
      type.property("tag", \.tag)
      type.property("clipsToBounds", \.clipsToBounds)
      type.property("accessibilityLabel", \.accessibilityLabel)
      type.property("accessibilityIdentifier", \.accessibilityIdentifier)
    }
    register(Label.self, name: "Label") { type in
      type.acceptsChildren = false
      type.property("text", \.text)
      type.property("textColor", \.textColor)
      type.property("textAlignment", \.textAlignment)
      type.property("numberOfLines", \.numberOfLines, minimum: 0)
      type.property("font", \.font)
    }
    register(Control.self, name: "Control") { type in
      type.property("isEnabled", \.isEnabled)
      type.property("isSelected", \.isSelected)
      for event: Control.Event in [
        .primaryActionTriggered, .touchUpInside, .valueChanged, .editingChanged, .editingDidEnd,
      ] {
        type.event(event)
      }
    }
    register(Button.self, name: "Button") { type in
      type.property("title", \.title)
      type.property("titleColor", \.titleColor)
      type.property("image", \.image)
    }
    register(TextField.self, name: "TextField") { type in
      type.acceptsChildren = false
      type.property("text", \.text)
      type.property("placeholder", \.placeholder)
      type.property("isSecureTextEntry", \.isSecureTextEntry)
    }
    register(Switch.self, name: "Switch") { type in
      type.acceptsChildren = false
      type.property("isOn", \.isOn)
    }
    register(ImageView.self, name: "ImageView") { type in
      type.acceptsChildren = false
      type.property("image", \.image)
      type.property("contentMode", \.contentMode)
    }
    register(ActivityIndicator.self, name: "ActivityIndicator") { type in
      type.acceptsChildren = false
      type.property("isAnimating", \.isAnimating)
      type.property("style", \.style)
    }
    register(ScrollView.self, name: "ScrollView") { type in
      type.property("contentSize", \.contentSize)
    }
    register(StackView.self, name: "StackView") { type in
      type.property("axis", \.axis)
      type.property("spacing", \.spacing)
      type.property("alignment", \.alignment)
      type.property("distribution", \.distribution)
    }
    register(TableView.self, name: "TableView") { type in
      type.property("rowHeight", \.rowHeight)
      type.property("style", \.style)
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
      type.property("reuseIdentifier", \.reuseIdentifier)
      type.property("text", \.text)
      type.property("detailText", \.detailText)
      type.property("accessoryType", \.accessoryType)
    }
    register(DatePicker.self, name: "DatePicker") { type in
      type.property("date", \.date)
      type.property("minimumDate", \.minimumDate)
      type.property("maximumDate", \.maximumDate)
      type.event(.valueChanged)
    }
  }
}
