/// What changed with iOS 13 for layout: segmented controls and steppers grew from 29 points
/// high to 32, progress views from 2 to 4; and Interface Builder (Xcode 11 and later) stopped
/// simulating a status bar over a document's top-level views.
enum UIKitRelease: Hashable, Sendable {
  /// iOS 7 to 10's sizes: iOS 12's, but for a search bar 44 points high.
  case beforeIOS11
  /// iOS 11 and 12's sizes.
  case beforeIOS13
  /// iOS 13's and later.
  case iOS13

  /// The UIKit Interface Builder drew a document with: the iOS SDK of the Xcode that saved
  /// it. A tools version is the build of that Xcode's Interface Builder; Xcode 11, with
  /// iOS 13's SDK, is the first whose builds number 15000 and more (Xcode 10.3's was 14868);
  /// Xcode 9, with iOS 11's, the first of 13000 and more (Xcode 8.3's were 12xxx).
  /// - Parameter toolsVersion: The document's `toolsVersion` (`14460.31`).
  /// - Returns: `nil` for a version that is not a number.
  init?(toolsVersion: String) {
    guard let build = interfaceBuilderBuild(of: toolsVersion) else { return nil }
    self = build < 13000 ? .beforeIOS11 : build < 15000 ? .beforeIOS13 : .iOS13
  }
}

/// The layout margins UIKit gives a table view cell's content view (which the kit merges into
/// the cell) when the document sets none. Interface Builder's canvas shows them so: of the 241
/// constraints from a subview to its cell's content view's margins in 75 cells of 11
/// projects' documents, 186 of the 195 that Xcode 10 and later saved put the subview within
/// a point of 11 points inside it above and below and 16 at the sides, or 20 in a cell wider
/// than 320 points drawn for a phone at least 414 points wide (20 of 20 constraints, cells 331
/// to 462 points wide, two projects; 320-point cells on those phones have 16, 25 of 25); 43
/// of the 46 that earlier Xcodes saved, within a point of 8 (a plain view's). Xcode 10.2 to
/// 11 drew 15 at the sides on the narrower phones (16 of 16 constraints of documents they
/// saved, four projects'; Xcode 10.0 and 10.1 drew 16, 19 of 19, as Xcode 12 and later do).
enum TableCellMargins: Hashable, Sendable {
  /// iOS 8 to 10's, on the canvas of an Interface Builder older than Xcode 10's: a plain
  /// view's, 8 points at each edge.
  case beforeIOS11
  /// iOS 11's and later: 11 points above and below, 16 at the sides.
  case iOS11
  /// iOS 12.2's and 13's, on the canvas of Xcode 10.2 to 11: 11 points above and below, 15
  /// at the sides.
  case iOS12_2
  /// iOS 11's on a screen at least 414 points wide: 20 at the sides of a cell wider than 320
  /// points.
  case iOS11OnWideScreen

  /// The Interface Builder that drew a document: Xcode 10's builds are the first numbered
  /// 14000 and more, Xcode 10.2's 14800 and more, Xcode 12's 17000 and more.
  /// - Parameter toolsVersion: The document's `toolsVersion` (`14460.31`).
  /// - Returns: `nil` for a version that is not a number.
  init?(toolsVersion: String) {
    guard let build = interfaceBuilderBuild(of: toolsVersion) else { return nil }
    switch build {
    case ..<14000: self = .beforeIOS11
    case 14800..<17000: self = .iOS12_2
    default: self = .iOS11
    }
  }

  /// The margins of a cell of a width. Beside an accessory (a disclosure indicator, a
  /// checkmark: the content view ends where it begins) the trailing margin is 8 points in
  /// every release (the 5 constraints to it in cells Xcode 10 to 13 saved, of ProtonVPN and
  /// Rocket.Chat, place their views 8 points from the content view's end).
  /// - Parameters:
  ///   - width: The cell's width.
  ///   - accessory: The cell's accessory.
  func insets(forWidth width: Double, accessory: TableViewCell.AccessoryType = .none) -> Insets {
    var insets: Insets =
      switch self {
      case .beforeIOS11: Insets(top: 8, left: 8, bottom: 8, right: 8)
      case .iOS11OnWideScreen where width > 320:
        Insets(top: 11, left: 20, bottom: 11, right: 20)
      case .iOS12_2: Insets(top: 11, left: 15, bottom: 11, right: 15)
      case .iOS11, .iOS11OnWideScreen: TableViewCell.defaultLayoutMargins
      }
    if accessory != .none { insets.right = 8 }
    return insets
  }
}

/// What changed with macOS 11 for layout: AppKit's controls were redrawn, and a regular
/// checkbox's alignment rectangle grew from 14 points high to 16 (its frame stays 18). And
/// with macOS 26: the controls were redrawn again, taller, and their frames are their
/// alignment rectangles (no room for a shadow or a focus ring around them).
enum AppKitRelease: Hashable, Sendable {
  /// macOS 10.13 and earlier's sizes.
  case beforeMacOS11
  /// macOS 10.14's: the earlier ones', but for a regular pop-up button's frame, a point
  /// shorter at the top (25 points high, not 26).
  case macOS10_14
  /// macOS 10.15's: 10.14's controls, and the system font's lines of today (a 13-point line
  /// 16 points high, not 17: ``TextMeasurer/appKitLineHeight(release:)``).
  case macOS10_15
  /// macOS 11's to macOS 15's.
  case macOS11
  /// macOS 26's.
  case macOS26

  /// The AppKit Interface Builder drew a document with: the macOS SDK of the Xcode that saved
  /// it. Xcode 12, with macOS 11's SDK, is the first whose builds number 17000 and more (the
  /// corpus brackets the change: checkboxes constrained to labels sit 2 points inside their
  /// frames in a document of build 15xxx, 1 point inside in builds 21xxx to 23xxx); Xcode 26,
  /// with macOS 26's, the first of 24000 and more (builds 24123 to 24765 of real documents: a
  /// push button 20 points from a window's corner has its 24-point frame at 20, 20). Xcode
  /// 10 and 11 (builds 14000 to 16999), with macOS 10.14's and 10.15's SDKs, saved regular
  /// pop-ups 25 points high where earlier ones saved 26 (16 of 19 in documents of three
  /// projects; 46 of 46 before); Xcode 11 (builds 15000 and more) labels of the 13-point
  /// system font 16 points high where earlier ones saved 17.
  /// - Parameter toolsVersion: The document's `toolsVersion` (`16097.2`).
  /// - Returns: `nil` for a version that is not a number.
  init?(toolsVersion: String) {
    guard let build = interfaceBuilderBuild(of: toolsVersion) else { return nil }
    switch build {
    case ..<14000: self = .beforeMacOS11
    case ..<15000: self = .macOS10_14
    case ..<17000: self = .macOS10_15
    case ..<24000: self = .macOS11
    default: self = .macOS26
    }
  }
}

/// The build of Interface Builder a `toolsVersion` names: its number up to the first dot
/// (`14460` of `14460.31`), or `nil` when that is not a number.
func interfaceBuilderBuild(of toolsVersion: String) -> Int? {
  Int(toolsVersion.prefix { $0 != "." })
}

extension AppKitRelease {
  /// Whether the frames of a document Xcode 26 saved are still those an earlier Xcode laid
  /// out: Xcode lays a view out again only when it is edited, so a document opened and saved
  /// again keeps its older frames, and its canvas is that AppKit's. The evidence is the
  /// controls placed by constraints whose frames tell the two apart (a regular push button's
  /// frame is 32 points high before macOS 26 and 24 in it, a regular checkbox's 18 and 16:
  /// ``savedFrameHeights(of:)``), and the older frames must be the more numerous; a view
  /// placed by its frame and autoresizing mask keeps the frame it was drawn with in any
  /// Xcode. Of 180 macOS documents of 17 projects that Xcode 26 saved, 51 have such
  /// controls: in 28 (HandBrake's, Subler's, Mac Mouse Fix's) their frames are the older
  /// ones, in 23 (of ten projects) Xcode 26's.
  /// - Parameter objects: The document's top-level objects, with their saved frames.
  static func framesPredateMacOS26(in objects: [AnyObject]) -> Bool {
    var older = 0
    var newer = 0
    var pending = objects.compactMap { $0 as? View }
    while let view = pending.popLast() {
      pending.append(contentsOf: view.subviews)
      guard let button = view as? Button, button.isAppKitButton,
        !button.translatesAutoresizingMaskIntoConstraints, !button.isAppKitBorderless,
        let frames = savedFrameHeights(of: button)
      else { continue }
      let height = button.frame.size.height
      if frames.older.contains(height) { older += 1 } else if height == frames.newer { newer += 1 }
    }
    return older > newer
  }

  /// The heights of a control's frame that tell an earlier Xcode's layout (macOS 11's to
  /// 15's controls) from Xcode 26's, or `nil` for a control whose frame does not: regular
  /// and small checkboxes and push buttons with the rounded bezel, small pop-ups with it.
  private static func savedFrameHeights(of button: Button) -> (older: [Double], newer: Double)? {
    switch (button is PopUpButton, button.buttonType, button.controlSize) {
    case (false, .switch, .regular): return ([18], 16)
    case (false, .switch, .small): return ([16], 14)
    case (false, .momentaryPushIn, .regular) where button.bezelStyle == .rounded: return ([32], 24)
    case (false, .momentaryPushIn, .small) where button.bezelStyle == .rounded:
      return ([27, 28], 20)
    case (true, _, .small) where button.bezelStyle == .rounded: return ([22], 20)
    default: return nil
    }
  }
}
