public import BindKit

/// The logon form's model: what the person entered, and what the form may do with it.
///
/// Validation lives in ``boundPropertiesDidUpdate()``, as in BindKit: after any change, from code or from a
/// bound view, ``canLogOn`` is true only while both fields hold something other than whitespace and no log-on
/// is running.
public final class LogonModel: BindableObject {
  /// What the username field shows and edits.
  @Bound public var username = ""
  /// What the password field edits (shown masked).
  @Bound public var password = ""
  /// The "remember me" switch.
  @Bound public var rememberMe = false
  /// Whether the log-on button is enabled. Derived; never set it from the outside.
  @Bound public var canLogOn = false
  /// Whether a log-on is being checked.
  @Bound public var isLoggingOn = false
  /// Whether the fields and the switch take edits (not while a log-on is being checked). Derived.
  @Bound public var isEditable = true
  /// The status line.
  @Bound public var status = LogonModel.promptStatus

  /// What the status line says before the first log-on.
  public static let promptStatus = "Enter a username and a password."

  /// Creates an empty form model.
  public override init() {}

  public override func boundPropertiesDidUpdate() {
    canLogOn = Self.hasContent(username) && Self.hasContent(password) && !isLoggingOn
    isEditable = !isLoggingOn
  }

  /// Whether `text` holds something other than whitespace.
  public static func hasContent(_ text: String) -> Bool {
    text.contains { !$0.isWhitespace }
  }

  /// Starts a log-on: returns the credentials to check, or nil when the form cannot log on now.
  public func beginLogOn() -> (username: String, password: String)? {
    guard canLogOn else { return nil }
    let name = Self.trimmed(username)
    updateBoundProperties {
      isLoggingOn = true
      status = "Logging on as \(name)..."
    }
    return (name, password)
  }

  /// Ends the running log-on with the check's outcome.
  public func finishLogOn(_ outcome: LogOnOutcome) {
    updateBoundProperties {
      isLoggingOn = false
      switch outcome {
      case .accepted(let name):
        status = rememberMe ? "Logged on as \(name). You will be remembered." : "Logged on as \(name)."
      case .rejected:
        status = "Log-on failed: unknown username or wrong password."
      }
    }
  }

  /// `text` without leading and trailing whitespace.
  static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }
}
