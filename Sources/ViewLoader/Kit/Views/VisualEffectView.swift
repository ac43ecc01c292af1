/// A view that blurs (or vibrantly tints) what is behind it, and shows its content above the
/// effect in a content view (UIKit's `UIVisualEffectView`, AppKit's `NSVisualEffectView`).
open class VisualEffectView: View {
  /// The styles of a blur (UIKit's `UIBlurEffect.Style`).
  public enum BlurStyle: String, CaseIterable, NibEnum {
    /// Very light.
    case extraLight
    /// Light.
    case light
    /// Dark.
    case dark
    /// Very dark (tvOS).
    case extraDark
    /// Adapts to the interface style.
    case regular
    /// Adapts to the interface style, more opaque.
    case prominent
    /// The thinnest material.
    case systemUltraThinMaterial
    /// A thin material.
    case systemThinMaterial
    /// The standard material.
    case systemMaterial
    /// A thick material.
    case systemThickMaterial
    /// The material of bars.
    case systemChromeMaterial
    /// The thinnest material, always light.
    case systemUltraThinMaterialLight
    /// A thin material, always light.
    case systemThinMaterialLight
    /// The standard material, always light.
    case systemMaterialLight
    /// A thick material, always light.
    case systemThickMaterialLight
    /// The material of bars, always light.
    case systemChromeMaterialLight
    /// The thinnest material, always dark.
    case systemUltraThinMaterialDark
    /// A thin material, always dark.
    case systemThinMaterialDark
    /// The standard material, always dark.
    case systemMaterialDark
    /// A thick material, always dark.
    case systemThickMaterialDark
    /// The material of bars, always dark.
    case systemChromeMaterialDark
  }

  /// The materials of a macOS effect view (AppKit's `NSVisualEffectView.Material`).
  public enum Material: String, CaseIterable, NibEnum {
    /// A window's title bar.
    case titlebar
    /// Selected content.
    case selection
    /// A menu.
    case menu
    /// A popover.
    case popover
    /// A sidebar.
    case sidebar
    /// A header.
    case headerView
    /// A sheet.
    case sheet
    /// A window's background.
    case windowBackground
    /// A heads-up display window.
    case hudWindow
    /// A full-screen interface.
    case fullScreenUI
    /// A tool tip.
    case toolTip
    /// Content's background.
    case contentBackground
    /// Behind a window.
    case underWindowBackground
    /// Behind a page.
    case underPageBackground
    /// As the appearance decides (an older material).
    case appearanceBased
    /// Light (an older material).
    case light
    /// Dark (an older material).
    case dark
    /// Medium light (an older material).
    case mediumLight
    /// Very dark (an older material).
    case ultraDark
  }

  /// What a macOS effect view blends with (AppKit's `NSVisualEffectView.BlendingMode`).
  public enum BlendingMode: String, CaseIterable, NibEnum {
    /// What is behind the window.
    case behindWindow
    /// What is behind the view in its window.
    case withinWindow
  }

  /// When a macOS effect view looks active (AppKit's `NSVisualEffectView.State`).
  public enum State: String, CaseIterable, NibEnum {
    /// While its window is active.
    case followsWindowActiveState
    /// Always.
    case active
    /// Never.
    case inactive
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedContentView: View? = nil
  private var storedBlurStyle: BlurStyle? = nil
  private var storedMaterial: Material = .appearanceBased
  private var storedBlendingMode: BlendingMode = .behindWindow
  private var storedState: State = .followsWindowActiveState
  private var storedIsVibrant = false

  /// The style of the blur, or `nil` for no effect (UIKit's `effect`, a `UIBlurEffect` of a
  /// style).
  public var blurStyle: BlurStyle? {
    get { storedBlurStyle }
    set { storedBlurStyle = newValue }
  }
  /// Whether the effect tints the content vibrantly (a `UIVibrancyEffect`) rather than
  /// blurring what is behind; `false` by default.
  public var isVibrant: Bool {
    get { storedIsVibrant }
    set { storedIsVibrant = newValue }
  }
  /// The material of a macOS effect view; appearance-based by default.
  public var material: Material {
    get { storedMaterial }
    set { storedMaterial = newValue }
  }
  /// What a macOS effect view blends with; what is behind the window by default.
  public var blendingMode: BlendingMode {
    get { storedBlendingMode }
    set { storedBlendingMode = newValue }
  }
  /// When a macOS effect view looks active; while its window is by default.
  public var state: State {
    get { storedState }
    set { storedState = newValue }
  }

  /// The view that holds the content, above the effect: a subview of the effect view.
  ///
  /// Made when first read, at the effect view's bounds and resizing with it (as UIKit makes
  /// it), unless one was set. Setting it (as a file does, Interface Builder's
  /// `<view key="contentView">`) makes the view a subview behind the others, removing the
  /// previous content view; a view that is already a subview stays where it is.
  public var contentView: View {
    get {
      if let storedContentView { return storedContentView }
      let made = View()
      made.frame = bounds
      made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      self.contentView = made
      return made
    }
    set {
      hold(newValue, replacing: storedContentView, at: 0)
      storedContentView = newValue
    }
  }
}
