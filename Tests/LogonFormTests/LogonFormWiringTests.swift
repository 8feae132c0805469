import BindKit
import BindKitTerminal
import BindKitViews
import Testing

@testable import LogonFormCore

/// The form's model, adapters and bindings, driven through gestures only.
@Suite @MainActor struct LogonFormWiringTests {
  private func makeForm(delay: Duration = .zero) -> LogonForm {
    LogonForm(directory: AccountDirectory(accounts: AccountDirectory.demo.accounts, checkDelay: delay))
  }

  @Test func theControlsStartFromTheModel() throws {
    let form = makeForm()
    let snapshot = form.snapshot()
    #expect(snapshot.username.isEmpty)
    #expect(snapshot.passwordLength == 0)
    #expect(!snapshot.rememberMe)
    #expect(!snapshot.logOnEnabled)
    #expect(snapshot.logOnTitle == "Log on")
    #expect(snapshot.status == LogonModel.promptStatus)
  }

  @Test func typingIntoBothFieldsEnablesTheButton() throws {
    let form = makeForm()
    form.usernameField.enterText("alice")
    #expect(form.model.username == "alice")
    #expect(!form.logOnButton.isEnabled)
    form.passwordField.enterText("secret")
    #expect(form.model.password == "secret")
    #expect(form.logOnButton.isEnabled)
    form.passwordField.clear()
    #expect(!form.logOnButton.isEnabled)
  }

  @Test func spacesOnlyDoNotEnableTheButton() throws {
    let form = makeForm()
    form.usernameField.enterText("   ")
    form.passwordField.enterText("  ")
    #expect(!form.logOnButton.isEnabled)
    #expect(!form.snapshot().logOnEnabled)
  }

  @Test func theSwitchReachesTheModel() throws {
    let form = makeForm()
    form.rememberSwitch.toggle()
    #expect(form.model.rememberMe)
    #expect(form.snapshot().rememberMe)
  }

  @Test func tappingADisabledButtonDoesNothing() throws {
    let form = makeForm()
    form.logOnButton.tap()
    #expect(!form.isLoggingOn)
    #expect(form.statusLabel.text == LogonModel.promptStatus)
  }

  @Test(.timeLimit(.minutes(1))) func theDemoAccountLogsOn() async throws {
    let form = makeForm(delay: .milliseconds(20))
    form.usernameField.enterText("demo")
    form.passwordField.enterText("bindkit")
    form.logOnButton.tap()
    #expect(form.isLoggingOn)
    #expect(!form.logOnButton.isEnabled)
    #expect(!form.usernameField.isEnabled)
    #expect(form.statusLabel.text == "Logging on as demo...")
    await form.waitForLogOn()
    #expect(form.statusLabel.text == "Logged on as demo.")
    #expect(form.logOnButton.isEnabled)
    #expect(form.usernameField.isEnabled)
  }

  @Test(.timeLimit(.minutes(1))) func theLogOnIsAnActionThatTheButtonRuns() async throws {
    let form = makeForm(delay: .milliseconds(5))
    #expect(!form.logOn.isEnabled)
    form.usernameField.enterText("alice")
    form.passwordField.enterText("wonderland")
    #expect(form.logOn.canExecute)
    form.logOnButton.tap()
    #expect(form.logOn.isExecuting)
    form.logOnButton.tap()  // disabled while it runs: nothing more starts
    await form.waitForLogOn()
    #expect(!form.logOn.isExecuting)
    #expect(form.logOn.latestValue == .accepted(username: "alice"))
    #expect(form.logOn.latestError == nil)
  }

  @Test(.timeLimit(.minutes(1))) func aWrongPasswordFailsWithAClearStatus() async throws {
    let form = makeForm()
    form.usernameField.enterText("demo")
    form.passwordField.enterText("guess")
    form.logOnButton.tap()
    await form.waitForLogOn()
    #expect(form.statusLabel.text == "Log-on failed: unknown username or wrong password.")
  }

  @Test(.timeLimit(.minutes(1))) func keysBecomeGestures() async throws {
    let form = makeForm()
    let driver = FormDriver(form: form.form)
    for key in "demo" { driver.handle(.character(key)) }
    driver.handle(.tab)
    for key in "bindkitx" { driver.handle(.character(key)) }
    driver.handle(.backspace)
    #expect(form.usernameField.text == "demo")
    #expect(form.passwordField.text == "bindkit")
    #expect(form.logOnButton.isEnabled)

    driver.handle(.down)
    #expect(driver.focusedName == "remember")
    driver.handle(.character(" "))
    #expect(form.model.rememberMe)
    driver.handle(.down)
    #expect(driver.focusedName == "logon")
    driver.handle(.enter)
    #expect(form.isLoggingOn)
    await form.waitForLogOn()
    #expect(form.statusLabel.text == "Logged on as demo. You will be remembered.")

    driver.handle(.backTab)
    driver.handle(.up)
    #expect(driver.focusedName == "password")
    #expect(driver.handle(.escape) == .ignored)  // the demo quits on it
    #expect(driver.handle(.control("c")) == .ignored)
  }

  @Test func typingIntoTheUsernameFieldKeepsGraphemes() throws {
    let form = makeForm()
    let driver = FormDriver(form: form.form)
    for key: Key in [.character("e"), .character("\u{301}"), .character("😀")] { driver.handle(key) }
    #expect(form.usernameField.text == "e\u{301}😀")
    driver.handle(.backspace)
    driver.handle(.backspace)
    #expect(form.usernameField.text.isEmpty)
  }

  @Test func theFormIsDrawnAsTheDemoShowsIt() throws {
    let form = makeForm()
    var screen = Screen(rows: 24, columns: 80)
    screen.draw(FormDriver(form: form.form).frame())
    #expect(
      screen.text == """
          BindKit logon demo

        > Username  [_                         ]
          Password  [password                  ]
          [ ] Remember me
          [ Log on ] (disabled)

          Status: Enter a username and a password.

          Tab/Shift-Tab or Up/Down: move   Space, Enter: toggle, log on   Esc: quit
          Demo account: demo / bindkit
        """)
  }

  @Test func theScriptedStateIsTheSnapshotsDescription() async throws {
    let form = makeForm()
    var printed = ""
    let script = ScriptDriver(
      form: form.form, programName: "logon-demo",
      output: {
        printed += $0
        return true
      })
    form.usernameField.enterText("a \"quoted\" name")
    form.passwordField.enterText("secret")
    try await script.perform(.show)
    #expect(printed == form.snapshot().scriptDescription)
  }
}
