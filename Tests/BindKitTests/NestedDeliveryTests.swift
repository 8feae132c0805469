import BindKit
import TestSupport
import Testing

/// A view hook that sets the property it is being told about.
@Suite struct NestedDeliveryTests {
  /// A view hook (a view's `onChange`, run during delivery) that sets the model property again: the newer value
  /// reaches every view, and the older one does not overwrite it in the views told after the hook's view.
  @Test(arguments: [false, true])
  func everyViewEndsWithTheNewerValue(throughAKeyPath: Bool) {
    let employee = Employee()
    let first = ProbeView()
    let second = ProbeView()
    let third = ProbeView()
    for view in [first, second, third] {
      if throughAKeyPath {
        employee.bind(key: \Employee.name, toView: view, viewKey: \.text)
      } else {
        (employee as Person).bind(key: \.name, toView: view, viewKey: \.text)
      }
    }
    first.$text.addListener { [unowned employee] value in
      if value == "draft" { employee.name = "final" }
    }
    employee.name = "draft"
    #expect(employee.name == "final")
    #expect(first.text == "final")
    #expect(second.text == "final")
    #expect(third.text == "final")
    #expect(second.textChanges.last == "final")
    #expect(employee.log == ["override", "override"])
  }
}
