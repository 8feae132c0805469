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
func withProgrammerErrors<Result>(to handler: @escaping @Sendable (String) -> Void, _ body: () throws -> Result)
  rethrows -> Result
{
  try BindKitDiagnostics.withProgrammerErrorHandler(handler, body)
}
