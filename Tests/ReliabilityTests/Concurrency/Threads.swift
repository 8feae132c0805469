import Glibc
import Synchronization

/// Runs bodies on real threads (not a pool of two) and waits for them under a watchdog.
enum Threads {
  /// What a watched run reports for each thread.
  final class Progress: Sendable {
    let operations = Atomic<Int>(0)
    let finished = Atomic<Bool>(false)
  }

  private final class Start: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  /// Starts `count` threads, each running `body(index, progress)`, and joins them.
  ///
  /// A thread that has not finished after `timeout` seconds is a deadlock or a livelock: the watchdog writes each
  /// thread's progress to standard error and stops the process, so that CI fails instead of hanging.
  static func run(
    count: Int, timeout: Double, name: String, _ body: @escaping @Sendable (Int, Progress) -> Void
  ) {
    let progress = (0..<count).map { _ in Progress() }
    var threads: [pthread_t] = []
    for index in 0..<count {
      let start = Start { [progress] in
        body(index, progress[index])
        progress[index].finished.store(true, ordering: .releasing)
      }
      var thread = pthread_t()
      let status = pthread_create(
        &thread, nil,
        { context in
          Unmanaged<Start>.fromOpaque(context!).takeRetainedValue().body()
          return nil
        }, Unmanaged.passRetained(start).toOpaque())
      precondition(status == 0, "pthread_create failed: \(status)")
      threads.append(thread)
    }
    let deadline = secondsNow() + timeout
    while !progress.allSatisfy({ $0.finished.load(ordering: .acquiring) }) {
      if secondsNow() > deadline {
        let states = progress.enumerated().map { index, thread in
          "thread \(index): \(thread.operations.load(ordering: .relaxed)) operations, "
            + (thread.finished.load(ordering: .relaxed) ? "finished" : "NOT FINISHED")
        }
        report("\(name): watchdog: not finished after \(Int(timeout)) s\n" + states.joined(separator: "\n"))
        fatalError("\(name): watchdog: threads did not finish in \(Int(timeout)) s (deadlock or livelock)")
      }
      usleep(5_000)
    }
    for thread in threads { pthread_join(thread, nil) }
  }
}

/// A lock the thread sanitizer understands (a pthread mutex), for the test's own shared state.
final class TestLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
    return mutex
  }()

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

/// Objects handed from one thread to another, under a lock. Whoever takes an object owns it from then on.
final class Mailbox: @unchecked Sendable {
  private let lock = TestLock()
  private var items: [AnyObject] = []

  func post(_ item: AnyObject) {
    lock.withLock { items.append(item) }
  }

  func takeAll() -> [AnyObject] {
    lock.withLock {
      defer { items.removeAll() }
      return items
    }
  }
}

/// Sends a value across threads where the test shares it on purpose (the design allows it).
struct Shared<Value>: @unchecked Sendable {
  let value: Value
}
