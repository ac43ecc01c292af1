import Testing

@testable import ViewLoader

@Suite struct GeometryTests {
  @Test func theEdgesOfARectWithANegativeSizeAreWhereItLies() {
    // A negative width or height extends the rect left or up from its origin, as in Core
    // Graphics: minX is still the left edge, maxX the right one.
    let rect = Rect(x: 10, y: 20, width: -10, height: -5)
    #expect(rect.minX == 0 && rect.maxX == 10)
    #expect(rect.minY == 15 && rect.maxY == 20)
    #expect(rect.width == -10 && rect.origin == Point(x: 10, y: 20))
    let plain = Rect(x: 10, y: 20, width: 30, height: 40)
    #expect(plain.minX == 10 && plain.maxX == 40 && plain.minY == 20 && plain.maxY == 60)
  }

  @Test func containsComparesWhereRectsWithNegativeSizesLie() {
    let bounds = Rect(x: 0, y: 0, width: 20, height: 20)
    // From x = 5 twenty to the left: -15...5, partly outside.
    #expect(!bounds.contains(Rect(x: 5, y: 5, width: -20, height: 1)))
    // 5...15 both ways: inside.
    #expect(bounds.contains(Rect(x: 15, y: 15, width: -10, height: -10)))
    #expect(
      Rect(x: 20, y: 20, width: -20, height: -20).contains(Rect(x: 1, y: 1, width: 2, height: 2)))
    #expect(
      !Rect(x: 20, y: 20, width: -20, height: -20).contains(Rect(x: 19, y: 1, width: 2, height: 2)))
  }

  @Test func aRectWithANaNComponentContainsNothingAndLiesInNothing() {
    let nan = Rect(x: 0, y: 0, width: .nan, height: 1)
    #expect(!Rect(x: 0, y: 0, width: 10, height: 10).contains(nan))
    #expect(!nan.contains(Rect(x: 0, y: 0, width: 1, height: 1)))
    #expect(
      !Rect(x: 0, y: 0, width: 10, height: 10).contains(Rect(x: .nan, y: 0, width: 1, height: 1)))
  }
}
