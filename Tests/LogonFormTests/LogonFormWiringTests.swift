import BindKit
import BindKitViews
import Testing

@testable import LogonFormCore

/// The form's model, adapters and bindings, driven through gestures only.
@Suite struct LogonFormWiringTests {
  private func makeForm(delay: Duration = .zero) throws -> LogonForm {
    try LogonForm(directory: AccountDirectory(accounts: AccountDirectory.demo.accounts, checkDelay: delay))
  }

  @Test func theControlsStartFromTheModel() throws {
    let form = try makeForm()
    let snapshot = form.snapshot()
    #expect(snapshot.username.isEmpty)
    #expect(snapshot.passwordLength == 0)
    #expect(!snapshot.rememberMe)
    #expect(!snapshot.logOnEnabled)
    #expect(snapshot.logOnTitle == "Log on")
    #expect(snapshot.status == LogonModel.promptStatus)
  }

  @Test func typingIntoBothFieldsEnablesTheButton() throws {
    let form = try makeForm()
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
    let form = try makeForm()
    form.usernameField.enterText("   ")
    form.passwordField.enterText("  ")
    #expect(!form.logOnButton.isEnabled)
    #expect(!form.snapshot().logOnEnabled)
  }

  @Test func theSwitchReachesTheModel() throws {
    let form = try makeForm()
    form.rememberSwitch.toggle()
    #expect(form.model.rememberMe)
    #expect(form.snapshot().rememberMe)
  }

  @Test func tappingADisabledButtonDoesNothing() throws {
    let form = try makeForm()
    form.logOnButton.tap()
    #expect(!form.isLoggingOn)
    #expect(form.statusLabel.text == LogonModel.promptStatus)
  }

  @Test func theDemoAccountLogsOn() throws {
    let form = try makeForm(delay: .milliseconds(20))
    form.usernameField.enterText("demo")
    form.passwordField.enterText("bindkit")
    form.logOnButton.tap()
    #expect(form.isLoggingOn)
    #expect(!form.logOnButton.isEnabled)
    #expect(!form.usernameField.isEnabled)
    #expect(form.statusLabel.text == "Logging on as demo...")
    #expect(form.waitForLogOn(timeout: .seconds(10)))
    #expect(form.statusLabel.text == "Logged on as demo.")
    #expect(form.logOnButton.isEnabled)
    #expect(form.usernameField.isEnabled)
  }

  @Test func theLogOnIsAnActionThatTheButtonRuns() throws {
    let form = try makeForm(delay: .milliseconds(5))
    #expect(!form.logOn.isEnabled)
    form.usernameField.enterText("alice")
    form.passwordField.enterText("wonderland")
    #expect(form.logOn.canExecute)
    form.logOnButton.tap()
    #expect(form.logOn.isExecuting)
    form.logOnButton.tap()  // disabled while it runs: nothing more starts
    #expect(form.waitForLogOn(timeout: .seconds(10)))
    #expect(!form.logOn.isExecuting)
    #expect(form.logOn.latestValue == .accepted(username: "alice"))
    #expect(form.logOn.latestError == nil)
    #expect(!form.deliverCompletedLogOns())  // nothing left to run
  }

  @Test func aWrongPasswordFailsWithAClearStatus() throws {
    let form = try makeForm()
    form.usernameField.enterText("demo")
    form.passwordField.enterText("guess")
    form.logOnButton.tap()
    #expect(form.waitForLogOn(timeout: .seconds(10)))
    #expect(form.statusLabel.text == "Log-on failed: unknown username or wrong password.")
  }

  @Test func keysBecomeGestures() throws {
    let form = try makeForm()
    let controller = KeyboardController(form: form)
    for key in "demo" { _ = controller.handle(.character(key)) }
    _ = controller.handle(.tab)
    for key in "bindkitx" { _ = controller.handle(.character(key)) }
    _ = controller.handle(.backspace)
    #expect(form.usernameField.text == "demo")
    #expect(form.passwordField.text == "bindkit")
    #expect(form.logOnButton.isEnabled)

    _ = controller.handle(.down)
    #expect(controller.focus == .rememberMe)
    _ = controller.handle(.character(" "))
    #expect(form.model.rememberMe)
    _ = controller.handle(.enter)
    #expect(controller.focus == .logOn)
    _ = controller.handle(.enter)
    #expect(form.isLoggingOn)
    #expect(form.waitForLogOn(timeout: .seconds(10)))
    #expect(form.statusLabel.text == "Logged on as demo. You will be remembered.")

    _ = controller.handle(.backTab)
    _ = controller.handle(.up)
    #expect(controller.focus == .password)
    #expect(controller.handle(.escape) == .quit)
    #expect(controller.handle(.interrupt) == .quit)
  }

  @Test func typingIntoTheUsernameFieldKeepsGraphemes() throws {
    let form = try makeForm()
    let controller = KeyboardController(form: form)
    for key: Key in [.character("e"), .character("\u{301}"), .character("😀")] { _ = controller.handle(key) }
    #expect(form.usernameField.text == "e\u{301}😀")
    _ = controller.handle(.backspace)
    _ = controller.handle(.backspace)
    #expect(form.usernameField.text.isEmpty)
  }

  @Test func focusWrapsAround() {
    #expect(Focus.logOn.next == .username)
    #expect(Focus.username.previous == .logOn)
  }
}
