import BindKit
import Glibc

/// Reads the tests' tuning knobs from the environment.
enum Environment {
  /// The value of `name`, if it is set and not empty.
  static func string(_ name: String) -> String? {
    guard let raw = getenv(name) else { return nil }
    let value = String(cString: raw)
    return value.isEmpty ? nil : value
  }

  /// The integer value of `name` (underscores allowed: `1_000_000`), if it is set and parses.
  static func integer(_ name: String) -> Int? {
    string(name).flatMap { Int($0.filter { $0 != "_" }) }
  }

  /// Whether `BINDKIT_SOAK` asks for the long runs.
  static var isSoak: Bool {
    guard let value = string("BINDKIT_SOAK") else { return false }
    return value != "0"
  }
}

/// The monotonic clock, in seconds, for progress and time limits.
func secondsNow() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Writes a line to standard error at once (a test that is about to fail or stop the process says why first).
func report(_ line: String) {
  let text = line + "\n"
  _ = text.utf8CString.withUnsafeBufferPointer { buffer in
    write(STDERR_FILENO, buffer.baseAddress, buffer.count - 1)
  }
}

/// Runs `body` with BindKit's programmer errors reported on this thread going to `handler`.
///
/// Debug builds install the task-local handler. Optimised builds cannot: on Swift 6.3.1 for Linux a synchronous
/// `TaskLocal.withValue` compiled with `-O` crashes (a toolchain fault, Docs/Reliability.md), and `.ci/run` runs
/// these suites built for release too. There a process-wide handler, installed once, hands each message to the
/// handler registered for the thread that reported it, so parallel tests stay apart as with the task-local one.
func withProgrammerErrors<Result>(to handler: @escaping @Sendable (String) -> Void, _ body: () throws -> Result)
  rethrows -> Result
{
  #if DEBUG
    return try BindKitDiagnostics.$programmerErrorHandler.withValue(handler, operation: body)
  #else
    ThreadHandlers.installOnce()
    let previous = ThreadHandlers.current
    ThreadHandlers.current = handler
    defer { ThreadHandlers.current = previous }
    return try body()
  #endif
}

#if !DEBUG
  /// The per-thread programmer-error handlers of optimised test builds.
  enum ThreadHandlers {
    private final class Box {
      let handler: @Sendable (String) -> Void
      init(_ handler: @escaping @Sendable (String) -> Void) { self.handler = handler }
    }

    private static let key: pthread_key_t = {
      var key = pthread_key_t()
      precondition(pthread_key_create(&key, nil) == 0)
      return key
    }()

    private static let installed: Bool = {
      BindKitDiagnostics.setProgrammerErrorHandler { message in
        guard let handler = ThreadHandlers.current else {
          fatalError("a programmer error outside any test's handler: \(message)")
        }
        handler(message)
      }
      return true
    }()

    static func installOnce() { _ = installed }

    /// The calling thread's handler (retained by the caller of `withProgrammerErrors` while it is set).
    static var current: (@Sendable (String) -> Void)? {
      get {
        pthread_getspecific(key).map { Unmanaged<Box>.fromOpaque($0).takeUnretainedValue().handler }
      }
      set {
        if let old = pthread_getspecific(key) { Unmanaged<Box>.fromOpaque(old).release() }
        pthread_setspecific(key, newValue.map { Unmanaged.passRetained(Box($0)).toOpaque() })
      }
    }
  }
#endif
