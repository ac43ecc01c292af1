import ViewLoader

/// The JSON report on one line: `{"version":1,"files":N,"diagnostics":[…]}`.
///
/// Keys are written in the documented order; every diagnostic has a `notes` array, empty when there
/// are none, so consumers never have to test for the key. The text is exactly what
/// ``JSONValue/serialized(pretty:)`` writes for that document; findings are written straight
/// into the output rather than built as values first.
struct JSONReporter: Reporter {
  func opening(fileCount: Int) -> String {
    #"{"version":1,"files":"# + String(fileCount) + #","diagnostics":["#
  }

  var separator: StaticString { "," }

  func append(_ diagnostic: Diagnostic, to output: inout OutputBuffer) {
    appendLocation(diagnostic.location, to: &output)
    output.append(#","severity":"#)
    output.appendJSONString(diagnostic.severity.rawValue)
    output.append(#","rule":"#)
    output.appendJSONString(diagnostic.rule)
    output.append(#","message":"#)
    output.appendJSONMessage(of: diagnostic)
    output.append(#","notes":["#)
    for (index, note) in diagnostic.notes.enumerated() {
      if index > 0 { output.append(byte: UInt8(ascii: ",")) }
      appendLocation(note.location, to: &output)
      output.append(#","message":"#)
      output.appendJSONString(note.message)
      output.append(byte: UInt8(ascii: "}"))
    }
    output.append("]}")
  }

  func closing(_ tally: ReportTally, fileCount: Int) -> String { "]}\n" }

  /// `{"file":…,"line":…,"column":…`, the start of a finding's or a note's object.
  private func appendLocation(_ location: SourceLocation, to output: inout OutputBuffer) {
    output.append(#"{"file":"#)
    output.appendJSONString(location.file)
    output.append(#","line":"#)
    output.append(location.line)
    output.append(#","column":"#)
    output.append(location.column)
  }
}

extension OutputBuffer {
  /// Appends `text` as a JSON string literal, exactly as ``JSONValue/quoted(_:)`` writes it.
  ///
  /// Text with nothing to escape (no quote, backslash, control character, U+2028 or U+2029,
  /// whose UTF-8 starts with `E2`) is copied as is; other text goes through the shared escaper.
  /// - Parameter text: The raw text.
  mutating func appendJSONString(_ text: String) {
    guard !OutputBuffer.needsJSONEscaping(text) else {
      append(JSONValue.quoted(text))
      return
    }
    append(byte: UInt8(ascii: "\""))
    append(text)
    append(byte: UInt8(ascii: "\""))
  }

  /// Appends a diagnostic's message as a JSON string literal, as ``appendJSONString(_:)``
  /// writes it, from the message's parts (a template's text needs no escaping).
  /// - Parameter diagnostic: The diagnostic.
  mutating func appendJSONMessage(of diagnostic: Diagnostic) {
    let (prefix, argument, suffix) = diagnostic.messageParts
    guard !OutputBuffer.needsJSONEscaping(argument) else {
      append(JSONValue.quoted(diagnostic.message))
      return
    }
    append(byte: UInt8(ascii: "\""))
    append(prefix)
    append(argument)
    append(suffix)
    append(byte: UInt8(ascii: "\""))
  }

  /// Whether `text` holds a quote, backslash, control character, U+2028 or U+2029 (whose
  /// UTF-8 starts with `E2`).
  private static func needsJSONEscaping(_ text: String) -> Bool {
    text.containsUTF8Byte { byte in
      byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
        || byte == 0xE2
    }
  }
}
