import Foundation
import Testing
import ViewLoader

// Every ```swift block of README.md is copied from this file, which the test target compiles
// and runs (ReadmeTests checks that each block still appears here, line for line).

// README: registry
final class BadgeView: View {
  var count = 0
  var mood = Mood.calm
  weak var target: View?
}

enum Mood: String, CaseIterable, NibEnum { case calm, busy }

func makeRegistry() -> TypeRegistry {
  var registry = TypeRegistry.standard
  registry.register(BadgeView.self, name: "BadgeView") { type in
    type.property("count", \.count)  // int
    type.property("mood", \.mood)  // enum: calm or busy
    type.property("target", \.target)  // reference: target="$someID"
  }
  return registry
}
// README: end

// README: extend
extension View {
  /// An app's inspectable property, kept where the app likes (here: the tag).
  var cornerRadius: Double {
    get { Double(tag) }
    set { tag = Int(newValue) }
  }
}

func extendKit(_ registry: inout TypeRegistry) {
  registry.extend(View.self) { type in
    type.property("cornerRadius", \.cornerRadius)  // every view, a Label's too
  }
}
// README: end

// README: owner
final class ProfileController: NibOwner {
  var view: View?
  var nameLabel: Label?
  var badges: [BadgeView] = []
  var saved = 0

  func save(_ sender: Button) { saved += 1 }

  static let connections = Connections<ProfileController>()
    .outlet("view", \.view, required: true)
    .outlet("nameLabel", \.nameLabel)
    .outletCollection("badges", \.badges)
    .action("save", ProfileController.save)
}
// README: end

let profileXML = """
  <nib version="1" owner="ProfileController">
    <View outlet="view" frame="0 0 320 200">
      <Label outlet="nameLabel" text="Ann" frame="16 16 200 24"/>
      <BadgeView outlet="badges" count="3" mood="busy" frame="16 48 24 24"/>
      <BadgeView outlet="badges" count="1" frame="48 48 24 24"/>
      <Button id="saveButton" title="Save" frame="16 100 100 44">
        <action event="touchUpInside" handler="save"/>
      </Button>
    </View>
  </nib>
  """

@Test func readmeLoadingSnippetRuns() throws {
  let registry = makeRegistry()
  // README: load
  let nib = try Nib(xml: profileXML, name: "Profile", registry: registry)
  let controller = ProfileController()
  let loaded = try nib.instantiate(owner: controller)

  controller.nameLabel?.text = "Ann Smith"  // outlets are bound
  let save = try loaded.object(withID: "saveButton", as: Button.self)
  save.sendActions(for: .touchUpInside)  // calls controller.save(_:)
  let badges = loaded.objects(ofType: BadgeView.self)  // found by type, never by index
  // README: end
  #expect(controller.saved == 1)
  #expect(badges.count == 2 && controller.badges.count == 2)
  #expect(badges.first?.mood == .busy)
}

@Test func readmeExtendSnippetRuns() throws {
  var registry = TypeRegistry.standard
  extendKit(&registry)
  let nib = try Nib(
    xml: #"<nib version="1"><Label cornerRadius="4"/></nib>"#, name: "Corner", registry: registry)
  #expect(try nib.instantiate().one(ofType: Label.self).cornerRadius == 4)
}

@Test func readmeErrorSnippetRuns() {
  // README: errors
  do {
    _ = try Nib(xml: #"<nib version="1"><Label txt="Hi"/></nib>"#, name: "Broken")
  } catch let error as NibError {
    for diagnostic in error.diagnostics {
      // Broken:1:25: error: 'Label' has no property 'txt'; did you mean 'text'?
      // [unknown-property]
      print(diagnostic)
    }
  } catch {}
  // README: end
  let error = #expect(throws: NibError.self) {
    _ = try Nib(xml: #"<nib version="1"><Label txt="Hi"/></nib>"#, name: "Broken")
  }
  #expect(
    error?.diagnostics.map(\.description) == [
      "Broken:1:25: error: 'Label' has no property 'txt'; did you mean 'text'? [unknown-property]"
    ])
}

@Test func readmeLazySnippetRuns() throws {
  let folder = try NibFolder([
    "Profile": profileXML, "Detail": #"<nib version="1"><View/></nib>"#,
  ])
  let directory = folder.url
  let registry = makeRegistry()
  // README: lazy
  let library = NibLibrary(directory: directory, registry: registry)  // reads nothing yet
  let profile = try library.nib(named: "Profile")  // read, parsed and cached on first use
  _ = try profile.instantiate(owner: ProfileController())

  final class DetailViewController: ViewController {
    override func viewDidLoad() { view.backgroundColor = .white }
  }
  let detail = DetailViewController(nibName: "Detail", library: library)
  _ = detail.isViewLoaded  // false: nothing is loaded until `view` is first read
  _ = detail.view  // loads Detail.nib, then calls viewDidLoad() once
  // README: end
  #expect(detail.isViewLoaded)
  #expect(detail.view.backgroundColor == .white)
}

@Test func readmeSchemaSnippetRuns() throws {
  let registry = makeRegistry()
  // README: schema
  let schemaJSON: Data = try registry.schema(owners: [ProfileController.self])
  // README: end
  let object = try JSONSerialization.jsonObject(with: schemaJSON) as? [String: Any]
  let types = object?["types"] as? [[String: Any]]
  #expect(types?.map { $0["name"] as? String } == ["BadgeView"])
  let owners = object?["owners"] as? [[String: Any]]
  #expect(owners?.first?["name"] as? String == "ProfileController")
}
