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
  case labelText, labelTextColor, labelTextAlignment, labelNumberOfLines, labelFont
  case controlIsEnabled, controlIsSelected
  case buttonTitle, buttonTitleColor, buttonImage
  case textFieldText, textFieldPlaceholder, textFieldIsSecureTextEntry
  case switchIsOn
  case imageViewImage, imageViewContentMode
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
  func apply(to object: AnyObject, _ value: UnsafePointer<PropertyValue>) {
    switch self {
    case .none: break
    case .viewFrame:
      if case .rect(let rect) = value.pointee { view(object).frame = rect }
    case .viewBackgroundColor:
      if case .color(let color) = value.pointee { view(object).backgroundColor = color }
    case .viewAlpha:
      if case .double(let number) = value.pointee { view(object).alpha = number }
    case .viewIsHidden:
      if case .bool(let flag) = value.pointee { view(object).isHidden = flag }
    case .viewTag:
      if case .int(let number) = value.pointee { view(object).tag = number }
    case .viewClipsToBounds:
      if case .bool(let flag) = value.pointee { view(object).clipsToBounds = flag }
    case .viewAccessibilityLabel:
      if case .string(let text) = value.pointee { view(object).accessibilityLabel = text }
    case .viewAccessibilityIdentifier:
      if case .string(let text) = value.pointee { view(object).accessibilityIdentifier = text }
    case .labelText:
      if case .string(let text) = value.pointee { cast(object, Label.self).text = text }
    case .labelTextColor:
      if case .color(let color) = value.pointee { cast(object, Label.self).textColor = color }
    case .labelTextAlignment:
      if let item = enumerationCase(value, TextAlignment.self) {
        cast(object, Label.self).textAlignment = item
      }
    case .labelNumberOfLines:
      if case .int(let number) = value.pointee { cast(object, Label.self).numberOfLines = number }
    case .labelFont:
      if case .string(let text) = value.pointee { cast(object, Label.self).font = text }
    case .controlIsEnabled:
      if case .bool(let flag) = value.pointee { cast(object, Control.self).isEnabled = flag }
    case .controlIsSelected:
      if case .bool(let flag) = value.pointee { cast(object, Control.self).isSelected = flag }
    case .buttonTitle:
      if case .string(let text) = value.pointee { cast(object, Button.self).title = text }
    case .buttonTitleColor:
      if case .color(let color) = value.pointee { cast(object, Button.self).titleColor = color }
    case .buttonImage:
      if case .string(let text) = value.pointee { cast(object, Button.self).image = text }
    case .textFieldText:
      if case .string(let text) = value.pointee { cast(object, TextField.self).text = text }
    case .textFieldPlaceholder:
      if case .string(let text) = value.pointee { cast(object, TextField.self).placeholder = text }
    case .textFieldIsSecureTextEntry:
      if case .bool(let flag) = value.pointee {
        cast(object, TextField.self).isSecureTextEntry = flag
      }
    case .switchIsOn:
      if case .bool(let flag) = value.pointee { cast(object, Switch.self).isOn = flag }
    case .imageViewImage:
      if case .string(let text) = value.pointee { cast(object, ImageView.self).image = text }
    case .imageViewContentMode:
      if let item = enumerationCase(value, ContentMode.self) {
        cast(object, ImageView.self).contentMode = item
      }
    case .activityIndicatorIsAnimating:
      if case .bool(let flag) = value.pointee {
        cast(object, ActivityIndicator.self).isAnimating = flag
      }
    case .activityIndicatorStyle:
      if let item = enumerationCase(value, ActivityIndicator.Style.self) {
        cast(object, ActivityIndicator.self).style = item
      }
    case .scrollViewContentSize:
      if case .size(let size) = value.pointee { cast(object, ScrollView.self).contentSize = size }
    case .stackViewAxis:
      if let item = enumerationCase(value, StackView.Axis.self) {
        cast(object, StackView.self).axis = item
      }
    case .stackViewSpacing:
      if case .double(let number) = value.pointee { cast(object, StackView.self).spacing = number }
    case .stackViewAlignment:
      if let item = enumerationCase(value, StackView.Alignment.self) {
        cast(object, StackView.self).alignment = item
      }
    case .stackViewDistribution:
      if let item = enumerationCase(value, StackView.Distribution.self) {
        cast(object, StackView.self).distribution = item
      }
    case .tableViewRowHeight:
      if case .double(let number) = value.pointee {
        cast(object, TableView.self).rowHeight = number
      }
    case .tableViewStyle:
      if let item = enumerationCase(value, TableView.Style.self) {
        cast(object, TableView.self).style = item
      }
    case .tableViewCellReuseIdentifier:
      if case .string(let text) = value.pointee {
        cast(object, TableViewCell.self).reuseIdentifier = text
      }
    case .tableViewCellText:
      if case .string(let text) = value.pointee { cast(object, TableViewCell.self).text = text }
    case .tableViewCellDetailText:
      if case .string(let text) = value.pointee {
        cast(object, TableViewCell.self).detailText = text
      }
    case .tableViewCellAccessoryType:
      if let item = enumerationCase(value, TableViewCell.AccessoryType.self) {
        cast(object, TableViewCell.self).accessoryType = item
      }
    case .datePickerDate:
      if case .date(let date) = value.pointee { cast(object, DatePicker.self).date = date }
    case .datePickerMinimumDate:
      if case .date(let date) = value.pointee { cast(object, DatePicker.self).minimumDate = date }
    case .datePickerMaximumDate:
      if case .date(let date) = value.pointee { cast(object, DatePicker.self).maximumDate = date }
    }
  }
}

@inline(__always)
private func view(_ object: AnyObject) -> View { unsafeDowncast(object, to: View.self) }

@inline(__always)
private func cast<T: AnyObject>(_ object: AnyObject, _ type: T.Type) -> T {
  unsafeDowncast(object, to: T.self)
}

/// The case an enumeration value names, found by its index in `allCases`.
@inline(__always)
private func enumerationCase<E: NibEnum>(_ value: UnsafePointer<PropertyValue>, _ type: E.Type)
  -> E?
{
  guard case .enumeration(let item) = value.pointee else { return nil }
  return E.nibCase(at: item.index)
}

extension NibEnum {
  /// The case at `index` in `allCases`, or `nil` when there is none.
  static func nibCase(at index: Int) -> Self? {
    let cases = allCases
    guard index >= 0, index < cases.count else { return nil }
    return cases[cases.index(cases.startIndex, offsetBy: index)]
  }
}
