internal import Glibc
import Synchronization

/// The Swift runtime's exported `HeapObject *swift_tryRetain(HeapObject *)`: retains the object and returns it,
/// or returns null if it is already deinitialising (what a weak load does, without the side table). Looked up
/// once, by name, so no reserved symbol is declared in Swift.
private let tryRetain: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = {
  guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "swift_tryRetain") else {
    preconditionFailure("BindKit: the Swift runtime does not export swift_tryRetain")
  }
  return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?).self)
}()

/// What a model keeps for one of its bound properties: a `@Bound` property's box, or a computed property's
/// entry. Each knows its model without retaining it, and the model keeps them in a list.
///
/// Bindings reach the model from any thread without a weak reference. (A weak reference would give every
/// bound model a side table, and every retain and release of it, in the app's code too, would take the
/// runtime's slow path.) Instead, `retainOwner()` counts itself in, checks that the model has not begun to go
/// away, and asks the runtime to retain the model unless it is already deinitialising; then counts itself
/// out. The model's `deinit` calls `ownerIsDeinitializing()`, which marks the endpoint and waits for readers
/// still inside that window (a few instructions, no user code), so the model's memory outlives every
/// pointer read.
@usableFromInline
class _ModelEndpoint {
  /// Bit 0: the owner is gone. The rest: readers inside `retainOwner()`, counted in steps of 2.
  private let ownerState = Atomic<Int>(0)
  private let ownerPointer: UnsafeMutableRawPointer
  /// The key path this endpoint was resolved from (the canonical one, for a `@Bound` box).
  @usableFromInline let keyPath: AnyKeyPath
  /// The model's previous endpoint; written once, before the endpoint is published.
  var next: _ModelEndpoint?

  init(owner: BindableObject, keyPath: AnyKeyPath) {
    ownerPointer = Unmanaged.passUnretained(owner).toOpaque()
    self.keyPath = keyPath
  }

  /// The model, retained (the caller owns the reference), or nil once it is going away.
  @usableFromInline
  final func retainOwner() -> BindableObject? {
    let entered = ownerState.add(2, ordering: .acquiring).newValue
    defer { ownerState.subtract(2, ordering: .releasing) }
    guard entered & 1 == 0, tryRetain(ownerPointer) != nil else { return nil }
    return Unmanaged<BindableObject>.fromOpaque(ownerPointer).takeRetainedValue()
  }

  /// Marks the model gone and waits until no reader is between reading the pointer and retaining it.
  final func ownerIsDeinitializing() {
    ownerState.bitwiseOr(1, ordering: .acquiringAndReleasing)
    while ownerState.load(ordering: .acquiring) > 1 { sched_yield() }
  }

  /// The bindings attached to this endpoint (not internal dependency listeners).
  func attachedBindings() -> [BindingToken] { [] }

  /// Called from the model's `deinit`, after every endpoint was marked gone: release what needs releasing.
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
