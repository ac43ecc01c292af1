import Foundation
import Testing
import ViewLoader

// The code of the documentation catalogue's articles (Sources/ViewLoader/ViewLoader.docc):
// every ```swift block of an article is copied from a `// DocC:` block of this folder (or from
// the example app's `// README:` blocks), which the test target compiles and runs, and every
// ```xml block appears, line for line, in a string these tests load or in a file of Examples/.
// ReadmeTests checks that each block still does.

// MARK: - Getting started

let welcomeXML = """
  <?xml version="1.0" encoding="UTF-8"?>
  <nib version="1" owner="WelcomeController">
    <View outlet="view" frame="0 0 320 480" backgroundColor="white">
      <Label id="greeting" outlet="greetingLabel" text="Hello" frame="20 20 280 44"/>
      <AvatarView outlet="avatar" initials="AS" ring="#FF8000" frame="20 80 64 64"/>
      <Button title="Continue" frame="20 400 280 44">
        <action event="touchUpInside" handler="continueTapped"/>
      </Button>
    </View>
  </nib>
  """

// DocC: avatar-view
/// A round picture with the user's initials, drawn by the app's renderer.
final class AvatarView: View {
  var initials = ""
  var ring: Color?
}

func makeWelcomeRegistry() -> TypeRegistry {
  var registry = TypeRegistry.standard  // the standard kit: View, Label, Button, …
  registry.register(AvatarView.self, name: "AvatarView") { type in
    type.property("initials", \.initials)  // a string property
    type.property("ring", \.ring)  // a colour: ring="#FF8000"
  }
  return registry
}
// DocC: end

// DocC: welcome-controller
/// Owns Welcome.nib: declares the outlets and the action the file may bind, by name.
final class WelcomeController: NibOwner {
  var view: View?
  var greetingLabel: Label?
  var avatar: AvatarView?
  private(set) var continued = false

  func continueTapped(_ sender: Button) { continued = true }

  static let connections = Connections<WelcomeController>()
    .outlet("view", \.view, required: true)
    .outlet("greetingLabel", \.greetingLabel)
    .outlet("avatar", \.avatar)
    .action("continueTapped", WelcomeController.continueTapped)
}
// DocC: end

@Test func gettingStartedArticleRuns() throws {
  let xml = welcomeXML
  // DocC: welcome-load
  let registry = makeWelcomeRegistry()
  let nib = try Nib(xml: xml, name: "Welcome", registry: registry)  // compiled once

  let controller = WelcomeController()
  let loaded = try nib.instantiate(owner: controller)  // fresh objects, outlets bound
  controller.greetingLabel?.text = "Hello, Ann"
  // DocC: end
  // DocC: welcome-find
  let greeting = try loaded.object(withID: "greeting", as: Label.self)
  let avatar = try loaded.one(ofType: AvatarView.self)  // exactly one, else it throws
  let buttons = loaded.objects(ofType: Button.self)  // every match, in document order
  buttons.first?.sendActions(for: .touchUpInside)  // calls controller.continueTapped(_:)
  // DocC: end
  #expect(greeting === controller.greetingLabel && greeting.text == "Hello, Ann")
  #expect(avatar.initials == "AS" && avatar.ring?.red == 1 && avatar.ring?.blue == 0)
  #expect(controller.continued)
  let second = try nib.instantiate(owner: WelcomeController())
  #expect(try second.one(ofType: AvatarView.self) !== avatar)
}

@Test func gettingStartedErrorsRun() {
  // DocC: welcome-errors
  let broken = """
    <nib version="1">
      <Label text="Hi" textAlignment="middle"/>
      <Buton title="OK"/>
    </nib>
    """
  do {
    _ = try Nib(xml: broken, name: "Broken")
  } catch let error as NibError {
    for diagnostic in error.diagnostics {
      print(diagnostic)  // Broken:2:20: error: invalid value 'middle': … [invalid-value]
    }
  } catch {}
  // DocC: end
  let error = #expect(throws: NibError.self) { _ = try Nib(xml: broken, name: "Broken") }
  #expect(error?.diagnostics.map(\.rule) == ["invalid-value", "unknown-element"])
  #expect(error?.diagnostics.first?.location.line == 2)
  #expect(error?.diagnostics.first?.location.column == 20)
}

// MARK: - Lazy loading

let articleScreenXML = """
  <nib version="1" owner="ProductController">
    <View outlet="view" frame="0 0 320 480">
      <include nib="Header"/>
      <Label outlet="priceLabel" text="12.50 €" frame="20 80 280 44"/>
      <stub nib="Reviews" outlet="reviewsStub" frame="0 140 320 300"/>
    </View>
  </nib>
  """

let articleHeaderXML = """
  <nib version="1">
    <Label outlet="titleLabel" text="Product" frame="20 20 280 44"/>
  </nib>
  """

let articleReviewsXML = """
  <nib version="1">
    <StackView axis="vertical" frame="0 0 320 200">
      <Label outlet="firstReview" text="Great"/>
    </StackView>
  </nib>
  """

// DocC: product-controller
/// Owns Product.nib, its included Header.nib and, once inflated, its stub's Reviews.nib.
final class ProductController: NibOwner {
  var view: View?
  var titleLabel: Label?  // from Header.nib
  var priceLabel: Label?
  var reviewsStub: Stub?  // stands for Reviews.nib until inflated
  var firstReview: Label?  // from Reviews.nib, bound when the stub inflates

  static let connections = Connections<ProductController>()
    .outlet("view", \.view, required: true)
    .outlet("titleLabel", \.titleLabel)
    .outlet("priceLabel", \.priceLabel)
    .outlet("reviewsStub", \.reviewsStub)
    .outlet("firstReview", \.firstReview)
}
// DocC: end

@Test func lazyLoadingArticleRuns() throws {
  let folder = try NibFolder([
    "Product": articleScreenXML, "Header": articleHeaderXML, "Reviews": articleReviewsXML,
  ])
  let directory = folder.url
  // DocC: library
  let library = NibLibrary(directory: directory)  // reads nothing yet
  let product = try library.nib(named: "Product")  // reads Product.nib and Header.nib, once
  let controller = ProductController()
  _ = try product.instantiate(owner: controller)
  // DocC: end
  #expect(library.parseCount == 2)
  #expect(controller.titleLabel?.text == "Product")
  #expect(controller.firstReview == nil)
  // DocC: stub
  if let stub = controller.reviewsStub, !stub.isInflated {
    let reviews = try stub.inflate()  // reads Reviews.nib; the view takes the stub's place
    reviews.isHidden = false
  }
  // DocC: end
  #expect(library.parseCount == 3)
  #expect(controller.firstReview?.text == "Great")
  #expect(controller.view?.subviews.last is StackView)
  #expect(controller.view?.subviews.last?.frame == Rect(x: 0, y: 140, width: 320, height: 300))
}

// DocC: view-controller
final class ReviewsViewController: ViewController, NibOwner {
  var firstReview: Label?
  static let connections = Connections<ReviewsViewController>()
    .outlet("firstReview", \.firstReview)

  override func viewDidLoad() { firstReview?.text = "Loaded" }
}
// DocC: end

@Test func lazyLoadingViewControllerRuns() throws {
  let folder = try NibFolder(["ReviewsViewController": articleReviewsXML])
  let library = folder.library()
  // DocC: view-controller-use
  let reviews = ReviewsViewController(library: library)  // nib "ReviewsViewController"
  _ = reviews.isViewLoaded  // false
  try reviews.loadViewIfNeeded()  // loads, binds firstReview, calls viewDidLoad() once
  // DocC: end
  #expect(reviews.isViewLoaded)
  #expect(reviews.firstReview?.text == "Loaded")
  #expect(reviews.view is StackView)
}

@Test func lazyLoadingPreloadRuns() async throws {
  let folder = try NibFolder([
    "Product": articleScreenXML, "Header": articleHeaderXML, "Reviews": articleReviewsXML,
  ])
  let library = folder.library()
  // DocC: preload
  let warmed = await library.preload(["Product", "Reviews"])  // parsed off the caller's path
  for case (let name, .failure(let error)) in warmed {
    print("\(name) cannot load:\n\(error)")
  }
  // DocC: end
  #expect(warmed.count == 2)
  #expect(library.parseCount == 3)
}
