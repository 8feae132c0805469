/// Runs a task's jobs on the thread that runs the demo's loop, so that the connection test (and the model it
/// updates) is only ever touched from that thread. (A copy of `logon-demo`'s.)
///
/// The connection test `Action` is started by a tap outside any actor; after its first suspension (waiting for the
/// server) it continues on its `taskExecutor`, this one. Each job is posted to an inbox whose pipe wakes
/// the loop's `poll()`; the loop runs the jobs with ``runWaitingJobs()``. Nothing runs on Swift's cooperative
/// pool, so a synchronous test that waits for a test cannot starve it.
final class LoopExecutor: TaskExecutor, Sendable {
  private let inbox: CompletionInbox<UnownedJob>

  /// Creates an executor and its inbox.
  init() throws(CompletionInbox<UnownedJob>.PipeError) {
    inbox = try CompletionInbox()
  }

  /// Readable while jobs are waiting: poll it, then call ``runWaitingJobs()``.
  var wakeDescriptor: Int32 { inbox.wakeDescriptor }

  /// Posts `job` for the loop's thread. Called by the Swift runtime, from any thread.
  func enqueue(_ job: consuming ExecutorJob) {
    inbox.post(UnownedJob(job))
  }

  /// Runs the jobs waiting now, on the calling thread (the loop's). Returns whether there were any.
  @discardableResult
  func runWaitingJobs() -> Bool {
    let jobs = inbox.takeAll()
    for job in jobs { job.runSynchronously(on: asUnownedTaskExecutor()) }
    return !jobs.isEmpty
  }

  /// Waits until a job is waiting or `timeout` has passed (nil: no limit). Returns whether one is waiting.
  func wait(timeout: Duration?) -> Bool {
    inbox.wait(timeout: timeout)
  }
}
