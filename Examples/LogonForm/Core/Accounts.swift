import Dispatch

/// What checking a username and password found.
public enum LogOnOutcome: Equatable, Sendable {
  /// The account exists and the password matches; `username` is the account's name.
  case accepted(username: String)
  /// Unknown username or wrong password (the demo does not say which).
  case rejected
}

/// A small in-memory account list, checked asynchronously as a real server would be.
///
/// ```swift
/// AccountDirectory.demo.verify(username: "demo", password: "bindkit") { outcome in
///   report(outcome)  // .accepted(username: "demo"), about 300 ms later, on another thread
/// }
/// ```
public struct AccountDirectory: Sendable {
  /// The account the help text names.
  public static let demoUsername = "demo"
  /// The demo account's password.
  public static let demoPassword = "bindkit"

  /// The demo's accounts, with the usual check delay.
  public static let demo = AccountDirectory(accounts: [demoUsername: demoPassword, "alice": "wonderland"])

  /// Usernames and their passwords.
  public var accounts: [String: String]
  /// How long a check takes.
  public var checkDelay: Duration

  /// Creates a directory of `accounts` whose checks take `checkDelay`.
  public init(accounts: [String: String], checkDelay: Duration = .milliseconds(300)) {
    self.accounts = accounts
    self.checkDelay = checkDelay
  }

  /// Checks `username` (without surrounding whitespace) and `password` (exactly as typed) after the delay,
  /// and calls `completion` with the outcome on a background thread.
  ///
  /// The wait runs on a Dispatch timer, not on a thread of Swift's cooperative pool, so it completes even when
  /// every pool thread is blocked (as a synchronous test waiting for it blocks one).
  public func verify(
    username: String, password: String, completion: @escaping @Sendable (LogOnOutcome) -> Void
  ) {
    let (seconds, attoseconds) = max(checkDelay, .zero).components
    let delay = DispatchTimeInterval.nanoseconds(Int(seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
    DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [self] in
      completion(check(username: username, password: password))
    }
  }

  /// Checks `username` (without surrounding whitespace) and `password` (exactly as typed) after the delay, and
  /// returns the outcome.
  ///
  /// The wait runs on a Dispatch timer; the caller resumes on its own executor (for the log-on action, the
  /// main actor).
  public func verify(username: String, password: String) async -> LogOnOutcome {
    await withCheckedContinuation { continuation in
      verify(username: username, password: password) { outcome in continuation.resume(returning: outcome) }
    }
  }

  /// The outcome of checking `username` and `password`, at once.
  public func check(username: String, password: String) -> LogOnOutcome {
    let name = LogonModel.trimmed(username)
    guard let expected = accounts[name], expected == password else { return .rejected }
    return .accepted(username: name)
  }
}
