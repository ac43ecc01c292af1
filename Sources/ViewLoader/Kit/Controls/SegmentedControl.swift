/// A control of side-by-side segments, one of which is selected (UIKit's `UISegmentedControl`,
/// AppKit's `NSSegmentedControl`). It sends `valueChanged` when the selection changes.
open class SegmentedControl: Control {
  /// How a macOS segmented control selects its segments (AppKit's
  /// `NSSegmentedControl.SwitchTracking`).
  public enum TrackingMode: String, CaseIterable, NibEnum {
    /// One segment at a time is selected.
    case selectOne
    /// Any number of segments may be selected.
    case selectAny
    /// A segment is selected only while it is pressed.
    case momentary
    /// A segment is selected while pressed, and repeats its action when pressed harder.
    case momentaryAccelerator
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedSegmentTitles: [String] = []
  private var storedSegmentImages: [String] = []
  private var storedSelectedSegmentIndex: Int = -1
  private var storedIsMomentary: Bool = false
  private var storedApportionsSegmentWidthsByContent: Bool = false
  private var storedSelectedSegmentTintColor: Color? = nil
  private var storedTrackingMode: TrackingMode = .selectOne

  /// The segments' titles, in order: one segment per title (`segmentTitles="First|Second"`). An
  /// image segment has an empty title.
  public var segmentTitles: [String] {
    get { storedSegmentTitles }
    set { storedSegmentTitles = newValue }
  }

  /// The names of the segments' images, in order; an empty name (or a missing one) means no image.
  public var segmentImages: [String] {
    get { storedSegmentImages }
    set { storedSegmentImages = newValue }
  }

  /// The index of the selected segment, or -1 for none (the default).
  public var selectedSegmentIndex: Int {
    get { storedSelectedSegmentIndex }
    set { storedSelectedSegmentIndex = newValue }
  }

  /// Whether a segment is selected only while it is pressed; `false` by default.
  public var isMomentary: Bool {
    get { storedIsMomentary }
    set { storedIsMomentary = newValue }
  }

  /// Whether segments are as wide as their content rather than equal; `false` by default.
  public var apportionsSegmentWidthsByContent: Bool {
    get { storedApportionsSegmentWidthsByContent }
    set { storedApportionsSegmentWidthsByContent = newValue }
  }

  /// The colour of the selected segment; `nil` for the default.
  public var selectedSegmentTintColor: Color? {
    get { storedSelectedSegmentTintColor }
    set { storedSelectedSegmentTintColor = newValue }
  }

  /// How a macOS segmented control selects its segments; one at a time by default.
  public var trackingMode: TrackingMode {
    get { storedTrackingMode }
    set { storedTrackingMode = newValue }
  }

  /// The number of segments: as many as there are titles or images.
  public var numberOfSegments: Int { max(segmentTitles.count, segmentImages.count) }

  /// The title of a segment, or `nil` for a segment without one (or an index out of range).
  /// - Parameter segment: The segment's index.
  public func titleForSegment(at segment: Int) -> String? {
    guard segmentTitles.indices.contains(segment), !segmentTitles[segment].isEmpty else {
      return nil
    }
    return segmentTitles[segment]
  }
}
