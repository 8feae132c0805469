extension _KeyPathBindable where Self: BindableObject {
  /// Binds a model property to a view property of another type, two-way, through a converter.
  ///
  /// ```swift
  /// order.bind(key: \.quantity, toView: quantityField, viewKey: \.text, converter: .integerText)
  /// quantityField.enterText("12")   // order.quantity == 12
  /// quantityField.enterText("abc")  // refused: order.quantity stays 12, the field shows "abc"
  /// ```
  ///
  /// The view shows `converter.toView(value)` at once, and after each model change. Each edit a person makes
  /// is passed through `converter.toModel`, then through the model's validator for `key` if it has one
  /// (`setValidator(for:_:)`), and written to the model. When either refuses the value, the model keeps its
  /// value, the view keeps what the person entered, and the token's ``BindingToken/validationError`` says why
  /// (``BindingToken/onValidationError`` is called). While such a refused edit is shown, model changes do not
  /// replace it (``BindingToken/hasPendingEdit``); the next accepted edit, ``BindingToken/discard()`` or a
  /// successful ``BindingToken/commit()`` ends that.
  ///
  /// The view is not reformatted while a person types (`2.50` stays `2.50`); when they finish editing
  /// (``ViewSlot/userDidEndEditing()``, Return in a `TextField`) it shows the model's value as the converter
  /// writes it.
  ///
  /// Otherwise it behaves as `bind(key:toView:viewKey:)`, except that binding the same pair again replaces the
  /// binding (the converter may differ) instead of returning it.
  @discardableResult
  public func bind<ModelValue, View: BindableView, ViewValue>(
    key: ReferenceWritableKeyPath<Self, ModelValue>,
    toView view: View,
    viewKey: ReferenceWritableKeyPath<View, ViewValue>,
    converter: Converter<ModelValue, ViewValue>
  ) -> BindingToken {
    Binder.bindEditing(
      model: self, key: key, view: view, viewKey: viewKey, toView: converter.toView, toModel: converter.toModel,
      showsCorrections: converter.showsCorrections, policy: .continuously, kind: "converted")
  }

  /// Binds an optional model property to a non-optional view property: nil shows as `nilPlaceholder`.
  ///
  /// ```swift
  /// contact.bind(key: \.nickname, toView: nicknameField, viewKey: \.text, nilPlaceholder: "")
  /// nicknameField.enterText("Bob")  // contact.nickname == "Bob"
  /// nicknameField.clear()           // contact.nickname == nil: an edit equal to the placeholder writes nil
  /// ```
  ///
  /// A person's edit that equals `nilPlaceholder` writes nil, so a person cannot set the property to the
  /// placeholder's value itself; choose a placeholder that is not a meaningful value (an empty text, `-1` for a
  /// segment). Otherwise it behaves as `bind(key:toView:viewKey:converter:)`.
  @discardableResult
  public func bind<Value: Equatable, View: BindableView>(
    key: ReferenceWritableKeyPath<Self, Value?>,
    toView view: View,
    viewKey: ReferenceWritableKeyPath<View, Value>,
    nilPlaceholder: Value
  ) -> BindingToken {
    Binder.bindEditing(
      model: self, key: key, view: view, viewKey: viewKey, toView: { $0 ?? nilPlaceholder },
      toModel: { $0 == nilPlaceholder ? nil : $0 }, policy: .continuously, kind: "nil placeholder")
  }

  /// Binds a model property to a view property, choosing when a person's edits reach the model.
  ///
  /// ```swift
  /// let token = filter.bind(key: \.query, toView: searchField, viewKey: \.text, updates: .onCommit)
  /// searchField.enterText("swift")  // filter.query unchanged; token.hasPendingEdit == true
  /// searchField.endEditing()        // Return: filter.query == "swift"
  /// ```
  ///
  /// With ``BindingUpdatePolicy/continuously`` this is `bind(key:toView:viewKey:)`. With
  /// ``BindingUpdatePolicy/onCommit`` the binding holds the person's edits: ``BindingToken/commit()``, a
  /// gesture that ends editing (``ViewSlot/userDidEndEditing()``) or a ``BindingGroup``'s commit writes the
  /// latest one to the model, and ``BindingToken/discard()`` shows the model's value again. While an edit is
  /// held, changes of the model property do not replace it in the view (as in Cocoa); a commit then writes the
  /// person's edit over them, a discard shows the model's latest value.
  @discardableResult
  public func bind<Value, View: BindableView>(
    key: ReferenceWritableKeyPath<Self, Value>,
    toView view: View,
    viewKey: ReferenceWritableKeyPath<View, Value>,
    updates: BindingUpdatePolicy
  ) -> BindingToken {
    switch updates {
    case .continuously:
      bind(key: key, toView: view, viewKey: viewKey)
    case .onCommit:
      Binder.bindEditing(
        model: self, key: key, view: view, viewKey: viewKey, toView: { $0 }, toModel: { $0 }, policy: .onCommit,
        kind: "on commit")
    }
  }

  /// Binds a model property to a view property of another type through a converter, choosing when a person's
  /// edits reach the model: `bind(key:toView:viewKey:converter:)` and `bind(key:toView:viewKey:updates:)` in one.
  ///
  /// ```swift
  /// order.bind(key: \.quantity, toView: quantityField, viewKey: \.text, converter: .integerText, updates: .onCommit)
  /// ```
  ///
  /// With ``BindingUpdatePolicy/onCommit``, an edit is converted and validated when it is committed; a refused
  /// one stays pending and the commit returns false.
  @discardableResult
  public func bind<ModelValue, View: BindableView, ViewValue>(
    key: ReferenceWritableKeyPath<Self, ModelValue>,
    toView view: View,
    viewKey: ReferenceWritableKeyPath<View, ViewValue>,
    converter: Converter<ModelValue, ViewValue>,
    updates: BindingUpdatePolicy
  ) -> BindingToken {
    Binder.bindEditing(
      model: self, key: key, view: view, viewKey: viewKey, toView: converter.toView, toModel: converter.toModel,
      showsCorrections: converter.showsCorrections, policy: updates,
      kind: updates == .onCommit ? "converted, on commit" : "converted")
  }

  // MARK: Validation

  /// Sets how the model validates the values people enter for `key`, as KVC's `validate<Key>:error:`: every
  /// binding of `key` made afterwards passes each edit through `validator` before writing it.
  ///
  /// ```swift
  /// final class Booking: BindableObject {
  ///   @Bound var guests = 2
  ///
  ///   override init() {
  ///     super.init()
  ///     setValidator(for: \.guests) { guests in
  ///       guard guests >= 1 else { throw ConversionError("at least one guest") }  // refuse
  ///       guests = min(guests, 8)                                                  // or correct
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// - A validator that throws refuses the value: the model keeps its value, the view keeps the person's, and
  ///   the binding reports the error as it reports a converter's (``BindingToken/validationError``).
  /// - A validator that changes the value corrects it: the model stores the corrected value and the view shows
  ///   it.
  /// - Only people's edits through bindings are validated; a value the program sets is not (call
  ///   ``validateValue(_:for:)`` first, as with KVC). Converting bindings validate after converting.
  ///
  /// Set validators before binding the property (in the model's initializer): setting or removing (`nil`) one
  /// while the property has bindings is a programmer error (``BindKitDiagnostics``), since those bindings could
  /// not follow it; when the error is handled, the call does nothing. A key path written against a subclass
  /// (`\Employee.name` for a property `Person` declares) names the property separately from the declaring
  /// class's key path: register and bind with the same one.
  public func setValidator<Value>(
    for key: ReferenceWritableKeyPath<Self, Value>, _ validator: ((inout Value) throws -> Void)?
  ) {
    let endpoint = Binder.modelSide(of: self, key: key)
    guard endpoint.attachedBindings().isEmpty else {
      BindKitDiagnostics.reportProgrammerError(
        "setValidator(for: \(key)) on \(typeName(type(of: self))) after the property was bound: set validators "
          + "before binding, for example in the model's initializer")
      return
    }
    storeValidator(validator.map { PropertyValidator($0) }, for: endpoint)
  }

  /// Validates `value` as a person's edit of `key` would be (KVC's `validateValue(_:forKey:)`): throws when the
  /// model's validator refuses it, and leaves the corrected value in `value`. Does nothing when `key` has no
  /// validator.
  public func validateValue<Value>(_ value: inout Value, for key: ReferenceWritableKeyPath<Self, Value>) throws {
    guard hasValidators else { return }
    guard let validator = validator(for: Binder.modelSide(of: self, key: key), of: Value.self) else { return }
    try validator.validate(&value)
  }
}
