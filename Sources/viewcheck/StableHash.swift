/// Hashes that are the same on every machine and in every run, for what outlives a process:
/// which shard a file belongs to, a finding's fingerprint. (Swift's `Hasher` is seeded per
/// process, so its values change from run to run.)
enum StableHash {
  /// The 64-bit FNV-1a hash of a string's UTF-8 bytes.
  /// - Parameter text: The text.
  static func fnv1a64(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// The 128-bit FNV-1a hash, fed byte by byte.
  struct FNV1a128 {
    /// The hash of the bytes so far.
    private(set) var value: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d

    /// Adds one byte.
    /// - Parameter byte: The byte.
    mutating func combine(_ byte: UInt8) {
      value = (value ^ UInt128(byte)) &* 0x0000_0000_0100_0000_0000_0000_0000_013b
    }

    /// Adds a number's eight bytes, least significant first.
    /// - Parameter number: The number.
    mutating func combine(_ number: UInt64) {
      for shift in stride(from: 0, to: 64, by: 8) {
        combine(UInt8(truncatingIfNeeded: number >> UInt64(shift)))
      }
    }

    /// Adds a string's length in UTF-8 bytes, then its bytes: so that no two different
    /// sequences of strings feed the same bytes.
    /// - Parameter text: The text.
    mutating func combine(_ text: String) {
      combine(UInt64(text.utf8.count))
      for byte in text.utf8 { combine(byte) }
    }

    /// The hash in 32 lowercase hexadecimal digits.
    var hexadecimal: String {
      let digits = String(value, radix: 16)
      return String(repeating: "0", count: 32 - digits.count) + digits
    }
  }
}
