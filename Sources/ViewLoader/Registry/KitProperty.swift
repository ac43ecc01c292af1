import FoundationEssentials

/// A property of the standard kit, which instantiation sets with a direct call.
///
/// A template's assignment carries its property's case, so setting a kit property is a switch
/// and a call to the kit's setter: no closure of the descriptor is loaded (and its context
/// retained and released) or called, as it is for an app's properties (`none`).
enum KitProperty: UInt8, Sendable, CaseIterable {
  /// Not a kit property: the descriptor's closure sets it.
  case none
  case viewFrame, viewBackgroundColor, viewAlpha, viewIsHidden, viewTag, viewClipsToBounds
  case viewAccessibilityLabel, viewAccessibilityIdentifier
  case viewContentMode, viewAutoresizingMask, viewAutoresizesSubviews
  case viewIsUserInteractionEnabled, viewTranslatesAutoresizingMaskIntoConstraints
  case viewHorizontalHuggingPriority, viewVerticalHuggingPriority
  case viewHorizontalCompressionResistancePriority, viewVerticalCompressionResistancePriority
  case viewLayoutMargins, viewTintColor, viewToolTip
  case labelText, labelTextColor, labelTextAlignment, labelNumberOfLines, labelFont
  case controlIsEnabled, controlIsSelected
  case buttonTitle, buttonTitleColor, buttonImage
  case textFieldText, textFieldPlaceholder, textFieldIsSecureTextEntry
  case switchIsOn
  case imageViewImage
  case activityIndicatorIsAnimating, activityIndicatorStyle
  case scrollViewContentSize
  case stackViewAxis, stackViewSpacing, stackViewAlignment, stackViewDistribution
  case tableViewRowHeight, tableViewStyle
  case tableViewCellReuseIdentifier, tableViewCellText, tableViewCellDetailText
  case tableViewCellAccessoryType
  case datePickerDate, datePickerMinimumDate, datePickerMaximumDate

  /// Sets `value` on `object`.
  ///
  /// `object` must be an instance of the kit class that declares the property (or of a
  /// subclass): the registry pairs each case only with that class's descriptor. A value of
  /// another kind is ignored, as the closures of an app's properties ignore it.
  func apply(to object: AnyObject, _ value: AssignedValue) {
    switch self {
    case .none: break
    case .viewFrame:
      if let rect = value.rect { view(object).frame = rect }
    case .viewBackgroundColor:
      if let color = value.storedColor { view(object).setBackgroundColor(color) }
    case .viewAlpha:
      if let number = value.double { view(object).alpha = number }
    case .viewIsHidden:
      if let flag = value.bool { view(object).isHidden = flag }
    case .viewTag:
      if let number = value.int { view(object).tag = number }
    case .viewClipsToBounds:
      if let flag = value.bool { view(object).clipsToBounds = flag }
    case .viewAccessibilityLabel:
      if let text = value.string { view(object).accessibilityLabel = text }
    case .viewAccessibilityIdentifier:
      if let text = value.string { view(object).accessibilityIdentifier = text }
    case .viewContentMode:
      if let item = value.enumerationCase(ContentMode.self) { view(object).contentMode = item }
    case .viewAutoresizingMask:
      // The mask's bits are the members' indices, as the kind lists them.
      if let mask = value.optionMask {
        view(object).autoresizingMask = AutoresizingMask(rawValue: UInt8(truncatingIfNeeded: mask))
      }
    case .viewAutoresizesSubviews:
      if let flag = value.bool { view(object).autoresizesSubviews = flag }
    case .viewIsUserInteractionEnabled:
      if let flag = value.bool { view(object).isUserInteractionEnabled = flag }
    case .viewTranslatesAutoresizingMaskIntoConstraints:
      if let flag = value.bool { view(object).translatesAutoresizingMaskIntoConstraints = flag }
    case .viewHorizontalHuggingPriority:
      if let number = value.double { view(object).horizontalHuggingPriority = number }
    case .viewVerticalHuggingPriority:
      if let number = value.double { view(object).verticalHuggingPriority = number }
    case .viewHorizontalCompressionResistancePriority:
      if let number = value.double {
        view(object).horizontalCompressionResistancePriority = number
      }
    case .viewVerticalCompressionResistancePriority:
      if let number = value.double { view(object).verticalCompressionResistancePriority = number }
    case .viewLayoutMargins:
      if let insets = value.insets { view(object).layoutMargins = insets }
    case .viewTintColor:
      if let color = value.storedColor { view(object).setTintColor(color) }
    case .viewToolTip:
      if let text = value.string { view(object).toolTip = text }
    case .labelText:
      if let text = value.string { cast(object, Label.self).text = text }
    case .labelTextColor:
      if let color = value.storedColor { cast(object, Label.self).setTextColor(color) }
    case .labelTextAlignment:
      if let item = value.enumerationCase(TextAlignment.self) {
        cast(object, Label.self).textAlignment = item
      }
    case .labelNumberOfLines:
      if let number = value.int { cast(object, Label.self).numberOfLines = number }
    case .labelFont:
      if let text = value.string { cast(object, Label.self).font = text }
    case .controlIsEnabled:
      if let flag = value.bool { cast(object, Control.self).isEnabled = flag }
    case .controlIsSelected:
      if let flag = value.bool { cast(object, Control.self).isSelected = flag }
    case .buttonTitle:
      if let text = value.string { cast(object, Button.self).title = text }
    case .buttonTitleColor:
      if let color = value.storedColor { cast(object, Button.self).setTitleColor(color) }
    case .buttonImage:
      if let text = value.string { cast(object, Button.self).image = text }
    case .textFieldText:
      if let text = value.string { cast(object, TextField.self).text = text }
    case .textFieldPlaceholder:
      if let text = value.string { cast(object, TextField.self).placeholder = text }
    case .textFieldIsSecureTextEntry:
      if let flag = value.bool {
        cast(object, TextField.self).isSecureTextEntry = flag
      }
    case .switchIsOn:
      if let flag = value.bool { cast(object, Switch.self).isOn = flag }
    case .imageViewImage:
      if let text = value.string { cast(object, ImageView.self).image = text }
    case .activityIndicatorIsAnimating:
      if let flag = value.bool {
        cast(object, ActivityIndicator.self).isAnimating = flag
      }
    case .activityIndicatorStyle:
      if let item = value.enumerationCase(ActivityIndicator.Style.self) {
        cast(object, ActivityIndicator.self).style = item
      }
    case .scrollViewContentSize:
      if let size = value.size { cast(object, ScrollView.self).contentSize = size }
    case .stackViewAxis:
      if let item = value.enumerationCase(StackView.Axis.self) {
        cast(object, StackView.self).axis = item
      }
    case .stackViewSpacing:
      if let number = value.double { cast(object, StackView.self).spacing = number }
    case .stackViewAlignment:
      if let item = value.enumerationCase(StackView.Alignment.self) {
        cast(object, StackView.self).alignment = item
      }
    case .stackViewDistribution:
      if let item = value.enumerationCase(StackView.Distribution.self) {
        cast(object, StackView.self).distribution = item
      }
    case .tableViewRowHeight:
      if let number = value.double {
        cast(object, TableView.self).rowHeight = number
      }
    case .tableViewStyle:
      if let item = value.enumerationCase(TableView.Style.self) {
        cast(object, TableView.self).style = item
      }
    case .tableViewCellReuseIdentifier:
      if let text = value.string {
        cast(object, TableViewCell.self).reuseIdentifier = text
      }
    case .tableViewCellText:
      if let text = value.string { cast(object, TableViewCell.self).text = text }
    case .tableViewCellDetailText:
      if let text = value.string {
        cast(object, TableViewCell.self).detailText = text
      }
    case .tableViewCellAccessoryType:
      if let item = value.enumerationCase(TableViewCell.AccessoryType.self) {
        cast(object, TableViewCell.self).accessoryType = item
      }
    case .datePickerDate:
      if let date = value.date { cast(object, DatePicker.self).date = date }
    case .datePickerMinimumDate:
      if let date = value.date { cast(object, DatePicker.self).minimumDate = date }
    case .datePickerMaximumDate:
      if let date = value.date { cast(object, DatePicker.self).maximumDate = date }
    }
  }
}

@inline(__always)
private func view(_ object: AnyObject) -> View { unsafeDowncast(object, to: View.self) }

@inline(__always)
private func cast<T: AnyObject>(_ object: AnyObject, _ type: T.Type) -> T {
  unsafeDowncast(object, to: T.self)
}

extension NibEnum {
  /// The case at `index` in `allCases`, or `nil` when there is none.
  static func nibCase(at index: Int) -> Self? {
    let cases = allCases
    guard index >= 0, index < cases.count else { return nil }
    return cases[cases.index(cases.startIndex, offsetBy: index)]
  }
}
