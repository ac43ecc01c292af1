/// A macOS scroll bar: a knob on a track that shows and changes what part of a document is visible
/// (AppKit's `NSScroller`).
open class Scroller: Control {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedIsHorizontal: Bool = false
  private var storedDoubleValue: Double = 0
  private var storedKnobProportion: Double = 0

  /// Whether the scroller runs horizontally; `false` by default.
  public var isHorizontal: Bool {
    get { storedIsHorizontal }
    set { storedIsHorizontal = newValue }
  }

  /// The knob's position, from 0 to 1; 0 by default.
  public var doubleValue: Double {
    get { storedDoubleValue }
    set { storedDoubleValue = newValue }
  }

  /// How much of the track the knob covers, from 0 to 1; 0 by default.
  public var knobProportion: Double {
    get { storedKnobProportion }
    set { storedKnobProportion = newValue }
  }
}
