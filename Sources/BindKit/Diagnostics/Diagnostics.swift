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
/// When a handler returns, the offending call has no effect (a refused `bind` returns a token whose
/// ``BindingToken/isBound`` is false).
///
/// The task-local ``programmerErrorHandler`` (installed with `$programmerErrorHandler.withValue`) is for tests in
/// debug builds only: on Swift 6.3.1 for Linux, a synchronous `TaskLocal.withValue` compiled with `-O` crashes,
/// a toolchain fault.
public enum BindKitDiagnostics {
  /// Receives programmer-error messages for the current task (or thread, outside tasks); nil defers to the
  /// process-wide handler (``setProgrammerErrorHandler(_:)``), and with neither the program stops.
  ///
  /// For tests in debug builds only: installing it with `withValue` crashes optimised (`-O`) builds of Swift
  /// 6.3.1 on Linux, a toolchain fault. Apps use ``setProgrammerErrorHandler(_:)``.
  @TaskLocal public static var programmerErrorHandler: (@Sendable (String) -> Void)?

  /// Receives programmer-error messages on every thread and task that has no ``programmerErrorHandler`` of its
  /// own (nil, the default: stop the program).
  ///
  /// ```swift
  /// BindKitDiagnostics.setProgrammerErrorHandler { message in crashReporter.record(message) }
  /// ```
  ///
  /// The process-wide form of ``programmerErrorHandler``, for an app that wants to log and go on everywhere;
  /// install it once, at launch. (Installing the task-local handler with `withValue` is known to crash optimised
  /// builds of Swift 6.3.1 on Linux, a toolchain fault; this form does not use a task-local value.)
  public static func setProgrammerErrorHandler(_ handler: (@Sendable (String) -> Void)?) {
    diagnosticsState.lock.withLock { diagnosticsState.programmerErrorHandler = handler }
  }

  /// Reports a broken contract: calls the handler, or stops the program when there is none.
  static func reportProgrammerError(_ message: @autoclosure () -> String) {
    let text = "BindKit: " + message()
    log(.error, text)
    let processWide = diagnosticsState.lock.withLock { diagnosticsState.programmerErrorHandler }
    if let handler = programmerErrorHandler ?? processWide {
      handler(text)
    } else {
      preconditionFailure(text)
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
    /// A programmer error (also sent to ``programmerErrorHandler``).
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
  static func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
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
