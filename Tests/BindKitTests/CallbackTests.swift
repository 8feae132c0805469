import BindKit
import TestSupport
import Testing

/// Did-update callbacks and transactions.
@Suite struct CallbackTests {
  /// A person whose three callback channels all write to `log`.
  func personWithAllChannels() -> (Person, DelegateRecorder) {
    let person = Person()
    let delegate = DelegateRecorder { [unowned person] in person.log.append($0) }
    person.boundPropertiesUpdateBlock = { [unowned person] in person.log.append("block") }
    person.boundPropertiesDelegate = delegate
    return (person, delegate)
  }

  @Test func callbacksRunInOrderOverrideBlockDelegate() {
    let (person, delegate) = personWithAllChannels()
    person.name = "a"
    #expect(person.log == ["override", "block", "delegate"])
    withExtendedLifetime(delegate) {}
  }

  @Test func assigningTheBlockOrTheDelegateDoesNotCallIt() {
    let (person, delegate) = personWithAllChannels()
    #expect(person.log.isEmpty)
    withExtendedLifetime(delegate) {}
  }

  @Test func theDelegateIsHeldWeakly() {
    let person = Person()
    weak var weakDelegate: DelegateRecorder?
    do {
      let delegate = DelegateRecorder { _ in }
      weakDelegate = delegate
      person.boundPropertiesDelegate = delegate
    }
    #expect(weakDelegate == nil)
    #expect(person.boundPropertiesDelegate == nil)
    person.name = "no crash"
    #expect(person.log == ["override"])
  }

  @Test func callbacksRunForAnUnboundBoundPropertyToo() {
    let person = Person()
    person.age = 3
    #expect(person.log == ["override"])
  }

  @Test func aViewEditRunsTheCallbacksOnce() {
    let (person, delegate) = personWithAllChannels()
    let view = ProbeView()
    person.bind(key: \.name, toView: view, viewKey: \.text)
    view.type("typed")
    #expect(person.log == ["override", "block", "delegate"])
    withExtendedLifetime(delegate) {}
  }

  @Test func settingAnEqualValueNotifiesNobody() {
    let person = Person()
    let view = ProbeView()
    person.name = "same"
    person.bind(key: \.name, toView: view, viewKey: \.text)
    person.log.removeAll()
    person.name = "same"
    #expect(person.log.isEmpty)
    #expect(view.textChanges == ["same"])
  }

  @Test func setsInsideACallbackUpdateViewsButDoNotRunTheCallbacksAgain() {
    let person = Person()
    let ageView = ProbeView()
    person.bind(key: \.age, toView: ageView, viewKey: \.number)
    person.onDidUpdate = { $0.age = $0.name.count }
    person.name = "four"
    #expect(person.age == 4)
    #expect(ageView.number == 4)
    #expect(person.log == ["override"])
  }

  @Test func aTransactionRunsTheCallbacksOnceAtTheOutermostEnd() {
    let person = Person()
    let view = ProbeView()
    person.bind(key: \.name, toView: view, viewKey: \.text)
    person.beginUpdatingBoundProperties()
    person.name = "one"
    #expect(view.text == "one")
    person.beginUpdatingBoundProperties()
    person.age = 2
    person.endUpdatingBoundProperties()
    #expect(person.log.isEmpty)
    person.name = "three"
    person.endUpdatingBoundProperties()
    #expect(person.log == ["override"])
    #expect(view.textChanges == ["", "one", "three"])
  }

  @Test func aTransactionWithNoChangeRunsNoCallbacks() {
    let person = Person()
    person.updateBoundProperties {
      person.name = ""
    }
    #expect(person.log.isEmpty)
  }

  @Test func theScopedTransactionRethrowsAndStillEnds() {
    struct Failure: Error {}
    let person = Person()
    #expect(throws: Failure.self) {
      try person.updateBoundProperties {
        person.name = "before the error"
        throw Failure()
      }
    }
    #expect(!person.isUpdatingBoundProperties)
    #expect(person.log == ["override"])
    person.age = 1
    #expect(person.log == ["override", "override"])
  }

  @Test func theScopedTransactionReturnsItsBodysResult() {
    let person = Person()
    let result = person.updateBoundProperties { () -> Int in
      person.age = 9
      return 9 * 2
    }
    #expect(result == 18)
  }

  @Test func anUnbalancedEndIsAProgrammerErrorNamingTheModel() {
    let person = Person()
    let messages = MessageLog()
    messages.capture { person.endUpdatingBoundProperties() }
    #expect(messages.all.count == 1)
    #expect(messages.all.first?.contains("Person") == true)
    #expect(messages.all.first?.contains("endUpdatingBoundProperties()") == true)
    person.name = "coalescing still works"
    #expect(person.log == ["override"])
  }

  @Test func aTransactionOpenedInsideACallbackDoesNotReenterIt() {
    let person = Person()
    person.onDidUpdate = { model in
      model.updateBoundProperties { model.age += 1 }
    }
    person.name = "x"
    #expect(person.log == ["override"])
    #expect(person.age == 1)
  }
}
