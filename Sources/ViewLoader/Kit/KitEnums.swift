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
  /// Flush with both edges, the last line natural.
  case justified
}

/// How text that does not fit is wrapped or cut (UIKit's and AppKit's `NSLineBreakMode`;
/// Interface Builder writes `wordWrap`, `characterWrap` (`charWrapping`), `clip`
/// (`clipping`), `headTruncation` (`truncatingHead`), `tailTruncation` (`truncatingTail`) and
/// `middleTruncation` (`truncatingMiddle`)).
public enum LineBreakMode: String, CaseIterable, NibEnum {
  /// Wrapped at word boundaries.
  case byWordWrapping
  /// Wrapped at any character.
  case byCharWrapping
  /// Cut off at the edge.
  case byClipping
  /// Shortened at the start, with an ellipsis.
  case byTruncatingHead
  /// Shortened at the end, with an ellipsis.
  case byTruncatingTail
  /// Shortened in the middle, with an ellipsis.
  case byTruncatingMiddle
}

/// The state of a macOS button or menu item: off, on, or mixed (AppKit's
/// `NSControl.StateValue`; a checkbox shows a dash when mixed).
public enum ControlStateValue: String, CaseIterable, NibEnum {
  /// Off (unchecked).
  case off
  /// On (checked).
  case on
  /// Mixed: partly on.
  case mixed
}

/// How a view fits its content (an image, say) into its bounds, and where it keeps it when
/// the bounds change size (UIKit's `UIView.ContentMode`; Interface Builder writes
/// `scaleAspectFit` and `scaleAspectFill` for ``aspectFit`` and ``aspectFill``).
public enum ContentMode: String, CaseIterable, NibEnum {
  /// Stretched to fill the bounds, ignoring the aspect ratio.
  case scaleToFill
  /// Scaled to fit inside the bounds, keeping the aspect ratio.
  case aspectFit
  /// Scaled to cover the bounds, keeping the aspect ratio; the excess is cut off.
  case aspectFill
  /// Drawn again when the bounds change.
  case redraw
  /// Centred at its own size.
  case center
  /// Centred horizontally against the top edge.
  case top
  /// Centred horizontally against the bottom edge.
  case bottom
  /// Centred vertically against the left edge.
  case left
  /// Centred vertically against the right edge.
  case right
  /// In the top-left corner.
  case topLeft
  /// In the top-right corner.
  case topRight
  /// In the bottom-left corner.
  case bottomLeft
  /// In the bottom-right corner.
  case bottomRight
}

/// How a control lines up its content horizontally (UIKit's
/// `UIControl.ContentHorizontalAlignment`).
public enum ContentHorizontalAlignment: String, CaseIterable, NibEnum {
  /// Centred.
  case center
  /// Against the left edge.
  case left
  /// Against the right edge.
  case right
  /// Stretched across the width.
  case fill
  /// Against the leading edge.
  case leading
  /// Against the trailing edge.
  case trailing
}

/// How a control lines up its content vertically (UIKit's `UIControl.ContentVerticalAlignment`).
public enum ContentVerticalAlignment: String, CaseIterable, NibEnum {
  /// Centred.
  case center
  /// Against the top edge.
  case top
  /// Against the bottom edge.
  case bottom
  /// Stretched across the height.
  case fill
}
