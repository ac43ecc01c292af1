/// One of `count` parts of the files a run finds, from `--shard i/n`: a CI matrix of `n` jobs,
/// job `i` running `viewcheck --shard i/n <same paths>`, checks every file exactly once.
///
/// A file's part depends on its path alone: the 64-bit FNV-1a hash of the path's UTF-8 bytes
/// (as printed, so every job must be given the same paths), mixed by MurmurHash3's 64-bit
/// finalizer so that every bit of the hash counts, modulo `count`. So the parts are
/// deterministic (the same on every machine and every run, unlike Swift's `Hasher`, which is
/// seeded per process), disjoint and complete, and adding or removing a file moves no other file
/// to another part. The parts are balanced only statistically: a handful of files may all land
/// in one part.
///
/// Findings are reported by the part that holds the file whose check finds them, so a finding
/// that an included file causes in the file that includes it is reported by the including
/// file's part, and the parts' findings together are exactly those of an unsharded run.
struct Shard: Sendable, Equatable {
  /// Which part, from 1 to ``count``.
  let index: Int
  /// How many parts, at least 1.
  let count: Int

  /// Why a `--shard` value was refused.
  struct ParseError: Error, Equatable {
    /// What to provide instead, as a sentence.
    var advice: String
  }

  /// A shard, from `--shard`'s value.
  /// - Parameter text: `i/n`: two whole numbers in decimal digits, `1 <= i <= n`.
  /// - Throws: ``ParseError`` saying what to provide instead.
  init(parsing text: String) throws(ParseError) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Shard.wholeNumber(parts[0]),
      let count = Shard.wholeNumber(parts[1])
    else {
      throw ParseError(
        advice: "Please provide the shard's number and the number of shards as 'i/n', "
          + "such as '1/4'.")
    }
    guard count >= 1 else {
      throw ParseError(advice: "Please provide a number of shards of at least 1.")
    }
    guard (1...count).contains(index) else {
      throw ParseError(advice: "Please provide a shard number from 1 to \(count).")
    }
    self.init(index: index, count: count)
  }

  /// A shard.
  /// - Parameters:
  ///   - index: Which part, from 1 to `count`.
  ///   - count: How many parts, at least 1.
  init(index: Int, count: Int) {
    precondition(count >= 1 && (1...count).contains(index), "shard \(index)/\(count)")
    self.index = index
    self.count = count
  }

  /// Whether this part holds the file at `path`.
  /// - Parameter path: The path as printed.
  func contains(_ path: String) -> Bool {
    Shard.part(ofPath: path, count: count) == index
  }

  /// The part a path belongs to when there are `count` parts, from 1 to `count`.
  /// - Parameters:
  ///   - path: The path as printed.
  ///   - count: How many parts, at least 1.
  static func part(ofPath path: String, count: Int) -> Int {
    Int(mixed(StableHash.fnv1a64(path)) % UInt64(count)) + 1
  }

  /// What this part holds of a search's result: its files, and the folders and names reported
  /// as unreadable (their findings belong to the part of their path). Missing paths are kept:
  /// they stop every part's run.
  /// - Parameter found: What a search found.
  func part(of found: FileDiscovery.Result) -> FileDiscovery.Result {
    var part = found
    part.files = found.files.filter(contains)
    part.unreadableFolders = found.unreadableFolders.filter(contains)
    part.unnamable = found.unnamable.filter(contains)
    return part
  }

  /// MurmurHash3's 64-bit finalizer: every input bit affects every output bit (FNV-1a's low
  /// bits depend on the bytes' low bits alone, so a count that is a power of two would split
  /// paths by little more than their bytes' last bits).
  /// - Parameter value: A hash.
  static func mixed(_ value: UInt64) -> UInt64 {
    var value = value
    value ^= value >> 33
    value &*= 0xff51_afd7_ed55_8ccd
    value ^= value >> 33
    value &*= 0xc4ce_b9fe_1a85_ec53
    value ^= value >> 33
    return value
  }

  /// A whole number written in decimal digits alone (no sign, no spaces), when it fits an `Int`.
  private static func wholeNumber(_ text: Substring) -> Int? {
    guard !text.isEmpty,
      text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else { return nil }
    return Int(text)
  }
}
