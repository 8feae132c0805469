import BindKit
import BindKitViews
import Synchronization
import TestSupport
import Testing

/// Eight threads (or `BINDKIT_STRESS_THREADS`), each making 100,000 operations (or `BINDKIT_STRESS_OPERATIONS`;
/// ten times as many with `BINDKIT_SOAK=1`), on objects shared where the threading model allows it and private
/// where it does not:
///
/// - shared: one model that every thread binds its own views to and unbinds, directly and through a key path,
///   whose bookkeeping every thread reads and sometimes clears (`unbindAll()`); one of its properties is set by
///   its owning thread (thread 0) the whole time;
/// - handed over: a model and a view bound together, one end given to the next thread, which releases it while
///   this thread goes on setting or editing the other end;
/// - private: each thread's own models and built-in adapters, bound, rebound, set, edited, in transactions, with
///   callbacks that bind, unbind and set; checked after every operation.
///
/// A watchdog stops the process if a thread does not finish (a deadlock fails CI instead of hanging it). When the
/// threads have joined: no failure was seen, every released object was deallocated, and the shared model is left
/// with no bindings and its value unchanged.
@Suite(.serialized) struct ConcurrencyStressTests {
  @Test func threadsHammerSharedHandedOverAndPrivateObjects() throws {
    let threadCount = max(2, Environment.integer("BINDKIT_STRESS_THREADS") ?? 8)
    let operations = Environment.integer("BINDKIT_STRESS_OPERATIONS") ?? (Environment.isSoak ? 1_000_000 : 100_000)
    let timeout = Double(Environment.integer("BINDKIT_STRESS_TIMEOUT") ?? 600)
    let liveBefore = StressCounters.live.load(ordering: .acquiring)

    var shared: SharedStressModel? = SharedStressModel()
    shared!.text = "shared"
    do {
      // The shared properties get their storage boxes before the threads start (a first bind creates a
      // property's box, and creating it while the owning thread sets the property would be a data race).
      let view = StressView()
      shared!.bind(key: \.text, toView: view, viewKey: \.text).unbind()
      shared!.bind(key: \.number, toView: view, viewKey: \.number).unbind()
    }
    var context: StressContext? = StressContext(shared: shared!, threads: threadCount)
    let start = secondsNow()
    Threads.run(count: threadCount, timeout: timeout, name: "Concurrency stress") { [context] index, progress in
      let worker = StressWorker(index: index, context: context!, progress: progress)
      worker.run(operations: operations)
    }
    let seconds = secondsNow() - start
    // Objects posted after their receiver's last look are released here.
    for mailbox in context!.mailboxes { _ = mailbox.takeAll() }
    let stats = context!.statistics
    let failures = context!.failures.all
    let handedOver = context!.handedOver
    context = nil

    #expect(failures.isEmpty, "\(failures.prefix(5))")
    #expect(shared!.text == "shared")
    #expect(shared!.bindings.isEmpty, "\(shared!.bindings)")
    shared = nil
    let survivors = handedOver.survivors()
    #expect(survivors.isEmpty, "handed-over objects still alive: \(survivors)")
    #expect(StressCounters.live.load(ordering: .acquiring) == liveBefore)
    #expect(stats.operations == threadCount * operations)
    report(
      "Concurrency stress: \(threadCount) threads x \(operations) operations = \(stats.operations) operations in "
        + "\(Int(seconds * 1000)) ms; \(stats.handoffs) objects handed over and released on another thread, "
        + "\(stats.sharedBinds) binds to the shared model, \(failures.count) failures, "
        + "\(survivors.count) objects left alive")
  }
}

/// Found by the stress test under the address sanitizer: a bind that another thread's `unbindAll()` ended while it
/// was being made returned without writing the model's value to the view, which then showed neither the model's
/// value nor anything a bind explains. A bind always shows the model's value, whatever ends it afterwards.
@Suite(.serialized) struct ConcurrencyBindRaceTests {
  /// Not ``StressModel`` and ``StressView``: the stress test, which may run at the same time, counts those.
  final class RaceModel: BindableObject {
    @Bound var text = ""
  }

  final class RaceView: BindableView {
    let bindingRegistrar = BindingRegistrar()
    @ViewProperty var text = ""
  }

  @Test func aBindEndedByAnotherThreadWhileBeingMadeStillShowsTheModelsValue() {
    let model = RaceModel()
    model.text = "model"
    let shared = Shared(value: model)
    let binds = Environment.integer("BINDKIT_STRESS_OPERATIONS").map { max($0 / 5, 1_000) } ?? 20_000
    let done = Atomic<Int>(0)
    let wrong = Atomic<Int>(0)
    let ended = Atomic<Int>(0)
    Threads.run(count: 4, timeout: 300, name: "bind racing unbindAll") { index, progress in
      if index == 0 {
        // Ends every binding of the model, over and over, while the others bind.
        while done.load(ordering: .acquiring) < 3 {
          shared.value.unbindAll()
          progress.operations.add(1, ordering: .relaxed)
        }
      } else {
        for _ in 0..<binds {
          let view = RaceView()
          let token = shared.value.bind(key: \.text, toView: view, viewKey: \.text)
          if view.text != "model" { wrong.add(1, ordering: .relaxed) }
          if !token.isBound { ended.add(1, ordering: .relaxed) }
          progress.operations.add(1, ordering: .relaxed)
        }
        done.add(1, ordering: .releasing)
      }
    }
    #expect(wrong.load(ordering: .relaxed) == 0)
    #expect(model.bindings.isEmpty)
    report(
      "Concurrency: \(3 * binds) binds racing unbindAll(), \(ended.load(ordering: .relaxed)) ended by it before bind "
        + "returned, \(wrong.load(ordering: .relaxed)) views not showing the model's value")
  }
}

/// Live ``StressModel`` and ``StressView`` instances, to show that whatever is released on any thread is
/// deallocated.
enum StressCounters {
  static let live = Atomic<Int>(0)
}

class StressModel: BindableObject {
  @Bound var text = ""
  @Bound var number = 0
  @Bound var flag = false
  @Bound var amount = 0.0
  @Bound var level: Float = 0
  /// Did-update callbacks run so far.
  var updates = 0
  /// Runs once, in the next did-update callback.
  var onNextUpdate: (() -> Void)?

  override init() {
    StressCounters.live.add(1, ordering: .relaxed)
    super.init()
  }

  deinit { StressCounters.live.subtract(1, ordering: .relaxed) }

  override func boundPropertiesDidUpdate() {
    updates += 1
    if let action = onNextUpdate {
      onNextUpdate = nil
      action()
    }
  }
}

/// The shared model's class: `\SharedStressModel.text` is bound through the key path, `\StressModel.text` directly.
final class SharedStressModel: StressModel {}

final class StressView: BindableView {
  let bindingRegistrar = BindingRegistrar()
  @ViewProperty var text = ""
  @ViewProperty var number = 0

  init() { StressCounters.live.add(1, ordering: .relaxed) }
  deinit { StressCounters.live.subtract(1, ordering: .relaxed) }

  func type(_ newText: String) { $text.userDidEdit(newText) }
}

/// What the threads share.
final class StressContext: Sendable {
  /// Bound and unbound from every thread; its `text` never changes during the run, its `number` is set by thread 0.
  let sharedModel: Shared<SharedStressModel>
  let mailboxes: [Mailbox]
  let handedOver = Graveyard()
  let failures = FailureLog()
  let operations = Atomic<Int>(0)
  let handoffs = Atomic<Int>(0)
  let sharedBinds = Atomic<Int>(0)

  var statistics: (operations: Int, handoffs: Int, sharedBinds: Int) {
    (
      operations.load(ordering: .relaxed), handoffs.load(ordering: .relaxed),
      sharedBinds.load(ordering: .relaxed)
    )
  }

  init(shared: SharedStressModel, threads: Int) {
    sharedModel = Shared(value: shared)
    mailboxes = (0..<threads).map { _ in Mailbox() }
  }
}

/// Weak references to objects released on another thread, checked once the threads have joined.
final class Graveyard: @unchecked Sendable {
  private struct Entry {
    weak var object: AnyObject?
    let name: String
  }
  private let lock = TestLock()
  private var entries: [Entry] = []

  func watch(_ object: AnyObject, _ name: String) {
    let entry = Entry(object: object, name: name)
    lock.withLock { entries.append(entry) }
  }

  func survivors() -> [String] {
    lock.withLock { entries.filter { $0.object != nil }.map(\.name) }
  }
}

final class FailureLog: @unchecked Sendable {
  private let lock = TestLock()
  private var messages: [String] = []

  var all: [String] { lock.withLock { messages } }

  func record(_ message: String) {
    lock.withLock { if messages.count < 100 { messages.append(message) } }
  }
}

/// One thread's work: its private objects, its end of handed-over pairs, and its views bound to the shared model.
final class StressWorker {
  private let index: Int
  private let context: StressContext
  private let progress: Threads.Progress
  private var generator: SeededGenerator
  private let shared: SharedStressModel

  private var models: [StressModel] = [StressModel(), StressModel()]
  private var field = TextField()
  private var toggle = Switch()
  private var stepper = Stepper()
  private var views: [StressView] = [StressView(), StressView()]
  /// Live private bindings, with a check that the view shows the model's value.
  private var checks: [(token: BindingToken, holds: () -> Bool, name: String)] = []
  /// Views bound (or once bound) to the shared model.
  private var sharedViews: [StressView] = []
  private var sharedTokens: [BindingToken] = []
  /// This thread's ends of pairs whose other end went to the next thread: poked a few more times, then dropped.
  private var partners: [(poke: (Int) -> Void, remaining: Int)] = []
  /// Thread 0's views bound to the shared `number`.
  private var tickViews: [(view: StressView, token: BindingToken)] = []
  private var ticks = 0
  private var operation = 0

  init(index: Int, context: StressContext, progress: Threads.Progress) {
    self.index = index
    self.context = context
    self.progress = progress
    generator = SeededGenerator(seed: 0x57E55 &+ UInt64(index))
    shared = context.sharedModel.value
  }

  func run(operations: Int) {
    for number in 0..<operations {
      operation = number
      step()
      progress.operations.add(1, ordering: .relaxed)
    }
    checkPrivateBindings("at the end")
    // Let go of everything; views bound to the shared model end those bindings as they go.
    partners.removeAll()
    tickViews.removeAll()
    sharedViews.removeAll()
    for token in sharedTokens where token.isBound && Bool.random(using: &generator) { token.unbind() }
    sharedTokens.removeAll()
    _ = context.mailboxes[index].takeAll()
    context.operations.add(operations, ordering: .relaxed)
  }

  private func fail(_ message: String) {
    context.failures.record("thread \(index), operation \(operation): \(message)")
  }

  private func step() {
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<16: bindPrivately()
    case 16..<21: unbindPrivately()
    case 21..<36: setPrivately()
    case 36..<48: gesture()
    case 48..<52: transaction()
    case 52..<55: armCallback()
    case 55..<66: bindShared()
    case 66..<68: inspectShared()
    case 68..<75: handOver()
    case 75..<85: pokePartners()
    case 85..<90: _ = context.mailboxes[index].takeAll()  // what the previous thread handed over dies here
    case 90..<94: replacePrivateObject()
    default: if index == 0 { tick() } else { setPrivately() }
    }
  }

  // MARK: Private objects

  private var anyModel: StressModel { models[Int.random(in: 0..<models.count, using: &generator)] }
  private var anyView: StressView { views[Int.random(in: 0..<views.count, using: &generator)] }

  private func addCheck(_ token: BindingToken, _ name: String, _ holds: @escaping () -> Bool) {
    checks.removeAll { !$0.token.isBound }
    checks.append((token, holds, name))
  }

  private func bindPrivately() {
    let model = anyModel
    switch Int.random(in: 0..<5, using: &generator) {
    case 0:
      let field = self.field
      let token = model.bind(key: \.text, toView: field, viewKey: \.text)
      addCheck(token, "text -> TextField") { [weak model, weak field] in
        guard let model, let field else { return true }
        return field.text == model.text
      }
    case 1:
      let view = anyView
      let token = model.bind(key: \.text, toView: view, viewKey: \.text)
      addCheck(token, "text -> StressView") { [weak model, weak view] in
        guard let model, let view else { return true }
        return view.text == model.text
      }
    case 2:
      let toggle = self.toggle
      let token = model.bind(key: \.flag, toView: toggle, viewKey: \.isOn)
      addCheck(token, "flag -> Switch") { [weak model, weak toggle] in
        guard let model, let toggle else { return true }
        return toggle.isOn == model.flag
      }
    case 3:
      let stepper = self.stepper
      let token = model.bind(key: \.amount, toView: stepper, viewKey: \.value)
      addCheck(token, "amount -> Stepper") { [weak model, weak stepper] in
        guard let model, let stepper else { return true }
        return stepper.value == min(max(model.amount, 0), 100)
      }
    default:
      let view = anyView
      let token = model.bind(key: \.number, toView: view, viewKey: \.number)
      addCheck(token, "number -> StressView") { [weak model, weak view] in
        guard let model, let view else { return true }
        return view.number == model.number
      }
    }
  }

  private func unbindPrivately() {
    guard !checks.isEmpty else { return }
    let chosen = Int.random(in: 0..<checks.count, using: &generator)
    checks[chosen].token.unbind()
    if checks[chosen].token.isBound { fail("a token is still bound after unbind()") }
    checks.remove(at: chosen)
  }

  private func checkPrivateBindings(_ when: String) {
    for check in checks where check.token.isBound && !check.holds() {
      fail("\(check.name): the view does not show the model's value \(when)")
    }
  }

  private func setPrivately() {
    let model = anyModel
    let value = Int.random(in: 0..<6, using: &generator)
    switch value % 4 {
    case 0: model.text = "t\(value)"
    case 1: model.flag.toggle()
    case 2: model.amount = Double(value * 20)
    default: model.number = value
    }
    checkPrivateBindings("after a set")
  }

  private func gesture() {
    let value = Int.random(in: 0..<6, using: &generator)
    switch value % 4 {
    case 0: field.enterText("typed \(value)")
    case 1: toggle.toggle()
    case 2: if value < 3 { stepper.increment() } else { stepper.decrement() }
    default: anyView.type("edit \(value)")
    }
    checkPrivateBindings("after a gesture")
  }

  private func transaction() {
    let model = anyModel
    let before = model.updates
    model.updateBoundProperties {
      model.text = "in a transaction \(operation)"
      model.number = operation
      if model.updates != before { fail("a callback ran inside a transaction") }
    }
    if model.updates != before + 1 { fail("a transaction ran the callbacks \(model.updates - before) times") }
    checkPrivateBindings("after a transaction")
  }

  private func armCallback() {
    let model = anyModel
    let view = anyView
    let choice = Int.random(in: 0..<3, using: &generator)
    model.onNextUpdate = { [weak model, weak view] in
      guard let model, let view else { return }
      switch choice {
      case 0: model.bind(key: \.text, toView: view, viewKey: \.text)
      case 1: view.unbindAll()
      default: model.number += 1
      }
    }
  }

  private func replacePrivateObject() {
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: models[Int.random(in: 0..<models.count, using: &generator)] = StressModel()
    case 1: views[Int.random(in: 0..<views.count, using: &generator)] = StressView()
    case 2: field = TextField()
    default: stepper = Stepper()
    }
    checks.removeAll { !$0.token.isBound }
    for check in checks where !check.holds() { fail("\(check.name): wrong value after a release") }
  }

  // MARK: The shared model

  private func bindShared() {
    context.sharedBinds.add(1, ordering: .relaxed)
    let view = sharedViews.count < 4 ? StressView() : sharedViews[Int.random(in: 0..<4, using: &generator)]
    if sharedViews.count < 4 { sharedViews.append(view) }
    let token =
      Bool.random(using: &generator)
      ? (shared as StressModel).bind(key: \.text, toView: view, viewKey: \.text)
      : shared.bind(key: \SharedStressModel.text, toView: view, viewKey: \.text)
    if view.text != "shared" { fail("a view bound to the shared model shows \(view.text)") }
    switch Int.random(in: 0..<3, using: &generator) {
    case 0: token.unbind()
    case 1:
      // Released while bound: its registrar ends the binding, on this thread, while others bind.
      sharedViews.removeAll { $0 === view }
    default:
      sharedTokens.append(token)
      if sharedTokens.count > 8 { sharedTokens.removeFirst().unbind() }
    }
  }

  private func inspectShared() {
    let bindings = shared.bindings
    if bindings.count > 10_000 { fail("the shared model has \(bindings.count) bindings") }
    if Int.random(in: 0..<40, using: &generator) == 0 { shared.unbindAll() }
  }

  /// Thread 0 owns the shared model's `number`: it sets it while the others bind and unbind `text`.
  private func tick() {
    if tickViews.count < 3 {
      let view = StressView()
      tickViews.append((view, shared.bind(key: \.number, toView: view, viewKey: \.number)))
    }
    ticks += 1
    shared.number = ticks
    for (view, token) in tickViews where token.isBound && view.number != ticks {
      fail("a view bound to the shared number shows \(view.number), not \(ticks)")
    }
    if ticks % 64 == 0 { tickViews.removeFirst() }
  }

  // MARK: Handing over

  /// Binds a new model to a new view, gives one end to the next thread (which releases it whenever it next looks),
  /// and keeps poking the other end for a while.
  private func handOver() {
    let model = StressModel()
    let next = context.mailboxes[(index + 1) % context.mailboxes.count]
    let viewKind = Int.random(in: 0..<3, using: &generator)
    var view: AnyObject
    var edit: (Int) -> Void
    switch viewKind {
    case 0:
      let field = TextField()
      model.bind(key: \.text, toView: field, viewKey: \.text)
      view = field
      edit = { [unowned field] in field.enterText("edit \($0)") }
    case 1:
      let slider = Slider()
      model.bind(key: \.level, toView: slider, viewKey: \.value)
      view = slider
      edit = { [unowned slider] in slider.slide(to: Float($0 % 3) / 2) }
    default:
      let probe = StressView()
      model.bind(key: \.text, toView: probe, viewKey: \.text)
      view = probe
      edit = { [unowned probe] in probe.type("edit \($0)") }
    }
    context.handoffs.add(1, ordering: .relaxed)
    if Bool.random(using: &generator) {
      // The next thread releases the model while this one edits the view.
      context.handedOver.watch(model, "a model handed over by thread \(index)")
      next.post(model)
      partners.append(({ [view] step in withExtendedLifetime(view) { edit(step) } }, 8))
    } else {
      // The next thread releases the view while this one sets the model.
      context.handedOver.watch(view, "a \(type(of: view)) handed over by thread \(index)")
      next.post(view)
      partners.append(
        (
          { [model] step in
            model.text = "set \(step)"
            model.level = Float(step % 3) / 2
          }, 8
        ))
    }
  }

  private func pokePartners() {
    for index in partners.indices {
      partners[index].poke(operation)
      partners[index].remaining -= 1
    }
    partners.removeAll { $0.remaining <= 0 }
  }
}
