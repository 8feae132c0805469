// The BindKit code of Docs/MigratingFromKVO.md, compiled and run: one test per snippet, each naming its section.
// Edit a snippet here and in the guide together.

import BindKit
import BindKitViews
import Testing

// Section "Dependent keys"
final class Person: BindableObject {
  @Bound var firstName = ""
  @Bound var lastName = ""

  var fullName: String {
    get { lastName.isEmpty ? firstName : "\(firstName) \(lastName)" }
    set {
      let parts = newValue.split(separator: " ", maxSplits: 1)
      firstName = parts.first.map(String.init) ?? ""
      lastName = parts.count > 1 ? String(parts[1]) : ""
    }
  }
}

// Section "Coming from RxSwift and ReactiveSwift"
final class SignInViewModel: BindableObject {
  @Bound var isLoading = false
  @Bound var username = ""
  @Bound var nickname: String? = nil
  @ViewAction var showAlert: (String) -> Void
  var isIdle: Bool { !isLoading }
  var canSignIn: Bool { !username.isEmpty && !isLoading }

  func signIn() {
    if username == "ada" { isLoading = true } else { showAlert("Unknown user \(username)") }
  }
}

// Section "Manual notification"
final class Settings: BindableObject {
  private var storage: [String: String] = [:]

  var theme: String {
    get { storage["theme", default: "light"] }
    set {
      willChangeValue(for: \.theme)
      storage["theme"] = newValue
      didChangeValue(for: \.theme)
    }
  }
}

// Section "Manual notification": a stored property announced by hand.
final class Document: BindableObject {
  var title = ""  // set in bulk by a loader, which announces it

  override class func automaticallyNotifiesObservers(for key: AnyKeyPath) -> Bool {
    key == \Document.title ? false : super.automaticallyNotifiesObservers(for: key)
  }

  func load(_ text: String) {
    title = text
    didChangeValue(for: \.title)
  }
}

// Section "From Combine"
final class NewsletterModel: BindableObject {
  @Bound var email = ""
  @Bound var canSubscribe = false

  override func boundPropertiesDidUpdate() {
    canSubscribe = email.contains("@")
  }
}

/// The code of Docs/MigratingFromKVO.md, compiled and run.
@Suite struct MigratingFromKVOTests {
  // Section "Dependent keys"
  @Test func dependentKeys() {
    let person = Person()
    let label = Label()
    person.bind(key: \.fullName, toView: label, viewKey: \.text)
    person.firstName = "Ada"
    #expect(label.text == "Ada")
    person.lastName = "Lovelace"
    #expect(label.text == "Ada Lovelace")
  }

  // Section "Dependent keys": a text field bound to the computed property writes through its setter.
  @Test func dependentKeysWriteThroughTheSetter() {
    let person = Person()
    let field = TextField()
    person.bind(key: \.fullName, toView: field, viewKey: \.text)
    field.enterText("Grace Hopper")
    #expect(person.firstName == "Grace")
    #expect(person.lastName == "Hopper")
  }

  // Section "Manual notification"
  @Test func manualNotification() {
    let settings = Settings()
    let themeField = TextField()
    settings.bind(key: \.theme, toView: themeField, viewKey: \.text)
    #expect(themeField.text == "light")
    settings.theme = "dark"
    #expect(themeField.text == "dark")
    themeField.enterText("solarized")
    #expect(settings.theme == "solarized")
  }

  // Section "Manual notification": the stored property declared with automaticallyNotifiesObservers(for:).
  @Test func manualNotificationOfAStoredProperty() {
    let document = Document()
    let titleField = TextField()
    document.bind(key: \.title, toView: titleField, viewKey: \.text)
    document.load("Minutes")  // titleField.text == "Minutes"
    #expect(titleField.text == "Minutes")
    titleField.enterText("Agenda")  // document.title == "Agenda"
    #expect(document.title == "Agenda")
  }

  // Section "From Combine"
  @Test func fromCombine() {
    let model = NewsletterModel()
    let field = TextField()
    let button = Button(title: "Subscribe")
    model.bind(key: \.email, toView: field, viewKey: \.text)  // both directions, no loop
    model.bind(key: \.canSubscribe, toView: button, viewKey: \.isEnabled)
    #expect(!button.isEnabled)
    field.enterText("ada@example.com")  // model.email is set, then button.isEnabled == true
    #expect(model.email == "ada@example.com")
    #expect(button.isEnabled)
    model.email = "nobody"
    #expect(field.text == "nobody" && !button.isEnabled)
  }

  // Section "Several changes, one callback"
  @Test func severalChangesOneCallback() {
    let person = Person()
    var updates = 0
    person.boundPropertiesUpdateBlock = { updates += 1 }
    person.updateBoundProperties {
      person.firstName = "Grace"
      person.lastName = "Hopper"
    }
    #expect(updates == 1)
  }

  // Section "Coming from RxSwift and ReactiveSwift"
  @Test func comingFromRxSwiftAndReactiveSwift() {
    let viewModel = SignInViewModel()
    let spinner = Label(text: "Signing in…")
    let usernameField = TextField()
    let nicknameField = TextField()
    let signInButton = Button(title: "Sign in")
    var alerts: [String] = []

    let bindings = BindingGroup {
      viewModel.bound(\.isIdle) => spinner.bindable.isHidden  // one way
      viewModel.$username <=> usernameField.bindable.text  // two way
      viewModel.$nickname <=> nicknameField.bindable.text ?? ""  // two way, nil shown as ""
      viewModel.bound(\.canSignIn) => signInButton.bindable.isEnabled
      viewModel.$showAlert => { message in alerts.append(message) }
      signInButton.taps => { viewModel.signIn() }
    }
    #expect(spinner.isHidden)
    #expect(!signInButton.isEnabled)
    #expect(nicknameField.text == "")

    usernameField.enterText("bob")
    signInButton.tap()  // alerts == ["Unknown user bob"]
    #expect(alerts == ["Unknown user bob"])
    usernameField.enterText("ada")
    signInButton.tap()  // spinner.isHidden == false, signInButton.isEnabled == false
    #expect(!spinner.isHidden)
    #expect(!signInButton.isEnabled)
    bindings.unbind()  // every binding, receiver and tap handler of the block ends
    viewModel.isLoading = false
    #expect(!spinner.isHidden)
    signInButton.isEnabled = true
    signInButton.tap()
    #expect(alerts == ["Unknown user bob"])
    #expect(viewModel.isLoading == false)
  }
}
