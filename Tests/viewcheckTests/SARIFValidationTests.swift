import Foundation
import Testing
import ViewLoader

@testable import viewcheck

/// A structural check of the SARIF 2.1.0 subset viewcheck emits: required properties, their
/// JSON types and the constraints of the SARIF schema for them (levels, 1-based regions,
/// `ruleIndex` pointing at the rule with the same id, unique related-location ids), and no
/// property the schema does not define (its objects have `"additionalProperties": false`).
///
/// `scripts/validate-sarif.sh` checks against the official JSON schema itself, where Python is
/// at hand; this validator keeps `swift test` free of it.
struct SARIFValidator {
  var problems: [String] = []

  /// The properties SARIF 2.1.0's schema defines for the objects viewcheck writes (taken from
  /// `sarif-schema-2.1.0.json`, errata 01).
  static let allowedProperties: [String: Set<String>] = [
    "sarifLog": ["$schema", "version", "runs", "inlineExternalProperties", "properties"],
    "run": [
      "tool", "invocations", "conversion", "language", "versionControlProvenance",
      "originalUriBaseIds", "artifacts", "logicalLocations", "graphs", "results",
      "automationDetails", "runAggregates", "baselineGuid", "redactionTokens", "defaultEncoding",
      "defaultSourceLanguage", "newlineSequences", "columnKind", "externalPropertyFileReferences",
      "threadFlowLocations", "taxonomies", "addresses", "translations", "policies",
      "webRequests", "webResponses", "specialLocations", "properties",
    ],
    "tool": ["driver", "extensions", "properties"],
    "toolComponent": [
      "guid", "name", "organization", "product", "productSuite", "shortDescription",
      "fullDescription", "fullName", "version", "semanticVersion", "dottedQuadFileVersion",
      "releaseDateUtc", "downloadUri", "informationUri", "globalMessageStrings", "notifications",
      "rules", "taxa", "locations", "language", "contents", "isComprehensive",
      "localizedDataSemanticVersion", "minimumRequiredLocalizedDataSemanticVersion",
      "associatedComponent", "translationMetadata", "supportedTaxonomies", "properties",
    ],
    "reportingDescriptor": [
      "id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames",
      "shortDescription", "fullDescription", "messageStrings", "defaultConfiguration", "helpUri",
      "help", "relationships", "properties",
    ],
    "multiformatMessageString": ["text", "markdown", "properties"],
    "reportingConfiguration": ["enabled", "level", "rank", "parameters", "properties"],
    "result": [
      "ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget", "locations",
      "guid", "correlationGuid", "occurrenceCount", "partialFingerprints", "fingerprints",
      "stacks", "codeFlows", "graphs", "graphTraversals", "relatedLocations", "suppressions",
      "baselineState", "rank", "attachments", "hostedViewerUri", "workItemUris", "provenance",
      "fixes", "taxa", "webRequest", "webResponse", "properties",
    ],
    "message": ["text", "markdown", "id", "arguments", "properties"],
    "location": [
      "id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships",
      "properties",
    ],
    "physicalLocation": ["address", "artifactLocation", "region", "contextRegion", "properties"],
    "artifactLocation": ["uri", "uriBaseId", "index", "description", "properties"],
    "region": [
      "startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength",
      "byteOffset", "byteLength", "snippet", "message", "sourceLanguage", "properties",
    ],
  ]

  /// Records every property of `object` that the schema's `definition` does not define.
  private mutating func checkProperties(
    _ object: [String: Any]?, _ definition: String, _ path: String
  ) {
    guard let object, let allowed = SARIFValidator.allowedProperties[definition] else { return }
    for key in object.keys.sorted() where !allowed.contains(key) {
      problems.append("\(path): '\(key)' is not a property of \(definition)")
    }
  }

  private mutating func require<T>(_ value: Any?, _ expected: T.Type, _ path: String) -> T? {
    guard let typed = value as? T else {
      problems.append(
        "\(path): expected \(T.self), found \(value.map { "\(type(of: $0))" } ?? "nothing")")
      return nil
    }
    return typed
  }

  private mutating func check(_ condition: Bool, _ problem: @autoclosure () -> String) {
    if !condition { problems.append(problem()) }
  }

  mutating func validate(_ text: String) {
    guard
      let root = require(
        try? JSONSerialization.jsonObject(with: Data(text.utf8)), [String: Any].self, "$")
    else { return }
    checkProperties(root, "sarifLog", "$")
    check(root["version"] as? String == "2.1.0", "$.version must be \"2.1.0\"")
    if let schema = require(root["$schema"], String.self, "$.$schema") {
      check(URL(string: schema)?.scheme == "https", "$.$schema must be an absolute URI")
    }
    guard let runs = require(root["runs"], [[String: Any]].self, "$.runs") else { return }
    for (runIndex, run) in runs.enumerated() {
      let path = "$.runs[\(runIndex)]"
      checkProperties(run, "run", path)
      let tool = require(run["tool"], [String: Any].self, "\(path).tool")
      checkProperties(tool, "tool", "\(path).tool")
      let driver = require(tool?["driver"], [String: Any].self, "\(path).tool.driver")
      checkProperties(driver, "toolComponent", "\(path).tool.driver")
      _ = require(driver?["name"], String.self, "\(path).tool.driver.name")
      var ruleIDs: [String] = []
      for (index, rule) in (require(driver?["rules"], [[String: Any]].self, "\(path).rules") ?? [])
        .enumerated()
      {
        let rulePath = "\(path).tool.driver.rules[\(index)]"
        checkProperties(rule, "reportingDescriptor", rulePath)
        ruleIDs.append(require(rule["id"], String.self, "\(rulePath).id") ?? "")
        let short = require(
          rule["shortDescription"], [String: Any].self, "\(rulePath).shortDescription")
        checkProperties(short, "multiformatMessageString", "\(rulePath).shortDescription")
        _ = require(short?["text"], String.self, "\(rulePath).shortDescription.text")
        let configuration = require(
          rule["defaultConfiguration"], [String: Any].self, "\(rulePath).defaultConfiguration")
        checkProperties(
          configuration, "reportingConfiguration", "\(rulePath).defaultConfiguration")
        let level = require(
          configuration?["level"], String.self, "\(rulePath).defaultConfiguration.level")
        check(["none", "note", "warning", "error"].contains(level ?? ""), "\(rulePath): bad level")
      }
      check(Set(ruleIDs).count == ruleIDs.count, "\(path): rule ids must be unique")
      if let kind = run["columnKind"] {
        check(
          ["utf16CodeUnits", "unicodeCodePoints"].contains(kind as? String ?? ""),
          "\(path).columnKind is not a columnKind")
      }
      let results = require(run["results"], [[String: Any]].self, "\(path).results") ?? []
      for (index, result) in results.enumerated() {
        validateResult(result, path: "\(path).results[\(index)]", ruleIDs: ruleIDs)
      }
    }
  }

  private mutating func validateResult(_ result: [String: Any], path: String, ruleIDs: [String]) {
    checkProperties(result, "result", path)
    let ruleID = require(result["ruleId"], String.self, "\(path).ruleId")
    if let index = result["ruleIndex"] {
      if let index = require(index, Int.self, "\(path).ruleIndex") {
        check(
          ruleIDs.indices.contains(index) && ruleIDs[index] == ruleID,
          "\(path).ruleIndex must point at the rule \(ruleID ?? "?")")
      }
    }
    let level = require(result["level"], String.self, "\(path).level")
    check(
      ["none", "note", "warning", "error"].contains(level ?? ""), "\(path).level is not a level")
    validateMessage(result["message"], path: "\(path).message")
    let locations = require(result["locations"], [[String: Any]].self, "\(path).locations") ?? []
    check(!locations.isEmpty, "\(path).locations is empty")
    for (index, location) in locations.enumerated() {
      checkProperties(location, "location", "\(path).locations[\(index)]")
      validatePhysical(location["physicalLocation"], path: "\(path).locations[\(index)]")
    }
    if let related = result["relatedLocations"] {
      var ids: Set<Int> = []
      for (index, location)
        in (require(related, [[String: Any]].self, "\(path).relatedLocations")
        ?? []).enumerated()
      {
        let locationPath = "\(path).relatedLocations[\(index)]"
        checkProperties(location, "location", locationPath)
        if let id = require(location["id"], Int.self, "\(locationPath).id") {
          check(id >= 0 && ids.insert(id).inserted, "\(locationPath).id must be unique, >= 0")
        }
        validatePhysical(location["physicalLocation"], path: locationPath)
        validateMessage(location["message"], path: "\(locationPath).message")
      }
    }
  }

  /// A message needs `text` (or an `id`, which viewcheck does not use).
  private mutating func validateMessage(_ value: Any?, path: String) {
    let message = require(value, [String: Any].self, path)
    checkProperties(message, "message", path)
    if let text = require(message?["text"], String.self, "\(path).text") {
      check(!text.isEmpty, "\(path).text is empty")
    }
  }

  private mutating func validatePhysical(_ value: Any?, path: String) {
    let physical = require(value, [String: Any].self, "\(path).physicalLocation")
    checkProperties(physical, "physicalLocation", "\(path).physicalLocation")
    let artifact = require(
      physical?["artifactLocation"], [String: Any].self, "\(path).physicalLocation.artifactLocation"
    )
    checkProperties(artifact, "artifactLocation", "\(path).artifactLocation")
    if let uri = require(artifact?["uri"], String.self, "\(path).artifactLocation.uri") {
      check(
        !uri.contains(" ") && URL(string: uri) != nil,
        "\(path).artifactLocation.uri '\(uri)' is not a URI")
    }
    let region = require(physical?["region"], [String: Any].self, "\(path).region")
    checkProperties(region, "region", "\(path).region")
    for key in ["startLine", "startColumn"] {
      if let number = require(region?[key], Int.self, "\(path).region.\(key)") {
        check(number >= 1, "\(path).region.\(key) must be at least 1")
      }
    }
  }
}

@Suite struct SARIFValidationTests {
  @Test func theSampleReportIsValidSARIF() {
    var validator = SARIFValidator()
    validator.validate(SARIFReporter().render(sampleReport))
    #expect(validator.problems == [])
  }

  @Test func anEmptyReportIsValidSARIF() {
    var validator = SARIFValidator()
    validator.validate(SARIFReporter().render(LintReport(diagnostics: [], fileCount: 0)))
    #expect(validator.problems == [])
  }

  @Test func theDriverListsEveryRule() throws {
    let text = SARIFReporter().render(LintReport(diagnostics: [], fileCount: 0))
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let runs = try #require(root["runs"] as? [[String: Any]])
    let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "viewcheck")
    #expect(driver["version"] as? String == ViewCheck.version)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == RuleID.allCases.map(\.rawValue))
    #expect(runs.first?["columnKind"] as? String == "unicodeCodePoints")
    #expect(root["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
  }

  @Test func theValidatorCatchesMistakes() {
    var validator = SARIFValidator()
    validator.validate(
      #"{"version":"2.1.0","$schema":"https://x","runs":[{"tool":{"driver":{"name":"v","#
        + #""rules":[{"id":"a","shortDescription":{"text":"t"},"defaultConfiguration":{"level":"error"}}]}},"#
        + #""results":[{"ruleId":"b","ruleIndex":0,"level":"fatal","message":{},"#
        + #""locations":[{"physicalLocation":{"artifactLocation":{"uri":"a b"},"#
        + #""region":{"startLine":0,"startColumn":1}}}]}]}]}"#)
    #expect(validator.problems.count == 5, "\(validator.problems)")
  }

  @Test func theValidatorCatchesPropertiesSARIFDoesNotDefine() {
    var validator = SARIFValidator()
    validator.validate(
      #"{"version":"2.1.0","$schema":"https://x","runs":[{"tool":{"driver":{"name":"v","#
        + #""rules":[{"id":"a","summary":"s","shortDescription":{"text":"t"},"#
        + #""defaultConfiguration":{"level":"error","severity":"high"}}]}},"results":[{"#
        + #""ruleId":"a","ruleIndex":0,"level":"error","message":{"text":"m","line":3},"#
        + #""locations":[{"physicalLocation":{"artifactLocation":{"uri":"a.nib","path":"a.nib"},"#
        + #""region":{"startLine":1,"startColumn":1,"column":1}}}]}],"columns":"x"}]}"#)
    #expect(
      validator.problems == [
        "$.runs[0]: 'columns' is not a property of run",
        "$.runs[0].tool.driver.rules[0]: 'summary' is not a property of reportingDescriptor",
        "$.runs[0].tool.driver.rules[0].defaultConfiguration: 'severity' is not a property of "
          + "reportingConfiguration",
        "$.runs[0].results[0].message: 'line' is not a property of message",
        "$.runs[0].results[0].locations[0].artifactLocation: 'path' is not a property of "
          + "artifactLocation",
        "$.runs[0].results[0].locations[0].region: 'column' is not a property of region",
      ])
  }
}
