import FoundationEssentials
import Testing

@testable import ViewLoader

@Suite struct KitDefaultsTests {
  @Test func viewDefaults() {
    let view = View()
    #expect(view.frame == .zero)
    #expect(view.backgroundColor == nil)
    #expect(view.alpha == 1)
    #expect(!view.isHidden)
    #expect(view.tag == 0)
    #expect(!view.clipsToBounds)
    #expect(view.accessibilityLabel == nil)
    #expect(view.accessibilityIdentifier == nil)
    #expect(view.subviews.isEmpty)
  }

  @Test func controlDefaults() {
    let label = Label()
    #expect(label.textAlignment == .natural)
    #expect(label.numberOfLines == 1)
    let button = Button()
    #expect(button.isEnabled && !button.isSelected)
    #expect(button.title == nil && button.image == nil)
    #expect(!TextField().isSecureTextEntry)
    #expect(!Switch().isOn)
    #expect(DatePicker().date == Date(timeIntervalSince1970: 0))
    #expect(DatePicker().minimumDate == nil)
  }

  @Test func otherDefaults() {
    #expect(ImageView().contentMode == .scaleToFill)
    let stack = StackView()
    #expect(stack.axis == .horizontal)
    #expect(stack.spacing == 0)
    #expect(stack.alignment == .fill)
    #expect(stack.distribution == .fill)
    let table = TableView()
    #expect(table.rowHeight == 44)
    #expect(table.style == .plain)
    #expect(table.contentSize == .zero)
    let cell = TableViewCell()
    #expect(cell.accessoryType == TableViewCell.AccessoryType.none)
    #expect(ActivityIndicator().style == .medium)
  }

  @Test func activityIndicatorAnimates() {
    let spinner = ActivityIndicator()
    spinner.startAnimating()
    #expect(spinner.isAnimating)
    spinner.stopAnimating()
    #expect(!spinner.isAnimating)
  }

  @Test func arrangedSubviewsAreSubviews() {
    let stack = StackView()
    let label = Label()
    stack.addArrangedSubview(label)
    stack.addSubview(Button())
    #expect(stack.arrangedSubviews.count == 2)
    #expect(stack.arrangedSubviews[0] === label)
  }

  @Test func enumCases() {
    #expect(
      TextAlignment.allCases.map(\.rawValue) == [
        "left", "center", "right", "natural", "justified",
      ])
    #expect(
      ContentMode.allCases.map(\.rawValue) == [
        "scaleToFill", "aspectFit", "aspectFill", "redraw", "center", "top", "bottom", "left",
        "right", "topLeft", "topRight", "bottomLeft", "bottomRight",
      ])
    #expect(
      ActivityIndicator.Style.allCases.map(\.rawValue) == [
        "medium", "large", "white", "whiteLarge", "gray",
      ])
    #expect(StackView.Axis.allCases.map(\.rawValue) == ["horizontal", "vertical"])
    #expect(
      StackView.Alignment.allCases.map(\.rawValue) == [
        "fill", "leading", "center", "trailing", "top", "bottom", "firstBaseline",
        "lastBaseline", "centerX", "centerY",
      ])
    #expect(
      StackView.Distribution.allCases.map(\.rawValue) == [
        "fill", "fillEqually", "equalSpacing", "fillProportionally", "equalCentering",
        "gravityAreas",
      ])
    #expect(TableView.Style.allCases.map(\.rawValue) == ["plain", "grouped", "insetGrouped"])
    #expect(
      TableViewCell.AccessoryType.allCases.map(\.rawValue) == [
        "none", "disclosureIndicator", "checkmark", "detailDisclosureButton", "detailButton",
      ])
  }

  @Test func accessibilityStringsAreSetAndClearedIndependently() throws {
    let view = View()
    view.accessibilityIdentifier = nil
    #expect(view.accessibilityLabel == nil && view.accessibilityIdentifier == nil)
    view.accessibilityIdentifier = "login.button"
    #expect(view.accessibilityLabel == nil)
    view.accessibilityLabel = "Log in"
    #expect(view.accessibilityIdentifier == "login.button")
    view.accessibilityIdentifier = nil
    #expect(view.accessibilityLabel == "Log in" && view.accessibilityIdentifier == nil)
    view.accessibilityLabel = nil
    #expect(view.accessibilityLabel == nil)
    let nib = try Nib(
      xml: #"<nib version="1"><Label accessibilityLabel="Name" tag="1"/></nib>"#, name: "a11y")
    #expect(try nib.instantiate().one(ofType: Label.self).accessibilityLabel == "Name")
  }
}
