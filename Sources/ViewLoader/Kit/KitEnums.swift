/// How a label lines up its text horizontally.
public enum TextAlignment: String, CaseIterable, NibEnum {
  /// Flush with the left edge.
  case left
  /// Centred.
  case center
  /// Flush with the right edge.
  case right
  /// The natural alignment of the text's script (left for left-to-right text).
  case natural
}

/// How an image view fits its image into its bounds.
public enum ContentMode: String, CaseIterable, NibEnum {
  /// Stretched to fill the bounds, ignoring the aspect ratio.
  case scaleToFill
  /// Scaled to fit inside the bounds, keeping the aspect ratio.
  case aspectFit
  /// Scaled to cover the bounds, keeping the aspect ratio; the excess is cut off.
  case aspectFill
  /// Centred at its own size.
  case center
}
