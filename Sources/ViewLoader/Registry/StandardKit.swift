import FoundationEssentials

extension TypeRegistry {
  /// Registers the kit of SPEC §3.4, superclasses first. Setters are closures rather than key
  /// paths: instantiation calls them for every attribute, and a closure is several times faster.
  mutating func registerStandardKit() {
    register(View.self, name: "View") { type in
      type.rect("frame") { $0.frame = $1 }
      type.optionalColor("backgroundColor") { $0.backgroundColor = $1 }
      type.double("alpha") { $0.alpha = $1 }
      type.bool("isHidden") { $0.isHidden = $1 }
      type.int("tag") { $0.tag = $1 }
      type.bool("clipsToBounds") { $0.clipsToBounds = $1 }
      type.string("accessibilityLabel") { $0.accessibilityLabel = $1 }
      type.string("accessibilityIdentifier") { $0.accessibilityIdentifier = $1 }
    }
    register(Label.self, name: "Label") { type in
      type.acceptsChildren = false
      type.string("text") { $0.text = $1 }
      type.optionalColor("textColor") { $0.textColor = $1 }
      type.enumeration("textAlignment", TextAlignment.self) { $0.textAlignment = $1 }
      type.int("numberOfLines", minimum: 0) { $0.numberOfLines = $1 }
      type.string("font") { $0.font = $1 }
    }
    register(Control.self, name: "Control") { type in
      type.bool("isEnabled") { $0.isEnabled = $1 }
      type.bool("isSelected") { $0.isSelected = $1 }
      for event: Control.Event in [
        .primaryActionTriggered, .touchUpInside, .valueChanged, .editingChanged, .editingDidEnd,
      ] {
        type.event(event)
      }
    }
    register(Button.self, name: "Button") { type in
      type.string("title") { $0.title = $1 }
      type.optionalColor("titleColor") { $0.titleColor = $1 }
      type.string("image") { $0.image = $1 }
    }
    register(TextField.self, name: "TextField") { type in
      type.acceptsChildren = false
      type.string("text") { $0.text = $1 }
      type.string("placeholder") { $0.placeholder = $1 }
      type.bool("isSecureTextEntry") { $0.isSecureTextEntry = $1 }
    }
    register(Switch.self, name: "Switch") { type in
      type.acceptsChildren = false
      type.bool("isOn") { $0.isOn = $1 }
    }
    register(ImageView.self, name: "ImageView") { type in
      type.acceptsChildren = false
      type.string("image") { $0.image = $1 }
      type.enumeration("contentMode", ContentMode.self) { $0.contentMode = $1 }
    }
    register(ActivityIndicator.self, name: "ActivityIndicator") { type in
      type.acceptsChildren = false
      type.bool("isAnimating") { $0.isAnimating = $1 }
      type.enumeration("style", ActivityIndicator.Style.self) { $0.style = $1 }
    }
    register(ScrollView.self, name: "ScrollView") { type in
      type.size("contentSize") { $0.contentSize = $1 }
    }
    register(StackView.self, name: "StackView") { type in
      type.enumeration("axis", StackView.Axis.self) { $0.axis = $1 }
      type.double("spacing") { $0.spacing = $1 }
      type.enumeration("alignment", StackView.Alignment.self) { $0.alignment = $1 }
      type.enumeration("distribution", StackView.Distribution.self) { $0.distribution = $1 }
    }
    register(TableView.self, name: "TableView") { type in
      type.double("rowHeight") { $0.rowHeight = $1 }
      type.enumeration("style", TableView.Style.self) { $0.style = $1 }
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
      type.string("reuseIdentifier") { $0.reuseIdentifier = $1 }
      type.string("text") { $0.text = $1 }
      type.string("detailText") { $0.detailText = $1 }
      type.enumeration("accessoryType", TableViewCell.AccessoryType.self) {
        $0.accessoryType = $1
      }
    }
    register(DatePicker.self, name: "DatePicker") { type in
      type.date("date") { $0.date = $1 }
      type.optionalDate("minimumDate") { $0.minimumDate = $1 }
      type.optionalDate("maximumDate") { $0.maximumDate = $1 }
      type.event(.valueChanged)
    }
  }
}

/// Closure-based declarations for the kit, one per value kind it uses.
extension NibTypeBuilder {
  /// Declares a property whose setter is `apply` itself: the builder's general form wraps its
  /// setter in one more closure, which instantiation would call for every attribute.
  fileprivate func kitProperty(
    _ name: String, kind: PropertyKind, minimum: Int? = nil,
    _ apply: @escaping @Sendable (AnyObject, UnsafePointer<PropertyValue>) -> Void
  ) {
    properties.removeAll { $0.name == name }
    properties.append(
      PropertyDescriptor(
        name: name, kind: kind, minimum: minimum, apply: apply, applyReference: nil))
  }

  fileprivate func string(_ name: String, _ set: @escaping @Sendable (T, String) -> Void) {
    kitProperty(name, kind: .string) { object, value in
      if case .string(let text) = value.pointee { set(unsafeDowncast(object, to: T.self), text) }
    }
  }

  fileprivate func int(
    _ name: String, minimum: Int? = nil, _ set: @escaping @Sendable (T, Int) -> Void
  ) {
    kitProperty(name, kind: .int, minimum: minimum) { object, value in
      if case .int(let number) = value.pointee { set(unsafeDowncast(object, to: T.self), number) }
    }
  }

  fileprivate func double(_ name: String, _ set: @escaping @Sendable (T, Double) -> Void) {
    kitProperty(name, kind: .double) { object, value in
      if case .double(let number) = value.pointee {
        set(unsafeDowncast(object, to: T.self), number)
      }
    }
  }

  fileprivate func bool(_ name: String, _ set: @escaping @Sendable (T, Bool) -> Void) {
    kitProperty(name, kind: .bool) { object, value in
      if case .bool(let flag) = value.pointee { set(unsafeDowncast(object, to: T.self), flag) }
    }
  }

  fileprivate func rect(_ name: String, _ set: @escaping @Sendable (T, Rect) -> Void) {
    kitProperty(name, kind: .rect) { object, value in
      if case .rect(let rect) = value.pointee { set(unsafeDowncast(object, to: T.self), rect) }
    }
  }

  fileprivate func size(_ name: String, _ set: @escaping @Sendable (T, Size) -> Void) {
    kitProperty(name, kind: .size) { object, value in
      if case .size(let size) = value.pointee { set(unsafeDowncast(object, to: T.self), size) }
    }
  }

  fileprivate func date(_ name: String, _ set: @escaping @Sendable (T, Date) -> Void) {
    kitProperty(name, kind: .date) { object, value in
      if case .date(let date) = value.pointee { set(unsafeDowncast(object, to: T.self), date) }
    }
  }

  fileprivate func optionalDate(_ name: String, _ set: @escaping @Sendable (T, Date?) -> Void) {
    kitProperty(name, kind: .date) { object, value in
      if case .date(let date) = value.pointee { set(unsafeDowncast(object, to: T.self), date) }
    }
  }

  fileprivate func optionalColor(_ name: String, _ set: @escaping @Sendable (T, Color?) -> Void) {
    kitProperty(name, kind: .color) { object, value in
      if case .color(let color) = value.pointee { set(unsafeDowncast(object, to: T.self), color) }
    }
  }

  /// The case is found by comparing names with a table made once: `E(rawValue:)` builds its
  /// list of case names on every call.
  fileprivate func enumeration<E: NibEnum>(
    _ name: String, _ type: E.Type, _ set: @escaping @Sendable (T, E) -> Void
  ) {
    let cases = E.allCases.map { (name: $0.rawValue, item: $0) }
    kitProperty(name, kind: .enumeration(cases.map(\.name))) { object, value in
      guard case .enumeration(let name) = value.pointee else { return }
      for entry in cases where entry.name == name {
        set(unsafeDowncast(object, to: T.self), entry.item)
        return
      }
    }
  }
}
