/// An asynchronous piece of work a person starts (log on, save, refresh), with bindable state: whether it is
/// running, whether it may run, and what its last run produced.
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
/// **One execution at a time.** ``execute(_:)`` (and ``start(_:isolation:)``) refuses to run while an execution
/// is running or while the action is disabled: it throws an ``ActionError`` and runs nothing.
///
/// **Where it runs.** An action is a model, so it is not `Sendable`: it lives on one thread or actor, with the
/// models its work touches, and everything it does happens there.
/// - ``execute(_:)`` runs on the caller's executor (it is `nonisolated(nonsending)`): the work starts there,
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
public final class Action<Input, Output>: BindableObject {
  private let work: nonisolated(nonsending) (Input) async throws -> Output
  private let condition: (() -> Bool)?
  @Bound private var executing = false
  @Bound private var enabledByProgram = true
  /// The streams of ``values()``: each yields a value and returns false once its consumer has gone.
  fileprivate var valueStreams: [(Output) -> Bool] = []
  /// Ends the streams of ``values()``.
  fileprivate var valueStreamEnds: [() -> Void] = []
  private var errorContinuations: [AsyncStream<any Error>.Continuation] = []

  /// Creates an action that runs `work` with the input it is given.
  ///
  /// `work` runs on the executor of the code that executes the action (see "Where it runs" above), so it may use
  /// that code's models. Throw to report a failure: the error becomes ``latestError``.
  public init(_ work: nonisolated(nonsending) @escaping (Input) async throws -> Output) {
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
    _ work: nonisolated(nonsending) @escaping (Input) async throws -> Output
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

  /// Why the last execution failed, or nil if it succeeded (or none has finished yet).
  ///
  /// Set when an execution's work throws; cleared when an execution succeeds. The same error is thrown by
  /// ``execute(_:)``; for an execution started by a gesture, this and ``onError`` are how it is seen.
  public private(set) var latestError: (any Error)?

  /// Called each time ``latestError`` changes: with the error when an execution fails, and with nil when a
  /// later one succeeds. Called where the action runs (see "Where it runs"), after ``isExecuting`` turned false.
  public var onError: (((any Error)?) -> Void)?

  /// Called with the value of each successful execution, after ``isExecuting`` turned false.
  public var onValue: ((Output) -> Void)?

  /// Where an execution started by ``start(_:isolation:)`` outside any actor continues after its first
  /// suspension: an executor that runs its jobs on the thread the action lives on (one that runs its own event
  /// loop). Not used by ``execute(_:)``, nor by starts made on an actor.
  public var taskExecutor: (any TaskExecutor)?

  /// The errors of the failed executions that finish from now on, in order. The stream ends when the action is
  /// deallocated. Each call makes a new stream.
  public func errors() -> AsyncStream<any Error> {
    let (stream, continuation) = AsyncStream.makeStream(of: (any Error).self)
    errorContinuations.append(continuation)
    return stream
  }

  // MARK: Executing

  /// Runs the action with `input` and returns its value, on the caller's executor (see "Where it runs").
  ///
  /// - Parameter input: what the work is given.
  /// - Returns: what the work returned.
  /// - Throws: ``ActionError/alreadyExecuting`` or ``ActionError/disabled`` without running anything when the
  ///   action cannot run now; otherwise whatever the work throws (also reported as ``latestError``).
  nonisolated(nonsending) public func execute(_ input: Input) async throws -> Output {
    try begin()
    return try await run(input)
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
  ///   action cannot run now; ``ActionError/noExecutor`` (after reporting a programmer error) when called
  ///   outside any actor while ``taskExecutor`` is nil.
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
    try begin()
    return Task.immediate(executorPreference: executor) {
      _ = isolation
      _ = try? await self.run(input)
    }
  }

  /// Marks an execution as running, or throws when the action cannot run now.
  private func begin() throws(ActionError) {
    guard !executing else { throw .alreadyExecuting }
    guard isEnabled else { throw .disabled }
    executing = true
  }

  /// Runs the work (``begin()`` succeeded) and reports its outcome.
  nonisolated(nonsending) private func run(_ input: Input) async throws -> Output {
    let value: Output
    do {
      value = try await work(input)
    } catch {
      latestError = error
      executing = false
      onError?(error)
      errorContinuations.removeAll { continuation in
        if case .terminated = continuation.yield(error) { return true }
        return false
      }
      throw error
    }
    latestValue = value
    let clearedError = latestError != nil
    latestError = nil
    executing = false
    if clearedError { onError?(nil) }
    onValue?(value)
    valueStreams.removeAll { yield in !yield(value) }
    return value
  }
}

extension Action where Output: Sendable {
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

extension Action where Input == Void {
  /// Runs the action and returns its value: ``execute(_:)`` for an action that takes no input.
  nonisolated(nonsending) public func execute() async throws -> Output {
    try await execute(())
  }

  /// Starts the action from synchronous code: ``start(_:isolation:)`` for an action that takes no input.
  @discardableResult
  public func start(isolation: isolated (any Actor)? = #isolation) throws(ActionError) -> Task<Void, Never> {
    try start((), isolation: isolation)
  }
}

/// Why an ``Action`` did not run.
public enum ActionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The action is disabled: set to false, or its enabling condition does not hold.
  case disabled
  /// An execution is already running; an action runs one at a time.
  case alreadyExecuting
  /// ``Action/start(_:isolation:)`` was called outside any actor and the action has no
  /// ``Action/taskExecutor``.
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
