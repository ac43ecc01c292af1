import Testing

@testable import ViewLoader

/// The kit keeps some state in fewer bytes than its public type, or in a box made on first
/// write: every value a property takes must still come back as it was set.
@Suite struct KitCompactStorageTests {
  @Test(arguments: [
    0, 1, 7, -1, Int(Int32.max), Int(Int32.min), Int(Int32.min) + 1, Int(Int32.max) + 1,
    Int(Int32.min) - 1, Int.max, Int.min,
  ])
  func numberOfLinesRoundTrips(_ lines: Int) {
    let label = Label()
    label.numberOfLines = lines
    #expect(label.numberOfLines == lines)
    // Back to a small number after a large one, and the other way round.
    label.numberOfLines = 3
    #expect(label.numberOfLines == 3)
    label.numberOfLines = lines
    #expect(label.numberOfLines == lines)
  }

  @Test func numberOfLinesLeavesTheOtherRareStateAlone() {
    let label = Label()
    label.minimumScaleFactor = 0.5
    label.numberOfLines = Int.max
    #expect(label.minimumScaleFactor == 0.5)
    #expect(label.numberOfLines == Int.max)
    label.adjustsFontSizeToFitWidth = true
    #expect(label.numberOfLines == Int.max)
  }

  @Test func buttonImageRoundTrips() {
    let button = Button()
    #expect(button.image == nil)
    button.image = nil
    #expect(button.image == nil)
    button.image = "star"
    #expect(button.image == "star" && button.image(for: .normal) == "star")
    #expect(button.image(for: .selected) == "star")
    button.setImage("star.fill", for: .selected)
    #expect(button.image(for: .selected) == "star.fill")
    button.image = nil
    #expect(button.image == nil && button.image(for: .normal) == nil)
    #expect(button.image(for: .selected) == "star.fill")
    button.font = "system 15"
    button.image = "gear"
    #expect(button.font == "system 15" && button.image == "gear")
  }

  @Test func textFieldFlagBesideItsTexts() {
    let field = TextField()
    field.isSecureTextEntry = true
    field.text = "secret"
    field.placeholder = "Password"
    #expect(field.isSecureTextEntry && field.text == "secret" && field.placeholder == "Password")
    field.isSecureTextEntry = false
    #expect(!field.isSecureTextEntry && field.text == "secret")
  }
}
