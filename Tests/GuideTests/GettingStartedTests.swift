// The code of Docs/GettingStarted.md, compiled and run: one test per snippet, each naming its section.
// Edit a snippet here and in the guide together.

import BindKit
import BindKitViews
import Testing

// Section "3. A model"
final class SignUpModel: BindableObject {
  @Bound var email = ""
  @Bound var password = ""
  @Bound var acceptsTerms = false
  @Bound var canSubmit = false
  @Bound var status = "Fill in the form."

  override func boundPropertiesDidUpdate() {
    canSubmit = email.contains("@") && password.count >= 8 && acceptsTerms
  }
}

// Section "Main-actor models" (in an enum: the guide's name `LogonModel` is taken in this module).
enum MainActorModels {
  @MainActor final class LogonModel: MainActorBindableObject {
    @Bound var username = ""
    @Bound var password = ""
    @Bound var canLogOn = false

    override func boundPropertiesDidUpdateOnMainActor() {
      canLogOn = !username.isEmpty && !password.isEmpty
    }
  }
}

// Section "4. Bind it to a form"
final class SignUpForm {
  let model = SignUpModel()
  let emailField = TextField(placeholder: "Email")
  let passwordField = TextField(placeholder: "Password")
  let termsSwitch = Switch()
  let submitButton = Button(title: "Sign up")
  let statusLabel = Label()

  init() {
    model.bind(key: \.email, toView: emailField, viewKey: \.text)
    model.bind(key: \.password, toView: passwordField, viewKey: \.text)
    model.bind(key: \.acceptsTerms, toView: termsSwitch, viewKey: \.isOn)
    model.bind(key: \.canSubmit, toView: submitButton, viewKey: \.isEnabled)
    model.bind(key: \.status, toView: statusLabel, viewKey: \.text)
    submitButton.addAction { [model] in
      model.status = "Welcome, \(model.email)!"
    }
  }
}

/// The code of Docs/GettingStarted.md, compiled and run.
@Suite struct GettingStartedTests {
  // Section "4. Bind it to a form": binding shows the model's values at once.
  @Test func aNewFormShowsTheModel() {
    let form = SignUpForm()
    #expect(!form.submitButton.isEnabled)
    #expect(form.statusLabel.text == "Fill in the form.")
    #expect(form.emailField.placeholder == "Email")
  }

  // Section "4. Bind it to a form": the button's action captures the model, not the form.
  @Test func theFormDeallocates() {
    weak var weakForm: SignUpForm?
    weak var weakModel: SignUpModel?
    do {
      let form = SignUpForm()
      weakForm = form
      weakModel = form.model
    }
    #expect(weakForm == nil)
    #expect(weakModel == nil)
  }

  // Section "5. Drive it": the body of `main`, with its output collected instead of printed.
  @Test func driveIt() {
    var output: [String] = []
    func print(_ value: Any) { output.append("\(value)") }

    let form = SignUpForm()
    form.emailField.enterText("ada@example.com")  // a person types
    form.passwordField.enterText("correct horse")
    print(form.submitButton.isEnabled)  // false: the terms are not accepted yet
    form.termsSwitch.toggle()
    print(form.submitButton.isEnabled)  // true
    form.submitButton.tap()
    print(form.statusLabel.text)  // Welcome, ada@example.com!

    #expect(output == ["false", "true", "Welcome, ada@example.com!"])
  }

  /// A form filled in as section 5 leaves it.
  private func filledForm() -> SignUpForm {
    let form = SignUpForm()
    form.emailField.enterText("ada@example.com")
    form.passwordField.enterText("correct horse")
    form.termsSwitch.toggle()
    return form
  }

  // Section "6. The other direction"
  @Test func theOtherDirection() {
    let form = filledForm()
    #expect(form.submitButton.isEnabled)

    form.model.email = ""
    #expect(form.emailField.text.isEmpty)  // true
    #expect(!form.submitButton.isEnabled)  // false

    form.emailField.text = "x"
    #expect(form.model.email == "")
  }

  // Section "7. Several changes at once"
  @Test func severalChangesAtOnce() {
    let form = filledForm()
    var callbacks = 0
    form.model.boundPropertiesUpdateBlock = { callbacks += 1 }

    form.model.updateBoundProperties {
      form.model.email = "grace@example.com"
      form.model.password = "hopper1906"
    }

    #expect(callbacks == 1)
    #expect(form.emailField.text == "grace@example.com")
    #expect(form.submitButton.isEnabled)
  }

  // Section "8. Ending a binding"
  // Section "Main-actor models"
  @Test @MainActor func aMainActorModelDerivesCanLogOn() {
    let model = MainActorModels.LogonModel()
    model.username = "alice"
    #expect(!model.canLogOn)
    model.password = "wonderland"
    #expect(model.canLogOn)
  }

  @Test func endingABinding() {
    let form = filledForm()
    let token = form.model.bind(key: \.status, toView: form.statusLabel, viewKey: \.text)
    token.unbind()  // the label keeps its text; model and label no longer hear from each other
    form.model.status = "changed"
    #expect(form.statusLabel.text == "Fill in the form.")

    form.model.unbindAll()  // every binding of the model
    form.emailField.enterText("nobody@example.com")
    #expect(form.model.email == "ada@example.com")
  }

  // Section "9. Test it"
  @Test func theButtonEnablesOnlyOnceTheFormIsComplete() {
    let form = SignUpForm()
    form.emailField.enterText("ada@example.com")
    form.passwordField.enterText("correct horse")
    #expect(!form.submitButton.isEnabled)
    form.termsSwitch.toggle()
    #expect(form.submitButton.isEnabled)
    #expect(form.model.acceptsTerms)
  }
}
