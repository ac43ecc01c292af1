/// The look of iOS's default appearance (light mode) that the renderer draws the kit in.
enum KitStyle {
  /// The standard tint: links, button titles, check marks.
  static let tint = rgb(0x007AFF)
  /// The primary text colour.
  static let label = rgb(0x000000)
  /// Secondary text: a cell's detail text.
  static let secondaryLabel = rgb(0x8A8A8E)
  /// Section header and footer titles of a grouped table.
  static let groupedHeader = rgb(0x6D6D72)
  /// A text field's placeholder.
  static let placeholder = rgb(0xC7C7CD)
  /// A disabled button's title: grey, whatever its colour.
  static let disabled = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  /// Separator lines between rows.
  static let separator = rgb(0xC6C6C8)
  /// The border of a rounded text field and of an image's placeholder.
  static let border = rgb(0xC7C7CC)
  /// A grouped table's background.
  static let groupedBackground = rgb(0xF2F2F7)
  /// A selected row.
  static let selectedRow = rgb(0xD1D1D6)
  /// A switch that is on.
  static let switchOn = rgb(0x34C759)
  /// A switch that is off.
  static let switchOff = rgb(0xE9E9EB)
  /// Activity indicators, chevrons, a stub's outline.
  static let gray = rgb(0x8E8E93)
  /// A chevron of a disclosure indicator.
  static let chevron = rgb(0xC4C4C7)
  /// The fill of controls drawn as capsules (a compact date picker's fields), of a segmented
  /// control's and a stepper's background and of a search bar's field.
  static let fill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
  /// The part of a slider's track after its thumb, and a progress view's track.
  static let track = Color(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
  /// The shadow under a slider's thumb and a selected segment.
  static let shadow = Color(red: 0, green: 0, blue: 0, alpha: 0.12)
  /// A bar's background (a navigation bar, a toolbar, a tab bar, a search bar): light and a
  /// little see-through.
  static let bar = Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)
  /// The background of a bar of a black style.
  static let darkBar = Color(red: 22 / 255, green: 22 / 255, blue: 22 / 255, alpha: 0.94)
  /// The hairline between a bar and the content it borders.
  static let barHairline = Color(red: 0, green: 0, blue: 0, alpha: 0.3)
  /// A tab's badge, and a level indicator past its critical value.
  static let badge = rgb(0xFF3B30)
  /// A level indicator past its warning value.
  static let warning = rgb(0xFFCC00)
  /// An image's placeholder.
  static let imagePlaceholder = rgb(0xE5E5EA)
  /// The mountains and sun of an image's placeholder.
  static let imageGlyph = rgb(0xAEAEB2)
  /// White.
  static let white = rgb(0xFFFFFF)
  /// A macOS box's and tab view's fill and border.
  static let boxFill = Color(red: 0, green: 0, blue: 0, alpha: 0.03)
  static let boxBorder = Color(red: 0, green: 0, blue: 0, alpha: 0.1)
  /// A layer's border when it has no colour of its own.
  static let black = rgb(0x000000)

  /// The default fonts of the kit's views.
  static let labelFont = KitFont(size: 17)
  static let buttonFont = KitFont(size: 17)
  /// A gray button configuration's background (UIKit's tertiary system fill).
  static let configurationGray = Color(
    red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
  static let fieldFont = KitFont(size: 17)
  static let cellFont = KitFont(size: 17)
  static let detailFont = KitFont(size: 15)
  static let headerFont = KitFont(size: 13)
  static let plainHeaderFont = KitFont(size: 17, weight: 600)
  static let captionFont = KitFont(size: 12)
  /// A text view without a font of its own: Interface Builder's default, as layout measures it.
  static let textViewFont = KitFont(size: 14)
  /// A segment's title; the selected segment's is semibold.
  static let segmentFont = KitFont(size: 13)
  /// A macOS box's title.
  static let boxTitleFont = KitFont(size: 11)
  static let selectedSegmentFont = KitFont(size: 13, weight: 600)
  /// A navigation bar's title, its large title, and a line of prompt above a bar.
  static let barTitleFont = KitFont(size: 17, weight: 600)
  static let largeTitleFont = KitFont(size: 34, weight: 700)
  static let promptFont = KitFont(size: 13)
  /// A bar button item's title; a done item's is semibold.
  static let barItemFont = KitFont(size: 17)
  static let doneItemFont = KitFont(size: 17, weight: 600)
  /// A tab's title under its image, and a tab's badge.
  static let tabItemFont = KitFont(size: 10, weight: 500)
  static let badgeFont = KitFont(size: 13)

  private static func rgb(_ value: Int) -> Color {
    Color(
      red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255)
  }
}
