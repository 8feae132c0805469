import BindKit
import TestSupport
import Testing

/// Lifetime: no retain cycles, either side may go first.
@Suite struct LifetimeTests {
  @Test func neitherSideRetainsTheOther() {
    weak var weakPerson: Person?
    weak var weakView: ProbeView?
    var token: BindingToken?
    do {
      let person = Person()
      let view = ProbeView()
      weakPerson = person
      weakView = view
      token = person.bind(key: \.name, toView: view, viewKey: \.text)
      person.bind(key: \.shoutedName, toView: ProbeView(), viewKey: \.text)
      view.type("scoped")
    }
    #expect(weakPerson == nil)
    #expect(weakView == nil)
    #expect(token?.isBound == false)
  }

  @Test func editingAfterTheModelIsGoneDoesNothing() {
    let view = ProbeView()
    let other = ProbeView()
    var token: BindingToken?
    do {
      let person = Person()
      token = person.bind(key: \.name, toView: view, viewKey: \.text)
      person.bind(key: \.name, toView: other, viewKey: \.text)
    }
    #expect(token?.isBound == false)
    view.type("nobody listens")
    #expect(view.text == "nobody listens")
    #expect(other.text == "")
  }

  @Test func settingAfterTheViewIsGoneReachesTheOtherViews() {
    let person = Person()
    let survivor = ProbeView()
    person.bind(key: \.name, toView: survivor, viewKey: \.text)
    do {
      let view = ProbeView()
      person.bind(key: \.name, toView: view, viewKey: \.text)
    }
    person.name = "after"
    #expect(survivor.text == "after")
    #expect(person.bindings.count == 1)
  }

  @Test func aComputedBindingEndsWithItsModel() {
    let view = ProbeView()
    var token: BindingToken?
    do {
      let person = Person()
      token = person.bind(key: \.shoutedName, toView: view, viewKey: \.text)
    }
    #expect(token?.isBound == false)
    view.type("AFTER")
    #expect(view.text == "AFTER")
  }

  @Test func releasingTheModelInsideItsOwnCallbackIsSafe() {
    var holder: Person? = Person()
    let view = ProbeView()
    holder!.bind(key: \.name, toView: view, viewKey: \.text)
    holder!.onDidUpdate = { _ in holder = nil }
    view.type("goodbye")
    #expect(holder == nil)
    view.type("again")
    #expect(view.text == "again")
  }
}
