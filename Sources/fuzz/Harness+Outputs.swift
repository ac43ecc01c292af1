import Foundation
import ViewLoader

/// What the tools write from an input, checked as a user relies on it: `viewcheck format`'s
/// text, `viewcheck convert`'s nib and schema, `viewcheck render`'s pictures.
extension Harness {
  /// Formatting is idempotent and lossless: formatting the result again changes nothing, and
  /// a file that compiles compiles, formatted, to the same tree (the same dump).
  func checkFormatting(of original: [UInt8], path: String) {
    let linter = linters[0]
    guard let formatter = try? NibFormatter(configuration: linter.configuration),
      let formatted = try? formatter.format(bytes: original, file: path)
    else { return }
    let again = try? formatter.format(bytes: formatted, file: path)
    check(again == formatted, "formatting the formatted file changes it again", [])
    guard case .success(let before) = linter.dump(path: path) else { return }
    write(formatted, to: path)
    let after = linter.dump(path: path)
    write(original, to: path)
    switch after {
    case .success(let dump):
      check(dump == before, "the formatted file compiles to another tree\n\(before)\n\(dump)", [])
    case .failure(let error):
      check(false, "the formatted file does not compile", error.diagnostics)
    }
  }

  /// An Interface Builder document that converts gives a nib that compiles, with the schema
  /// written beside it, without an error.
  func checkConversion(path: String) {
    guard let conversion = try? linters[1].convert(path: path) else { return }
    let folder = "\(directory)/converted"
    mkdir(folder, 0o700)
    let nib = "\(folder)/A.nib"
    write(Array(conversion.nib.utf8), to: nib)
    let schema: LintSchema
    do {
      schema = try LintSchema(json: Array(conversion.schema), file: "A.viewcheck-schema.json")
    } catch {
      check(false, "the converted nib's schema does not load: \(error)", [])
      return
    }
    var configuration = LintConfiguration()
    configuration.schemas = [schema]
    guard let linter = try? Linter(configuration: configuration) else {
      check(false, "no linter takes the converted nib's schema", [])
      return
    }
    let errors = linter.lint(path: nib).filter { $0.severity == .error }
    check(errors.isEmpty, "the converted nib has errors\n\(conversion.nib)", errors)
  }

  /// Every top-level view of a file that instantiates draws as well-formed XML: the reader
  /// finds no syntax or encoding error in the picture (only that its root is not `<nib>`).
  /// And a file the linter finds no error in instantiates, as a picture or a layout rule does
  /// (a reference the instantiation refuses is the file's error, reported before it ships).
  func checkPictures(path: String) {
    let instance = linters[1].instantiateForPicture(path: path)
    // (An error of an included file is that file's finding, not this one's.)
    if case .failure(let error) = instance,
      error.diagnostics.contains(where: { $0.location.file == path })
    {
      let errors = linters[1].lint(path: path).filter { $0.severity == .error }
      check(
        !errors.isEmpty, "a file the linter finds no error in does not instantiate",
        error.diagnostics)
    }
    guard case .success(let loaded) = instance else { return }
    let renderer = SVGRenderer()
    for case let view as View in loaded.topLevelObjects.prefix(4) {
      let picture = renderer.render(view)
      do {
        _ = try Nib(xml: picture, name: "Picture", registry: fuzzRegistry)
      } catch {
        let diagnostics = (error as? NibError)?.diagnostics ?? []
        let broken = diagnostics.filter {
          $0.rule == RuleID.xmlSyntax.rawValue || $0.rule == RuleID.xmlEncoding.rawValue
        }
        check(broken.isEmpty, "a picture that is not well-formed XML\n\(picture)", broken)
      }
    }
  }

  private func write(_ bytes: [UInt8], to path: String) {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
      fatalError("cannot write \(path)")
    }
  }
}
