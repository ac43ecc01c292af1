import Foundation
import Testing

@testable import viewcheck

@Suite struct BenchTests {
  /// Bench numbers are written as Foundation's `String(format: "%.Nf")` wrote them, so the last
  /// line keeps its exact shape.
  @Test(arguments: [2, 3])
  func formatMatchesFoundation(digits: Int) {
    let values: [Double] = [
      0, -0.0, 0.0005, 0.0015, 0.0025, 0.004999, 1, 1.5, 2.675, 12.3456789, 999.9995, 1e-9,
      123_456_789.123_456, 1e300, -3.14159, .infinity, -.infinity, .nan, .ulpOfOne,
      .leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]
    for value in values {
      #expect(Bench.format(value, digits: digits) == String(format: "%.\(digits)f", value))
    }
  }

  @Test func lastLineShape() throws {
    let result = runInProcess(["bench", "--generate", "20"])
    #expect(result.status == 0)
    let last = try #require(result.output.split(separator: "\n").last)
    let pattern = #/views=\d+ build_ms=\d+\.\d{3} instantiate_ms=\d+\.\d{3} floor_ms=\d+\.\d{3}/#
    #expect(try pattern.wholeMatch(in: String(last)) != nil)
  }
}
