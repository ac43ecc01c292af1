import Testing

@testable import ViewLoader

/// Views keep colours packed where that loses nothing; what is read back must be the very
/// colour that was set, bit for bit.
@Suite struct StoredColorTests {
  private func bits(_ color: Color?) -> [UInt64]? {
    color.map { [$0.red, $0.green, $0.blue, $0.alpha].map(\.bitPattern) }
  }

  @Test func everyEightBitComponentPacksAndComesBackExactly() {
    for n in 0...255 {
      let component = Double(n) / 255
      let color = Color(
        red: component, green: Double(255 - n) / 255, blue: component, alpha: component)
      let stored = StoredColor(color)
      guard case .packed = stored else {
        Issue.record("\(n)/255 did not pack")
        continue
      }
      #expect(bits(stored.color) == bits(color))
    }
  }

  @Test(arguments: [
    Color.gray, Color.orange, Color(red: 1.0 / 3, green: 0.1, blue: 0.2, alpha: 0.3),
    Color(red: -0.0, green: 0, blue: 0), Color(red: 2, green: -1, blue: 0.5, alpha: 1),
    Color(red: .nan, green: .infinity, blue: -.infinity, alpha: 1),
    Color(red: 0.2 + 1e-15, green: 0, blue: 0),
  ])
  func otherColoursAreKeptWhole(_ color: Color) {
    let stored = StoredColor(color)
    guard case .exact = stored else {
      Issue.record("\(color) packed, losing bits")
      return
    }
    #expect(bits(stored.color) == bits(color))
  }

  @Test func viewsGiveBackTheColourThatWasSet() {
    let view = Label()
    let colors = [Color.gray, Color(red: 92.0 / 255, green: 135.0 / 255, blue: 46.0 / 255), .clear]
    for color in colors {
      view.backgroundColor = color
      view.textColor = color
      #expect(bits(view.backgroundColor) == bits(color))
      #expect(bits(view.textColor) == bits(color))
    }
    view.backgroundColor = nil
    #expect(view.backgroundColor == nil)
    let button = Button()
    button.titleColor = .orange
    #expect(button.titleColor == .orange)
  }

  @Test func aStoredColourTakesEightBytesOptionalOrNot() {
    #expect(MemoryLayout<StoredColor>.size == 8)
    #expect(MemoryLayout<StoredColor?>.size == 8)
  }

  /// The compiler packs hex colours straight from their digits: the bits must be those that
  /// packing the parsed colour gives, for every form and either case of digit.
  @Test(arguments: [3, 6, 8])
  func hexColorsPackAsTheirParsedColor(digitCount: Int) {
    let digits = Array("0123456789abcdefABCDEF".utf8)
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15 &* UInt64(digitCount)
    for _ in 0..<500 {
      var text: [UInt8] = [UInt8(ascii: "#")]
      for _ in 0..<digitCount {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text.append(digits[Int(seed >> 33) % digits.count])
      }
      text.withUnsafeBufferPointer { bytes in
        guard case .success(.color(let color)) = ValueSyntax.parse(bytes: bytes, as: .color)
        else {
          Issue.record("\(String(decoding: bytes, as: UTF8.self)) did not parse")
          return
        }
        #expect(ValueSyntax.packedHexColor(bytes) == StoredColor.pack(color))
      }
    }
  }

  @Test(arguments: ["red", "#12345", "#1234567", " #123", "#12G", "#", ""])
  func otherColorsAreLeftToTheParser(text: String) {
    let bytes = Array(text.utf8)
    #expect(bytes.withUnsafeBufferPointer { ValueSyntax.packedHexColor($0) } == nil)
  }
}
