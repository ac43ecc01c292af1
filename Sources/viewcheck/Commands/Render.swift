import FoundationEssentials
import Glibc
import ViewLoader

/// `viewcheck render [-o OUT.svg] [--object ID] [--schema F] [--size W H] <file>`: the file's
/// view as SVG (with `--size`, resized and laid out by Auto Layout first).
enum Render {
  /// Instantiates the file without an owner and writes the SVG of its first top-level view, or
  /// of the view with the id given; on compile errors prints them on standard error (text
  /// format) and returns 1, as `dump` does.
  /// - Parameters:
  ///   - options: The parsed options.
  ///   - console: Where to write.
  /// - Throws: ``RunFailure`` when the file, a schema or the output cannot be used, or when the
  ///   file has no view to draw (exit status 2).
  static func run(_ options: RenderOptions, console: Console) throws(RunFailure) -> Int32 {
    let linter = try makeLinter(schemas: options.schemas, console: console, file: options.file)
    let loaded: LoadedNib
    switch linter.instantiateForPicture(path: options.file) {
    case .success(let result):
      loaded = result
    case .failure(let error):
      return try CompileFailure.report(error, file: options.file, console: console)
    }
    let view = try pickView(in: loaded, id: options.objectID, file: options.file)
    if let size = options.size {
      view.frame.size = Size(width: size.width, height: size.height)
      var spent = 0
      if let refused = linter.layOut(view, of: loaded, spent: &spent) {
        return try CompileFailure.report(
          NibError(diagnostics: [refused]), file: options.file, console: console)
      }
    }
    var renderOptions = SVGRenderer.Options(scale: options.scale, showsIDs: options.showsIDs)
    renderOptions.objectTypeNames = loaded.typeNamesByObject()
    let svg = SVGRenderer(options: renderOptions).render(view)
    if let output = options.output {
      let path =
        PathName.isAbsolute(output) ? output : PathName.join(console.currentDirectory, output)
      do {
        try svg.write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        throw RunFailure("cannot write '\(output)': \(RunFailure.reason(error))")
      }
    } else {
      console.writeOutput(svg)
    }
    return 0
  }

  /// A linter with the schemas given, after checking that the file is a regular file.
  static func makeLinter(schemas: [String], console: Console, file: String?) throws(RunFailure)
    -> Linter
  {
    if let file {
      var status = stat()
      guard stat(file, &status) == 0 else { throw RunFailure.noSuchFile(file) }
      if let kind = RunFailure.nonRegularKind(status.st_mode) {
        throw RunFailure("cannot read '\(file)': \(kind)")
      }
    }
    var configuration = LintConfiguration()
    for path in schemas {
      configuration.schemas.append(try SchemaFile.load(path: path, in: console.currentDirectory))
    }
    do {
      return try Linter(configuration: configuration)
    } catch {
      throw RunFailure("\(error)")
    }
  }

  /// The view with `id`, or the first top-level view, or else the first view without a
  /// superview (a view controller's or a collection view item's view, in a document whose
  /// only top-level objects are controllers).
  static func pickView(in loaded: LoadedNib, id: String?, file: String) throws(RunFailure)
    -> View
  {
    if let id {
      do {
        return try loaded.object(withID: id, as: View.self)
      } catch {
        throw RunFailure("\(file): \(error)")
      }
    }
    if let view = loaded.topLevelObjects.first(where: { $0 is View }) as? View { return view }
    guard let view = loaded.objects(ofType: View.self).first(where: { $0.superview == nil })
    else {
      throw RunFailure("\(file): the file has no view to draw")
    }
    return view
  }
}
