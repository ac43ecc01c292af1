import Foundation
import Testing

@testable import ViewLoader

@Suite struct ScratchTests {
  @Test func outsideFidelity() throws {
    guard let dirs = ProcessInfo.processInfo.environment["SCRATCH_DIRS"],
      let out = ProcessInfo.processInfo.environment["SCRATCH_OUT"]
    else { return }
    var report = ""
    var views = 0
    var within = 0
    for dir in dirs.split(separator: ":") {
      let folder = URL(fileURLWithPath: String(dir))
      let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".xib") }.sorted()
      for file in files {
        let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
        guard text.contains("<constraint "), text.contains("<document") else { continue }
        guard let result = try? LayoutFidelityTests.measure(file, in: folder) else { continue }
        views += result.views
        within += result.within
        report += "\(dir)/\(file)\t\(result.within)/\(result.views)\n"
        report += result.offViews.joined(separator: "\n") + (result.offViews.isEmpty ? "" : "\n")
      }
    }
    report += "overall\t\(within)/\(views)\n"
    try report.write(toFile: out, atomically: true, encoding: .utf8)
  }
}
