import FoundationEssentials

/// An assignment's value as a setter reads it, in place in its template: the stored form, the
/// payload, and the columns the payload may index.
///
/// Each accessor returns the value when it is of that kind and `nil` otherwise (a setter
/// ignores a value of another kind). Nothing is copied but the value asked for.
struct AssignedValue {
  /// The assignment, in its template.
  private let assignment: UnsafePointer<PropertyAssignment>
  /// The template's columns, which whoever applies the value keeps alive. Unmanaged and read
  /// as a guaranteed reference: a strong reference would be retained and released for every
  /// assignment, and through an unowned one each read would retain the column's array.
  private let storage: Unmanaged<PropertyColumns>

  /// - Parameters:
  ///   - assignment: The assignment, valid while the value is read.
  ///   - columns: The columns of the assignment's template.
  @inline(__always)
  init(_ assignment: UnsafePointer<PropertyAssignment>, columns: PropertyColumns) {
    self.assignment = assignment
    self.storage = .passUnretained(columns)
  }

  @inline(__always)
  private var form: ValueForm { assignment.pointee.form }

  @inline(__always)
  private var payload: UInt32 { assignment.pointee.payload }

  /// Reads the payload's element of a column, without retaining anything and without a
  /// bounds check: the compiler made the index with the element.
  @inline(__always)
  private func element<T>(of column: (borrowing ValueColumns) -> [T]) -> T {
    storage._withUnsafeGuaranteedRef { columns in
      column(columns.values).withUnsafeBufferPointer { $0[index] }
    }
  }

  @inline(__always)
  private var index: Int { Int(assignment.pointee.payload) }

  var string: String? {
    @inline(__always) get { form == .string ? element { $0.strings } : nil }
  }

  var int: Int? {
    @inline(__always) get {
      switch form {
      case .int: Int(Int32(bitPattern: payload))
      case .wideInt: element { $0.integers }
      default: nil
      }
    }
  }

  var double: Double? {
    @inline(__always) get {
      switch form {
      case .double: Double(Float(bitPattern: payload))
      case .wideDouble: element { $0.doubles }
      default: nil
      }
    }
  }

  var bool: Bool? {
    @inline(__always) get { form == .bool ? payload != 0 : nil }
  }

  var color: Color? {
    @inline(__always) get {
      switch form {
      case .color: StoredColor.unpack(payload)
      case .exactColor: element { $0.colors }
      default: nil
      }
    }
  }

  /// The colour as a view stores it: a packed colour is handed over as it is, never unpacked
  /// and packed again.
  var storedColor: StoredColor? {
    @inline(__always) get {
      switch form {
      case .color: .packed(payload)
      case .exactColor: StoredColor(element { $0.colors })
      default: nil
      }
    }
  }

  var point: Point? {
    @inline(__always) get { form == .point ? element { $0.points } : nil }
  }

  var size: Size? {
    @inline(__always) get { form == .size ? element { $0.sizes } : nil }
  }

  var rect: Rect? {
    @inline(__always) get {
      switch form {
      case .compactRect: element { $0.compactRects }.rect
      case .rect: element { $0.rects }
      default: nil
      }
    }
  }

  var insets: Insets? {
    @inline(__always) get { form == .insets ? element { $0.insets } : nil }
  }

  var date: Date? {
    @inline(__always) get {
      form == .date ? Date(timeIntervalSinceReferenceDate: element { $0.doubles }) : nil
    }
  }

  /// An enumeration value's index in its property's list of cases.
  var enumerationIndex: Int? {
    @inline(__always) get { form == .enumeration ? index : nil }
  }

  /// An option set's mask: bit `i` stands for the property's `i`th name.
  var optionMask: UInt64? {
    @inline(__always) get {
      switch form {
      case .options: UInt64(payload)
      case .wideOptions: UInt64(bitPattern: Int64(element { $0.integers }))
      default: nil
      }
    }
  }

  /// A list of strings.
  var strings: [String]? {
    @inline(__always) get { form == .strings ? element { $0.stringLists } : nil }
  }

  /// The case of `E` an enumeration value names (by its index in `allCases`).
  @inline(__always)
  func enumerationCase<E: NibEnum>(_ type: E.Type) -> E? {
    enumerationIndex.flatMap(E.nibCase(at:))
  }
}
