import Glibc
import Synchronization

/// What the session's reader hands to the main actor.
enum TerminalEvent: Equatable, Sendable {
  /// The keys one read brought (or a lone Escape, once it has waited for the rest of a sequence).
  case keys([Key])
  /// SIGWINCH: the terminal's size changed.
  case resize
  /// SIGTSTP: stop the process (after restoring the terminal).
  case suspend
  /// A control changed outside key handling: draw again.
  case formChanged
  /// SIGINT, SIGTERM or SIGHUP: end the session.
  case signal(Int32)
  /// The input ended.
  case end
  /// Reading failed.
  case failure(String)
}

/// Whether a redraw has been asked for and not yet done: set from wherever a control changes, cleared by the loop.
final class RedrawRequest: Sendable {
  private let isRequested = Atomic(false)

  /// Marks a redraw as requested; returns true when it was not already (so only the first change posts an event).
  func set() -> Bool {
    !isRequested.exchange(true, ordering: .acquiringAndReleasing)
  }

  /// The loop has drawn: later changes ask again.
  func clear() {
    isRequested.store(false, ordering: .releasing)
  }
}

/// A thread that reads keys from a terminal and signal numbers from the signal relay's pipe, and yields them as
/// ``TerminalEvent``s, in order. It decodes the bytes itself (a lone Escape waits
/// ``escapeTimeoutMilliseconds`` for the rest of its sequence), so the main actor only ever sees whole keys.
///
/// ``stop()`` ends the thread (through a pipe of its own, which it also polls) and waits for it, so no byte is read
/// from the input after the session has ended.
final class TerminalReader: Sendable {
  /// How long a lone Escape waits for the rest of a key sequence.
  static let escapeTimeoutMilliseconds: Int32 = 50

  private let thread: pthread_t
  private let stopWrite: Int32
  private let stopRead: Int32

  /// Everything the thread uses, handed to it once.
  private final class Job: Sendable {
    let input: Int32
    let signals: Int32
    let stop: Int32
    let continuation: AsyncStream<TerminalEvent>.Continuation

    init(input: Int32, signals: Int32, stop: Int32, continuation: AsyncStream<TerminalEvent>.Continuation) {
      self.input = input
      self.signals = signals
      self.stop = stop
      self.continuation = continuation
    }
  }

  /// Starts the thread; nil when the pipe or the thread cannot be created.
  init?(input: Int32, signals: Int32, continuation: AsyncStream<TerminalEvent>.Continuation) {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return nil }
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    let job = Job(input: input, signals: signals, stop: descriptors[0], continuation: continuation)
    var thread = pthread_t()
    let context = Unmanaged.passRetained(job).toOpaque()
    let created = pthread_create(
      &thread, nil,
      { context in
        let job = Unmanaged<Job>.fromOpaque(context!).takeRetainedValue()
        TerminalReader.read(job)
        return nil
      }, context)
    guard created == 0 else {
      Unmanaged<Job>.fromOpaque(context).release()
      close(descriptors[0])
      close(descriptors[1])
      return nil
    }
    self.thread = thread
    stopRead = descriptors[0]
    stopWrite = descriptors[1]
  }

  /// Ends the thread and waits for it. Call it once.
  func stop() {
    var byte: UInt8 = 0
    while write(stopWrite, &byte, 1) < 0, errno == EINTR {}
    pthread_join(thread, nil)
    close(stopRead)
    close(stopWrite)
  }

  /// The thread's loop: polls the input, the signals and the stop pipe until the input ends, reading fails or
  /// ``stop()`` is called.
  private static func read(_ job: Job) {
    defer { job.continuation.finish() }
    // The thread inherits the mask of the thread that started it, which may block every signal (a thread of
    // Dispatch's): unblocked here, the relayed signals always have a thread to arrive on.
    var relayed = sigset_t()
    sigemptyset(&relayed)
    for signal in TerminalSession.relayedSignals { sigaddset(&relayed, signal) }
    pthread_sigmask(SIG_UNBLOCK, &relayed, nil)
    TerminalRescue.unblockCrashSignals()
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      var descriptors = [
        pollfd(fd: job.input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: job.signals, events: Int16(POLLIN), revents: 0),
        pollfd(fd: job.stop, events: Int16(POLLIN), revents: 0),
      ]
      let timeout = decoder.hasPendingInput ? escapeTimeoutMilliseconds : -1
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        job.continuation.yield(.failure("poll failed: \(String(cString: strerror(errno)))"))
        return
      }
      if ready == 0 {
        let keys = decoder.flush()
        if !keys.isEmpty { job.continuation.yield(.keys(keys)) }
      }
      if descriptors[2].revents != 0 { return }
      if descriptors[1].revents != 0 {
        let count = Glibc.read(job.signals, &buffer, buffer.count)
        for signal in buffer.prefix(max(count, 0)).map(Int32.init) {
          switch signal {
          case SIGWINCH: job.continuation.yield(.resize)
          case SIGTSTP: job.continuation.yield(.suspend)
          case SIGCONT: break
          default: job.continuation.yield(.signal(signal))
          }
        }
      }
      if descriptors[0].revents != 0 {
        let count = Glibc.read(job.input, &buffer, buffer.count)
        if count == 0 {
          job.continuation.yield(.end)
          return
        }
        if count < 0 {
          if errno != EINTR && errno != EAGAIN {
            job.continuation.yield(.failure("cannot read the terminal: \(String(cString: strerror(errno)))"))
            return
          }
        } else {
          let keys = decoder.decode(buffer[..<count])
          if !keys.isEmpty { job.continuation.yield(.keys(keys)) }
        }
      }
    }
  }
}
