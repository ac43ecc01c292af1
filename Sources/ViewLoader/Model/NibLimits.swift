/// The hard limits that protect the loader and `viewcheck` from hostile input.
///
/// Passing a limit is a `limit-exceeded` diagnostic, found without reading or building more than
/// the limit allows.
public struct NibLimits: Hashable, Sendable {
  /// The largest file, in bytes, that is read at all. Default 64 MiB.
  public var fileSize: Int
  /// The deepest object: a top-level object has depth 1. Default 256, which is also libxml2's
  /// own ceiling: a larger value has no effect beyond it. Includes are expanded: an included
  /// file's objects count from the depth of the `<include>`.
  public var depth: Int
  /// The most objects one instantiation may create, counted across includes. Default 1,000,000.
  ///
  /// Every element but `<nib>` counts — objects, stubs, actions, externals and `<include>`
  /// elements, each included file's as often as it is included — so that an include fan-out
  /// (10 includes of 10 includes of …) is bounded even when its files create no views.
  public var objects: Int
  /// The longest chain of includes. Default 32.
  public var includeDepth: Int
  /// The most attributes on one element. Default 1,000.
  public var attributesPerElement: Int
  /// The most findings reported for one file. Default 1,000. Past it, checking the file stops
  /// and one `limit-exceeded` finding says the rest are not reported: a small file can
  /// otherwise make millions of findings (a million unknown elements, a million suppression
  /// comments), gigabytes of reports.
  public var findings: Int
  /// The most work `viewcheck`'s layout rules may spend on one file's constraints, its
  /// top-level views' together, in steps of the constraint solver (a row of its tableau
  /// visited, or a term written).
  /// Default 30,000,000: a screen of 400 views and 2,400 constraints takes 27,000,000, the
  /// largest of the public documents tested (57 views) 110,000. Past it, the view's
  /// constraints are not checked, nor those of the top-level views after it, and one
  /// `limit-exceeded` finding at the view says so: a
  /// chain of thousands of views, each pinned to the last, costs time cubic and memory
  /// quadratic in its length.
  /// (The loader's ``View/layoutIfNeeded()`` has no limit.)
  public var layoutWork: Int

  /// Creates limits; every argument defaults to its standard value.
  /// - Parameters:
  ///   - fileSize: The largest file, in bytes.
  ///   - depth: The deepest object (a top-level object has depth 1).
  ///   - objects: The most objects per file, counted across includes.
  ///   - includeDepth: The longest chain of includes.
  ///   - attributesPerElement: The most attributes on one element.
  ///   - findings: The most findings reported for one file.
  ///   - layoutWork: The most steps of the constraint solver for one file's layout rules.
  public init(
    fileSize: Int = 64 << 20, depth: Int = 256, objects: Int = 1_000_000, includeDepth: Int = 32,
    attributesPerElement: Int = 1_000, findings: Int = 1_000, layoutWork: Int = 30_000_000
  ) {
    self.fileSize = fileSize
    self.depth = depth
    self.objects = objects
    self.includeDepth = includeDepth
    self.attributesPerElement = attributesPerElement
    self.findings = findings
    self.layoutWork = layoutWork
  }

  /// The message of the finding that says a file's further findings are not reported.
  package static func findingsMessage(limit: Int) -> String {
    "the file has more than \(limit) findings; the rest are not reported"
  }

  /// The message of the finding that says a view's layout passed ``layoutWork``.
  /// - Parameters:
  ///   - view: The view's type and id, as messages name it (`'View' root`).
  ///   - limit: The limit.
  ///   - consequence: What was left undone (`its constraints are not checked`).
  package static func layoutWorkMessage(view: String, limit: Int, consequence: String) -> String {
    "the file's layout takes more than \(limit) steps of the constraint solver, passed at \(view): \(consequence)"
  }

  /// The default limits.
  public static let `default` = NibLimits()
}
