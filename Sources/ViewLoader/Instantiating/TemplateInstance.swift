/// The objects one template created, by node index, and the instances of its includes: the
/// only list of the objects an instantiation created (``forEachObject(_:)`` walks them in
/// document order). Each created object is held once, here (and by its superview); lookups
/// and `awakeFromNib()` walk these arrays rather than a second list of every object.
final class TemplateInstance {
  let template: NibTemplate
  let objects: [AnyObject?]
  let includes: [Int32: TemplateInstance]

  init(template: NibTemplate, objects: [AnyObject?], includes: [Int32: TemplateInstance]) {
    self.template = template
    self.objects = objects
    self.includes = includes
  }

  /// Calls `body` with every object, in document order, includes expanded. Recursion follows
  /// includes only, which the include depth limit bounds.
  func forEachObject(_ body: (AnyObject) -> Void) {
    for index in objects.indices {
      if let object = objects[index] {
        body(object)
      } else if let included = includes[Int32(index)] {
        included.forEachObject(body)
      }
    }
  }

  /// Follows a path of include nodes to an object.
  func object(at path: ArraySlice<Int32>) -> AnyObject? {
    guard let first = path.first else { return nil }
    if path.count == 1 { return objects[Int(first)] }
    return includes[first]?.object(at: path.dropFirst())
  }
}
