// The code of Docs/Terminal.md, compiled and run. Edit the snippets here and in the guide together: the lines from
// each `// MARK: Guide:` comment to the next `// MARK:` are the guide's, and what they print is checked below
// and quoted by the guide too.

import BindKit
import BindKitTerminal
import BindKitViews
import Glibc  // isatty, exit
import Testing

// MARK: Guide: the model
final class Signup: BindableObject {
  @Bound var name = ""
  @Bound var plan = 0
  @Bound var news = true
  @Bound var offers = false
  @Bound var canSignUp = false
  @Bound var status = "Enter your name."

  override func boundPropertiesDidUpdate() {
    canSignUp = name.contains { !$0.isWhitespace }
  }
}
// MARK: -

// MARK: Guide: the form
@MainActor
final class SignupForm {
  let model = Signup()
  let nameField = TextField()
  let planControl = SegmentedControl()
  let newsSwitch = Switch()
  let offersSwitch = Switch()
  let signUpButton = Button()
  let statusLabel = Label()
  let signUp: Action<Void, Void>
  let form: Form

  init(showsHelp: Bool = true) {
    let model = model
    signUp = Action(enabledIf: model.canSignUp) {
      model.status = "Signing up..."
      try await Task.sleep(for: .milliseconds(20))  // a server would answer here
      model.status = "Welcome, \(model.name)!"
    }

    nameField.placeholder = "your name"
    planControl.segments = ["Free", "Team", "Enterprise"]
    signUpButton.title = "Sign up"
    model.bind(key: \.name, toView: nameField, viewKey: \.text)
    model.bind(key: \.plan, toView: planControl, viewKey: \.selectedSegmentIndex)
    model.bind(key: \.news, toView: newsSwitch, viewKey: \.isOn)
    model.bind(key: \.offers, toView: offersSwitch, viewKey: \.isOn)
    model.bind(key: \.status, toView: statusLabel, viewKey: \.text)
    signUpButton.bind(action: signUp)  // bound on the main actor: a tap runs it there

    let topics = [("News", newsSwitch), ("Offers", offersSwitch)]
    form = Form { [nameField, planControl, signUpButton, statusLabel] in
      Text("Sign up", style: .bold)
      Blank()
      Section("You") {
        Field("Name", nameField)
        Field("Plan", planControl)
      }
      Section("Mail me about") {
        for (caption, toggle) in topics {
          Field(caption, toggle)
        }
      }
      Field("Sign up", signUpButton, name: "signup")
      Field("Status", statusLabel)
      if showsHelp {
        Blank()
        Text("Tab: next   Space: toggle, tap   Esc: quit", style: .dim)
      }
    }
  }

  /// Returns when no sign-up is running.
  func waitForSignUp() async {
    for await isExecuting in signUp.values(for: \.isExecuting) where !isExecuting { return }
  }
}
// MARK: -

// MARK: Guide: running it
// In an executable target, mark it `@main`.
@MainActor
enum SignupProgram {
  static func main() async {
    let signup = SignupForm()
    if isatty(0) == 0 {
      // Standard input is not a terminal: read a script.
      let script = ScriptDriver(
        form: signup.form, programName: "signup", output: { writeAll(1, $0) }, errors: { _ = writeAll(2, $0) })
      script.afterGesture = { await signup.waitForSignUp() }
      exit(await script.run(readingFrom: 0))
    }
    let session = TerminalSession(driver: FormDriver(form: signup.form))
    switch await session.run(onKey: { key in key != .escape && key != .control("c") }) {
    case .quit:
      exit(0)
    case .signal(let signal):
      TerminalSession.die(of: signal)  // the terminal is restored; end as killed by the signal
    case .failure(let message):
      _ = writeAll(2, "signup: \(message)\n")
      exit(1)
    }
  }
}
// MARK: -

/// Docs/Terminal.md: the form, scripted and driven by keys, does what the guide says.
@Suite @MainActor struct TerminalGuideTests {
  /// What the guide shows `show` printing after its script.
  nonisolated static let scriptOutput = """
    name: "Ada"
    plan: 1 "Team"
    news: off
    offers: off
    signup: enabled
    status: Welcome, Ada!


    """

  @Test(.timeLimit(.minutes(1))) func theScriptPrintsWhatTheGuideSays() async throws {
    // MARK: Guide: scripting it
    let signup = SignupForm()
    var printed = ""
    let script = ScriptDriver(
      form: signup.form, programName: "signup",
      output: {
        printed += $0
        return true
      })
    script.afterGesture = { await signup.waitForSignUp() }
    for line in ["type name Ada", "select plan 1", "toggle news", "tap signup", "show"] {
      _ = await script.handle(.line(Array(line.utf8)))
    }
    // MARK: -
    #expect(printed == Self.scriptOutput)
    #expect(signup.model.plan == 1)
  }

  @Test(.timeLimit(.minutes(1))) func keysDriveTheFormOnAnInMemoryScreen() async throws {
    // MARK: Guide: testing it
    let signup = SignupForm(showsHelp: false)
    let driver = FormDriver(form: signup.form)
    var screen = Screen(rows: 20, columns: 60)
    screen.draw(driver.frame(columns: 60))
    #expect(screen.text.contains("[ Sign up ] (disabled)"))

    for character in "Ada" { driver.handle(.character(character)) }
    #expect(signup.model.name == "Ada")  // typing is the field's enterText(_:); the binding did the rest
    driver.handle(.tab)  // to the plan
    driver.handle(.right)  // Team
    driver.handle(.tab)  // to "News"
    driver.handle(.character(" "))  // toggled off
    #expect(signup.model.plan == 1)
    #expect(!signup.model.news)

    driver.focus(named: "signup")
    driver.handle(.enter)  // taps the button: the action starts on the main actor
    await signup.waitForSignUp()
    screen.draw(driver.frame(columns: 60))
    #expect(screen.text.contains("Status: Welcome, Ada!"))
    // MARK: -
  }
}
