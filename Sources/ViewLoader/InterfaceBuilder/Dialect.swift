/// The two kinds of view file the loader reads, told apart by the root element, never by the
/// file's name: a nib (`<nib>`) or an Interface Builder document (`<document>`, or an old
/// `<archive>`, which is refused with a clear finding).
enum Dialect: Sendable {
  case nib
  case interfaceBuilder

  /// The dialect of a file, from the name of its first start tag. Anything that is not clearly
  /// an Interface Builder root — including a file too broken to tell — is read as a nib, whose
  /// reader then reports what is wrong with it.
  static func of(_ bytes: UnsafeRawBufferPointer) -> Dialect {
    let source = SourceBytes(bytes)
    guard let tag = source.nextStartTag(from: source.byteOrderMarkLength, before: source.count)
    else { return .nib }
    if source.matches("<document", at: tag), isNameEnd(source[tag + 9]) { return .interfaceBuilder }
    if source.matches("<archive", at: tag), isNameEnd(source[tag + 8]) { return .interfaceBuilder }
    return .nib
  }

  /// Whether a byte ends an element name (white space, `/`, `>`, or the end of the file).
  private static func isNameEnd(_ byte: UInt8) -> Bool {
    SourceBytes.isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == 0
  }
}

/// The platform an Interface Builder document is for, from its root's `type`.
enum XIBPlatform: String, Sendable {
  case iOS
  case tvOS
  case macOS

  /// The document types of Xcode 5 and later: one per platform, and an iPad-only one.
  static func of(documentType: String) -> XIBPlatform? {
    switch documentType {
    case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": .iOS
    case "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB": .iOS
    case "com.apple.InterfaceBuilder.AppleTV.XIB": .tvOS
    case "com.apple.InterfaceBuilder3.Cocoa.XIB": .macOS
    default: nil
    }
  }
}
