public import Synchronization

/// The storage of one `@Bound` property once something has been bound to it: its value and its observers.
///
/// Created at bind time by the property's getter (see `AccessRecorder`), stored in the property's wrapper,
/// and from then on the property's value lives here. The set path reaches it with one load and a nil check:
/// no key-path hashing, no global lock. The observer list is guarded by the box's own lock, which is held only
/// to copy the list; observers are called after it is released.
@usableFromInline
final class PropertyBox<Value>: ModelSide<Value> {
  /// The property's value. Accessed only on the model's thread, never overlapping, so the runtime's
  /// exclusivity check (a thread-local look-up on every access) is left out.
  @exclusivity(unchecked) @usableFromInline var value: Value
  /// Guarded by `lock`.
  @exclusivity(unchecked) @usableFromInline var observers = ObserverList()
  @usableFromInline let lock = Lock()
  /// How many changes have been stored (model's thread), so that a delivery can tell when an observer it called
  /// has set the property again: that set has already delivered the newer value to every observer. (32 bits, one
  /// counter for both observer counts and the fields in this order keep a bound property's box at 88 bytes, in the
  /// allocator's 96-byte class.)
  @exclusivity(unchecked) @usableFromInline var changeCount: UInt32 = 0
  /// How many observers the list holds (the low 32 bits) and how many of them asked to be told before a change
  /// (`.prior`, the high 32 bits); read without the lock on the set path, to skip delivering to nobody, or only to
  /// the edit's origin. (An observer attached at the same moment on another thread gets the value when it binds.)
  @usableFromInline let observerCounts = Atomic<Int>(0)

  /// What `observerCounts` gains for an observer that also wants `.prior` notifications.
  @usableFromInline static var priorObserverUnit: Int { 1 << 32 }

  /// How many observers the list holds (read without the lock).
  @inlinable var observerCount: Int { observerCounts.load(ordering: .relaxed) & 0xFFFF_FFFF }

  /// Whether any observer asked to be told before a change (read without the lock).
  @inlinable var hasPriorObservers: Bool { observerCounts.load(ordering: .relaxed) >= Self.priorObserverUnit }

  @usableFromInline
  init(value: Value, owner: borrowing BindableObject, keyPath: AnyKeyPath) {
    self.value = value
    super.init(owner: copy owner, keyPath: keyPath)
  }

  /// A copy of the observer list, taken under the lock (inlined, so it is specialised for `Value`).
  @inlinable
  func snapshotObservers() -> ObserverList {
    lock.withLock { observers }
  }

  override func add(_ observer: Observer<Value>, wantsPrior: Bool) {
    lock.withLock {
      observers.append(observer)
      observerCounts.add(wantsPrior ? 1 + Self.priorObserverUnit : 1, ordering: .relaxed)
    }
  }

  override func remove(_ observer: Observer<Value>, wantedPrior: Bool) {
    lock.withLock {
      guard observers.remove(observer) else { return }
      observerCounts.subtract(wantedPrior ? 1 + Self.priorObserverUnit : 1, ordering: .relaxed)
    }
  }

  override func currentValue() -> Value? { retainOwner() == nil ? nil : value }

  override var storedBox: PropertyBox<Value>? { self }

  override var isPropertyBox: Bool { true }

  override func appendAttachedBindings(to result: inout [BindingToken]) {
    snapshotObservers().appendRepresentedBindings(to: &result)
  }

  override func unbindAttachedBindings() {
    // The usual case, one observer: it alone is taken from the list, with no copy of the list.
    lock.lock()
    guard observers.rest.isEmpty else {
      lock.unlock()
      // A copy of the list: unbinding removes from the box's own.
      snapshotObservers().visit { element in
        unsafeDowncast(element, to: ObserverBase.self).unbindRepresentedBinding()
        return true
      }
      return
    }
    guard let only = observers.first.map({ Unmanaged.passUnretained(unsafeDowncast($0, to: ObserverBase.self)) }) else {
      lock.unlock()
      return
    }
    // A plain binding is ended here, under the lock its removal takes anyway: the list's reference moves out of the
    // list to this call, which releases it once the view side is detached. Going through `unbind()` retained the
    // binding, took the lock a second time to remove it, and released the list's reference and this call's.
    if only._withUnsafeGuaranteedRef({ $0.endsUnderBoxLock && $0.markEnded() }) {
      let listReference = observers.first.take()
      only._withUnsafeGuaranteedRef { $0.listIndex = -2 }
      observerCounts.subtract(1, ordering: .relaxed)
      lock.unlock()
      only._withUnsafeGuaranteedRef {
        $0.detachViewSide()
        $0.logUnbound()
      }
      withExtendedLifetime(listReference) {}
      return
    }
    // Any other observer (or a plain binding another thread is ending) is retained once, under the lock (another
    // thread may unbind it meanwhile), and ended through `unbind()`, which removes it.
    _ = only.retain()
    lock.unlock()
    only._withUnsafeGuaranteedRef { $0.unbindRepresentedBinding() }
    only.release()
  }

  override func addDependent(_ dependent: any Dependent, sameModel: Bool) -> BindingToken? {
    let listener = DependencyListener(dependent: dependent, box: self, sameModel: sameModel)
    add(listener, wantsPrior: false)
    return listener
  }

  /// Delivers `newValue` to every observer except `origin` (compared by identity), each exactly once.
  ///
  /// The snapshot keeps every observer (and through it every slot) alive until the loop ends, so the loop
  /// reads them unretained: no reference-count traffic per observer.
  ///
  /// If an observer sets the property again while being told (a view hook that corrects the value), that set
  /// delivers the newer value to every observer, and this delivery stops: the observers after it would otherwise
  /// be left showing the older value. An observer that ended since the delivery began (a callback called by an
  /// earlier observer unbound or rebound its view) is skipped.
  @inlinable @inline(__always)
  func deliver(_ newValue: Value, except origin: ObjectIdentifier?) {
    lock.lock()
    if self.observers.rest.isEmpty {
      // One observer (the usual case): retained once, under the lock (another thread may remove it meanwhile), and
      // told borrowing that reference; no copy of the list, whose array the copy retained and released.
      let only = self.observers.first.map { Unmanaged.passRetained($0) }
      lock.unlock()
      if let only {
        only._withUnsafeGuaranteedRef { Self.deliver(newValue, to: $0, except: origin) }
        only.release()
      }
      return
    }
    let observers = self.observers
    lock.unlock()
    let changes = changeCount
    if let first = observers.first {
      Self.deliver(newValue, to: first, except: origin)
    }
    // Read once: a global's accessor in the loop cost a call per observer.
    let tombstone = observerTombstone
    observers.rest.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        if changeCount != changes { return }
        let element = buffer[index]
        if element === tombstone || !unsafeDowncast(element, to: ObserverBase.self).isBound { continue }
        Self.deliver(newValue, to: element, except: origin)
      }
    }
  }

  /// `deliver`, out of line: an edit usually reaches a property bound to one view (the edited one), and the
  /// inlined loop made every edit pay for its registers.
  @inlinable @inline(never)
  func deliverEdit(_ newValue: Value, except origin: ObjectIdentifier) {
    deliver(newValue, except: origin)
  }

  @inlinable @inline(__always)
  static func deliver(_ newValue: Value, to element: AnyObject, except origin: ObjectIdentifier?) {
    if ObjectIdentifier(element) == origin { return }
    // Borrowed from the caller (as `unowned(unsafe)`, the observer was retained around the call below).
    let observer = unsafeDowncast(element, to: Observer<Value>.self)
    if let slot = observer.unretainedSlot {
      slot._withUnsafeGuaranteedRef { $0.receiveModelValue(newValue) }
    } else {
      observer.receiveModelValue(newValue)
    }
  }

  /// Stores `newValue` unless it equals the current value (telling `.prior` observers first); true if stored.
  @inlinable @inline(__always)
  func storeIfChanged(_ newValue: Value) -> Bool {
    if isKnownEqual(value, newValue) { return false }
    if _slowPath(hasPriorObservers) { notifyPrior() }
    value = newValue
    changeCount &+= 1
    return true
  }

  /// Tells the observers that asked for it that the value is about to change.
  @usableFromInline
  override func notifyPrior() {
    let current = value
    for element in snapshotObservers().all {
      unsafeDowncast(element, to: Observer<Value>.self).receivePriorValue(current)
    }
  }

  /// A program's set of a bound property: store it unless equal, and tell every observer. Returns whether it was
  /// stored. Specialised for the value type but kept out of the model's setter, so that the setter of a property
  /// nothing is bound to stays small enough to be inlined where it is called.
  @inlinable @inline(never)
  func set(_ newValue: Value) -> Bool {
    guard storeIfChanged(newValue) else { return false }
    if observerCount != 0 { deliver(newValue, except: nil) }
    return true
  }

  /// A person's edit reached the model: store it, tell the other observers, then the model's callbacks.
  @inlinable
  func setFromView(_ newValue: Value, origin: AnyObject) {
    guard let owner = retainOwner() else { return }
    setFromView(newValue, origin: ObjectIdentifier(origin), owner: owner)
  }

  /// `setFromView(_:origin:)`, with the model already retained by the caller (which keeps this box alive: the
  /// model's storage holds it), and the binding the edit came through named by its identity.
  @inlinable
  func setFromView(_ newValue: Value, origin: ObjectIdentifier, owner: BindableObject) {
    guard storeIfChanged(newValue) else { return }
    if observerCount > 1 { deliverEdit(newValue, except: origin) }
    owner.noteBoundPropertyChange()
  }

  override func write(_ value: Value, origin: AnyObject) {
    setFromView(value, origin: origin)
  }

  /// Re-announces the current value (manual `didChangeValue(for:)`).
  override func announceChange() {
    let current = value
    deliver(current, except: nil)
  }
}
