/// An option set whose members a nib file names, separated by spaces.
///
/// ```swift
/// struct Edges: NibOptionSet {
///   let rawValue: Int
///   static let top = Edges(rawValue: 1 << 0)
///   static let bottom = Edges(rawValue: 1 << 1)
///   static let nibMembers: [(name: String, value: Edges)] = [("top", .top), ("bottom", .bottom)]
/// }
/// ```
///
/// A property of type `Edges` is then set with `edges="top bottom"`; `edges=""` sets the empty
/// set. The schema describes it as `{"options": ["top", "bottom"]}`.
public protocol NibOptionSet: OptionSet, Sendable {
  /// The members a file may name, each with its name, in the order a dump lists them. At most
  /// 64; a member may combine several others.
  static var nibMembers: [(name: String, value: Self)] { get }
}

extension NibOptionSet {
  /// The names of ``nibMembers``, in order.
  static var nibMemberNames: [String] {
    let names = nibMembers.map(\.name)
    precondition(
      names.count <= PropertyKind.maximumOptionCount,
      "an option set may have at most \(PropertyKind.maximumOptionCount) named members")
    return names
  }
}
