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
  /// A system symbol the document lists in its resources (and, in a macOS document, one of
  /// AppKit's named template images, drawn from symbols since macOS 11), by name: its size
  /// is the symbol's box, which the image view's alignment rectangle only approximates
  /// (``View/imageIsSymbol(named:)``).
  case symbolImage(String)
  /// The intrinsic content size Xcode rendered a designable view with, by the view's id.
  case designable(String)
  /// The placeholder intrinsic size Interface Builder laid a view out with, by the view's id.
  case placeholder(String)
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
    /// The sides of the safe area that an Interface Builder older than Xcode 14 gave a
    /// television, where they differ from today's.
    var sidesBeforeTVOS16: Double? = nil
    /// Whether the screen has one orientation, whatever the document says (a television's
    /// is landscape, and its size is given so).
    var isTelevision = false
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

  /// The Apple TV: a 1920-by-1080-point screen in landscape whose safe area leaves the
  /// overscan margins, 60 points above and below and 80 at the sides (documents of Xcode 14
  /// and later pin views 80 points inside it, 4 constraints of 2 projects), 90 before (Xcode
  /// 10's, 2 constraints). Scale 2 (its saved frames are in half points).
  private static let television = Device(
    width: 1920, height: 1080, portraitInsets: Insets(top: 60, left: 80, bottom: 60, right: 80),
    landscapeInsets: Insets(top: 60, left: 80, bottom: 60, right: 80), scale: 2,
    sidesBeforeTVOS16: 90, isTelevision: true)

  /// The devices by Interface Builder's id.
  static let devices: [String: Device] = [
    "appleTV": television,
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
    // The phones with a Dynamic Island: Xcode 14's ids, and those of Xcode 14.3 and later
    // (documents of Xcode 14.3 to 26 save `retina6_12` views 393 by 852 points, pinned 59
    // points below their safe area's top; `retina6_72` is its larger sibling).
    "iPhone14Pro": notched(393, 852, top: 59, housing: 59),
    "iPhone14ProMax": notched(430, 932, top: 59, housing: 59),
    "retina6_12": notched(393, 852, top: 59, housing: 59),
    "retina6_72": notched(430, 932, top: 59, housing: 59),
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
    if id.hasPrefix("ipad") || device.isTelevision { return ("regular", "regular") }
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
  ///   - beforeIOS16: Whether the phone's or television's safe area is the one an Interface
  ///     Builder older than Xcode 14 gave it (``Device/topBeforeIOS16``,
  ///     ``Device/sidesBeforeTVOS16``).
  ///   - statusBarBelowHousing: Whether the canvas draws a phone's status bar below its sensor
  ///     housing, as Xcode 16.2 and later do: a safe area twice as far down on a phone with a
  ///     notch or a Dynamic Island (views pinned 96 points down on an iPhone 11, 118 on a
  ///     Dynamic Island's 6.1-inch phone: 5 documents of 2 projects, builds 23727 to 24506;
  ///     48 in those of build 23504).
  /// - Returns: `nil` for a device the table does not have.
  static func environment(
    device id: String, orientation: String, size: Size, statusBar: Bool = true,
    beforeIOS16: Bool = false, statusBarBelowHousing: Bool = false
  ) -> LayoutEnvironment? {
    guard let device = devices[id] else { return nil }
    let landscape = orientation == "landscape" && !device.isTelevision
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
      if statusBarBelowHousing, statusBar, !landscape, device.housing > 0 {
        environment.safeAreaInsets.top *= 2
      }
      if beforeIOS16, let sides = device.sidesBeforeTVOS16 {
        environment.safeAreaInsets.left = sides
        environment.safeAreaInsets.right = sides
      }
      // Interface Builder lays a view that fills the screen out as a view controller's view:
      // none above and below, and UIKit's minimum margins at its sides, 16 points on phones
      // narrower than 414 points, 20 on wider ones and on iPads. A television's view is pinned
      // to its top and bottom margins at its safe area's (VLC's login screen); its sides are
      // not measured (a plain view's 8).
      let side: Double = device.isTelevision ? 8 : device.width >= 414 ? 20 : 16
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
  /// (unless the view's simulated metrics say none); from Xcode 11 to 14.2, no status bar
  /// over a top-level view on a phone (an iPad keeps its own), so its safe area's top is the
  /// sensor housing's, if any, and since Xcode 14.3 one again; before Xcode 14, the safe areas of iOS 15's phones; before Xcode 10, table view
  /// cells with a plain view's margins, and from Xcode 10.2 to 11 with 15 points at their
  /// sides on the narrower phones. On the canvas, a top-level view that does not fill
  /// the screen has a view controller's minimum margins too, as Interface Builder shows it
  /// (since Xcode 9; before, a plain view's), and a macOS one Xcode marked misplaced is sized
  /// by its constraints, its saved size held only as a window's is.
  /// A loaded document is laid out as a running app is, under its status bar and with
  /// today's control sizes. A macOS document is laid out with macOS 11's AppKit, or with
  /// macOS 26's when Xcode 26 saved it (on the canvas as loaded: the app that ships it is
  /// built with that Xcode's SDK, whose controls its frames were laid out for); read as the
  /// canvas, an older Xcode's document has that Xcode's, and so has one that Xcode 26 saved
  /// with the frames an earlier Xcode laid out (``AppKitRelease/framesPredateMacOS26(in:)``).
  /// - Parameter objects: The top-level objects.
  func setLayoutEnvironment(of objects: [AnyObject]) {
    let release =
      isInterfaceBuilderCanvas && platform == .iOS
      ? toolsVersion.flatMap(UIKitRelease.init(toolsVersion:)) ?? .iOS13 : nil
    var sizes = [DocumentSize: Size](
      uniqueKeysWithValues: imageSizes.map {
        (symbolImages.contains($0.key) ? .symbolImage($0.key) : .image($0.key), $0.value)
      })
    if isInterfaceBuilderCanvas {
      for (id, size) in designableSizes { sizes[.designable(id)] = size }
      for (id, size) in placeholderSizes { sizes[.placeholder(id)] = size }
    }
    let build = toolsVersion.flatMap(interfaceBuilderBuild(of:)) ?? .max
    let notchesBeforeIOS16 = release != nil && build < 21000
    // Xcode 9 (iOS 11's SDK, which brought UIKit's minimum margins) gave the canvas's other
    // top-level views a view controller's margins; before, a plain view's: SwiftMessages'
    // views, saved by Xcode 7 to 12, are pinned 8 points inside every side until Xcode 8.3
    // (158 constraints), at the minimum margins from Xcode 9 on.
    let hasCanvasMinimumMargins = build >= 13000
    let cellMargins = release == nil ? nil : toolsVersion.flatMap(TableCellMargins.init)
    let appKit = platform == .macOS
    var controls = appKit ? appKitRelease(onCanvas: isInterfaceBuilderCanvas) : .macOS11
    if isInterfaceBuilderCanvas, controls == .macOS26,
      AppKitRelease.framesPredateMacOS26(in: objects)
    {
      controls = .macOS11
    }
    // Xcode 11 to 14.2 drew no status bar over a phone's top-level view; Xcode 14.3 and later
    // draw it again: views of phones without a notch are pinned 20 points down in documents
    // of builds 21701 to 23727 (3 projects), 0 in those of Xcode 11 to 14.2 (5 projects).
    let drawsStatusBar = build >= 21700
    guard device != nil || !sizes.isEmpty || release != nil || appKit else { return }
    for case let view as View in objects {
      let statusBar =
        switch release {
        case nil: true
        case .beforeIOS11?, .beforeIOS13?: !withoutStatusBar.contains(view.nibID ?? "")
        case .iOS13?: drawsStatusBar && !withoutStatusBar.contains(view.nibID ?? "")
        }
      var environment =
        device.flatMap {
          DeviceTable.environment(
            device: $0.id, orientation: $0.orientation, size: view.frame.size,
            statusBar: statusBar,
            beforeIOS16: notchesBeforeIOS16
              || (isInterfaceBuilderCanvas && platform == .tvOS && build < 21000),
            statusBarBelowHousing: release != nil && build >= 23700 && build != .max)
        } ?? LayoutEnvironment()
      // A translucent navigation bar the canvas simulates over a view that fills the screen
      // is over its safe area: 44 points more (32 on a phone in landscape). A view under an
      // opaque one is saved below it, at the size the bar leaves.
      if release != nil, environment.minimumMargins != nil,
        underNavigationBar.contains(view.nibID ?? "")
      {
        let compact = device?.orientation == "landscape" && device?.id.hasPrefix("ipad") == false
        environment.safeAreaInsets.top += compact ? 32 : 44
      }
      environment.documentSizes = sizes
      environment.uiKitRelease = release ?? .iOS13
      switch cellMargins {
      case .beforeIOS11?: environment.tableCellMargins = .beforeIOS11
      // A wide phone's cells keep their 20 points in every Xcode since 10.
      case .iOS12_2? where environment.tableCellMargins == .iOS11:
        environment.tableCellMargins = .iOS12_2
      default: break
      }
      if isInterfaceBuilderCanvas, platform == .iOS, hasCanvasMinimumMargins,
        environment.minimumMargins == nil, !(view is TableViewCell), !(view is StackView)
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
