/// Runs a task's jobs on the thread that runs a demo's loop, so that an action (the log-on, the connection test) and
/// the model it updates are only ever touched from that thread. Shared by the demos.
///
/// The `Action` is started by a tap outside any actor; after its first suspension (waiting for the account check
/// or the server) it continues on its `taskExecutor`, this one. Each job is posted to an inbox whose pipe wakes
/// the loop's `poll()`; the loop runs the jobs with ``runWaitingJobs()``. Nothing runs on Swift's cooperative
/// pool, so a synchronous test that waits for a log-on cannot starve it.
public final class LoopExecutor: TaskExecutor, Sendable {
  private let inbox: CompletionInbox<UnownedJob>

  /// Creates an executor and its inbox.
  public init() throws(CompletionInbox<UnownedJob>.PipeError) {
    inbox = try CompletionInbox()
  }

  /// Readable while jobs are waiting: poll it, then call ``runWaitingJobs()``.
  public var wakeDescriptor: Int32 { inbox.wakeDescriptor }

  /// Posts `job` for the loop's thread. Called by the Swift runtime, from any thread.
  public func enqueue(_ job: consuming ExecutorJob) {
    inbox.post(UnownedJob(job))
  }

  /// Runs the jobs waiting now, on the calling thread (the loop's). Returns whether there were any.
  @discardableResult
  public func runWaitingJobs() -> Bool {
    let jobs = inbox.takeAll()
    for job in jobs { job.runSynchronously(on: asUnownedTaskExecutor()) }
    return !jobs.isEmpty
  }

  /// Waits until a job is waiting or `timeout` has passed (nil: no limit). Returns whether one is waiting.
  public func wait(timeout: Duration?) -> Bool {
    inbox.wait(timeout: timeout)
  }
}
