/// AppKit's standard metrics for its fixed-height controls — push buttons with a rounded bezel,
/// checkboxes, radio buttons and pop-up buttons — at its three control sizes, as Aqua draws
/// them (macOS 10.10 to 10.15), with the controls macOS 11 and macOS 26 redrew.
///
/// A control's intrinsic size is its alignment rectangle: the bezel, not the room AppKit leaves
/// around it for the shadow and the focus ring. Its frame is larger by ``insets``, as
/// Interface Builder writes it: a regular push button placed 20 points from a window's
/// bottom-left corner has its 32-point frame at x 14, y 13. The insets are read from real
/// documents' frames and the constraints that place them (`scripts/control-insets.py`).
struct AppKitControlMetrics: Equatable {
  /// A control's size, as its cell's `controlSize` gives it.
  typealias ControlSize = Control.ControlSize

  /// The kinds of control with fixed heights.
  enum Kind: Equatable {
    case pushButton, checkbox, radioButton, popUpButton
    /// A round help button (bezel style `helpButton`), measured at the regular size only.
    case helpButton
    /// A disclosure triangle (bezel style `disclosure`), measured at the regular size only.
    case disclosureTriangle
  }

  /// The alignment rectangle's height: the human interface guidelines' control heights (push
  /// buttons 20, 17 and 14 points, pop-up buttons 20, 17 and 15) and the point of shadow
  /// beneath the bezel (but a regular push button's since macOS 11: 20); a checkbox's or radio
  /// button's box (14, 12 and 10 points, a regular checkbox 16 and a small one 14 since macOS
  /// 11; radio buttons 16, 14 and 10).
  let height: Double
  /// The room before the title: a bezel's rounded end, or a box and the gap after it.
  let leading: Double
  /// The room after the title: a bezel's rounded end, a pop-up's arrows, or the space a
  /// checkbox or radio button leaves after its title (none without one).
  let trailing: Double
  /// How far the frame reaches past the alignment rectangle (shadow and focus ring).
  let insets: Insets
  /// Whether the control is a checkbox or a radio button: a title of several lines makes it
  /// taller (its cell is as tall as its box or its title's lines, whichever is taller; a
  /// bezel has one height), and ``trailing`` follows a title only (without one it is its box
  /// and the gap after it).
  var isToggle = false

  /// The metrics of a kind of control at a size, as the AppKit of `release` draws it. Aqua has
  /// no large size: a large control drawn by it has the regular size's metrics; macOS 11's
  /// large push buttons, pop-ups, checkboxes and radio buttons have their own.
  ///
  /// `bezel` is a pop-up button's bezel: macOS 11's small size is known for the rounded bezel
  /// and the rounded rectangle only (other bezels keep Aqua's metrics at that size).
  static func of(
    _ kind: Kind, size: ControlSize, release: AppKitRelease = .macOS11,
    bezel: Button.BezelStyle = .rounded
  ) -> AppKitControlMetrics {
    var metrics = fixedMetrics(of: kind, size: size)
    if release == .beforeMacOS11, kind == .checkbox, size == .regular || size == .large {
      // Before Xcode 10 a regular checkbox's frame reached 2 points past its title too
      // (MacDown's preferences, Xcode 6 to 8: a small checkbox's trailing side on a regular
      // one's; 23 more of its views within a point of Xcode's frames; Xcode 10 and 11 saved
      // frames that end at the title).
      metrics = metrics.with(insets: Self.insets(2, 2, 2, 2))
    }
    if release == .beforeMacOS11 || release == .macOS10_14 || release == .macOS10_15,
      kind == .pushButton,
      size == .regular || size == .large
    {
      // Aqua's regular push button leaves 14 points before and after its title, macOS 11's
      // 10: a button whose title decides its width is its title and 40 points wide. With 12,
      // 88 such buttons of documents of Xcode 11 and earlier (9 projects) were more than a
      // point from the frames Interface Builder saved, 58 of them 3 or 4 points narrower;
      // with 14, 39 are, most with titles in scripts the kit measures narrower (Greek,
      // Cyrillic) or in rows that a window's width squeezes.
      metrics = Self(height: 21, leading: 14, trailing: 14, insets: metrics.insets)
    }
    if release == .macOS10_14 || release == .macOS10_15, kind == .popUpButton,
      size == .regular || size == .large
    {
      // macOS 10.14's and 10.15's regular pop-up is Aqua's in a 25-point frame that reaches a
      // point above it (its top constrained to a label's bottom: 4 of 4 in documents of Xcode
      // 10 and 11 of two projects) and 3 below (1 of 1).
      metrics = metrics.with(insets: Self.insets(1, 3, 3, 3))
    }
    if release == .macOS11, size == .regular || size == .large {
      switch kind {
      case .checkbox:
        // macOS 11's regular checkbox is 16 points high inside its 18-point frame, as a radio
        // button is, and leaves 5 points after its title: a checkbox without a width of its
        // own is its title and 25 points wide (24 to 26: 127 of 162 in documents of Xcode 12
        // to 15 of five projects).
        metrics = Self(height: 16, leading: 18, trailing: 5, insets: Self.insets(1, 2, 1, 0))
      case .radioButton where size == .regular:
        // Its radio button, too (25 points and its title: 2 of 2).
        metrics = Self(height: 16, leading: 20, trailing: 3, insets: Self.insets(1, 2, 1, 0))
      case .pushButton:
        // macOS 11's regular push button is 20 points high in the same 32-point frame, which
        // reaches 5 points above it (the button's top constrained to a label's bottom: 8 of 8
        // in documents of Xcode 12 and later; 4, as Aqua's, in one of Xcode 11), 7 below
        // (18 of 18) and 7 past each side (a side constrained to its superview's: 34 of 37,
        // the other three in documents of Xcode 12.0 to 12.4). Its title has 10 points at
        // each end: "Cancel" is most often 76 points wide in those documents (12 of 24).
        metrics = Self(height: 20, leading: 10, trailing: 10, insets: Self.insets(5, 7, 7, 7))
      case .popUpButton:
        // macOS 11's regular pop-up is 20 points high in its 25-point frame, which reaches a
        // point above it and 4 below (constrained to its superview's top: 11 of 11 pop-ups of
        // documents of Xcode 12 and later; to its bottom, 6 of 6), 3 before it and 4 after it
        // (a frame 7 points wider than its width constraint: 9 pop-ups of three projects, one
        // of Xcode 12.5 aside; its trailing side constrained to its superview's: 7 of 7). Its
        // frame is its widest item's title and 40 points, 3 fewer than Aqua's, with the menu
        // font at 13 points (of 41 pop-ups without a width constraint in documents of Xcode 12
        // to 15 of six projects, 20 within a point and most others 2 or 3 points wider, their
        // titles' measure; the 14-point menu font of earlier macOS and Aqua's ends made those
        // whose titles size them 6 to 25 points wider).
        metrics = Self(height: 20, leading: 11, trailing: 22, insets: Self.insets(1, 3, 4, 4))
      default:
        break
      }
    }
    if release == .macOS11, size == .small, kind == .checkbox {
      // macOS 11's small checkbox leaves 3 points after its title: its frame is its title and
      // 20 or 21 points (11 of 11 in documents of Xcode 12 to 15 of three projects). Its box
      // is 14 points high in its 16-point frame, a point inside it above and below (its top
      // constrained to its superview's or a label's: 12 of 12 in such documents of five
      // projects; its bottom: 11 of 12; `scripts/control-insets.py`).
      metrics = Self(height: 14, leading: 16, trailing: 3, insets: Self.insets(1, 1, 1, 0))
    }
    if release == .macOS11, size == .small, kind == .radioButton {
      // Its small radio button is 14 points high in a 15-point frame that reaches a point
      // above it (its top constrained to its superview's: 1 of 1; the next one's top to its
      // bottom: 2 of 2; iina's, Xcode 15, whose six small radio buttons are all 15 high).
      metrics = metrics.with(insets: Self.insets(1, 1, 0, 0))
    }
    if release == .macOS11, size == .small, kind == .pushButton {
      // macOS 11's small push button is 17 points high in its 28-point frame (55 of 67 small
      // push buttons in documents of Xcode 12 to 15), which reaches 4 points above it (its top
      // constrained to a label's bottom: 1 of 1) and 7 below (its bottom to its superview's:
      // 2 of 2, two projects'), as the regular one's reaches 7 below its bezel.
      metrics = metrics.with(height: 17, insets: Self.insets(4, 5, 7, 5))
    }
    if release == .macOS11, size == .small, kind == .popUpButton, bezel == .rounded {
      // macOS 11's small pop-up is 16 points high in its 22-point frame, which reaches 2
      // points above it and 4 below (a label's or checkbox's top constrained to its bottom:
      // 2 of 2 in documents of Xcode 12 to 15; its top to a label's bottom: 4 of 4) and 4 at
      // each side (a frame 8 points wider than its width constraint, placed 4 before it:
      // Quicksilver's); its frame is its widest title and 31 points (13 of 13 pop-ups without
      // a width constraint in documents of HexFiend, HandBrake, iina and Quicksilver within a
      // point; Aqua's 37 made those whose titles size them 5 to 7 points wider).
      metrics = Self(height: 16, leading: 8, trailing: 15, insets: Self.insets(2, 4, 4, 4))
    }
    if release == .macOS11, size == .small, kind == .popUpButton, bezel == .roundRect {
      // With the rounded rectangle it is 16 points high in a 17-point frame that reaches a
      // point below it (its top and bottom constrained to its superview's: 1 of 1, iina's,
      // Xcode 15; another's top to its bottom: 2 of 2, Transmission's, Xcode 13), and its
      // widest title and 20 points wide (8 of 9 pop-ups without a width of their own within
      // a point, the two projects'; Aqua's 37 points made them 16 to 18 points wider).
      metrics = Self(height: 16, leading: 6, trailing: 14, insets: Self.insets(0, 0, 1, 0))
    }
    if release == .macOS11, size == .large {
      // macOS 11's large controls, from documents of Xcode 12 and later: a push button or
      // pop-up 28 points high in a 40-point frame, 6 points inside it above and below (to a
      // superview's top or a label above: 9 push buttons and 10 pop-ups; to its bottom: 7
      // and 2), a push button's frame 6 points past its sides and a pop-up's 5 (its leading
      // side constrained to its superview's: 17 of 17, one project's); a push button's title
      // 10 points from each end, as a regular one's (its frame its title and 31 or 32 points
      // wide: 19 of 19 without a width of their own); a checkbox or radio button 17 high in
      // a 22-point frame, 2.5 inside it (5 of 5 checkboxes) and 3 past its leading side (14
      // of 14, one project's), 8 points after its title (a frame of its title and 27 to 29
      // points: 30 of 34). A pop-up's frame is its widest item's title and 50 points, its
      // arrows 31 points after the title: 22 of 28 pop-ups within a point of the frames
      // Xcode 13 to 16 saved (one project's; 4 with 43 points, the rest 6 to 9 narrower),
      // and one without items 50 points wide.
      switch kind {
      case .pushButton:
        metrics = Self(height: 28, leading: 10, trailing: 10, insets: Self.insets(6, 6, 6, 6))
      case .popUpButton:
        metrics = Self(height: 28, leading: 9, trailing: 31, insets: Self.insets(6, 5, 6, 5))
      case .checkbox, .radioButton:
        metrics = Self(height: 17, leading: 17, trailing: 8, insets: Self.insets(2.5, 3, 2.5, 0))
      default:
        break
      }
    }
    if release == .macOS26 { metrics = metrics.macOS26(kind, size: size) }
    metrics.isToggle = kind == .checkbox || kind == .radioButton
    return metrics
  }

  /// macOS 26's metrics, from documents Xcode 26 saved: every control's frame is its
  /// alignment rectangle (a push button, pop-up, checkbox, radio button or help button
  /// constrained to its superview's edge has its frame at the constraint's constant: 73 of 75
  /// such constraints in 84 documents of eight projects, the other two holding an earlier
  /// Xcode's frame), and the bezels grew — a push button or pop-up 24 points high at the
  /// regular size (24 push buttons, 3 pop-ups without a height of their own), 28 large and
  /// 20 small; a bezeled text field 24 (``TextField/appKitBezelRoom``); a help button a
  /// 24-point circle; a regular checkbox's box takes 3 points more before its title. Sizes no
  /// document shows keep macOS 11's, in frames of their own size.
  private func macOS26(_ kind: Kind, size: ControlSize) -> AppKitControlMetrics {
    var height = height
    switch (kind, size) {
    case (.pushButton, .regular), (.popUpButton, .regular): height = 24
    case (.pushButton, .large), (.popUpButton, .large): height = 28
    case (.pushButton, .small), (.popUpButton, .small): height = 20
    case (.pushButton, .mini): height = 16
    case (.checkbox, .regular):
      // A regular checkbox's box and gap before its title are 21 points (18 before): its
      // width over its title's, in two projects' documents.
      return Self(height: height, leading: 21, trailing: trailing, insets: .zero)
    case (.helpButton, _): return Self(height: 24, leading: 12, trailing: 12, insets: .zero)
    default: break
    }
    return Self(height: height, leading: leading, trailing: trailing, insets: .zero)
  }

  private static func fixedMetrics(of kind: Kind, size: ControlSize) -> AppKitControlMetrics {
    switch (kind, size) {
    // The rounded bezel keeps its title clear of its ends; its frame leaves 4 points above
    // it, 6 at each side and 7 below for the focus ring and the drop shadow.
    case (.pushButton, .regular), (.pushButton, .large):
      return Self(height: 21, leading: 12, trailing: 12, insets: Self.insets(4, 6, 7, 6))
    case (.pushButton, .small):
      return Self(height: 18, leading: 10, trailing: 10, insets: Self.insets(4, 5, 6, 5))
    case (.pushButton, .mini):
      return Self(height: 15, leading: 8, trailing: 8, insets: Self.insets(0, 1, 1, 1))
    // A checkbox's title follows its box after a small gap; the frame reaches 2 points past
    // the box above, below and before it (1 for the mini size), and a small one's 18-point
    // frame 3 past its 12-point box above, below and before it and 2 past its title after
    // it (MacDown's preferences, Xcode 8: a small checkbox 8 points under a regular one and
    // 22 in from it, its frame 3 points outside each; Sparkle's update alert's, 2 after the
    // title by a constraint to its superview's side; 18-point frames: 73 of 73 in documents
    // of Xcode 6 to 11 of four projects but for Sparkle's alerts, held taller), before macOS
    // 11.
    case (.checkbox, .regular), (.checkbox, .large):
      return Self(height: 14, leading: 18, trailing: 0, insets: Self.insets(2, 2, 2, 0))
    case (.checkbox, .small):
      return Self(height: 12, leading: 16, trailing: 0, insets: Self.insets(3, 3, 3, 2))
    case (.checkbox, .mini):
      return Self(height: 10, leading: 13, trailing: 0, insets: Self.insets(1, 0, 1, 0))
    case (.radioButton, .regular), (.radioButton, .large):
      return Self(height: 16, leading: 20, trailing: 0, insets: Self.insets(1, 2, 1, 0))
    case (.radioButton, .small):
      return Self(height: 14, leading: 18, trailing: 0, insets: Self.insets(1, 1, 1, 0))
    case (.radioButton, .mini):
      return Self(height: 10, leading: 13, trailing: 0, insets: Self.insets(1, 0, 1, 0))
    // A pop-up button's title sits where its menu's items do, and its double arrow takes
    // the trailing end of the bezel. Before macOS 11 its frame is 26 points high and reaches
    // 2 points above the bezel (both pop-ups constrained to their superview's top in documents
    // of Xcode 11 and earlier) and 3 below.
    case (.popUpButton, .regular), (.popUpButton, .large):
      return Self(height: 21, leading: 11, trailing: 26, insets: Self.insets(2, 3, 3, 3))
    case (.popUpButton, .small):
      return Self(height: 18, leading: 9, trailing: 22, insets: Self.insets(1, 3, 3, 3))
    case (.popUpButton, .mini):
      return Self(height: 16, leading: 7, trailing: 18, insets: Self.insets(0, 1, 1, 1))
    // A help button is a circle 20 points across (its title, if any, beside it) in a frame
    // of 25 that reaches a point above it, 4 below, 3 before and 2 after; a disclosure
    // triangle is 13 points square, its frame the triangle's. (Asked at the regular size
    // only: ``Button/appKitControlMetrics``.)
    case (.helpButton, _):
      return Self(height: 20, leading: 10, trailing: 10, insets: Self.insets(1, 3, 4, 2))
    case (.disclosureTriangle, _):
      return Self(height: 13, leading: 13, trailing: 0, insets: Self.insets(0, 0, 0, 0))
    }
  }

  /// The same control with another height (its own unless given) and other insets: a
  /// release's redrawn bezel around the same title room.
  private func with(height: Double? = nil, insets: Insets) -> Self {
    var metrics = Self(
      height: height ?? self.height, leading: leading, trailing: trailing, insets: insets)
    metrics.isToggle = isToggle
    return metrics
  }

  private static func insets(
    _ top: Double, _ left: Double, _ bottom: Double, _ right: Double
  ) -> Insets {
    Insets(top: top, left: left, bottom: bottom, right: right)
  }

  /// The alignment height of a checkbox or radio button whose title wraps by words at
  /// `width` (its alignment rectangle's): its box's height, or its title's lines (whole
  /// points each) inside its frame when they are taller. The room after the title is slack
  /// the title may take before it wraps: a checkbox Interface Builder drew a point or two
  /// narrower than the kit measures it keeps its title on one line.
  func height(wrapping title: String, in font: TextFont, atWidth width: Double) -> Double {
    let measurer = TextMeasurer(font: font)
    let room = max(width - leading, 1)
    let lines = Double(max(measurer.paragraph(of: title, maximumWidth: room).lineWidths.count, 1))
    let textHeight = lines * TextMeasurer.roundUp(measurer.lineHeight, scale: 1)
    return max(height, textHeight - insets.top - insets.bottom)
  }

  /// The control's intrinsic size with the widest of `titles` in `font`: the title's widest
  /// line, whole points wide, between the control's ends, at the control's fixed height — or,
  /// for a checkbox or radio button whose title has more lines than its box is tall, the
  /// lines' height (in whole points each, as AppKit lays text out) inside its frame.
  func intrinsicSize(titles: [String], font: TextFont) -> Size {
    let measurer = TextMeasurer(font: font)
    // A title with line breaks is as wide as its widest line.
    let lines = titles.map { title in
      title.contains(where: \.isNewline)
        ? measurer.paragraph(of: title).lineWidths : [measurer.width(of: title)]
    }
    let widest = lines.joined().max() ?? 0
    let titleWidth = TextMeasurer.roundUp(widest, scale: 1)
    var alignmentHeight = height
    if isToggle {
      let lines = Double(lines.map(\.count).max() ?? 1)
      let textHeight = lines * TextMeasurer.roundUp(measurer.lineHeight, scale: 1)
      alignmentHeight = max(height, textHeight - insets.top - insets.bottom)
    }
    let after = isToggle && titleWidth == 0 ? 0 : trailing
    return Size(width: leading + titleWidth + after, height: alignmentHeight)
  }
}

extension Button {
  /// The AppKit control this button is, with its metrics, or `nil` for a UIKit button or an
  /// AppKit button without fixed metrics (square, textured, image-only bezels; help buttons
  /// and disclosure triangles of the small and mini sizes, not measured; a button that draws
  /// no bezel, ``appKitBorderlessSize``).
  var appKitControlMetrics: AppKitControlMetrics? {
    appKitControlMetrics(release: layoutAppKitRelease)
  }

  /// The AppKit control this button is, with its metrics as the AppKit of `release` draws
  /// it (``appKitControlMetrics``).
  func appKitControlMetrics(release: AppKitRelease) -> AppKitControlMetrics? {
    guard !isAppKitBorderless else { return nil }
    let kind: AppKitControlMetrics.Kind
    if self is PopUpButton {
      kind = .popUpButton
    } else {
      switch buttonType {
      case .switch: kind = .checkbox
      case .radio: kind = .radioButton
      case .momentaryPushIn, .pushOnPushOff, .toggle, .momentaryChange, .onOff, .momentaryLight:
        switch (bezelStyle, controlSize) {
        case (.rounded, _): kind = .pushButton
        case (.helpButton, .regular), (.helpButton, .large): kind = .helpButton
        case (.disclosure, .regular), (.disclosure, .large): kind = .disclosureTriangle
        default: return nil
        }
      default: return nil
      }
    }
    return AppKitControlMetrics.of(
      kind, size: controlSize, release: release, bezel: bezelStyle)
  }

  /// The alignment rectangle insets of an AppKit button whose size the kit does not measure
  /// (its saved frame is its size on the canvas) but whose frame Interface Builder draws past
  /// its bezel: macOS 11's to 15's regular textured rounded button, its 20-point bezel in a
  /// 23-point frame that reaches a point above it and at each side and 2 below it (Textual's,
  /// MacPass's, GitUp's and Transmission's, pinned to their superviews and neighbours); a
  /// round-rect button of any size and release, its frame a point below its bezel for the
  /// shadow (7 of 7 bottoms constrained in 6 projects, Xcode 8 to 26, regular, small and mini;
  /// its tops 0). Zero for any other button, and for the textured bezel before macOS 11 and in
  /// macOS 26, where no constraint of a real document shows them.
  static func appKitUnmeasuredInsets(
    bezel: BezelStyle, size: ControlSize, release: AppKitRelease
  ) -> Insets {
    switch bezel {
    case .roundRect:
      return Insets(top: 0, left: 0, bottom: 1, right: 0)
    case .texturedRounded where release == .macOS11 && (size == .regular || size == .large):
      return Insets(top: 1, left: 1, bottom: 2, right: 1)
    default:
      return .zero
    }
  }

  /// Whether the button is AppKit's: one of its button types (a macOS document's buttons, and
  /// a nib's that name one), not UIKit's.
  var isAppKitButton: Bool {
    switch buttonType {
    case .custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close,
      .roundedRect, .plain:
      false
    default:
      true
    }
  }

  /// The alignment width of a regular push button of macOS 11 to 15 that shows its image
  /// alone: the image and 8 points at each side, where a title has 10 (MacPass's action,
  /// lock, remove and Quick Look buttons: 8 in documents of Xcode 12.5 and 13, 44- to
  /// 50-point frames around images 14 to 21 points wide). `nil` for another button, or an
  /// image of a size the document does not give.
  /// - Parameter metrics: The button's ``appKitControlMetrics``.
  func appKitImageOnlyWidth(_ metrics: AppKitControlMetrics) -> Double? {
    guard imagePosition == .imageOnly, controlSize == .regular, bezelStyle == .rounded,
      !(self is PopUpButton), !metrics.isToggle, layoutAppKitRelease == .macOS11,
      let size = imageSize(named: image)
    else { return nil }
    return size.width + 16
  }

  /// The titles the button's width is made for: a pop-up button is as wide as the widest
  /// item of its menu (its width does not change with the choice), other buttons their title.
  var appKitSizingTitles: [String] {
    let items = (self as? PopUpButton)?.menu?.items.filter { !$0.isSeparatorItem } ?? []
    return items.isEmpty ? [title ?? ""] : items.map(\.title) + [title ?? ""]
  }

  /// The button's font as AppKit draws it: its own, else the system font of its control size
  /// (13 points regular, 11 small, 9 mini).
  var appKitFont: TextFont {
    font.flatMap(TextFont.init(description:)) ?? .system(size: controlSize.systemFontSize)
  }
}
