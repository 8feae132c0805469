internal import Glibc
public import Synchronization

/// A small lock around one atomic flag, for the binding bookkeeping's short critical sections (copying or
/// editing an observer list; never user code).
///
/// Not `Synchronization.Mutex`: its futex path lives in the runtime, out of the thread sanitizer's sight, so
/// every access it guards would be reported as a race. This lock's acquire and release are atomics compiled
/// into BindKit, which the sanitizer follows. Contended, it spins briefly and then yields the processor.
@usableFromInline
struct Lock: ~Copyable {
  @usableFromInline let isLocked = Atomic<Bool>(false)

  @usableFromInline init() {}

  @inlinable @inline(__always)
  func lock() {
    if !isLocked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
      lockContended()
    }
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

  @inlinable @inline(__always)
  func unlock() {
    isLocked.store(false, ordering: .releasing)
  }

  /// Runs `body` with the lock held.
  @inlinable @inline(__always)
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
