/// An object that a nib file can create: it has a plain initializer and hears the end of loading.
///
/// `View` and every class of the kit conform. Custom non-view objects conform directly:
/// `final class Theme: NibObject { init() {} }`.
public protocol NibObject: AnyObject, SendableMetatype {
  /// Creates the object with its default state; the nib's properties are set afterwards.
  init()
  /// Called once per created object, in document order, after every property, reference,
  /// outlet and action of the instantiation is set.
  func awakeFromNib()
}

extension NibObject {
  /// Does nothing by default.
  public func awakeFromNib() {}
}
