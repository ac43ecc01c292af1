// The straightforward loader a Swift developer on Linux would write with Foundation, and the bar
// ViewLoader's loader is measured against: XMLParser (Foundation's SAX parser over libxml2)
// builds a tree of typed `final class View` objects from a nib file (`<nib version="1">` around
// the views, `<action>` children on controls), converting attributes as it goes (frame to four
// Doubles, `#RRGGBB[AA]` to RGBA, numbers, booleans, enums; an unknown element or attribute is
// an error), then binds the outlets (about 1% of the views) by name through a
// `[String: (AnyObject) -> Void]` table of the owner's.
//
// Prints `views=N outlets=N actions=N build_ms=X free_ms=X`: build_ms covers the parse, the
// objects and the outlets, from the bytes in memory; free_ms the teardown. `views` counts object
// elements (not <nib> or <action>). Built by Benchmarks/run.sh with `swiftc -O`; it is no part of
// the package.
import Foundation
import FoundationXML

#if canImport(Glibc)
  import Glibc
#endif

@inline(__always) func nowMs() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
}
func fmt(_ v: Double) -> String { "\((v * 1000).rounded() / 1000)" }

struct Rect { var x = 0.0, y = 0.0, width = 0.0, height = 0.0 }
struct RGBA { var r: Float, g: Float, b: Float, a: Float }
enum Kind: String {
  case view = "View", stackView = "StackView", label = "Label", button = "Button",
    imageView = "ImageView", textField = "TextField"
}
enum Axis: String { case horizontal, vertical }
enum ContentMode: String { case scaleToFill, aspectFit, aspectFill, center }
enum Event: String {
  case primaryActionTriggered, touchUpInside, valueChanged, editingChanged, editingDidEnd
}
struct Action { let event: Event, handler: String }
struct LoadError: Error { let message: String }

final class View {
  let kind: Kind
  var id = ""
  var frame = Rect()
  var backgroundColor: RGBA?
  var foregroundColor: RGBA?
  var text: String?
  var placeholder: String?
  var font: String?
  var image: String?
  var contentMode = ContentMode.scaleToFill
  var actions: [Action] = []
  var axis = Axis.horizontal
  var spacing = 0.0
  var numberOfLines = 1
  var tag = 0
  var alpha = 1.0
  var hidden = false
  var clipsToBounds = false
  var enabled = true
  var subviews: [View] = []
  weak var superview: View?
  init(kind: Kind) { self.kind = kind }
}

func parseFrame(_ s: String) throws -> Rect {
  let p = s.split(separator: " ")
  guard p.count == 4, let x = Double(p[0]), let y = Double(p[1]), let w = Double(p[2]),
    let h = Double(p[3])
  else { throw LoadError(message: "bad frame '\(s)'") }
  return Rect(x: x, y: y, width: w, height: h)
}

func parseColor(_ s: String) throws -> RGBA {
  guard s.hasPrefix("#"), let v = UInt32(s.dropFirst(), radix: 16) else {
    throw LoadError(message: "bad color '\(s)'")
  }
  switch s.count {
  case 7:
    return RGBA(
      r: Float((v >> 16) & 0xFF) / 255, g: Float((v >> 8) & 0xFF) / 255, b: Float(v & 0xFF) / 255,
      a: 1)
  case 9:
    return RGBA(
      r: Float(v >> 24) / 255, g: Float((v >> 16) & 0xFF) / 255, b: Float((v >> 8) & 0xFF) / 255,
      a: Float(v & 0xFF) / 255)
  default: throw LoadError(message: "bad color '\(s)'")
  }
}

func parseBool(_ s: String) throws -> Bool {
  switch s {
  case "true": return true;
  case "false": return false
  default: throw LoadError(message: "bad bool '\(s)'")
  }
}

func enumCase<T: RawRepresentable>(_ s: String) throws -> T where T.RawValue == String {
  guard let v = T(rawValue: s) else { throw LoadError(message: "bad \(T.self) '\(s)'") }
  return v
}

func number<T: LosslessStringConvertible>(_ s: String) throws -> T {
  guard let v = T(s) else { throw LoadError(message: "bad number '\(s)'") }
  return v
}

final class Loader: NSObject, XMLParserDelegate {
  var stack: [View] = []
  var topLevel: [View] = []
  var count = 0, actions = 0
  var pendingOutlets: [(String, View)] = []
  var error: Error?
  var inNib = false, inAction = false

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
  ) {
    do {
      guard !inAction else { throw LoadError(message: "<action> takes no children") }
      guard let kind = Kind(rawValue: elementName) else {
        switch elementName {
        case "action":
          guard let control = stack.last, control.kind == .button || control.kind == .textField
          else { throw LoadError(message: "<action> outside a control") }
          guard attributeDict.count == 2, let event = attributeDict["event"],
            let handler = attributeDict["handler"]
          else { throw LoadError(message: "<action> needs exactly event= and handler=") }
          control.actions.append(Action(event: try enumCase(event), handler: handler))
          actions += 1
          inAction = true
        case "nib":
          guard !inNib, attributeDict["version"] == "1" else {
            throw LoadError(message: "bad <nib> root")
          }
          inNib = true
        default: throw LoadError(message: "unknown element \(elementName)")
        }
        return
      }
      guard inNib else { throw LoadError(message: "root element is not <nib>") }
      let v = View(kind: kind)
      for (key, value) in attributeDict {
        switch key {
        case "id": v.id = value
        case "frame": v.frame = try parseFrame(value)
        case "backgroundColor": v.backgroundColor = try parseColor(value)
        case "textColor", "titleColor": v.foregroundColor = try parseColor(value)
        case "text", "title": v.text = value
        case "placeholder": v.placeholder = value
        case "font": v.font = value
        case "image": v.image = value
        case "contentMode": v.contentMode = try enumCase(value)
        case "axis": v.axis = try enumCase(value)
        case "spacing": v.spacing = try number(value)
        case "numberOfLines": v.numberOfLines = try number(value)
        case "tag": v.tag = try number(value)
        case "alpha": v.alpha = try number(value)
        case "isHidden": v.hidden = try parseBool(value)
        case "clipsToBounds": v.clipsToBounds = try parseBool(value)
        case "isEnabled": v.enabled = try parseBool(value)
        case "outlet": pendingOutlets.append((value, v))
        default: throw LoadError(message: "unknown attribute \(key)")
        }
      }
      if let p = stack.last { p.subviews.append(v); v.superview = p } else { topLevel.append(v) }
      stack.append(v)
      count += 1
    } catch {
      self.error = error
      parser.abortParsing()
    }
  }
  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName qName: String?
  ) {
    if inAction { inAction = false; return }  // </action>
    if stack.isEmpty { return }  // </nib>
    stack.removeLast()
  }
}

/// The owner ("file's owner"): declares its outlets as a name -> setter table.  It exists before
/// the load starts (its table is static metadata), so building it is not timed.
final class Owner {
  var slots = [View?](repeating: nil, count: 1000)
  var outletTable: [String: (AnyObject) -> Void] = [:]
  init() {
    for i in 0..<1000 {
      outletTable["outlet\(i)"] = { [unowned self] obj in self.slots[i] = (obj as! View) }
    }
  }
}

/// One line on stderr and exit 1, so the harness reports the reason (no crash backtrace).
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("naive_loader: \(message)\n".utf8))
  exit(1)
}

guard CommandLine.arguments.count == 2 else { fail("usage: naive_loader FILE.nib") }
let data = try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))
let owner = Owner()
let t0 = nowMs()
// NB: XMLParser(data:) fails on Linux for inputs > 10 MB (libxml2 "Huge input lookup",
// NSXMLParserErrorDomain code 1, reported after all events were delivered); the stream
// initializer feeds libxml2 in chunks and has the same speed, so use it for every size.
let parser = XMLParser(stream: InputStream(data: data))
var loader: Loader? = Loader()
parser.delegate = loader
guard parser.parse(), loader!.error == nil else {
  fail(
    "load error: \(loader!.error.map { "\($0)" } ?? parser.parserError.map { "\($0)" } ?? "unknown")"
  )
}
var bound = 0
for (name, view) in loader!.pendingOutlets {
  guard let setter = owner.outletTable[name] else { fail("unknown outlet \(name)") }
  setter(view)
  bound += 1
}
let t1 = nowMs()
let (count, actions) = (loader!.count, loader!.actions)
loader = nil
let t2 = nowMs()
print(
  "views=\(count) outlets=\(bound) actions=\(actions) build_ms=\(fmt(t1 - t0)) free_ms=\(fmt(t2 - t1))"
)
