/// A view that shows a named image, fitted into its bounds as its ``View/contentMode`` says.
///
/// On macOS an image view is a control (AppKit's `NSImageView`): one the user may edit sends
/// its action when an image is dropped on it, which a document binds with `<action>`.
/// Headless: ``sendAction()`` is what an input system (or a test) calls then.
open class ImageView: View {
  /// The frame a macOS image view draws around its image (AppKit's `NSImageView.FrameStyle`).
  public enum FrameStyle: String, CaseIterable, NibEnum {
    /// No frame.
    case none
    /// A thin black outline and a dropped shadow.
    case photo
    /// A gray, sunken bezel: an image well. Its frame reaches 3 points past the bezel at each
    /// side, where Auto Layout aligns the bezel.
    case grayBezel
    /// A thin etched groove.
    case groove
    /// A raised bezel, like a button's.
    case button
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedImage: String? = nil

  /// The name of the image shown, or `nil` for none.
  public var image: String? {
    get { storedImage }
    set { storedImage = newValue }
  }
  /// The name of the image shown while the view is highlighted, or `nil` to show ``image``.
  public var highlightedImage: String? {
    get { existingDetails(ImageViewDetails.self)?.highlightedImage }
    set { details(ImageViewDetails.init).highlightedImage = newValue }
  }
  /// Whether the view is highlighted (it then shows ``highlightedImage``).
  public var isHighlighted: Bool {
    get { existingDetails(ImageViewDetails.self)?.isHighlighted ?? false }
    set { details(ImageViewDetails.init).isHighlighted = newValue }
  }

  /// The frame drawn around the image (a macOS image view's); none by default.
  public var imageFrameStyle: FrameStyle {
    get { existingDetails(ImageViewDetails.self)?.imageFrameStyle ?? .none }
    set { details(ImageViewDetails.init).imageFrameStyle = newValue }
  }

  /// Creates an image view; like UIKit's, it does not take part in user interaction.
  public required init() {
    super.init()
    isUserInteractionEnabled = false
  }

  /// Adds a handler that runs, with this image view as its argument, each time the image is
  /// changed by the user (``Control/Event/primaryActionTriggered``).
  /// - Parameter handler: The code to run.
  public func addAction(_ handler: @escaping (ImageView) -> Void) {
    details(ImageViewDetails.init).actions.append(
      (.primaryActionTriggered, { handler(unsafeDowncast($0, to: ImageView.self)) }))
  }

  /// The user changed the image: the handlers run, in the order they were added.
  public func sendAction() {
    existingDetails(ImageViewDetails.self)?.actions.send(.primaryActionTriggered, from: self)
  }

  /// The number of handlers added.
  public var actionCount: Int {
    existingDetails(ImageViewDetails.self)?.actions.count(for: .primaryActionTriggered) ?? 0
  }
}

extension ImageView: NibActionSender {
  func addNibAction(for event: Control.Event, _ handler: @escaping (AnyObject) -> Void) {
    details(ImageViewDetails.init).actions.append((event, handler))
  }
}

/// What few image views set, boxed in the view's extras. Owned by one image view.
private final class ImageViewDetails {
  var highlightedImage: String?
  var isHighlighted = false
  var imageFrameStyle: ImageView.FrameStyle = .none
  var actions = ActionList()
}
