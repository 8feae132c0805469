import BindKit
import BindKitPreferences
import BindKitViews
import Foundation
import Glibc
import LogonFormCore
import TestSupport
import Testing

/// "Remember me": the username kept in a file by an accepted log-on, and the form that starts from it.
@Suite @MainActor struct LogonMemoryTests {
  private let folder: TemporaryFolder
  init() throws { folder = try TemporaryFolder() }

  private var fileURL: URL { URL(fileURLWithPath: folder.file("preferences.json")) }

  private func makeForm() -> LogonForm {
    LogonForm(
      directory: AccountDirectory(accounts: AccountDirectory.demo.accounts, checkDelay: .zero),
      memory: LogonMemory(fileURL: fileURL))
  }

  private func logOn(_ form: LogonForm, password: String = AccountDirectory.demoPassword) async {
    form.passwordField.enterText(password)
    form.logOnButton.tap()
    await form.waitForLogOn()
  }

  @Test(.timeLimit(.minutes(1))) func aLogOnWithRememberMeFillsTheUsernameAtTheNextStart() async throws {
    let first = makeForm()
    #expect(first.usernameField.text == "")
    #expect(!first.rememberSwitch.isOn)
    first.usernameField.enterText("  demo ")
    first.rememberSwitch.toggle()
    await logOn(first)
    #expect(first.statusLabel.text == "Logged on as demo. You will be remembered.")
    let text = try String(contentsOf: fileURL, encoding: .utf8)
    #expect(text.contains(#""username" : "demo""#) || text.contains(#""username": "demo""#))
    #expect(!text.contains(AccountDirectory.demoPassword))  // the password is never kept

    let second = makeForm()
    #expect(second.usernameField.text == "demo")
    #expect(second.rememberSwitch.isOn)
    #expect(second.passwordField.text == "")
    #expect(!second.undo.canUndo)  // the start is not an edit
  }

  @Test(.timeLimit(.minutes(1))) func aLogOnWithRememberMeOffForgetsTheName() async throws {
    let first = makeForm()
    first.usernameField.enterText("demo")
    first.rememberSwitch.toggle()
    await logOn(first)
    let second = makeForm()
    second.rememberSwitch.toggle()  // off
    await logOn(second)
    #expect(second.statusLabel.text == "Logged on as demo.")
    let third = makeForm()
    #expect(third.usernameField.text == "")
    #expect(!third.rememberSwitch.isOn)
  }

  @Test(.timeLimit(.minutes(1))) func aRefusedLogOnRemembersNothing() async throws {
    let first = makeForm()
    first.usernameField.enterText("demo")
    first.rememberSwitch.toggle()
    await logOn(first, password: "wrong")
    #expect(first.statusLabel.text == "Log-on failed: unknown username or wrong password.")
    #expect(!FileManager.default.fileExists(atPath: fileURL.path))
    #expect(makeForm().usernameField.text == "")
  }

  @Test(.timeLimit(.minutes(1))) func aFileThatCannotBeWrittenIsReportedOnTheStatusLine() async throws {
    // The folder the file would be in is a file: nothing can be written there, whoever runs the test.
    try "".write(toFile: folder.file("blocker"), atomically: true, encoding: .utf8)
    let memory = LogonMemory(fileURL: URL(fileURLWithPath: folder.file("blocker/preferences.json")))
    let form = LogonForm(
      directory: AccountDirectory(accounts: AccountDirectory.demo.accounts, checkDelay: .zero), memory: memory)
    form.usernameField.enterText("demo")
    form.rememberSwitch.toggle()
    await logOn(form)
    let status = form.statusLabel.text
    #expect(status.hasPrefix("Logged on as demo, but not remembered: "), "\(status)")
    #expect(memory.username == "demo")  // kept in memory
    #expect(memory.writeError != nil)
  }

  @Test(.timeLimit(.minutes(1))) func aNameNotRememberedIsWrittenByTheRetryOnceTheFolderCanBeMade() async throws {
    // The folder the file would be in is a file, at first.
    let blocker = folder.file("blocker")
    try "".write(toFile: blocker, atomically: true, encoding: .utf8)
    let clock = ManualPreferenceScheduler()
    let file = URL(fileURLWithPath: blocker + "/preferences.json")
    let memory = LogonMemory(fileURL: file, scheduler: clock)
    let form = LogonForm(
      directory: AccountDirectory(accounts: AccountDirectory.demo.accounts, checkDelay: .zero), memory: memory)
    form.usernameField.enterText("demo")
    form.rememberSwitch.toggle()
    await logOn(form)
    #expect(memory.writeError != nil)
    try FileManager.default.removeItem(atPath: blocker)
    clock.advance(by: .seconds(5))  // the retry, with no log-on and no flush
    #expect(memory.writeError == nil)
    #expect(LogonMemory(fileURL: file).username == "demo")
  }
}
