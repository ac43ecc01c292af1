import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// The manifest of hostile inputs (issue 5): one row per case. Fixtures/hostile/
// holds the small files; large or special ones (a 200 MB sparse file, a FIFO, symbolic links,
// folders of includes) are made here at run time in a temporary folder. README.md in that
// folder lists the same cases; HostileTests checks the two agree. Adding a case is adding a row
// (and a file when it is small).

/// One hostile input and what the loader and `viewcheck` must answer.
struct HostileCase: Sendable, CustomStringConvertible {
  /// The case's name, as README.md lists it.
  var name: String
  /// The file to check, relative to the case's folder.
  var main: String
  /// `viewcheck`'s error findings and `NibLibrary`'s diagnostics, as `file:line:column rule`
  /// with the file relative to the case's folder, in report order.
  var expected: [String]
  /// `Nib(contentsOf:)`'s diagnostics when they differ (a nib loaded on its own cannot include).
  var standalone: [String]? = nil
  /// What `viewcheck` checks instead of `main`, relative to the folder (`.`: the whole folder),
  /// and its error findings, when they differ.
  var linted: (path: String, findings: [String])? = nil
  /// Fills the case's empty folder.
  var setUp: @Sendable (_ folder: String) throws -> Void
  /// Files that must never be opened (the XXE targets), relative to the folder.
  var untouchable: [String] = []
  /// Text that must never appear in any output, read after `setUp`.
  var secrets: @Sendable (_ folder: String) -> [String] = { _ in [] }

  var description: String { name }
}

/// The folder of the committed hostile fixtures.
let hostileFixtures = fixturesDirectory.appendingPathComponent("hostile").path

extension HostileCase {
  /// A committed fixture, copied into the case's folder, with one expected finding.
  static func fixture(
    _ file: String, _ finding: String,
    secrets: @escaping @Sendable (String) -> [String] = { _ in [] },
    then extra: @escaping @Sendable (String) throws -> Void = { _ in }
  ) -> HostileCase {
    HostileCase(
      name: file, main: file, expected: ["\(file):\(finding)"],
      setUp: { folder in
        try FileManager.default.copyItem(
          atPath: "\(hostileFixtures)/\(file)", toPath: "\(folder)/\(file)")
        try extra(folder)
      }, secrets: secrets)
  }

  /// A file made at run time, with one expected finding.
  static func generated(
    _ file: String, _ finding: String, _ make: @escaping @Sendable (String) throws -> Void
  ) -> HostileCase {
    HostileCase(name: file, main: file, expected: ["\(file):\(finding)"], setUp: make)
  }

  /// The path `viewcheck` checks, relative to the folder.
  var lintedPath: String { linted?.path ?? main }
  /// `viewcheck`'s expected error findings.
  var lintFindings: [String] { linted?.findings ?? expected }
}

/// Writes `text` (or bytes) to `folder/name`.
func write(_ folder: String, _ name: String, _ text: String) throws {
  try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/\(name)"))
}

/// The unique contents of an XXE target: whatever reads it would have to echo this.
let xxeSecret = "XXE-SECRET-\(UInt64.random(in: 1...UInt64.max))"

/// The lines of /etc/passwd, which must never be echoed.
let passwdLines: [String] = {
  let text = (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)) ?? ""
  return text.split(separator: "\n").map(String.init).filter { $0.count >= 8 }
}()

/// The first line of a generated Interface Builder document: its root's start tag.
let xibHeader =
  "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">"

/// Whether the tests run as root, which reads any file whatever its permissions.
let runningAsRoot = geteuid() == 0

let hostileCases: [HostileCase] = [
  // Entities and DTDs: refused at the DOCTYPE, nothing expanded, read or fetched.
  .fixture("billion-laughs.nib", "2:1 xml-dtd"),
  .fixture("quadratic-blowup.nib", "2:1 xml-dtd"),
  HostileCase(
    name: "xxe-file.nib", main: "xxe-file.nib", expected: ["xxe-file.nib:2:1 xml-dtd"],
    setUp: { folder in
      try FileManager.default.copyItem(
        atPath: "\(hostileFixtures)/xxe-file.nib", toPath: "\(folder)/xxe-file.nib")
      try write(folder, "xxe-secret.txt", xxeSecret)
    }, untouchable: ["xxe-secret.txt"], secrets: { _ in [xxeSecret] }),
  HostileCase(
    name: "xxe-absolute.nib", main: "xxe-absolute.nib",
    expected: ["xxe-absolute.nib:1:1 xml-dtd"],
    setUp: { folder in
      try write(folder, "xxe-secret.txt", xxeSecret)
      try write(
        folder, "xxe-absolute.nib",
        "<!DOCTYPE nib [<!ENTITY s SYSTEM \"file://\(folder)/xxe-secret.txt\">]>\n"
          + "<nib version=\"1\"><Label text=\"&s;\"/>&s;</nib>\n")
    }, untouchable: ["xxe-secret.txt"], secrets: { _ in [xxeSecret] }),
  .fixture("external-dtd-url.nib", "2:1 xml-dtd"),
  .fixture("parameter-entities.nib", "2:1 xml-dtd"),

  // Size, depth, count and length limits.
  .generated("deep-nesting.nib", "1:\(17 + 256 * 6 + 1) limit-exceeded") { folder in
    try write(
      folder, "deep-nesting.nib",
      "<nib version=\"1\">" + String(repeating: "<View>", count: 100_000)
        + String(repeating: "</View>", count: 100_000) + "</nib>")
  },
  .generated("huge-sparse.nib", "1:1 limit-exceeded") { folder in
    // 200 MB of holes: cheap to make, and reading it whole would show in the peak memory.
    let descriptor = open("\(folder)/huge-sparse.nib", O_CREAT | O_WRONLY, 0o644)
    guard descriptor >= 0, ftruncate(descriptor, 200 << 20) == 0 else {
      throw RunError("cannot make the sparse file: error \(errno)")
    }
    close(descriptor)
  },
  .generated("million-siblings.nib", "1000002:1 limit-exceeded") { folder in
    try write(
      folder, "million-siblings.nib",
      "<nib version=\"1\">\n" + String(repeating: "<View/>\n", count: 1_000_001) + "</nib>\n")
  },
  // 10.3 MB, valid but for one unknown property on its last element: read from one copy in
  // memory, libxml2 2.9 failed on such a file ("Huge input lookup") before reaching its end.
  .generated("valid-10mb.nib", "302:10 unknown-property") { folder in
    let long = String(repeating: "aé€", count: 40_000)
    var text = "<nib version=\"1\">\n"
    for index in 0..<300 {
      text += "  <Label id=\"v\(index)\" text=\"\(index % 7 == 0 ? long : "é\(index)")\"/>\n"
    }
    try write(folder, "valid-10mb.nib", text + "  <Label colour=\"red\"/>\n</nib>\n")
  },
  // libxml2 reports the value where it passes its 10,000,000-byte limit.
  .generated("attribute-10mb.nib", "2:10000017 xml-syntax") { folder in
    try write(
      folder, "attribute-10mb.nib",
      "<nib version=\"1\">\n  <Label text=\"" + String(repeating: "a", count: 10 << 20)
        + "\"/>\n</nib>\n")
  },
  .generated("many-attributes.nib", "2:3 limit-exceeded") { folder in
    let attributes = (0..<30_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
    try write(
      folder, "many-attributes.nib", "<nib version=\"1\">\n  <View \(attributes)/>\n</nib>\n")
  },
  HostileCase(
    name: "include-fan-out", main: "F1.nib",
    // F7 holds 2 views; each level 10 includes: F1 passes a million elements at its 4th include.
    expected: ["F1.nib:5:3 limit-exceeded"],
    standalone: (2...11).map { "F1.nib:\($0):12 missing-nib" },
    setUp: { folder in
      for level in 1...6 {
        try write(
          folder, "F\(level).nib",
          "<nib version=\"1\">\n"
            + String(repeating: "  <include nib=\"F\(level + 1)\"/>\n", count: 10) + "</nib>\n")
      }
      try write(folder, "F7.nib", "<nib version=\"1\">\n  <View/>\n  <View/>\n</nib>\n")
    }),
  HostileCase(
    name: "include-fan-out-empty", main: "E1.nib",
    // Nine levels of 10 includes of an empty file: 10^9 expansions without a single view. E4
    // passes the limit on its own (at its 10th include), so viewcheck reports it when it checks
    // the folder; E1 refuses to load because of it.
    expected: ["E4.nib:11:3 limit-exceeded"],
    standalone: (2...11).map { "E1.nib:\($0):12 missing-nib" },
    linted: (path: ".", findings: ["E4.nib:11:3 limit-exceeded"]),
    setUp: { folder in
      for level in 1...9 {
        try write(
          folder, "E\(level).nib",
          "<nib version=\"1\">\n"
            + String(repeating: "  <include nib=\"E\(level + 1)\"/>\n", count: 10) + "</nib>\n")
      }
      try write(folder, "E10.nib", "<nib version=\"1\"/>\n")
    }),
  HostileCase(
    name: "include-fan-out-failing", main: "X1.nib",
    // Seven levels of 10 includes above one broken file: its finding must be passed on once,
    // not 10^7 times.
    expected: ["X8.nib:2:1 xml-syntax"],
    standalone: (2...11).map { "X1.nib:\($0):12 missing-nib" },
    linted: (path: ".", findings: ["X8.nib:2:1 xml-syntax"]),
    setUp: { folder in
      for level in 1...7 {
        try write(
          folder, "X\(level).nib",
          "<nib version=\"1\">\n"
            + String(repeating: "  <include nib=\"X\(level + 1)\"/>\n", count: 10) + "</nib>\n")
      }
      try write(folder, "X8.nib", "<nib version=\"1\"><View\n")
    }),
  HostileCase(
    name: "include-deep-chain", main: "D0.nib",
    // 33 files, each 255 views deep around an include of the next: 8,400 levels expanded. The
    // depth limit counts across includes (a recursive walk of the expanded tree overflowed the
    // stack), so D31, whose include would reach level 511, passes it.
    expected: ["D31.nib:1:1548 limit-exceeded"], standalone: ["D0.nib:1:1557 missing-nib"],
    linted: (path: ".", findings: ["D31.nib:1:1548 limit-exceeded"]),
    setUp: { folder in
      for level in 0...32 {
        let inner = level < 32 ? "<include nib=\"D\(level + 1)\"/>" : "<Label text=\"bottom\"/>"
        try write(
          folder, "D\(level).nib",
          "<nib version=\"1\">" + String(repeating: "<View>", count: 255) + inner
            + String(repeating: "</View>", count: 255) + "</nib>\n")
      }
    }),
  HostileCase(
    name: "include-chain", main: "C0.nib",
    // 40 files in a chain: the include in C32 is the 33rd, one past the limit of 32.
    expected: ["C32.nib:2:12 limit-exceeded"], standalone: ["C0.nib:2:12 missing-nib"],
    setUp: { folder in
      for level in 0..<40 {
        try write(
          folder, "C\(level).nib",
          "<nib version=\"1\">\n  <include nib=\"C\(level + 1)\"/>\n</nib>\n")
      }
      try write(folder, "C40.nib", "<nib version=\"1\"><View/></nib>\n")
    }),

  // Floods of findings and of comments: a small file must not make a huge report.
  HostileCase(
    name: "many-findings.nib", main: "many-findings.nib",
    // 999,999 unknown elements (9 MB): 1,000 findings, then one that says the rest are left out.
    expected: (2...1001).map { "many-findings.nib:\($0):1 unknown-element" }
      + ["many-findings.nib:1002:1 limit-exceeded"],
    setUp: { folder in
      try write(
        folder, "many-findings.nib",
        "<nib version=\"1\">\n" + String(repeating: "<Lable/>\n", count: 999_999) + "</nib>\n")
    }),
  HostileCase(
    name: "many-suppressions.nib", main: "many-suppressions.nib",
    // 50,000 suppression comments naming an unknown rule, then one error: the loader records
    // 1,000 of them; viewcheck keeps the error and 999 of their warnings, and says, as a
    // warning (what it left out were warnings), that the rest are not reported.
    expected: ["many-suppressions.nib:2:18 unknown-element"],
    linted: (
      path: "many-suppressions.nib",
      findings: ["many-suppressions.nib:2:18 unknown-element"]
    ),
    setUp: { folder in
      try write(
        folder, "many-suppressions.nib",
        String(repeating: "<!--viewcheck:disable x-->", count: 50_000)
          + "\n<nib version=\"1\"><Lable/></nib>\n")
    }),
  .generated("million-comments.nib", "2:18 unknown-element") { folder in
    // 60 MB of empty comments (9 million): none is recorded.
    try write(
      folder, "million-comments.nib",
      String(repeating: "<!---->", count: 9_000_000) + "\n<nib version=\"1\"><Lable/></nib>\n")
  },

  // Bytes that are not what they claim.
  .fixture("nul-byte.nib", "2:17 xml-syntax"),
  .fixture("nul-after-root.nib", "2:1 xml-syntax"),
  .fixture("invalid-utf8-name.nib", "2:7 xml-encoding"),
  .fixture("invalid-utf8-value.nib", "2:19 xml-encoding"),
  .fixture("invalid-utf8-text.nib", "3:5 xml-encoding"),
  .fixture("overlong-utf8.nib", "2:16 xml-encoding"),
  .fixture("utf16-bom.nib", "1:1 xml-encoding"),
  .fixture("truncated.nib", "4:24 xml-syntax"),
  .fixture("empty.nib", "1:1 xml-syntax"),
  .fixture("binary-junk.nib", "1:1 xml-encoding"),
  .fixture("gzip.nib", "1:2 xml-encoding"),

  // Paths that are not regular files.
  HostileCase(
    name: "directory", main: "Main.nib", expected: ["Main.nib:2:17 missing-nib"],
    standalone: ["Main.nib:2:17 missing-nib"],
    setUp: { folder in
      try FileManager.default.createDirectory(
        atPath: "\(folder)/Folder.nib", withIntermediateDirectories: false)
      try write(folder, "Main.nib", "<nib version=\"1\">\n<View/><include nib=\"Folder\"/></nib>\n")
    }),
  .generated("fifo.nib", "1:1 unreadable-file") { folder in
    guard mkfifo("\(folder)/fifo.nib", 0o644) == 0 else {
      throw RunError("mkfifo failed: error \(errno)")
    }
  },
  .generated("dev-zero.nib", "1:1 unreadable-file") { folder in
    try FileManager.default.createSymbolicLink(
      atPath: "\(folder)/dev-zero.nib", withDestinationPath: "/dev/zero")
  },
  HostileCase(
    name: "etc-passwd.nib", main: "etc-passwd.nib", expected: ["etc-passwd.nib:1:1 xml-syntax"],
    setUp: { folder in
      try FileManager.default.createSymbolicLink(
        atPath: "\(folder)/etc-passwd.nib", withDestinationPath: "/etc/passwd")
    }, secrets: { _ in passwdLines }),
  // Root reads any file: as root the file is read (and its own mistake found); otherwise
  // opening it fails.
  .fixture(
    "unreadable.nib", runningAsRoot ? "2:10 unknown-property" : "1:1 unreadable-file",
    then: { folder in
      guard chmod("\(folder)/unreadable.nib", 0) == 0 else {
        throw RunError("chmod failed: error \(errno)")
      }
    }),

  // Interface Builder documents: the same reader, limits and safety.
  .fixture("xib-billion-laughs.xib", "2:1 xml-dtd"),
  HostileCase(
    name: "xib-self-references.xib", main: "xib-self-references.xib",
    expected: [
      "xib-self-references.xib:14:17 unknown-property",
      "xib-self-references.xib:15:27 reference-type",
      "xib-self-references.xib:16:9 unknown-event",
      "xib-self-references.xib:20:59 dangling-connection",
      "xib-self-references.xib:25:21 unknown-property",
      "xib-self-references.xib:27:37 dangling-connection",
    ],
    linted: (
      path: "xib-self-references.xib",
      findings: [
        "xib-self-references.xib:15:27 reference-type",
        "xib-self-references.xib:20:59 dangling-connection",
        "xib-self-references.xib:27:37 dangling-connection",
      ]
    ),
    setUp: { folder in
      try FileManager.default.copyItem(
        atPath: "\(hostileFixtures)/xib-self-references.xib",
        toPath: "\(folder)/xib-self-references.xib")
    }),
  .generated("xib-deep-nesting.xib", "1:4054 limit-exceeded") { folder in
    try write(
      folder, "xib-deep-nesting.xib",
      xibHeader + "<objects>" + (0..<100_000).map { "<view id=\"v\($0)\">" }.joined()
        + String(repeating: "</view>", count: 100_000) + "</objects></document>\n")
  },
  .generated("xib-million-siblings.xib", "1000002:1 limit-exceeded") { folder in
    try write(
      folder, "xib-million-siblings.xib",
      xibHeader + "\n<objects>\n" + String(repeating: "<view/>\n", count: 1_000_001)
        + "</objects></document>\n")
  },
  .generated("xib-many-attributes.xib", "3:3 limit-exceeded") { folder in
    let attributes = (0..<30_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
    try write(
      folder, "xib-many-attributes.xib",
      xibHeader + "\n<objects>\n  <view id=\"v\" \(attributes)/>\n</objects></document>\n")
  },
  .generated("xib-huge-connections.xib", "200005:22 dangling-connection") { folder in
    // 200,000 outlets of File's Owner to one view, then one to an id nobody has.
    var text = xibHeader + "\n<objects>\n<placeholder placeholderIdentifier=\"IBFilesOwner\" "
    text += "id=\"-1\">\n<connections>\n"
    for index in 0..<200_000 {
      text += "<outlet property=\"p\(index)\" destination=\"v\" id=\"o\(index)\"/>\n"
    }
    text += "<outlet property=\"q\" destination=\"gone\" id=\"last\"/>\n"
    try write(
      folder, "xib-huge-connections.xib",
      text + "</connections>\n</placeholder>\n<view id=\"v\"/>\n</objects></document>\n")
  },
  .generated("xib-named-colour-chain.xib", "4:1 invalid-value") { folder in
    // A view's colour names the first of 100,000 named colours, each naming the next: resolved
    // a call per name, such a chain ran the stack out.
    var text = xibHeader + "\n<objects>\n<view id=\"v\">\n"
    text += "<color key=\"backgroundColor\" name=\"c0\"/>\n</view>\n</objects>\n<resources>\n"
    for index in 0..<100_000 {
      text += "<namedColor name=\"c\(index)\"><color name=\"c\(index + 1)\"/></namedColor>\n"
    }
    try write(folder, "xib-named-colour-chain.xib", text + "</resources></document>\n")
  },
  HostileCase(
    name: "xib-constraint-chain.xib", main: "xib-constraint-chain.xib",
    // 3,000 views in a column, each pinned below the last: the solver's rows grow with the
    // chain, and its layout, checked whole, took seconds and gigabytes. Loading lays nothing
    // out; the linter stops at its layout work limit.
    expected: [],
    linted: ("xib-constraint-chain.xib", ["xib-constraint-chain.xib:3:1 limit-exceeded"]),
    setUp: { folder in
      var text = xibHeader + "\n<objects>\n<view id=\"root\">\n"
      text += "<rect key=\"frame\" x=\"0\" y=\"0\" width=\"320\" height=\"480\"/>\n<subviews>\n"
      for index in 0..<3_000 {
        text += "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v\(index)\"/>\n"
      }
      text += "</subviews>\n<constraints>\n"
      for index in 0..<3_000 {
        let above =
          index == 0
          ? "secondItem=\"root\" secondAttribute=\"top\""
          : "secondItem=\"v\(index - 1)\" secondAttribute=\"bottom\""
        text +=
          "<constraint firstItem=\"v\(index)\" firstAttribute=\"top\" \(above) id=\"t\(index)\"/>\n"
        text +=
          "<constraint firstItem=\"v\(index)\" firstAttribute=\"leading\" secondItem=\"root\" "
        text += "secondAttribute=\"leading\" id=\"l\(index)\"/>\n"
        text +=
          "<constraint firstItem=\"v\(index)\" firstAttribute=\"width\" constant=\"10\" id=\"w\(index)\"/>\n"
        text +=
          "<constraint firstItem=\"v\(index)\" firstAttribute=\"height\" constant=\"10\" id=\"h\(index)\"/>\n"
      }
      try write(
        folder, "xib-constraint-chain.xib",
        text + "</constraints>\n</view>\n</objects></document>\n")
    }),
  HostileCase(
    name: "xib-colliding-ids.xib", main: "xib-colliding-ids.xib",
    // 100,000 objects with one id: 1,000 findings, then one that says the rest are left out.
    expected: (4...1003).map { "xib-colliding-ids.xib:\($0):7 duplicate-id" }
      + ["xib-colliding-ids.xib:1004:7 limit-exceeded"],
    setUp: { folder in
      try write(
        folder, "xib-colliding-ids.xib",
        xibHeader + "\n<objects>\n" + String(repeating: "<view id=\"same\"/>\n", count: 100_000)
          + "</objects></document>\n")
    }),

  // Positions stay exact.
  .fixture("crlf.nib", "4:9 unknown-property"),
  .generated("long-line.nib", "1:1000033 unknown-property") { folder in
    // A million two-byte characters before the finding: columns count characters.
    try write(
      folder, "long-line.nib",
      "<nib version=\"1\"><Label text=\"" + String(repeating: "é", count: 1_000_000)
        + "\" colour=\"red\"/></nib>\n")
  },
]
