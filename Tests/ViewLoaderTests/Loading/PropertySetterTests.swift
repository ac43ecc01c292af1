import FoundationEssentials
import Testing

@testable import ViewLoader

// Setters read each value in place from the template (a pointer into its assignments): these
// tests hold every kind of the kit and of key-path properties to the value written, on more
// than one instantiation of the same template (a setter must leave the template as it was).

/// A type with a key-path property of every kind an app can register.
private final class EveryKind: View {
  enum Mood: String, CaseIterable, NibEnum { case calm, busy }

  var string = ""
  var optionalString: String?
  var int = 0
  var optionalInt: Int?
  var double = 0.0
  var optionalDouble: Double?
  var bool = false
  var color = Color.clear
  var optionalColor: Color?
  var point = Point(x: 0, y: 0)
  var size = Size(width: 0, height: 0)
  var rect = Rect.zero
  var insets = Insets(top: 0, left: 0, bottom: 0, right: 0)
  var date = Date(timeIntervalSince1970: 0)
  var optionalDate: Date?
  var mood = Mood.calm
  var optionalMood: Mood?
}

private let everyKindRegistry: TypeRegistry = {
  var registry = TypeRegistry.standard
  registry.register(EveryKind.self, name: "EveryKind") { type in
    type.property("string", \.string)
    type.property("optionalString", \.optionalString)
    type.property("int", \.int)
    type.property("optionalInt", \.optionalInt)
    type.property("double", \.double)
    type.property("optionalDouble", \.optionalDouble)
    type.property("bool", \.bool)
    type.property("color", \.color)
    type.property("optionalColor", \.optionalColor)
    type.property("point", \.point)
    type.property("size", \.size)
    type.property("rect", \.rect)
    type.property("insets", \.insets)
    type.property("date", \.date)
    type.property("optionalDate", \.optionalDate)
    type.property("mood", \.mood)
    type.property("optionalMood", \.optionalMood)
  }
  return registry
}()

/// 2026-11-30T08:00:00Z, 2026-01-01T00:00:00Z and 2027-12-31T22:59:59Z.
private let lateNovember = Date(timeIntervalSince1970: 1_796_025_600)
private let newYear = Date(timeIntervalSince1970: 1_767_225_600)
private let endOf2027 = Date(timeIntervalSince1970: 1_830_293_999)

@Suite struct PropertySetterTests {
  @Test func keyPathPropertiesOfEveryKind() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <EveryKind string="Tom &amp; Jerry, a long text that is not a small string"
              optionalString="über" int="-42" optionalInt="7" double="1e-3" optionalDouble="2.5"
              bool="true" color="#FF8000" optionalColor="red" point="10 20" size="320, 44"
              rect="0 1 2 3" insets="8 16 8 16" date="2026-11-30T08:00:00+0000"
              optionalDate="2026-01-01" mood="busy" optionalMood="calm" frame="1 2 3 4"/>
        </nib>
        """, name: "EveryKind", registry: everyKindRegistry)
    for _ in 0..<2 {
      let object = try nib.instantiate().one(ofType: EveryKind.self)
      #expect(object.string == "Tom & Jerry, a long text that is not a small string")
      #expect(object.optionalString == "über")
      #expect(object.int == -42)
      #expect(object.optionalInt == 7)
      #expect(object.double == 0.001)
      #expect(object.optionalDouble == 2.5)
      #expect(object.bool)
      #expect(object.color == Color(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
      #expect(object.optionalColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
      #expect(object.point == Point(x: 10, y: 20))
      #expect(object.size == Size(width: 320, height: 44))
      #expect(object.rect == Rect(x: 0, y: 1, width: 2, height: 3))
      #expect(object.insets == Insets(top: 8, left: 16, bottom: 8, right: 16))
      #expect(object.date == lateNovember)
      #expect(object.optionalDate == newYear)
      #expect(object.mood == .busy)
      #expect(object.optionalMood == .calm)
      #expect(object.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    }
  }

  @Test func kitPropertiesOfEveryKind() throws {
    let nib = try Nib(
      xml: """
        <nib version="1">
          <ScrollView contentSize="320 2000" frame="0 0 320 480" clipsToBounds="true">
            <Label text="Text &amp; more, long enough to live on the heap" textColor="#abc"
                textAlignment="center" numberOfLines="2" font="system 17"/>
            <Button title="Go" titleColor="#FF800080" image="go" isEnabled="false"
                isSelected="true"/>
            <Switch isOn="true"/>
            <ActivityIndicator isAnimating="true" style="large"/>
            <DatePicker date="2026-11-30T08:00:00+0000" minimumDate="2026-01-01"
                maximumDate="2027-12-31T23:59:59+0100"/>
            <TableView rowHeight="44.5" style="grouped">
              <TableViewCell reuseIdentifier="cell" text="Row" detailText="Detail"
                  accessoryType="checkmark"/>
            </TableView>
          </ScrollView>
        </nib>
        """, name: "Kit")
    for _ in 0..<2 {
      let loaded = try nib.instantiate()
      let scroll = try #require(loaded.topLevelObjects.first as? ScrollView)
      #expect(scroll.contentSize == Size(width: 320, height: 2000))
      #expect(scroll.clipsToBounds)
      let label = try loaded.one(ofType: Label.self)
      #expect(label.text == "Text & more, long enough to live on the heap")
      #expect(label.textColor == Color(red: 170.0 / 255, green: 187.0 / 255, blue: 204.0 / 255))
      #expect(label.textAlignment == .center)
      #expect(label.numberOfLines == 2)
      let button = try loaded.one(ofType: Button.self)
      #expect(button.title == "Go" && button.image == "go")
      #expect(!button.isEnabled && button.isSelected)
      #expect(try loaded.one(ofType: Switch.self).isOn)
      let spinner = try loaded.one(ofType: ActivityIndicator.self)
      #expect(spinner.isAnimating && spinner.style == .large)
      let picker = try loaded.one(ofType: DatePicker.self)
      #expect(picker.date == lateNovember)
      #expect(picker.minimumDate == newYear)
      #expect(picker.maximumDate == endOf2027)
      let table = try loaded.one(ofType: TableView.self)
      #expect(table.rowHeight == 44.5 && table.style == .grouped)
      let cell = try loaded.one(ofType: TableViewCell.self)
      #expect(cell.reuseIdentifier == "cell" && cell.text == "Row")
      #expect(cell.detailText == "Detail" && cell.accessoryType == .checkmark)
    }
  }

  @Test func descriptorAppliesAValueGivenByValue() throws {
    let descriptor = try #require(TypeRegistry.standard.type(named: "Label")?.properties["text"])
    let label = Label()
    descriptor.apply(label, .string("set directly"))
    #expect(label.text == "set directly")
    // A value of another kind is ignored, as the compiler never pairs them.
    descriptor.apply(label, .int(3))
    #expect(label.text == "set directly")
  }
}
