import BindKit
import TestSupport
import Testing

/// A view model written the way the Rx binding libraries write one.
private final class SignInViewModel: BindableObject {
  @Bound var username = ""
  @Bound var nickname: String? = nil
  @Bound var isLoading = false
  @Bound var volume = 0
  @ViewAction var showAlert: (String) -> Void
  @ViewAction var dismiss: () -> Void
  @ViewAction var report: (String, Int) -> Void
  var canSignIn: Bool { !username.isEmpty && !isLoading }
  var fullName: String {
    get { username.uppercased() }
    set { username = newValue.lowercased() }
  }
  /// Plain stored and not announced: refused two-way.
  var plain = ""
  @Bound var recent: [String] = []
}

/// The binding operators: `<=>`, `=>`, `??`, and the `$` and `bound(_:)` handles.
@Suite struct OperatorTests {
  @Test func twoWayIsBindKeyToViewViewKey() {
    let model = SignInViewModel()
    let field = ProbeView()
    model.username = "ada"
    let token = model.$username <=> field.bindable.text
    #expect(token.isBound)
    #expect(field.text == "ada")
    field.type("grace")
    #expect(model.username == "grace")
    model.username = "alan"
    #expect(field.text == "alan")
    #expect(field.boundModels == [ObjectIdentifier(model)])
    #expect(model.bindings.count == 1)
    token.unbind()
    field.type("nobody")
    #expect(model.username == "alan")
  }

  @Test func oneWayLeavesTheViewsEditsInTheView() {
    let model = SignInViewModel()
    let view = ProbeView()
    model.bound(\.canSignIn) => view.bindable.flag
    #expect(view.flag == false)
    model.username = "ada"
    #expect(view.flag == true)
    model.$username => view.bindable.text
    view.type("edited")
    #expect(model.username == "ada")
    #expect(view.text == "edited")
  }

  @Test func aClosureGetsTheCurrentValueThenEachChange() {
    let model = SignInViewModel()
    var seen: [Bool] = []
    let token = model.$isLoading => { seen.append($0) }
    model.isLoading = true
    model.isLoading = true
    model.isLoading = false
    token.unbind()
    model.isLoading = true
    #expect(seen == [false, true, false])
  }

  @Test func nilCoalescingGivesTheNilPlaceholder() {
    let model = SignInViewModel()
    let field = ProbeView()
    model.$nickname <=> field.bindable.text ?? "(none)"
    #expect(field.text == "(none)")
    field.type("Ada")
    #expect(model.nickname == "Ada")
    field.type("(none)")
    #expect(model.nickname == nil)
    model.nickname = "Countess"
    #expect(field.text == "Countess")
  }

  @Test func aWritableComputedPropertyBindsTwoWayThroughBound() {
    let model = SignInViewModel()
    let field = ProbeView()
    model.username = "ada"
    model.bound(\.fullName) <=> field.bindable.text
    #expect(field.text == "ADA")
    field.type("GRACE")
    #expect(model.username == "grace")
  }

  @Test func twoModelsStayEqualFromTheLeftHandValueWithoutLooping() {
    let left = SignInViewModel()
    let right = SignInViewModel()
    left.volume = 3
    right.volume = 9
    var rightChanges = 0
    right.observe(\.volume) { _, _ in rightChanges += 1 }
    let link = left.$volume <=> right.$volume
    #expect(right.volume == 3)
    left.volume = 5
    #expect(right.volume == 5)
    right.volume = 7
    #expect(left.volume == 7)
    #expect(rightChanges == 3)
    link.unbind()
    left.volume = 1
    #expect(right.volume == 7)
  }

  @Test func aLinkEndsWithEitherModelAndKeepsNeitherAlive() {
    var right: SignInViewModel? = SignInViewModel()
    weak let weakRight = right
    let left = SignInViewModel()
    let link = left.$volume <=> right!.$volume
    right = nil
    #expect(weakRight == nil)
    #expect(!link.isBound)
    left.volume = 4
  }

  @Test func aHandleKeepsNothingAliveAndBindingThroughAReleasedModelIsAProgrammerError() {
    var model: SignInViewModel? = SignInViewModel()
    weak let weakModel = model
    let handle = model!.$username
    model = nil
    #expect(weakModel == nil)
    #expect(handle.value == nil)
    let log = MessageLog()
    let token = log.capture { handle <=> ProbeView().bindable.text }
    #expect(!token.isBound)
    #expect(log.all.count == 1)
    #expect(log.all.first?.contains("the model was deallocated") == true)
  }

  @Test func aPlainStoredPropertyIsRefusedTwoWayNamingTheModelTheKeyAndTheView() {
    let model = SignInViewModel()
    let view = ProbeView()
    let log = MessageLog()
    let token = log.capture { model.bound(\.plain) <=> view.bindable.text }
    #expect(!token.isBound)
    #expect(log.all.first?.contains("SignInViewModel") == true)
    #expect(log.all.first?.contains("ProbeView") == true)
    #expect(log.all.first?.contains("'plain' is a stored property that is not @Bound") == true)
  }

  @Test func aViewKeyThatIsNotAViewPropertyIsRefused() {
    let model = SignInViewModel()
    let view = ProbeView()
    let log = MessageLog()
    let token = log.capture { model.$username <=> view.bindable.plain }
    #expect(!token.isBound)
    #expect(log.all.first?.contains("is not a @ViewProperty of ProbeView") == true)
  }

  @Test func theHandleAndTheKeyPathReachTheSameProperty() {
    let model = SignInViewModel()
    let first = ProbeView()
    let second = ProbeView()
    model.$username <=> first.bindable.text
    model.bind(key: \.username, toView: second, viewKey: \.text)
    first.type("shared")
    #expect(second.text == "shared")
    #expect(model.bindings.count == 2)
    var prior: [String?] = []
    model.observe(\.username, options: [.prior, .old]) { _, change in
      if change.isPrior { prior.append(change.oldValue) }
    }
    model.willChangeValue(for: \.username)
    #expect(prior == ["shared"])
  }

  @Test func operatorsWorkInsideABindingGroupAndEndWithIt() {
    let model = SignInViewModel()
    let field = ProbeView()
    var seen: [String] = []
    var group: BindingGroup? = BindingGroup {
      model.$username <=> field.bindable.text
      model.$username => { seen.append($0) }
      model.$showAlert => { seen.append("alert: \($0)") }
    }
    model.username = "a"
    model.showAlert("hi")
    #expect(group?.bindings.count == 3)
    group = nil
    model.username = "b"
    model.showAlert("again")
    #expect(field.text == "a")
    #expect(seen == ["", "a", "alert: hi"])
  }
}

/// `$items.mutate { }`: the handle's spelling of in-place mutation.
@Suite struct HandleMutationTests {
  @Test func theHandleMutatesInPlaceAsOneChangeThatObserversSeeAsAnInsertion() {
    let model = SignInViewModel()
    model.recent = ["b"]
    var changes: [ObservedChange<[String]>] = []
    model.observe(\.recent, options: [.new]) { _, change in changes.append(change) }
    model.$recent.mutate { $0.insert("a", at: 0) }
    #expect(model.recent == ["a", "b"])
    #expect(changes.count == 1)
    #expect(changes.first?.kind == .insertion)
    #expect(changes.first?.indexes == RangeSet(0..<1))
  }
}

/// `@ViewAction`: one-shot events from a model to its views.
@Suite struct ViewActionTests {
  @Test func receiversAreCalledInOrderWithTheArgumentsAndNotReplayed() {
    let model = SignInViewModel()
    var calls: [String] = []
    model.showAlert("before anyone listens")
    model.$showAlert => { calls.append("first \($0)") }
    model.$showAlert => { calls.append("second \($0)") }
    model.$dismiss => { calls.append("dismissed") }
    model.$report => { text, count in calls.append("\(text) \(count)") }
    model.showAlert("hello")
    model.dismiss()
    model.report("errors", 2)
    #expect(calls == ["first hello", "second hello", "dismissed", "errors 2"])
  }

  @Test func anEndedReceiverIsNotCalledAndTheModelDoesNotOutliveItsReceivers() {
    var model: SignInViewModel? = SignInViewModel()
    weak let weakModel = model
    var calls = 0
    let receiver = model!.$dismiss => { calls += 1 }
    let ended = model!.$dismiss => { calls += 100 }
    ended.unbind()
    model!.dismiss()
    #expect(calls == 1)
    model = nil
    #expect(weakModel == nil)
    #expect(!receiver.isBound)
  }
}
