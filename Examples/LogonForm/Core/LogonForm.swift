public import BindKit
public import BindKitForms
import BindKitPreferences
public import BindKitViews

/// The logon form: a ``LogonModel`` bound to five headless adapters, and the log-on action the button runs.
///
/// The front ends (the terminal screen, the scripted mode, the tests) drive the form only through the
/// adapters' gestures (`enterText(_:)`, `toggle()`, `tap()`) and draw it only from the adapters' state
/// (``snapshot()``): everything between the model and what is shown goes through bindings.
///
/// On the main actor: the log-on is an `Action` bound to the button there, so a tap starts it on the main actor,
/// and after the account check (elsewhere) the rest of the action continues on the main actor; no executor of the
/// program's own is needed. ``waitForLogOn()`` waits for it.
@MainActor
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

  /// Takes back and does again every edit of the form (Ctrl-_ or Alt-U, Alt-E; `undo`, `redo`).
  public let undo = EditUndoManager()

  /// Where the accounts are checked.
  public let directory: AccountDirectory
  /// What is remembered between runs, or nil: then "remember me" remembers nothing beyond the form.
  public let memory: LogonMemory?
  /// The log-on the button runs: enabled while the model says the form can log on, executing while the
  /// account is checked.
  public let logOn: Action<Void, LogOnOutcome>

  /// The log-on action ran while the form could not log on (the button is disabled then, so it does not).
  public struct NotReady: Error {}

  /// The keys the terminal front end offers, as the form's last lines list them.
  public static let terminalKeys = ["Tab/Shift-Tab or Up/Down: move   Space, Enter: toggle, log on   Esc: quit"]

  /// Creates the form and binds it. With a `memory` that remembers a username, the username field starts with it
  /// and "remember me" is on (the start is not an edit to undo). The form lists `keys`, a line each: the keys of
  /// the front end that draws it.
  public init(
    directory: AccountDirectory = .demo, memory: LogonMemory? = nil, keys: [String] = LogonForm.terminalKeys
  ) {
    self.directory = directory
    self.memory = memory
    let model = model
    if let remembered = memory?.username, LogonModel.hasContent(remembered) {
      model.updateBoundProperties {
        model.username = remembered
        model.rememberMe = true
      }
    }
    undo.attach(model)
    logOn = Action(enabledIf: model.canLogOn) {
      guard let credentials = model.beginLogOn() else { throw NotReady() }
      let outcome = await directory.verify(username: credentials.username, password: credentials.password)
      // A check that finished at once resumes the action without suspending it, still inside the tap. Yielding
      // hands the rest to the main actor's queue, so the outcome is always applied on a later turn (and the output
      // of a script does not depend on timing).
      await Task.yield()
      model.finishLogOn(outcome)
      if case .accepted(let name) = outcome, let memory { Self.remember(name, in: memory, for: model) }
      return outcome
    }

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
      for line in keys { Text(line, style: .dim) }
      Text("Demo account: \(AccountDirectory.demoUsername) / \(AccountDirectory.demoPassword)", style: .dim)
    }
  }

  /// After an accepted log-on: keeps `name` when "remember me" is on, forgets any name when it is off, and writes
  /// the file at once. A file that cannot be written is reported on the status line; the name stays in memory.
  private static func remember(_ name: String, in memory: LogonMemory, for model: LogonModel) {
    memory.username = model.rememberMe ? name : ""
    if !memory.flush() {
      model.status = "Logged on as \(name), but not remembered: \(memory.writeError ?? "the file was not written")."
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

  /// Waits until the running log-on (if any) has finished and its outcome is applied to the model. While it waits,
  /// the main actor runs the rest of the log-on.
  public func waitForLogOn() async {
    for await isExecuting in logOn.values(for: \.isExecuting) where !isExecuting { return }
  }
}
