/// A model property that is not a single `@Bound` property: a computed property, or one stored elsewhere.
///
/// Read and written through its key path. It follows every `@Bound` property its getter read the last time
/// it was evaluated (the set is collected again on each evaluation, so a branch that stops reading a property
/// stops depending on it), and manual ``BindableObject/didChangeValue(for:)`` calls.
final class ComputedProperty<Model: BindableObject, Value>: _ModelEndpoint, _DependencyOwner {
  let key: KeyPath<Model, Value>
  private let equals: ((Value, Value) -> Bool)?

  private let lock = Lock()
  /// Guarded by `lock`.
  private var observers = _ObserverList()
  /// Guarded by `lock`: the listeners on the boxes read by the last evaluation.
  private var dependencies: [any _DependencyListener] = []
  /// Guarded by `lock`: the value of the last evaluation. (Binding from several threads at once evaluates on each
  /// of them; a plain variable here was a data race, found by the thread sanitizer.)
  private var lastValue: Value?
  /// The binding whose edit is being written right now; it is not told about the change it made.
  private var editOrigin: AnyObject?
  /// Guarded by `lock`: how many evaluations have run, so that a delivery can tell when an observer it called
  /// changed the value again: that change has already delivered the newer value to every observer.
  private var evaluations: UInt = 0

  init(model: Model, key: KeyPath<Model, Value>) {
    self.key = key
    equals = _equalityTest(for: Value.self)
    super.init(owner: model, keyPath: key)
  }

  /// Stops listening to every dependency (the listeners hold this entry strongly; this breaks the cycle).
  func cancelDependencies() {
    let old = lock.withLock { () -> [any _DependencyListener] in
      defer { dependencies = [] }
      return dependencies
    }
    for listener in old { listener.cancel() }
  }

  override func ownerDidDeinitialize() {
    cancelDependencies()
  }

  /// The model, retained, or nil once it is going away.
  var model: Model? {
    retainOwner().map { unsafeDowncast($0, to: Model.self) }
  }

  func add(_ observer: _Observer<Value>) {
    lock.withLock { observers.append(observer) }
  }

  /// Removes an observer; with none left, stops listening to the dependencies until one is added again.
  func remove(_ observer: _Observer<Value>) {
    let isEmpty = lock.withLock {
      observers.remove(observer)
      return observers.count == 0
    }
    if isEmpty { cancelDependencies() }
  }

  func snapshotObservers() -> [_Observer<Value>] {
    lock.withLock { observers.all }.map { unsafeDowncast($0, to: _Observer<Value>.self) }
  }

  /// Delivers `value` to every observer but `origin`.
  private func deliver(_ value: Value, except origin: AnyObject?) {
    let count = lock.withLock { evaluations }
    lock.withLock { observers }.visit { element in
      if element === origin { return true }
      // An observer changed the value again, and that change was delivered to every observer.
      if lock.withLock({ evaluations }) != count { return false }
      let observer = unsafeDowncast(element, to: _Observer<Value>.self)
      if let slot = observer.directSlot {
        slot.receiveModelValue(value)
      } else {
        observer.receiveModelValue(value)
      }
      return true
    }
  }

  override func attachedBindings() -> [BindingToken] {
    snapshotObservers().compactMap { observer in
      if let relay = observer as? any _RelayObserver { return relay.representedBinding }
      return observer
    }
  }

  /// Reads the value while recording which `@Bound` properties it reads, and listens to exactly those.
  func evaluate(_ model: Model) -> Value {
    // A recorder of its own: evaluations can run on several threads at once (binding a shared model).
    let recorder = _AccessRecorder()
    let value = withAccessRecorder(recorder) { model[keyPath: key] }
    let accessCount = recorder.count
    // The listeners are updated under the lock, so evaluations on several threads cannot both add one for the
    // same property. (Adding a listener takes the box's lock inside this one; a box never calls out holding
    // its lock, so the order is always this lock, then a box's.)
    let cancelled = lock.withLock { () -> [any _DependencyListener] in
      lastValue = value
      evaluations &+= 1
      let current = dependencies
      // Usually the getter read the same properties, in the same order, as last time: nothing to change.
      if accessCount == current.count {
        var same = true
        for index in 0..<accessCount where recorder[index].storage !== current[index].source {
          same = false
          break
        }
        if same { return [] }
      }
      // Keep the listeners of properties read again; add the new ones; cancel the rest.
      var kept: [any _DependencyListener] = []
      for index in 0..<accessCount {
        let storage = recorder[index].storage
        if kept.contains(where: { $0.source === storage }) { continue }
        if let existing = current.first(where: { $0.source === storage }) {
          kept.append(existing)
        } else if let source = storage as? any _DependencySource {
          kept.append(source.addDependencyListener(self))
        }
      }
      dependencies = kept
      return current.filter { listener in !kept.contains(where: { $0 === listener }) }
    }
    for listener in cancelled { listener.cancel() }
    return value
  }

  /// A dependency changed, or the model announced a change: evaluate again and deliver if it changed.
  func reevaluate(force: Bool) {
    guard let model else { return }
    let previous = lock.withLock { lastValue }
    let value = evaluate(model)
    if !force, let previous, let equals, equals(previous, value) { return }
    deliver(value, except: editOrigin)
  }

  /// Tells the observers that asked for it that the value is about to change (``willChangeValue(for:)``).
  func notifyPrior() {
    guard let current = lock.withLock({ lastValue }) else { return }
    for observer in snapshotObservers() { observer.receivePriorValue(current) }
  }

  func dependencyDidChange() {
    reevaluate(force: false)
  }

  /// A person's edit: written through the key path, without echoing back to `origin`.
  ///
  /// The write is a transaction, so the did-update callbacks run after `origin` is no longer excluded: a
  /// callback that sets the property again (correcting the edit) must reach the edited view too. (Run inside the
  /// write, that set was kept from `origin`, which went on showing the uncorrected edit.)
  func write(_ value: Value, origin: AnyObject) {
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
  func currentValue() -> Value? {
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

/// Something that re-evaluates when a `@Bound` property it read changes.
protocol _DependencyOwner: AnyObject {
  func dependencyDidChange()
}

/// A `@Bound` property's box, seen from a dependent.
protocol _DependencySource: AnyObject {
  func addDependencyListener(_ owner: any _DependencyOwner) -> any _DependencyListener
}

/// A subscription of a dependent to one box.
protocol _DependencyListener: AnyObject {
  /// The box listened to.
  var source: AnyObject? { get }
  func cancel()
}

/// Tells its owner when the box it listens to changes.
///
/// Holds its owner and its box strongly (weak references would give both a side table, slowing every retain of
/// them); the owner breaks the cycle by cancelling its listeners when it stops depending on a box, when nothing
/// observes it any more, and when its model is deallocated.
final class DependencyListener<Value>: _Observer<Value>, _DependencyListener {
  private let owner: any _DependencyOwner
  private let box: PropertyBox<Value>

  init(owner: any _DependencyOwner, box: PropertyBox<Value>) {
    self.owner = owner
    self.box = box
    super.init(directSlot: nil, directModelBox: nil)
  }

  override func receiveModelValue(_ value: Value) {
    if isBound { owner.dependencyDidChange() }
  }

  var source: AnyObject? { box }

  func cancel() { unbind() }

  override func detach() { box.remove(self) }

  override var description: String { "dependency listener" }
}

extension PropertyBox: _DependencySource {
  func addDependencyListener(_ owner: any _DependencyOwner) -> any _DependencyListener {
    let listener = DependencyListener(owner: owner, box: self)
    add(listener)
    return listener
  }
}

/// A binding between a computed (key-path) model property and a view property.
final class KeyPathBinding<Model: BindableObject, Value>: _Observer<Value> {
  private let property: ComputedProperty<Model, Value>
  private let slot: ViewSlot<Value>

  init(property: ComputedProperty<Model, Value>, slot: ViewSlot<Value>) {
    self.property = property
    self.slot = slot
    super.init(directSlot: slot, directModelBox: nil)
  }

  override var modelSide: AnyObject? { property }
  override func attach() { property.add(self) }
  override func detachModelSide() { property.remove(self) }
  override func pushModelValue() {
    if let value = property.currentValue() { slot.receiveModelValue(value) }
  }

  override func receiveViewEdit(_ value: Value) {
    property.write(value, origin: self)
  }

  override func detach() {
    property.remove(self)
    slot.uninstall(self)
  }

  override var edge: BindingGraph.Edge? {
    BindingGraph.Edge(model: property.node(), view: slot.owner, kind: .twoWay)
  }
}
