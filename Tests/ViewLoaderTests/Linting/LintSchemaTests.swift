import Testing

@testable import ViewLoader

/// Names in a schema are the names of XML elements, attributes and owners' members, which XML
/// compares by their bytes, but `JSONDecoder` keys objects by `String`, which takes two keys
/// that differ only in Unicode normalization (`café` precomposed and decomposed) as one and
/// keeps one value. A schema that names both spellings is refused, naming them, rather than
/// losing one of them.
@Suite struct LintSchemaTests {
  static let composed = "caf\u{E9}"
  static let decomposed = "cafe\u{301}"

  private func error(_ json: String) -> LintSchemaError? {
    do {
      _ = try LintSchema(json: Array(json.utf8), file: "s.json")
      return nil
    } catch {
      return error as? LintSchemaError
    }
  }

  @Test func twoSpellingsOfAPropertyAreRefused() throws {
    let json = """
      {"version":1,"types":[{"name":"Card","parent":"View",
       "properties":{"\(Self.composed)":"string","\(Self.decomposed)":"int"}}],"owners":[]}
      """
    let failure = try #require(error(json))
    #expect(failure.message.contains("differ only in Unicode normalization"))
    #expect(failure.message.contains("types[0].properties"))
    let bytes = Array(failure.message.utf8)
    #expect(bytes.firstRange(of: Array(Self.composed.utf8)) != nil)
    #expect(bytes.firstRange(of: Array(Self.decomposed.utf8)) != nil)
  }

  @Test func twoSpellingsOfAnOutletOrActionAreRefused() throws {
    for member in ["outlets", "actions"] {
      let value = member == "outlets" ? "{\"type\":\"View\"}" : "{}"
      let json = """
        {"version":1,"types":[],"owners":[{"name":"Screen",
         "\(member)":{"\(Self.decomposed)":\(value),"\(Self.composed)":\(value)}}]}
        """
      let failure = try #require(error(json))
      #expect(failure.message.contains("owners[0].\(member)"))
      #expect(failure.message.contains("differ only in Unicode normalization"))
    }
  }

  @Test func twoSpellingsOfATypeNameAreNotOneTypeDescribedTwice() throws {
    let json = """
      {"version":1,"types":[{"name":"\(Self.composed)","parent":"View"},
       {"name":"\(Self.decomposed)","parent":"View"}],"owners":[]}
      """
    let failure = try #require(error(json))
    #expect(failure.message.contains("differ only in Unicode normalization"))
    #expect(!failure.message.contains("described twice"))
  }

  /// An escape spells the same bytes as the character: one key, the decoder's business (the
  /// CLI reports a repeated key), not two spellings.
  @Test func anEscapedKeyIsTheSameSpelling() throws {
    let json = """
      {"version":1,"types":[{"name":"Card","parent":"View",
       "properties":{"caf\\u00e9":"string","x\\"y":"int","\\ud83d\\ude00":"int"}}],"owners":[]}
      """
    #expect(error(json) == nil)
    let repeated = """
      {"version":1,"types":[{"name":"Card","parent":"View",
       "properties":{"caf\\u00e9":"string","\(Self.composed)":"int"}}],"owners":[]}
      """
    #expect(error(repeated) == nil)
    let escaped = """
      {"version":1,"types":[{"name":"Card","parent":"View",
       "properties":{"cafe\\u0301":"string","\(Self.composed)":"int"}}],"owners":[]}
      """
    #expect(error(escaped)?.message.contains("differ only in Unicode normalization") == true)
  }

  @Test func distinctNamesAreAccepted() throws {
    let json = """
      {"version":1,"types":[{"name":"Card","parent":"View",
       "properties":{"\(Self.composed)":"string","cafe":"int"}}],"owners":[]}
      """
    #expect(error(json) == nil)
  }
}
