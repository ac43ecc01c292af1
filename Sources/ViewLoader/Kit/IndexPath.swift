import FoundationEssentials

/// The position of a row in a table view: Foundation's `IndexPath`, with a section and a row.
///
/// ViewLoader does not declare an `IndexPath` of its own: apps that import Foundation would see
/// two types of that name and have to write `ViewLoader.IndexPath`. This alias names
/// Foundation's type, so `IndexPath` means the same thing with or without `import Foundation`,
/// and index paths pass freely between ViewLoader and other code. Foundation on Linux has no
/// `section` and `row` (UIKit adds them on Apple platforms); the extension below adds them.
public typealias IndexPath = FoundationEssentials.IndexPath

extension FoundationEssentials.IndexPath {
  /// Creates the index path of a row of a table view: `[section, row]`.
  /// - Parameters:
  ///   - row: The row within the section, from 0.
  ///   - section: The section, from 0.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The section, from 0: the first index.
  /// - Precondition: The path has exactly two indices, as a table view's paths do.
  public var section: Int {
    get {
      precondition(count == 2, "a table view's index path has exactly two indices")
      return self[0]
    }
    set {
      precondition(count == 2, "a table view's index path has exactly two indices")
      self[0] = newValue
    }
  }

  /// The row within the section, from 0: the second index.
  /// - Precondition: The path has exactly two indices, as a table view's paths do.
  public var row: Int {
    get {
      precondition(count == 2, "a table view's index path has exactly two indices")
      return self[1]
    }
    set {
      precondition(count == 2, "a table view's index path has exactly two indices")
      self[1] = newValue
    }
  }
}
