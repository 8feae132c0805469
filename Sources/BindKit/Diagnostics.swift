/// What BindKit does when a program breaks one of its contracts.
///
/// Swift's types rule out most misuse at compile time; what is left (an unbalanced
/// ``BindableObject/endUpdatingBoundProperties()``, a view key that is not a ``ViewProperty``) is reported here
/// with a message naming the model type, the key and the view type. By default the report stops the program,
/// as a failed precondition does. Tests, and apps that prefer to log and go on, can handle it instead for a
/// scope:
///
/// ```swift
/// BindKitDiagnostics.$programmerErrorHandler.withValue({ message in log(message) }) {
///   model.endUpdatingBoundProperties()  // reported, not fatal; the call does nothing
/// }
/// ```
///
/// When a handler returns, the offending call has no effect (a refused `bind` returns a token whose
/// ``BindingToken/isBound`` is false).
public enum BindKitDiagnostics {
  /// Receives programmer-error messages for the current task (or thread, outside tasks); nil stops the program.
  @TaskLocal public static var programmerErrorHandler: (@Sendable (String) -> Void)?

  /// Reports a broken contract: calls the handler, or stops the program when there is none.
  static func reportProgrammerError(_ message: @autoclosure () -> String) {
    let text = "BindKit: " + message()
    if let handler = programmerErrorHandler {
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

/// A key path as a person reads it: `\LogonModel.username` where the runtime can say it, otherwise its type.
func keyPathName(_ keyPath: AnyKeyPath) -> String {
  String(describing: keyPath)
}
