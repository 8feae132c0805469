/// The tap handlers of a ``Button`` or a ``BarButtonItem``, run in the order they were added.
final class ActionList {
  private var handlers: [(id: Int, run: () -> Void)] = []
  private var lastID = 0

  /// Adds `handler`, returning the token that removes it.
  func add(_ handler: @escaping () -> Void) -> ActionToken {
    lastID += 1
    handlers.append((lastID, handler))
    return ActionToken(list: self, id: lastID)
  }

  func remove(_ id: Int) {
    handlers.removeAll { $0.id == id }
  }

  func contains(_ id: Int) -> Bool {
    handlers.contains { $0.id == id }
  }

  /// Runs the handlers present when the tap began; one removed meanwhile (by an earlier handler) is skipped.
  func runAll() {
    for handler in handlers where contains(handler.id) {
      handler.run()
    }
  }
}
