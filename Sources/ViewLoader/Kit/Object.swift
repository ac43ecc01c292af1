/// A plain object a file can create: the base of the kit's objects that are not views
/// (gesture recognisers, bar items, menus, layout constraints, controllers, formatters).
///
/// Registered as `Object`: a file may create one (`<Object id="marker"/>`), and an app's own
/// non-view classes may descend from it to inherit its registration. It does nothing itself.
open class Object: NibObject {
  /// Creates the object.
  public required init() {}

  /// Called once after the nib that created the object has finished loading; does nothing by
  /// default. Subclasses override it to finish their setup.
  open func awakeFromNib() {}
}
