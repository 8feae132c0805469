public import BindKit
public import BindKitTerminal
public import BindKitViews
import DemoSupport

/// The logon form: a ``LogonModel`` bound to five headless adapters, and the log-on action the button runs.
///
/// The front ends (the terminal screen, the scripted mode, the tests) drive the form only through the
/// adapters' gestures (`enterText(_:)`, `toggle()`, `tap()`) and draw it only from the adapters' state
/// (``snapshot()``): everything between the model and what is shown goes through bindings.
///
/// Not `Sendable`: use a form from one thread. The log-on is an `Action` bound to the button: a tap starts it
/// on that thread, and while the account is checked elsewhere the rest of the action waits in an inbox until
/// that thread runs it (``deliverCompletedLogOns()``, or ``waitForLogOn(timeout:)``).
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

  /// The form as the terminal draws it and scripts address it: `username`, `password`, `remember`, `logon`,
  /// `status`.
  public let form: Form

  /// Where the accounts are checked.
  public let directory: AccountDirectory
  /// The log-on the button runs: enabled while the model says the form can log on, executing while the
  /// account is checked.
  public let logOn: Action<Void, LogOnOutcome>
  /// Where the log-on continues after the check: the thread that runs the form.
  private let executor: LoopExecutor

  /// The log-on action ran while the form could not log on (the button is disabled then, so it does not).
  public struct NotReady: Error {}

  /// Creates the form and binds it.
  public init(directory: AccountDirectory = .demo) throws {
    self.directory = directory
    executor = try LoopExecutor()
    let model = model
    logOn = Action(enabledIf: model.canLogOn) {
      guard let credentials = model.beginLogOn() else { throw NotReady() }
      let outcome = await directory.verify(username: credentials.username, password: credentials.password)
      // A check that finished at once resumes the action without suspending it, still inside the tap. Yielding
      // hands the rest to the loop, so the outcome is always applied on a later turn (and the output of a
      // script does not depend on timing).
      await Task.yield()
      model.finishLogOn(outcome)
      return outcome
    }
    logOn.taskExecutor = executor

    usernameField.placeholder = "user name"
    passwordField.placeholder = "password"
    logOnButton.title = "Log on"

    model.bind(key: \.username, toView: usernameField, viewKey: \.text)
    model.bind(key: \.password, toView: passwordField, viewKey: \.text)
    model.bind(key: \.rememberMe, toView: rememberSwitch, viewKey: \.isOn)
    model.bind(key: \.status, toView: statusLabel, viewKey: \.text)
    model.bind(key: \.isEditable, toView: usernameField, viewKey: \.isEnabled)
    model.bind(key: \.isEditable, toView: passwordField, viewKey: \.isEnabled)
    model.bind(key: \.isEditable, toView: rememberSwitch, viewKey: \.isEnabled)
    logOnButton.bind(action: logOn)

    form = Form { [usernameField, passwordField, rememberSwitch, logOnButton, statusLabel] in
      Text("BindKit logon demo", style: .bold)
      Blank()
      Field("Username", usernameField)
      Field("Password", passwordField, secure: true)
      Field("Remember me", rememberSwitch, name: "remember")
      Field("Log on", logOnButton, name: "logon")
      Blank()
      Field("Status", statusLabel)
      Blank()
      Text("Tab/Shift-Tab or Up/Down: move   Space: toggle   Enter: log on   Esc: quit", style: .dim)
      Text("Demo account: \(AccountDirectory.demoUsername) / \(AccountDirectory.demoPassword)", style: .dim)
    }
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

  /// Readable when a check has finished and ``deliverCompletedLogOns()`` has something to run: poll it.
  public var completionDescriptor: Int32 { executor.wakeDescriptor }

  /// Finishes the log-ons whose checks have completed: runs the rest of the action, which applies the outcome
  /// to the model. Call it on the form's thread. Returns whether there was anything to run.
  @discardableResult
  public func deliverCompletedLogOns() -> Bool {
    executor.runWaitingJobs()
  }

  /// Blocks until the running log-on (if any) finishes and its outcome is applied. Returns false if `timeout`
  /// passed first (nil: no limit).
  @discardableResult
  public func waitForLogOn(timeout: Duration? = nil) -> Bool {
    let deadline = timeout.map { ContinuousClock.now + $0 }
    while logOn.isExecuting {
      let left = deadline.map { ContinuousClock.now.duration(to: $0) }
      if let left, left <= .zero { return false }
      guard executor.wait(timeout: left) else { return false }
      deliverCompletedLogOns()
    }
    return true
  }
}
