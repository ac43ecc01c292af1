/// The intrinsic content sizes of the kit's views, as UIKit's give them at the default content
/// size category: text is measured with ``TextMeasurer``, controls have their fixed sizes.
extension View {
  /// A dimension of ``intrinsicContentSize`` that the view's content does not decide.
  public static let noIntrinsicMetric = -1.0

  /// The kit's intrinsic content size for the view's class (most specific kit class first); on
  /// Interface Builder's canvas, the placeholder size the document gives in its place.
  var kitIntrinsicContentSize: Size {
    guard let placeholder = placeholderIntrinsicSize else { return classIntrinsicContentSize }
    guard placeholder.width.isNaN || placeholder.height.isNaN else { return placeholder }
    let own = classIntrinsicContentSize
    return Size(
      width: placeholder.width.isNaN ? own.width : placeholder.width,
      height: placeholder.height.isNaN ? own.height : placeholder.height)
  }

  /// The kit's intrinsic content size for the view's class (most specific kit class first).
  private var classIntrinsicContentSize: Size {
    let none = Size(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    switch self {
    case let label as Label:
      return label.measuredSize(wrappingAt: label.preferredMaxLayoutWidth)
    case let button as Button:
      if let size = button.appKitBorderlessSize { return size }
      if let metrics = button.appKitControlMetrics {
        let size = metrics.intrinsicSize(titles: button.appKitSizingTitles, font: button.appKitFont)
        return Size(width: button.appKitImageOnlyWidth(metrics) ?? size.width, height: size.height)
      }
      // An AppKit button of a bezel the kit has no metrics for (round-rect, textured,
      // recessed, inline, square, a small help button): on the canvas, its saved size.
      // UIKit's padding around the title would make it 12 points too tall, and one with
      // neither title nor image 30 points square (HandBrake's small help button, 18 by 19).
      // A button of an image alone is measured: its frame reaches past its image by room
      // that differs with the Xcode that saved it (SelfControl's 24-point frame of a button
      // held to 22 points).
      if button.isAppKitButton, button.title?.isEmpty == false || button.image == nil,
        let saved = button.designableIntrinsicSize
      {
        return saved
      }
      return button.measuredSize
    case let field as TextField
    where field.isAppKitBorderless || field.isBezeled || field.isAppKitBordered:
      // AppKit sizes its cells in whole points: a label is its text, a bezeled or bordered
      // field its line and its bezel or border. A field the user types in has no width of its
      // own (its text changes as it is typed).
      let measurer = TextMeasurer(font: field.appKitFont)
      let line = measurer.appKitLineHeight(release: field.layoutAppKitRelease)
      let height = line + field.appKitFrameRoom
      guard !field.isEditable else { return Size(width: Self.noIntrinsicMetric, height: height) }
      let text = field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder ?? ""
      let preferred = field.preferredMaxLayoutWidth
      if field.isWrappingAppKitLabel, preferred > 0, !text.isEmpty {
        // Wrapped at its preferred width: that wide when it takes more than a line.
        let lines = measurer.paragraph(of: text, maximumWidth: preferred).lineWidths.count
        if lines > 1 { return Size(width: preferred, height: Double(lines) * line) }
      }
      if field.isAppKitLabel, field.lineBreakMode == .byClipping,
        text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D })
      {
        // A label that clips keeps the lines its text breaks itself into: as wide as the
        // widest, a line high each (GitUp's five-line note, 80 points; 2-line labels 32).
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        if lines.count > 1 {
          let widest = lines.map { measurer.width(of: String($0)) }.max() ?? 0
          return Size(
            width: TextMeasurer.roundUp(widest, scale: 1), height: Double(lines.count) * line)
        }
      }
      return Size(width: TextMeasurer.roundUp(measurer.width(of: text), scale: 1), height: height)
    case let field as TextField:
      let measurer = TextMeasurer(font: field.font.flatMap(TextFont.init) ?? .system(size: 14))
      let text = field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder ?? ""
      let width = TextMeasurer.roundUp(measurer.width(of: text), scale: layoutDisplayScale)
      let line = TextMeasurer.roundUp(measurer.lineHeight, scale: layoutDisplayScale)
      guard field.borderStyle == .roundedRect else { return Size(width: width, height: line) }
      // A rounded field is its line, in whole points, and its bezel: 30 points high at the
      // system font's 14 in iOS 7 to 12, 34 since iOS 13.
      let bezel: Double = layoutUIKitRelease == .iOS13 ? 17 : 13
      let height = TextMeasurer.roundUp(measurer.lineHeight, scale: 1) + bezel
      return Size(width: width + 14, height: max(height, 30))
    case let textView as TextView where !textView.isScrollEnabled:
      // A text view that does not scroll is as tall as its text wrapped at its width, inside
      // UIKit's insets (8 points above and below, 5 at the sides), and as wide as its
      // longest line unwrapped: a text view whose width nothing holds is one line
      // (Nextcloud Talk's code preview in a scroll view's content, 3,372 points wide and
      // 33 high at 14 points, as Xcode saved it).
      let measurer = TextMeasurer(font: textView.font.flatMap(TextFont.init) ?? .system(size: 14))
      let text = textView.text ?? ""
      let unwrapped = measurer.paragraph(of: text).lineWidths
      let widest = unwrapped.max() ?? 0
      // Its lines at its width: the unwrapped ones when the longest fits.
      let available = max(frame.size.width - 10, 1)
      let count =
        widest <= available
        ? unwrapped.count
        : measurer.paragraph(of: text, maximumWidth: available).lineWidths.count
      let lines = Double(max(count, 1))
      return Size(
        width: TextMeasurer.roundUp(widest, scale: layoutDisplayScale) + 10,
        height: TextMeasurer.roundUp(lines * measurer.lineHeight, scale: layoutDisplayScale) + 16)
    case let image as ImageView:
      // A designable image view of the app's class (one that draws a symbol at its own
      // size, say): on the canvas, the size Xcode rendered it with.
      return image.designableIntrinsicSize ?? imageSize(named: image.image) ?? none
    case let control as Switch where control.layoutIsAppKit:
      // AppKit's switch (NSSwitch), measured at the regular size only.
      return control.appKitIntrinsicSize ?? none
    case is Switch:
      // UISwitch's track; its frame is 2 points wider (its alignment rectangle's insets).
      return Size(width: 49, height: 31)
    case let matrix as Matrix:
      // AppKit's matrix is as large as its grid of cells.
      let cells = matrix.cells.map(\.frame)
      guard !cells.isEmpty else { return none }
      return Size(
        width: cells.map { $0.origin.x + $0.size.width }.max() ?? 0,
        height: cells.map { $0.origin.y + $0.size.height }.max() ?? 0)
    case let indicator as ActivityIndicator:
      return indicator.style.isLarge ? Size(width: 37, height: 37) : Size(width: 20, height: 20)
    case let control as SegmentedControl:
      // AppKit's: on the canvas, its saved size (the kit does not measure AppKit's segments).
      if control.layoutIsAppKit, let saved = control.designableIntrinsicSize { return saved }
      let measurer = TextMeasurer(font: .system(size: 13))
      let widest = control.segmentTitles.map { measurer.width(of: $0) }.max() ?? 0
      let count = Double(max(control.numberOfSegments, 1))
      // 32 points high since iOS 13, 29 before.
      let height: Double = layoutUIKitRelease == .iOS13 ? 32 : 29
      return Size(width: TextMeasurer.roundUp((widest + 16) * count, scale: 1), height: height)
    case let slider as Slider where slider.appKitSliderType != nil:
      // AppKit's slider: its track and knob at its control size; a dial, on the canvas, its
      // saved size.
      return slider.appKitIntrinsicSize ?? slider.designableIntrinsicSize ?? none
    case is Slider:
      // UISlider's track and thumb; its frame is 2 points wider at each side and 1 taller
      // below (its alignment rectangle's insets), 31 points in all.
      return Size(width: Self.noIntrinsicMetric, height: 30)
    case let indicator as ProgressView where indicator.appKitStyle != nil:
      // AppKit's progress indicator, a bar or a spinning wheel of its control size.
      return indicator.appKitIntrinsicSize ?? none
    case is ProgressView:
      // 4 points high since iOS 13, 2 before; a stepper 32, 29 before.
      return Size(width: Self.noIntrinsicMetric, height: layoutUIKitRelease == .iOS13 ? 4 : 2)
    case let stepper as Stepper where stepper.layoutIsAppKit:
      // AppKit's stepper: its arrows at its control size.
      return stepper.appKitIntrinsicSize ?? none
    case is Stepper:
      return Size(width: 94, height: layoutUIKitRelease == .iOS13 ? 32 : 29)
    case let bar as NavigationBar:
      // UIKit's standard bar heights: 44 points for a navigation bar or a toolbar (96 with a
      // large title), 49 for a tab bar.
      return Size(width: Self.noIntrinsicMetric, height: bar.prefersLargeTitles ? 96 : 44)
    case is Toolbar:
      return Size(width: Self.noIntrinsicMetric, height: 44)
    case is TabBar:
      return Size(width: Self.noIntrinsicMetric, height: 49)
    case let bar as SearchBar:
      // Since iOS 11, 56 points, 50 in the minimal style (Xcode 9 and 14 saved minimal bars
      // without a height of their own 50 high: 3 of 3); before, 44 in either (Xcode 6 and 7:
      // 5 of 5).
      let height: Double =
        layoutUIKitRelease == .beforeIOS11 ? 44 : bar.searchBarStyle == .minimal ? 50 : 56
      return Size(width: Self.noIntrinsicMetric, height: height)
    case let box as Box where box.boxType == .separator:
      // AppKit's separator is a line a point thick in a frame 5 points across, however long
      // it is drawn: Interface Builder leaves its thickness to it (a horizontal one when it is
      // wider than tall, as its frame was drawn), and aligns the line (``Box/appKitInsets``).
      return box.isHorizontalSeparator
        ? Size(width: Self.noIntrinsicMetric, height: 1)
        : Size(width: 1, height: Self.noIntrinsicMetric)
    case let control as PageControl:
      return Size(width: Double(max(control.numberOfPages, 1)) * 16 + 10, height: 26)
    case let control as PathControl:
      // On the canvas, its saved size (the kit does not measure its text or its mini size).
      return control.designableIntrinsicSize ?? control.appKitIntrinsicSize ?? none
    case let indicator as LevelIndicator:
      return indicator.designableIntrinsicSize ?? indicator.appKitIntrinsicSize ?? none
    default:
      // A view of the app's class whose size the kit cannot know: on Interface Builder's
      // canvas, the size Xcode rendered it with, if the document has it.
      return designableIntrinsicSize ?? none
    }
  }
}

extension View {
  /// The kit's alignment rectangle insets for the view's class: UIKit's slider's frame reaches
  /// 2 points past each end of its track and 1 below it (Interface Builder places a slider 20
  /// points from an edge at 18, and its frame is 31 points high); its switch's frame (51 by
  /// 31) reaches 2 points past the trailing end of its 49-point track; an AppKit text field
  /// without a bezel or border (a label, or a field edited in place) draws its text 2 points
  /// inside each side of its frame, and aligns the text; AppKit's fixed-height controls have
  /// their own (``AppKitControlMetrics``), and so have its boxes (``Box/appKitInsets``), its
  /// tab views (``TabView/appKitInsets``), its progress bars (``ProgressView/appKitInsets``),
  /// its sliders (``Slider/appKitInsets``), its switches (``Switch/appKitInsets``), its
  /// steppers (``Stepper/appKitInsets``), its date pickers (``DatePicker/appKitInsets``) and
  /// its colour wells (``ColorWell/appKitInsets``); an image well (an image view with a gray
  /// bezel) aligns its bezel, 3 points inside its frame at each side. Other views align their
  /// frames.
  var kitAlignmentRectInsets: Insets {
    switch self {
    case let slider as Slider where slider.appKitSliderType != nil:
      return slider.appKitInsets
    case is Slider:
      return Insets(top: 0, left: 2, bottom: 1, right: 2)
    case let control as Switch where control.layoutIsAppKit:
      return control.appKitInsets
    case is Switch:
      return Insets(top: 0, left: 0, bottom: 0, right: 2)
    case let field as TextField where field.isAppKitBorderless:
      return Insets(top: 0, left: 2, bottom: 0, right: 2)
    case let box as Box:
      return box.appKitInsets
    case let tabs as TabView where tabs.layoutIsAppKit:
      return tabs.appKitInsets
    case let indicator as ProgressView:
      return indicator.appKitInsets
    case let well as ColorWell:
      return well.appKitInsets
    case let image as ImageView where image.imageFrameStyle == .grayBezel:
      return Insets(top: 3, left: 3, bottom: 3, right: 3)
    case let stepper as Stepper:
      return stepper.appKitInsets
    case let picker as DatePicker:
      return picker.appKitInsets
    case let control as SegmentedControl:
      return control.appKitInsets
    case let button as Button:
      // AppKit's push buttons, checkboxes, radio buttons and pop-up buttons leave room for
      // their shadow and focus ring around their bezels (``AppKitControlMetrics``), and so
      // do some bezels the kit takes the size of from the canvas.
      if let metrics = button.appKitControlMetrics { return metrics.insets }
      guard button.isAppKitButton else { return .zero }
      return Button.appKitUnmeasuredInsets(
        bezel: button.bezelStyle, size: button.controlSize, release: button.layoutAppKitRelease)
    default:
      return .zero
    }
  }
}

extension View {
  /// The alignment rectangle insets the view had in macOS 11 to 15, for an AppKit view whose
  /// insets macOS 26 changed (push buttons, pop-ups, checkboxes, radio buttons, help buttons,
  /// boxes, steppers, segmented controls and date pickers, whose frames are now their
  /// alignment rectangles); other views' own. A frame an
  /// earlier Interface Builder placed keeps the room it left around the control then: Xcode 26
  /// does not move frames it is not asked to lay out again.
  var alignmentRectInsetsBeforeMacOS26: Insets {
    switch self {
    case let button as Button where button.appKitControlMetrics != nil:
      return button.appKitControlMetrics(release: .macOS11)?.insets ?? .zero
    case let box as Box:
      return box.appKitInsets(release: .macOS11)
    case let stepper as Stepper where stepper.layoutIsAppKit:
      return stepper.appKitInsets(release: .macOS11)
    case let control as SegmentedControl where control.layoutIsAppKit:
      return SegmentedControl.appKitInsets(controlSize: control.controlSize, release: .macOS11)
    case let picker as DatePicker where picker.layoutIsAppKit && picker.controlSize == .regular:
      return DatePicker.appKitInsets(release: .macOS11)
    default:
      return alignmentRectInsets
    }
  }
}

extension TextField {
  /// Whether the field is an AppKit label: neither editable, bezeled nor bordered (UIKit's
  /// text fields are always editable).
  var isAppKitLabel: Bool { !isEditable && !isBezeled && !isBordered }

  /// Whether the field is AppKit's and draws its text alone, without a bezel or border: a
  /// label, or a macOS document's editable field with neither (its text edited in place).
  /// Either is its line's height in whole points and has AppKit's label insets.
  var isAppKitBorderless: Bool { isAppKitLabel || (layoutIsAppKit && !isBezeled && !isBordered) }

  /// The field's font as AppKit draws it: its own, else the system font of its control size
  /// (13 points regular, 11 small, 9 mini).
  var appKitFont: TextFont {
    font.flatMap(TextFont.init(description:)) ?? .system(size: controlSize.systemFontSize)
  }

  /// The points a bezeled field's bezel adds to its line: 5 (21 points high at the system
  /// font's 13, 19 at 11), 8 since macOS 26 (24 at 13: 6 of 6 such fields Xcode 26 laid out).
  var appKitBezelRoom: Double { layoutAppKitRelease == .macOS26 ? 8 : 5 }

  /// Whether the field is AppKit's and draws a plain border (its cell's `borderStyle` is
  /// `border`) rather than a bezel.
  var isAppKitBordered: Bool { layoutIsAppKit && isBordered && !isBezeled }

  /// The points AppKit's field adds to its line: its bezel's (``appKitBezelRoom``), a plain
  /// border's 4 (a point of border and a point of room above and below: Simplenote's two
  /// bordered fields of the system font are 20 points high, and measured as UIKit's fields
  /// were 15.5, which left their column 4 points of play), or none for a label.
  var appKitFrameRoom: Double {
    if isBezeled { return appKitBezelRoom }
    return isAppKitBordered ? 4 : 0
  }

  /// Whether the field is an AppKit label that wraps its text (a wrapping label in Interface
  /// Builder): its cell wraps at words or characters rather than cutting its one line.
  var isWrappingAppKitLabel: Bool {
    isAppKitLabel && (lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping)
  }
}

extension View {
  /// Whether the view's text wraps at the width it is solved to, its height measured again
  /// at it: a multi-line label without a preferred width, or an AppKit wrapping label without
  /// one (Interface Builder's automatic preferred width: its width after layout).
  var wrapsTextAtSolvedWidth: Bool {
    switch self {
    case let label as Label: label.numberOfLines != 1 && label.preferredMaxLayoutWidth <= 0
    case let field as TextField: field.isWrappingAppKitLabel && field.preferredMaxLayoutWidth <= 0
    case let button as Button: button.wrapsTitleAtSolvedWidth
    default: false
    }
  }

  /// The height of the view's text wrapped at `width` (its alignment rectangle's width), or
  /// `nil` when its text does not wrap at its width. AppKit lays text out in lines of whole
  /// points (its typesetter rounds each line fragment up), so a wrapping label is that line
  /// height times its lines.
  /// - Parameter width: The width the text wraps at.
  func wrappedTextHeight(atWidth width: Double) -> Double? {
    switch self {
    case let label as Label where wrapsTextAtSolvedWidth:
      return label.measuredSize(wrappingAt: max(width, 1)).height
    case let field as TextField where field.isWrappingAppKitLabel:
      let measurer = TextMeasurer(font: field.appKitFont)
      let text = field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder ?? ""
      let line = measurer.appKitLineHeight(release: field.layoutAppKitRelease)
      guard !text.isEmpty else { return line }
      let lines = measurer.paragraph(of: text, maximumWidth: max(width, 1)).lineWidths.count
      return Double(max(lines, 1)) * line
    case let button as Button where button.wrapsTitleAtSolvedWidth:
      return button.appKitControlMetrics?.height(
        wrapping: button.title ?? "", in: button.appKitFont, atWidth: width)
    default:
      return nil
    }
  }
}

extension Label {
  /// The label's font for measuring: its own, else the system font at 17 points.
  var measuringFont: TextFont { font.flatMap(TextFont.init(description:)) ?? .labelDefault }

  /// The label's intrinsic size when it wraps at `width` (0 or less: at its own line breaks
  /// only, or on one line for a one-line label), rounded up to its display's pixels.
  /// - Parameter width: The width a multi-line label wraps at.
  ///
  /// On Interface Builder's canvas, a designable label (of an app class, whose code may set
  /// its own font) has the size Xcode rendered its text with on one line; wrapped, the kit's
  /// measure is scaled to that size: the width by the rendered width's ratio to the kit's, the
  /// height by the rendered line's.
  func measuredSize(wrappingAt width: Double) -> Size {
    let measurer = TextMeasurer(font: measuringFont)
    let scale = layoutDisplayScale
    guard let rendered = designableIntrinsicSize, let text, !text.isEmpty else {
      return measurer.labelSize(
        of: text, numberOfLines: numberOfLines, preferredMaxLayoutWidth: width,
        displayScale: scale)
    }
    let natural = measurer.paragraph(of: text, numberOfLines: numberOfLines)
    guard numberOfLines != 1, width > 0, natural.size.width > 0, !natural.lineWidths.isEmpty
    else { return rendered }
    let widthRatio = rendered.width / natural.size.width
    let lineHeight = rendered.height / Double(natural.lineWidths.count)
    let wrapped = measurer.paragraph(
      of: text, maximumWidth: width / widthRatio, numberOfLines: numberOfLines)
    return Size(
      width: TextMeasurer.roundUp(min(wrapped.size.width * widthRatio, width), scale: scale),
      height: TextMeasurer.roundUp(Double(wrapped.lineWidths.count) * lineHeight, scale: scale))
  }
}
