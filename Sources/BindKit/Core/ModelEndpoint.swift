/// What a model keeps for one of its bound properties: a `@Bound` property's box, or a computed property's
/// entry (and, outside any list, an `@Observable` model's property). Each knows its model without retaining it,
/// and a ``BindableObject`` keeps its endpoints in a list. ``ModelSide`` adds the value type.
///
/// Bindings reach the model from any thread through a weak reference: loading it yields the model, retained, or
/// nil once the model has begun to deinitialise, with no window in between (the runtime's weak load is atomic with
/// the model's release). A weak reference gives the model a side table when it is first bound; that is the price
/// of using only what the language supports, the same in static and dynamic, debug and release builds.
@usableFromInline
package class ModelEndpoint {
  /// The model; nil once it has begun to deinitialise.
  final weak let owner: BindableObject?
  /// The key path this endpoint was resolved from (the canonical one, for a `@Bound` box).
  let keyPath: AnyKeyPath
  /// The model's previous endpoint; written once, under the model's bookkeeping lock, before the endpoint is
  /// published as the model's first.
  var next: ModelEndpoint?

  init(owner: BindableObject?, keyPath: AnyKeyPath) {
    self.owner = owner
    self.keyPath = keyPath
  }

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
  func addDependent(_ dependent: any Dependent, sameModel: Bool) -> (any FollowedDependency)? { nil }

  /// Called from the model's `deinit`, after its bindings ended: release what needs releasing.
  func ownerDidDeinitialize() {}

  // MARK: Writing back what a write reported

  /// Writes `value`, a value a ``ModelWrite`` of this property reported, through the write path with `origin`: as
  /// the in-place `change` when the property still holds `expected` (the value the change starts from), otherwise
  /// whole. Does nothing when `value` is not of the property's type, or the model is gone.
  package func writeBack(_ value: Any, change: CollectionChange?, from expected: Any, origin: WriteOrigin) {}

  /// The property's current value, untyped, or nil once the model is gone.
  package func currentUntypedValue() -> Any? { nil }

  /// Whether the property holds text (`String` or `String?`): a person's edits of it are typing.
  package var holdsText: Bool { false }
}

extension ModelEndpoint {
  /// The model and property this endpoint stands for, for diagnostics.
  var diagnosticNode: BindingGraph.Node {
    guard let owner = anyModel else {
      return BindingGraph.Node(id: nil, typeName: "(released model)", property: keyPathName(keyPath))
    }
    return BindingGraph.Node(object: owner, storage: self, keyPath: keyPath)
  }
}
