import FoundationEssentials
import Testing
import ViewLoader

/// Compares a view's picture and the outline of its tree with the snapshot recorded as `name`,
/// and records an issue (Swift Testing) when they differ.
///
/// ```swift
/// @Test func loginScreen() throws {
///   let controller = LoginController()
///   try library.nib(named: "Login").instantiate(owner: controller, externals: ["theme": Theme()])
///   assertSnapshot(of: try #require(controller.view), named: "login")
/// }
/// ```
///
/// A snapshot is two files in `__Snapshots__/<TestFile>/` beside the test file: `login.svg`,
/// the picture ``SVGRenderer`` draws, and `login.txt`, one line per view with its type, id,
/// frame and texts. A missing snapshot is recorded and the assertion fails once, saying so; run
/// the tests with `VIEWLOADER_RECORD_SNAPSHOTS=1` to record every snapshot again (an assertion
/// whose snapshot changed then fails once). On a mismatch the actual files are written beside
/// the expected ones (`login.actual.svg`, `login.actual.txt`) and the issue names the first line
/// of the outline that differs (of the picture, when the outlines agree).
/// - Parameters:
///   - view: The root of the tree to draw, as it is now.
///   - name: The snapshot's name, a plain file name (`[A-Za-z0-9_.-]`, not starting with `.`).
///   - registry: The types whose names the picture and outline give; the standard kit by
///     default (pass the app's registry to see its type names).
///   - scale: Pixels per point of the picture.
///   - fileID: The calling file's id, for the issue's location.
///   - filePath: The calling test file: the snapshots are beside it.
///   - line: The calling line, for the issue's location.
///   - column: The calling column, for the issue's location.
public func assertSnapshot(
  of view: View, named name: String, registry: TypeRegistry = .standard, scale: Double = 1,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column
) {
  let svg = SVGRenderer(options: .init(scale: scale, registry: registry)).render(view)
  var outline = ViewOutline(registry: registry)
  let record = ProcessInfo.processInfo.environment["VIEWLOADER_RECORD_SNAPSHOTS"] == "1"
  let outcome = SnapshotStore(testFilePath: filePath).check(
    name: name, svg: svg, outline: outline.text(of: view), record: record)
  guard let message = outcome.message(name: name) else { return }
  Issue.record(
    Comment(rawValue: message),
    sourceLocation: Testing.SourceLocation(
      fileID: fileID, filePath: filePath, line: line, column: column))
}
