import Synchronization

/// A model property that is not a single `@Bound` property: a computed property, or one stored elsewhere.
///
/// Read and written through its key path. It follows every `@Bound` property its getter read the last time
/// it was evaluated (the set is collected again on each evaluation, so a branch that stops reading a property
/// stops depending on it), and manual ``BindableObject/didChangeValue(for:)`` calls.
final class ComputedProperty<Model: BindableObject, Value>: ModelSide<Value>, Dependent {
  let key: KeyPath<Model, Value>
  /// Reads the property through its key path: made where the types are concrete when the binding was
  /// (``ComputedReader``), otherwise here.
  private let read: (Model) -> Value
  private let equals: ((Value, Value) -> Bool)?

  private let lock = Lock()
  /// Guarded by `lock`.
  @exclusivity(unchecked) private var observers = ObserverList()
  /// Guarded by `lock`: the boxes read by the last evaluation, each with the listener that follows it.
  @exclusivity(unchecked) private var dependencies: [(source: AnyObject, listener: BindingToken)] = []
  /// Guarded by `lock`: the value of the last evaluation. (Binding from several threads at once evaluates on each
  /// of them; a plain variable here was a data race, found by the thread sanitizer.)
  ///
  /// In a cell of its own, made by the first evaluation: storing into a `Value?` here, in unspecialised code, looked
  /// up `Optional<Value>`'s metadata on every change.
  @exclusivity(unchecked) private var lastValue: ValueCell<Value>?
  /// The binding whose edit is being written right now; it is not told about the change it made.
  private var editOrigin: AnyObject?
  /// How many evaluations have run, so that a delivery can tell when an observer it called changed the value again:
  /// that change has already delivered the newer value to every observer. Written under `lock`; read without it
  /// (an atomic load) by a delivery between observers, where taking the lock cost a locked instruction each.
  private let evaluations = Atomic<UInt>(0)
  /// The recorder an evaluation uses when no other evaluation of this property is using it (`recorderInUse`):
  /// taking the thread's spare recorder and giving it back cost two thread-local look-ups per evaluation.
  private let ownRecorder = AccessRecorder()
  private let recorderInUse = Atomic<Bool>(false)
  /// The model, not retained: used only while a caller is known to hold it (``dependencyDidChange(modelIsHeld:)``,
  /// ``announceChange()``), and compared by identity with a recorded read's model; everywhere else the model is loaded
  /// through the endpoint's weak reference.
  private let unretainedModel: Unmanaged<Model>

  init(model: Model, key: KeyPath<Model, Value>, reader: ComputedReader<Model, Value>?) {
    self.key = key
    unretainedModel = Unmanaged.passUnretained(model)
    if let reader {
      read = reader.read
      equals = reader.equals
    } else {
      read = { $0[keyPath: key] }
      equals = equalityTest(for: Value.self)
    }
    super.init(owner: model, keyPath: key)
  }

  /// Stops listening to every dependency (the listeners hold this entry strongly; this breaks the cycle).
  func cancelDependencies() {
    let old = lock.withLock { () -> [(source: AnyObject, listener: BindingToken)] in
      defer { dependencies = [] }
      return dependencies
    }
    for dependency in old { dependency.listener.unbind() }
  }

  override func ownerDidDeinitialize() {
    cancelDependencies()
  }

  /// The model, retained, or nil once it is going away.
  var model: Model? {
    guard let owner = retainOwner() else { return nil }
    return unsafeDowncast(owner, to: Model.self)
  }

  override func add(_ observer: Observer<Value>, wantsPrior: Bool) {
    lock.withLock { observers.append(observer) }
  }

  /// Removes an observer; with none left, stops listening to the dependencies until one is added again.
  override func remove(_ observer: Observer<Value>, wantedPrior: Bool) {
    let isEmpty = lock.withLock {
      observers.remove(observer)
      return observers.count == 0
    }
    if isEmpty { cancelDependencies() }
  }

  func snapshotObservers() -> [Observer<Value>] {
    lock.withLock { observers.all }.map { unsafeDowncast($0, to: Observer<Value>.self) }
  }

  /// Delivers `value` to every observer but `origin`, until an observer changes the value again (that change was
  /// delivered to every observer).
  private func deliver(_ value: Value, except origin: AnyObject?) {
    lock.lock()
    let count = evaluations.load(ordering: .relaxed)
    if observers.rest.isEmpty {
      // The usual case, one observer: retained once, under the lock (another thread may remove it meanwhile), and
      // told borrowing that reference, with no copy of the list (whose copy and walk cost four more retains and
      // releases).
      let only = observers.first.map { Unmanaged.passRetained($0) }
      lock.unlock()
      guard let only else { return }
      defer { only.release() }
      only._withUnsafeGuaranteedRef { element in
        if element === origin || evaluations.load(ordering: .acquiring) != count { return }
        ObserverList.deliver(value, to: element)
      }
      return
    }
    let current = observers
    lock.unlock()
    current.deliver(value, except: origin) { evaluations.load(ordering: .acquiring) == count }
  }

  override func appendAttachedBindings(to result: inout [BindingToken]) {
    lock.withLock { observers }.appendRepresentedBindings(to: &result)
  }

  /// Reads the value while recording which `@Bound` properties it reads, and listens to exactly those.
  func evaluate(_ model: Model) -> Value {
    var changed = true
    return evaluate(model, changed: &changed)
  }

  /// Evaluates, and sets `changed` to whether the value differs from the last evaluation's (or cannot be compared).
  /// The comparison is made under the lock, where the value is stored, so that `reevaluate` never copies a `Value?`
  /// out of it (in this unspecialised code, that looked up `Optional<Value>`'s metadata on every change).
  func evaluate(_ model: Model, changed: inout Bool) -> Value {
    // This property's own recorder, unless another evaluation has it (evaluations can run on several threads at
    // once, binding a shared model, and one can run inside another's read); then the thread's spare.
    // Installed and uninstalled around the read itself: no closure, whose generic result cost a metadata look-up
    // per evaluation in this unspecialised code.
    let isOwn = recorderInUse.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
    let recorder = isOwn ? ownRecorder : AccessRecorder.takeSpare()
    defer {
      if isOwn {
        recorder.removeAll()
        recorderInUse.store(false, ordering: .releasing)
      } else {
        recorder.returnAsSpare()
      }
    }
    recorder.recordsKeyPaths = false
    recorder.install()
    let value = read(model)
    recorder.uninstall()
    return evaluated(value, recordedBy: recorder, changed: &changed)
  }

  /// Stores the value just evaluated and follows the properties its read touched, as `recorder` recorded them.
  private func evaluated(_ value: Value, recordedBy recorder: AccessRecorder, changed: inout Bool) -> Value {
    let accessCount = recorder.count
    // The listeners are updated under the lock, so evaluations on several threads cannot both add one for the
    // same property. (Adding a listener takes the box's lock inside this one; a box never calls out holding
    // its lock, so the order is always this lock, then a box's.)
    let cancelled = lock.withLock { () -> [(source: AnyObject, listener: BindingToken)] in
      if let cell = lastValue {
        if let equals { changed = !equals(cell.value, value) } else { changed = true }
        cell.value = value
      } else {
        changed = true
        lastValue = ValueCell(value)
      }
      evaluations.store(evaluations.load(ordering: .relaxed) &+ 1, ordering: .releasing)
      let current = dependencies
      // Usually the getter read the same properties, in the same order, as last time: nothing to change.
      if accessCount == current.count {
        var same = true
        for index in 0..<accessCount where !recorder.access(at: index, touched: current[index].source) {
          same = false
          break
        }
        if same { return [] }
      }
      // Keep the listeners of properties read again; add the new ones; cancel the rest.
      var kept: [(source: AnyObject, listener: BindingToken)] = []
      for index in 0..<accessCount {
        let storage = recorder.storage(at: index)
        if kept.contains(where: { $0.source === storage }) { continue }
        if let existing = current.first(where: { $0.source === storage }) {
          kept.append(existing)
        } else if let box = storage as? ModelEndpoint,
          let listener = box.addDependent(
            self, sameModel: unretainedModel._withUnsafeGuaranteedRef { recorder.access(at: index, readFrom: $0) })
        {
          kept.append((box, listener))
        }
      }
      dependencies = kept
      return current.filter { dependency in !kept.contains(where: { $0.listener === dependency.listener }) }
    }
    for dependency in cancelled { dependency.listener.unbind() }
    return value
  }

  /// A dependency changed, or the model announced a change: evaluate again and deliver if it changed.
  func reevaluate(force: Bool) {
    guard let model else { return }
    reevaluate(model, force: force)
  }

  /// `reevaluate(force:)` of a model the caller keeps alive.
  private func reevaluate(_ model: Model, force: Bool) {
    var changed = true
    let value = evaluate(model, changed: &changed)
    if !force, !changed { return }
    deliver(value, except: editOrigin)
  }

  /// Called only by the model's own `didChangeValue(for:)`, which its caller holds (as a dependency's change is, see
  /// ``dependencyDidChange(modelIsHeld:)``): the model is used unretained, also in its `deinit`.
  override func announceChange() {
    unretainedModel._withUnsafeGuaranteedRef { reevaluate($0, force: true) }
  }

  /// Tells the observers that asked for it that the value is about to change (``willChangeValue(for:)``).
  override func notifyPrior() {
    guard let current = lock.withLock({ lastValue?.value }) else { return }
    for observer in snapshotObservers() { observer.receivePriorValue(current) }
  }

  func dependencyDidChange(modelIsHeld: Bool) {
    if modelIsHeld {
      unretainedModel._withUnsafeGuaranteedRef { reevaluate($0, force: false) }
    } else {
      reevaluate(force: false)
    }
  }

  /// A person's edit: written through the key path, without echoing back to `origin`.
  ///
  /// The write is a transaction, so the did-update callbacks run after `origin` is no longer excluded: a
  /// callback that sets the property again (correcting the edit) must reach the edited view too. (Run inside the
  /// write, that set was kept from `origin`, which went on showing the uncorrected edit.)
  override func write(_ value: Value, origin: AnyObject) {
    guard let model, let writable = key as? ReferenceWritableKeyPath<Model, Value> else { return }
    model.beginUpdatingBoundProperties()
    defer { model.endUpdatingBoundProperties() }
    let previousOrigin = editOrigin
    editOrigin = origin
    defer { editOrigin = previousOrigin }
    model[keyPath: writable] = value
  }

  /// The current value, for the initial push. Warns when the getter read no `@Bound` property: then only
  /// ``BindableObject/didChangeValue(for:)`` will ever update what is bound to it.
  override func currentValue() -> Value? {
    guard let model else { return nil }
    let value = evaluate(model)
    if BindKitDiagnostics.isLogging(.warning), lock.withLock({ dependencies.isEmpty }) {
      BindKitDiagnostics.log(
        .warning,
        "\(typeName(Model.self)) \(keyPathName(key)) reads no @Bound property: bindings to it update only when "
          + "the model calls didChangeValue(for:) (a stored property should be declared @Bound)")
    }
    return value
  }
}

/// A value in a class of its own (see `ComputedProperty.lastValue`). Guarded by its owner's lock.
final class ValueCell<Value> {
  /// Guarded by the owner's lock, so the runtime's exclusivity check (a thread-local look-up per access) is left out.
  @exclusivity(unchecked) var value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// How a computed property is read and compared, made by an inlined `bind` where the model and value types are
/// concrete (when that bind is the one that creates the property's entry; other bindings and observations of a
/// computed property make the entry with the unspecialised read and test): the comparison is the value type's own
/// `==` (the unspecialised test cost about 200 instructions per re-evaluation), and the read borrows the model,
/// where the unspecialised read retained and released it (the slow path of an object with a side table, about 200
/// more).
///
/// With a literal key path, `read` is a call of the property's getter, not the runtime's key-path read (about 670
/// instructions per evaluation, most of them generic-metadata look-ups). The optimiser does that only for a closure
/// that is the key path's single use, so one closure, `access`, captures the key path and both reads the property
/// and hands the key path out; `read` and `keyPath` call it, and `bind` takes the key path from `keyPath()`
/// instead of passing it on beside the reader.
@usableFromInline
struct ComputedReader<Model, Value> {
  @usableFromInline let read: (Model) -> Value
  /// The key path the reader was made from (given any model: `access` takes one in both of its uses, as a
  /// `Model?` parameter cost a retain and release of the model on every read).
  @usableFromInline let keyPath: (Model) -> KeyPath<Model, Value>
  @usableFromInline let equals: ((Value, Value) -> Bool)?

  @inlinable @inline(__always)
  init(_ key: __owned KeyPath<Model, Value>) {
    // The model's value, or the key path.
    let access: (Model, _ wantsKey: Bool) -> (value: Value?, key: KeyPath<Model, Value>?) = { model, wantsKey in
      wantsKey ? (nil, key) : (model[keyPath: key], nil)
    }
    read = { access($0, false).value! }
    keyPath = { access($0, true).key! }
    equals = Value.self is any Equatable.Type ? { isKnownEqualByWitness($0, $1) } : nil
  }
}
