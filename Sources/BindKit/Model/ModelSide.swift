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
/// Bindings and observers attach to it, read its value and write a person's edit through it, without knowing which
/// kind it is. Only the binder asks for the box (``storedBox``): to make the plain binding's fast path, and to refuse
/// a two-way binding to a plain stored property the model does not announce.
@usableFromInline
class ModelSide<Value>: ModelEndpoint {
  /// Attaches `observer`; with `wantsPrior`, it is also told before each change (`.prior`).
  func add(_ observer: Observer<Value>, wantsPrior: Bool) {}

  /// Detaches `observer` (`wantedPrior` as it was added).
  func remove(_ observer: Observer<Value>, wantedPrior: Bool) {}

  /// The property's value, or nil once the model is gone.
  func currentValue() -> Value? { nil }

  /// Writes a person's edit (converted and validated by then), telling every observer but `origin`, then the
  /// model's did-update callbacks.
  func write(_ value: Value, origin: AnyObject) {}

  /// Re-announces the current value to every observer (``BindableObject/didChangeValue(for:)``).
  func announceChange() {}

  /// Tells the observers that asked for `.prior` that the value is about to change
  /// (``BindableObject/willChangeValue(for:)``, and a `@Bound` property's set).
  @usableFromInline
  func notifyPrior() {}

  /// The box, when this is a `@Bound` property: a plain binding writes it directly.
  var storedBox: PropertyBox<Value>? { nil }

  /// The model, when it is a ``BindableObject`` (what a commit runs its transaction on).
  final var bindableOwner: BindableObject? { retainOwner() }
}
