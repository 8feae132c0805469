import BindKit
import BindKitViews
import Testing

/// The logon model of `BindableObject`'s documentation, written as an explicitly main-actor model.
@MainActor final class LogonModel: MainActorBindableObject {
  @Bound var username = ""
  @Bound var password = ""
  @Bound var canLogOn = false
  var callbackRuns = 0

  override func boundPropertiesDidUpdateOnMainActor() {
    callbackRuns += 1
    canLogOn = !username.isEmpty && !password.isEmpty
  }
}

/// A main-actor model whose update block, assigned in its own initialiser, reads and sets the model.
@MainActor final class GreetingModel: MainActorBindableObject {
  @Bound var name = ""
  @Bound var greeting = ""

  init() {
    super.init()
    boundPropertiesUpdateBlock = { [unowned self] in
      greeting = name.isEmpty ? "" : "Hello, \(name)"
    }
  }
}

/// A main-actor delegate, conforming through an isolated conformance.
@MainActor final class Controller {
  var told: [Bool] = []
}

extension Controller: @MainActor BoundPropertiesDelegate {
  func boundPropertiesDidUpdate(_ object: BindableObject) {
    guard let model = object as? LogonModel else { return }
    told.append(model.canLogOn)
  }
}

@MainActor
@Suite struct MainActorModelTests {
  @Test func aMainActorModelDerivesStateInItsDidUpdateCallback() {
    let model = LogonModel()
    model.username = "alice"
    #expect(!model.canLogOn)
    model.password = "wonderland"
    #expect(model.canLogOn)
    model.username = ""
    #expect(!model.canLogOn)
  }

  @Test func aPersonsEditsReachTheModelAndWhatItDerivesReachesTheViews() {
    let model = LogonModel()
    let username = TextField()
    let password = TextField()
    let logOn = Button(title: "Log on")
    model.bind(key: \.username, toView: username, viewKey: \.text)
    model.bind(key: \.password, toView: password, viewKey: \.text)
    model.bind(key: \.canLogOn, toView: logOn, viewKey: \.isEnabled)
    #expect(!logOn.isEnabled)
    username.enterText("alice")
    password.enterText("wonderland")
    #expect(model.username == "alice" && model.password == "wonderland")
    #expect(logOn.isEnabled)
    model.password = ""
    #expect(password.text == "" && !logOn.isEnabled)
  }

  @Test func theCallbacksRunOnceAtTheEndOfATransaction() {
    let model = LogonModel()
    model.updateBoundProperties {
      model.username = "alice"
      model.password = "wonderland"
    }
    #expect(model.callbackRuns == 1)
    #expect(model.canLogOn)
  }

  @Test func anUpdateBlockAssignedInTheInitialiserReadsAndSetsTheModel() {
    let model = GreetingModel()
    let label = Label()
    model.bind(key: \.greeting, toView: label, viewKey: \.text)
    model.name = "Ada"
    #expect(model.greeting == "Hello, Ada")
    #expect(label.text == "Hello, Ada")
  }

  @Test func aMainActorDelegateIsToldAfterTheOverride() {
    let model = LogonModel()
    let controller = Controller()
    model.boundPropertiesDelegate = controller
    model.username = "alice"
    model.password = "wonderland"
    #expect(controller.told == [false, true])
  }

  @Test func aComputedPropertyOfAMainActorModelFollowsWhatItReads() {
    let model = ComputedLogon()
    let logOn = Button(title: "Log on")
    model.bind(key: \.canLogOn, toView: logOn, viewKey: \.isEnabled)
    model.username = "alice"
    #expect(!logOn.isEnabled)
    model.password = "wonderland"
    #expect(logOn.isEnabled)
  }

  @Test func observersAndValuesReportAMainActorModelsChanges() async {
    let model = LogonModel()
    var seen: [String] = []
    model.observe(\.username, options: [.initial, .new]) { _, change in seen.append(change.newValue ?? "?") }
    let values = model.values(for: \.canLogOn)
    model.username = "alice"
    model.password = "wonderland"
    #expect(seen == ["", "alice"])
    var received: [Bool] = []
    for await value in values {
      received.append(value)
      if value { break }
    }
    #expect(received == [false, true])
  }
}

/// A main-actor model whose `canLogOn` is computed, not stored.
@MainActor final class ComputedLogon: MainActorBindableObject {
  @Bound var username = ""
  @Bound var password = ""
  var canLogOn: Bool { !username.isEmpty && !password.isEmpty }
}
