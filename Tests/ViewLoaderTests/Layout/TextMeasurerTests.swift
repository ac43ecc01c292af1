import Testing

@testable import ViewLoader

@Suite struct TextMeasurerTests {
  @Test(arguments: [
    ("system 17", FontFace.Family.systemText, FontFace.Weight.regular, false, 17.0, false),
    ("system-bold 17", .systemText, .bold, false, 17, false),
    ("system-semibold 15", .systemText, .semibold, false, 15, false),
    ("system-italic 12", .systemText, .regular, true, 12, false),
    ("boldSystem 22", .systemDisplay, .bold, false, 22, false),
    ("system-medium 20", .systemDisplay, .medium, false, 20, false),
    ("HelveticaNeue 15", .sans, .regular, false, 15, false),
    ("HelveticaNeue-Bold 15", .sans, .bold, false, 15, false),
    ("HelveticaNeue-LightItalic 9.5", .sans, .light, true, 9.5, false),
    ("Arial-BoldMT 12", .sans, .bold, false, 12, false),
    ("Menlo-Regular 11", .mono, .regular, false, 11, false),
    ("TimesNewRomanPS-BoldItalicMT 14", .serif, .bold, true, 14, false),
    ("ProximaNova-Semibold 16", .systemText, .semibold, false, 16, true),
    ("Roboto-Light 13", .roboto, .light, false, 13, false),
    ("Roboto-MediumItalic 14", .roboto, .medium, true, 14, false),
    ("headline", .systemText, .semibold, false, 17, false),
    ("body", .systemText, .regular, false, 17, false),
    ("caption1", .systemText, .regular, false, 12, false),
    ("largeTitle", .systemDisplay, .regular, false, 34, false),
    ("UICTFontTextStyleSubhead", .systemText, .regular, false, 15, false),
  ])
  func fontDescriptionsNameAFaceAndASize(
    description: String, family: FontFace.Family, weight: FontFace.Weight, italic: Bool,
    size: Double, substitute: Bool
  ) throws {
    let font = try #require(TextFont(description: description))
    #expect(font.family == family)
    #expect(font.weight == weight)
    #expect(font.isItalic == italic)
    #expect(font.pointSize == size)
    #expect(font.isSubstitute == substitute)
  }

  @Test(arguments: [
    "", "system", "system 0", "system -3", "system abc", "system 17 bold", "title9",
  ])
  func malformedFontDescriptionsAreRefused(description: String) {
    #expect(TextFont(description: description) == nil)
  }

  /// A description read again gives the same font, a malformed one `nil` again, and many
  /// distinct descriptions each read to their own size.
  @Test func aDescriptionReadAgainGivesTheSameFont() throws {
    for _ in 0..<2 {
      let font = try #require(TextFont(description: "HelveticaNeue-BoldItalic 15"))
      #expect(font.family == .sans && font.weight == .bold && font.isItalic)
      #expect(font.pointSize == 15)
      #expect(TextFont(description: "system 17 bold") == nil)
    }
    for size in 1...600 {
      #expect(TextFont(description: "Menlo-Bold \(size)")?.pointSize == Double(size))
    }
    #expect(TextFont(description: "system -3") == nil)
  }

  @Test func theSystemFontHasUIKitsLineHeight() throws {
    let measurer = TextMeasurer(font: .labelDefault)
    #expect(abs(measurer.lineHeight - 20.287) < 0.001)
    #expect(measurer.labelHeight(lines: 1, displayScale: 2) == 20.5)
    #expect(measurer.labelHeight(lines: 1, displayScale: 1) == 21)
    #expect(abs(measurer.labelHeight(lines: 1, displayScale: 3) - 61.0 / 3) < 1e-9)
    #expect(measurer.labelHeight(lines: 2, displayScale: 2) == 41)
    // Caption 1 (12 points) is 14.5 high at two pixels per point.
    let caption = TextMeasurer(font: try #require(TextFont(description: "caption1")))
    #expect(caption.labelHeight(lines: 1) == 14.5)
  }

  /// The punctuation beyond Latin-1 that the table holds has its own advances (each had the
  /// one before it in the table: an ellipsis was a closing quote's width, an em dash an en
  /// dash's). Liberation Sans's, Arial's metrics: an em dash and an ellipsis 1 em, an en dash
  /// 0.556, a single quote 0.222, a bullet 0.35.
  @Test func punctuationBeyondLatin1HasItsOwnWidth() throws {
    let measurer = TextMeasurer(font: try #require(TextFont(description: "HelveticaNeue 10")))
    let widths: [(String, Double)] = [
      ("\u{2014}", 10), ("\u{2026}", 10), ("\u{2013}", 5.56), ("\u{2018}", 2.22),
      ("\u{2019}", 2.22), ("\u{2022}", 3.50), ("\u{2122}", 10),
    ]
    for (text, width) in widths {
      #expect(abs(measurer.width(of: text) - width) < 0.01, "\(text)")
    }
  }

  /// Every face's table has an advance for each scalar of its ranges and each extra scalar,
  /// and the lookup reads each scalar's from its place in the table (the ranges' and the
  /// extras' order, as the generator writes them).
  @Test func everyFaceHasAnAdvanceForEachScalarOfItsTable() throws {
    let count = FontFace.tableRanges.reduce(0) { $0 + $1.count }
    #expect(FontFace.extrasStart == count)
    let scalars = FontFace.tableRanges.flatMap { Array($0) } + FontFace.extraScalars
    for face in FontFace.table {
      #expect(face.advances.count == count + FontFace.extraScalars.count, "\(face.source)")
      for (place, value) in scalars.enumerated() {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(face.advance(of: scalar) == Double(face.advances[place]), "\(face.source) \(value)")
      }
    }
  }

  /// Greek, Cyrillic and Central European letters have their own widths, not the average of
  /// a...z: in Liberation Sans (Arial's metrics), "Ш" is 0.917 em, "ł" 0.222 and "ω" 0.781.
  @Test func lettersOfLocalizedDocumentsHaveTheirOwnWidths() throws {
    let measurer = TextMeasurer(font: try #require(TextFont(description: "HelveticaNeue 10")))
    for (text, width) in [("\u{0428}", 9.17), ("\u{0142}", 2.22), ("\u{03C9}", 7.81)] {
      #expect(abs(measurer.width(of: text) - width) < 0.01, "\(text)")
    }
  }

  @Test func widthsScaleWithTheSize() throws {
    let small = TextMeasurer(font: try #require(TextFont(description: "HelveticaNeue 10")))
    let large = TextMeasurer(font: try #require(TextFont(description: "HelveticaNeue 30")))
    let text = "Hello, World"
    #expect(abs(large.width(of: text) - 3 * small.width(of: text)) < 1e-9)
    // Liberation Sans is Arial's metrics: "W" is 0.944 em, "i" 0.222 em.
    #expect(abs(small.width(of: "W") - 9.44) < 0.01)
    #expect(abs(small.width(of: "i") - 2.22) < 0.01)
    // Monospace: every character the same.
    let mono = TextMeasurer(font: try #require(TextFont(description: "Menlo 10")))
    #expect(mono.width(of: "iiii") == mono.width(of: "WWWW"))
  }

  @Test func scalarsBeyondTheTableHaveSensibleWidths() throws {
    let measurer = TextMeasurer(font: try #require(TextFont(description: "Arial 20")))
    #expect(measurer.width(of: "漢字") == 40)  // East Asian wide: one em each
    #expect(measurer.width(of: "e\u{301}") == measurer.width(of: "e"))  // combining accent
    #expect(measurer.width(of: "…") > measurer.width(of: "."))  // in the extra table
    let cyrillic = measurer.width(of: "ж")  // the mean width of a…z
    #expect(cyrillic > measurer.width(of: "i") && cyrillic < measurer.width(of: "m"))
  }

  /// A line that overhangs its width by less than a point still fits: the kit's widths are
  /// within a point of Apple's fonts for two thirds of real labels, and a word sent to a line
  /// of its own by that error doubles a label's height (`Voices sound louder` at 15 points,
  /// 139.5 wide in Interface Builder, measures a little over 139.5 here).
  @Test func aLineWithinAPointOfItsWidthFits() throws {
    let measurer = TextMeasurer(font: try #require(TextFont(description: "Menlo 10")))
    let character = measurer.width(of: "a")  // 6 points
    let text = "aaa bbb"
    #expect(measurer.paragraph(of: text, maximumWidth: 7 * character - 0.9).lineWidths.count == 1)
    #expect(measurer.paragraph(of: text, maximumWidth: 7 * character - 1.1).lineWidths.count == 2)
  }

  @Test func paragraphsWrapByWordsWithinTheLineLimit() throws {
    let measurer = TextMeasurer(font: try #require(TextFont(description: "Menlo 10")))
    let character = measurer.width(of: "a")  // 6 points
    let text = "aaa bbb ccc dddd"
    // Room for 7 characters: "aaa bbb" / "ccc" / "dddd".
    let wrapped = measurer.paragraph(of: text, maximumWidth: 7 * character)
    #expect(wrapped.lineWidths == [7 * character, 3 * character, 4 * character])
    #expect(wrapped.size.height == 3 * measurer.lineHeight)
    #expect(!wrapped.isTruncated)
    // Two lines at most: the second ends in an ellipsis and fills the width.
    let limited = measurer.paragraph(of: text, maximumWidth: 7 * character, numberOfLines: 2)
    #expect(limited.lineWidths == [7 * character, 7 * character])
    #expect(limited.isTruncated)
    // A word wider than the line breaks between characters; spaces at a line's end are free.
    let long = measurer.paragraph(of: "abcdefghij   ", maximumWidth: 4 * character)
    #expect(long.lineWidths == [4 * character, 4 * character, 2 * character])
    // Line breaks start lines, an empty one included.
    let lines = measurer.paragraph(of: "ab\n\r\ncd\u{2028}e")
    #expect(lines.lineWidths == [2 * character, 0, 2 * character, character])
    // Hyphens are break opportunities.
    let hyphen = measurer.paragraph(of: "well-known", maximumWidth: 6 * character)
    #expect(hyphen.lineWidths == [5 * character, 5 * character])
  }

  @Test func labelSizesAreIntrinsicAndRoundedUp() throws {
    let measurer = TextMeasurer(font: .labelDefault)
    #expect(measurer.labelSize(of: nil, numberOfLines: 1) == Size(width: 0, height: 0))
    #expect(measurer.labelSize(of: "", numberOfLines: 0) == Size(width: 0, height: 0))
    let single = measurer.labelSize(of: "Label", numberOfLines: 1)
    #expect(single.height == 20.5)
    #expect(single.width * 2 == (single.width * 2).rounded())
    // A single-line label ignores the preferred width; a multi-line one wraps at it.
    let text = "A label with enough words to wrap onto several lines"
    let wide = measurer.labelSize(of: text, numberOfLines: 1, preferredMaxLayoutWidth: 100)
    #expect(wide.width > 300 && wide.height == 20.5)
    let wrapped = measurer.labelSize(of: text, numberOfLines: 0, preferredMaxLayoutWidth: 100)
    #expect(wrapped.width <= 100 && wrapped.height >= 4 * 20)
  }

  @Test func theSystemFontIsTrackedBySize() {
    #expect(TextMeasurer.systemTracking(atSize: 17) == -0.43)
    #expect(TextMeasurer.systemTracking(atSize: 12) == 0)
    #expect(abs(TextMeasurer.systemTracking(atSize: 16.5) - (-0.375)) < 1e-9)
    #expect(TextMeasurer.systemTracking(atSize: 4) == 0.24)
    #expect(TextMeasurer.systemTracking(atSize: 200) == 0.2)
  }
}
