import Testing

@testable import ViewLoader

/// The fonts pictures draw text in, read from the kit's font descriptions.
struct KitFontTests {
  /// A text style has its size and weight; at another size (a tvOS document's `headline 38`)
  /// it keeps its weight; a family name's weight is read from it.
  @Test(arguments: [
    ("headline", 17.0, 600), ("headline 38", 38, 600), ("title1 76", 76, 400),
    ("system-bold 15", 15, 700), ("HelveticaNeue-Medium 13", 13, 500), ("system 17", 17, 400),
  ])
  func aDescriptionGivesItsSizeAndWeight(description: String, size: Double, weight: Int) {
    let font = KitFont(description, fallback: KitFont(size: 12))
    #expect(font == KitFont(size: size, weight: weight))
  }
}
