/// Custom classes: the names a `customClass` attribute may hold, and the registered types they
/// stand for.
extension XIBImporter {
  /// A `customClass` attribute that can name a class, or `nil` after `invalid-value`: a name
  /// (or a module's name and a name: `App.Card`), as the runtime looks classes up.
  mutating func className(
    _ attribute: (value: String, position: SourcePosition)
  ) -> (value: String, position: SourcePosition)? {
    isNameOfCode(
      attribute, ObjectiveCNames.isKeyPath(attribute.value), what: "custom class",
      expected: "a class name", consequence: "the object is read as its kit class")
      ? attribute : nil
  }

  /// The type a custom class names: a registered type that descends from the kit type (from
  /// `View`, for a macOS custom view; any registered type, for a custom object), or (with a
  /// finding when custom classes are checked) the kit type itself.
  ///
  /// A class of a Swift module (`customModule="App"`) is looked up as `App.Name` first, then as
  /// `Name`: an app registers a class named like one of the kit's (its own `MenuItem` view, a
  /// `CollectionViewCell` with outlets of its own) under its module's name, beside the kit's.
  mutating func resolveCustomClass(
    _ name: String, module: String?, at position: SourcePosition, kitType: NibType
  ) -> NibType {
    let qualified = module.flatMap { registry.type(named: $0 + "." + name) }
    if let registered = qualified ?? registry.type(named: name) {
      // A macOS custom view stands for any view of the app's class (an NSScroller, a control
      // the app draws), not only a plain one, and a custom object for an object of any class
      // (Mac Mouse Fix's of its text view's class).
      let required = SchemaDocument.requiredAncestor(ofParent: kitType.name)
      let isKitType = registry.isKitType(registered)
      // A kit type found by its own name on an element of another kind is not the document's
      // class, even where it descends from the element's: UIKit's and AppKit's classes are
      // prefixed (`UIProgressView`), so a `ProgressView` on a plain view is the app's own
      // class of that name (a tvOS app's progress screen), whatever the kit's is.
      let isAnotherKitType = isKitType && registered !== kitType
      if registered.isSubtype(of: required), !isAnotherKitType { return registered }
      if policy.checksCustomClasses {
        // A name the kit itself registers (an app's own `Label` on a text field) is the kit's
        // type, not a subclass of another.
        let what =
          isKitType
          ? "the kit's \(registered.name)"
          : MessageText.withArticle(registered.parent?.name ?? registered.name)
        let element =
          registered.isSubtype(of: required)
          ? "the plain \(kitType.name) its element is"
          : "\(MessageText.withArticle(kitType.name)) as its element requires"
        var message = "custom class '\(escaped(name))' is \(what), not \(element)"
        if isKitType, let module {
          // The app's own class of that name: registered under its module's name, it is found.
          message +=
            ": register the app's class as '\(escaped(module)).\(escaped(name))'"
            + (policy.isLinting ? " or describe it so in a schema" : "")
        } else if isKitType, !policy.isLinting {
          // An Objective-C class (no module to name it by): the app's registry takes it in
          // the kit's place (FileComparator's grid, a scroll view named `GridView`).
          message += ": register the app's class as '\(escaped(name))', in place of the kit's"
        }
        error(.customClassType, message, at: position)
      }
      return kitType
    }
    if policy.checksCustomClasses {
      var message = "custom class '\(escaped(name))' is not registered"
      message +=
        policy.isLinting
        ? " or described by a schema" : ": register it as a subclass of \(kitType.name)"
      error(.unknownCustomClass, message, at: position)
    }
    return kitType
  }

  /// Names `Module.Name` each class of a Swift module that is named like a kit type but cannot
  /// be the kit's: its element is of another kind (an app's `MenuItem` view), or it has names
  /// the kit's type lacks (a `CollectionViewCell` with outlets of its own). It is the app's
  /// own class, under the name an app registers it by: `convert` writes it so, with its
  /// names, and describes it so in its schema.
  mutating func qualifyKitNamedClasses() {
    for index in nodes.indices {
      guard let name = nodes[index].className, let module = nodes[index].classModule,
        let registered = registry.type(named: name), registry.isKitType(registered),
        nodes[index].type !== registered || !nodes[index].kept.isEmpty
      else { continue }
      nodes[index].className = module + "." + name
    }
  }
}
