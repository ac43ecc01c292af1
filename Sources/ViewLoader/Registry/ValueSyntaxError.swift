/// A property value that does not match its kind's syntax; the message names the expected
/// syntax and never contains a line or column.
struct ValueSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The message, for example `invalid rect '0 0 320': expected 'x y width height'`.
  let message: String

  var description: String { message }

  init(message: String) {
    self.message = message
  }

  /// The error for `value`, which does not parse as `kind`.
  init(value: String, kind: PropertyKind, reason: String?) {
    let because = reason.map { "\($0); " } ?? ""
    message =
      "invalid \(Self.noun(of: kind)) \(Self.quoted(value)): \(because)expected "
      + Self.expectedSyntax(of: kind)
  }

  /// What messages call a value of `kind`.
  static func noun(of kind: PropertyKind) -> String {
    switch kind {
    case .enumeration: "value"
    case .reference: "reference"
    case .options: "options"
    case .references: "references"
    case .strings: "list of strings"
    default: kind.schemaName ?? "value"
    }
  }

  /// The syntax a value of `kind` must have, as messages show it.
  static func expectedSyntax(of kind: PropertyKind) -> String {
    switch kind {
    case .string: "any text"
    case .int: "an integer like 3 or -12"
    case .double: "a finite number like 0.5, -2 or 1e-3"
    case .bool: "true or false"
    case .color:
      "#RGB, #RRGGBB, #RRGGBBAA or one of "
        + ValueSyntax.colorNames.map(\.name).joined(separator: ", ")
    case .point: "'x y'"
    case .size: "'width height', both at least 0"
    case .rect: "'x y width height', width and height at least 0"
    case .insets: "'top left bottom right'"
    case .date: "yyyy-MM-dd'T'HH:mm:ssZ (like 2026-11-30T08:00:00+0000) or yyyy-MM-dd"
    case .enumeration(let cases):
      cases.isEmpty ? "no value (the type has no cases)" : "one of " + cases.joined(separator: ", ")
    case .reference: "a reference like $owner or $id"
    case .options(let names):
      names.isEmpty
        ? "nothing (the option set has no members)"
        : "names separated by spaces, each at most once, from " + names.joined(separator: ", ")
    case .references: "references separated by spaces, like $first $second"
    case .strings:
      #"items each ended by '|' (the last may leave it out), with \| for a bar and \\ for a backslash"#
    }
  }

  /// The most characters (Unicode scalars) of a value that a message shows.
  static let quotedLimit = 40

  /// `value` in single quotes, cut to `quotedLimit` scalars with `…`, with control, separator
  /// and bidirectional-override characters escaped as `\n`, `\t`, `\r` or `\u{…}`.
  static func quoted(_ value: String) -> String {
    "'" + escaped(value, limit: quotedLimit) + "'"
  }
}
