/// What a root view's layout depends on beyond its tree: the insets of its safe area (the
/// status bar, a notch, the home indicator), the pixels per point its frames are rounded to,
/// and the minimum layout margins of a view controller's view.
struct LayoutEnvironment: Hashable, Sendable {
  /// The part of the root that bars and screen edges cover.
  var safeAreaInsets: Insets = .zero
  /// Pixels per point: solved frames are rounded to a multiple of its inverse.
  var displayScale: Double = 2
  /// The margins UIKit gives a view controller's view at least (16 or 20 points at the sides),
  /// as Interface Builder's canvas gives every top-level view
  /// (``DeviceTable/canvasMinimumMargins(width:)``), or `nil` for a plain view (its own
  /// ``View/layoutMargins``).
  var minimumMargins: Insets? = nil
  /// The UIKit whose control sizes the tree has: iOS 13's unless it was drawn by an older
  /// Interface Builder. (Declared here, it fills the padding after the margins: the
  /// environment is kept inline in a view's extras.)
  var uiKitRelease: UIKitRelease = .iOS13
  /// Whether the tree is AppKit's, a macOS document's: its views that both kits have (a
  /// switch) have AppKit's sizes. (Declared here, it fills the padding after the release.)
  var isAppKit = false
  /// The AppKit whose control sizes an AppKit tree has: macOS 11's unless it was drawn by an
  /// older Interface Builder (on its canvas) or by Xcode 26 (macOS 26's). (Declared here, it
  /// fills the padding after `isAppKit`.)
  var appKitRelease: AppKitRelease = .macOS11
  /// The margins of a table view cell's content (``TableViewCell/defaultLayoutMargins``):
  /// UIKit's since iOS 11, wider on a wide screen, or those an older Interface Builder drew.
  /// (Declared here, it fills the padding after the AppKit release.)
  var tableCellMargins: TableCellMargins = .iOS11
  /// The sizes an Interface Builder document gives the tree: its images', by name, for the
  /// intrinsic sizes of image views and buttons; on the canvas, those Xcode rendered its
  /// designable views with, by id. One dictionary, for the same reason.
  var documentSizes: [DocumentSize: Size] = [:]
  /// Points added to every size measured from text and to every baseline's offset: zero but
  /// when finding which frames depend on measured text (``View/descendantsDependingOnMeasuredText()``).
  var measuredTextOffset: Double = 0
  /// How far, in points, a size the kit approximates (measured text, AppKit's fixed control
  /// heights) may be from the view's saved frame and be taken as the frame's: zero (off) but
  /// for the linter, which judges an Interface Builder document with Interface Builder's
  /// sizes where the kit's own are within its usual error
  /// (``View/intrinsicSize(_:fromSavedFrameWithin:)``).
  var savedSizeTolerance: Double = 0
  /// The ids of the views whose saved frames are not the constraints' solution (Xcode marked
  /// them `misplaced`): their sizes are never read from their frames.
  var unsolvedFrames: Set<String> = []
  /// Whether a window's size follows its content view's constraints rather than holding the
  /// content view at it: Interface Builder's canvas, which sizes a window by its content view
  /// and calls a content view its constraints do not size ambiguous.
  var windowFitsContent = false
  /// Whether the root's own constraints may size it, its size giving way to them (held only
  /// where they leave it free): for the linter, a top-level view that does not translate its
  /// autoresizing mask is sized by its constraints wherever the app places it, and the size
  /// Interface Builder saved it at is not one of them (the linter lays such a view out again
  /// with it on when a constraint contradicted that size). Off, the root's size is required,
  /// as a root's frame is in UIKit.
  var rootSizeGivesWay = false
  /// Whether the root's size is held only as AppKit holds a window's (`windowSizeStayPut`,
  /// below the hugging and compression resistance of controls) rather than above every
  /// optional priority: on Interface Builder's canvas (the linter's, a picture's), a macOS
  /// top-level view Xcode marked misplaced, whose saved size is not the one its constraints
  /// give (HandBrake's cropping pane, saved shorter than its rows of fields and steppers).
  var rootSizeStaysPutOnly = false
  /// The most work the engine's solver may do (``ConstraintSolver/workLimit``) before it adds
  /// no more constraints and the engine is left unsolved (``LayoutEngine/exceededWork``):
  /// `nil` (no limit) but for the linter, which checks files it did not write.
  var solverWorkLimit: Int? = nil
}

/// What a size an Interface Builder document gives is the size of.
enum DocumentSize: Hashable, Sendable {
  /// An image the document lists in its resources, by name.
  case image(String)
  /// The intrinsic content size Xcode rendered a designable view with, by the view's id.
  case designable(String)
  /// The placeholder intrinsic size Interface Builder laid a view out with, by the view's id.
  case placeholder(String)
}

/// What changed with iOS 13 for layout: segmented controls and steppers grew from 29 points
/// high to 32, progress views from 2 to 4; and Interface Builder (Xcode 11 and later) stopped
/// simulating a status bar over a document's top-level views.
enum UIKitRelease: Hashable, Sendable {
  /// iOS 7 to 12's sizes.
  case beforeIOS13
  /// iOS 13's and later.
  case iOS13

  /// The UIKit Interface Builder drew a document with: the iOS SDK of the Xcode that saved
  /// it. A tools version is the build of that Xcode's Interface Builder; Xcode 11, with
  /// iOS 13's SDK, is the first whose builds number 15000 and more (Xcode 10.3's was 14868).
  /// - Parameter toolsVersion: The document's `toolsVersion` (`14460.31`).
  /// - Returns: `nil` for a version that is not a number.
  init?(toolsVersion: String) {
    guard let build = interfaceBuilderBuild(of: toolsVersion) else { return nil }
    self = build < 15000 ? .beforeIOS13 : .iOS13
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
private func interfaceBuilderBuild(of toolsVersion: String) -> Int? {
  Int(toolsVersion.prefix { $0 != "." })
}

/// The screens of Apple's devices as Interface Builder names them (`<device id="retina6_1">`):
/// the portrait size in points, the safe area's insets in portrait and in landscape, and the
/// display scale. From Apple's published screen sizes and the safe areas of each device's
/// simulator (status bar included on devices without a notch).
enum DeviceTable {
  struct Device: Sendable {
    var width: Double
    var height: Double
    var portraitInsets: Insets
    var landscapeInsets: Insets
    var scale: Double
    /// The top of the safe area in portrait without a status bar: the sensor housing of a
    /// phone with a notch (Interface Builder's 44 points) or a Dynamic Island, none otherwise.
    var housing: Double = 0
    /// The top of the safe area in portrait, status bar or not, that an Interface Builder
    /// older than Xcode 14 (iOS 16's SDK) gave the phone, where it differs from today's.
    var topBeforeIOS16: Double? = nil
  }

  private static func phone(_ width: Double, _ height: Double, scale: Double) -> Device {
    Device(
      width: width, height: height, portraitInsets: Insets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeInsets: .zero, scale: scale)
  }

  private static func notched(
    _ width: Double, _ height: Double, top: Double, scale: Double = 3, housing: Double = 44,
    topBeforeIOS16: Double? = nil
  ) -> Device {
    Device(
      width: width, height: height,
      portraitInsets: Insets(top: top, left: 0, bottom: 34, right: 0),
      landscapeInsets: Insets(top: 0, left: top, bottom: 21, right: top), scale: scale,
      housing: housing, topBeforeIOS16: topBeforeIOS16)
  }

  private static func pad(_ width: Double, _ height: Double, top: Double = 20, bottom: Double = 0)
    -> Device
  {
    Device(
      width: width, height: height,
      portraitInsets: Insets(top: top, left: 0, bottom: bottom, right: 0),
      landscapeInsets: Insets(top: top, left: 0, bottom: bottom, right: 0), scale: 2)
  }

  /// The devices by Interface Builder's id.
  static let devices: [String: Device] = [
    "retina3_5": phone(320, 480, scale: 2),
    "retina4_0": phone(320, 568, scale: 2),
    "retina4_7": phone(375, 667, scale: 2),
    "retina5_5": phone(414, 736, scale: 3),
    "retina5_9": notched(375, 812, top: 44),
    // The iPhone 11's safe area starts 48 points down since iOS 16, 44 before: documents of
    // Xcode 14 and later pin views 48 points down (17 of 18 constraints to the top of a
    // full-screen view's safe area, 3 projects), earlier ones 44 (51 of 52, 3 projects,
    // status bar or not).
    "retina6_1": notched(414, 896, top: 48, scale: 2, housing: 48, topBeforeIOS16: 44),
    "retina6_5": notched(414, 896, top: 44),
    "retina5_4": notched(375, 812, top: 50),
    "retina6_0": notched(390, 844, top: 47),
    "retina6_7": notched(428, 926, top: 47),
    "retina6_12": notched(390, 844, top: 47),
    "retina6_72": notched(428, 926, top: 47),
    "iPhone14Pro": notched(393, 852, top: 59, housing: 59),
    "iPhone14ProMax": notched(430, 932, top: 59, housing: 59),
    "ipad9_7": pad(768, 1024),
    "ipad10_2": pad(810, 1080),
    "ipad10_5": pad(834, 1112),
    "ipad10_9rounded": pad(820, 1180, top: 24, bottom: 20),
    "ipad11rounded": pad(834, 1194, top: 24, bottom: 20),
    "ipad12_9": pad(1024, 1366),
    "ipad12_9rounded": pad(1024, 1366, top: 24, bottom: 20),
  ]

  /// The size classes of a device in an orientation, as Interface Builder's variations name
  /// them: an iPad's are regular; a phone's width is compact (regular in landscape from 414
  /// points wide), its height regular in portrait and compact in landscape.
  /// - Returns: `nil` for a device the table does not have.
  static func sizeClass(device id: String, orientation: String)
    -> (width: String, height: String)?
  {
    guard let device = devices[id] else { return nil }
    if id.hasPrefix("ipad") { return ("regular", "regular") }
    if orientation == "landscape" {
      return (device.width >= 414 ? "regular" : "compact", "compact")
    }
    return ("compact", "regular")
  }

  /// The minimum margins Interface Builder's canvas gives a top-level view that does not fill
  /// its device's screen, as a view controller's view's: none above and below, and at the
  /// sides 16 points, or 20 in a view 400 points wide or more. Of the 89 constraints from a
  /// subview to such a view's side margins in documents Xcode 10 and later saved (plain
  /// views, collection view cells and reusable views of 8 projects), all put the subview
  /// within a point of those (views 352 to 375 points wide at 16, 402 to 600 at 20); above and
  /// below, 11 of 22 within a point of none (or of a plain view's 8 for a view that keeps its
  /// superview's, `preservesSuperviewLayoutMargins`: see ``TreeGeometry``), the others of a
  /// safe area Interface Builder simulates on some. A table view cell has its own
  /// (``TableCellMargins``); a stack view has none.
  static func canvasMinimumMargins(width: Double) -> Insets {
    let side: Double = width >= 400 ? 20 : 16
    return Insets(top: 0, left: side, bottom: 0, right: side)
  }

  /// The environment of a top-level view of a document drawn for a device: the device's safe
  /// area and a view controller's minimum margins when the view fills its screen (in the
  /// document's orientation), none otherwise.
  /// - Parameters:
  ///   - id: Interface Builder's device id.
  ///   - orientation: `portrait` or `landscape`.
  ///   - size: The view's size.
  ///   - statusBar: Whether a status bar covers the top of a phone's screen; without one, the
  ///     safe area's top is the sensor housing's, if any. An iPad always has its status bar.
  ///   - beforeIOS16: Whether the phone's safe area is the one an Interface Builder older
  ///     than Xcode 14 gave it (``Device/topBeforeIOS16``).
  /// - Returns: `nil` for a device the table does not have.
  static func environment(
    device id: String, orientation: String, size: Size, statusBar: Bool = true,
    beforeIOS16: Bool = false
  ) -> LayoutEnvironment? {
    guard let device = devices[id] else { return nil }
    let landscape = orientation == "landscape"
    let screen =
      landscape
      ? Size(width: device.height, height: device.width)
      : Size(width: device.width, height: device.height)
    var environment = LayoutEnvironment(displayScale: device.scale)
    if device.width >= 414 { environment.tableCellMargins = .iOS11OnWideScreen }
    if abs(size.width - screen.width) < 0.5, abs(size.height - screen.height) < 0.5 {
      environment.safeAreaInsets = landscape ? device.landscapeInsets : device.portraitInsets
      if !statusBar, !id.hasPrefix("ipad") {
        environment.safeAreaInsets.top = landscape ? 0 : device.housing
      }
      if beforeIOS16, !landscape, let top = device.topBeforeIOS16 {
        environment.safeAreaInsets.top = top
      }
      // Interface Builder lays a view that fills the screen out as a view controller's view:
      // UIKit's minimum margins at its sides, 16 points on phones narrower than 414 points,
      // 20 on wider ones and on iPads.
      let side: Double = device.width >= 414 ? 20 : 16
      environment.minimumMargins = Insets(top: 0, left: side, bottom: 0, right: side)
    }
    return environment
  }
}

extension InterfaceBuilderInfo {
  /// Whose AppKit controls a macOS document's views have: on the canvas, those of the Xcode
  /// that saved it; loaded, macOS 26's when Xcode 26 saved it (the app that ships it is built
  /// with that SDK), else macOS 11's.
  /// - Parameter onCanvas: Whether the document is read as Interface Builder's canvas.
  func appKitRelease(onCanvas: Bool) -> AppKitRelease {
    let savedBy = toolsVersion.flatMap(AppKitRelease.init(toolsVersion:))
    return onCanvas || savedBy == .macOS26 ? savedBy ?? .macOS11 : .macOS11
  }

  /// Gives each top-level view of an instantiated document the layout environment of the
  /// device it was drawn for (safe area when it fills the screen, display scale), the sizes
  /// of the document's images, and, for a macOS document, AppKit's sizes.
  ///
  /// Read as Interface Builder's canvas, an iOS document is laid out with the UIKit of the
  /// Xcode that saved it: before Xcode 11, iOS 12's control sizes and a simulated status bar
  /// (unless the view's simulated metrics say none); since, no status bar over a top-level
  /// view on a phone (an iPad keeps its own), so its safe area's top is the sensor housing's,
  /// if any; before Xcode 14, the safe areas of iOS 15's phones; before Xcode 10, table view
  /// cells with a plain view's margins, and from Xcode 10.2 to 11 with 15 points at their
  /// sides on the narrower phones. On the canvas, a top-level view that does not fill
  /// the screen has a view controller's minimum margins too, as Interface Builder shows it,
  /// and a macOS one Xcode marked misplaced is sized by its constraints, its saved size
  /// held only as a window's is.
  /// A loaded document is laid out as a running app is, under its status bar and with
  /// today's control sizes. A macOS document is laid out with macOS 11's AppKit, or with
  /// macOS 26's when Xcode 26 saved it (on the canvas as loaded: the app that ships it is
  /// built with that Xcode's SDK, whose controls its frames were laid out for); read as the
  /// canvas, an older Xcode's document has that Xcode's.
  /// - Parameter objects: The top-level objects.
  func setLayoutEnvironment(of objects: [AnyObject]) {
    let release =
      isInterfaceBuilderCanvas && platform == .iOS
      ? toolsVersion.flatMap(UIKitRelease.init(toolsVersion:)) ?? .iOS13 : nil
    var sizes = [DocumentSize: Size](
      uniqueKeysWithValues: imageSizes.map { (DocumentSize.image($0.key), $0.value) })
    if isInterfaceBuilderCanvas {
      for (id, size) in designableSizes { sizes[.designable(id)] = size }
      for (id, size) in placeholderSizes { sizes[.placeholder(id)] = size }
    }
    let notchesBeforeIOS16 =
      release != nil && (toolsVersion.flatMap(interfaceBuilderBuild(of:)) ?? .max) < 21000
    let cellMargins = release == nil ? nil : toolsVersion.flatMap(TableCellMargins.init)
    let appKit = platform == .macOS
    let controls = appKit ? appKitRelease(onCanvas: isInterfaceBuilderCanvas) : .macOS11
    guard device != nil || !sizes.isEmpty || release != nil || appKit else { return }
    for case let view as View in objects {
      let statusBar =
        switch release {
        case nil: true
        case .beforeIOS13?: !withoutStatusBar.contains(view.nibID ?? "")
        case .iOS13?: false
        }
      var environment =
        device.flatMap {
          DeviceTable.environment(
            device: $0.id, orientation: $0.orientation, size: view.frame.size,
            statusBar: statusBar, beforeIOS16: notchesBeforeIOS16)
        } ?? LayoutEnvironment()
      environment.documentSizes = sizes
      environment.uiKitRelease = release ?? .iOS13
      switch cellMargins {
      case .beforeIOS11?: environment.tableCellMargins = .beforeIOS11
      // A wide phone's cells keep their 20 points in every Xcode since 10.
      case .iOS12_2? where environment.tableCellMargins == .iOS11:
        environment.tableCellMargins = .iOS12_2
      default: break
      }
      if isInterfaceBuilderCanvas, platform == .iOS, environment.minimumMargins == nil,
        !(view is TableViewCell), !(view is StackView)
      {
        environment.minimumMargins = DeviceTable.canvasMinimumMargins(width: view.frame.size.width)
      }
      environment.isAppKit = appKit
      environment.appKitRelease = controls
      environment.windowFitsContent = appKit && isInterfaceBuilderCanvas
      // A top-level view Xcode marked misplaced was saved at a size its constraints do not
      // give: the canvas holds that size only as AppKit holds a window's.
      environment.rootSizeStaysPutOnly =
        appKit && isInterfaceBuilderCanvas && misplacedIDs.contains(view.nibID ?? "")
      view.madeExtras.layoutEnvironment = environment
    }
  }
}

extension View {
  /// Gives each top-level view of a nib for macOS (`<nib platform="macOS">`) AppKit's sizes,
  /// those of its controls' release (`<nib controls="…">`).
  /// - Parameters:
  ///   - objects: The top-level objects.
  ///   - release: Whose controls the views have.
  static func setAppKitLayout(of objects: [AnyObject], release: AppKitRelease) {
    for case let view as View in objects {
      var environment = view.extras?.layoutEnvironment ?? LayoutEnvironment()
      environment.isAppKit = true
      environment.appKitRelease = release
      view.madeExtras.layoutEnvironment = environment
    }
  }
}
