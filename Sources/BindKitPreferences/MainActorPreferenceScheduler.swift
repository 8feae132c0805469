/// A scheduler on the main actor with a real clock: each work runs as a main-actor task that sleeps on
/// `ContinuousClock` until it is due, then runs on the main actor.
///
/// `ContinuousClock` is monotonic: setting the wall clock moves no write, and it keeps counting while the machine
/// sleeps, so a burst that began before a suspend is written at the resume. Use it for a store that lives on the
/// main actor, in a program whose main actor runs its jobs while it waits: an `async` `main` awaiting a
/// `TerminalSession`, or `GTKMainLoop.run`, which lets the main actor's jobs run between GTK's events. A program
/// that blocks the main thread (a synchronous read) runs the works only when it next awaits; call
/// ``PreferenceStore/flush()`` before it ends, as with any scheduler.
///
/// ```swift
/// @MainActor func start() -> AppSettings {
///   AppSettings(fileURL: file, scheduler: MainActorPreferenceScheduler())
/// }
/// ```
///
/// Tests use ``ManualPreferenceScheduler`` instead, so that nothing waits on wall time.
@MainActor
public final class MainActorPreferenceScheduler: @MainActor PreferenceScheduler {
  private var pending: [(due: ContinuousClock.Instant, work: () -> Void)] = []

  /// Creates a scheduler.
  public init() {}

  /// The number of works waiting.
  public var pendingCount: Int { pending.count }

  /// Runs `work` on the main actor once `delay` has passed on `ContinuousClock`. Works that are due together run in
  /// order of their due times (in the order they were scheduled for the same time).
  public func schedule(after delay: Duration, _ work: @escaping () -> Void) {
    let due = ContinuousClock.now + delay
    pending.append((due, work))
    Task { @MainActor in
      // A cancelled sleep (nothing here cancels it) ends early, and the work still runs: a write is never dropped.
      try? await Task.sleep(until: due, clock: .continuous)
      self.runWorks(dueBy: max(ContinuousClock.now, due))
    }
  }

  /// Runs every work due by `end`, earliest first. Each task's wake-up runs its own work and any other due with it,
  /// so timers that fire together cannot run works out of order; a work scheduled meanwhile waits for its own task.
  private func runWorks(dueBy end: ContinuousClock.Instant) {
    let ready = pending.indices.filter { pending[$0].due <= end }.sorted {
      (pending[$0].due, $0) < (pending[$1].due, $1)
    }
    let works = ready.map { pending[$0].work }
    for index in ready.sorted(by: >) { pending.remove(at: index) }
    for work in works { work() }
  }
}
