// The declarations `viewcheck generate` writes (`generatedConnections`): each names the type of
// the object the file binds, so that the Swift compiler checks the binding against the owner.
// The `boundTo:`/`sentBy:` values are never read: only their types matter. An outlet bound
// once may be a single outlet or a collection, and a handler may take a sender or not: the
// overloads let the owner's declaration decide, and the compiler reports a mismatch at the
// argument that does not fit (the generated file maps it to the view file's line).

extension Connections {
  /// Declares a single outlet, checking at compile time that the file's object fits it: what
  /// `viewcheck generate` writes for an outlet the file binds once.
  ///
  /// ```swift
  /// .outlet("titleLabel", \.titleLabel, boundTo: ViewLoader.Label?.none)
  /// ```
  /// - Parameters:
  ///   - name: The name the file's `outlet` attribute uses.
  ///   - keyPath: The owner's property, of an optional class type.
  ///   - object: `nil`, typed as the file's object: it must convert to the property's type.
  public func outlet<Value: AnyObject>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Value?> & Sendable,
    boundTo object: Value?
  ) -> Self {
    outlet(name, keyPath)
  }

  /// Declares an outlet collection, checking at compile time that the file's object fits it:
  /// what `viewcheck generate` writes for an outlet the file binds once, when the owner's
  /// property is an array.
  /// - Parameters:
  ///   - name: The name the file's `outlet` attributes use.
  ///   - keyPath: The owner's array property.
  ///   - object: `nil`, typed as the file's object: it must convert to the element type.
  @_disfavoredOverload
  public func outlet<Value: AnyObject>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, [Value]> & Sendable,
    boundTo object: Value?
  ) -> Self {
    outletCollection(name, keyPath)
  }

  /// Declares an outlet collection, checking at compile time that the file's object fits it:
  /// what `viewcheck generate` writes for an outlet the file binds more than once.
  /// - Parameters:
  ///   - name: The name the file's `outlet` attributes use.
  ///   - keyPath: The owner's array property.
  ///   - object: `nil`, typed as the file's object: it must convert to the element type.
  public func outletCollection<Value: AnyObject>(
    _ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, [Value]> & Sendable,
    boundTo object: Value?
  ) -> Self {
    outletCollection(name, keyPath)
  }

  /// Declares an action handler, checking at compile time that it accepts the control that
  /// fires it: what `viewcheck generate` writes for a handler the file names.
  ///
  /// ```swift
  /// .action("signIn", LoginController.signIn, sentBy: ViewLoader.Button?.none)
  /// ```
  /// - Parameters:
  ///   - name: The name the file's `handler` attribute uses.
  ///   - method: The owner's method, written unapplied.
  ///   - control: `nil`, typed as the file's control: it must convert to the handler's
  ///     parameter type. (Without it, the sender type would be whatever the method takes.)
  public func action<Sender: AnyObject>(
    _ name: String, _ method: @escaping @Sendable (Owner) -> (Sender) -> Void,
    sentBy control: Sender?
  ) -> Self {
    action(name, method)
  }

  /// Declares an action handler that takes no sender: what `viewcheck generate` writes for a
  /// handler the file names, when the owner's method has no parameter.
  /// - Parameters:
  ///   - name: The name the file's `handler` attribute uses.
  ///   - method: The owner's method, written unapplied.
  ///   - control: `nil`, typed as the file's control (any control may fire the handler).
  @_disfavoredOverload
  public func action(
    _ name: String, _ method: @escaping @Sendable (Owner) -> () -> Void,
    sentBy control: AnyObject?
  ) -> Self {
    action(name, method)
  }
}

extension Connections {
  /// Declares the `view` outlet, checking at compile time that the file's object fits it:
  /// what `viewcheck generate` writes for `outlet="view"`. (A view controller takes its `view`
  /// outlet itself; the overload for it only checks the object's type.)
  /// - Parameters:
  ///   - keyPath: `\.view`, of an optional class type.
  ///   - object: `nil`, typed as the file's object: it must convert to the property's type.
  public func outlet<Value: AnyObject>(
    view keyPath: ReferenceWritableKeyPath<Owner, Value?> & Sendable, boundTo object: Value?
  ) -> Self {
    outlet("view", keyPath)
  }
}

extension Connections where Owner: ViewController {
  /// Checks at compile time that the object a file binds to a view controller's `view` outlet
  /// is a ``View``, and declares nothing: a view controller takes its `view` outlet itself.
  /// What `viewcheck generate` writes for `outlet="view"` when the owner is a view controller.
  /// - Parameters:
  ///   - keyPath: `\.view`.
  ///   - object: `nil`, typed as the file's object: it must convert to ``View``.
  @_disfavoredOverload
  public func outlet(view keyPath: KeyPath<Owner, View>, boundTo object: View?) -> Self {
    self
  }
}
