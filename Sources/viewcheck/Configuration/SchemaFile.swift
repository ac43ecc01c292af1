import FoundationEssentials
import ViewLoader

/// Reading `--schema` files and the configuration's `schema` list.
enum SchemaFile {
  /// Reads and parses one schema file.
  /// - Parameters:
  ///   - path: The file, as named in messages.
  ///   - directory: The directory a relative `path` is relative to.
  /// - Throws: ``RunFailure`` when the file is missing, unreadable or not a valid schema (also
  ///   when an object repeats a key); the message names the file once (`s.json: not valid
  ///   JSON`).
  static func load(path: String, in directory: String) throws(RunFailure) -> LintSchema {
    let bytes = try RunFailure.read(path, in: directory)
    let schema: LintSchema
    do {
      schema = try LintSchema(json: bytes, file: path)
    } catch let error as LintSchemaError {
      throw RunFailure(error.description)
    } catch {
      throw RunFailure("\(path): \(error)")
    }
    // Only now that the decoder accepted the JSON: the decoder keeps one value of a repeated
    // key without a word.
    let duplicates = JSONValue.duplicateKeys(in: bytes)
    guard duplicates.isEmpty else {
      throw RunFailure(
        "\(path): " + duplicates.map { "duplicate key '\($0)'" }.joined(separator: "; "))
    }
    return schema
  }
}
