import BindKit
import TestSupport
import Testing

/// Edits through a key-path binding.
@Suite struct KeyPathEditTests {
  /// Found by the property-based test: a view bound through a key path (here one written against a subclass) was
  /// kept from every change made while its edit was being written, so a callback correcting the edit never
  /// reached it.
  @Test func aCallbackThatCorrectsTheEditReachesTheEditedView() {
    let employee = Employee()
    let edited = ProbeView()
    let other = ProbeView()
    employee.bind(key: \Employee.name, toView: edited, viewKey: \.text)
    employee.bind(key: \Employee.name, toView: other, viewKey: \.text)
    employee.onDidUpdate = { model in
      if model.name.hasPrefix(" ") { model.name = String(model.name.drop { $0 == " " }) }
    }
    edited.type("  alice")
    #expect(employee.name == "alice")
    #expect(edited.text == "alice")
    #expect(other.text == "alice")
    #expect(edited.textChanges == ["", "  alice", "alice"])
  }

  @Test func aCallbackThatCorrectsAComputedEditReachesTheEditedView() {
    let person = Person()
    let view = ProbeView()
    person.bind(key: \.shoutedName, toView: view, viewKey: \.text)
    person.onDidUpdate = { model in
      if model.name == "bob" { model.name = "robert" }
    }
    view.type("BOB")
    #expect(person.name == "robert")
    #expect(view.text == "ROBERT")
    #expect(person.log == ["override"])
  }

  @Test func anEditThatChangesNothingElseStillDoesNotEcho() {
    let employee = Employee()
    let view = ProbeView()
    employee.bind(key: \Employee.name, toView: view, viewKey: \.text)
    view.type("carol")
    #expect(employee.name == "carol")
    #expect(view.textChanges == ["", "carol"])
    #expect(employee.log == ["override"])
  }
}
