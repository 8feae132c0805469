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

  /// Releases the lock.
  ///
  /// The fence keeps the optimiser from sinking reference-count work below the unlock: code that copies a strong
  /// reference out of a guarded field (`lock.withLock { binding }`) must retain it while the lock is held. Without
  /// the fence, optimised builds retained it after the unlock, when another thread could already have released the
  /// last reference (found by the release-built concurrency tests: "deallocated with non-zero retain count"). On
  /// x86-64 the fence costs no instruction.
  @inlinable @inline(__always)
  func unlock() {
    atomicMemoryFence(ordering: .acquiringAndReleasing)
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
