import Synchronization

/// The storage of one `@Bound` property once something has been bound to it: its value and its observers.
///
/// Created at bind time by the property's getter (see `_AccessRecorder`), stored in the property's wrapper,
/// and from then on the property's value lives here. The set path reaches it with one load and a nil check:
/// no key-path hashing, no global lock. The observer list is guarded by the box's own lock, which is held only
/// to copy the list; observers are called after it is released.
@usableFromInline
final class PropertyBox<Value>: _BindingEndpoint {
  /// The property's value.
  @usableFromInline var value: Value
  /// The value type's `==`, formed where the type was concrete; nil when it is not `Equatable`.
  @usableFromInline let equals: ((Value, Value) -> Bool)?
  /// The model that owns the property. Weak: a binding that outlives its model sees nil and does nothing.
  @usableFromInline weak var owner: BindableObject?
  /// The canonical key path of the property (the one its declaring class posts), for diagnostics.
  let keyPath: AnyKeyPath

  private let lock = Mutex<Void>(())
  /// Guarded by `lock`.
  private var observers: [_Observer<Value>] = []

  init(value: Value, equals: ((Value, Value) -> Bool)?, owner: BindableObject, keyPath: AnyKeyPath) {
    self.value = value
    self.equals = equals
    self.owner = owner
    self.keyPath = keyPath
  }

  /// A copy of the observer list, taken under the lock.
  @usableFromInline
  func snapshotObservers() -> [_Observer<Value>] {
    var copy: [_Observer<Value>] = []
    lock.withLock { _ in copy = observers }
    return copy
  }

  func add(_ observer: _Observer<Value>) {
    lock.withLock { _ in observers.append(observer) }
  }

  func remove(_ observer: _Observer<Value>) {
    lock.withLock { _ in observers.removeAll { $0 === observer } }
  }

  func attachedBindings() -> [BindingToken] { snapshotObservers().filter { !($0 is any _DependencyListener) } }

  /// Delivers `newValue` to every observer except `origin`, each exactly once.
  @inlinable @inline(__always)
  func deliver(_ newValue: Value, except origin: AnyObject?) {
    for observer in snapshotObservers() where observer !== origin {
      if let slot = observer.directSlot {
        slot.receiveModelValue(newValue)
      } else {
        observer.receiveModelValue(newValue)
      }
    }
  }

  /// A person's edit reached the model: store it, tell the other observers, then the model's callbacks.
  @inlinable
  func setFromView(_ newValue: Value, origin: AnyObject) {
    guard let owner else { return }
    if let equals, equals(value, newValue) { return }
    value = newValue
    deliver(newValue, except: origin)
    owner._boundPropertyDidChange()
  }

  /// Re-announces the current value (manual `didChangeValue(for:)`).
  func redeliver() {
    let current = value
    deliver(current, except: nil)
  }
}
