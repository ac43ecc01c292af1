import FoundationEssentials

/// A parsed schema document: app types that extend the kit, and owners whose
/// outlets and actions the linter checks.
public struct LintSchema: Sendable {
  let document: SchemaDocument
  let file: String

  /// Parses schema JSON.
  /// - Parameters:
  ///   - data: The JSON bytes.
  ///   - file: The schema's path, for messages.
  /// - Throws: ``LintSchemaError`` naming what is wrong with the document (also a type or owner
  ///   name that it describes twice).
  public init(json data: [UInt8], file: String) throws {
    self.file = file
    do {
      document = try JSONDecoder().decode(SchemaDocument.self, from: Data(data))
    } catch let error as DecodingError {
      throw LintSchemaError(file: file, message: LintSchemaError.describe(error))
    } catch {
      throw LintSchemaError(file: file, message: "not valid schema JSON")
    }
    guard document.version == 1 else {
      throw LintSchemaError(
        file: file, message: "unsupported schema version \(document.version): expected 1")
    }
    // Two spellings of a name (Unicode normalizations) are two XML names, but the decoder and
    // the registry key by `String` and would keep one: refuse them, naming both.
    let spellings = Self.keysInTwoSpellings(in: data)
    guard spellings.isEmpty else {
      throw LintSchemaError(
        file: file,
        message: spellings.map { "\($0) differ only in Unicode normalization" }
          .joined(separator: "; "))
    }
    // A name described twice is a mistake: the later entry would silently replace the earlier.
    try Self.checkNames(document.types.map(\.name), of: "type", file: file)
    try Self.checkNames(document.owners.map(\.name), of: "owner", file: file)
    for type in document.types {
      for (name, kind) in type.properties ?? [:] where kind.propertyKind == nil {
        throw LintSchemaError(
          file: file, message: "type '\(type.name)': property '\(name)' has an unknown kind")
      }
    }
  }

  /// Throws for a name described twice, or in two spellings (``areTwoSpellings(_:_:)``).
  private static func checkNames(_ names: [String], of kind: String, file: String) throws {
    var earlier: [String: String] = [:]
    for name in names {
      guard let first = earlier[name] else {
        earlier[name] = name
        continue
      }
      throw LintSchemaError(
        file: file,
        message: areTwoSpellings(first, name)
          ? "\(kind)s '\(first)' and '\(name)' differ only in Unicode normalization"
          : "\(kind) '\(name)' is described twice")
    }
  }

  /// The schema `viewcheck schema` prints: the standard kit's types.
  public static func standardKitJSON() throws -> Data {
    try TypeRegistry.standard.schemaDocument(owners: [], includeKit: true).encoded()
  }
}

/// A schema document that cannot be used.
public struct LintSchemaError: Error, Sendable, CustomStringConvertible {
  /// The schema's path.
  public var file: String
  /// What is wrong.
  public var message: String

  /// `file: message`.
  public var description: String { "\(file): \(message)" }

  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
      return keys.isEmpty ? "the document" : "'\(keys.joined(separator: "."))'"
    }
    switch error {
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "not valid JSON" : "\(path(context)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      return "\(path(context)) is missing the key '\(key.stringValue)'"
    case .typeMismatch(let type, let context):
      return "\(path(context)) should be \(type)"
    case .valueNotFound(let type, let context):
      return "\(path(context)) should be \(type), not null"
    @unknown default:
      return "not valid schema JSON"
    }
  }
}

extension TypeRegistry {
  /// Adds the schemas' types (as checkable, not creatable, types) to a copy of the registry; a
  /// schema type named like one of the kit's adds its properties and events to the kit's. A
  /// type several schemas describe is added once, as they describe it together
  /// (``CombinedSchemas``).
  /// - Throws: ``LintSchemaError`` for a type whose parent is unknown or that forms a cycle, or
  ///   that two schemas describe as two different classes.
  func adding(_ schemas: [LintSchema]) throws -> TypeRegistry {
    try adding(CombinedSchemas(schemas, kit: self))
  }

  /// Adds the combined schemas' types, as ``adding(_:)-([LintSchema])`` describes.
  func adding(_ schemas: CombinedSchemas) throws -> TypeRegistry {
    var registry = self
    var pending = schemas.types
    // Parents first: repeat until no progress.
    while !pending.isEmpty {
      var progressed = false
      pending = pending.filter { file, entry in
        let parent = entry.parent.flatMap { registry.type(named: $0) }
        if entry.parent != nil && parent == nil { return true }
        let properties = (entry.properties ?? [:]).sorted { $0.key < $1.key }.compactMap {
          name, kind in
          kind.propertyKind.map {
            PropertyDescriptor(
              name: name, kind: $0, minimum: nil, apply: { _, _ in },
              applyReference: { _, _ in true })
          }
        }
        // A type the registry can create (the kit's) is extended, not replaced: the schema
        // lists what an app added to it.
        if let existing = registry.type(named: entry.name), existing.metatype != nil {
          registry.extend(
            existing, properties: properties, events: entry.events ?? [],
            acceptsChildren: existing.acceptsChildren)
          progressed = true
          return false
        }
        let isView = parent?.isView ?? false
        registry.add(
          NibType(
            name: entry.name, parent: parent, metatype: nil, make: nil, awake: nil,
            isInstance: nil, addChild: nil, ownProperties: properties,
            ownEvents: entry.events ?? [], isView: isView,
            acceptsChildren: isView && (entry.children ?? parent?.acceptsChildren ?? true)))
        progressed = true
        return false
      }
      if !progressed, let (file, entry) = pending.first {
        throw LintSchemaError(
          file: file,
          message: "type '\(entry.name)' has an unknown parent '\(entry.parent ?? "")'")
      }
    }
    return registry
  }
}

extension CombinedSchemas {
  /// The owners the schemas describe, checked by type names.
  func ownerDescriptions(registry: TypeRegistry) -> [String: OwnerDescription] {
    var descriptions: [String: OwnerDescription] = [:]
    for entry in owners {
      let outlets = (entry.outlets ?? [:]).map { name, outlet in
        let typeName = outlet.type
        return OwnerDescription.Outlet(
          name: name, typeName: typeName, isCollection: outlet.collection ?? false,
          isRequired: outlet.required ?? false,
          accepts: { $0.isSubtype(of: typeName) })
      }
      let actions = (entry.actions ?? [:]).map { name, action in
        let sender = action.sender
        return OwnerDescription.Action(
          name: name, senderTypeName: sender,
          accepts: { type in sender.map { type.isSubtype(of: $0) } ?? true })
      }
      descriptions[entry.name] = OwnerDescription(
        typeName: entry.name,
        outlets: Dictionary(uniqueKeysWithValues: outlets.map { ($0.name, $0) }),
        outletOrder: outlets.map(\.name).sorted(),
        actions: Dictionary(uniqueKeysWithValues: actions.map { ($0.name, $0) }),
        actionOrder: actions.map(\.name).sorted())
    }
    return descriptions
  }
}
