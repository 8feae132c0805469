/// What a model keeps for one of its bound properties: a `@Bound` property's box, or a computed property's
/// entry. Each knows its model without retaining it, and the model keeps them in a list.
///
/// Bindings reach the model from any thread through a weak reference: loading it yields the model, retained, or
/// nil once the model has begun to deinitialise, with no window in between (the runtime's weak load is atomic with
/// the model's release). A weak reference gives the model a side table when it is first bound; that is the price
/// of using only what the language supports, the same in static and dynamic, debug and release builds.
@usableFromInline
class _ModelEndpoint {
  /// The model; nil once it has begun to deinitialise. Written once, in `init`.
  @usableFromInline final weak var owner: BindableObject?
  /// The key path this endpoint was resolved from (the canonical one, for a `@Bound` box).
  @usableFromInline let keyPath: AnyKeyPath
  /// The model's previous endpoint; written once, before the endpoint is published.
  @usableFromInline var next: _ModelEndpoint?

  init(owner: BindableObject, keyPath: AnyKeyPath) {
    self.owner = owner
    self.keyPath = keyPath
  }

  /// The model, retained (the caller owns the reference), or nil once it is going away.
  @inlinable @inline(__always)
  final func retainOwner() -> BindableObject? {
    owner
  }

  /// The bindings attached to this endpoint (not internal dependency listeners).
  func attachedBindings() -> [BindingToken] { [] }

  /// Called from the model's `deinit`, after its bindings ended: release what needs releasing.
  func ownerDidDeinitialize() {}
}

/// A list of observers with the first one stored inline: a property with one binding allocates no array.
///
/// Every element is an `_Observer<Value>`; they are typed `AnyObject` so that editing the list in
/// unspecialised code needs no generic metadata.
@usableFromInline
struct _ObserverList {
  @usableFromInline var first: AnyObject?
  @usableFromInline var rest: [AnyObject] = []

  @usableFromInline init() {}

  var isEmpty: Bool { first == nil }

  mutating func append(_ observer: AnyObject) {
    if first == nil { first = observer } else { rest.append(observer) }
  }

  mutating func remove(_ observer: AnyObject) {
    if first === observer {
      first = rest.isEmpty ? nil : rest.removeFirst()
    } else {
      rest.removeAll { $0 === observer }
    }
  }

  var all: [AnyObject] {
    guard let first else { return [] }
    return [first] + rest
  }
}
