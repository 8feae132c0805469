import BindKit
import Observation
import TestSupport
import Testing

/// An `@Observable` model, as Swift's own Observation declares one.
@Observable
final class ObservableAccount {
  var name = "ada"
}

/// An adapter written against the current contract: it records every model it is told about.
final class RecordingView: BindableView {
  let bindingRegistrar = BindingRegistrar()
  @ViewProperty var text = ""
  @ViewProperty var detail = ""
  private(set) var boundModels: [ObjectIdentifier] = []
  /// The adapter's own hook, counting what it sees.
  private(set) var adapterHookCalls = 0

  init() {
    $text.onChange = { [weak self] _ in self?.adapterHookCalls += 1 }
  }

  func type(_ text: String) { $text.userDidEdit(text) }

  func viewDidBind(to model: AnyObject) { boundModels.append(ObjectIdentifier(model)) }
}

/// viewDidBind(to:) is called once, for every kind of model.
@Suite
@MainActor
struct ViewDidBindTests {
  @Test func aViewFirstBoundToAnObservableModelIsToldOnceWithThatModel() {
    let account = ObservableAccount()
    let person = Person()
    let view = RecordingView()
    account.bind(key: \.name, toView: view, viewKey: \.text)
    #expect(view.boundModels == [ObjectIdentifier(account)])
    #expect(view.text == "ada")
    person.bind(key: \.name, toView: view, viewKey: \.detail)
    account.bind(key: \.name, toView: view, viewKey: \.detail)
    #expect(view.boundModels == [ObjectIdentifier(account)])
  }

  @Test func aViewFirstBoundToABindableObjectIsToldOnceWithThatModel() {
    let account = ObservableAccount()
    let person = Person()
    let view = RecordingView()
    person.bind(key: \.name, toView: view, viewKey: \.text)
    account.bind(key: \.name, toView: view, viewKey: \.detail)
    #expect(view.boundModels == [ObjectIdentifier(person)])
  }

  @Test func anAdapterThatImplementsOnlyTheFormerSignatureIsStillToldOfABindableObject() {
    // ProbeView implements the deprecated `viewDidBind(to: BindableObject)`.
    let person = Person()
    let view = ProbeView()
    person.bind(key: \.name, toView: view, viewKey: \.text)
    #expect(view.boundModels == [ObjectIdentifier(person)])
  }
}

/// View-property listeners hear every change; hooks keep their owner.
@Suite
struct ViewPropertyListenerTests {
  @Test func aListenerHearsABindingAProgramSetAndAGestureAfterTheAdaptersHook() {
    let person = Person()
    let view = RecordingView()
    var heard: [String] = []
    view.$text.addListener { value in heard.append("\(value) after \(view.adapterHookCalls) hook calls") }
    person.bind(key: \.name, toView: view, viewKey: \.text)
    person.name = "model"
    view.text = "program"
    view.type("gesture")
    #expect(
      heard == [
        " after 1 hook calls",  // the bind shows the model's value
        "model after 2 hook calls", "program after 3 hook calls", "gesture after 4 hook calls",
      ])
    #expect(person.name == "gesture")
  }

  @Test func manyListenersAreCalledInOrderAndEachIsRemovable() {
    let view = RecordingView()
    var heard: [String] = []
    let first = view.$text.addListener { heard.append("first \($0)") }
    view.$text.addListener { heard.append("second \($0)") }
    view.text = "a"
    first.remove()
    #expect(!first.isActive)
    first.remove()
    view.text = "b"
    #expect(heard == ["first a", "second a", "second b"])
  }

  @Test func aListenerRemovedByAnEarlierOneDuringAChangeIsNotCalled() {
    let view = RecordingView()
    var heard: [String] = []
    var second: ViewPropertyListener?
    view.$text.addListener { _ in
      heard.append("first")
      second?.remove()
    }
    second = view.$text.addListener { _ in heard.append("second") }
    view.text = "x"
    #expect(heard == ["first"])
  }

  @Test func replacingAnAdaptersHookIsAProgrammerErrorThatKeepsTheHook() {
    let person = Person()
    let view = RecordingView()
    person.bind(key: \.name, toView: view, viewKey: \.text)
    let log = MessageLog()
    log.capture {
      view.$text.onChange = { _ in }
    }
    #expect(log.all.count == 1)
    #expect(log.all.first?.contains("RecordingView.text: onChange is already set") == true)
    #expect(log.all.first?.contains("addListener(_:)") == true)
    let before = view.adapterHookCalls
    view.text = "still hooked"
    #expect(view.adapterHookCalls == before + 1)
  }

  @Test func aHookSetToNilFirstMayBeReplacedDeliberately() {
    let view = RecordingView()
    let log = MessageLog()
    var replaced = 0
    log.capture {
      view.$text.onChange = nil
      view.$text.onChange = { _ in replaced += 1 }
    }
    view.text = "x"
    #expect(log.all.isEmpty)
    #expect(replaced == 1)
    #expect(view.adapterHookCalls == 0)
  }
}

@Suite struct BindingTokenFromAViewPropertyTests {
  @Test func aFrontEndReachesTheEditingStateOfTheBindingThatFeedsAProperty() {
    let person = Person()
    let view = RecordingView()
    #expect(view.$text.bindingToken == nil)
    let token = person.bind(key: \.name, toView: view, viewKey: \.text, updates: .onCommit)
    #expect(view.$text.bindingToken === token)
    view.type("held")
    #expect(view.$text.bindingToken?.hasPendingEdit == true)
    #expect(person.name == "")
    #expect(view.$text.bindingToken?.commit() == true)
    #expect(person.name == "held")
    token.unbind()
    #expect(view.$text.bindingToken == nil)
  }
}

/// A view property's slot is made when first needed; until then the value is kept in the view, and nothing a program,
/// a model or a listener sees changes when the slot appears.
@Suite struct SlotMadeWhenFirstNeededTests {
  /// Whether `view`'s `detail` has a slot, read through the view's reflection (`ViewProperty` keeps it in
  /// `slotIfMade`). Every other check in this suite goes through public API.
  private func detailHasSlot(_ view: RecordingView) -> Bool {
    let storage = Mirror(reflecting: view).descendant("_detail")
    let slot = storage.flatMap { Mirror(reflecting: $0).descendant("slotIfMade") }
    let mirror = slot.map { Mirror(reflecting: $0) }
    #expect(mirror?.displayStyle == .optional, "ViewProperty no longer keeps its slot in `slotIfMade`")
    return mirror?.children.isEmpty == false
  }

  @Test func aPropertyNobodyBindsOrProjectsMakesNoSlotWhenReadAndSet() {
    let view = RecordingView()
    #expect(!detailHasSlot(view))
    view.detail = "set by the program"
    // Checked before the read: a read makes the slot while any thread is resolving a bind (a test running in
    // parallel may be), so only the set is sure to make none.
    #expect(!detailHasSlot(view))
    #expect(view.detail == "set by the program")
  }

  @Test func theSlotStartsWithTheValueSetBeforeItWasMadeAndIsTheSameSlotEachTime() {
    let view = RecordingView()
    view.detail = "before"
    let slot = view.$detail
    #expect(detailHasSlot(view))
    #expect(slot.value == "before")
    #expect(view.$detail === slot)
    view.detail = "after"
    #expect(slot.value == "after")
    #expect(view.detail == "after")
  }

  @Test func bindingAPropertyWithoutASlotShowsTheModelAndReportsEdits() {
    let person = Person()
    person.name = "model"
    let view = RecordingView()
    view.detail = "program"
    #expect(!detailHasSlot(view))
    let token = person.bind(key: \.name, toView: view, viewKey: \.detail)
    #expect(detailHasSlot(view))
    #expect(view.detail == "model")
    view.$detail.userDidEdit("gesture")
    #expect(person.name == "gesture")
    #expect(token.description.contains("detail"))
    person.name = "again"
    #expect(view.detail == "again")
  }

  @Test func aListenerAddedLaterHearsEveryLaterChange() {
    let view = RecordingView()
    view.detail = "unheard"
    var heard: [String] = []
    view.$detail.addListener { heard.append($0) }
    view.detail = "heard"
    #expect(heard == ["heard"])
  }

  @Test func theStorageReadsTheValueWithoutMakingASlot() {
    let view = RecordingView()
    view.detail = "x"
    #expect(view.readDetailFromStorage() == "x")
    #expect(!detailHasSlot(view))
    view.$detail.set("y")
    #expect(view.readDetailFromStorage() == "y")
  }
}

extension RecordingView {
  /// The value as an adapter's gesture method reads it: through the property's storage.
  func readDetailFromStorage() -> String { _detail.value }
}
