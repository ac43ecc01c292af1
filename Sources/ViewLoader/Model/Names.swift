// The syntax of the names a nib file uses: ids, references and nib names.

/// Nib names are plain: `[A-Za-z0-9_.-]+`, not `.` or `..`, no path separators.
func isPlainNibName(_ name: String) -> Bool {
  guard !name.isEmpty, name != ".", name != "..", !name.contains("..") else { return false }
  return name.utf8.allSatisfy { byte in
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
      UInt8(ascii: "-"):
      true
    default: false
    }
  }
}

/// Ids are `[A-Za-z_][A-Za-z0-9_.-]*`.
package func isValidID(_ id: String) -> Bool {
  var id = id
  return id.withUTF8(isValidID(utf8:))
}

/// Whether UTF-8 bytes spell an id, `[A-Za-z_][A-Za-z0-9_.-]*` (read in place: ids are checked
/// for every object of every file).
func isValidID(utf8 id: UnsafeBufferPointer<UInt8>) -> Bool {
  guard let first = id.first else { return false }
  let startOK =
    (first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
    || (first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")) || first == UInt8(ascii: "_")
  guard startOK else { return false }
  for byte in id.dropFirst() {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."),
      UInt8(ascii: "-"):
      continue
    default:
      return false
    }
  }
  return true
}

/// What the message about a missing nib adds when its name looks like a file's: a nib is
/// named without its extension (`Header`, for `Header.nib` or `Header.xib`).
func missingNibHint(_ name: String) -> String {
  for suffix in [".nib", ".xib"]
  where name.utf8.count > suffix.utf8.count && name.lowercased().hasSuffix(suffix) {
    return "; a nib is named without its extension: '\(name.dropLast(suffix.count))'"
  }
  return ""
}
