import Testing

@testable import ViewLoader

/// Every reference property of the kit, given an object of every kit type — beside it, inside
/// it, and itself — is set or refused with a diagnostic, never a trap (a held view that is the
/// holder's ancestor, a target of the wrong class).
@Suite struct KitReferenceTests {
  static let referencing: [String] = TypeRegistry.standard.allTypes.filter { type in
    type.make != nil
      && type.properties.values.contains {
        switch $0.kind {
        case .reference, .references: true
        default: false
        }
      }
  }.map(\.name)

  @Test(arguments: referencing)
  func everyTargetIsSetOrRefused(_ name: String) throws {
    let registry = TypeRegistry.standard
    let type = try #require(registry.type(named: name))
    let targets = registry.allTypes.filter { $0.make != nil }
    let properties = type.properties.filter {
      switch $0.value.kind {
      case .reference, .references: true
      default: false
      }
    }.keys.sorted()
    for property in properties {
      for target in targets {
        var files = [
          #"<\#(name) id="a" \#(property)="$b"/><\#(target.name) id="b"/>"#,
          #"<\#(name) id="a" \#(property)="$a"/>"#,
        ]
        if type.acceptsChildren && target.isView {
          files.append(#"<\#(name) id="a" \#(property)="$b"><\#(target.name) id="b"/></\#(name)>"#)
          files.append(
            #"<\#(target.name) id="b"><\#(name) id="a" \#(property)="$b"/></\#(target.name)>"#)
        }
        for body in files {
          guard let nib = try? Nib(xml: #"<nib version="1">\#(body)</nib>"#, name: "Ref") else {
            continue
          }
          _ = try? nib.instantiate()
        }
      }
    }
  }
}
