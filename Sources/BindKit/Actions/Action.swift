/// An asynchronous piece of work a person starts (log on, save, refresh) whose failures are untyped (`any Error`):
/// a ``TypedAction`` with `Failure` `any Error`. See ``TypedAction`` for everything an action does.
///
/// ```swift
/// let logOn = Action<Void, Session>(enabledIf: form.canLogOn) {
///   try await server.logOn(user: form.username, password: form.password)
/// }
/// logOnButton.bind(action: logOn)      // a tap runs it; the button is disabled while it cannot run
/// logOn.onError = { error in statusLabel.text = error.map { "\($0)" } ?? "" }
/// let session = try await logOn.execute()  // or run it from code
/// ```
///
/// Its `execute(_:)` throws `any Error`: an ``ActionError`` when it refuses to run, otherwise what
/// the work threw, as it did before actions had typed errors. Swift gives a generic class no default generic
/// argument, so the three-parameter form is named ``TypedAction`` and `Action<Input, Output>` stays the name of the
/// untyped form. (An `extension Action` extends every ``TypedAction``: Swift ignores the alias's `any Error`
/// there, so `execute` in it is the typed one. Write `extension TypedAction where Failure == any Error` for members
/// of the untyped form only.)
public typealias Action<Input, Output> = TypedAction<Input, Output, any Error>

/// An asynchronous piece of work a person starts (log on, save, refresh), with bindable state: whether it is
/// running, whether it may run, and what its last run produced.
///
/// ```swift
/// let search = TypedAction<String, [Hit], SearchError> { (query: String) throws(SearchError) in
///   try await index.search(query)
/// }
/// searchButton.bind(action: search, input: { queryField.text })  // a tap runs it with the field's text
/// do {
///   let hits = try await search.execute("swift")                 // or run it from code
/// } catch {
///   switch error {                                               // error: TypedActionError<SearchError>
///   case .failed(let failure): show(failure)                     // failure: SearchError
///   case .refused(let refusal): show(refusal)                    // .disabled or .alreadyExecuting
///   }
/// }
/// ```
///
/// `Failure` is what the work throws. ``Action``, `TypedAction<Input, Output, any Error>`, is the form whose work
/// throws any error; its `execute(_:)` throws `any Error`, not ``TypedActionError`` (see ``Action``). A work that
/// cannot fail has `Failure` `Never`.
///
/// **One execution at a time.** `execute(_:)` (and ``start(_:isolation:)``) refuses to run while an execution
/// is running or while the action is disabled: it throws the refusal, an ``ActionError`` (as
/// ``TypedActionError/refused(_:)`` from a typed action's `execute(_:)`), and runs nothing. A
/// refusal of ``start(_:isolation:)`` (what a control's gesture calls) is also reported to the error observers
/// (``latestError``, ``onError``, ``onRefusal``, ``errors()``), since no caller sees what a gesture throws.
///
/// **Observing failures.** ``onFailure`` is called with what the work threw, typed as `Failure`; ``onRefusal``
/// with a gesture's refusal; ``onError`` (and ``errors()``) with either, untyped, and with nil when a later
/// execution succeeds. ``latestFailure`` holds the last one, typed.
///
/// **Cancelling.** ``cancel()`` cancels the task of the running execution begun by ``start(_:isolation:)`` (a
/// tap); an execution run with `execute(_:)` runs in its caller's task, which the caller cancels. Cancelling is
/// cooperative: the action stays executing until the work returns. An execution whose work throws after its task
/// was cancelled ends as cancelled: ``isExecuting`` turns false, and ``latestValue``, ``latestError``, the
/// handlers and the streams are left as they were (`execute(_:)` still throws the error). If the work returns
/// a value instead, the execution succeeded.
///
/// **Where it runs.** An action is a model, so it is not `Sendable`: it lives on one thread or actor, with the
/// models its work touches, and everything it does happens there.
/// - `execute(_:)` runs on the caller's executor (it is `nonisolated(nonsending)`): the work starts there,
///   continues there after each suspension, and ``isExecuting``, ``latestValue``, ``latestError``, the handlers
///   and the streams are updated there. So the work may read and set the caller's models directly.
/// - ``start(_:isolation:)`` (what a bound button's tap calls) starts a task from synchronous code. The task
///   begins at once, on the calling thread, and runs until its first suspension before `start` returns (so a
///   tap's effects, such as `isExecuting` turning true, are visible right after the tap). It then continues on
///   the actor `start` was called on (the main actor, for a tap handled there). Called outside any actor (on a
///   thread that runs its own loop), it continues on ``taskExecutor``, which must run jobs on that thread; with
///   no executor, `start` is a programmer error, since no thread would be safe for the work to continue on.
///
/// The did-update callbacks of the action (a ``BindableObject``) run when ``isExecuting`` changes and when
/// ``isEnabled`` is set (a change of the enabling condition runs the callbacks of the model it reads). Keep a strong reference to an action (a bound button keeps its own); capture the objects the work
/// uses weakly when they own the action, or the work keeps them alive.
public final class TypedAction<Input, Output, Failure: Error>: BindableObject {
  private let work: nonisolated(nonsending) (Input) async throws(Failure) -> Output
  private let condition: (() -> Bool)?
  @Bound private var executing = false
  @Bound private var enabledByProgram = true
  /// The streams of ``values()``: each yields a value and returns false once its consumer has gone.
  fileprivate var valueStreams: [(Output) -> Bool] = []
  /// Ends the streams of ``values()``.
  fileprivate var valueStreamEnds: [() -> Void] = []
  private var errorContinuations: [AsyncStream<any Error>.Continuation] = []
  /// The task of the running execution begun by ``start(_:isolation:)``, which ``cancel()`` cancels.
  private var runningTask: Task<Void, Never>?

  /// Creates an action that runs `work` with the input it is given.
  ///
  /// `work` runs on the executor of the code that executes the action (see "Where it runs" above), so it may use
  /// that code's models. Throw to report a failure: the error becomes ``latestError``.
  public init(_ work: nonisolated(nonsending) @escaping (Input) async throws(Failure) -> Output) {
    self.work = work
    condition = nil
    super.init()
  }

  /// Creates an action that may run only while `condition` holds.
  ///
  /// ```swift
  /// Action(enabledIf: form.canLogOn) { try await server.logOn(form.username, form.password) }
  /// ```
  ///
  /// `condition` is an expression evaluated again whenever ``isEnabled`` is read (it keeps the objects it reads
  /// alive, as a closure would). A view bound to ``isEnabled`` or ``canExecute`` (such as a button bound with
  /// `bind(action:)`) follows it: it updates when any `@Bound` property that `condition` read changes.
  public init(
    enabledIf condition: @autoclosure @escaping () -> Bool,
    _ work: nonisolated(nonsending) @escaping (Input) async throws(Failure) -> Output
  ) {
    self.work = work
    self.condition = condition
    super.init()
  }

  deinit {
    for end in valueStreamEnds { end() }
    for continuation in errorContinuations { continuation.finish() }
  }

  // MARK: State

  /// Whether the action may run: it was not disabled (set to false), and its enabling condition, if any, holds.
  /// Bindable, for example to a switch that turns a feature on.
  public var isEnabled: Bool {
    get { enabledByProgram && (condition?() ?? true) }
    set { enabledByProgram = newValue }
  }

  /// Whether an execution is running. Read-only; it binds one way, for example to a progress label's
  /// `isHidden` (`action.bind(key: \.isExecuting, toView: spinner, viewKey: \.isOn)`).
  public var isExecuting: Bool { executing }

  /// Whether the action can run now: it is enabled and not executing. What a bound button's `isEnabled` shows.
  /// Read-only; it binds one way.
  public var canExecute: Bool { isEnabled && !executing }

  /// What the last successful execution returned, or nil before the first.
  public private(set) var latestValue: Output?

  /// Why the last execution failed or the last start was refused, typed: ``TypedActionError/failed(_:)`` with
  /// what the work threw, or ``TypedActionError/refused(_:)`` with why ``start(_:isolation:)`` (a gesture) did not
  /// run; nil if the last execution succeeded (or nothing has happened yet). ``latestError`` is the same, untyped.
  public private(set) var latestFailure: TypedActionError<Failure>?

  /// Why the last execution failed or the last start was refused, or nil if the last execution succeeded (or
  /// nothing has happened yet): ``latestFailure`` untyped.
  ///
  /// Set when an execution's work throws (to what it threw), and when ``start(_:isolation:)``, what a bound
  /// control's gesture calls, refuses to run (to ``ActionError/disabled`` or ``ActionError/alreadyExecuting``);
  /// cleared when an execution succeeds. `execute(_:)` throws the same error and does not report its refusals
  /// here (its caller sees them); for an execution started by a gesture, this and ``onError`` are how it is seen.
  public var latestError: (any Error)? {
    switch latestFailure {
    case nil: nil
    case .refused(let refusal): refusal
    case .failed(let failure): failure
    }
  }

  /// Called each time ``latestError`` changes: with the error when an execution fails or a start is refused, and
  /// with nil when a later execution succeeds. Called where the action runs (see "Where it runs"), after
  /// ``isExecuting`` turned false.
  public var onError: (((any Error)?) -> Void)?

  /// Called with what the work threw, typed, each time an execution fails (not when it ends as cancelled), after
  /// ``isExecuting`` turned false and after ``onError``. Refusals go to ``onRefusal``.
  ///
  /// ```swift
  /// search.onFailure = { (failure: SearchError) in statusLabel.text = failure.message }
  /// ```
  ///
  /// Called where the action runs (see "Where it runs"). For an ``Action``, `Failure` is `any Error`.
  public var onFailure: ((Failure) -> Void)?

  /// Called with the refusal each time ``start(_:isolation:)`` (a control's gesture) refuses to run, with
  /// ``ActionError/disabled`` or ``ActionError/alreadyExecuting``, after ``onError``. A refusal of `execute(_:)`
  /// is thrown to its caller instead.
  public var onRefusal: ((ActionError) -> Void)?

  /// Called with the value of each successful execution, after ``isExecuting`` turned false.
  public var onValue: ((Output) -> Void)?

  /// Where an execution started by ``start(_:isolation:)`` outside any actor continues after its first
  /// suspension: an executor that runs its jobs on the thread the action lives on (one that runs its own event
  /// loop). Not used by `execute(_:)`, nor by starts made on an actor.
  public var taskExecutor: (any TaskExecutor)?

  /// The errors of the failed executions that finish from now on, and the refusals of ``start(_:isolation:)``
  /// (``ActionError``), in order. The stream ends when the action is deallocated. Each call makes a new stream.
  public func errors() -> AsyncStream<any Error> {
    let (stream, continuation) = AsyncStream.makeStream(of: (any Error).self)
    errorContinuations.append(continuation)
    return stream
  }

  // MARK: Executing

  /// Runs the action with `input` and returns its value, on the caller's executor (see "Where it runs").
  ///
  /// ```swift
  /// do {
  ///   let hits = try await search.execute("swift")
  /// } catch {
  ///   switch error {
  ///   case .refused(let refusal): show(refusal)  // .disabled or .alreadyExecuting: nothing ran
  ///   case .failed(let failure): show(failure)   // what the work threw, typed
  ///   }
  /// }
  /// ```
  ///
  /// (An ``Action``, whose `Failure` is `any Error`, has an `execute(_:)` of its own that throws `any Error`.)
  ///
  /// - Parameter input: what the work is given.
  /// - Returns: what the work returned.
  /// - Throws: ``TypedActionError/refused(_:)`` with ``ActionError/alreadyExecuting`` or ``ActionError/disabled``
  ///   without running anything when the action cannot run now; ``TypedActionError/failed(_:)`` with what the
  ///   work threw (also reported as ``latestFailure``, unless the execution was cancelled).
  nonisolated(nonsending) public func execute(_ input: Input) async throws(TypedActionError<Failure>) -> Output {
    try await perform(input)
  }

  /// `execute(_:)`, under a name of its own, for the untyped `execute(_:)` to call.
  nonisolated(nonsending) fileprivate func perform(_ input: Input) async throws(TypedActionError<Failure>)
    -> Output
  {
    do {
      try begin()
    } catch {
      throw .refused(error)
    }
    do {
      return try await run(input)
    } catch {
      throw .failed(error)
    }
  }

  /// Starts the action with `input` from synchronous code (a gesture), as a task; see "Where it runs".
  ///
  /// The task begins on the calling thread and runs until its first suspension before this returns. Its outcome
  /// is reported through ``latestValue``, ``latestError``, the handlers and the streams; await the returned
  /// task to wait for it.
  ///
  /// - Parameters:
  ///   - input: what the work is given.
  ///   - isolation: the actor the caller runs on; leave it to its default.
  /// - Returns: the task running the execution.
  /// - Throws: ``ActionError/alreadyExecuting`` or ``ActionError/disabled`` without starting anything when the
  ///   action cannot run now (also reported to ``latestError``, ``onError`` and ``errors()``, as a gesture's
  ///   refusal is); ``ActionError/noExecutor`` (after reporting a programmer error) when called outside any actor
  ///   while ``taskExecutor`` is nil.
  @discardableResult
  public func start(_ input: Input, isolation: isolated (any Actor)? = #isolation) throws(ActionError)
    -> Task<Void, Never>
  {
    let executor = isolation == nil ? taskExecutor : nil
    if isolation == nil, executor == nil {
      BindKitDiagnostics.reportProgrammerError(
        "\(typeName(type(of: self))).start(_:) was called outside any actor and the action has no taskExecutor: "
          + "start it on an actor, or give it an executor that runs jobs on its thread")
      throw .noExecutor
    }
    do {
      try begin()
    } catch {
      report(.refused(error))
      throw error
    }
    let task = Task.immediate(executorPreference: executor) {
      _ = isolation
      _ = try? await self.run(input)
    }
    if executing { runningTask = task }  // unless it already finished, during its first part
    return task
  }

  /// Cancels the running execution begun by ``start(_:isolation:)`` (a control's gesture): cancels its task.
  /// Does nothing when no such execution is running.
  ///
  /// ```swift
  /// refresh.start()
  /// refresh.cancel()  // refresh.isExecuting stays true until its work returns
  /// ```
  ///
  /// Cancelling is cooperative: the work sees it through `Task.isCancelled`, `Task.checkCancellation()`, or a
  /// cancellable wait (such as `Task.sleep`) that throws `CancellationError`, and ``isExecuting`` stays true until
  /// the work returns. If the work then throws, the execution ends as cancelled: ``isExecuting`` turns false, and
  /// ``latestValue``, ``latestError``, the handlers and the streams are left as they were. If it returns a value,
  /// the execution succeeded, as any other. An execution run with `execute(_:)` runs in its caller's task, which
  /// this does not reach: cancel that task to cancel it, with the same outcome.
  ///
  /// ```swift
  /// let search = Task { try await find.execute("swift") }
  /// search.cancel()  // cancels that execution; find.cancel() would not
  /// ```
  public func cancel() {
    runningTask?.cancel()
  }

  /// Marks an execution as running, or throws when the action cannot run now.
  private func begin() throws(ActionError) {
    guard !executing else { throw .alreadyExecuting }
    guard isEnabled else { throw .disabled }
    executing = true
  }

  /// Reports a failure or a refusal to the error observers.
  private func report(_ failure: TypedActionError<Failure>) {
    latestFailure = failure
    let error = latestError
    onError?(error)
    switch failure {
    case .refused(let refusal): onRefusal?(refusal)
    case .failed(let failure): onFailure?(failure)
    }
    guard let error else { return }
    errorContinuations.removeAll { continuation in
      if case .terminated = continuation.yield(error) { return true }
      return false
    }
  }

  /// Runs the work (``begin()`` succeeded) and reports its outcome.
  nonisolated(nonsending) private func run(_ input: Input) async throws(Failure) -> Output {
    let value: Output
    do {
      value = try await work(input)
    } catch {
      runningTask = nil
      executing = false
      if !Task.isCancelled { report(.failed(error)) }
      throw error
    }
    runningTask = nil
    latestValue = value
    let clearedError = latestFailure != nil
    latestFailure = nil
    executing = false
    if clearedError { onError?(nil) }
    onValue?(value)
    valueStreams.removeAll { yield in !yield(value) }
    return value
  }
}

extension TypedAction where Output: Sendable {
  /// The values of the successful executions that finish from now on, in order. The stream ends when the
  /// action is deallocated. Each call makes a new stream. (For an `Output` that is not `Sendable`, use
  /// ``onValue`` or ``latestValue``.)
  public func values() -> AsyncStream<Output> {
    let (stream, continuation) = AsyncStream.makeStream(of: Output.self)
    valueStreams.append { value in
      if case .terminated = continuation.yield(value) { return false }
      return true
    }
    valueStreamEnds.append { continuation.finish() }
    return stream
  }
}

extension TypedAction where Failure == any Error {
  /// Runs the action with `input` and returns its value, on the caller's executor: `execute(_:)` for an
  /// ``Action``, whose work throws any error, with the errors untyped, as before actions had typed errors.
  ///
  /// - Parameter input: what the work is given.
  /// - Returns: what the work returned.
  /// - Throws: ``ActionError/alreadyExecuting`` or ``ActionError/disabled`` without running anything when the
  ///   action cannot run now; otherwise whatever the work throws (also reported as ``latestError``, unless the
  ///   execution was cancelled).
  nonisolated(nonsending) public func execute(_ input: Input) async throws -> Output {
    do {
      return try await perform(input)
    } catch .refused(let refusal) {
      throw refusal
    } catch .failed(let failure) {
      throw failure
    }
  }
}

extension TypedAction where Input == Void {
  /// Runs the action and returns its value: `execute(_:)` for an action that takes no input.
  nonisolated(nonsending) public func execute() async throws(TypedActionError<Failure>) -> Output {
    try await execute(())
  }

  /// Starts the action from synchronous code: ``start(_:isolation:)`` for an action that takes no input.
  @discardableResult
  public func start(isolation: isolated (any Actor)? = #isolation) throws(ActionError) -> Task<Void, Never> {
    try start((), isolation: isolation)
  }
}

extension TypedAction where Input == Void, Failure == any Error {
  /// Runs the action and returns its value: `execute(_:)` for an ``Action`` that takes no input, with the
  /// errors untyped.
  nonisolated(nonsending) public func execute() async throws -> Output {
    try await execute(())
  }
}

/// Why a ``TypedAction``'s execution did not produce a value: it was refused, or its work failed.
///
/// What `execute(_:)` throws, and what ``TypedAction/latestFailure`` holds. (An ``Action``'s
/// `execute` throws the ``ActionError`` or the work's error itself.)
public enum TypedActionError<Failure: Error>: Error {
  /// The action did not run: ``ActionError/disabled`` or ``ActionError/alreadyExecuting``.
  case refused(ActionError)
  /// The work ran and threw this.
  case failed(Failure)
}

extension TypedActionError: Equatable where Failure: Equatable {}

extension TypedActionError: CustomStringConvertible {
  /// The refusal's or the failure's description.
  public var description: String {
    switch self {
    case .refused(let refusal): refusal.description
    case .failed(let failure): String(describing: failure)
    }
  }
}

/// Why an ``Action`` (or a ``TypedAction``) did not run.
public enum ActionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The action is disabled: set to false, or its enabling condition does not hold.
  case disabled
  /// An execution is already running; an action runs one at a time.
  case alreadyExecuting
  /// ``TypedAction/start(_:isolation:)`` was called outside any actor and the action has no
  /// ``TypedAction/taskExecutor``.
  case noExecutor

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .disabled: "the action is disabled"
    case .alreadyExecuting: "the action is already executing"
    case .noExecutor: "the action was started outside any actor and has no task executor"
    }
  }
}
