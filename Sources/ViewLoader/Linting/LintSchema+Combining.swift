/// What several schemas say about the same types and owners, as one description of each.
///
/// `viewcheck convert` writes a schema beside each nib it makes, listing what that document uses
/// of each app class: a class that two documents use (a window controller that owns two
/// windows, a text field subclass in several screens) is described in both schemas, each time
/// with the members that document binds. A project that lints its converted nibs with all their
/// schemas means the class they describe together, so the descriptions are combined rather than
/// the last one replacing the others:
///
/// - a type's parent is the most derived of the parents its descriptions name (a class put on a
///   `<view>` in one document and on a `<button>` in another is a button; a macOS custom view
///   stands for any view, so one on a custom view and a text view is a text view); parents of
///   which neither descends from the other cannot be one class's, and are an error naming both
///   files;
/// - its properties, events, and an owner's outlets and actions are the union of theirs; a
///   member described in several is a reference to the nearest type the targets have in common
///   (an outlet to a `Label` and to a `TextField` is one to a `View`), an enumeration or option
///   set of all their cases, a `double` where one says `int`; a collection when any says so,
///   required when any says so; an action's sender the senders' nearest common type, any sender
///   when one description names none. Two kinds that cannot be one (`string` and `int`) are an
///   error naming both files.
///
/// Within one schema a name described twice stays an error (``LintSchema/init(json:file:)``).
struct CombinedSchemas {
  /// Each type once, in the order the schemas first describe them, with the schema that first
  /// did (for the registry's messages).
  private(set) var types: [(file: String, entry: SchemaDocument.TypeEntry)] = []
  /// Each owner once, in the order the schemas first describe them.
  private(set) var owners: [SchemaDocument.OwnerEntry] = []

  /// The kit the schemas extend: the ancestry of the kit's types.
  private let kit: TypeRegistry
  /// Every description of each type, in the schemas' order.
  private var descriptions: [String: [(file: String, entry: SchemaDocument.TypeEntry)]] = [:]
  /// Each type's parent once the descriptions are combined.
  private var parents: [String: String?] = [:]
  /// Types whose parent is being worked out: a cycle is left to the registry to report.
  private var resolving: Set<String> = []
  /// How many ancestors of a type are followed.
  private static let depthLimit = 256

  /// Combines `schemas`, in order.
  /// - Throws: ``LintSchemaError`` for two descriptions that cannot be of one class, naming
  ///   the later schema and the earlier one.
  init(_ schemas: [LintSchema], kit: TypeRegistry) throws {
    self.kit = kit
    var typeOrder: [String] = []
    for schema in schemas {
      for entry in schema.document.types {
        if descriptions[entry.name] == nil { typeOrder.append(entry.name) }
        descriptions[entry.name, default: []].append((schema.file, entry))
      }
    }
    for name in typeOrder {
      types.append(try combinedType(named: name))
    }
    var ownerOrder: [String] = []
    var ownerDescriptions: [String: [(file: String, entry: SchemaDocument.OwnerEntry)]] = [:]
    for schema in schemas {
      for entry in schema.document.owners {
        if ownerDescriptions[entry.name] == nil { ownerOrder.append(entry.name) }
        ownerDescriptions[entry.name, default: []].append((schema.file, entry))
      }
    }
    for name in ownerOrder {
      owners.append(combinedOwner(ownerDescriptions[name] ?? []))
    }
  }

  // MARK: Types

  private mutating func combinedType(named name: String) throws -> (
    file: String, entry: SchemaDocument.TypeEntry
  ) {
    let all = descriptions[name] ?? []
    guard let file = all.first?.file, var combined = all.first?.entry else {
      preconditionFailure("a type is combined from its descriptions")
    }
    guard all.count > 1 else { return (file, combined) }
    combined.parent = try parent(of: name) ?? nil
    var properties = combined.properties ?? [:]
    var propertyFiles = properties.mapValues { _ in file }
    var events = combined.events ?? []
    var children = combined.children
    for (other, entry) in all.dropFirst() {
      for (property, kind) in (entry.properties ?? [:]).sorted(by: { $0.key < $1.key }) {
        guard let earlier = properties[property] else {
          properties[property] = kind
          propertyFiles[property] = other
          continue
        }
        guard let both = earlier.merged(with: kind, commonType: { commonType($0, $1) }) else {
          let earlierFile = propertyFiles[property] ?? file
          if case .options(let names) = kind, case .options(let earlierNames) = earlier {
            let count = Set(names + earlierNames).count
            throw LintSchemaError(
              file: other,
              message:
                "type '\(name)': property '\(property)' has \(count) option names here and in "
                + "\(earlierFile) together, more than an option set holds "
                + "(\(PropertyKind.maximumOptionCount))")
          }
          throw LintSchemaError(
            file: other,
            message:
              "type '\(name)': property '\(property)' is \(Self.describe(kind)) here and "
              + "\(Self.describe(earlier)) in \(earlierFile): one class's property has one kind")
        }
        properties[property] = both
      }
      events += (entry.events ?? []).filter { !events.contains($0) }
      if let accepts = entry.children { children = (children ?? false) || accepts }
    }
    combined.properties = properties
    combined.events = events
    combined.children = children
    return (file, combined)
  }

  /// The parent of the type `name` its descriptions agree on: the most derived they name.
  /// (`.some(nil)`: a type without a parent; `nil`: not a type of the schemas.)
  private mutating func parent(of name: String) throws -> String?? {
    if let known = parents[name] { return known }
    guard let all = descriptions[name] else { return nil }
    // A kit type the schemas extend keeps its own parent (the registry extends it).
    if let kitType = kit.type(named: name), kitType.metatype != nil {
      return kitType.parent?.name
    }
    var candidates: [(file: String, parent: String)] = []
    for (file, entry) in all {
      if let parent = entry.parent, !candidates.contains(where: { $0.parent == parent }) {
        candidates.append((file, parent))
      }
    }
    // (A chain of such types is worked out a type at a time, no deeper than a real
    // hierarchy: past that, and in a cycle, the first description's parent is kept.)
    guard candidates.count > 1, resolving.count < Self.depthLimit, resolving.insert(name).inserted
    else {
      let first = candidates.first?.parent
      parents[name] = first
      return first
    }
    defer { resolving.remove(name) }
    // What a description's parent asks of the class: to be that type, or, for a macOS custom
    // view, which stands for any view of the app's class (as `convert` takes it within one
    // document), to be a view.
    var lines: [(file: String, parent: String, required: String, ancestors: [String])] = []
    for (file, parent) in candidates {
      let required = SchemaDocument.requiredAncestor(ofParent: parent)
      lines.append((file, parent, required, try ancestors(of: parent)))
    }
    guard
      let derived = lines.first(where: { line in
        lines.allSatisfy { $0.required == "Any" || line.ancestors.contains($0.required) }
      })
    else {
      // Two of them are unrelated (were every two related, one would descend from the rest,
      // but for a cycle, which the registry reports: the first is kept for it).
      for (index, earlier) in lines.enumerated() {
        for later in lines[(index + 1)...]
        where later.required != "Any" && earlier.required != "Any"
          && !earlier.ancestors.contains(later.required)
          && !later.ancestors.contains(earlier.required)
        {
          throw LintSchemaError(
            file: later.file,
            message:
              "type '\(name)' descends from '\(later.parent)' here and from "
              + "'\(earlier.parent)' in \(earlier.file): one class cannot be both")
        }
      }
      parents[name] = lines[0].parent
      return lines[0].parent
    }
    parents[name] = derived.parent
    return derived.parent
  }

  /// `name` and the types it descends from, nearest first: the kit's, or the schemas'
  /// combined. A name neither knows stands alone.
  /// - Throws: ``LintSchemaError`` for an ancestry deeper than ``depthLimit`` (a real class
  ///   hierarchy is a few dozen deep; telling which of two parents is derived follows it).
  private mutating func ancestors(of name: String) throws -> [String] {
    var chain = [name]
    var seen: Set = [name]
    var current = name
    while true {
      let next: String?
      if descriptions[current] != nil {
        guard let parent = try parent(of: current) else { break }
        next = parent
      } else {
        next = kit.type(named: current)?.parent?.name
      }
      guard let next, !seen.contains(next) else { break }
      guard chain.count < Self.depthLimit else {
        throw LintSchemaError(
          file: descriptions[name]?.first?.file ?? descriptions[current]?.first?.file ?? "",
          message: "type '\(name)' descends through more than \(Self.depthLimit) types")
      }
      chain.append(next)
      seen.insert(next)
      current = next
    }
    return chain
  }

  /// The nearest type `first` and `second` both are, or `Any`.
  private mutating func commonType(_ first: String, _ second: String) -> String {
    if first == second { return first }
    guard first != "Any", second != "Any",
      let a = try? ancestors(of: first), let b = try? ancestors(of: second)
    else { return "Any" }
    return a.first(where: b.contains) ?? "Any"
  }

  /// A kind as a message names it.
  private static func describe(_ kind: SchemaDocument.Kind) -> String {
    switch kind {
    case .simple(let name): "'\(name)'"
    case .enumeration(let cases): "an enumeration of \(cases.count) cases"
    case .reference(let type): "a reference to '\(type)'"
    case .options(let names): "an option set of \(names.count) names"
    case .references(let type): "a collection of '\(type)'"
    }
  }

  // MARK: Owners

  private mutating func combinedOwner(
    _ all: [(file: String, entry: SchemaDocument.OwnerEntry)]
  ) -> SchemaDocument.OwnerEntry {
    guard var combined = all.first?.entry else {
      preconditionFailure("an owner is combined from its descriptions")
    }
    var outlets = combined.outlets ?? [:]
    var actions = combined.actions ?? [:]
    for (_, entry) in all.dropFirst() {
      for (name, outlet) in entry.outlets ?? [:] {
        guard let earlier = outlets[name] else {
          outlets[name] = outlet
          continue
        }
        outlets[name] = SchemaDocument.OutletEntry(
          type: commonType(earlier.type, outlet.type),
          required: earlier.required == true || outlet.required == true ? true : nil,
          collection: earlier.collection == true || outlet.collection == true ? true : nil)
      }
      for (name, action) in entry.actions ?? [:] {
        guard let earlier = actions[name] else {
          actions[name] = action
          continue
        }
        let sender = earlier.sender.flatMap { a in action.sender.map { commonType(a, $0) } }
        actions[name] = SchemaDocument.ActionEntry(sender: sender)
      }
    }
    combined.outlets = outlets
    combined.actions = actions
    return combined
  }
}
