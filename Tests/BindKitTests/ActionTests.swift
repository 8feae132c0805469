import BindKit
import BindKitViews
import Glibc
import Synchronization
import TestSupport
import Testing

/// Lets a test decide when an action's work may finish.
@MainActor
private final class Gate {
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var isOpen = false

  func wait() async {
    guard !isOpen else { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }
}

private struct Refused: Error, CustomStringConvertible {
  var description: String { "wrong password" }
}

private final class Form: BindableObject {
  @Bound var username = ""
  @Bound var isBusy = false
}

/// Yields to the main actor until `condition` holds (at most a few thousand times).
@MainActor
private func settle(until condition: () -> Bool) async {
  for _ in 0..<10_000 where !condition() { await Task.yield() }
}

/// The action tests run on the main actor, as an app's user interface does: taps start their tasks there.
@MainActor
@Suite struct ActionTests {
  @Test func executeRunsTheWorkAndReturnsItsValue() async throws {
    let action = Action<Int, Int> { input in input * 2 }
    #expect(try await action.execute(21) == 42)
    #expect(action.latestValue == 42)
    #expect(!action.isExecuting)
    #expect(action.latestError == nil)
  }

  @Test func aTapRunsTheActionAndTheButtonIsDisabledWhileItRuns() async {
    let gate = Gate()
    var runs = 0
    let action = Action<Void, Int> {
      runs += 1
      await gate.wait()
      return runs
    }
    let button = Button(title: "Go")
    button.bind(action: action)
    var values = action.values().makeAsyncIterator()

    button.tap()
    #expect(runs == 1)  // the execution began during the tap
    #expect(action.isExecuting)
    #expect(!button.isEnabled)

    button.tap()  // while it runs: the button is disabled, nothing runs
    #expect(runs == 1)
    await #expect(throws: ActionError.alreadyExecuting) { try await action.execute() }
    #expect(runs == 1)

    gate.open()
    #expect(await values.next() == 1)
    #expect(!action.isExecuting)
    #expect(button.isEnabled)
    #expect(action.latestValue == 1)
  }

  @Test func aDisabledActionDisablesItsButtonAndRunsNothing() async {
    var runs = 0
    let action = Action<Void, Void> { runs += 1 }
    let button = Button()
    button.bind(action: action)
    action.isEnabled = false
    #expect(!button.isEnabled)
    button.tap()
    await #expect(throws: ActionError.disabled) { try await action.execute() }
    #expect(throws: ActionError.disabled) { try action.start() }
    #expect(runs == 0)
    action.isEnabled = true
    #expect(button.isEnabled)
  }

  @Test func anEnablingConditionFollowsTheModel() async {
    let form = Form()
    let action = Action<Void, String>(enabledIf: !form.username.isEmpty && !form.isBusy) {
      "hello \(form.username)"
    }
    let button = Button()
    let field = TextField()
    form.bind(key: \.username, toView: field, viewKey: \.text)
    button.bind(action: action)
    #expect(!action.isEnabled)
    #expect(!button.isEnabled)
    field.enterText("ann")
    #expect(button.isEnabled)
    form.isBusy = true
    #expect(!button.isEnabled)
    form.isBusy = false
    let greetings = action.values()
    button.tap()
    for await greeting in greetings {
      #expect(greeting == "hello ann")
      break
    }
  }

  @Test func errorsAreReportedAndClearedByTheNextSuccess() async throws {
    var fails = true
    let action = Action<Void, Int> {
      if fails { throw Refused() }
      return 7
    }
    let button = Button()
    let errorLabel = Label()
    button.bind(action: action)
    action.onError = { error in errorLabel.text = error.map { "\($0)" } ?? "" }
    var errors = action.errors().makeAsyncIterator()

    button.tap()
    #expect(await errors.next() is Refused)
    #expect(errorLabel.text == "wrong password")
    #expect(action.latestError is Refused)
    #expect(button.isEnabled)

    await #expect(throws: Refused.self) { try await action.execute() }
    fails = false
    #expect(try await action.execute() == 7)
    #expect(action.latestError == nil)
    #expect(errorLabel.text == "")
  }

  @Test func isExecutingIsBindable() async {
    let gate = Gate()
    let action = Action<Void, Void> { await gate.wait() }
    let spinner = Label(text: "Working...")
    action.bind(key: \.isExecuting, toView: spinner, viewKey: \.isHidden)
    #expect(!spinner.isHidden)
    let task = try? action.start()
    #expect(spinner.isHidden)  // bound directly: hidden while executing, in this test's odd wiring
    gate.open()
    await task?.value
    #expect(!spinner.isHidden)
  }

  @Test func valuesAreCalledBackInOrder() async throws {
    var seen: [Int] = []
    let action = Action<Int, Int> { $0 + 1 }
    action.onValue = { seen.append($0) }
    _ = try await action.execute(1)
    _ = try await action.execute(2)
    #expect(seen == [2, 3])
  }

  @Test func bindingAnotherActionReplacesTheFirst() async {
    var log: [String] = []
    let first = Action<Void, Void> { log.append("first") }
    let second = Action<Void, Void> { log.append("second") }
    let button = Button()
    button.bind(action: first)
    let token = button.bind(action: second)
    first.isEnabled = false
    #expect(button.isEnabled)  // follows the second action only
    button.tap()
    await settle { !second.isExecuting }
    #expect(log == ["second"])
    token.remove()
    button.tap()
    #expect(log == ["second"])
  }

  @Test func aBarButtonItemRunsItsActionToo() async {
    let gate = Gate()
    let action = Action<Void, Void> { await gate.wait() }
    let item = BarButtonItem(title: "Save")
    item.bind(action: action)
    item.tap()
    #expect(!item.isEnabled)
    gate.open()
    await settle { !action.isExecuting }
    #expect(item.isEnabled)
  }
}

/// What a typed action's work throws.
private enum LookupError: Error, Equatable {
  case notFound(Int)
}

/// Typed errors: a ``TypedAction`` throws ``TypedActionError`` with its work's own error type, and the untyped
/// ``Action`` spelling written before typed errors keeps its meaning.
@MainActor
@Suite struct TypedActionTests {
  @Test func theTwoParameterSpellingIsTheUntypedFormAndThrowsItsWorksErrorsAsTheyAre() async {
    let action: Action<Int, Int> = Action<Int, Int> { input in
      if input < 0 { throw Refused() }
      return input
    }
    let typed: TypedAction<Int, Int, any Error> = action  // the same type
    await #expect(throws: Refused.self) { try await typed.execute(-1) }
    action.isEnabled = false
    await #expect(throws: ActionError.disabled) { try await action.execute(1) }
    #expect(action.latestError is Refused)  // execute's refusal is its caller's, not reported
  }

  @Test func aTypedActionThrowsItsWorksFailureTyped() async throws {
    let lookup = TypedAction<Int, String, LookupError> { (key: Int) throws(LookupError) -> String in
      guard key == 1 else { throw .notFound(key) }
      return "one"
    }
    do {
      _ = try await lookup.execute(2)
      Issue.record("expected a failure")
    } catch {
      switch error {
      case .failed(let failure): #expect(failure == .notFound(2))
      case .refused(let refusal): Issue.record("unexpected refusal \(refusal)")
      }
    }
    #expect(lookup.latestFailure == .failed(.notFound(2)))
    #expect(lookup.latestError as? LookupError == .notFound(2))
    #expect(try await lookup.execute(1) == "one")
    #expect(lookup.latestFailure == nil)
  }

  @Test func aTypedActionsRefusalIsThrownAsRefused() async {
    let lookup = TypedAction<Void, Int, LookupError> { () throws(LookupError) -> Int in 1 }
    lookup.isEnabled = false
    await #expect(throws: TypedActionError<LookupError>.refused(.disabled)) { try await lookup.execute() }
  }

  @Test func anActionThatCannotFailHasFailureNever() async throws {
    let double = TypedAction<Int, Int, Never> { $0 * 2 }
    #expect(try await double.execute(4) == 8)
    #expect(double.latestFailure == nil)
  }

  @Test func aRefusedStartIsReportedToTheErrorObservers() async {
    let action = Action<Void, Void> {}
    var reported: [String] = []
    action.onError = { error in reported.append(error.map { "\($0)" } ?? "cleared") }
    var errors = action.errors().makeAsyncIterator()
    action.isEnabled = false

    #expect(throws: ActionError.disabled) { try action.start() }
    #expect(action.latestError as? ActionError == .disabled)
    #expect(reported == ["the action is disabled"])
    #expect(await errors.next() as? ActionError == .disabled)

    action.isEnabled = true
    try? await action.execute()
    #expect(action.latestError == nil)
    #expect(reported == ["the action is disabled", "cleared"])
  }

  @Test func onFailureIsCalledWithTheWorksFailureTypedAndOnRefusalWithARefusal() async {
    let lookup = TypedAction<Int, String, LookupError> { (key: Int) throws(LookupError) -> String in
      guard key == 1 else { throw .notFound(key) }
      return "one"
    }
    var events: [String] = []
    lookup.onError = { error in events.append("error \(error.map { "\($0)" } ?? "cleared")") }
    lookup.onFailure = { (failure: LookupError) in events.append("failure \(failure)") }
    lookup.onRefusal = { (refusal: ActionError) in events.append("refusal \(refusal)") }

    _ = try? await lookup.execute(2)
    #expect(events == ["error notFound(2)", "failure notFound(2)"])
    _ = try? await lookup.execute(1)
    #expect(events.count == 3)  // a success clears the error, and is no failure
    lookup.isEnabled = false
    _ = try? await lookup.execute(1)
    #expect(events.count == 3)  // execute's refusal is thrown to its caller only
    #expect(throws: ActionError.disabled) { try lookup.start(1) }
    #expect(
      events == [
        "error notFound(2)", "failure notFound(2)", "error cleared", "error the action is disabled",
        "refusal the action is disabled",
      ])
  }

  @Test func anUntypedActionsOnFailureGetsTheErrorAsThrown() async {
    let action = Action<Void, Void> { throw Refused() }
    var failures: [any Error] = []
    action.onFailure = { failures.append($0) }
    _ = try? await action.execute()
    #expect(failures.count == 1)
    #expect(failures.first is Refused)
  }

  @Test func aCancelledExecutionCallsNoFailureObserver() async {
    let gate = Gate()
    let action = TypedAction<Void, Void, CancellationError> { () throws(CancellationError) in
      await gate.wait()
      throw CancellationError()
    }
    var failures = 0
    action.onFailure = { _ in failures += 1 }
    _ = try? action.start()
    action.cancel()
    gate.open()
    await settle { !action.isExecuting }
    #expect(failures == 0)
    #expect(action.latestFailure == nil)
  }

  @Test func aTapThatReachesAnActionThatCannotRunReportsTheRefusal() async {
    let gate = Gate()
    let action = Action<Void, Void> { await gate.wait() }
    let button = Button()
    button.bind(action: action)
    let typed = TypedAction<Void, Void, Never> {}
    let other = Button()
    other.bind(action: typed)
    typed.isEnabled = false
    other.isEnabled = true  // set by the program, against the action's state
    other.tap()
    #expect(typed.latestFailure == .refused(.disabled))

    button.tap()
    button.isEnabled = true
    button.tap()  // a second tap while the first execution runs
    #expect(action.latestError as? ActionError == .alreadyExecuting)
    gate.open()
    await settle { !action.isExecuting }
    #expect(action.latestError == nil)  // the first execution succeeded
  }

  @Test func aButtonRunsAnActionWithTheInputItReadsAtTheTap() async {
    let query = TextField()
    let search = Action<String, String> { text in "results for \(text)" }
    let button = Button()
    button.bind(action: search, input: { query.text })
    var values = search.values().makeAsyncIterator()
    query.enterText("swift")
    button.tap()
    #expect(await values.next() == "results for swift")
    query.enterText("linux")
    button.tap()
    #expect(await values.next() == "results for linux")
  }

  @Test func aBarButtonItemRunsATypedActionWithAnInput() async {
    var count = 3
    let save = TypedAction<Int, Int, LookupError> { (value: Int) throws(LookupError) -> Int in
      guard value > 0 else { throw .notFound(value) }
      return value
    }
    let item = BarButtonItem(title: "Save")
    item.bind(action: save, input: { count })
    var values = save.values().makeAsyncIterator()
    item.tap()
    #expect(await values.next() == 3)
    count = 0
    item.tap()
    await settle { !save.isExecuting }
    #expect(save.latestFailure == .failed(.notFound(0)))
  }
}

/// Cancelling: ``TypedAction/cancel()`` cancels an execution begun by a tap; an execution run with `execute`
/// ends when its caller's task is cancelled.
@MainActor
@Suite struct ActionCancellationTests {
  @Test func cancelEndsATappedExecutionWithoutReportingAnError() async {
    var reported = 0
    let refresh = Action<Void, Int> {
      try await Task.sleep(for: .seconds(600))
      return 1
    }
    refresh.onError = { _ in reported += 1 }
    let button = Button()
    button.bind(action: refresh)
    button.tap()
    #expect(refresh.isExecuting)
    refresh.cancel()
    await settle { !refresh.isExecuting }
    #expect(!refresh.isExecuting)
    #expect(button.isEnabled)
    #expect(refresh.latestError == nil)
    #expect(refresh.latestValue == nil)
    #expect(reported == 0)
  }

  @Test func aCancelledExecutionThatReturnsAValueSucceeds() async {
    let gate = Gate()
    let action = TypedAction<Void, Bool, Never> {
      await gate.wait()
      return Task.isCancelled
    }
    let task = try? action.start()
    action.cancel()
    gate.open()
    await task?.value
    #expect(action.latestValue == true)
    #expect(action.latestFailure == nil)
  }

  @Test func cancellingTheCallersTaskCancelsAnExecution() async {
    let action = Action<Void, Void> { try await Task.sleep(for: .seconds(600)) }
    let caller = Task { try await action.execute() }
    await settle { action.isExecuting }
    caller.cancel()
    await #expect(throws: CancellationError.self) { try await caller.value }
    #expect(!action.isExecuting)
    #expect(action.latestError == nil)
  }

  @Test func cancelDoesNotReachAnExecutionRunWithExecuteItsCallersTaskDoes() async throws {
    let gate = Gate()
    let action = TypedAction<Void, Int, CancellationError> { () throws(CancellationError) -> Int in
      await gate.wait()
      if Task.isCancelled { throw CancellationError() }
      return 1
    }
    var failures = 0
    action.onFailure = { _ in failures += 1 }
    let first = Task { try await action.execute() }
    await settle { action.isExecuting }
    action.cancel()  // only an execution begun by start (a tap) is the action's to cancel
    gate.open()
    #expect(try await first.value == 1)

    let gate2 = Gate()
    let second = TypedAction<Void, Int, CancellationError> { () throws(CancellationError) -> Int in
      await gate2.wait()
      if Task.isCancelled { throw CancellationError() }
      return 2
    }
    second.onFailure = { _ in failures += 1 }
    let caller = Task { try await second.execute() }
    await settle { second.isExecuting }
    caller.cancel()  // the caller cancels its own task
    gate2.open()
    await #expect(throws: TypedActionError<CancellationError>.self) { try await caller.value }
    #expect(!second.isExecuting)
    #expect(second.latestFailure == nil)  // ended as cancelled: nothing reported
    #expect(failures == 0)
  }

  @Test func cancelWithNothingRunningDoesNothing() async throws {
    let action = Action<Int, Int> { $0 }
    action.cancel()
    #expect(try await action.execute(2) == 2)
  }
}

/// Collects programmer-error messages instead of stopping the test.
/// A task executor whose jobs run when the test (the thread that owns the action) drains them, as a terminal
/// app's event loop does.
private final class LoopExecutor: TaskExecutor, Sendable {
  private let jobs = Mutex<[UnownedJob]>([])

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
  }

  @discardableResult
  func runPendingJobs() -> Int {
    let taken = jobs.withLock { pending in
      defer { pending.removeAll() }
      return pending
    }
    for job in taken { job.runSynchronously(on: asUnownedTaskExecutor()) }
    return taken.count
  }
}

/// Resumes a suspended action from the test.
private final class Resumer: Sendable {
  private let continuation = Mutex<CheckedContinuation<Int, Never>?>(nil)
  func set(_ waiting: CheckedContinuation<Int, Never>) { continuation.withLock { $0 = waiting } }
  func resume(with value: Int) { continuation.withLock { $0 }?.resume(returning: value) }
}

@Suite struct ActionOutsideAnActorTests {
  @Test func aTapOutsideAnyActorContinuesOnTheActionsExecutor() {
    let executor = LoopExecutor()
    let resumer = Resumer()
    var log: [String] = []
    let action = Action<Void, Int> {
      log.append("began")
      let value = await withCheckedContinuation { resumer.set($0) }
      log.append("resumed with \(value)")
      return value
    }
    action.taskExecutor = executor
    let button = Button()
    button.bind(action: action)

    button.tap()
    #expect(log == ["began"])
    #expect(!button.isEnabled)
    resumer.resume(with: 5)
    for _ in 0..<1000 where action.isExecuting {
      if executor.runPendingJobs() == 0 { Pause.briefly() }
    }
    #expect(log == ["began", "resumed with 5"])
    #expect(action.latestValue == 5)
    #expect(button.isEnabled)
  }

  @Test func startingOutsideAnyActorWithoutAnExecutorIsAProgrammerError() {
    let messages = MessageLog()
    var runs = 0
    let action = Action<Void, Void> { runs += 1 }
    _ = messages.capture {
      #expect(throws: ActionError.noExecutor) { try action.start() }
    }
    #expect(runs == 0)
    #expect(!action.isExecuting)
    #expect(messages.all.count == 1)
    #expect(messages.all.first?.contains("taskExecutor") == true)
  }

  @Test func isExecutingBindsOneWayAndAnEditOfTheViewStaysThere() {
    let action = Action<Void, Void> {}
    let indicator = Switch()
    let token = action.bind(key: \.isExecuting, toView: indicator, viewKey: \.isOn)
    #expect(token.isBound)
    #expect(indicator.isOn == false)
    indicator.toggle()
    #expect(indicator.isOn == true)
    #expect(!action.isExecuting)
    #expect(action.canExecute)
  }

}

private enum Pause {
  /// Lets the thread resuming the action get ahead (the resume is immediate here; this is only a safeguard).
  static func briefly() {
    var remaining = timespec(tv_sec: 0, tv_nsec: 1_000_000)
    _ = nanosleep(&remaining, nil)
  }
}
