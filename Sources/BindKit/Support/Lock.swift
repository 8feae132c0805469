internal import Glibc
public import Synchronization

/// A one-byte lock for the binding bookkeeping's short critical sections: copying or editing an observer list, a
/// slot's binding, a model's endpoint list. Nothing of the user's runs under it: a critical section only copies or
/// edits the guarded state and returns what the caller does after the lock is released.
///
/// Why this lock: a box, a slot and a model each embed one, so it must be small (a `pthread_mutex_t` is 40 bytes,
/// which the memory targets cannot afford), and the thread sanitizer must see its acquire and release, which are
/// atomics compiled into BindKit (`Synchronization.Mutex` hands a contended lock over inside the kernel, out of the
/// sanitizer's sight, so every access it guards would be reported as a race). Contended, it spins briefly and then
/// yields the processor; critical sections are a few dozen instructions long.
///
/// The only way to take it is ``withLock(_:)``, so every path out of a critical section releases it.
@usableFromInline
struct Lock: ~Copyable {
  @usableFromInline let isLocked = Atomic<Bool>(false)

  init() {}

  /// Runs `body` with the lock held, and returns its result.
  ///
  /// The release is a full fence followed by a releasing store: the fence orders everything `body` did, reference
  /// counting included, before the release, so a reference that `body` copies out of the guarded state is retained
  /// while the lock is held (the optimiser does not treat an atomic store as a barrier for retains).
  @inlinable @inline(__always)
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    if !isLocked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
      lockContended()
    }
    defer {
      atomicMemoryFence(ordering: .acquiringAndReleasing)
      isLocked.store(false, ordering: .releasing)
    }
    return try body()
  }

  @usableFromInline
  func lockContended() {
    var attempts = 0
    while true {
      if !isLocked.load(ordering: .relaxed),
        isLocked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
      {
        return
      }
      attempts += 1
      if attempts > 32 { sched_yield() }
    }
  }
}
