internal import Glibc
import Synchronization

/// What BindKit does when a program breaks one of its contracts.
///
/// Swift's types rule out most misuse at compile time; what is left (an unbalanced
/// ``BindableObject/endUpdatingBoundProperties()``, a view key that is not a ``ViewProperty``) is reported here
/// with a message naming the model type, the key and the view type. By default the report stops the program,
/// as a failed precondition does. Apps that prefer to log and go on install a handler for the whole process,
/// once, at launch (pass nil to remove it):
///
/// ```swift
/// BindKitDiagnostics.setProgrammerErrorHandler { message in log(message) }
/// model.endUpdatingBoundProperties()  // reported, not fatal; the call does nothing
/// ```
///
/// Tests scope a handler to a stretch of synchronous code on the calling thread with
/// ``withProgrammerErrorHandler(_:_:)``, so that tests running in parallel on other threads keep their own:
///
/// ```swift
/// BindKitDiagnostics.withProgrammerErrorHandler({ message in messages.append(message) }) {
///   model.endUpdatingBoundProperties()  // reported to this handler, not fatal
/// }
/// ```
///
/// When a handler returns, the offending call has no effect (a refused `bind` returns a token whose
/// ``BindingToken/isBound`` is false).
///
/// A report goes to the innermost handler scoped on the reporting thread; else to the deprecated task-local
/// ``programmerErrorHandler``; else to the process-wide handler; with none, the program stops.
public enum BindKitDiagnostics {
  /// Receives programmer-error messages for the current task; nil defers to the process-wide handler.
  ///
  /// Deprecated: installing it with `$programmerErrorHandler.withValue` crashes optimised (`-O`) builds on Swift
  /// 6.3.1 for Linux (a toolchain fault in `swift_task_localValuePush`). Use ``withProgrammerErrorHandler(_:_:)``
  /// to scope a handler, or ``setProgrammerErrorHandler(_:)`` for the whole process. Where it is still installed,
  /// it is consulted after the scoped handlers and before the process-wide one.
  @available(
    *, deprecated,
    message:
      "installing it with withValue crashes -O builds on Swift 6.3.1 for Linux; use withProgrammerErrorHandler(_:_:) or setProgrammerErrorHandler(_:)"
  )
  @TaskLocal public static var programmerErrorHandler: (@Sendable (String) -> Void)?

  /// Receives programmer-error messages on every thread that has no scoped handler
  /// (``withProgrammerErrorHandler(_:_:)``) of its own (nil, the default: stop the program).
  ///
  /// ```swift
  /// BindKitDiagnostics.setProgrammerErrorHandler { message in crashReporter.record(message) }
  /// ```
  ///
  /// For an app that wants to log and go on everywhere: install it once, at launch. A test whose code awaits
  /// installs this one too (a scoped handler does not follow a task to another thread).
  public static func setProgrammerErrorHandler(_ handler: (@Sendable (String) -> Void)?) {
    diagnosticsState.lock.withLock { diagnosticsState.programmerErrorHandler = handler }
  }

  /// Runs `body` with the programmer errors reported on the calling thread going to `handler`, and returns what
  /// `body` returns.
  ///
  /// ```swift
  /// let messages = Mutex<[String]>([])
  /// BindKitDiagnostics.withProgrammerErrorHandler({ message in messages.withLock { $0.append(message) } }) {
  ///   model.endUpdatingBoundProperties()  // reported to the handler, not fatal
  /// }
  /// ```
  ///
  /// The handler is kept per thread, on a stack: a call inside `body` scopes an inner handler, which receives the
  /// reports until it returns, and then the outer one does again. It covers only `body`, which is synchronous,
  /// on the calling thread: a report made on another thread (one that `body` starts, or another test's) does
  /// not reach it. Code that awaits cannot run inside it; a test whose code awaits installs the process-wide
  /// handler (``setProgrammerErrorHandler(_:)``), or scopes each synchronous stretch between its awaits. It works
  /// in optimised builds, unlike the task-local ``programmerErrorHandler``.
  public static func withProgrammerErrorHandler<R>(
    _ handler: @escaping @Sendable (String) -> Void, _ body: () throws -> R
  ) rethrows -> R {
    try ScopedHandlers.with(handler, body)
  }

  /// Reports a broken contract: calls the handler, or stops the program when there is none.
  static func reportProgrammerError(_ message: @autoclosure () -> String) {
    let text = "BindKit: " + message()
    log(.error, text)
    if let handler = ScopedHandlers.innermost ?? $programmerErrorHandler.get()
      ?? diagnosticsState.lock.withLock({ diagnosticsState.programmerErrorHandler })
    {
      handler(text)
    } else {
      preconditionFailure(text)
    }
  }
}

/// The per-thread stack of scoped programmer-error handlers.
///
/// A thread's key holds the address of its innermost handler, which lives in the frame of the
/// `withProgrammerErrorHandler` call that installed it; each call saves the outer address in its own frame and
/// puts it back when `body` returns or throws. Only the owning thread reads or writes its key, and `body` is
/// synchronous, so the address never outlives its frame.
enum ScopedHandlers {
  typealias Handler = @Sendable (String) -> Void

  /// The key of every thread's innermost handler (nil: none scoped).
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "BindKit: pthread_key_create failed (\(status))")
    return key
  }()

  /// The calling thread's innermost scoped handler.
  static var innermost: Handler? {
    pthread_getspecific(key)?.assumingMemoryBound(to: Handler.self).pointee
  }

  /// Runs `body` with `handler` innermost on the calling thread.
  static func with<R>(_ handler: @escaping Handler, _ body: () throws -> R) rethrows -> R {
    let key = self.key
    let outer = pthread_getspecific(key)
    return try withUnsafePointer(to: handler) { innermost in
      pthread_setspecific(key, innermost)
      defer { pthread_setspecific(key, outer) }
      return try body()
    }
  }
}

/// A short, readable name for a type: `LogonModel`, not `MyApp.LogonModel`.
func typeName(_ type: Any.Type) -> String {
  let full = String(reflecting: type)
  guard let dot = full.firstIndex(of: ".") else { return full }
  return String(full[full.index(after: dot)...])
}

extension BindKitDiagnostics {
  /// How much BindKit tells the log handler.
  public enum LogLevel: Comparable, Sendable, CustomStringConvertible {
    /// Every bind and unbind.
    case debug
    /// Events worth knowing about in development (an edit that reached a released model).
    case info
    /// Probably a mistake (a bound property that nothing will ever announce).
    case warning
    /// A programmer error (also sent to the programmer-error handler).
    case error

    /// Whether `lhs` is less severe than `rhs`.
    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool { lhs.rank < rhs.rank }

    /// The level's place in the order debug < info < warning < error.
    var rank: Int {
      switch self {
      case .debug: 0
      case .info: 1
      case .warning: 2
      case .error: 3
      }
    }

    init(rank: Int) {
      switch rank {
      case ..<1: self = .debug
      case 1: self = .info
      case 2: self = .warning
      default: self = .error
      }
    }

    /// `debug`, `info`, `warning` or `error`.
    public var description: String {
      switch self {
      case .debug: "debug"
      case .info: "info"
      case .warning: "warning"
      case .error: "error"
      }
    }
  }

  /// Messages below this level are not built or sent. The default is `.warning`.
  public static var logLevel: LogLevel {
    get { LogLevel(rank: diagnosticsState.level.load(ordering: .relaxed)) }
    set { diagnosticsState.level.store(newValue.rank, ordering: .relaxed) }
  }

  /// Sends BindKit's log messages to `handler` (nil: nowhere, the default; the library never prints).
  ///
  /// ```swift
  /// BindKitDiagnostics.logLevel = .debug
  /// BindKitDiagnostics.setLogHandler { level, message in appLog.write("[\(level)] \(message)") }
  /// ```
  ///
  /// The handler is called on the thread that logs, with no BindKit lock held.
  public static func setLogHandler(_ handler: (@Sendable (LogLevel, String) -> Void)?) {
    diagnosticsState.lock.withLock { diagnosticsState.handler = handler }
  }

  /// Whether a message at `level` would be sent (cheap: one atomic load).
  static func isLogging(_ level: LogLevel) -> Bool {
    level.rank >= diagnosticsState.level.load(ordering: .relaxed)
  }

  /// Sends a message, if its level is on and there is a handler.
  package static func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
    guard isLogging(level), let handler = diagnosticsState.lock.withLock({ diagnosticsState.handler }) else { return }
    handler(level, message())
  }
}

/// The diagnostics state shared by every thread: the log level and handlers, and the names of bound view
/// properties.
final class DiagnosticsState: @unchecked Sendable {
  // @unchecked: everything but `level` is only read and written under `lock` (the names table holds key paths,
  // which are not Sendable); `level` is atomic.
  let lock = Lock()
  let level = Atomic<Int>(BindKitDiagnostics.LogLevel.warning.rank)
  var handler: (@Sendable (BindKitDiagnostics.LogLevel, String) -> Void)?
  var programmerErrorHandler: (@Sendable (String) -> Void)?
  var viewPropertyNames: [ViewPropertyNames.Key: (key: AnyKeyPath, name: String)] = [:]
}

let diagnosticsState = DiagnosticsState()
