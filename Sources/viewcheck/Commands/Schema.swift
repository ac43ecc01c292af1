import FoundationEssentials
import ViewLoader

/// `viewcheck schema`: the built-in kit's schema, as JSON or, with `--format markdown`, as the
/// kit section of Documentation/NibFormat.md.
enum Schema {
  /// Prints the standard kit's schema.
  /// - Parameters:
  ///   - format: The schema JSON, or the Markdown reference made from it.
  ///   - console: Where to write.
  /// - Throws: ``RunFailure`` if the schema cannot be encoded (not expected).
  static func run(_ format: SchemaFormat, console: Console) throws(RunFailure) -> Int32 {
    let data: Data
    do {
      data = try LintSchema.standardKitJSON()
    } catch {
      throw RunFailure("cannot encode the schema: \(error)")
    }
    switch format {
    case .json:
      console.writeOutput(String(decoding: data, as: UTF8.self) + "\n")
    case .markdown:
      guard let document = JSONValue.read(acceptedBytes: Array(data)) else {
        throw RunFailure("cannot read the kit's schema")
      }
      console.writeOutput(KitReference.markdown(schema: document))
    }
    return 0
  }
}

/// The kit section of Documentation/NibFormat.md, made from the schema document that
/// `viewcheck schema` prints, so that the page lists exactly the registered types, properties
/// and events (a test compares the committed section with this text).
enum KitReference {
  /// The section's Markdown: a table of the types, then each type's properties and events.
  /// - Parameter schema: A schema document (`{"types": [...]}`).
  static func markdown(schema: JSONValue) -> String {
    guard case .array(let types)? = schema["types"] else { return "" }
    var text = """
      <!-- Generated from the type registry by `viewcheck schema --format markdown`: do not edit
           this section by hand. Regenerate it with scripts/update-docs.sh. -->

      | type | parent | children | properties | events |
      |---|---|---|---|---|

      """
    for type in types {
      let name = type["name"].flatMap(\.asString) ?? "?"
      let parent = type["parent"].flatMap(\.asString).map { "[`\($0)`](#\(anchor($0)))" }
      text += "| [`\(name)`](#\(anchor(name))) | \(parent ?? "—") | "
      text += (type["children"] == .bool(true) ? "yes" : "no") + " | "
      text += "\(properties(of: type).count) | \(events(of: type).count) |\n"
    }
    for type in types {
      let name = type["name"].flatMap(\.asString) ?? "?"
      text += "\n### `\(name)`\n\n"
      if let parent = type["parent"].flatMap(\.asString) {
        text += "A [`\(parent)`](#\(anchor(parent))): it also has the properties and events of "
        text += "`\(parent)` and its ancestors. "
      }
      text +=
        type["children"] == .bool(true)
        ? "Its child elements become its subviews, in order.\n"
        : "A leaf: it takes no child objects, includes or stubs (`children-not-allowed`).\n"
      let events = events(of: type)
      if !events.isEmpty {
        text += "\nEvents: " + events.map { "`\($0)`" }.joined(separator: ", ") + ".\n"
      }
      let properties = properties(of: type)
      if !properties.isEmpty {
        text += "\n| property | kind |\n|---|---|\n"
        for property in properties {
          text += "| `\(property.key)` | \(describe(property.value)) |\n"
        }
      }
    }
    return text
  }

  private static func properties(of type: JSONValue) -> [JSONValue.Member] {
    guard case .object(let members)? = type["properties"] else { return [] }
    return members
  }

  private static func events(of type: JSONValue) -> [String] {
    guard case .array(let events)? = type["events"] else { return [] }
    return events.compactMap(\.asString)
  }

  /// A property kind as the page writes it: the kind's name, an enumeration's or an option
  /// set's names, a reference's or a collection's type; a kind this page does not know yet is
  /// written as the schema has it.
  private static func describe(_ kind: JSONValue) -> String {
    switch kind {
    case .string(let name):
      return name
    case .object(let members) where members.count == 1:
      let member = members[0]
      switch (member.key, member.value) {
      case ("enum", .array(let cases)):
        return "enum: " + cases.compactMap(\.asString).map { "`\($0)`" }.joined(separator: ", ")
      case ("ref", .string("Any")):
        return "reference to any object"
      case ("ref", .string(let type)):
        return "reference to a `\(type)`"
      case ("options", .array(let names)):
        return "options: " + names.compactMap(\.asString).map { "`\($0)`" }.joined(separator: ", ")
      case ("refs", .string("Any")):
        return "references to any objects"
      case ("refs", .string(let type)):
        return "references to `\(type)`s"
      default:
        return "`\(kind.serialized())`"
      }
    default:
      return "`\(kind.serialized())`"
    }
  }

  /// The anchor GitHub gives a heading that is one name in code voice: the name, lowercased.
  private static func anchor(_ name: String) -> String {
    name.lowercased()
  }
}

extension JSONValue {
  /// The string, when this is one.
  fileprivate var asString: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }
}
