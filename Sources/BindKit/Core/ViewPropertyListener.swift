/// A listener added to a view property with ``ViewSlot/addListener(_:)``; ``remove()`` removes it.
public final class ViewPropertyListener {
  /// Set once the listener is removed; guarded by being used on the view's thread.
  fileprivate(set) var isRemoved = false
  fileprivate weak var list: AnyListenerList?

  fileprivate init(list: AnyListenerList) {
    self.list = list
  }

  /// Stops the listener: it is not called again, even by a change being delivered right now. Calling it again does
  /// nothing. Use it on the view's thread.
  public func remove() {
    guard !isRemoved else { return }
    isRemoved = true
    list?.remove(self)
  }

  /// Whether the listener is still called.
  public var isActive: Bool { !isRemoved }
}

/// What a listener token needs of its list.
class AnyListenerList {
  func remove(_ listener: ViewPropertyListener) {}
}

/// The listeners of one view slot, in the order they were added.
final class ListenerList<Value>: AnyListenerList {
  private var entries: [(token: ViewPropertyListener, call: (Value) -> Void)] = []

  func add(_ call: @escaping (Value) -> Void) -> ViewPropertyListener {
    let token = ViewPropertyListener(list: self)
    entries.append((token, call))
    return token
  }

  override func remove(_ listener: ViewPropertyListener) {
    entries.removeAll { $0.token === listener }
  }

  /// Calls every listener present now; one removed by an earlier one is skipped.
  func notify(_ value: Value) {
    let current = entries
    for entry in current where !entry.token.isRemoved {
      entry.call(value)
    }
  }
}
