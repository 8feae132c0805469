import BindKit
public import BindKitViews

/// The logon form: a ``LogonModel`` bound to five headless adapters, and the log-on the button starts.
///
/// The front ends (the terminal screen, the scripted mode, the tests) drive the form only through the
/// adapters' gestures (`enterText(_:)`, `toggle()`, `tap()`) and draw it only from the adapters' state
/// (``snapshot()``): everything between the model and what is shown goes through bindings.
///
/// Not `Sendable`: use a form from one thread. The account check runs elsewhere and its result waits in an
/// inbox until that thread takes it (``deliverCompletedLogOns()``, or ``waitForLogOn(timeout:)``).
public final class LogonForm {
  /// The model the adapters are bound to.
  public let model = LogonModel()
  /// The username field.
  public let usernameField = TextField()
  /// The password field (drawn masked).
  public let passwordField = TextField()
  /// The "remember me" switch.
  public let rememberSwitch = Switch()
  /// The log-on button.
  public let logOnButton = Button()
  /// The status line.
  public let statusLabel = Label()

  /// Where the accounts are checked.
  public let directory: AccountDirectory
  private let completions: CompletionInbox<LogOnOutcome>
  private var actionToken: ActionToken?

  /// Creates the form and binds it.
  public init(directory: AccountDirectory = .demo) throws {
    self.directory = directory
    completions = try CompletionInbox()

    usernameField.placeholder = "user name"
    passwordField.placeholder = "password"
    logOnButton.title = "Log on"

    model.bind(key: \.username, toView: usernameField, viewKey: \.text)
    model.bind(key: \.password, toView: passwordField, viewKey: \.text)
    model.bind(key: \.rememberMe, toView: rememberSwitch, viewKey: \.isOn)
    model.bind(key: \.canLogOn, toView: logOnButton, viewKey: \.isEnabled)
    model.bind(key: \.status, toView: statusLabel, viewKey: \.text)
    model.bind(key: \.isEditable, toView: usernameField, viewKey: \.isEnabled)
    model.bind(key: \.isEditable, toView: passwordField, viewKey: \.isEnabled)
    model.bind(key: \.isEditable, toView: rememberSwitch, viewKey: \.isEnabled)

    actionToken = logOnButton.addAction { [unowned self] in self.logOn() }
  }

  /// What the controls show now.
  public func snapshot() -> FormSnapshot {
    FormSnapshot(
      username: usernameField.text, usernamePlaceholder: usernameField.placeholder,
      usernameEnabled: usernameField.isEnabled,
      passwordLength: passwordField.text.count, passwordPlaceholder: passwordField.placeholder,
      passwordEnabled: passwordField.isEnabled,
      rememberMe: rememberSwitch.isOn, rememberMeEnabled: rememberSwitch.isEnabled,
      logOnTitle: logOnButton.title, logOnEnabled: logOnButton.isEnabled,
      status: statusLabel.text)
  }

  // MARK: Logging on

  /// Whether a log-on is being checked.
  public var isLoggingOn: Bool { model.isLoggingOn }

  /// Readable when a check has finished and ``deliverCompletedLogOns()`` has something to deliver: poll it.
  public var completionDescriptor: Int32 { completions.wakeDescriptor }

  /// The button's action: start the check in the background; its outcome comes back through the inbox.
  private func logOn() {
    guard let credentials = model.beginLogOn() else { return }
    let completions = completions
    directory.verify(username: credentials.username, password: credentials.password) { outcome in
      completions.post(outcome)
    }
  }

  /// Applies the outcomes of finished checks to the model. Call it on the form's thread. Returns whether
  /// there were any.
  @discardableResult
  public func deliverCompletedLogOns() -> Bool {
    let outcomes = completions.takeAll()
    for outcome in outcomes { model.finishLogOn(outcome) }
    return !outcomes.isEmpty
  }

  /// Blocks until the running check (if any) finishes and delivers its outcome. Returns false if `timeout`
  /// passed first (nil: no limit).
  @discardableResult
  public func waitForLogOn(timeout: Duration? = nil) -> Bool {
    while isLoggingOn {
      guard completions.wait(timeout: timeout) else { return false }
      deliverCompletedLogOns()
    }
    return true
  }
}
