import FoundationEssentials
import ViewLoader

/// A JSON document whose object members keep the order they were given in.
///
/// Reports write it by hand so that their key order is exactly the documented one; the
/// configuration and baseline readers decode into it so that every type error can be named.
indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Members in output order.
  case object([Member])

  /// One member of an object.
  struct Member: Sendable, Equatable {
    /// The member's name.
    var key: String
    /// The member's value.
    var value: JSONValue
  }

  /// Builds an object from key-value pairs, in the order given.
  static func ordered(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
    .object(pairs.map { Member(key: $0.key, value: $0.value) })
  }

  /// The member named `key` (compared by bytes), when this is an object that has one.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { hasSameUTF8($0.key, key) }?.value
  }

  /// The name of the value's JSON type, for error messages: `object`, `array`, `string`, ….
  var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .integer: "integer"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

extension JSONValue {
  /// The document as text: compact on one line, or indented by two spaces per level.
  /// - Parameter pretty: Whether to break lines and indent.
  func serialized(pretty: Bool = false) -> String {
    var text = ""
    write(to: &text, pretty: pretty, indent: 0)
    return text
  }

  private func write(to text: inout String, pretty: Bool, indent: Int) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .integer(let value): text += String(value)
    case .number(let value):
      text += value.isFinite ? String(value) : "null"
    case .string(let value): text += JSONValue.quoted(value)
    case .array(let elements):
      guard !elements.isEmpty else {
        text += "[]"
        return
      }
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        if pretty { JSONValue.newline(&text, indent: indent + 1) }
        element.write(to: &text, pretty: pretty, indent: indent + 1)
      }
      if pretty { JSONValue.newline(&text, indent: indent) }
      text += "]"
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { text += "," }
        if pretty { JSONValue.newline(&text, indent: indent + 1) }
        text += JSONValue.quoted(member.key)
        text += pretty ? ": " : ":"
        member.value.write(to: &text, pretty: pretty, indent: indent + 1)
      }
      if pretty { JSONValue.newline(&text, indent: indent) }
      text += "}"
    }
  }

  private static func newline(_ text: inout String, indent: Int) {
    text += "\n"
    text += String(repeating: "  ", count: indent)
  }

  /// `value` as a JSON string literal: quotes, backslashes and control characters escaped,
  /// everything else (including non-ASCII text) written as is.
  static func quoted(_ value: String) -> String { jsonString(value) }
}

extension JSONValue: Decodable {
  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Decodes any JSON value; object members are sorted by key, since JSON gives them no order.
  /// Keys that are equal as `String`s are merged: ``parse(_:)`` reads the keys from the bytes.
  init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: AnyKey.self) {
      var members: [Member] = []
      for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        members.append(
          Member(key: key.stringValue, value: try container.decode(JSONValue.self, forKey: key)))
      }
      self = .object(members)
    } else if var container = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      while !container.isAtEnd {
        elements.append(try container.decode(JSONValue.self))
      }
      self = .array(elements)
    } else {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let value = try? container.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? container.decode(Int.self) {
        self = .integer(value)
      } else if let value = try? container.decode(Double.self) {
        self = .number(value)
      } else {
        self = .string(try container.decode(String.self))
      }
    }
  }

  /// Parses a JSON document.
  ///
  /// `JSONDecoder` decides what is a document and what its numbers are; the value is then read
  /// from the bytes again (``read(acceptedBytes:)``), since the decoder merges object keys that
  /// are equal as `String`s, the Unicode spellings of one name, and keeps one of their values.
  /// Members are sorted by their keys' UTF-8 bytes.
  /// - Parameter data: The document's bytes.
  /// - Throws: ``JSONParseError`` with the parser's explanation.
  static func parse(_ data: Data) throws(JSONParseError) -> JSONValue {
    do {
      let decoded = try JSONDecoder().decode(JSONValue.self, from: data)
      return read(acceptedBytes: Array(data)) ?? decoded
    } catch let DecodingError.dataCorrupted(context) {
      // "The given data was not valid JSON."; the decoder gives no underlying error to detail.
      throw JSONParseError(detail: context.debugDescription)
    } catch {
      throw JSONParseError(detail: "\(error)")
    }
  }
}

/// A document that is not valid JSON.
struct JSONParseError: Error, Sendable {
  /// What the JSON parser said.
  var detail: String

  /// `not valid JSON (detail)`.
  var message: String { "not valid JSON (\(detail))" }
}
