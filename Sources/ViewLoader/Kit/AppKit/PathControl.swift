import FoundationEssentials

/// A macOS control that shows a file's path as its folders' names, each clickable, or as a
/// pop-up menu of them (AppKit's `NSPathControl`). It sends its action when a folder is
/// clicked or, when editable, a new file is chosen or dropped.
open class PathControl: Control {
  /// How the path is drawn (AppKit's `NSPathControl.Style`).
  public enum PathStyle: String, CaseIterable, NibEnum {
    /// The folders' names in a row, each after an arrow.
    case standard
    /// A pop-up button of the file's name, whose menu lists its folders.
    case popUp
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedURL: URL? = nil
  private var storedPathStyle: PathStyle = .standard
  private var storedIsEditable: Bool = false
  private var storedFont: String? = nil
  private var storedPlaceholder: String? = nil
  private weak var storedDelegate: AnyObject? = nil

  /// The file or folder whose path is shown, or `nil` (the control then shows its placeholder).
  public var url: URL? {
    get { storedURL }
    set { storedURL = newValue }
  }

  /// How the path is drawn; its folders in a row by default.
  public var pathStyle: PathStyle {
    get { storedPathStyle }
    set { storedPathStyle = newValue }
  }

  /// Whether the user may choose another file (drop one, or pick one from the pop-up menu);
  /// `false` by default.
  public var isEditable: Bool {
    get { storedIsEditable }
    set { storedIsEditable = newValue }
  }

  /// A font description for the renderer (`system 11`); `nil` means the control's default.
  public var font: String? {
    get { storedFont }
    set { storedFont = newValue }
  }

  /// The text shown when there is no ``url``, or `nil`.
  public var placeholder: String? {
    get { storedPlaceholder }
    set { storedPlaceholder = newValue }
  }

  /// The object asked about the files the user may choose or drop (AppKit's
  /// `NSPathControlDelegate`), or `nil`; the control does not keep it alive.
  public var delegate: AnyObject? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }

  /// The names the path shows, outermost first: the folders and the file of ``url`` (the
  /// root `/` left out), or an empty list without one.
  public var pathComponents: [String] {
    guard let url else { return [] }
    return url.path.split(separator: "/").map(String.init)
  }
}
