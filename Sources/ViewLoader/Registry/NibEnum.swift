/// An enumeration whose cases a nib file names by their raw values.
///
/// `enum Mood: String, CaseIterable, NibEnum { case calm, busy }` lets a property of type
/// `Mood` be set with `mood="busy"`.
public protocol NibEnum: RawRepresentable, CaseIterable, Sendable where RawValue == String {}
