import BindKitForms

/// What the form's controls show at one moment, read from the adapters.
///
/// The renderer and the scripted output draw this and nothing else, so the screen is exactly what the adapters
/// hold. The password is kept only as its length: nothing draws it.
public struct FormSnapshot: Equatable, Sendable {
  /// The username field's text.
  public var username: String
  /// The username field's placeholder.
  public var usernamePlaceholder: String
  /// Whether the username field takes typing.
  public var usernameEnabled: Bool
  /// How many characters the password field holds.
  public var passwordLength: Int
  /// The password field's placeholder.
  public var passwordPlaceholder: String
  /// Whether the password field takes typing.
  public var passwordEnabled: Bool
  /// Whether the "remember me" switch is on.
  public var rememberMe: Bool
  /// Whether the "remember me" switch can be toggled.
  public var rememberMeEnabled: Bool
  /// The log-on button's title.
  public var logOnTitle: String
  /// Whether the log-on button is enabled.
  public var logOnEnabled: Bool
  /// The status label.
  public var status: String

  /// Creates a snapshot.
  public init(
    username: String = "", usernamePlaceholder: String = "", usernameEnabled: Bool = true,
    passwordLength: Int = 0, passwordPlaceholder: String = "", passwordEnabled: Bool = true,
    rememberMe: Bool = false, rememberMeEnabled: Bool = true,
    logOnTitle: String = "Log on", logOnEnabled: Bool = false, status: String = ""
  ) {
    self.username = username
    self.usernamePlaceholder = usernamePlaceholder
    self.usernameEnabled = usernameEnabled
    self.passwordLength = passwordLength
    self.passwordPlaceholder = passwordPlaceholder
    self.passwordEnabled = passwordEnabled
    self.rememberMe = rememberMe
    self.rememberMeEnabled = rememberMeEnabled
    self.logOnTitle = logOnTitle
    self.logOnEnabled = logOnEnabled
    self.status = status
  }

  /// The password as drawn: one `*` per character.
  public var maskedPassword: String { String(repeating: "*", count: passwordLength) }
}

extension FormSnapshot {
  /// The scripted mode's state block: five lines, each `name: value`, then an empty line.
  ///
  /// ```
  /// username: "alice"
  /// password: "*****"
  /// remember: off
  /// logon: enabled
  /// status: Enter a username and a password.
  ///
  /// ```
  ///
  /// The two fields are quoted (so that spaces show) with `"` and `\` escaped and control characters written
  /// as `\u{1B}`; the password is masked. `remember` is `on` or `off`, `logon` is `enabled` or `disabled`.
  public var scriptDescription: String {
    """
    username: \(Self.quoted(username))
    password: \(Self.quoted(maskedPassword))
    remember: \(rememberMe ? "on" : "off")
    logon: \(logOnEnabled ? "enabled" : "disabled")
    status: \(Self.escapingControls(status))


    """
  }

  /// `text` in double quotes, with `"`, `\` and control characters escaped.
  public static func quoted(_ text: String) -> String {
    FormText.quoted(text)
  }

  /// `text` with each control character written as `\u{XX}`, so that output stays on one line.
  public static func escapingControls(_ text: String) -> String {
    FormText.escapingControls(text)
  }
}
