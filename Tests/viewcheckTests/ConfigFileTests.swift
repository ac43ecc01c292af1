import Foundation
import Testing
import ViewLoader

@testable import viewcheck

@Suite struct ConfigFileTests {
  private func parse(_ json: String, path: String = ".viewcheck.json") throws(RunFailure)
    -> ConfigFile
  {
    try ConfigFile.parse(Data(json.utf8), path: path)
  }

  private func failure(_ json: String, path: String = ".viewcheck.json") -> String? {
    do {
      _ = try parse(json, path: path)
      Issue.record("no error for \(json)")
      return nil
    } catch {
      return error.message
    }
  }

  @Test func theDocumentedExample() throws {
    let config = try parse(
      """
      {"rules": {"unused-id": "off", "too-deep": "error"}, "exclude": ["build/**"],
       "schema": ["viewcheck-schema.json"], "maxDepth": 12, "maxViews": 500}
      """)
    #expect(config.severities.count == 2)
    #expect(config.severities["unused-id"] == .some(nil))
    #expect(config.severities["too-deep"] == .some(.error))
    #expect(config.excludes == ["build/**"])
    #expect(config.schemas == ["viewcheck-schema.json"])
    #expect(config.maxDepth == 12)
    #expect(config.maxViews == 500)
    #expect(config.limits == nil)
  }

  @Test func emptyObjectIsValid() throws {
    #expect(try parse("{}") == ConfigFile(path: ".viewcheck.json"))
  }

  @Test func applyKeepsOffAsAnExplicitNil() throws {
    let config = try parse(
      #"{"rules": {"unused-id": "off", "too-deep": "note"}, "maxDepth": 3, "maxViews": 9}"#)
    var configuration = LintConfiguration()
    config.apply(to: &configuration)
    #expect(configuration.severities.keys.sorted() == ["too-deep", "unused-id"])
    #expect(configuration.severities["unused-id"] == .some(nil))
    #expect(configuration.severities["too-deep"] == .some(.note))
    #expect(configuration.maxDepth == 3)
    #expect(configuration.maxViews == 9)
    #expect(configuration.limits == .default)
  }

  @Test func limits() throws {
    let config = try parse(#"{"limits": {"fileSize": 1024, "depth": 10, "includeDepth": 2}}"#)
    #expect(
      config.limits == NibLimits(fileSize: 1024, depth: 10, includeDepth: 2))
    var configuration = LintConfiguration()
    config.apply(to: &configuration)
    #expect(configuration.limits.objects == 1_000_000)
    #expect(configuration.limits.fileSize == 1024)
    let all = try parse(
      #"{"limits": {"fileSize": 1, "depth": 2, "objects": 3, "includeDepth": 4, "#
        + #""attributesPerElement": 5, "findings": 6, "layoutWork": 7}}"#)
    #expect(
      all.limits
        == NibLimits(
          fileSize: 1, depth: 2, objects: 3, includeDepth: 4,
          attributesPerElement: 5, findings: 6, layoutWork: 7))
  }

  @Test func schemaPathsAreRelativeToTheConfigFolder() throws {
    let config = try parse(
      #"{"schema": ["s.json", "sub/t.json", "/abs/u.json"]}"#, path: "../../.viewcheck.json")
    #expect(config.schemas == ["../../s.json", "../../sub/t.json", "/abs/u.json"])
    #expect(config.directoryPrefix == "../../")
    #expect(try parse("{}", path: "conf/x.json").directoryPrefix == "conf/")
    #expect(try parse("{}").directoryPrefix == "")
    // A `/` before a combining mark ends the folder too.
    #expect(try parse("{}", path: "conf/\u{301}x.json").directoryPrefix == "conf/")
  }

  @Test func namesEveryUnknownKeyAndRuleID() {
    #expect(
      failure(#"{"maxdepth": 3, "rules": {"unused-ids": "off", "too-deep": "off"}}"#)
        == ".viewcheck.json: unknown key 'maxdepth'; unknown rule id 'unused-ids'")
    #expect(
      failure(
        #"{"zeta": 1, "alpha": 2, "rules": {"b-rule": "off", "a-rule": "error"}, "#
          + #""limits": {"size": 1}}"#)
        == ".viewcheck.json: unknown key 'alpha'; unknown key 'limits.size'; "
        + "unknown key 'zeta'; unknown rule id 'a-rule'; unknown rule id 'b-rule'")
  }

  @Test(arguments: [
    ("[]", ".viewcheck.json: expected a JSON object at the top level, found array"),
    ("12", ".viewcheck.json: expected a JSON object at the top level, found integer"),
    (#"{"rules": []}"#, ".viewcheck.json: 'rules' must be an object, not array"),
    (
      #"{"rules": {"too-deep": "fatal"}}"#,
      ".viewcheck.json: rule 'too-deep' has severity 'fatal'; expected 'error', 'warning', "
        + "'note' or 'off'"
    ),
    (
      #"{"rules": {"too-deep": false}}"#,
      ".viewcheck.json: rule 'too-deep' must be a string ('error', 'warning', 'note' or "
        + "'off'), not boolean"
    ),
    (
      #"{"exclude": "build/**"}"#,
      ".viewcheck.json: 'exclude' must be an array of strings, not string"
    ),
    (#"{"exclude": ["a", 3]}"#, ".viewcheck.json: 'exclude[1]' must be a string, not integer"),
    (#"{"schema": {}}"#, ".viewcheck.json: 'schema' must be an array of strings, not object"),
    (#"{"schema": [null]}"#, ".viewcheck.json: 'schema[0]' must be a string, not null"),
    (
      #"{"maxDepth": "12"}"#,
      ".viewcheck.json: 'maxDepth' must be a whole number of at least 1, not string"
    ),
    (
      #"{"maxDepth": 0}"#, ".viewcheck.json: 'maxDepth' must be a whole number of at least 1, not 0"
    ),
    (
      #"{"maxViews": 2.5}"#,
      ".viewcheck.json: 'maxViews' must be a whole number of at least 1, not number"
    ),
    (
      #"{"maxViews": true}"#,
      ".viewcheck.json: 'maxViews' must be a whole number of at least 1, not boolean"
    ),
    (#"{"limits": 5}"#, ".viewcheck.json: 'limits' must be an object, not integer"),
    (
      #"{"limits": {"depth": -1}}"#,
      ".viewcheck.json: 'limits.depth' must be a whole number of at least 1, not -1"
    ),
  ])
  func typeErrors(_ json: String, _ message: String) {
    #expect(failure(json) == message)
  }

  @Test func typeErrorsAndUnknownNamesTogether() {
    #expect(
      failure(#"{"maxDepth": "x", "extra": 1, "rules": {"nope": "off"}}"#)
        == ".viewcheck.json: unknown key 'extra'; unknown rule id 'nope'; "
        + "'maxDepth' must be a whole number of at least 1, not string")
  }

  /// A repeated key is as surely a mistake as an unknown one: JSONDecoder keeps one of the two
  /// values without a word.
  @Test func duplicateKeysAreNamed() {
    #expect(
      failure(#"{"rules": {"unused-id": "off"}, "rules": {"too-deep": "error"}}"#)
        == ".viewcheck.json: duplicate key 'rules'")
    #expect(
      failure(#"{"rules": {}, "\u0072ules": {}}"#) == ".viewcheck.json: duplicate key 'rules'")
    #expect(
      failure(
        #"{"limits": {"depth": 3, "depth": 4}, "x": 1, "#
          + #""rules": {"too-deep": "off", "too-deep": "error"}, "x": 2}"#)
        == ".viewcheck.json: duplicate key 'limits.depth'; duplicate key 'rules.too-deep'; "
        + "duplicate key 'x'; unknown key 'x'")
    // Repeated values are not repeated keys.
    #expect((try? parse(#"{"exclude": ["a", "a"], "maxDepth": 3}"#, path: "c.json")) != nil)
  }

  @Test func invalidJSON() throws {
    let message = try #require(failure(#"{"rules": "#))
    #expect(message == ".viewcheck.json: not valid JSON (The given data was not valid JSON.)")
  }

  @Test func missingAndUnreadableFiles() throws {
    #expect(throws: RunFailure("no such file or directory: '/nonexistent/c.json'")) {
      try ConfigFile.load(path: "/nonexistent/c.json", in: "/")
    }
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(throws: RunFailure("cannot read '\(folder.path)': is a directory")) {
      try ConfigFile.load(path: folder.path, in: "/")
    }
  }

  /// Files the CLI reads itself come back whole: empty, small, and larger than the first read
  /// and than the buffer that grows after it.
  @Test(arguments: [0, 1, 4_096, 65_536, 65_537, 300_001])
  func readsWholeFiles(size: Int) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
    let path = folder.path + "/f.json"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(Array(try RunFailure.read("f.json", in: folder.path)) == bytes)
    #expect(Array(try RunFailure.read(path, in: "/nonexistent")) == bytes)
  }

  @Test func foundFromTheCurrentDirectoryUpward() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(".viewcheck.json", "{}")
    let deep = try folder.folder("a/b/c")
    #expect(ConfigFile.find(from: folder.path) == ".viewcheck.json")
    #expect(ConfigFile.find(from: deep) == "../../../.viewcheck.json")
    try folder.write("a/.viewcheck.json", "{}")
    #expect(ConfigFile.find(from: deep) == "../../.viewcheck.json")
  }
}

@Suite struct JSONDuplicateKeyTests {
  private func duplicates(_ json: String) -> [String] {
    JSONValue.duplicateKeys(in: Array(json.utf8))
  }

  @Test func keysAreComparedDecodedAndByBytes() {
    // Escapes decode before comparing, also surrogate pairs; strings that hold JSON's own
    // punctuation are skipped whole.
    #expect(duplicates(#"{"a\"{": 1, "a\u0022{": 2}"#) == [#"a"{"#])
    #expect(duplicates(#"{"\ud83d\ude00": 1, "😀": 2}"#) == ["😀"])
    // The two spellings of `café` are two keys (two files in a baseline).
    #expect(duplicates("{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}") == [])
    #expect(duplicates(#"{"a": "}", "b": [1, {"a": 1, "a": 2}, "]"], "c": null}"#) == ["b[1].a"])
    // Each repeated path once, however often it repeats.
    #expect(duplicates(#"[{"x": 1, "x": 2, "x": 3}, {"x": 1}]"#) == ["[0].x"])
    #expect(duplicates(#"{"a": {}, "b": {"a": {}}}"#) == [])
  }
}

@Suite struct JSONParseTests {
  private func parse(_ json: String) throws -> JSONValue {
    try JSONValue.parse(Data(json.utf8))
  }

  private func keys(_ value: JSONValue) -> [[UInt8]] {
    guard case .object(let members) = value else { return [] }
    return members.map { Array($0.key.utf8) }
  }

  @Test func keysThatDifferOnlyInUnicodeNormalizationAreTwoMembers() throws {
    // `JSONDecoder` keys objects by `String` and keeps one of the two.
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    let value = try parse("{\"\(composed)\": 1, \"\(decomposed)\": 2}")
    // Sorted by bytes: `e` (0x65) before U+00E9 (0xC3 0xA9).
    #expect(keys(value) == [decomposed, composed].map { Array($0.utf8) })
    #expect(value[composed] == .integer(1))
    #expect(value[decomposed] == .integer(2))
    // Also inside arrays and nested objects, and in escaped form.
    let nested = try parse(#"[{"o": {"caf\u00e9": true, "cafe\u0301": false}}]"#)
    guard case .array(let elements) = nested else {
      Issue.record("not an array")
      return
    }
    #expect(elements[0]["o"]?[composed] == .bool(true))
    #expect(elements[0]["o"]?[decomposed] == .bool(false))
  }

  @Test func valuesAreWhatTheDecoderMakesOfThem() throws {
    let value = try parse(
      "\u{FEFF}{\"i\": -12, \"z\": -0, \"e\": 1e2, \"f\": 1.0, \"d\": 2.5, \"big\": "
        + "9223372036854775807, \"huge\": 9223372036854775808, \"s\": \"a\\n\\u00e9\\/\","
        + " \"n\": null, \"t\": true, \"a\": [], \"o\": {}, \"r\": 1, \"r\": 2}")
    #expect(
      value
        == .object([
          .init(key: "a", value: .array([])), .init(key: "big", value: .integer(Int.max)),
          .init(key: "d", value: .number(2.5)), .init(key: "e", value: .integer(100)),
          .init(key: "f", value: .integer(1)), .init(key: "huge", value: .number(0x1p63)),
          .init(key: "i", value: .integer(-12)), .init(key: "n", value: .null),
          .init(key: "o", value: .object([])),
          // Of a repeated key, the first value, as the decoder keeps it.
          .init(key: "r", value: .integer(1)),
          .init(key: "s", value: .string("a\n\u{E9}/")), .init(key: "t", value: .bool(true)),
          .init(key: "z", value: .integer(0)),
        ]))
    // What the decoder reads but the byte reader does not (UTF-16) is the decoder's value.
    let utf16 = try JSONValue.parse(Data("{\"a\": [1]}".utf16.flatMap { [UInt8($0 & 0xFF), 0] }))
    #expect(utf16 == .object([.init(key: "a", value: .array([.integer(1)]))]))
  }
}
