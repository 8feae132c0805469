import Glibc
import Synchronization

/// Carries results from background work back to the thread that runs a demo's loop (shared by the demos).
///
/// Models and adapters are used from one thread. Work that finishes elsewhere (the asynchronous account
/// check) posts its result here; posting also writes a byte to a pipe, so a loop blocked in `poll()` on
/// ``wakeDescriptor`` wakes up and takes the results on its own thread with ``takeAll()``.
public final class CompletionInbox<Item: Sendable>: Sendable {
  private let items = Mutex<[Item]>([])
  /// The pipe's read end: readable while results are waiting. Poll it; do not read or close it.
  public let wakeDescriptor: Int32
  private let writeDescriptor: Int32

  /// The pipe could not be created.
  public struct PipeError: Error, CustomStringConvertible {
    /// The `errno` of `pipe2`.
    public var code: Int32
    /// What went wrong, with the system's message for `code`.
    public var description: String { "cannot create a pipe: \(String(cString: strerror(code)))" }
  }

  /// Creates an empty inbox and its pipe.
  public init() throws(PipeError) {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw PipeError(code: errno) }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }
    wakeDescriptor = descriptors[0]
    writeDescriptor = descriptors[1]
  }

  deinit {
    close(wakeDescriptor)
    close(writeDescriptor)
  }

  /// Adds `item` and wakes the loop. Safe from any thread.
  public func post(_ item: Item) {
    items.withLock { $0.append(item) }
    var byte: UInt8 = 1
    // A full pipe already wakes the loop; nothing is lost, since the items are in the list.
    _ = write(writeDescriptor, &byte, 1)
  }

  /// Removes and returns every waiting item, oldest first.
  public func takeAll() -> [Item] {
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(wakeDescriptor, &buffer, buffer.count) > 0 {}
    return items.withLock { waiting in
      defer { waiting.removeAll() }
      return waiting
    }
  }

  /// Waits until an item is waiting or `timeout` has passed (nil: no limit). Returns whether one is waiting.
  public func wait(timeout: Duration?) -> Bool {
    let deadline = timeout.map { ContinuousClock.now + $0 }
    while items.withLock({ $0.isEmpty }) {
      var milliseconds: Int32 = -1
      if let deadline {
        let left = ContinuousClock.now.duration(to: deadline)
        if left <= .zero { return false }
        let (seconds, attoseconds) = left.components
        milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
      }
      var descriptor = pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
      if poll(&descriptor, 1, milliseconds) > 0 {
        // Drain the wake-up bytes, so that a byte left over from an earlier post cannot make this spin;
        // the items themselves stay in the list.
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeDescriptor, &buffer, buffer.count) > 0 {}
      }
    }
    return true
  }
}
