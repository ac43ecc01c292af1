import Testing

@testable import ViewLoader

/// A label subclass the registry does not know: messages name it as its nearest registered
/// superclass.
private final class CaptionLabel: Label {}

/// An owner with outlets and handlers of every kind the owner check tells apart.
private final class CheckedOwner: NibOwner {
  var view: View?
  var titleLabel: Label?
  var caption: CaptionLabel?
  var rows: [Button] = []
  func okPressed(_ sender: Button) {}
  func refresh() {}
  static let connections = Connections<CheckedOwner>()
    .outlet("view", \.view, required: true)
    .outlet("titleLabel", \.titleLabel)
    .outlet("caption", \.caption)
    .outletCollection("rows", \.rows)
    .action("okPressed", CheckedOwner.okPressed)
    .action("refresh", CheckedOwner.refresh)
}

/// An explicit action target's type.
private final class Helper: NibOwner, NibObject {
  func helped(_ sender: Button) {}
  static let connections = Connections<Helper>().action("helped", Helper.helped)
}

private let checkedRegistry: TypeRegistry = {
  var registry = TypeRegistry.standard
  registry.register(Helper.self, name: "Helper")
  return registry
}()

/// The owner check of an instantiation, which looks an owner's outlets and handlers up in its
/// connection table: every finding's rule, position, message and notes.
@Suite struct OwnerCheckTests {
  private func findings(_ xml: String, owner: CheckedOwner?) throws -> [String] {
    let nib = try Nib(xml: xml, name: "Checked", registry: checkedRegistry)
    let error = #expect(throws: NibError.self) {
      if let owner {
        _ = try nib.instantiate(owner: owner, externals: ["helper": Helper()])
      } else {
        _ = try nib.instantiate(externals: ["helper": Helper()])
      }
    }
    return (error?.diagnostics ?? []).map { diagnostic in
      let notes = diagnostic.notes.map {
        " [\($0.message) \($0.location.line):\($0.location.column)]"
      }
      return "\(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.rule): "
        + diagnostic.message + notes.joined()
    }
  }

  @Test func outletFindings() throws {
    let xml = """
      <nib version="1">
        <View>
          <Label outlet="titleLable"/>
          <Button outlet="titleLabel"/>
          <Button outlet="caption"/>
          <Label outlet="titleLabel"/>
          <Label outlet="titleLabel"/>
          <Button outlet="rows"/>
          <Button outlet="rows"/>
        </View>
      </nib>
      """
    let owner = CheckedOwner()
    #expect(
      try findings(xml, owner: owner) == [
        "1:1 missing-outlet: required outlet 'view' of 'CheckedOwner' is never bound",
        "3:12 unknown-outlet: 'CheckedOwner' has no outlet 'titleLable'; did you mean 'titleLabel'?",
        "4:13 outlet-type: outlet 'titleLabel' of 'CheckedOwner' needs a Label, not a Button",
        "5:13 outlet-type: outlet 'caption' of 'CheckedOwner' needs a Label, not a Button",
        "7:12 duplicate-outlet: outlet 'titleLabel' is bound more than once [first bound here 6:12]",
      ])
    #expect(owner.titleLabel == nil && owner.rows.isEmpty)
  }

  @Test func actionFindings() throws {
    let xml = """
      <nib version="1">
        <external name="helper" type="Helper"/>
        <View outlet="view">
          <Button><action event="touchUpInside" handler="okPresed"/></Button>
          <TextField><action event="valueChanged" handler="okPressed"/></TextField>
          <TextField><action event="valueChanged" handler="refresh"/></TextField>
          <Button><action event="touchUpInside" handler="helpd" target="$helper"/></Button>
          <Button><action event="touchUpInside" handler="helped" target="$helper"/></Button>
          <Button id="plain"/>
          <Button><action event="touchUpInside" handler="x" target="$plain"/></Button>
        </View>
      </nib>
      """
    #expect(
      try findings(xml, owner: CheckedOwner()) == [
        "4:43 unknown-action: 'CheckedOwner' has no action handler 'okPresed'; did you mean 'okPressed'?",
        "5:45 action-sender: handler 'okPressed' of 'CheckedOwner' takes a Button, not a TextField",
        "7:43 unknown-action: 'Helper' has no action handler 'helpd'; did you mean 'helped'?",
        "10:43 unknown-action: '$plain' has no action handler 'x'",
      ])
  }

  @Test func findingsWithoutAnOwner() throws {
    let xml = """
      <nib version="1">
        <Button outlet="view"><action event="touchUpInside" handler="okPressed"/></Button>
      </nib>
      """
    #expect(
      try findings(xml, owner: nil) == [
        "2:11 unknown-outlet: outlet 'view' has no owner to bind to",
        "2:55 unknown-action: the owner has no action handler 'okPressed' (no owner was given)",
      ])
  }
}

/// An owner whose outlet and handler take any object, as `AnyObject` itself.
private final class AnyObjectOwner: NibOwner {
  var item: AnyObject?
  var items: [AnyObject] = []
  var sent = 0
  func anything(_ sender: AnyObject) { sent += 1 }
  static let connections = Connections<AnyObjectOwner>()
    .outlet("item", \.item)
    .outletCollection("items", \.items)
    .action("anything", AnyObjectOwner.anything)
}

@Suite struct AnyObjectConnectionTests {
  @Test func outletsAndHandlersOfAnyObjectTakeEveryClass() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <View>
            <Label outlet="item" text="Hi"/>
            <Switch outlet="items"/>
            <Button id="ok" outlet="items"><action event="touchUpInside" handler="anything"/></Button>
          </View>
        </nib>
        """, name: "AnyObjects")
    let owner = AnyObjectOwner()
    let loaded = try nib.instantiate(owner: owner)
    #expect(owner.item is Label)
    #expect(owner.items.count == 2)
    try loaded.object(withID: "ok", as: Button.self).sendActions(for: .touchUpInside)
    #expect(owner.sent == 1)
  }
}
