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

/// Lets a binding reach its model from another thread without a weak reference.
///
/// A weak reference would give every model a side table, and every retain and release of that model
/// (in the app's code too) would take the runtime's slow path. Instead, the registrar keeps an unretained
/// pointer to its model and a reader count:
///
/// - `retain()` counts itself in, checks that the model has not begun to go away, and asks the runtime to
///   retain the model unless it is already deinitialising; then counts itself out. The window it guards is a
///   few instructions long and runs no user code.
/// - `ownerIsDeinitializing()`, called from the model's `deinit`, marks the model gone and waits for readers
///   still inside that window, so the model's memory outlives every pointer read.
final class OwnerLifetime {
  /// Bit 0: the owner is gone. The rest: readers inside `retain()`, counted in steps of 2.
  private let state = Atomic<Int>(0)
  private let pointer: UnsafeMutableRawPointer

  init(owner: AnyObject) {
    pointer = Unmanaged.passUnretained(owner).toOpaque()
  }

  /// The owner, retained (the caller owns the reference), or nil once it is going away.
  func retain() -> AnyObject? {
    let entered = state.add(2, ordering: .acquiring).newValue
    defer { state.subtract(2, ordering: .releasing) }
    guard entered & 1 == 0, tryRetain(pointer) != nil else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(pointer).takeRetainedValue()
  }

  /// Whether the owner has begun to go away.
  var isGone: Bool { state.load(ordering: .acquiring) & 1 != 0 }

  /// Marks the owner gone and waits until no reader is between reading the pointer and retaining it.
  func ownerIsDeinitializing() {
    state.bitwiseOr(1, ordering: .acquiringAndReleasing)
    while state.load(ordering: .acquiring) > 1 { sched_yield() }
  }
}
