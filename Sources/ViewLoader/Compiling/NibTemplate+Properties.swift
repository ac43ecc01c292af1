extension NibTemplate {
  /// A node's property assignments, in attribute order, each read from the compact form when
  /// asked.
  func properties(of node: TemplateNode) -> LazyMapCollection<Range<Int>, AssignedProperty> {
    (Int(node.propertyRange.lowerBound)..<Int(node.propertyRange.upperBound)).lazy.map {
      AssignedProperty(template: self, index: $0)
    }
  }
}

/// One of a template's property assignments, as everything but instantiation reads it: its
/// descriptor and its value are looked up from the compact record when asked.
struct AssignedProperty {
  let template: NibTemplate
  /// The index in ``NibTemplate/properties``.
  let index: Int

  /// The property's descriptor.
  var descriptor: PropertyDescriptor {
    template.propertyColumns.descriptor(of: template.properties[index], at: index)
  }

  /// The property's name.
  var name: String { descriptor.name }

  /// The value, as the parser produced it.
  var value: PropertyValue {
    template.propertyColumns.value(of: template.properties[index], descriptor: descriptor)
  }

  /// The attribute's position.
  var position: SourcePosition { template.properties[index].position }
}
