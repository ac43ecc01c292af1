/// A property set from an attribute, in 16 bytes: a template holds one per attribute (half a
/// million in a large file), so the value is stored in a 32-bit ``payload`` when it fits there
/// and in a typed column of the template's ``PropertyColumns`` otherwise, and the descriptor is
/// an index into the template's table of the distinct descriptors it uses.
///
/// What fits in the payload: ints that fit `Int32`, doubles that a `Float` holds exactly,
/// Booleans, enumeration cases (their index), option sets of up to 32 names (their mask), and
/// colours whose components are all n/255 (what
/// hex colours parse to), packed as four bytes. Everything else (strings, rects, points, sizes,
/// insets, dates, other colours, wider numbers) is in a column, and the payload is its index
/// there (rects whose components are all integers in `Int16`'s range, as frames nearly always
/// are, in a column of eight-byte ``CompactRect``s). ``form`` says which, and setters read the
/// value in place through ``AssignedValue``.
struct PropertyAssignment: Sendable {
  /// The attribute's position.
  var position: SourcePosition
  /// The value itself, or its index in the column ``form`` names.
  var payload: UInt32
  /// The descriptor's index in ``PropertyColumns/descriptors``, or ``overflowSlot`` when the
  /// table was full (the descriptor is then in ``PropertyColumns/overflowDescriptors``).
  var descriptorSlot: UInt16
  /// How ``payload`` is read.
  var form: ValueForm
  /// The descriptor's ``PropertyDescriptor/kitProperty``, kept here so that instantiation sets
  /// a kit property without looking the descriptor up.
  let kitProperty: KitProperty

  /// The slot that says the descriptor is not in the table (a template met more distinct
  /// descriptors than a 16-bit index holds: only with a registry of that many properties).
  static let overflowSlot = UInt16.max

  init(
    form: ValueForm, payload: UInt32, descriptorSlot: UInt16, kitProperty: KitProperty,
    position: SourcePosition
  ) {
    self.position = position
    self.payload = payload
    self.descriptorSlot = descriptorSlot
    self.form = form
    self.kitProperty = kitProperty
  }
}

/// How an assignment's 32-bit payload holds its value.
enum ValueForm: UInt8, Sendable {
  /// An index in ``ValueColumns/strings``.
  case string
  /// An `Int32`'s bit pattern.
  case int
  /// An index in ``ValueColumns/integers`` (an int that does not fit `Int32`).
  case wideInt
  /// A `Float`'s bit pattern, which widens to exactly the parsed `Double`.
  case double
  /// An index in ``ValueColumns/doubles`` (a double that no `Float` holds exactly).
  case wideDouble
  /// 1 for `true`, 0 for `false`.
  case bool
  /// Four bytes n, each component being n/255: red in the low byte, then green, blue, alpha.
  case color
  /// An index in ``ValueColumns/colors`` (a colour with a component that is not n/255).
  case exactColor
  /// An index in ``ValueColumns/points``.
  case point
  /// An index in ``ValueColumns/sizes``.
  case size
  /// An index in ``ValueColumns/rects`` (a rect with a component that is not an integer in
  /// `Int16`'s range).
  case rect
  /// An index in ``ValueColumns/compactRects`` (a rect whose components are all integers in
  /// `Int16`'s range, as nearly every frame's are).
  case compactRect
  /// An index in ``ValueColumns/insets``.
  case insets
  /// An index in ``ValueColumns/doubles``: the date's `timeIntervalSinceReferenceDate`.
  case date
  /// The case's index in the property's list of cases.
  case enumeration
  /// An index in ``ValueColumns/strings``: the referenced name, without `$`.
  case reference
  /// An option set's mask of member indices, when it fits 32 bits.
  case options
  /// An index in ``ValueColumns/integers``: an option set's mask (its bit pattern) that does
  /// not fit 32 bits.
  case wideOptions
  /// An index in ``ValueColumns/stringLists``: a list of strings.
  case strings
  /// An index in ``ValueColumns/stringLists``: referenced names, without `$` (the compiler
  /// records references apart; this form is for values stored by hand).
  case references
}
