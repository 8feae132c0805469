/// The tap handlers of a control, run in the order they were added: what ``Button`` and ``BarButtonItem`` keep, and
/// what a third party's tappable adapter can keep, handing out ``ActionToken``s.
///
/// ```swift
/// private let actions = ActionList()
/// public func addAction(_ handler: @escaping () -> Void) -> ActionToken { actions.add(handler) }
/// public func tap() {
///   guard isEnabled, !isHidden else { return }
///   actions.runAll()
/// }
/// ```
///
/// Used on the control's thread, like the control.
public final class ActionList {
  private var handlers: [(id: Int, run: () -> Void)] = []
  private var lastID = 0
  /// Called when the list goes away (with its control) for the handlers still in it that asked (``taps``).
  private var whenDropped: [(id: Int, call: () -> Void)] = []

  /// Creates an empty list.
  public init() {}

  deinit {
    for entry in whenDropped where contains(entry.id) { entry.call() }
  }

  /// Adds `handler`; `dropped` is called if the list goes away (with its control) while the handler is in it.
  func add(_ handler: @escaping () -> Void, whenDropped dropped: @escaping () -> Void) -> ActionToken {
    let token = add(handler)
    whenDropped.append((lastID, dropped))
    return token
  }

  /// Adds `handler`, returning the token that removes it.
  public func add(_ handler: @escaping () -> Void) -> ActionToken {
    lastID += 1
    handlers.append((lastID, handler))
    return ActionToken(list: self, id: lastID)
  }

  func remove(_ id: Int) {
    handlers.removeAll { $0.id == id }
    whenDropped.removeAll { $0.id == id }
  }

  func contains(_ id: Int) -> Bool {
    handlers.contains { $0.id == id }
  }

  /// The taps of the list's control, for `taps => { ... }`.
  var taps: Taps { Taps(list: self) }

  /// Runs the handlers present when the tap began; one removed meanwhile (by an earlier handler) is skipped.
  public func runAll() {
    for handler in handlers where contains(handler.id) {
      handler.run()
    }
  }
}
