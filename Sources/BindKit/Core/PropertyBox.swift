public import Synchronization

/// The storage of one `@Bound` property once something has been bound to it: its value and its observers.
///
/// Created at bind time by the property's getter (see `AccessRecorder`), stored in the property's wrapper,
/// and from then on the property's value lives here. The set path reaches it with one load and a nil check:
/// no key-path hashing, no global lock. The observer list is guarded by the box's own lock, which is held only
/// to copy or edit the list; observers are called after it is released.
@usableFromInline
final class PropertyBox<Value>: ModelSide<Value> {
  /// The property's value.
  ///
  /// Unchecked exclusivity: read and written only on the model's thread (a model is not `Sendable`), and no access
  /// overlaps another (the write path copies what it delivers), so the runtime's check on every get and set is left
  /// out.
  @exclusivity(unchecked) @usableFromInline var value: Value
  /// The observers, guarded by `lock`. (Its run-time exclusivity check is kept: one per delivery or list edit, made
  /// with the lock held.)
  var observers = ObserverList<Observer<Value>>()
  let lock = Lock()

  /// How many changes have been stored (model's thread), so that a delivery can tell when an observer it called
  /// has set the property again: that set has already delivered the newer value to every observer.
  ///
  /// Unchecked exclusivity: only the model's thread reads or writes it, and each access is a single load or store.
  @exclusivity(unchecked) @usableFromInline var changeCount: UInt32 = 0
  /// How many observers the list holds (the low 32 bits) and how many of them asked to be told before a change
  /// (`.prior`, the high 32 bits); read without the lock on the set path, to skip delivering to nobody. (An observer
  /// attached at the same moment on another thread gets the value when it binds.)
  @usableFromInline let observerCounts = Atomic<Int>(0)

  /// What `observerCounts` gains for an observer that also wants `.prior` notifications.
  static var priorObserverUnit: Int { 1 << 32 }

  /// How many observers the list holds (read without the lock).
  @inlinable var observerCount: Int { observerCounts.load(ordering: .relaxed) & 0xFFFF_FFFF }

  /// Whether any observer asked to be told before a change (read without the lock).
  @inlinable var hasPriorObservers: Bool { observerCounts.load(ordering: .relaxed) >= 1 << 32 }

  init(value: Value, owner: BindableObject, keyPath: AnyKeyPath) {
    self.value = value
    super.init(owner: owner, keyPath: keyPath)
  }

  /// A copy of the observer list, taken under the lock.
  func snapshotObservers() -> ObserverList<Observer<Value>> {
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

  override package func currentValue() -> Value? { owner == nil ? nil : value }

  override var storedBox: PropertyBox<Value>? { self }

  override func appendAttachedBindings(to result: inout [BindingToken]) {
    snapshotObservers().appendRepresentedBindings(to: &result)
  }

  override func addDependent(_ dependent: any Dependent, sameModel: Bool) -> (any FollowedDependency)? {
    let listener = DependencyListener(dependent: dependent, box: self, sameModel: sameModel)
    add(listener, wantsPrior: false)
    return listener
  }

  /// Delivers `newValue` to every observer except `skipped`, each exactly once, through the delivery routine.
  ///
  /// If an observer sets the property again while being told (a view hook that corrects the value), that set
  /// delivers the newer value to every observer, and this delivery stops: the observers after it would otherwise
  /// be left showing the older value.
  @usableFromInline
  func deliver(_ newValue: Value, except skipped: AnyObject?) {
    let observers = lock.withLock { self.observers.snapshot }
    let changes = changeCount
    observers.forEachObserver(except: skipped) { observer in
      observer.handleModelValue(newValue)
      return changeCount == changes
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
    snapshotObservers().forEachObserver(except: nil) { observer in
      observer.receivePriorValue(current)
      return true
    }
  }

  override package func write(_ newValue: Value, origin: WriteOrigin, except skipped: AnyObject?) -> Bool {
    guard let owner else { return false }
    return write(newValue, origin: origin, except: skipped, owner: owner)
  }

  /// The write path, with the model already held by the caller (a `@Bound` setter's model): store unless equal,
  /// tell every observer but `skipped`, report the write, run the model's did-update callbacks. Specialised for the
  /// value type but kept out of the model's setter, so that the setter of a property nothing is bound to stays
  /// small enough to be inlined where it is called.
  @inlinable @inline(never) @discardableResult
  func write(_ newValue: Value, origin: WriteOrigin, except skipped: AnyObject?, owner: BindableObject) -> Bool {
    if _slowPath(owner.updateState.hasWriteObservers) {
      guard owner.updateState.writeObserversNeedValues else {
        // Observers that only need to know of a change (a preference store): no old value is kept.
        guard storeIfChanged(newValue) else { return false }
        if observerCount > (skipped == nil ? 0 : 1) { deliver(newValue, except: skipped) }
        owner.reportChange(origin: origin)
        owner.noteBoundPropertyChange()
        return true
      }
      let oldValue = value
      guard storeIfChanged(newValue) else { return false }
      let reportedBefore = owner.reportedWriteCount
      if observerCount > (skipped == nil ? 0 : 1) { deliver(newValue, except: skipped) }
      // A person's further edit of a property whose edits are coalesced (typing into one field, see
      // `BindableObject.coalesceEdits(of:for:)`) is reported only when a write was reported while it was
      // delivered, so that the observer sees the writes in the order they were made.
      if origin != .edit || owner.reportedWriteCount != reportedBefore || !owner.editsAreCoalesced(of: self) {
        reportWrite(from: oldValue, origin: origin, owner: owner)
      }
    } else {
      guard storeIfChanged(newValue) else { return false }
      // The edited view's binding (`skipped`) is one of the observers: with no other, there is nobody to tell.
      if observerCount > (skipped == nil ? 0 : 1) { deliver(newValue, except: skipped) }
    }
    owner.noteBoundPropertyChange()
    return true
  }

  /// Tells the model's write observers about the write just stored, from `oldValue` to the current value.
  @usableFromInline
  func reportWrite(from oldValue: Value, origin: WriteOrigin, owner: BindableObject) {
    owner.reportWrite(ModelWrite(side: self, model: owner, origin: origin, oldValue: oldValue, newValue: value))
  }

  /// Tells the model's write observers about the in-place change just stored, from `oldValue`.
  func reportWrite(from oldValue: Value, origin: WriteOrigin, change: CollectionChange, owner: BindableObject) {
    owner.reportWrite(
      ModelWrite(side: self, model: owner, origin: origin, oldValue: oldValue, newValue: value, change: change))
  }

  /// Re-announces the current value (manual `didChangeValue(for:)`).
  override func announceChange() {
    deliver(value, except: nil)
  }
}
