import Foundation

/// A fuzz input split into a small folder of nib files, so that includes and stubs are fuzzed
/// too (libxml2's own harness splits its inputs into entities the same way).
///
/// The input is cut at each line that holds only `%%`: the first part becomes `A.nib` (the
/// nib under test), the next ones `B.nib`, `C.nib`, `D.nib` and `E.nib`, which the first can
/// name in `<include nib="B"/>` or `<stub nib="C"/>`. Parts past the fifth are ignored.
struct VirtualFolder {
  /// The names of the parts, in order.
  static let names = ["A", "B", "C", "D", "E"]
  /// The separator line, with the line breaks around it.
  static let separator = Array("\n%%\n".utf8)

  /// The files' contents, by name.
  let files: [(name: String, bytes: [UInt8])]

  /// Splits `input` into parts.
  init(_ input: UnsafeRawBufferPointer) {
    var parts: [[UInt8]] = []
    var current: [UInt8] = []
    var index = 0
    let separator = Self.separator
    while index < input.count {
      if parts.count < Self.names.count - 1, input[index] == separator[0],
        index + separator.count <= input.count,
        (0..<separator.count).allSatisfy({ input[index + $0] == separator[$0] })
      {
        parts.append(current)
        current = []
        index += separator.count
        continue
      }
      current.append(input[index])
      index += 1
    }
    parts.append(current)
    files = zip(Self.names, parts).map { (name: $0, bytes: $1) }
  }

  /// Writes the parts into `directory` as `<name>.nib`, removing the files of earlier inputs
  /// that this one does not have.
  func write(to directory: String) {
    for (index, name) in Self.names.enumerated() {
      let path = "\(directory)/\(name).nib"
      if index < files.count {
        let data = Data(files[index].bytes)
        guard FileManager.default.createFile(atPath: path, contents: data) else {
          fatalError("cannot write \(path)")
        }
      } else {
        unlink(path)
      }
    }
  }

  /// A fresh folder for the inputs of this process: in `/dev/shm` when it exists (no disk
  /// traffic), else in the temporary folder.
  static func makeScratchDirectory() -> String {
    let base =
      FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    let path = "\(base)/viewloader-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
