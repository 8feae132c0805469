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
/// let outcome = await AccountDirectory.demo.verify(username: "demo", password: "bindkit")  // .accepted
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

  /// Checks `username` (without surrounding whitespace) and `password` (exactly as typed), after the delay.
  public func verify(username: String, password: String) async -> LogOnOutcome {
    if checkDelay > .zero {
      try? await Task.sleep(for: checkDelay)
    }
    let name = LogonModel.trimmed(username)
    guard let expected = accounts[name], expected == password else { return .rejected }
    return .accepted(username: name)
  }
}
