import BindKit
import BindKitViews
import Observation
import Testing

@Observable
final class ObservableProfile {
  var name = ""
  var age = 0
}

/// Waits (a bounded number of main-actor turns) until `condition` holds.
@MainActor
func eventually(_ condition: () -> Bool) async -> Bool {
  for _ in 0..<1_000 {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}

/// `@Observable` classes bound to adapters.
@MainActor
@Suite struct ObservableInteropTests {
  @Test func anObservableClassBindsTwoWayToATextField() async {
    let profile = ObservableProfile()
    profile.name = "initial"
    let field = TextField()
    let other = TextField()
    let token = profile.bind(key: \.name, toView: field, viewKey: \.text)
    profile.bind(key: \.name, toView: other, viewKey: \.text)
    #expect(token.isBound)
    #expect(field.text == "initial")

    profile.name = "from the model"
    #expect(await eventually { field.text == "from the model" })
    #expect(other.text == "from the model")

    field.enterText("typed")
    #expect(profile.name == "typed")
    #expect(await eventually { other.text == "typed" })
    #expect(field.text == "typed")
  }

  @Test func severalChangesInOneTurnReachTheViewOnceWithTheLatestValue() async {
    let profile = ObservableProfile()
    let stepper = Stepper()
    stepper.maximumValue = 1_000
    var shown: [Double] = []
    stepper.$value.onChange = { shown.append($0) }
    profile.bind(key: \.ageAsDouble, toView: stepper, viewKey: \.value)
    shown.removeAll()
    profile.age = 1
    profile.age = 2
    profile.age = 3
    #expect(await eventually { stepper.value == 3 })
    #expect(shown == [3])
  }

  @Test func unbindingStopsBothDirections() async {
    let profile = ObservableProfile()
    let field = TextField()
    let token = profile.bind(key: \.name, toView: field, viewKey: \.text)
    token.unbind()
    field.enterText("not written")
    #expect(profile.name == "")
    profile.name = "not shown"
    for _ in 0..<20 { await Task.yield() }
    #expect(field.text == "not written")
  }

  @Test func theBindingEndsWithTheView() async {
    let profile = ObservableProfile()
    var token: BindingToken?
    do {
      let field = TextField()
      token = profile.bind(key: \.name, toView: field, viewKey: \.text)
    }
    #expect(token?.isBound == false)
    profile.name = "no view"
    for _ in 0..<20 { await Task.yield() }
  }
}

extension ObservableProfile {
  /// `age` as the Double a stepper shows.
  var ageAsDouble: Double {
    get { Double(age) }
    set { age = Int(newValue) }
  }
}
