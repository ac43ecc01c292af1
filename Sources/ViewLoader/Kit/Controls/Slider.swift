/// A control for choosing a value from a continuous range by moving a thumb along a track (UIKit's
/// `UISlider`, or AppKit's `NSSlider`: see ``appKitSliderType``). It sends `valueChanged` as the
/// value changes.
open class Slider: Control {
  /// The kind of AppKit slider (`NSSlider.SliderType`).
  public enum AppKitSliderType: String, CaseIterable, NibEnum {
    /// A track, across or up, that a knob moves along.
    case linear
    /// A dial.
    case circular
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedValue: Double = 0
  private var storedMinimumValue: Double = 0
  private var storedMaximumValue: Double = 1
  private var storedIsContinuous: Bool = true
  private var storedAppKitSliderType: AppKitSliderType? = nil
  private var storedMinimumTrackTintColor: Color? = nil
  private var storedMaximumTrackTintColor: Color? = nil
  private var storedThumbTintColor: Color? = nil
  private var storedMinimumValueImage: String? = nil
  private var storedMaximumValueImage: String? = nil

  /// The value, between ``minimumValue`` and ``maximumValue``; 0 by default.
  public var value: Double {
    get { storedValue }
    set { storedValue = newValue }
  }

  /// The value at the start of the track; 0 by default.
  public var minimumValue: Double {
    get { storedMinimumValue }
    set { storedMinimumValue = newValue }
  }

  /// The value at the end of the track; 1 by default.
  public var maximumValue: Double {
    get { storedMaximumValue }
    set { storedMaximumValue = newValue }
  }

  /// Whether the value changes (and `valueChanged` is sent) while the thumb moves, rather than
  /// when it is let go; `true` by default.
  public var isContinuous: Bool {
    get { storedIsContinuous }
    set { storedIsContinuous = newValue }
  }

  /// The kind of AppKit slider (Interface Builder's `sliderType` of a macOS slider's cell), or
  /// `nil` for UIKit's slider.
  public var appKitSliderType: AppKitSliderType? {
    get { storedAppKitSliderType }
    set { storedAppKitSliderType = newValue }
  }

  /// The colour of the track before the thumb; `nil` for the default.
  public var minimumTrackTintColor: Color? {
    get { storedMinimumTrackTintColor }
    set { storedMinimumTrackTintColor = newValue }
  }

  /// The colour of the track after the thumb; `nil` for the default.
  public var maximumTrackTintColor: Color? {
    get { storedMaximumTrackTintColor }
    set { storedMaximumTrackTintColor = newValue }
  }

  /// The colour of the thumb; `nil` for the default.
  public var thumbTintColor: Color? {
    get { storedThumbTintColor }
    set { storedThumbTintColor = newValue }
  }

  /// The name of the image shown at the start of the track, or `nil`.
  public var minimumValueImage: String? {
    get { storedMinimumValueImage }
    set { storedMinimumValueImage = newValue }
  }

  /// The name of the image shown at the end of the track, or `nil`.
  public var maximumValueImage: String? {
    get { storedMaximumValueImage }
    set { storedMaximumValueImage = newValue }
  }
}
