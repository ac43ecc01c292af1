/// How the keyboard behaves for a view that takes text (UIKit's `UITextInputTraits`): a text
/// field, a text view, a search bar. Each keeps one ``TextInputTraits`` value, and
/// ``TextInput`` gives it UIKit's property names (`field.keyboardType = .emailAddress`).
public struct TextInputTraits: Hashable, Sendable {
  /// The kind of keyboard (UIKit's `UIKeyboardType`; Interface Builder's `alphabet` is
  /// ``asciiCapable``).
  public enum KeyboardType: String, CaseIterable, NibEnum {
    /// The default keyboard of the current input method.
    case `default`
    /// Letters and digits of ASCII.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// For URLs.
    case URL
    /// Digits.
    case numberPad
    /// For telephone numbers.
    case phonePad
    /// For names and telephone numbers.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal separator.
    case decimalPad
    /// For social posts (with `@` and `#`).
    case twitter
    /// For web searches.
    case webSearch
    /// Digits of ASCII.
    case asciiCapableNumberPad
  }

  /// The label of the Return key (UIKit's `UIReturnKeyType`).
  public enum ReturnKeyType: String, CaseIterable, NibEnum {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google.
    case google
    /// Join.
    case join
    /// Next.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo.
    case yahoo
    /// Done.
    case done
    /// Emergency Call.
    case emergencyCall
    /// Continue.
    case `continue`
  }

  /// What is written in capitals (UIKit's `UITextAutocapitalizationType`).
  public enum AutocapitalizationType: String, CaseIterable, NibEnum {
    /// Nothing.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
  }

  /// Whether a trait is on, off, or as the input method decides (UIKit's
  /// `UITextAutocorrectionType` and `UITextSpellCheckingType`, and the like).
  public enum Behavior: String, CaseIterable, NibEnum {
    /// As the input method decides.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
  }

  /// The look of the keyboard (UIKit's `UIKeyboardAppearance`).
  public enum KeyboardAppearance: String, CaseIterable, NibEnum {
    /// The system's.
    case `default`
    /// Dark.
    case dark
    /// Light.
    case light
    /// For alerts (an older name of ``dark``).
    case alert
  }

  /// The kind of keyboard; the default one by default.
  public var keyboardType: KeyboardType = .default
  /// The label of the Return key; Return by default.
  public var returnKeyType: ReturnKeyType = .default
  /// What is capitalized; the first letters of sentences by default.
  public var autocapitalizationType: AutocapitalizationType = .sentences
  /// Whether words are corrected as they are typed; as the input method decides by default.
  public var autocorrectionType: Behavior = .default
  /// Whether spelling is checked; as the input method decides by default.
  public var spellCheckingType: Behavior = .default
  /// Whether quotes become typographic quotes; as the input method decides by default.
  public var smartQuotesType: Behavior = .default
  /// Whether dashes become typographic dashes; as the input method decides by default.
  public var smartDashesType: Behavior = .default
  /// The look of the keyboard; the system's by default.
  public var keyboardAppearance: KeyboardAppearance = .default
  /// Whether the Return key is off while there is no text; `false` by default.
  public var enablesReturnKeyAutomatically = false
  /// Whether the text is masked, as for a password; `false` by default.
  public var isSecureTextEntry = false
  /// The kind of content the text is, for suggestions (UIKit's `UITextContentType` raw
  /// value: `username`, `password`, `emailAddress`, `oneTimeCode`…), or `nil`.
  public var textContentType: String?

  /// Traits with UIKit's defaults.
  public init() {}
}

/// A view that takes text, with UIKit's names for its keyboard's traits, kept in
/// ``textInputTraits``.
public protocol TextInput: AnyObject, SendableMetatype {
  /// How the keyboard behaves.
  var textInputTraits: TextInputTraits { get set }
}

extension TextInput {
  /// The kind of keyboard.
  public var keyboardType: TextInputTraits.KeyboardType {
    get { textInputTraits.keyboardType }
    set { textInputTraits.keyboardType = newValue }
  }
  /// The label of the Return key.
  public var returnKeyType: TextInputTraits.ReturnKeyType {
    get { textInputTraits.returnKeyType }
    set { textInputTraits.returnKeyType = newValue }
  }
  /// What is capitalized.
  public var autocapitalizationType: TextInputTraits.AutocapitalizationType {
    get { textInputTraits.autocapitalizationType }
    set { textInputTraits.autocapitalizationType = newValue }
  }
  /// Whether words are corrected as they are typed.
  public var autocorrectionType: TextInputTraits.Behavior {
    get { textInputTraits.autocorrectionType }
    set { textInputTraits.autocorrectionType = newValue }
  }
  /// Whether spelling is checked.
  public var spellCheckingType: TextInputTraits.Behavior {
    get { textInputTraits.spellCheckingType }
    set { textInputTraits.spellCheckingType = newValue }
  }
  /// The look of the keyboard.
  public var keyboardAppearance: TextInputTraits.KeyboardAppearance {
    get { textInputTraits.keyboardAppearance }
    set { textInputTraits.keyboardAppearance = newValue }
  }
  /// Whether the Return key is off while there is no text.
  public var enablesReturnKeyAutomatically: Bool {
    get { textInputTraits.enablesReturnKeyAutomatically }
    set { textInputTraits.enablesReturnKeyAutomatically = newValue }
  }
  /// The kind of content the text is, for suggestions, or `nil`.
  public var textContentType: String? {
    get { textInputTraits.textContentType }
    set { textInputTraits.textContentType = newValue }
  }
}

extension NibTypeBuilder where T: TextInput {
  /// Declares the keyboard's traits under UIKit's names (not `isSecureTextEntry`, which a text
  /// field declares as its own).
  func textInputTraits() {
    enumeration("keyboardType") { $0.textInputTraits.keyboardType = $1 }
    enumeration("returnKeyType") { $0.textInputTraits.returnKeyType = $1 }
    enumeration("autocapitalizationType") { $0.textInputTraits.autocapitalizationType = $1 }
    enumeration("autocorrectionType") { $0.textInputTraits.autocorrectionType = $1 }
    enumeration("spellCheckingType") { $0.textInputTraits.spellCheckingType = $1 }
    enumeration("smartQuotesType") { $0.textInputTraits.smartQuotesType = $1 }
    enumeration("smartDashesType") { $0.textInputTraits.smartDashesType = $1 }
    enumeration("keyboardAppearance") { $0.textInputTraits.keyboardAppearance = $1 }
    bool("enablesReturnKeyAutomatically") { $0.textInputTraits.enablesReturnKeyAutomatically = $1 }
    string("textContentType") { $0.textInputTraits.textContentType = $1 }
  }
}
