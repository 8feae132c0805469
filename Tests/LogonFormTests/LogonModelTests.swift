import Testing

@testable import LogonFormCore

@Suite struct LogonModelTests {
  @Test func aNewModelCannotLogOn() {
    let model = LogonModel()
    #expect(!model.canLogOn)
    #expect(model.isEditable)
    #expect(model.status == LogonModel.promptStatus)
  }

  @Test(arguments: [
    ("alice", "secret", true),
    ("alice", "", false),
    ("", "secret", false),
    ("   ", "secret", false),
    ("alice", "   ", false),
    ("\t \u{A0}", "secret", false),
    (" a ", " b ", true),
  ])
  func canLogOnOnlyWhenBothFieldsHoldMoreThanSpaces(username: String, password: String, expected: Bool) {
    let model = LogonModel()
    model.username = username
    model.password = password
    #expect(model.canLogOn == expected)
  }

  @Test func aRunningLogOnDisablesTheButtonAndTheFields() throws {
    let model = LogonModel()
    model.username = " demo "
    model.password = "bindkit"
    let credentials = try #require(model.beginLogOn())
    #expect(credentials.username == "demo")
    #expect(credentials.password == "bindkit")
    #expect(model.isLoggingOn)
    #expect(!model.canLogOn)
    #expect(!model.isEditable)
    #expect(model.status == "Logging on as demo...")
    #expect(model.beginLogOn() == nil)

    model.finishLogOn(.accepted(username: "demo"))
    #expect(!model.isLoggingOn)
    #expect(model.canLogOn)
    #expect(model.isEditable)
    #expect(model.status == "Logged on as demo.")
  }

  @Test func rememberMeShowsInTheSuccessMessage() throws {
    let model = LogonModel()
    model.username = "demo"
    model.password = "bindkit"
    model.rememberMe = true
    _ = try #require(model.beginLogOn())
    model.finishLogOn(.accepted(username: "demo"))
    #expect(model.status == "Logged on as demo. You will be remembered.")
  }

  @Test func aRejectedLogOnSaysSo() throws {
    let model = LogonModel()
    model.username = "demo"
    model.password = "wrong"
    _ = try #require(model.beginLogOn())
    model.finishLogOn(.rejected)
    #expect(model.status == "Log-on failed: unknown username or wrong password.")
    #expect(model.canLogOn)
  }

  @Test func cannotBeginWithoutValidFields() {
    let model = LogonModel()
    model.username = "demo"
    #expect(model.beginLogOn() == nil)
    #expect(!model.isLoggingOn)
  }
}

@Suite struct AccountDirectoryTests {
  private let directory = AccountDirectory(accounts: ["demo": "bindkit"], checkDelay: .zero)

  @Test func theDemoAccountIsAccepted() {
    #expect(directory.check(username: "demo", password: "bindkit") == .accepted(username: "demo"))
  }

  @Test func surroundingSpacesInTheUsernameAreIgnored() {
    #expect(directory.check(username: "  demo ", password: "bindkit") == .accepted(username: "demo"))
  }

  @Test(arguments: [("demo", "bindkit "), ("demo", "BindKit"), ("Demo", "bindkit"), ("nobody", "bindkit")])
  func anythingElseIsRejected(username: String, password: String) {
    #expect(directory.check(username: username, password: password) == .rejected)
  }

  @Test func verifyCompletesOnAnotherThreadAfterTheDelay() async {
    let slow = AccountDirectory(accounts: ["demo": "bindkit"], checkDelay: .milliseconds(50))
    let start = ContinuousClock.now
    let outcome = await withCheckedContinuation { continuation in
      slow.verify(username: "demo", password: "bindkit") { continuation.resume(returning: $0) }
    }
    #expect(outcome == .accepted(username: "demo"))
    #expect(ContinuousClock.now - start >= .milliseconds(50))
  }

  @Test func theDemoDirectoryHoldsTheAccountTheHelpNames() {
    let demo = AccountDirectory.demo
    #expect(demo.accounts[AccountDirectory.demoUsername] == AccountDirectory.demoPassword)
    #expect(DemoInfo.helpText.contains("username demo, password bindkit"))
  }
}
