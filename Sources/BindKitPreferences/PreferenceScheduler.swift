/// Decides when a burst of changes is written: the store asks it to run its write `delay` after the first change of
/// a burst, and again after a failed write.
///
/// The work is run on the store's thread. A store made without a scheduler writes only at
/// ``PreferenceStore/flush()``.
public protocol PreferenceScheduler: AnyObject {
  /// Runs `work` once, `delay` from now, on the store's thread.
  func schedule(after delay: Duration, _ work: @escaping () -> Void)
}

/// A scheduler driven by hand: its clock moves only when ``advance(by:)`` is called, which runs the work that has
/// come due. Tests use it so that nothing waits on wall time; a program with its own loop can call `advance` from it.
public final class ManualPreferenceScheduler: PreferenceScheduler {
  /// The time on this scheduler's clock, from zero.
  public private(set) var now: Duration = .zero
  private var pending: [(due: Duration, work: () -> Void)] = []

  /// Creates a scheduler at time zero.
  public init() {}

  /// The number of works waiting.
  public var pendingCount: Int { pending.count }

  /// Runs `work` when ``advance(by:)`` moves the clock `delay` past now.
  public func schedule(after delay: Duration, _ work: @escaping () -> Void) {
    pending.append((now + delay, work))
  }

  /// Moves the clock on by `interval`, running each work that comes due, in order of its due time.
  public func advance(by interval: Duration) {
    let end = now + interval
    while let index = pending.indices.filter({ pending[$0].due <= end }).min(by: { pending[$0].due < pending[$1].due })
    {
      let item = pending.remove(at: index)
      now = max(now, item.due)
      item.work()
    }
    now = end
  }
}
