/// What a model keeps for one of its bound properties: a `@Bound` property's box, or a computed property's
/// entry (and, outside any list, an `@Observable` model's property). Each knows its model without retaining it,
/// and a ``BindableObject`` keeps its endpoints in a list. ``ModelSide`` adds the value type.
///
/// Bindings reach the model from any thread through a weak reference: loading it yields the model, retained, or
/// nil once the model has begun to deinitialise, with no window in between (the runtime's weak load is atomic with
/// the model's release). A weak reference gives the model a side table when it is first bound; that is the price
/// of using only what the language supports, the same in static and dynamic, debug and release builds.
@usableFromInline
class ModelEndpoint {
  /// The model; nil once it has begun to deinitialise. Written once, in `init` (so no runtime exclusivity check
  /// on each read: the weak load itself is atomic).
  @exclusivity(unchecked) @usableFromInline final weak var owner: BindableObject?
  /// The key path this endpoint was resolved from (the canonical one, for a `@Bound` box).
  @usableFromInline let keyPath: AnyKeyPath
  /// The model's previous endpoint; written once, before the endpoint is published.
  @exclusivity(unchecked) @usableFromInline var next: ModelEndpoint?

  /// The endpoint after `endpoint` in its model's list, unretained: a walk holds only the first endpoint, which
  /// keeps the rest (endpoints are never removed), and takes no reference per step.
  static func unretainedNext(after endpoint: Unmanaged<ModelEndpoint>) -> Unmanaged<ModelEndpoint>? {
    endpoint._withUnsafeGuaranteedRef { $0.next.map(Unmanaged.passUnretained) }
  }

  init(owner: borrowing BindableObject?, keyPath: AnyKeyPath) {
    self.owner = copy owner
    self.keyPath = keyPath
  }

  /// The model, retained (the caller owns the reference), or nil once it is going away.
  @inlinable @inline(__always)
  final func retainOwner() -> BindableObject? {
    owner
  }

  /// Whether this is a `@Bound` property's box (asked without the value type, in unspecialised code).
  var isPropertyBox: Bool { false }

  /// The model, whatever kind it is, retained, or nil once it is going away: the ``BindableObject`` that owns this
  /// endpoint, or (``ObservableProperty``) the `@Observable` model.
  var anyModel: AnyObject? { owner }

  /// The bindings and observations attached to this endpoint (not internal dependency listeners).
  func attachedBindings() -> [BindingToken] {
    var result: [BindingToken] = []
    appendAttachedBindings(to: &result)
    return result
  }

  /// Appends ``attachedBindings()`` to `result`, oldest first (a model's `unbindAll()` and `bindings` gather every
  /// endpoint's into one array).
  func appendAttachedBindings(to result: inout [BindingToken]) {}

  /// Ends every binding and observation of this endpoint, oldest first.
  func unbindAttachedBindings() {
    for binding in attachedBindings() { binding.unbind() }
  }

  /// Starts following this endpoint's box for `dependent`, if it is a `@Bound` property's box (see
  /// ``ComputedProperty``); nil for any other endpoint.
  func addDependent(_ dependent: any Dependent, sameModel: Bool) -> BindingToken? { nil }

  /// Called from the model's `deinit`, after its bindings ended: release what needs releasing.
  func ownerDidDeinitialize() {}
}
