import FoundationEssentials
import Glibc
import ViewLoader

/// `viewcheck convert <file.xib> [-o <file.nib>]`: an Interface Builder document as a nib, with
/// the schema of the app types it names beside it.
enum Convert {
  /// Converts the document and writes the nib and its schema; on compile errors prints them on
  /// standard error (text format) and returns 1.
  /// - Parameters:
  ///   - options: The parsed options.
  ///   - console: Where to write.
  /// - Throws: ``RunFailure`` when the file cannot be read, is not an Interface Builder
  ///   document, or the output cannot be written (exit status 2).
  static func run(_ options: ConvertOptions, console: Console) throws(RunFailure) -> Int32 {
    var status = stat()
    guard stat(options.file, &status) == 0 else {
      throw RunFailure.noSuchFile(options.file)
    }
    if let kind = RunFailure.nonRegularKind(status.st_mode) {
      throw RunFailure("cannot read '\(options.file)': \(kind)")
    }
    let linter: Linter
    do {
      linter = try Linter()
    } catch {
      throw RunFailure("\(error)")
    }
    let conversion: InterfaceBuilderConversion
    do throws(InterfaceBuilderConversionError) {
      conversion = try linter.convert(path: options.file)
    } catch {
      switch error {
      case .notInterfaceBuilder:
        throw RunFailure(
          "'\(options.file)' is not an Interface Builder document: only a <document> is converted"
        )
      case .compile(let error):
        return try CompileFailure.report(error, file: options.file, console: console)
      }
    }
    let nibPath = options.output ?? defaultOutput(for: options.file)
    let schemaPath = schemaPath(besideNib: nibPath)
    try write(Array(conversion.nib.utf8), to: nibPath)
    try write(Array(conversion.schema) + [UInt8(ascii: "\n")], to: schemaPath)
    return 0
  }

  /// The document's path with `.nib` for its `.xib` (or `.nib` added).
  static func defaultOutput(for file: String) -> String {
    file.hasSuffix(".xib") ? String(file.dropLast(4)) + ".nib" : file + ".nib"
  }

  /// `Name.viewcheck-schema.json` in the nib's folder, for `Name.nib`.
  static func schemaPath(besideNib nib: String) -> String {
    let base = nib.hasSuffix(".nib") ? String(nib.dropLast(4)) : nib
    return base + ".viewcheck-schema.json"
  }

  private static func write(_ bytes: [UInt8], to path: String) throws(RunFailure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw RunFailure("cannot write '\(path)': \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeBytes { buffer in
        Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        throw RunFailure("cannot write '\(path)': \(String(cString: strerror(errno)))")
      }
      written += count
    }
  }
}
