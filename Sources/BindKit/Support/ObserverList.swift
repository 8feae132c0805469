/// A list of observers with the first one stored inline: a property with one binding allocates no array.
///
/// Removal is O(1): each observer remembers where it is (`listIndex`), and a removed one in `rest` leaves a
/// tombstone that delivery skips; the tombstones are swept out once they are half the array (or 65,535 of them, so
/// that their count fits 16 bits and a bound property's box stays in the allocator's 96-byte class), so a property
/// bound to N views releases them in O(N) in all, not O(N²). Order is kept: observers are told in the order they were
/// added.
///
/// Every element is an `Observer<Value>` (or the tombstone); they are typed `AnyObject` so that editing the
/// list in unspecialised code needs no generic metadata. The owner's lock guards the list and every element's
/// `listIndex`.
@usableFromInline
struct ObserverList {
  /// The oldest observer, unless it was removed.
  @usableFromInline var first: AnyObject?
  /// The others, in the order added; removed ones are `observerTombstone`.
  @usableFromInline var rest: [AnyObject] = []
  /// How many elements of `rest` are tombstones (never more than `UInt16.max`: reaching it sweeps).
  var tombstones: UInt16 = 0

  @usableFromInline init() {}

  /// How many observers the list holds.
  var count: Int { (first == nil ? 0 : 1) + rest.count - Int(tombstones) }

  mutating func append(_ observer: ObserverBase) {
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
  mutating func remove(_ observer: ObserverBase) -> Bool {
    let index = Int(observer.listIndex)
    if index == -1 {
      guard first === observer else { return false }
      first = nil
    } else {
      guard index >= 0, index < rest.count, rest[index] === observer else { return false }
      rest[index] = observerTombstone
      tombstones += 1
      if Int(tombstones) == rest.count {
        rest.removeAll()
        tombstones = 0
      } else if tombstones == UInt16.max || (tombstones > 16 && Int(tombstones) * 2 > rest.count) {
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
    for element in rest where element !== observerTombstone {
      unsafeDowncast(element, to: ObserverBase.self).listIndex = Int32(kept.count)
      kept.append(element)
    }
    rest = kept
    tombstones = 0
  }

  /// Calls `body` with every observer, in order, until it returns false.
  @inlinable
  func visit(_ body: (AnyObject) -> Bool) {
    if let first, !body(first) { return }
    for element in rest where element !== observerTombstone {
      if !body(element) { return }
    }
  }

  /// Every observer, in order.
  var all: [AnyObject] {
    var result: [AnyObject] = []
    result.reserveCapacity(count)
    if let first { result.append(first) }
    for element in rest where element !== observerTombstone { result.append(element) }
    return result
  }
}

/// What a removed observer leaves in an `ObserverList` until the list is swept.
@usableFromInline
final class ObserverTombstone: Sendable {
  init() {}
}

@usableFromInline
let observerTombstone = ObserverTombstone()
