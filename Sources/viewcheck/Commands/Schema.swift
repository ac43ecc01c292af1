import FoundationEssentials
import ViewLoader

/// `viewcheck schema`: the built-in kit's schema.
enum Schema {
  /// Prints the standard kit's schema JSON.
  /// - Parameter console: Where to write.
  /// - Throws: ``RunFailure`` if the schema cannot be encoded (not expected).
  static func run(console: Console) throws(RunFailure) -> Int32 {
    do {
      let data = try LintSchema.standardKitJSON()
      console.writeOutput(String(decoding: data, as: UTF8.self) + "\n")
      return 0
    } catch {
      throw RunFailure("cannot encode the schema: \(error)")
    }
  }
}
