/// The pieces `viewcheck bench` measures, for the project's own tools: compiling
/// bytes already in memory, instantiating with an owner that accepts every outlet and action a
/// file names, and libxml2's bare SAX parse of the same bytes.
package enum NibBenchmark {
  /// Reads and compiles a document held in memory.
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - name: The nib's name (diagnostics use it as the file name).
  ///   - registry: The types the file may use.
  /// - Throws: ``NibError`` with every problem.
  package static func compile(
    _ bytes: UnsafeRawBufferPointer, name: String, registry: TypeRegistry = .standard
  ) throws -> Nib {
    let compiler = NibCompiler(registry: registry, readsAhead: true, preparesInstantiation: true)
    return try Nib.make(from: compiler.compile(bytes, file: name, name: name).0)
  }

  /// Only the reading part of a compile: the pre-scan, libxml2 with the project's callbacks
  /// and the positions of every element and attribute, handed to a sink that only counts.
  /// - Returns: The number of attributes read.
  package static func read(_ bytes: UnsafeRawBufferPointer, name: String) -> Int {
    var sink = CountingSink()
    _ = XMLReader.read(bytes, file: name, limits: .default, into: &sink)
    return sink.attributes
  }

  /// An owner for `nib` that accepts every outlet and action handler it names, as an app's
  /// connection table would (built once, before anything is timed).
  package static func owner(for nib: Nib) -> GeneratedOwner {
    var outlets: [String: OutletConnection] = [:]
    var actions: [String: ActionConnection] = [:]
    func visit(_ template: NibTemplate) {
      for node in template.nodes {
        if case .include(let included, _) = template.content(of: node) {
          visit(included.template)
        }
        if let outlet = template.outlet(of: node), outlets[outlet.name] == nil {
          let name = outlet.name
          outlets[name] = OutletConnection(
            name: name, valueType: View.self, isCollection: true, isRequired: false,
            accepts: { _ in true },
            assign: { owner, objects in
              (owner as? GeneratedOwner)?.outlets[name] = objects.map(WeakObject.init)
            })
        }
        for action in template.actions(of: node) where actions[action.handler] == nil {
          actions[action.handler] = ActionConnection(
            name: action.handler, senderType: nil, accepts: { _ in true },
            makeHandler: { _ in { _ in } })
        }
      }
    }
    visit(nib.template)
    return GeneratedOwner(
      table: OwnerTable(
        typeName: "GeneratedOwner", outlets: outlets, outletOrder: outlets.keys.sorted(),
        actions: actions, actionOrder: actions.keys.sorted()))
  }

  /// Instantiates `nib` with outlets and actions bound to `owner`.
  /// - Returns: The created objects.
  /// - Throws: ``NibError`` with every problem.
  package static func instantiate(_ nib: Nib, owner: GeneratedOwner) throws -> LoadedNib {
    var instantiator = Instantiator(
      template: nib.template, library: nil, owner: owner, ownerTable: owner.table,
      externals: [:])
    return try instantiator.run()
  }

  /// How many objects one instantiation of `nib` creates.
  package static func objectCount(of nib: Nib) -> Int { objectCount(of: nib.template) }

  /// Object and stub nodes, includes expanded (the template's expanded count is an upper
  /// bound that also counts actions, externals and include elements).
  private static func objectCount(of template: NibTemplate) -> Int {
    template.nodes.reduce(0) { count, node in
      switch template.content(of: node) {
      case .object, .stub: count + 1
      case .include(let included, _): count + objectCount(of: included.template)
      }
    }
  }

  /// libxml2's SAX parse of `bytes` with empty callbacks: the floor for any loader that drives
  /// libxml2.
  /// - Returns: Whether the document was well formed.
  package static func saxFloor(_ bytes: UnsafeRawBufferPointer) -> Bool {
    XMLReader.saxFloor(bytes)
  }
}

/// The owner ``NibBenchmark`` binds to: it keeps what each outlet received.
///
/// It keeps the objects weakly, so they go with the tree that holds them. An owner that kept
/// them would release the previous round's views (and their subtrees) when the next round binds
/// its outlets, inside the next timed instantiation: tearing a tree down is not loading it.
package final class GeneratedOwner {
  let table: OwnerTable
  /// The objects bound to each outlet (`nil` once their tree is released).
  package var outlets: [String: [WeakObject]] = [:]

  init(table: OwnerTable) { self.table = table }
}

/// A weak reference to an outlet's object, for ``GeneratedOwner``.
package struct WeakObject {
  /// The object, while something else keeps it alive.
  package weak var object: AnyObject?

  init(_ object: AnyObject) { self.object = object }
}

/// The sink of ``NibBenchmark/read(_:name:)``: it only counts what it is handed.
private struct CountingSink: DocumentSink {
  var attributes = 0

  mutating func startElement(
    _ element: ElementEvent, attributes: UnsafeBufferPointer<AttributeEvent>
  ) {
    self.attributes += attributes.count
  }

  mutating func prepare(elements: Int, attributes: Int) {}

  mutating func text(inElement element: Int32, named name: String, at position: SourcePosition) {}
}
