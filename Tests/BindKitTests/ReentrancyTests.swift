import BindKit
import TestSupport
import Testing

/// Callbacks that bind, unbind and set during delivery.
@Suite struct ReentrancyTests {
  @Test func aCallbackMayBindUnbindAndSet() {
    let person = Person()
    let first = ProbeView()
    let second = ProbeView()
    let token = person.bind(key: \.name, toView: first, viewKey: \.text)
    var secondToken: BindingToken?
    person.onDidUpdate = { model in
      token.unbind()
      secondToken = model.bind(key: \.name, toView: second, viewKey: \.text)
      model.age = 99
    }
    person.name = "during"
    #expect(first.text == "during")
    #expect(second.text == "during")
    #expect(!token.isBound)
    #expect(secondToken?.isBound == true)
    #expect(person.age == 99)
    person.name = "after"
    #expect(first.text == "during")
    #expect(second.text == "after")
  }

  @Test func aViewCallbackMayUnbindItselfDuringDelivery() {
    let person = Person()
    let view = ProbeView()
    let other = ProbeView()
    let token = person.bind(key: \.name, toView: view, viewKey: \.text)
    person.bind(key: \.name, toView: other, viewKey: \.text)
    view.$text.addListener { _ in token.unbind() }
    person.name = "x"
    #expect(view.text == "x")
    #expect(other.text == "x")
    person.name = "y"
    #expect(view.text == "x")
    #expect(other.text == "y")
  }

  @Test func aViewCallbackMayReleaseTheModelDuringDelivery() {
    var person: Person? = Person()
    let view = ProbeView()
    person!.bind(key: \.name, toView: view, viewKey: \.text)
    view.$text.addListener { _ in person = nil }
    person!.name = "last"
    #expect(person == nil)
    #expect(view.text == "last")
  }
}

/// Programmer errors.
@Suite struct ProgrammerErrorTests {
  @Test func bindingAViewKeyThatIsNotAViewPropertyIsRefusedWithAMessage() {
    let person = Person()
    let view = ProbeView()
    let messages = MessageLog()
    let token = messages.capture { person.bind(key: \.name, toView: view, viewKey: \.plain) }
    #expect(!token.isBound)
    #expect(messages.all.count == 1)
    let message = messages.all.first ?? ""
    #expect(message.contains("Person"))
    #expect(message.contains("ProbeView"))
    #expect(message.contains("@ViewProperty"))
    person.name = "not delivered"
    #expect(view.plain == "")
  }
}
