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
  final func validator<Value>(for endpoint: ModelEndpoint, of type: Value.Type) -> PropertyValidator<Value>? {
    let found = withBookkeeping { extras?.validators[ObjectIdentifier(endpoint)] }
    return found as? PropertyValidator<Value>
  }

  /// Registers (or, with nil, removes) the validator for `endpoint`.
  final func storeValidator(_ validator: AnyObject?, for endpoint: ModelEndpoint) {
    let extras = ensuredExtras
    withBookkeeping { extras.validators[ObjectIdentifier(endpoint)] = validator }
  }
}
