/// A bar that shows how far a task has got (UIKit's `UIProgressView`), or AppKit's progress
/// indicator, a bar or a spinning wheel (`NSProgressIndicator`: see ``appKitStyle``).
open class ProgressView: View {
  /// The look of a progress view.
  public enum Style: String, CaseIterable, NibEnum {
    /// The standard bar.
    case `default`
    /// The bar of a toolbar.
    case bar
  }

  /// The look of AppKit's progress indicator (`NSProgressIndicator.Style`).
  public enum AppKitStyle: String, CaseIterable, NibEnum {
    /// A bar that fills as the task goes on.
    case bar
    /// A spinning wheel.
    case spinning
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedProgress: Double = 0
  private var storedProgressViewStyle: Style = .default
  private var storedAppKitStyle: AppKitStyle? = nil
  private var storedProgressTintColor: Color? = nil
  private var storedTrackTintColor: Color? = nil
  private var storedProgressImage: String? = nil
  private var storedTrackImage: String? = nil

  /// How far the task has got, from 0 to 1; 0 by default.
  public var progress: Double {
    get { storedProgress }
    set { storedProgress = newValue }
  }

  /// The look of the bar; the standard one by default.
  public var progressViewStyle: Style {
    get { storedProgressViewStyle }
    set { storedProgressViewStyle = newValue }
  }

  /// The look of an AppKit progress indicator (Interface Builder's `style` of a
  /// `<progressIndicator>`), or `nil` for UIKit's progress view.
  public var appKitStyle: AppKitStyle? {
    get { storedAppKitStyle }
    set { storedAppKitStyle = newValue }
  }

  /// The size of an AppKit progress indicator (Interface Builder's `controlSize`); regular by
  /// default. UIKit's progress view has no sizes: it ignores it.
  public var controlSize: Control.ControlSize {
    get { extras?.controlSize ?? .regular }
    set { extras(toStore: newValue == .regular ? nil : newValue)?.controlSize = newValue }
  }

  /// The colour of the filled part; `nil` for the default.
  public var progressTintColor: Color? {
    get { storedProgressTintColor }
    set { storedProgressTintColor = newValue }
  }

  /// The colour of the unfilled part; `nil` for the default.
  public var trackTintColor: Color? {
    get { storedTrackTintColor }
    set { storedTrackTintColor = newValue }
  }

  /// The name of the image of the filled part, or `nil`.
  public var progressImage: String? {
    get { storedProgressImage }
    set { storedProgressImage = newValue }
  }

  /// The name of the image of the unfilled part, or `nil`.
  public var trackImage: String? {
    get { storedTrackImage }
    set { storedTrackImage = newValue }
  }
}
