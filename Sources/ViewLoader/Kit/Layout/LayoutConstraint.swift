/// A relation between two layout attributes of views or layout guides, solved by a layout
/// engine: `first.attribute = multiplier × second.attribute + constant` (or `≤`, `≥`), with a
/// priority (UIKit's `NSLayoutConstraint`).
///
/// The kit records constraints; nothing here solves them. An active constraint is held by a
/// view (``View/constraints``): the nearest common ancestor of its items when it is activated
/// with ``isActive``, or the view that ``View/addConstraint(_:)`` adds it to. It holds its
/// items weakly.
///
/// ```swift
/// let width = LayoutConstraint(
///   item: button, attribute: .width, relatedBy: .equal, toItem: nil,
///   attribute: .notAnAttribute, multiplier: 1, constant: 44)
/// width.isActive = true   // held by `button`
/// ```
open class LayoutConstraint: Object {
  /// A part of an item's layout that a constraint relates (UIKit's
  /// `NSLayoutConstraint.Attribute`).
  public enum Attribute: String, CaseIterable, NibEnum {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge (left in a left-to-right layout).
    case leading
    /// The trailing edge (right in a left-to-right layout).
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the last line of text.
    case lastBaseline
    /// The baseline of the first line of text.
    case firstBaseline
    /// The left margin.
    case leftMargin
    /// The right margin.
    case rightMargin
    /// The top margin.
    case topMargin
    /// The bottom margin.
    case bottomMargin
    /// The leading margin.
    case leadingMargin
    /// The trailing margin.
    case trailingMargin
    /// The horizontal centre between the left and right margins.
    case centerXWithinMargins
    /// The vertical centre between the top and bottom margins.
    case centerYWithinMargins
    /// No attribute: the second item of a constraint on a constant (a fixed width).
    case notAnAttribute
  }

  /// How the two sides of a constraint compare.
  public enum Relation: String, CaseIterable, NibEnum {
    /// The first side is at most the second.
    case lessThanOrEqual
    /// The sides are equal.
    case equal
    /// The first side is at least the second.
    case greaterThanOrEqual
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private weak var storedFirstItem: AnyObject?
  private weak var storedSecondItem: AnyObject?
  private var storedMultiplier: Double = 1
  private var storedConstant: Double = 0
  private var storedPriority: Double = LayoutPriority.required
  private var storedIdentifier: String?
  private weak var storedHolder: View?
  private var storedFirstAttribute: Attribute = .notAnAttribute
  private var storedSecondAttribute: Attribute = .notAnAttribute
  private var storedRelation: Relation = .equal
  private var storedIsActive = false

  /// The item on the left of the relation: a ``View`` or a ``LayoutGuide``.
  public var firstItem: AnyObject? {
    get { storedFirstItem }
    set { storedFirstItem = newValue }
  }
  /// The attribute of the first item.
  public var firstAttribute: Attribute {
    get { storedFirstAttribute }
    set { storedFirstAttribute = newValue }
  }
  /// How the first side compares with the second.
  public var relation: Relation {
    get { storedRelation }
    set { storedRelation = newValue }
  }
  /// The item on the right of the relation, or `nil` for a constraint on a constant.
  public var secondItem: AnyObject? {
    get { storedSecondItem }
    set { storedSecondItem = newValue }
  }
  /// The attribute of the second item (``Attribute/notAnAttribute`` without one).
  public var secondAttribute: Attribute {
    get { storedSecondAttribute }
    set { storedSecondAttribute = newValue }
  }
  /// The factor of the second attribute; 1 by default.
  public var multiplier: Double {
    get { storedMultiplier }
    set { storedMultiplier = newValue }
  }
  /// The number added to the second side; 0 by default.
  public var constant: Double {
    get { storedConstant }
    set { storedConstant = newValue }
  }
  /// How much the constraint matters, from 1 to 1000; ``LayoutPriority/required`` (1000, it
  /// must hold) by default.
  public var priority: Double {
    get { storedPriority }
    set { storedPriority = newValue }
  }
  /// A name for the constraint, for debugging.
  public var identifier: String? {
    get { storedIdentifier }
    set { storedIdentifier = newValue }
  }
  /// The view that holds the constraint (whose ``View/constraints`` list it), or `nil`.
  public var holdingView: View? { storedHolder }

  /// Whether the constraint takes part in layout.
  ///
  /// Setting it to `true` adds the constraint to the nearest common ancestor of its items'
  /// views (a guide's view is its owning view); while the items have none (they are not yet in
  /// one tree), the constraint stays active without a holder and is added when it wakes from a
  /// nib or is activated again. Setting it to `false` removes it from its holder.
  public var isActive: Bool {
    get { storedIsActive }
    set {
      if newValue {
        storedIsActive = true
        attachToCommonAncestor()
      } else {
        storedHolder?.removeConstraint(self)
        storedIsActive = false
      }
    }
  }

  /// Creates an inactive constraint between nothing, to be filled in.
  public required init() {}

  /// Creates an inactive constraint `item.attribute relation toItem.attribute × multiplier +
  /// constant`, as UIKit's initializer of the same shape does.
  /// - Parameters:
  ///   - item: The first item: a ``View`` or a ``LayoutGuide``.
  ///   - attribute: The first item's attribute.
  ///   - relatedBy: How the sides compare.
  ///   - toItem: The second item, or `nil` for a constant.
  ///   - secondAttribute: The second item's attribute (``Attribute/notAnAttribute`` without one).
  ///   - multiplier: The factor of the second attribute.
  ///   - constant: The number added to the second side.
  public convenience init(
    item: AnyObject, attribute: Attribute, relatedBy: Relation, toItem: AnyObject?,
    attribute secondAttribute: Attribute, multiplier: Double, constant: Double
  ) {
    self.init()
    firstItem = item
    firstAttribute = attribute
    relation = relatedBy
    secondItem = toItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
  }

  /// Activates each constraint (see ``isActive``).
  /// - Parameter constraints: The constraints to activate.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint (see ``isActive``).
  /// - Parameter constraints: The constraints to deactivate.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Adds an active constraint without a holder to its items' common ancestor, now that the
  /// nib that made it has built its tree and set its items.
  open override func awakeFromNib() {
    super.awakeFromNib()
    if storedIsActive { attachToCommonAncestor() }
  }

  /// Records the view that now holds the constraint (or `nil`): only ``View`` calls this.
  func setHolder(_ view: View?) {
    storedHolder = view
    storedIsActive = view != nil
  }

  /// Adds the constraint to the nearest common ancestor of its items' views, unless a view
  /// holds it already or there is none.
  private func attachToCommonAncestor() {
    guard storedHolder == nil, let first = Self.view(of: storedFirstItem) else { return }
    let ancestor: View?
    if let secondItem = storedSecondItem {
      guard let second = Self.view(of: secondItem) else { return }
      ancestor = first.nearestCommonAncestor(with: second)
    } else {
      ancestor = first
    }
    ancestor?.addConstraint(self)
  }

  /// The view an item stands for: itself, or a guide's owning view.
  private static func view(of item: AnyObject?) -> View? {
    if let view = item as? View { return view }
    return (item as? LayoutGuide)?.owningView
  }
}
