/// What a model keeps for one of its bound properties: a `@Bound` property's box, or a computed property's
/// entry. Each knows its model without retaining it, and the model keeps them in a list.
///
/// Bindings reach the model from any thread through a weak reference: loading it yields the model, retained, or
/// nil once the model has begun to deinitialise, with no window in between (the runtime's weak load is atomic with
/// the model's release). A weak reference gives the model a side table when it is first bound; that is the price
/// of using only what the language supports, the same in static and dynamic, debug and release builds.
@usableFromInline
class _ModelEndpoint {
  /// The model; nil once it has begun to deinitialise. Written once, in `init` (so no runtime exclusivity check
  /// on each read: the weak load itself is atomic).
  @exclusivity(unchecked) @usableFromInline final weak var owner: BindableObject?
  /// The key path this endpoint was resolved from (the canonical one, for a `@Bound` box).
  @usableFromInline let keyPath: AnyKeyPath
  /// The model's previous endpoint; written once, before the endpoint is published.
  @exclusivity(unchecked) @usableFromInline var next: _ModelEndpoint?

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
/// Removal is O(1): each observer remembers where it is (`listIndex`), and a removed one in `rest` leaves a
/// tombstone that delivery skips; the tombstones are swept out once they are half the array, so a property bound
/// to N views releases them in O(N) in all, not O(N²). Order is kept: observers are told in the order they were
/// added.
///
/// Every element is an `_Observer<Value>` (or the tombstone); they are typed `AnyObject` so that editing the
/// list in unspecialised code needs no generic metadata. The owner's lock guards the list and every element's
/// `listIndex`.
@usableFromInline
struct _ObserverList {
  /// The oldest observer, unless it was removed.
  @usableFromInline var first: AnyObject?
  /// The others, in the order added; removed ones are `_observerTombstone`.
  @usableFromInline var rest: [AnyObject] = []
  /// How many elements of `rest` are tombstones.
  var tombstones: Int32 = 0

  @usableFromInline init() {}

  /// How many observers the list holds.
  var count: Int { (first == nil ? 0 : 1) + rest.count - Int(tombstones) }

  mutating func append(_ observer: _ObserverBase) {
    if first == nil && rest.isEmpty {
      first = observer
      observer.listIndex = -1
    } else {
      observer.listIndex = Int32(rest.count)
      rest.append(observer)
    }
  }

  /// Removes `observer` if it is in the list; returns whether it was.
  @discardableResult
  mutating func remove(_ observer: _ObserverBase) -> Bool {
    let index = Int(observer.listIndex)
    if index == -1 {
      guard first === observer else { return false }
      first = nil
    } else {
      guard index >= 0, index < rest.count, rest[index] === observer else { return false }
      rest[index] = _observerTombstone
      tombstones += 1
      if Int(tombstones) == rest.count {
        rest.removeAll()
        tombstones = 0
      } else if tombstones > 16, Int(tombstones) * 2 > rest.count {
        sweep()
      }
    }
    observer.listIndex = -2
    return true
  }

  /// Drops the tombstones and renumbers the observers left.
  private mutating func sweep() {
    var kept: [AnyObject] = []
    kept.reserveCapacity(rest.count - Int(tombstones))
    for element in rest where element !== _observerTombstone {
      unsafeDowncast(element, to: _ObserverBase.self).listIndex = Int32(kept.count)
      kept.append(element)
    }
    rest = kept
    tombstones = 0
  }

  /// Calls `body` with every observer, in order, until it returns false.
  func visit(_ body: (AnyObject) -> Bool) {
    if let first, !body(first) { return }
    for element in rest where element !== _observerTombstone {
      if !body(element) { return }
    }
  }

  /// Every observer, in order.
  var all: [AnyObject] {
    var result: [AnyObject] = []
    result.reserveCapacity(count)
    if let first { result.append(first) }
    for element in rest where element !== _observerTombstone { result.append(element) }
    return result
  }
}

/// What a removed observer leaves in an `_ObserverList` until the list is swept.
@usableFromInline
final class _ObserverTombstone: Sendable {
  init() {}
}

@usableFromInline
let _observerTombstone = _ObserverTombstone()
