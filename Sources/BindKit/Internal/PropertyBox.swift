/// The storage of one `@Bound` property once something has been bound to it: its value and its observers.
///
/// Created at bind time by the property's getter (see `_AccessRecorder`), stored in the property's wrapper,
/// and from then on the property's value lives here. The set path reaches it with one load and a nil check:
/// no key-path hashing, no global lock. The observer list is guarded by the box's own lock, which is held only
/// to copy the list; observers are called after it is released.
@usableFromInline
final class PropertyBox<Value>: _BindingEndpoint {
  /// The property's value. Accessed only on the model's thread, never overlapping, so the runtime's
  /// exclusivity check (a thread-local look-up on every access) is left out.
  @exclusivity(unchecked) @usableFromInline var value: Value
  /// The value type's `==`, formed where the type was concrete; nil when it is not `Equatable`.
  @usableFromInline let equals: ((Value, Value) -> Bool)?
  /// How to reach the model that owns the property; a binding that outlives its model finds nothing.
  let lifetime: OwnerLifetime
  /// The canonical key path of the property (the one its declaring class posts), for diagnostics.
  let keyPath: AnyKeyPath

  @usableFromInline let lock = Lock()
  /// Guarded by `lock`. Every element is an `_Observer<Value>`; the list is typed `AnyObject` so that
  /// editing it in unspecialised code needs no generic metadata.
  @exclusivity(unchecked) @usableFromInline var observers: [AnyObject] = []

  init(value: Value, equals: ((Value, Value) -> Bool)?, lifetime: OwnerLifetime, keyPath: AnyKeyPath) {
    self.value = value
    self.equals = equals
    self.lifetime = lifetime
    self.keyPath = keyPath
  }

  /// The owning model, retained, or nil once it is going away.
  @usableFromInline
  func retainOwner() -> BindableObject? {
    lifetime.retain().map { unsafeDowncast($0, to: BindableObject.self) }
  }

  /// A copy of the observer list, taken under the lock (inlined, so it is specialised for `Value`).
  @inlinable
  func snapshotObservers() -> [AnyObject] {
    lock.withLock { observers }
  }

  func add(_ observer: _Observer<Value>) {
    lock.withLock { observers.append(observer) }
  }

  func remove(_ observer: _Observer<Value>) {
    lock.withLock { observers.removeAll { $0 === observer } }
  }

  func attachedBindings() -> [BindingToken] {
    snapshotObservers().filter { !($0 is any _DependencyListener) }.map { unsafeDowncast($0, to: BindingToken.self) }
  }

  /// Delivers `newValue` to every observer except `origin`, each exactly once.
  ///
  /// The snapshot keeps every observer (and through it every slot) alive until the loop ends, so the loop
  /// reads them unretained: no reference-count traffic per observer.
  @inlinable @inline(__always)
  func deliver(_ newValue: Value, except origin: AnyObject?) {
    let observers = snapshotObservers()
    observers.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        unowned(unsafe) let observer = unsafeDowncast(buffer[index], to: _Observer<Value>.self)
        if observer === origin { continue }
        if let slot = observer.unretainedSlot {
          slot._withUnsafeGuaranteedRef { $0.receiveModelValue(newValue) }
        } else {
          observer.receiveModelValue(newValue)
        }
      }
    }
  }

  /// Stores `newValue` unless it equals the current value; true if stored.
  @inlinable @inline(__always)
  func storeIfChanged(_ newValue: Value) -> Bool {
    if _isKnownEqual(value, newValue) { return false }
    value = newValue
    return true
  }

  /// A person's edit reached the model: store it, tell the other observers, then the model's callbacks.
  @inlinable
  func setFromView(_ newValue: Value, origin: AnyObject) {
    guard let owner = retainOwner() else { return }
    guard storeIfChanged(newValue) else { return }
    deliver(newValue, except: origin)
    owner._boundPropertyDidChange()
  }

  /// Re-announces the current value (manual `didChangeValue(for:)`).
  func redeliver() {
    let current = value
    deliver(current, except: nil)
  }
}
