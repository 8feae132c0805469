import BindKit
import BindKitViews
import Testing

// This module's default isolation is the main actor (`.defaultIsolation(MainActor.self)` in Package.swift), as in an
// app target: every class below is main-actor isolated without saying so.

/// A main-actor model, by the module's default.
final class Preferences: MainActorBindableObject {
  @Bound var name = ""
  @Bound var port = 8080
  @Bound var summary = ""

  override func boundPropertiesDidUpdateOnMainActor() {
    summary = "\(name):\(port)"
  }
}

/// A main-actor view model written the Rx way: handles, operators and a view action.
final class SignInScreenModel: MainActorBindableObject {
  @Bound var username = ""
  @Bound var nickname: String? = nil
  @ViewAction var showAlert: (String) -> Void
  var canSignIn: Bool { !username.isEmpty }
}

/// A nonisolated model in the same module: one word, `nonisolated`, and it is the `BindableObject` of any other
/// module.
nonisolated final class Counter: BindableObject {
  @Bound var count = 0
  @Bound var doubled = 0

  override func boundPropertiesDidUpdate() {
    doubled = count * 2
  }
}

@Suite struct DefaultIsolationTests {
  @Test func aModelThatIsMainActorByDefaultDerivesStateAndBindsBothWays() {
    let preferences = Preferences()
    let name = TextField()
    let port = Stepper(value: 1, minimumValue: 1, maximumValue: 65535)
    let summary = Label()
    preferences.bind(key: \.name, toView: name, viewKey: \.text)
    preferences.bind(key: \.port, toView: port, viewKey: \.value, converter: .numeric)
    preferences.bind(key: \.summary, toView: summary, viewKey: \.text)
    name.enterText("server")
    #expect(preferences.name == "server")
    #expect(summary.text == "server:8080")
    preferences.port = 9090
    #expect(port.value == 9090)
    #expect(summary.text == "server:9090")
  }

  @Test func aNonisolatedModelInAMainActorModuleWorksAsEverywhere() {
    let counter = Counter()
    let field = Stepper()
    counter.bind(key: \.count, toView: field, viewKey: \.value, converter: .numeric)
    field.increment()
    #expect(counter.count == 1)
    #expect(counter.doubled == 2)
  }

  @Test func theBindingOperatorsAndViewActionsWorkOnAMainActorModel() {
    let model = SignInScreenModel()
    let username = TextField()
    let nickname = TextField()
    let signIn = Button()
    var alerts: [String] = []
    var names: [String] = []
    let group = BindingGroup {
      model.$username <=> username.bindable.text
      model.$nickname <=> nickname.bindable.text ?? ""
      model.bound(\.canSignIn) => signIn.bindable.isEnabled
      model.$username => { names.append($0) }
      model.$showAlert => { alerts.append($0) }
    }
    #expect(!signIn.isEnabled)
    username.enterText("ada")
    nickname.enterText("Countess")
    model.showAlert("welcome")
    #expect(model.username == "ada")
    #expect(model.nickname == "Countess")
    #expect(signIn.isEnabled)
    #expect(names == ["", "ada"])
    #expect(alerts == ["welcome"])
    group.unbind()
    username.enterText("grace")
    #expect(model.username == "ada")
  }
}
