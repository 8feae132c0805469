import BindKit
import BindKitViews
import Testing

private final class Preferences: BindableObject {
  @Bound var sync = false
  @Bound var sortColumn = 0
}

/// Yields to the main actor until `condition` holds (at most a few thousand times).
@MainActor
private func settle(until condition: () -> Bool) async {
  for _ in 0..<10_000 where !condition() { await Task.yield() }
}

/// A switch and a segmented control start an action with their new value, on a person's gesture only.
@MainActor
@Suite struct ActionControlTests {
  @Test func aFlipRunsTheActionWithTheSwitchsNewStateAfterTheModelHasIt() async {
    let preferences = Preferences()
    var seen: [String] = []
    let setSync = Action<Bool, Bool> { isOn in
      seen.append("action \(isOn), model \(preferences.sync)")
      return isOn
    }
    let control = Switch()
    preferences.bind(key: \.sync, toView: control, viewKey: \.isOn)
    control.bind(action: setSync)
    var values = setSync.values().makeAsyncIterator()

    control.toggle()
    #expect(await values.next() == true)
    control.toggle()
    #expect(await values.next() == false)
    #expect(seen == ["action true, model true", "action false, model false"])
  }

  @Test func changesByTheProgramOrTheModelDoNotRunTheSwitchsAction() async {
    let preferences = Preferences()
    var runs = 0
    let setSync = Action<Bool, Void> { _ in runs += 1 }
    let control = Switch()
    preferences.bind(key: \.sync, toView: control, viewKey: \.isOn)
    control.bind(action: setSync)
    preferences.sync = true
    control.isOn = false
    await settle { false }
    #expect(runs == 0)
  }

  @Test func theSwitchIsDisabledWhileItsActionCannotRun() async {
    let gate = AsyncStream.makeStream(of: Void.self)
    let setSync = TypedAction<Bool, Void, Never> { _ in
      for await _ in gate.stream { break }
    }
    let control = Switch()
    let token = control.bind(action: setSync)
    control.toggle()
    #expect(setSync.isExecuting)
    #expect(!control.isEnabled)
    control.toggle()  // ignored while disabled
    #expect(control.isOn)
    gate.continuation.yield()
    await settle { !setSync.isExecuting }
    #expect(control.isEnabled)
    token.remove()
    setSync.isEnabled = false
    #expect(control.isEnabled)  // the binding ended with the token
    control.toggle()
    #expect(!setSync.isExecuting)
  }

  @Test func aSelectionRunsTheActionWithTheSelectedIndex() async {
    let preferences = Preferences()
    let sort = Action<Int, Int> { column in column * 10 + preferences.sortColumn }
    let control = SegmentedControl(segments: ["Name", "Date", "Size"])
    preferences.bind(key: \.sortColumn, toView: control, viewKey: \.selectedSegmentIndex)
    control.bind(action: sort)
    var values = sort.values().makeAsyncIterator()

    control.select(2)
    #expect(await values.next() == 22)  // the model had the selection first
    control.select(2)  // selecting the selected segment again runs it again
    #expect(await values.next() == 22)
  }

  @Test func aSelectionThatChangesNothingOrComesFromTheProgramRunsNoAction() async {
    let preferences = Preferences()
    var runs = 0
    let sort = Action<Int, Void> { _ in runs += 1 }
    let control = SegmentedControl(segments: ["Name", "Date"])
    preferences.bind(key: \.sortColumn, toView: control, viewKey: \.selectedSegmentIndex)
    control.bind(action: sort)
    control.select(5)
    control.selectedSegmentIndex = 1
    preferences.sortColumn = 0
    control.segments = ["Name"]
    await settle { false }
    #expect(runs == 0)
  }

  @Test func bindingAnotherActionToASwitchReplacesTheFirst() async {
    var log: [String] = []
    let first = Action<Bool, Void> { _ in log.append("first") }
    let second = Action<Bool, Void> { _ in log.append("second") }
    let control = Switch()
    control.bind(action: first)
    control.bind(action: second)
    control.toggle()
    await settle { !second.isExecuting }
    #expect(log == ["second"])
  }
}
