/// A bar that shows how far a task has got (UIKit's `UIProgressView`).
open class ProgressView: View {
  /// The look of a progress view.
  public enum Style: String, CaseIterable, NibEnum {
    /// The standard bar.
    case `default`
    /// The bar of a toolbar.
    case bar
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedProgress: Double = 0
  private var storedProgressViewStyle: Style = .default
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
