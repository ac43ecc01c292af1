/// The names a document gives the app's code: outlets name properties, runtime attributes key
/// paths of properties, actions selectors. The runtime looks them up by name (key-value
/// coding, `performSelector`), so a name no class can declare fails there: the app stops with
/// an exception when the view loads or when the action is sent.
enum ObjectiveCNames {
  /// A property name as Swift and Objective-C spell one: a letter or `_`, then letters,
  /// digits and `_` (letters and digits of any script, as Unicode's identifier properties
  /// say).
  static func isIdentifier(_ name: Substring) -> Bool {
    guard let first = name.unicodeScalars.first,
      first == "_" || first.properties.isXIDStart
    else { return false }
    return name.unicodeScalars.dropFirst().allSatisfy {
      $0 == "_" || $0.properties.isXIDContinue
    }
  }

  /// A key path: property names joined by dots (`layer.cornerRadius`).
  static func isKeyPath(_ path: String) -> Bool {
    path.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isIdentifier)
  }

  /// A selector: a name alone (`refresh`), or names each followed by a colon, the first one
  /// required (`didTap:`, `tableView:didSelectRowAt:`, `values::`).
  static func isSelector(_ selector: String) -> Bool {
    let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
    guard let first = parts.first, isIdentifier(first) else { return false }
    guard parts.count > 1 else { return true }
    return parts.last?.isEmpty == true
      && parts.dropFirst().dropLast().allSatisfy { $0.isEmpty || isIdentifier($0) }
  }
}
