import BindKit
import TestSupport
import Testing

/// `bind(key:toView:viewKey:)` finds its two ends in one of three ways: both known from an earlier binding, read in
/// the caller (a fresh model or view), or the general path (a model property that is not a plain `@Bound` one). Each
/// combination, and each reason to leave the quick path, binds as the general path always did.
@Suite struct BindResolutionTests {
  @Test func aViewBoundBeforeIsReboundToAFreshModel() {
    let view = ProbeView()
    let first = Person()
    first.name = "Ann"
    first.bind(key: \.name, toView: view, viewKey: \.text)
    let second = Person()  // a fresh model: the view's slot is known, the model's box is not
    second.name = "Bo"
    let token = second.bind(key: \.name, toView: view, viewKey: \.text)
    #expect(token.isBound)
    #expect(view.text == "Bo")
    view.type("Cy")
    #expect(second.name == "Cy")
    #expect(first.name == "Ann")
    first.name = "Di"
    #expect(view.text == "Cy")
  }

  @Test func aModelPropertyBoundBeforeIsBoundToAFreshView() {
    let person = Person()
    let first = ProbeView()
    person.bind(key: \.name, toView: first, viewKey: \.text)
    let second = ProbeView()  // the model's box is known, the view's slot is not
    person.bind(key: \.name, toView: second, viewKey: \.text)
    person.name = "Eve"
    #expect(first.text == "Eve")
    #expect(second.text == "Eve")
    second.type("Fay")
    #expect(person.name == "Fay")
    #expect(first.text == "Fay")
  }

  @Test func aPairBoundUnboundAndBoundAgainStillCarriesBothWays() {
    let person = Person()
    let view = ProbeView()
    for round in 0..<3 {
      let token = person.bind(key: \.name, toView: view, viewKey: \.text)
      person.name = "model \(round)"
      #expect(view.text == "model \(round)")
      view.type("view \(round)")
      #expect(person.name == "view \(round)")
      token.unbind()
      person.name = "after \(round)"
      #expect(view.text == "view \(round)")
    }
  }

  @Test func aValidatorSetAfterTheBoxExistsStillValidatesTheNextBinding() {
    let person = Person()
    let view = ProbeView()
    // The first binding makes the box; the second finds it known, and must still see the validator.
    person.bind(key: \.name, toView: view, viewKey: \.text).unbind()
    person.setValidator(for: \.name) { value in value = value.uppercased() }
    let validated = person.bind(key: \.name, toView: view, viewKey: \.text)
    view.type("gil")
    #expect(person.name == "GIL")
    #expect(validated.isBound)
  }

  @Test func aSubclassKeyPathToAnInheritedPropertyBindsThroughTheGeneralPath() {
    let employee = Employee()
    let view = ProbeView()
    employee.bind(key: \Employee.name, toView: view, viewKey: \.text)
    employee.name = "Hal"
    #expect(view.text == "Hal")
    view.type("Ida")
    #expect(employee.name == "Ida")
  }

  @Test func aComputedModelPropertyBindsThroughTheGeneralPath() {
    let person = Person()
    let view = ProbeView()
    person.bind(key: \.manualTitle, toView: view, viewKey: \.text)
    view.type("Jo")
    #expect(person.manualTitle == "Jo")
    person.manualTitle = "Kim"
    person.didChangeValue(for: \.manualTitle)
    #expect(view.text == "Kim")
  }

  /// A key path made at run time (`nameKey(of:)`) is a new object at every bind, equal to the `@Bound` property's own,
  /// so each bind adds an entry to the thread's table of key-path aliases, which stops taking entries at 512. Binds
  /// before and after its limit all carry both ways, and a literal key path bound afterwards still resolves.
  @Test func keyPathsMadeAtRunTimeBindBeforeAndAfterTheAliasTableFills() {
    for round in 0..<700 {
      let person = Person()
      let view = ProbeView()
      let key = nameKey(of: Person.self)
      let token = person.bind(key: key, toView: view, viewKey: \.text)
      person.name = "model \(round)"
      #expect(view.text == "model \(round)")
      view.type("view \(round)")
      #expect(person.name == "view \(round)")
      token.unbind()
    }
    let person = Person()
    let view = ProbeView()
    person.bind(key: \.name, toView: view, viewKey: \.text)
    view.type("literal")
    #expect(person.name == "literal")
  }
}

/// `\Model.name` for a generic `Model`: the runtime makes a new key-path object at each call (a literal without generic
/// parameters is made once and shared), equal to `\Person.name` when `Model` is `Person`.
private func nameKey<Model: Person>(of _: Model.Type) -> ReferenceWritableKeyPath<Model, String> {
  \Model.name
}
