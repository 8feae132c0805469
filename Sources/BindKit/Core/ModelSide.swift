/// The model end of a binding or an observation: one property of one model, whatever kind of property it is.
///
/// Every way of binding goes through it. A key path resolves to one of three kinds, once, at bind time (the first two
/// in ``Binder/modelSide(of:key:)``, the third in an `@Observable` model's `bind`):
///
/// - ``PropertyBox``: a `@Bound` property of a ``BindableObject``;
/// - ``ComputedProperty``: any other property of a ``BindableObject`` (computed, or stored elsewhere), read and
///   written through its key path;
/// - ``ObservableProperty``: a property of one of Swift's `@Observable` classes.
///
/// Bindings and observers attach to it, read its value and write through it, without knowing which kind it is.
/// ``write(_:origin:except:)`` is the write path: every write BindKit performs on the property goes through it.
@usableFromInline
package class ModelSide<Value>: ModelEndpoint {
  /// Attaches `observer`; with `wantsPrior`, it is also told before each change (`.prior`).
  func add(_ observer: Observer<Value>, wantsPrior: Bool) {}

  /// Detaches `observer` (`wantedPrior` as it was added).
  func remove(_ observer: Observer<Value>, wantedPrior: Bool) {}

  /// The property's value, or nil once the model is gone.
  package func currentValue() -> Value? { nil }

  /// The write path: stores `value` unless it equals the current one, tells every observer but `skipped` (the
  /// binding the write came through), reports the write to the model's write observers with `origin`, then runs the
  /// model's did-update callbacks. Returns whether the value was stored. Does nothing once the model is gone.
  @discardableResult
  package func write(_ value: Value, origin: WriteOrigin, except skipped: AnyObject?) -> Bool { false }

  /// Re-announces the current value to every observer (``BindableObject/didChangeValue(for:)``).
  func announceChange() {}

  /// Tells the observers that asked for `.prior` that the value is about to change
  /// (``BindableObject/willChangeValue(for:)``, and a `@Bound` property's set).
  func notifyPrior() {}

  /// The box, when this is a `@Bound` property: a plain binding writes it directly.
  var storedBox: PropertyBox<Value>? { nil }

  /// The model, when it is a ``BindableObject`` (what a commit runs its transaction on).
  final var bindableOwner: BindableObject? { owner }

  package final override func writeBack(
    _ value: Any, change: CollectionChange?, from expected: Any, origin: WriteOrigin
  ) {
    guard let value = value as? Value else { return }
    if let change, !change.isSetting, let expected = expected as? Value, let current = currentValue(),
      isKnownEqual(current, expected)
    {
      writeChange(change, to: value, origin: origin)
    } else {
      write(value, origin: origin, except: nil)
    }
  }

  package final override func currentUntypedValue() -> Any? { currentValue() }

  package final override var holdsText: Bool { Value.self == String.self || Value.self == String?.self }
}
