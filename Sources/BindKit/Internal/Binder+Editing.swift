/// Building the bindings that convert, validate or hold edits (see ``EditingBinding``).
extension Binder {
  static func bindEditing<Model: BindableObject, ModelValue, View: BindableView, ViewValue>(
    model: Model,
    key: ReferenceWritableKeyPath<Model, ModelValue>,
    view: View,
    viewKey: ReferenceWritableKeyPath<View, ViewValue>,
    toView: @escaping (ModelValue) -> ViewValue,
    toModel: @escaping (ViewValue) throws -> ModelValue,
    showsCorrections: Bool = false,
    policy: BindingUpdatePolicy,
    kind: String
  ) -> BindingToken {
    guard let slot = slot(of: view, viewKey: viewKey) else {
      BindKitDiagnostics.reportProgrammerError(
        "cannot bind \(typeName(Model.self)) \(key) to \(typeName(View.self)) \(viewKey): "
          + "the view key is not a @ViewProperty of \(typeName(View.self))")
      return RefusedBinding()
    }
    let side: EditingModelSide<Model, ModelValue>
    switch modelSide(of: model, key: key) {
    case (let box?, _): side = .stored(box)
    case (_, let computed?):
      if let refused = refuseUndeclaredStoredProperty(model: model, key: key, view: View.self, viewKey: viewKey) {
        return refused
      }
      side = .computed(computed)
    default: preconditionFailure("unreachable")
    }
    let validator = model.validator(for: side.endpoint, of: ModelValue.self)
    let binding = EditingBinding(
      side: side, slot: slot, toView: toView, toModel: toModel, validator: validator?.validate,
      showsCorrections: showsCorrections, policy: policy,
      kind: validator == nil ? kind : "\(kind), validated")
    return connect(binding, model: model, view: view, slot: slot, viewKey: viewKey)
  }

  /// The binding for `bind(key:toView:viewKey:)` when the model validates `key` (see
  /// `setValidator(for:_:)`); nil when it does not, and the plain binding applies.
  static func bindValidated<Model: BindableObject, Value, View: BindableView>(
    model: Model,
    key: ReferenceWritableKeyPath<Model, Value>,
    view: View,
    viewKey: ReferenceWritableKeyPath<View, Value>
  ) -> BindingToken? {
    guard model.hasValidators else { return nil }
    let (box, computed) = modelSide(of: model, key: key)
    guard let endpoint: _ModelEndpoint = box ?? computed, model.validator(for: endpoint, of: Value.self) != nil
    else { return nil }
    return bindEditing(
      model: model, key: key, view: view, viewKey: viewKey, toView: { $0 }, toModel: { $0 }, policy: .continuously,
      kind: "validated")
  }
}

/// A model's validator for one property (see `setValidator(for:_:)`).
final class PropertyValidator<Value> {
  let validate: (inout Value) throws -> Void

  init(_ validate: @escaping (inout Value) throws -> Void) {
    self.validate = validate
  }
}

extension BindableObject {
  /// Whether any validator was ever registered (one lock, so a plain bind pays almost nothing).
  final var hasValidators: Bool {
    withBookkeeping { extras.map { !$0.validators.isEmpty } ?? false }
  }

  /// The validator registered for `endpoint`, if any.
  final func validator<Value>(for endpoint: _ModelEndpoint, of type: Value.Type) -> PropertyValidator<Value>? {
    let found = withBookkeeping { extras?.validators[ObjectIdentifier(endpoint)] }
    return found as? PropertyValidator<Value>
  }

  /// Registers (or, with nil, removes) the validator for `endpoint`.
  final func storeValidator(_ validator: AnyObject?, for endpoint: _ModelEndpoint) {
    let extras = ensuredExtras
    withBookkeeping { extras.validators[ObjectIdentifier(endpoint)] = validator }
  }
}
