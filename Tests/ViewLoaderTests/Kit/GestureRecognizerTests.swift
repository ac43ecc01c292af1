import Testing

@testable import ViewLoader

/// An owner that counts the gestures its nib's recognisers report.
private final class GestureOwner: NibOwner {
  var tapped: [TapGestureRecognizer] = []
  var anyGesture = 0
  var buttonPresses = 0

  func tap(_ sender: TapGestureRecognizer) { tapped.append(sender) }
  func gesture() { anyGesture += 1 }
  func press(_ sender: Button) { buttonPresses += 1 }

  static let connections = Connections<GestureOwner>()
    .action("tap", GestureOwner.tap)
    .action("gesture", GestureOwner.gesture)
    .action("press", GestureOwner.press)
}

@Suite struct GestureRecognizerTests {
  @Test func aRecognizerFiresTheActionsAFileBindsWhenItRecognizes() throws {
    let nib = try Nib(
      xml: """
        <nib version="1" owner="GestureOwner">
          <View id="view" gestureRecognizers="$tap $swipe"/>
          <TapGestureRecognizer id="tap" numberOfTapsRequired="2" cancelsTouchesInView="false">
            <action event="primaryActionTriggered" handler="tap"/>
            <action event="primaryActionTriggered" handler="gesture"/>
          </TapGestureRecognizer>
          <SwipeGestureRecognizer id="swipe" direction="left up">
            <action event="primaryActionTriggered" handler="gesture"/>
          </SwipeGestureRecognizer>
        </nib>
        """, name: "Gestures")
    let owner = GestureOwner()
    let loaded = try nib.instantiate(owner: owner)
    let view = try loaded.object(withID: "view", as: View.self)
    let tap = try loaded.object(withID: "tap", as: TapGestureRecognizer.self)
    let swipe = try loaded.object(withID: "swipe", as: SwipeGestureRecognizer.self)
    #expect(
      view.gestureRecognizers.map(ObjectIdentifier.init) == [tap, swipe].map(ObjectIdentifier.init))
    #expect(tap.view === view && swipe.view === view)
    #expect(tap.numberOfTapsRequired == 2 && !tap.cancelsTouchesInView)
    #expect(swipe.direction == [.left, .up])
    #expect(tap.actionCount == 2)
    #expect(tap.recognize())
    #expect(owner.tapped.first === tap && owner.anyGesture == 1)
    #expect(tap.state == .possible)
    swipe.isEnabled = false
    #expect(!swipe.recognize())
    #expect(owner.anyGesture == 1)
    swipe.isEnabled = true
    swipe.recognize()
    #expect(owner.anyGesture == 2)
  }

  @Test func aHandlerAddedInCodeSeesTheRecognizedState() {
    let pan = PanGestureRecognizer()
    var states: [GestureRecognizer.State] = []
    pan.addAction { states.append($0.state) }
    pan.recognize()
    #expect(states == [.recognized])
  }

  @Test func theSenderTypeIsCheckedForRecognizers() throws {
    let nib = try Nib(
      xml: """
        <nib version="1" owner="GestureOwner">
          <TapGestureRecognizer><action event="primaryActionTriggered" handler="press"/></TapGestureRecognizer>
        </nib>
        """, name: "WrongSender")
    let error = #expect(throws: NibError.self) { _ = try nib.instantiate(owner: GestureOwner()) }
    #expect(error?.diagnostics.map(\.rule) == ["action-sender"])
    #expect(
      error?.diagnostics.first?.message
        == "handler 'press' of 'GestureOwner' takes a Button, not a TapGestureRecognizer")
  }

  @Test func aRecognizerDeclaresOnlyItsPrimaryAction() throws {
    let error = #expect(throws: NibError.self) {
      _ = try Nib(
        xml: """
          <nib version="1"><PanGestureRecognizer><action event="touchUpInside" handler="x"/></PanGestureRecognizer></nib>
          """, name: "WrongEvent")
    }
    #expect(error?.diagnostics.map(\.rule) == ["unknown-event"])
    #expect(
      error?.diagnostics.first?.message
        == "'PanGestureRecognizer' has no event 'touchUpInside'; expected one of primaryActionTriggered"
    )
  }

  @Test func everyControlDeclaresEveryUIKitEvent() throws {
    let control = try #require(TypeRegistry.standard.type(named: "Control"))
    #expect(control.events == Set(Control.Event.allControlEvents.map(\.rawValue)))
    #expect(control.events.count == 16)
    for event in Control.Event.allControlEvents {
      _ = try Nib(
        xml:
          #"<nib version="1"><Button><action event="\#(event.rawValue)" handler="h"/></Button></nib>"#,
        name: "Event")
    }
  }

  @Test func aViewHoldsEachRecognizerOnce() {
    let view = View()
    let other = View()
    let tap = TapGestureRecognizer()
    view.addGestureRecognizer(tap)
    view.addGestureRecognizer(tap)
    #expect(view.gestureRecognizers.count == 1)
    other.addGestureRecognizer(tap)
    #expect(view.gestureRecognizers.isEmpty && tap.view === other)
    other.removeGestureRecognizer(tap)
    #expect(tap.view == nil && other.gestureRecognizers.isEmpty)
  }
}
