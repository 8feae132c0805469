import BindKit
import TestSupport
import Testing

/// Binding: model to view, view to model.
@Suite struct BindingTests {
  @Test func bindPushesTheModelValueToTheViewAtOnceWithoutCallbacks() {
    let person = Person()
    person.name = "alice"
    person.log.removeAll()
    let view = ProbeView()
    let token = person.bind(key: \.name, toView: view, viewKey: \.text)
    #expect(view.text == "alice")
    #expect(view.textChanges == ["alice"])
    #expect(person.log.isEmpty)
    #expect(token.isBound)
  }

  @Test func aModelSetReachesEveryBoundViewExactlyOnceThenTheCallbacks() {
    let person = Person()
    let views = (0..<3).map { _ in ProbeView() }
    for view in views { person.bind(key: \.name, toView: view, viewKey: \.text) }
    person.name = "bob"
    for view in views { #expect(view.textChanges == ["", "bob"]) }
    #expect(person.log == ["override"])
  }

  @Test func anEditReachesTheModelAndTheOtherViewsButIsNotEchoedBack() {
    let person = Person()
    let edited = ProbeView()
    let others = [ProbeView(), ProbeView()]
    person.bind(key: \.name, toView: edited, viewKey: \.text)
    for view in others { person.bind(key: \.name, toView: view, viewKey: \.text) }
    edited.type("carol")
    #expect(person.name == "carol")
    #expect(edited.textChanges == ["", "carol"])
    for view in others { #expect(view.textChanges == ["", "carol"]) }
    #expect(person.log == ["override"])
  }

  @Test func anEditEqualToTheModelValueChangesNothing() {
    let person = Person()
    person.name = "dan"
    person.log.removeAll()
    let view = ProbeView()
    let other = ProbeView()
    person.bind(key: \.name, toView: view, viewKey: \.text)
    person.bind(key: \.name, toView: other, viewKey: \.text)
    view.type("dan")
    #expect(person.log.isEmpty)
    #expect(other.textChanges == ["dan"])
  }

  @Test func aProgramChangeOfTheViewIsNotReportedToTheModel() {
    let person = Person()
    let view = ProbeView()
    person.bind(key: \.name, toView: view, viewKey: \.text)
    view.text = "set in code"
    #expect(view.text == "set in code")
    #expect(person.name == "")
    #expect(person.log.isEmpty)
  }

  @Test(arguments: [0, 1, 42, -7])
  func nonStringValuesFlowBothWays(value: Int) {
    let person = Person()
    let view = ProbeView()
    person.bind(key: \.age, toView: view, viewKey: \.number)
    person.age = value
    #expect(view.number == value)
    view.enterNumber(value + 1)
    #expect(person.age == value + 1)
  }

  @Test func optionalValuesFlowBothWays() {
    let person = Person()
    let view = ProbeView()
    person.bind(key: \.nickname, toView: view, viewKey: \.optionalText)
    #expect(view.optionalText == nil)
    person.nickname = "al"
    #expect(view.optionalText == "al")
    view.$optionalText.userDidEdit(nil)
    #expect(person.nickname == nil)
  }

  @Test func aSubclassKeyPathBindsThePropertyItsBaseClassDeclares() {
    let employee = Employee()
    let view = ProbeView()
    let titleView = ProbeView()
    employee.bind(key: \.name, toView: view, viewKey: \.text)
    employee.bind(key: \.title, toView: titleView, viewKey: \.text)
    employee.name = "erin"
    employee.title = "boss"
    #expect(view.text == "erin")
    #expect(titleView.text == "boss")
    view.type("frank")
    #expect(employee.name == "frank")
    #expect(view.textChanges == ["", "erin", "frank"])
    #expect(employee.log == ["override", "override", "override"])
  }

  @Test func aBaseClassKeyPathAndASubclassKeyPathReachTheSameProperty() {
    let employee = Employee()
    let viaSubclass = ProbeView()
    let viaBase = ProbeView()
    employee.bind(key: \.name, toView: viaSubclass, viewKey: \.text)
    (employee as Person).bind(key: \.name, toView: viaBase, viewKey: \.text)
    viaSubclass.type("gina")
    #expect(viaBase.text == "gina")
    viaBase.type("hank")
    #expect(viaSubclass.text == "hank")
    #expect(employee.name == "hank")
  }

  @Test func viewDidBindIsCalledOnceTheFirstTimeTheViewIsBound() {
    let person = Person()
    let view = ProbeView()
    person.bind(key: \.name, toView: view, viewKey: \.text)
    person.bind(key: \.age, toView: view, viewKey: \.number)
    #expect(view.boundModels == [ObjectIdentifier(person)])
  }
}
