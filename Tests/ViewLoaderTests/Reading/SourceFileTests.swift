import Testing

@testable import ViewLoader

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A fresh directory under /tmp, removed (with what the test put in it) when dropped.
final class TemporaryDirectory {
  let path: String
  private var created: [String] = []

  init() throws {
    var template = Array("/tmp/viewloader-test-XXXXXX".utf8CString)
    guard let result = mkdtemp(&template) else { throw TestFailure("mkdtemp failed") }
    path = String(cString: result)
  }

  deinit {
    for file in created.reversed() {
      if unlink(file) != 0 { rmdir(file) }
    }
    rmdir(path)
  }

  /// Writes a file and returns its path.
  @discardableResult
  func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let file = track(name)
    let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw TestFailure("cannot create \(file)") }
    defer { close(descriptor) }
    let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    guard written == bytes.count else { throw TestFailure("short write to \(file)") }
    return file
  }

  /// The path of a new entry (made by the caller) that is removed with the directory.
  func track(_ name: String) -> String {
    let file = path + "/" + name
    created.append(file)
    return file
  }
}

struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

@Suite struct SourceFileTests {
  private func read(_ path: String, limit: Int = 64 << 20) -> Result<[UInt8], NibError> {
    SourceFile.read(path: path, displayName: "shown.nib", limits: NibLimits(fileSize: limit))
  }

  /// The single diagnostic of a failed read.
  private func failure(_ result: Result<[UInt8], NibError>) -> Diagnostic? {
    guard case .failure(let error) = result, error.diagnostics.count == 1 else { return nil }
    return error.diagnostics[0]
  }

  @Test func readsARegularFile() throws {
    let directory = try TemporaryDirectory()
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0) }
    let path = try directory.write("a.nib", bytes)
    #expect(try read(path).get() == bytes)
    let empty = try directory.write("empty.nib", [])
    #expect(try read(empty).get() == [])
  }

  @Test func followsSymbolicLinksToRegularFiles() throws {
    let directory = try TemporaryDirectory()
    let target = try directory.write("target.nib", Array("<nib/>".utf8))
    let link = directory.track("link.nib")
    #expect(symlink(target, link) == 0)
    #expect(try read(link).get() == Array("<nib/>".utf8))
  }

  @Test func directoryIsUnreadable() throws {
    let directory = try TemporaryDirectory()
    let diagnostic = failure(read(directory.path))
    #expect(diagnostic?.rule == "unreadable-file")
    #expect(diagnostic?.message.contains("is a directory") == true)
    #expect(diagnostic?.location == SourceLocation(file: "shown.nib", line: 1, column: 1))
  }

  @Test func fifoIsRefusedWithoutBlocking() throws {
    let directory = try TemporaryDirectory()
    let fifo = directory.track("pipe.nib")
    #expect(mkfifo(fifo, 0o644) == 0)
    let diagnostic = failure(read(fifo))
    #expect(diagnostic?.rule == "unreadable-file")
    #expect(diagnostic?.message.contains("not a regular file") == true)
  }

  @Test func deviceBehindASymbolicLinkIsRefused() throws {
    let directory = try TemporaryDirectory()
    let link = directory.track("zero.nib")
    #expect(symlink("/dev/zero", link) == 0)
    let diagnostic = failure(read(link))
    #expect(diagnostic?.rule == "unreadable-file")
    #expect(diagnostic?.message.contains("character device") == true)
  }

  @Test func fileOverTheSizeLimitIsNotRead() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("big.nib", [UInt8](repeating: 0x20, count: 1_001))
    let diagnostic = failure(read(path, limit: 1_000))
    #expect(diagnostic?.rule == "limit-exceeded")
    #expect(diagnostic?.message == "file is 1001 bytes; the limit is 1000")
    #expect(try read(path, limit: 1_001).get().count == 1_001)
  }

  @Test func missingFileIsUnreadable() throws {
    let directory = try TemporaryDirectory()
    let diagnostic = failure(read(directory.path + "/missing.nib"))
    #expect(diagnostic?.rule == "unreadable-file")
    #expect(diagnostic?.message.contains("No such file or directory") == true)
  }

  /// Tests run as root here, and root reads a mode-000 file anyway: then the read must simply
  /// succeed; as any other user it must fail with the system's reason.
  @Test func fileWithoutReadPermission() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.write("secret.nib", Array("<nib/>".utf8))
    #expect(chmod(path, 0) == 0)
    let result = read(path)
    if geteuid() == 0 {
      #expect(try result.get() == Array("<nib/>".utf8))
    } else {
      let diagnostic = failure(result)
      #expect(diagnostic?.rule == "unreadable-file")
      #expect(diagnostic?.message.contains("Permission denied") == true)
    }
  }
}
