import BindKit
import TestSupport
import Testing

/// Bindings that convert, validate or hold edits, seen from the core: lifetime, bookkeeping, rebinding.
@Suite struct EditingBindingTests {
  @Test func aConvertingBindingRetainsNeitherSide() {
    weak var weakPerson: Person?
    weak var weakView: ProbeView?
    var token: BindingToken?
    do {
      let person = Person()
      let view = ProbeView()
      weakPerson = person
      weakView = view
      token = person.bind(key: \.age, toView: view, viewKey: \.text, converter: ageText)
      view.type("41")
      #expect(person.age == 41)
    }
    #expect(weakPerson == nil)
    #expect(weakView == nil)
    #expect(token?.isBound == false)
  }

  @Test func editingAfterTheModelIsGoneDoesNothing() {
    let view = ProbeView()
    var token: BindingToken?
    do {
      let person = Person()
      token = person.bind(key: \.age, toView: view, viewKey: \.text, converter: ageText)
    }
    #expect(token?.isBound == false)
    view.type("12")
    view.type("twelve")
    #expect(token?.validationError == nil)
    #expect(token?.commit() == true)
  }

  @Test func aConvertingBindingIsListedOnceOnEachSide() {
    let person = Person()
    let view = ProbeView()
    let token = person.bind(key: \.age, toView: view, viewKey: \.text, converter: ageText)
    person.bind(key: \.nickname, toView: ProbeView(), viewKey: \.text, nilPlaceholder: "")
    person.bind(key: \.nickname, toView: view, viewKey: \.optionalText)
    #expect(person.bindings.count == 2)  // the placeholder binding ended with its view
    #expect(person.bindings.first === token)
    #expect(view.bindingRegistrar.bindings.contains { $0 === token })
    person.unbindAll()
    #expect(!token.isBound)
    #expect(person.bindings.isEmpty)
    view.type("9")
    #expect(person.age == 0)
  }

  @Test func rebindingTheViewPropertyMovesItBetweenKinds() {
    let person = Person()
    let view = ProbeView()
    let plain = person.bind(key: \.name, toView: view, viewKey: \.text)
    let converted = person.bind(key: \.age, toView: view, viewKey: \.text, converter: ageText)
    #expect(!plain.isBound)
    #expect(view.text == "0")
    let again = person.bind(key: \.age, toView: view, viewKey: \.text, converter: ageText)
    #expect(!converted.isBound)  // the same pair with a converter is bound afresh
    #expect(again.isBound)
    let held = person.bind(key: \.name, toView: view, viewKey: \.text, updates: .onCommit)
    #expect(!again.isBound)
    view.type("held")
    #expect(person.name == "")
    held.commit()
    #expect(person.name == "held")
  }

  @Test func anEditIsNotEchoedIntoTheViewItCameFrom() {
    let person = Person()
    let view = ProbeView()
    let other = ProbeView()
    person.bind(key: \.age, toView: view, viewKey: \.text, converter: ageText)
    person.bind(key: \.age, toView: other, viewKey: \.text, converter: ageText)
    view.type("007")
    #expect(person.age == 7)
    #expect(view.textChanges == ["0", "007"])
    #expect(other.text == "7")
  }

  @Test func bindingsDescribeTheirKind() {
    let person = Person()
    let view = ProbeView()
    let token = person.bind(key: \.age, toView: view, viewKey: \.text, converter: ageText)
    #expect(token.description == "Person.age <-> ProbeView.text (converted)")
    let held = person.bind(key: \.name, toView: view, viewKey: \.text, updates: .onCommit)
    #expect(held.description == "Person.name <-> ProbeView.text (on commit)")
    held.unbind()
    #expect(held.description.hasSuffix("(unbound)"))
  }

  @Test func aViewKeyThatIsNotAViewPropertyIsRefused() {
    let person = Person()
    let view = ProbeView()
    let log = MessageLog()
    let token = log.capture {
      person.bind(key: \.age, toView: view, viewKey: \.plain, converter: ageText)
    }
    #expect(!token.isBound)
    #expect(log.all.count == 1)
    #expect(log.all.first?.contains("ProbeView") == true)
  }

  @Test func aSubclassKeyPathConverts() {
    let employee = Employee()
    let view = ProbeView()
    employee.bind(key: \.age, toView: view, viewKey: \.text, converter: ageText)
    view.type("30")
    #expect(employee.age == 30)
    employee.age = 31
    #expect(view.text == "31")
  }

  @Test func theModelsCallbacksRunOnceForAnAcceptedEdit() {
    let person = Person()
    let view = ProbeView()
    person.bind(key: \.age, toView: view, viewKey: \.text, converter: ageText)
    view.type("5")
    view.type("x")
    view.type("5")
    #expect(person.log == ["override"])
  }

  @Test func aCallbackThatCorrectsTheValueIsShown() {
    let person = Person()
    let view = ProbeView()
    person.onDidUpdate = { person in person.age = min(person.age, 120) }
    person.bind(key: \.age, toView: view, viewKey: \.text, converter: ageText)
    view.type("200")
    #expect(person.age == 120)
    #expect(view.text == "120")
  }
}
