import FoundationEssentials
import Testing

@testable import ViewLoader

/// A value text that must parse as `kind` to `expected`.
struct AcceptedValue: Sendable, CustomTestStringConvertible {
  let text: String
  let kind: PropertyKind
  let expected: PropertyValue

  init(_ text: String, _ kind: PropertyKind, _ expected: PropertyValue) {
    self.text = text
    self.kind = kind
    self.expected = expected
  }

  var testDescription: String { "\(kind) \(ValueSyntaxError.quoted(text))" }
}

/// A value text that must not parse as `kind`.
struct RejectedValue: Sendable, CustomTestStringConvertible {
  let text: String
  let kind: PropertyKind

  init(_ text: String, _ kind: PropertyKind) {
    self.text = text
    self.kind = kind
  }

  var testDescription: String { "\(kind) \(ValueSyntaxError.quoted(text))" }
}

private let alignments = PropertyKind.enumeration(TextAlignment.allCases.map(\.rawValue))
private let edgeNames = ["top", "left", "bottom", "right"]
private let edges = PropertyKind.options(edgeNames)

private func date(_ seconds: Double) -> PropertyValue {
  .date(Date(timeIntervalSince1970: seconds))
}

private func color(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1)
  -> PropertyValue
{
  .color(Color(red: red, green: green, blue: blue, alpha: alpha))
}

private let accepted: [AcceptedValue] = [
  // string: any text, `$` included
  .init("", .string, .string("")),
  .init("Hello & bye", .string, .string("Hello & bye")),
  .init("$5.00", .string, .string("$5.00")),
  .init("  spaced  ", .string, .string("  spaced  ")),
  // int
  .init("3", .int, .int(3)),
  .init("-12", .int, .int(-12)),
  .init("0", .int, .int(0)),
  .init("-0", .int, .int(0)),
  .init("007", .int, .int(7)),
  .init("9223372036854775807", .int, .int(Int.max)),
  .init("-9223372036854775808", .int, .int(Int.min)),
  // double
  .init("0.5", .double, .double(0.5)),
  .init("1e-3", .double, .double(0.001)),
  .init("-2", .double, .double(-2)),
  .init(".5", .double, .double(0.5)),
  .init("5.", .double, .double(5)),
  .init("-.25", .double, .double(-0.25)),
  .init("2.5E+4", .double, .double(25_000)),
  .init("1E3", .double, .double(1_000)),
  .init("0012.50", .double, .double(12.5)),
  .init("-0.0", .double, .double(0)),
  .init("1e-400", .double, .double(0)),
  .init("1.7976931348623157e308", .double, .double(.greatestFiniteMagnitude)),
  // bool
  .init("true", .bool, .bool(true)),
  .init("false", .bool, .bool(false)),
  // color
  .init("#FFF", .color, color(1, 1, 1)),
  .init("#fff", .color, color(1, 1, 1)),
  .init("#000", .color, color(0, 0, 0)),
  .init("#A5f", .color, color(170.0 / 255, 85.0 / 255, 1)),
  .init("#FF8000", .color, color(1, 128.0 / 255, 0)),
  .init("#ff800080", .color, color(1, 128.0 / 255, 0, 128.0 / 255)),
  .init("#00000000", .color, color(0, 0, 0, 0)),
  .init("clear", .color, .color(.clear)),
  .init("black", .color, .color(.black)),
  .init("white", .color, .color(.white)),
  .init("gray", .color, .color(.gray)),
  .init("red", .color, .color(.red)),
  .init("green", .color, .color(.green)),
  .init("blue", .color, .color(.blue)),
  .init("yellow", .color, .color(.yellow)),
  .init("orange", .color, .color(.orange)),
  // point
  .init("10 20", .point, .point(Point(x: 10, y: 20))),
  .init("10,20", .point, .point(Point(x: 10, y: 20))),
  .init("10, 20", .point, .point(Point(x: 10, y: 20))),
  .init("10 ,20", .point, .point(Point(x: 10, y: 20))),
  .init("10   20", .point, .point(Point(x: 10, y: 20))),
  .init(" 10 20 ", .point, .point(Point(x: 10, y: 20))),
  .init("10\t20\n", .point, .point(Point(x: 10, y: 20))),
  .init("-1.5 2e1", .point, .point(Point(x: -1.5, y: 20))),
  // size
  .init("320 44", .size, .size(Size(width: 320, height: 44))),
  .init("0,0", .size, .size(Size(width: 0, height: 0))),
  .init(" 0.5 , 1 ", .size, .size(Size(width: 0.5, height: 1))),
  // rect
  .init("0 0 320 44", .rect, .rect(Rect(x: 0, y: 0, width: 320, height: 44))),
  .init("0, 0, 320, 44", .rect, .rect(Rect(x: 0, y: 0, width: 320, height: 44))),
  .init("0,0,320,44", .rect, .rect(Rect(x: 0, y: 0, width: 320, height: 44))),
  .init("0 0,320 44", .rect, .rect(Rect(x: 0, y: 0, width: 320, height: 44))),
  .init(" -10 -20 5 0 ", .rect, .rect(Rect(x: -10, y: -20, width: 5, height: 0))),
  .init(
    "-0 007 1.5 1234567890123456", .rect,
    .rect(Rect(x: -0.0, y: 7, width: 1.5, height: 1_234_567_890_123_456))),
  // Whole numbers of up to 15 digits between single spaces take a shorter path; longer ones
  // (which could overflow it), in any position, do not.
  .init(
    "999999999999999 0 1 2", .rect,
    .rect(Rect(x: 999_999_999_999_999, y: 0, width: 1, height: 2))),
  .init(
    "12345678901234567890 0 1 2", .rect,
    .rect(Rect(x: 12_345_678_901_234_567_168, y: 0, width: 1, height: 2))),
  .init("0 12345678901234567890", .point, .point(Point(x: 0, y: 12_345_678_901_234_567_168))),
  // insets
  .init("8 16 8 16", .insets, .insets(Insets(top: 8, left: 16, bottom: 8, right: 16))),
  .init("-1,-2,-3,-4", .insets, .insets(Insets(top: -1, left: -2, bottom: -3, right: -4))),
  // date
  .init("2026-11-30T08:00:00+0000", .date, date(1_796_025_600)),
  .init("2026-11-30T08:00:00-0800", .date, date(1_796_054_400)),
  .init("2026-11-30T17:30:00+0930", .date, date(1_796_025_600)),
  .init("2026-11-30T08:00:00Z", .date, date(1_796_025_600)),
  .init("2026-11-30T08:00:00+00:00", .date, date(1_796_025_600)),
  .init("2026-11-30T00:00:00-08:00", .date, date(1_796_025_600)),
  .init("1970-01-01", .date, date(0)),
  .init("1969-12-31T23:59:59+0000", .date, date(-1)),
  .init("2000-01-01", .date, date(946_684_800)),
  .init("2024-02-29", .date, date(1_709_164_800)),
  .init("2000-02-29", .date, date(951_782_400)),
  .init("0001-01-01", .date, date(-62_135_769_600)),  // Julian, as Foundation and ICU count
  .init("9999-12-31T23:59:59+0000", .date, date(253_402_300_799)),
  // enumeration
  .init("center", alignments, .enumeration(EnumerationCase(name: "center", index: 1))),
  .init("natural", alignments, .enumeration(EnumerationCase(name: "natural", index: 3))),
  // reference
  .init("$owner", .reference("Any"), .reference("owner")),
  .init("$theme", .reference("Theme"), .reference("theme")),
  .init("$_x", .reference("View"), .reference("_x")),
  .init("$id_1.x-y", .reference("View"), .reference("id_1.x-y")),
  // option set
  .init("", edges, .options(OptionMembers(names: edgeNames, mask: 0))),
  .init("top", edges, .options(OptionMembers(names: edgeNames, mask: 0b1))),
  .init(" bottom\ttop \n", edges, .options(OptionMembers(names: edgeNames, mask: 0b101))),
  .init("left right", edges, .options(OptionMembers(names: edgeNames, mask: 0b1010))),
  // collection of references
  .init("", .references("Any"), .references([])),
  .init("$a", .references("Any"), .references(["a"])),
  .init("  $a\t$b.c  $owner ", .references("View"), .references(["a", "b.c", "owner"])),
  .init("$a $a", .references("Any"), .references(["a", "a"])),
  // list of strings
  .init("", .strings, .strings([])),
  .init("|", .strings, .strings([""])),
  .init("||", .strings, .strings(["", ""])),
  .init("First", .strings, .strings(["First"])),
  .init("First|", .strings, .strings(["First"])),
  .init("First|Second", .strings, .strings(["First", "Second"])),
  .init("A||", .strings, .strings(["A", ""])),
  .init("|A", .strings, .strings(["", "A"])),
  .init(" a b |c ", .strings, .strings([" a b ", "c "])),
  .init(#"a\|b|c\\|d\\"#, .strings, .strings(["a|b", "c\\", "d\\"])),
  .init("Dé|😀", .strings, .strings(["Dé", "😀"])),
]

private let rejected: [RejectedValue] = [
  // int
  .init("", .int), .init(" 3", .int), .init("3 ", .int), .init("+3", .int), .init("3.0", .int),
  .init("1e3", .int), .init("0x10", .int), .init("1_000", .int), .init("--1", .int),
  .init("-", .int), .init("9223372036854775808", .int), .init("-9223372036854775809", .int),
  .init("١٢", .int), .init("３", .int), .init("three", .int),
  // double
  .init("", .double), .init("nan", .double), .init("NaN", .double), .init("inf", .double),
  .init("-inf", .double), .init("infinity", .double), .init("0x1p3", .double),
  .init("1_0", .double), .init("+1", .double), .init(" 1", .double), .init("1 ", .double),
  .init(".", .double), .init("-.", .double), .init("-", .double), .init("e3", .double),
  .init("1e", .double), .init("1e+", .double), .init("1.2.3", .double), .init("1e999", .double),
  .init("-1e999", .double), .init("1,5", .double), .init("1f", .double), .init("١", .double),
  // bool
  .init("", .bool), .init("True", .bool), .init("TRUE", .bool), .init("yes", .bool),
  .init("1", .bool), .init(" true", .bool), .init("false ", .bool),
  // color
  .init("", .color), .init("#", .color), .init("#12", .color), .init("#1234", .color),
  .init("#12345", .color), .init("#1234567", .color), .init("#123456789", .color),
  .init("FFFFFF", .color), .init("#GGG", .color), .init("Red", .color), .init("purple", .color),
  .init(" #FFF", .color), .init("#FFF ", .color), .init("##FFF", .color),
  .init("rgb(0,0,0)", .color),
  // point
  .init("", .point), .init("   ", .point), .init("10", .point), .init("10 20 30", .point),
  .init("10,,20", .point), .init(",10 20", .point), .init("10 20,", .point),
  .init("10 , , 20", .point), .init("a b", .point), .init("nan 0", .point),
  .init("10 20px", .point), .init("10;20", .point), .init("+10 20", .point),
  .init("1e999 0", .point), .init("- 1", .point), .init("1- 2", .point), .init("1 2-", .point),
  // size
  .init("-1 4", .size), .init("4 -0.5", .size), .init("320", .size), .init("1 2 3", .size),
  // rect
  .init("0 0 320", .rect), .init("0 0 -1 44", .rect), .init("0 0 1 -44", .rect),
  .init("0,,0,0,0", .rect), .init("0 0 320 44 1", .rect), .init("0 0 320 44,", .rect),
  .init("0 0 320 44 ", .size), .init("1 2 3 4 5", .rect), .init("1 2 3 4x", .rect),
  // insets
  .init("8 16 8", .insets), .init("8 16 8 16 0", .insets), .init("8, 16, 8, x", .insets),
  // date
  .init("", .date), .init("2026-02-30", .date), .init("2026-13-01", .date),
  .init("2026-00-10", .date), .init("2026-01-00", .date), .init("2026-04-31", .date),
  .init("1900-02-29", .date), .init("2025-02-29", .date),
  .init("2026-11-30T24:00:00+0000", .date), .init("2026-11-30T08:60:00+0000", .date),
  .init("2026-11-30T08:00:60+0000", .date), .init("2026-11-30T08:00:00", .date),
  .init("2026-11-30T08:00:00+00", .date), .init("2026-11-30T08:00:00+2400", .date),
  .init("2026-11-30T08:00:00+0060", .date), .init("2026-11-30T08:00:00+00:0", .date),
  .init("2026-11-30T08:00:00+00-00", .date), .init("2026-11-30 08:00:00+0000", .date),
  .init("2026-11-30t08:00:00+0000", .date), .init("2026-11-30T08:00:00z", .date),
  .init("2026-11-30T08:00:00.5+0000", .date), .init("2026-11-30T08:00+0000", .date),
  .init("2026-11-30T", .date), .init("26-11-30", .date), .init("2026-1-30", .date),
  .init("20261130", .date), .init(" 2026-11-30", .date), .init("2026-11-30 ", .date),
  .init("+2026-11-30", .date), .init("12026-11-30", .date), .init("2026/11/30", .date),
  .init("２０２６-11-30", .date),
  // enumeration
  .init("Center", alignments), .init(" center", alignments), .init("", alignments),
  .init("middle", alignments),
  // reference
  .init("owner", .reference("Any")), .init("$", .reference("Any")),
  .init("$1abc", .reference("Any")), .init("$ owner", .reference("Any")),
  .init("$owner ", .reference("Any")), .init(" $owner", .reference("Any")),
  .init("$a/b", .reference("Any")), .init("$$x", .reference("Any")),
  .init("$é", .reference("Any")), .init("", .reference("Any")),
  // option set
  .init("Top", edges), .init("top top", edges), .init("top,bottom", edges),
  .init("middle", edges), .init("top|bottom", edges),
  // collection of references
  .init("a", .references("Any")), .init("$a b", .references("Any")),
  .init("$a,$b", .references("Any")), .init("$", .references("Any")),
  .init("$1a", .references("Any")), .init("$a$b", .references("Any")),
  // list of strings
  .init(#"\"#, .strings), .init(#"a\b"#, .strings), .init(#"a|\n"#, .strings),
]

/// Canonical text of a value parsed from `text` as `kind`.
private let canonicalForms: [(text: String, kind: PropertyKind, canonical: String)] = [
  ("Hello &  bye ", .string, "Hello &  bye "),
  ("007", .int, "7"),
  ("-0", .int, "0"),
  ("0.50", .double, "0.5"),
  ("320", .double, "320"),
  ("320.0", .double, "320"),
  ("1e-3", .double, "0.001"),
  ("-2.0", .double, "-2"),
  ("1e-5", .double, "1e-5"),
  ("1.5e-7", .double, "1.5e-7"),
  ("1e16", .double, "1e16"),
  ("-0", .double, "0"),
  ("0.1", .double, "0.1"),
  ("123456789012345678", .double, "1.2345678901234568e17"),
  ("true", .bool, "true"),
  ("false", .bool, "false"),
  ("#fff", .color, "#FFFFFFFF"),
  ("#abc", .color, "#AABBCCFF"),
  ("#FF8000", .color, "#FF8000FF"),
  ("#ff800080", .color, "#FF800080"),
  ("#0a0B0c", .color, "#0A0B0CFF"),
  ("orange", .color, "#FF8000FF"),
  ("gray", .color, "#808080FF"),
  ("clear", .color, "#00000000"),
  (" 1.50 ,2 ", .point, "1.5 2"),
  ("320,44", .size, "320 44"),
  ("0, 0, 320, 44", .rect, "0 0 320 44"),
  ("0.0 -0.5 1e2 .25", .rect, "0 -0.5 100 0.25"),
  ("8,16,8,16", .insets, "8 16 8 16"),
  ("2026-11-30T08:00:00-0800", .date, "2026-11-30T16:00:00+0000"),
  ("2026-11-30", .date, "2026-11-30T00:00:00+0000"),
  ("2026-12-31T23:30:00-0100", .date, "2027-01-01T00:30:00+0000"),
  ("2027-01-01T00:30:00+01:00", .date, "2026-12-31T23:30:00+0000"),
  ("1969-12-31T23:59:59Z", .date, "1969-12-31T23:59:59+0000"),
  ("0001-01-01", .date, "0001-01-01T00:00:00+0000"),
  ("9999-12-31T23:59:59+00:00", .date, "9999-12-31T23:59:59+0000"),
  ("2024-02-29T12:00:00+0000", .date, "2024-02-29T12:00:00+0000"),
  ("center", alignments, "center"),
  ("$owner", .reference("Any"), "$owner"),
  ("bottom   top", edges, "top bottom"),
  ("", edges, ""),
  (" $a  $b ", .references("Any"), "$a $b"),
  ("A|B|", .strings, "A|B"),
  ("A||", .strings, "A||"),
  ("|", .strings, "|"),
  (#"a\|b"#, .strings, #"a\|b"#),
]

private func parsed(_ text: String, as kind: PropertyKind) throws -> PropertyValue {
  try ValueSyntax.parse(text, as: kind).get()
}

private func message(_ text: String, as kind: PropertyKind) -> String? {
  guard case .failure(let error) = ValueSyntax.parse(text, as: kind) else { return nil }
  return error.message
}

@Suite struct ValueSyntaxTests {
  @Test(arguments: accepted)
  func acceptsValidSyntax(_ value: AcceptedValue) throws {
    #expect(try parsed(value.text, as: value.kind) == value.expected)
  }

  @Test(arguments: rejected)
  func rejectsInvalidSyntax(_ value: RejectedValue) throws {
    let result = ValueSyntax.parse(value.text, as: value.kind)
    guard case .failure(let error) = result else {
      Issue.record("\(value.testDescription) parsed as \(result)")
      return
    }
    #expect(error.message.hasPrefix("invalid "))
    #expect(error.message.contains(": expected ") || error.message.contains("; expected "))
    #expect(!error.message.contains("\n"))
  }

  @Test(arguments: canonicalForms)
  func canonicalText(_ text: String, _ kind: PropertyKind, _ canonical: String) throws {
    #expect(try parsed(text, as: kind).canonicalText == canonical)
  }

  /// The canonical text of every accepted value parses back to the same canonical text, and
  /// (colours by name aside, whose components are not multiples of 1/255) to the same value.
  @Test(arguments: accepted)
  func canonicalTextRoundTrips(_ value: AcceptedValue) throws {
    let canonical = value.expected.canonicalText
    let reparsed = try parsed(canonical, as: value.kind)
    #expect(reparsed.canonicalText == canonical)
    if value.kind != .color || value.text.hasPrefix("#") {
      #expect(reparsed == value.expected)
    }
  }

  @Test func messagesShowTheExpectedSyntax() {
    #expect(
      message("0 0 320", as: .rect)
        == "invalid rect '0 0 320': expected 'x y width height', width and height at least 0")
    #expect(
      message("#12", as: .color)
        == "invalid color '#12': expected #RGB, #RRGGBB, #RRGGBBAA or one of clear, black, "
        + "white, gray, red, green, blue, yellow, orange")
    #expect(
      message("middle", as: alignments)
        == "invalid value 'middle': expected one of left, center, right, natural, justified")
    #expect(
      message("owner", as: .reference("Any"))
        == "invalid reference 'owner': expected a reference like $owner or $id")
    #expect(
      message("top middle", as: edges)
        == "invalid options 'top middle': expected names separated by spaces, each at most "
        + "once, from top, left, bottom, right")
    #expect(
      message("top top", as: edges)
        == "invalid options 'top top': 'top' is named twice; expected names separated by "
        + "spaces, each at most once, from top, left, bottom, right")
    #expect(
      message("$a b", as: .references("Any"))
        == "invalid references '$a b': expected references separated by spaces, like $first "
        + "$second")
    #expect(
      message(#"a\b"#, as: .strings)
        == #"invalid list of strings 'a\b': a backslash must be followed by '|' or a "#
        + #"backslash; expected items each ended by '|' (the last may leave it out), with \| "#
        + #"for a bar and \\ for a backslash"#)
    #expect(message("yes", as: .bool) == "invalid bool 'yes': expected true or false")
    #expect(message("1", as: .point) == "invalid point '1': expected 'x y'")
    #expect(
      message("1 2 3", as: .insets) == "invalid insets '1 2 3': expected 'top left bottom right'")
    #expect(
      message("nan", as: .double)
        == "invalid double 'nan': expected a finite number like 0.5, -2 or 1e-3")
    #expect(message("3.5", as: .int) == "invalid int '3.5': expected an integer like 3 or -12")
  }

  @Test func messagesGiveAReasonBeyondSyntax() {
    #expect(
      message("99999999999999999999", as: .int)
        == "invalid int '99999999999999999999': out of range; expected an integer like 3 or -12")
    #expect(
      message("1e999", as: .double)?.hasPrefix("invalid double '1e999': out of range;") == true)
    #expect(
      message("-1 4", as: .size)
        == "invalid size '-1 4': width and height must not be negative; expected 'width height', "
        + "both at least 0")
    #expect(
      message("2026-02-30", as: .date)
        == "invalid date '2026-02-30': no such day; expected yyyy-MM-dd'T'HH:mm:ssZ "
        + "(like 2026-11-30T08:00:00+0000) or yyyy-MM-dd")
    #expect(message("2026-11-30T25:00:00Z", as: .date)?.contains("no such time of day") == true)
  }

  @Test func messagesQuoteSafely() {
    #expect(
      message("a\nb\tc\r", as: .int)
        == "invalid int 'a\\nb\\tc\\r': expected an integer like 3 or -12")
    #expect(message("\u{1B}[31m", as: .bool)?.hasPrefix("invalid bool '\\u{1B}[31m'") == true)
    #expect(message("a\u{202E}b", as: .bool)?.hasPrefix("invalid bool 'a\\u{202E}b'") == true)
    #expect(message("ä✓", as: .bool)?.hasPrefix("invalid bool 'ä✓'") == true)
    let long = String(repeating: "x", count: 1_000)
    #expect(
      message(long, as: .bool)
        == "invalid bool '\(String(repeating: "x", count: 40))…': expected true or false")
    let exact = String(repeating: "y", count: 40)
    #expect(message(exact, as: .bool) == "invalid bool '\(exact)': expected true or false")
  }

  @Test func emptyEnumerationSaysSo() {
    #expect(
      message("x", as: .enumeration([]))
        == "invalid value 'x': expected no value (the type has no cases)")
  }

  @Test func minimum() {
    #expect(ValueSyntax.checkMinimum(0, minimum: 0) == nil)
    #expect(ValueSyntax.checkMinimum(5, minimum: 0) == nil)
    #expect(
      ValueSyntax.checkMinimum(-1, minimum: 0)?.message
        == "invalid int '-1': expected an integer of at least 0")
  }

  @Test func canonicalTextNeverTrapsOnUnusualValues() {
    #expect(
      PropertyValue.color(Color(red: .nan, green: 2, blue: -1, alpha: 0.5)).canonicalText
        == "#00FF0080")
    #expect(
      PropertyValue.date(Date(timeIntervalSince1970: 0.75)).canonicalText
        == "1970-01-01T00:00:00+0000")
    #expect(
      PropertyValue.date(Date(timeIntervalSince1970: -0.25)).canonicalText
        == "1969-12-31T23:59:59+0000")
    #expect(!PropertyValue.date(Date(timeIntervalSince1970: 1e300)).canonicalText.isEmpty)
  }
}

/// The double parser's fast path (one division by an exact power of ten) must agree with the
/// standard library's correctly rounded parse on every decimal it takes.
@Test func decimalFastPathAgreesWithTheStandardLibrary() {
  var state: UInt64 = 0x1234_5678_9ABC_DEF0
  func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 11
  }
  for _ in 0..<20_000 {
    let digits = Int(next() % 15) + 1
    var limit: UInt64 = 1
    for _ in 0..<digits { limit *= 10 }
    var text = String(next() % limit)
    let point = Int(next() % UInt64(digits + 1))
    if point > 0 && point < text.count {
      text.insert(".", at: text.index(text.endIndex, offsetBy: -point))
    }
    if next() % 2 == 0 { text = "-" + text }
    guard case .success(.double(let parsed)) = ValueSyntax.parse(text, as: .double) else {
      Issue.record("rejected \(text)")
      continue
    }
    #expect(parsed == Double(text)!, "\(text)")
  }
}

/// Whole numbers take a shorter path than other decimals; its edges must read exactly as the
/// standard library reads them, and what is not a number must still be refused.
@Test func wholeNumberPathAgreesWithTheStandardLibrary() {
  for text in [
    "0", "-0", "007", "-12", "999999999999999", "-999999999999999", "9999999999999999",
    "12345678901234567890", "1.0", "-0.5",
  ] {
    guard case .success(.double(let parsed)) = ValueSyntax.parse(text, as: .double) else {
      Issue.record("rejected \(text)")
      continue
    }
    #expect(parsed == Double(text)!, "\(text)")
    #expect(parsed.sign == Double(text)!.sign, "\(text)")
  }
  for text in ["-", "", "1-2", "--1", "1 2", "+1", "0x10", "1e"] {
    guard case .failure = ValueSyntax.parse(text, as: .double) else {
      Issue.record("accepted \(text)")
      continue
    }
  }
  guard case .success(.rect(let rect)) = ValueSyntax.parse("-0 7 320 480", as: .rect) else {
    Issue.record("rejected a whole-number rect")
    return
  }
  #expect(rect.origin.x.sign == .minus && rect.origin.y == 7)
  #expect(rect.size.width == 320 && rect.size.height == 480)
}
