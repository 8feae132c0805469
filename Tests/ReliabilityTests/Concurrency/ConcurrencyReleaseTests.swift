import BindKit
import BindKitViews
import FoundationEssentials
import Glibc
import Synchronization
import Testing

/// Every built-in adapter, released on one thread while another thread sets its model (or released model, edited
/// view), round after round: the promise that "a model or view may be released on one thread while another thread
/// sets or edits its partner", checked for each adapter rather than for a test view. No crash, and under the thread
/// sanitizer no data race; afterwards both ends are gone.
///
/// `BINDKIT_RELEASE_ROUNDS` sets the rounds per adapter and direction (300 by default).
@Suite(.serialized) struct ConcurrencyReleaseTests {
  @Test(arguments: ReleaseCase.all)
  func releasingTheViewWhileAnotherThreadSetsTheModel(_ adapter: ReleaseCase) {
    Self.race(adapter, releasing: .view)
  }

  @Test(arguments: ReleaseCase.all.filter(\.isEditable))
  func releasingTheModelWhileAnotherThreadEditsTheView(_ adapter: ReleaseCase) {
    Self.race(adapter, releasing: .model)
  }

  enum End { case model, view }

  /// Thread 0 makes a bound pair, hands `releasing` to thread 1, and keeps using the other end while thread 1
  /// drops it.
  static func race(_ adapter: ReleaseCase, releasing: End) {
    let rounds = Environment.integer("BINDKIT_RELEASE_ROUNDS") ?? 300
    let handoff = Handoff()
    let graveyard = Graveyard()
    Threads.run(count: 2, timeout: 300, name: "release race (\(adapter))") { thread, progress in
      for round in 1...rounds {
        if thread == 0 {
          // Thread 0 keeps only one end; the handoff holds the only reference to the other. It goes on using its
          // end until thread 1 has dropped the other, so the two overlap.
          let use = handOver(adapter.make(), releasing: releasing, round: round, handoff, graveyard)
          var step = 0
          repeat {
            use(step)
            step += 1
          } while !handoff.isDropped(round: round)
        } else {
          // Take the object and drop it at once, while thread 0 is using its partner.
          handoff.takeAndDrop(round: round)
        }
        progress.operations.add(1, ordering: .relaxed)
      }
    }
    #expect(graveyard.survivors().isEmpty)
  }

  /// Posts the end of `pair` to be released, and returns a use of the other end that holds it strongly.
  private static func handOver(
    _ pair: ReleaseCase.Pair, releasing: End, round: Int, _ handoff: Handoff, _ graveyard: Graveyard
  ) -> (Int) -> Void {
    switch releasing {
    case .view:
      graveyard.watch(pair.view, "view")
      handoff.post(pair.view, round: round)
      return { [model = pair.model, set = pair.set] step in withExtendedLifetime(model) { set(step) } }
    case .model:
      graveyard.watch(pair.model, "model")
      handoff.post(pair.model, round: round)
      return { [view = pair.view, edit = pair.edit] step in withExtendedLifetime(view) { edit?(step) } }
    }
  }
}

/// Passes one object per round from thread 0 to thread 1.
final class Handoff: @unchecked Sendable {
  private let lock = TestLock()
  private var item: AnyObject?
  private let posted = Atomic<Int>(0)
  private let dropped = Atomic<Int>(0)

  func post(_ object: AnyObject, round: Int) {
    lock.withLock { item = object }
    posted.store(round, ordering: .releasing)
  }

  /// Waits for the round's object, takes it, and releases it (the last reference, on this thread).
  func takeAndDrop(round: Int) {
    while posted.load(ordering: .acquiring) < round { sched_yield() }
    var object = lock.withLock {
      defer { item = nil }
      return item
    }
    precondition(object != nil)
    object = nil
    dropped.store(round, ordering: .releasing)
  }

  func isDropped(round: Int) -> Bool {
    dropped.load(ordering: .acquiring) >= round
  }
}

/// The model every adapter of ``ConcurrencyReleaseTests`` is bound to.
final class ReleaseModel: BindableObject {
  @Bound var text = ""
  @Bound var attributed = AttributedString()
  @Bound var number = 0.0
  @Bound var level: Float = 0
  @Bound var flag = false
  @Bound var index = 0
  @Bound var date = Date(timeIntervalSinceReferenceDate: 0)
  @Bound var image: Image? = nil
}

/// One adapter property, bound to a ``ReleaseModel``, with a model change and (for editable properties) a gesture.
struct ReleaseCase: Sendable, CustomTestStringConvertible {
  let name: String
  let isEditable: Bool
  private let build: @Sendable () -> Pair

  struct Pair {
    let model: ReleaseModel
    let view: AnyObject
    let set: (Int) -> Void
    let edit: ((Int) -> Void)?
  }

  func make() -> Pair { build() }

  var testDescription: String { name }

  init(_ name: String, editable: Bool = true, _ build: @escaping @Sendable () -> Pair) {
    self.name = name
    self.isEditable = editable
    self.build = build
  }

  static let all: [ReleaseCase] = [
    ReleaseCase("TextField.text") {
      let model = ReleaseModel()
      let view = TextField()
      model.bind(key: \.text, toView: view, viewKey: \.text)
      return Pair(
        model: model, view: view, set: { [unowned model] in model.text = "set \($0)" },
        edit: { [unowned view] in view.enterText("edit \($0)") })
    },
    ReleaseCase("TextField.attributedText") {
      let model = ReleaseModel()
      let view = TextField()
      model.bind(key: \.attributed, toView: view, viewKey: \.attributedText)
      return Pair(
        model: model, view: view, set: { [unowned model] in model.attributed = AttributedString("set \($0)") },
        edit: { [unowned view] in view.enterText("edit \($0)") })
    },
    ReleaseCase("TextView.text") {
      let model = ReleaseModel()
      let view = TextView()
      model.bind(key: \.text, toView: view, viewKey: \.text)
      return Pair(
        model: model, view: view, set: { [unowned model] in model.text = "set \($0)" },
        edit: { [unowned view] in view.enterText("edit \($0)") })
    },
    ReleaseCase("Label.text", editable: false) {
      let model = ReleaseModel()
      let view = Label()
      model.bind(key: \.text, toView: view, viewKey: \.text)
      return Pair(model: model, view: view, set: { [unowned model] in model.text = "set \($0)" }, edit: nil)
    },
    ReleaseCase("Label.attributedText", editable: false) {
      let model = ReleaseModel()
      let view = Label()
      model.bind(key: \.attributed, toView: view, viewKey: \.attributedText)
      return Pair(
        model: model, view: view, set: { [unowned model] in model.attributed = AttributedString("set \($0)") },
        edit: nil)
    },
    ReleaseCase("Slider.value") {
      let model = ReleaseModel()
      let view = Slider()
      model.bind(key: \.level, toView: view, viewKey: \.value)
      return Pair(
        model: model, view: view, set: { [unowned model] in model.level = Float($0 % 5) / 2 },
        edit: { [unowned view] in view.slide(to: Float($0 % 3) / 2) })
    },
    ReleaseCase("Stepper.value") {
      let model = ReleaseModel()
      let view = Stepper()
      model.bind(key: \.number, toView: view, viewKey: \.value)
      return Pair(
        model: model, view: view, set: { [unowned model] in model.number = Double($0 * 7 - 50) },
        edit: { [unowned view] in $0 % 2 == 0 ? view.increment() : view.decrement() })
    },
    ReleaseCase("Switch.isOn") {
      let model = ReleaseModel()
      let view = Switch()
      model.bind(key: \.flag, toView: view, viewKey: \.isOn)
      return Pair(
        model: model, view: view, set: { [unowned model] in model.flag = $0 % 2 == 0 },
        edit: { [unowned view] _ in view.toggle() })
    },
    ReleaseCase("SegmentedControl.selectedSegmentIndex") {
      let model = ReleaseModel()
      let view = SegmentedControl(segments: ["a", "b", "c"])
      model.bind(key: \.index, toView: view, viewKey: \.selectedSegmentIndex)
      return Pair(
        model: model, view: view, set: { [unowned model] in model.index = $0 % 5 - 1 },
        edit: { [unowned view] in view.select($0 % 3) })
    },
    ReleaseCase("PageControl.currentPage") {
      let model = ReleaseModel()
      let view = PageControl(numberOfPages: 4)
      model.bind(key: \.index, toView: view, viewKey: \.currentPage)
      return Pair(
        model: model, view: view, set: { [unowned model] in model.index = $0 % 6 - 1 },
        edit: { [unowned view] in $0 % 2 == 0 ? view.next() : view.previous() })
    },
    ReleaseCase("PageControl.numberOfPages", editable: false) {
      let model = ReleaseModel()
      let view = PageControl(numberOfPages: 4, currentPage: 3)
      model.bind(key: \.index, toView: view, viewKey: \.numberOfPages)
      return Pair(model: model, view: view, set: { [unowned model] in model.index = $0 % 6 }, edit: nil)
    },
    ReleaseCase("DatePicker.date") {
      let model = ReleaseModel()
      let view = DatePicker(date: Date(timeIntervalSinceReferenceDate: 0))
      model.bind(key: \.date, toView: view, viewKey: \.date)
      return Pair(
        model: model, view: view,
        set: { [unowned model] in model.date = Date(timeIntervalSinceReferenceDate: Double($0)) },
        edit: { [unowned view] in view.pick(Date(timeIntervalSinceReferenceDate: -Double($0))) })
    },
    ReleaseCase("ImageView.image", editable: false) {
      let model = ReleaseModel()
      let view = ImageView()
      model.bind(key: \.image, toView: view, viewKey: \.image)
      return Pair(
        model: model, view: view, set: { [unowned model] in model.image = Image(name: "\($0)", width: $0, height: 1) },
        edit: nil)
    },
    ReleaseCase("Button.title", editable: false) {
      let model = ReleaseModel()
      let view = Button()
      model.bind(key: \.text, toView: view, viewKey: \.title)
      return Pair(model: model, view: view, set: { [unowned model] in model.text = "title \($0)" }, edit: nil)
    },
    ReleaseCase("BarButtonItem.isEnabled", editable: false) {
      let model = ReleaseModel()
      let view = BarButtonItem()
      model.bind(key: \.flag, toView: view, viewKey: \.isEnabled)
      return Pair(model: model, view: view, set: { [unowned model] in model.flag = $0 % 2 == 0 }, edit: nil)
    },
  ]
}
