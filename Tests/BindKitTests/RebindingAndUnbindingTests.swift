import BindKit
import TestSupport
import Testing

/// Rebinding and unbinding.
@Suite struct RebindingAndUnbindingTests {
  @Test func rebindingAViewKeyMovesItToTheNewModel() {
    let first = Person()
    first.name = "row 1"
    let second = Person()
    second.name = "row 2"
    let cell = ProbeView()
    let old = first.bind(key: \.name, toView: cell, viewKey: \.text)
    let new = second.bind(key: \.name, toView: cell, viewKey: \.text)
    #expect(cell.text == "row 2")
    #expect(!old.isBound)
    #expect(new.isBound)
    first.name = "changed 1"
    #expect(cell.text == "row 2")
    cell.type("edited")
    #expect(second.name == "edited")
    #expect(first.name == "changed 1")
  }

  @Test func rebindingToAnotherPropertyOfTheSameModelMovesIt() {
    let person = Person()
    person.name = "name"
    person.nickname = "nick"
    let view = ProbeView()
    person.bind(key: \.name, toView: view, viewKey: \.text)
    person.bind(key: \.shoutedName, toView: view, viewKey: \.text)
    #expect(view.text == "NAME")
    view.type("IVY")
    #expect(person.name == "ivy")
    #expect(person.bindings.count == 1)
  }

  @Test func bindingTheSamePairTwiceReturnsTheExistingBinding() {
    let person = Person()
    let view = ProbeView()
    let first = person.bind(key: \.name, toView: view, viewKey: \.text)
    let second = person.bind(key: \.name, toView: view, viewKey: \.text)
    #expect(first === second)
    person.name = "once"
    #expect(view.textChanges == ["", "once"])
  }

  @Test func unbindStopsBothDirections() {
    let person = Person()
    let view = ProbeView()
    let token = person.bind(key: \.name, toView: view, viewKey: \.text)
    token.unbind()
    #expect(!token.isBound)
    person.name = "after"
    #expect(view.text == "")
    view.type("typed")
    #expect(person.name == "after")
    token.unbind()
    #expect(!token.isBound)
  }

  @Test func unbindAllOnTheModelEndsEveryBindingOfTheModel() {
    let person = Person()
    let views = [ProbeView(), ProbeView()]
    let tokens = views.map { person.bind(key: \.name, toView: $0, viewKey: \.text) }
    person.unbindAll()
    #expect(tokens.allSatisfy { !$0.isBound })
    #expect(person.bindings.isEmpty)
    person.name = "x"
    #expect(views.allSatisfy { $0.text == "" })
  }

  /// A property's only plain binding is ended by its box, under the box's lock: both directions stop, the view's
  /// slot lets go of it, nothing keeps it alive, and the pair can be bound again.
  @Test func unbindAllEndsAPropertysOnlyPlainBindingEverywhere() {
    let person = Person()
    person.name = "before"
    let view = ProbeView()
    weak var ended: BindingToken?
    do {
      let token = person.bind(key: \.name, toView: view, viewKey: \.text)
      ended = token
      person.unbindAll()
      #expect(!token.isBound)
      #expect(person.bindings.isEmpty)
      #expect(view.bindingRegistrar.bindings.isEmpty)
      token.unbind()
      #expect(!token.isBound)
    }
    #expect(ended == nil)
    person.name = "after"
    #expect(view.text == "before")
    view.type("typed")
    #expect(person.name == "after")
    let again = person.bind(key: \.name, toView: view, viewKey: \.text)
    #expect(again.isBound)
    #expect(view.text == "after")
    view.type("edited")
    #expect(person.name == "edited")
  }

  @Test func unbindAllEndsAPropertysOnlyBindingWhenItHoldsEdits() {
    let person = Person()
    let view = ProbeView()
    let token = person.bind(key: \.name, toView: view, viewKey: \.text, updates: .onCommit)
    person.unbindAll()
    #expect(!token.isBound)
    #expect(person.bindings.isEmpty)
    view.type("held")
    view.$text.userDidEndEditing()
    #expect(person.name == "")
  }

  @Test func unbindAllEndsAComputedPropertysBindingAndItCanBeBoundAgain() {
    let person = Person()
    let first = ProbeView()
    let token = person.bind(key: \.shoutedName, toView: first, viewKey: \.text)
    person.name = "ann"
    #expect(first.text == "ANN")
    person.unbindAll()
    #expect(!token.isBound)
    person.name = "bo"
    #expect(first.text == "ANN")
    let second = ProbeView()
    person.bind(key: \.shoutedName, toView: second, viewKey: \.text)
    person.name = "cy"
    #expect(second.text == "CY")
    #expect(first.text == "ANN")
  }

  @Test func unbindAllOnTheViewEndsEveryBindingOfTheView() {
    let person = Person()
    let other = Person()
    let view = ProbeView()
    let a = person.bind(key: \.name, toView: view, viewKey: \.text)
    let b = other.bind(key: \.age, toView: view, viewKey: \.number)
    view.unbindAll()
    #expect(!a.isBound && !b.isBound)
    view.type("y")
    #expect(person.name == "")
  }

  @Test func releasingATokenDoesNotEndItsBinding() {
    let person = Person()
    let view = ProbeView()
    do { _ = person.bind(key: \.name, toView: view, viewKey: \.text) }
    person.name = "still bound"
    #expect(view.text == "still bound")
  }

  @Test func bindingsDescribeTheirEnds() {
    let person = Person()
    let view = ProbeView()
    let token = person.bind(key: \.name, toView: view, viewKey: \.text)
    #expect(token.description == "Person.name <-> ProbeView.text")
    token.unbind()
    #expect(token.description.hasSuffix("(unbound)"))
  }
}
