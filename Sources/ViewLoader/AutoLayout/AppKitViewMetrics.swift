// AppKit's views besides its fixed-height buttons (``AppKitControlMetrics``): their sizes as
// Interface Builder lays them out, and how far their frames reach past their alignment
// rectangles, at the control sizes and AppKit releases the documents measured.

extension Box {
  /// Whether the box is a separator drawn across: wider than tall, as its frame was drawn.
  var isHorizontalSeparator: Bool { frame.size.width >= frame.size.height }

  /// How far AppKit's box's frame reaches past its alignment rectangle, as Interface Builder
  /// writes it. A separator's frame is 5 points across its line and reaches 2 points past each
  /// side of it (not past its ends). A primary or secondary box's frame reaches 3 points past
  /// its border at each side and 4 below it (its shadow); above it, 2 points for a box
  /// without a title, none for a box with its title at the top (its title is the top of its
  /// alignment rectangle). Custom and old-style boxes, and boxes with their titles at the
  /// bottom, align their frames; and since macOS 26 every box but a separator does (boxes
  /// Xcode 26 laid out sit where their constraints put their frames).
  var appKitInsets: Insets { appKitInsets(release: layoutAppKitRelease) }

  /// How far the box's frame reaches past its alignment rectangle as the AppKit of `release`
  /// draws it (``appKitInsets``).
  func appKitInsets(release: AppKitRelease) -> Insets {
    switch boxType {
    case .separator:
      return isHorizontalSeparator
        ? Insets(top: 2, left: 0, bottom: 2, right: 0)
        : Insets(top: 0, left: 2, bottom: 0, right: 2)
    case .primary, .secondary:
      guard release != .macOS26 else { return .zero }
      switch titlePosition {
      case .noTitle: return Insets(top: 2, left: 3, bottom: 4, right: 3)
      case .atTop: return Insets(top: 0, left: 3, bottom: 4, right: 3)
      default: return .zero
      }
    case .oldStyle, .custom:
      return .zero
    }
  }
}

extension ProgressView {
  /// AppKit's progress indicator's intrinsic size (its alignment rectangle) at its control
  /// size, or `nil` for UIKit's progress view or a mini indicator (not measured). A bar is as
  /// long as its constraints make it: its frame is 20 points high (12 small) and its bar 17
  /// inside it, a point below the frame's top and 2 above its bottom (a small bar fills its
  /// frame); a spinning wheel is 32 points square (16 small).
  var appKitIntrinsicSize: Size? {
    switch (appKitStyle, controlSize) {
    case (nil, _), (_, .mini): nil
    case (.bar, .regular), (.bar, .large): Size(width: View.noIntrinsicMetric, height: 17)
    case (.bar, .small): Size(width: View.noIntrinsicMetric, height: 12)
    case (.spinning, .regular), (.spinning, .large): Size(width: 32, height: 32)
    case (.spinning, .small): Size(width: 16, height: 16)
    }
  }

  /// How far an AppKit progress indicator's frame reaches past its alignment rectangle: a
  /// regular bar's a point above it and 2 below; a small bar and a spinning wheel align their
  /// frames.
  var appKitInsets: Insets {
    guard appKitStyle == .bar, controlSize == .regular || controlSize == .large else {
      return .zero
    }
    return Insets(top: 1, left: 0, bottom: 2, right: 0)
  }
}

extension PathControl {
  /// AppKit's path control's intrinsic size at its control size and style, as Xcode lays it
  /// out in real documents: as wide as its constraints make it; 22 points high regular and 20
  /// small in the standard style, 25 and 22 as a pop-up; `nil` at the mini and large sizes
  /// (not measured).
  var appKitIntrinsicSize: Size? {
    let height: Double? =
      switch (pathStyle, controlSize) {
      case (.standard, .regular): 22
      case (.standard, .small): 20
      case (.popUp, .regular): 25
      case (.popUp, .small): 22
      case (_, .mini), (_, .large): nil
      }
    return height.map { Size(width: View.noIntrinsicMetric, height: $0) }
  }
}

extension LevelIndicator {
  /// AppKit's level indicator's intrinsic size: a capacity gauge at the regular size is as
  /// long as its constraints make it and 18 points high (MacPass's entropy gauge); `nil` for
  /// the other sizes and styles (not measured: a rating's size is its images').
  var appKitIntrinsicSize: Size? {
    switch (levelIndicatorStyle, controlSize) {
    case (.continuousCapacity, .regular), (.discreteCapacity, .regular):
      Size(width: View.noIntrinsicMetric, height: 18)
    default: nil
    }
  }
}

extension Slider {
  /// Whether the slider is AppKit's linear slider drawn across: wider than tall, as its frame
  /// was drawn (AppKit takes a slider's direction from its frame).
  var isHorizontalAppKitSlider: Bool {
    appKitSliderType == .linear && frame.size.width >= frame.size.height
  }

  /// Whether the slider is AppKit's linear slider drawn up the screen at the small or mini
  /// size, whose metrics are its horizontal one's turned a quarter: iina's equalizer, ten mini
  /// sliders 17 or 18 points wide and 120 high, each 2 points past the ends of a stack view
  /// 116 high (Xcode 15). The regular size's, whose frame reaches further past one side of
  /// its track, is not measured.
  private var isSmallVerticalAppKitSlider: Bool {
    appKitSliderType == .linear && frame.size.width < frame.size.height
      && (controlSize == .small || controlSize == .mini)
  }

  /// The slider's thickness across its track at its control size: 20 points regular, 16
  /// small, 13 mini.
  private var appKitThickness: Double {
    switch controlSize {
    case .regular, .large: 20
    case .small: 16
    case .mini: 13
    }
  }

  /// AppKit's linear slider's thickness across its track (its alignment rectangle), at its
  /// control size, whatever its tick marks: 20 points regular (a 28-point frame), 16 small (20),
  /// 13 mini (17), as wide when it is drawn up the screen (at the small and mini sizes); `nil`
  /// for a regular slider up the screen or a dial (not measured) and for UIKit's.
  var appKitIntrinsicSize: Size? {
    if isHorizontalAppKitSlider {
      return Size(width: View.noIntrinsicMetric, height: appKitThickness)
    }
    if isSmallVerticalAppKitSlider {
      return Size(width: appKitThickness, height: View.noIntrinsicMetric)
    }
    return nil
  }

  /// How far AppKit's linear slider's frame reaches past its track: 2 points past each end; 2
  /// above it and 6 below at the regular size, 2 above and below at the small and mini sizes
  /// (2 at each side of one drawn up the screen at those sizes). A regular slider up the
  /// screen and a dial align their frames (not measured).
  var appKitInsets: Insets {
    if isSmallVerticalAppKitSlider { return Insets(top: 2, left: 2, bottom: 2, right: 2) }
    guard isHorizontalAppKitSlider else { return .zero }
    let bottom: Double = controlSize == .regular || controlSize == .large ? 6 : 2
    return Insets(top: 2, left: 2, bottom: bottom, right: 2)
  }
}

extension Switch {
  /// AppKit's switch's track (its alignment rectangle), 38 by 22 points at the regular size;
  /// `nil` at the small and mini sizes (not measured).
  var appKitIntrinsicSize: Size? {
    controlSize == .regular || controlSize == .large ? Size(width: 38, height: 22) : nil
  }

  /// How far AppKit's switch's 42-by-25-point frame reaches past its track: a point above it,
  /// 2 below and 2 at each side (none at the sizes not measured).
  var appKitInsets: Insets {
    appKitIntrinsicSize == nil ? .zero : Insets(top: 1, left: 2, bottom: 2, right: 2)
  }
}

extension ColorWell {
  /// How far AppKit's bordered colour well's frame reaches past its bezel
  /// (``bezelInsets(release:)``). A well without a border aligns its frame (not measured).
  var appKitInsets: Insets {
    isBordered ? Self.bezelInsets(release: layoutAppKitRelease) : .zero
  }

  /// A bordered well's frame past its bezel: since macOS 11, 3 points at each side and 2
  /// above and below (a 42-by-19-point frame around a bezel 36 points wide, as Xcode 14 and
  /// later save a well whose width constraint is 36; 3 wells of real documents); before, none
  /// (Xcode 10 saved the wells of a screen saver's sheet, constrained 54 by 26, at 54 by 26).
  static func bezelInsets(release: AppKitRelease) -> Insets {
    switch release {
    case .beforeMacOS11, .macOS10_14, .macOS10_15: .zero
    case .macOS11, .macOS26: Insets(top: 2, left: 3, bottom: 2, right: 3)
    }
  }
}

extension PopUpButton {
  /// How far AppKit draws the pop-up's title below the middle of its alignment rectangle (at
  /// its own height), in points: a regular or large pop-up's is above it, a point on macOS
  /// 11's 20-point bezel (baseline-aligned with a label of the same font, its 25-point frame
  /// starts 2 points above the label's 16: 23 such pairs in real documents, Xcode 14 to 16)
  /// and a point and a half on Aqua's 21-point one; macOS 26's 24-point pop-up has its title
  /// in the middle (NetNewsWire's folder pop-up and its label share their middles). Layout
  /// places the pop-up's baseline with it, and the picture its title.
  var appKitTitleOffset: Double {
    guard controlSize == .regular || controlSize == .large else { return 0 }
    switch layoutAppKitRelease {
    case .beforeMacOS11, .macOS10_14, .macOS10_15: return -1.5
    case .macOS11: return -1
    case .macOS26: return 0
    }
  }
}

extension TabView {
  /// How far a macOS tab view's frame reaches past its alignment rectangle: with its tabs on
  /// top and a bezel (the default), 6 points above, 7 at each side and 10 below, room for the
  /// bezel's shadow (Transmission's preferences pin one 20 points from their sides and 10
  /// from their top, its frame at 13 and 4). One without tabs or border draws nothing past
  /// its frame, which is its alignment rectangle (iina's and ShadowsocksX-NG's documents pin
  /// their frames to their superviews' edges). The other kinds are not measured: they keep the
  /// default's insets (Sequel Ace's mini tab view with its tabs below reaches 7 points past
  /// its sides too).
  var appKitInsets: Insets {
    guard tabViewType != .noTabsNoBorder else { return .zero }
    return Insets(top: 6, left: 7, bottom: 10, right: 7)
  }
}

extension Stepper {
  /// AppKit's stepper's arrows (its alignment rectangle) at the regular size, as Interface
  /// Builder lays them out: 13 by 23 points in Aqua's 19-by-27 frame (MacDown's 2-point gap to
  /// its field, its 9 points between two steppers), 13 by 21 in macOS 11's 19-by-28 one
  /// (MacPass's and Platypus's, Xcode 12 and 14: 8 points from a field, centred on it), and
  /// macOS 26's 20-by-26 frame, which is its alignment rectangle (NetNewsWire's, Xcode 26),
  /// and its small one's 11-by-16 frame (Sequel-Ace's five, Xcode 26: 1 point after a field,
  /// centred on it; HandBrake's 17 rows of a field and a small stepper 4 apart are 57 points
  /// wide, 42 + 4 + 11); macOS 11's small one is 11 by 17 points in a 15-by-22 frame
  /// (HandBrake's same 17 rows as an earlier Xcode laid them out: 57 points wide, the frame 2
  /// points before the arrows, centred on a 19-point field half a point low). `nil` at the
  /// other sizes and releases (not measured) and for UIKit's.
  var appKitIntrinsicSize: Size? {
    guard layoutIsAppKit else { return nil }
    switch (controlSize, layoutAppKitRelease) {
    case (.regular, .beforeMacOS11), (.regular, .macOS10_14), (.regular, .macOS10_15),
      (.large, .beforeMacOS11), (.large, .macOS10_14), (.large, .macOS10_15):
      return Size(width: 13, height: 23)
    case (.regular, .macOS11), (.large, .macOS11): return Size(width: 13, height: 21)
    case (.regular, .macOS26), (.large, .macOS26): return Size(width: 20, height: 26)
    case (.small, .macOS26): return Size(width: 11, height: 16)
    case (.small, .macOS11): return Size(width: 11, height: 17)
    default: return nil
    }
  }

  /// How far AppKit's stepper's frame reaches past its arrows: 3 points at each side, 2 above
  /// and below in Aqua, 4 above and 3 below since macOS 11 (the small one's 2 at each side
  /// and above, 3 below), none on macOS 26 (none at the sizes not measured).
  var appKitInsets: Insets {
    guard appKitIntrinsicSize != nil else { return .zero }
    return appKitInsets(release: layoutAppKitRelease)
  }

  /// ``appKitInsets`` as the AppKit of `release` draws the stepper (at a size the kit
  /// measures; none at the mini size).
  func appKitInsets(release: AppKitRelease) -> Insets {
    guard controlSize != .mini else { return .zero }
    switch release {
    case .beforeMacOS11, .macOS10_14, .macOS10_15:
      return Insets(top: 2, left: 3, bottom: 2, right: 3)
    case .macOS11 where controlSize == .small: return Insets(top: 2, left: 2, bottom: 3, right: 2)
    case .macOS11: return Insets(top: 4, left: 3, bottom: 3, right: 3)
    case .macOS26: return .zero
    }
  }
}

extension SegmentedControl {
  /// How far AppKit's segmented control's frame reaches past its segments (its alignment
  /// rectangle) since macOS 11: 2 points at each side, 1 above, and 1 below at the regular
  /// and large sizes, 2 at the small one (its top or bottom constrained to its superview's
  /// or a label's: 9 of 11 in documents of Xcode 12 to 15 of three projects; its leading or
  /// trailing side to its superview's, 5 of 5). Before macOS 11 and on macOS 26 (whose
  /// controls fill their frames), and at the mini size, its frame (not measured).
  var appKitInsets: Insets {
    guard layoutIsAppKit else { return .zero }
    return Self.appKitInsets(controlSize: controlSize, release: layoutAppKitRelease)
  }

  /// ``appKitInsets`` of a segmented control of a size, as an AppKit release draws it.
  static func appKitInsets(controlSize: ControlSize, release: AppKitRelease) -> Insets {
    guard release == .macOS11 else { return .zero }
    switch controlSize {
    case .regular, .large: return Insets(top: 1, left: 2, bottom: 1, right: 2)
    case .small: return Insets(top: 1, left: 2, bottom: 2, right: 2)
    case .mini: return .zero
    }
  }
}

extension DatePicker {
  /// How far AppKit's regular textual date picker's frame reaches past its alignment
  /// rectangle since macOS 11: 4 points above it and 3 after its stepper (Transmission's
  /// preferences, Xcode 15: a picker whose width constraint is 83 is saved 86 wide and 28
  /// high, its bottom on its superview's, its middle 2 points below its frame's on a
  /// pop-up's). Other sizes and releases align their frames (not measured).
  var appKitInsets: Insets {
    guard layoutIsAppKit, controlSize == .regular else { return .zero }
    return Self.appKitInsets(release: layoutAppKitRelease)
  }

  /// ``appKitInsets`` of a regular date picker of an AppKit release.
  static func appKitInsets(release: AppKitRelease) -> Insets {
    release == .macOS11 ? Insets(top: 4, left: 0, bottom: 0, right: 3) : .zero
  }
}

extension TextMeasurer {
  /// A line of text as the AppKit of `release` sets it, in whole points: the font's line
  /// rounded up; but before macOS 10.15 the system font's line at 13 points was a point
  /// taller, 17. In documents of Xcode 10 and earlier (34 projects), 456 one-line labels of
  /// the system font at 13 points, regular or bold, are 17 points high and 303 bezeled fields
  /// 22; since Xcode 11, 16 and 21. Its other sizes' lines are as later (11 points: 14, in
  /// 325 labels; 9 points: 11).
  func appKitLineHeight(release: AppKitRelease) -> Double {
    let line = Self.roundUp(lineHeight, scale: 1)
    switch release {
    case .beforeMacOS11, .macOS10_14:
      return font.family == .systemText && font.pointSize == 13 ? max(line, 17) : line
    case .macOS10_15, .macOS11, .macOS26:
      return line
    }
  }
}
