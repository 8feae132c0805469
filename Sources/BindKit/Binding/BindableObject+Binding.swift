/// Gives `bind(key:toView:viewKey:)` its `Self`-typed key paths. Public but not API: only ``BindableObject``
/// conforms.
public protocol _KeyPathBindable: AnyObject {}

extension BindableObject: _KeyPathBindable {}

extension _KeyPathBindable where Self: BindableObject {
  /// Binds a model property to a view property, two-way.
  ///
  /// ```swift
  /// model.bind(key: \.username, toView: usernameField, viewKey: \.text)
  /// ```
  ///
  /// The view shows the model's value at once (no did-update callbacks run for that). From then on, each
  /// change of the model property is written to the view, and each edit a person makes in the view sets the
  /// model property (which updates the model's other views and runs its callbacks).
  ///
  /// - A view property is bound to at most one model property: binding it again moves it. Binding the same
  ///   pair twice returns the existing binding.
  /// - The binding lives as long as both objects do; neither retains the other. ``BindingToken/unbind()``
  ///   ends it early.
  /// - `key` is normally a `@Bound` property; a key path to any other property (computed, or stored
  ///   elsewhere) is read and written through the key path, and the view follows it when a `@Bound` property
  ///   it reads changes or when the model calls ``didChangeValue(for:)``.
  /// - `viewKey` must be a ``ViewProperty`` of the view; anything else is a programmer error.
  /// - When the model validates `key` (`setValidator(for:_:)`), each edit is validated before it is written.
  ///
  /// Variants convert between different types (`converter:`), show nil as a placeholder (`nilPlaceholder:`) and
  /// hold edits until they are committed (`updates:`); see Docs/Editing.md.
  ///
  /// - Returns: the binding's token.
  @inlinable @inline(__always) @discardableResult
  public func bind<Value, View: BindableView>(
    key: ReferenceWritableKeyPath<Self, Value>,
    toView view: View,
    viewKey: ReferenceWritableKeyPath<View, Value>
  ) -> BindingToken {
    // The reads that resolve the two properties are made here, where the compiler sees the key-path literals and
    // calls the getters directly, instead of applying the key paths at run time in the binder.
    Binder.bind(
      model: self, key: key, view: view, viewKey: viewKey, readModel: { _ = self[keyPath: key] },
      readView: { _ = view[keyPath: viewKey] })
  }

  /// Binding a number to a view's text needs a converter; this overload exists only so that the compiler says so.
  ///
  /// Without it, `model.bind(key: \.count, toView: field, viewKey: \.text)` fails with a key-path type mismatch;
  /// with it, the error names the converters to add.
  @available(
    *, unavailable,
    message:
      "a number is shown as text through a converter: add converter: .integerText (whole numbers) or converter: .decimalText"
  )
  @discardableResult
  public func bind<Number: Numeric, View: BindableView>(
    key: KeyPath<Self, Number>,
    toView view: View,
    viewKey: ReferenceWritableKeyPath<View, String>
  ) -> BindingToken {
    fatalError("unavailable")
  }

  /// Announces a change of `key` that its setter could not announce itself (a computed property, or one
  /// stored elsewhere), as KVO's `didChangeValue(forKey:)` does: bound views are updated and the did-update
  /// callbacks run.
  public func didChangeValue<Value>(for key: KeyPath<Self, Value>) {
    // A property nothing has resolved yet has no observers to tell, unless it is a `@Bound` property whose box
    // exists (bound through another key path).
    if let side = endpoint(for: key) as? ModelSide<Value> {
      side.announceChange()
    } else {
      Binder.storedBox(of: self, key: key)?.announceChange()
    }
    noteBoundPropertyChange()
  }

  /// Announces that `key` is about to change, as KVO's `willChangeValue(forKey:)` does: observers that asked
  /// for `.prior` are told now, with the value before the change. Bindings act on ``didChangeValue(for:)``;
  /// calling this first is optional.
  public func willChangeValue<Value>(for key: KeyPath<Self, Value>) {
    if let side = endpoint(for: key) as? ModelSide<Value> {
      side.notifyPrior()
    } else {
      Binder.storedBox(of: self, key: key)?.notifyPrior()
    }
  }

  /// Binds a read-only model property to a view property, one way: the view follows the model.
  ///
  /// ```swift
  /// // var canLogOn: Bool { !username.isEmpty && !password.isEmpty }
  /// model.bind(key: \.canLogOn, toView: logOnButton, viewKey: \.isEnabled)
  /// ```
  ///
  /// The view shows the value at once, and again whenever it changes: for a computed property, whenever a
  /// `@Bound` property its getter read last time changes (of this model or of any other `BindableObject` it
  /// reads; the set is collected again on each evaluation), or when the model calls ``didChangeValue(for:)``.
  /// Edits a person makes in the view stay in the view and do not reach the model. Writable key paths use the
  /// two-way `bind(key:toView:viewKey:)` with a `ReferenceWritableKeyPath` instead.
  @inlinable @inline(__always) @discardableResult
  public func bind<Value, View: BindableView>(
    key: consuming KeyPath<Self, Value>,
    toView view: View,
    viewKey: ReferenceWritableKeyPath<View, Value>
  ) -> BindingToken {
    Binder.bindOneWay(model: self, reader: ComputedReader(key), view: view, viewKey: viewKey)
  }
}

extension _KeyPathBindable where Self: BindableObject {
  /// A read-only handle to `key`, for the binding operators: `model.bound(\.canLogOn) => button.bindable.isEnabled`.
  ///
  /// `key` may name any property, as with `observe(_:options:changeHandler:)`; a computed one is followed through
  /// the `@Bound` properties it reads.
  public func bound<Value>(_ key: KeyPath<Self, Value>) -> ModelProperty<Value> {
    ModelProperty(side: Binder.modelSide(of: self, key: key))
  }

  /// A handle to the writable property `key`, for the binding operators, two-way included:
  /// `model.bound(\.fullName) <=> field.bindable.text`.
  public func bound<Value>(_ key: ReferenceWritableKeyPath<Self, Value>) -> MutableModelProperty<Value> {
    let side = Binder.modelSide(of: self, key: key)
    let refusal = side.storedBox == nil ? Binder.undeclaredStoredProperty(Self.self, key) : nil
    return MutableModelProperty(side: side, refusal: refusal)
  }
}
