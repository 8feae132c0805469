
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
  private var observers: [AnyObject] = []
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

  deinit {
    for dependency in dependencies { dependency.cancel() }
  }

  /// The model, retained, or nil once it is going away.
  var model: Model? {
    retainOwner().map { unsafeDowncast($0, to: Model.self) }
  }

  func add(_ observer: _Observer<Value>) {
    lock.withLock { observers.append(observer) }
  }

  func remove(_ observer: _Observer<Value>) {
    lock.withLock { observers.removeAll { $0 === observer } }
  }

  func snapshotObservers() -> [_Observer<Value>] {
    lock.withLock { observers }.map { unsafeDowncast($0, to: _Observer<Value>.self) }
  }

  override func attachedBindings() -> [BindingToken] { snapshotObservers() }

  /// Reads the value while recording which `@Bound` properties it reads, and listens to exactly those.
  func evaluate(_ model: Model) -> Value {
    let recorder = _AccessRecorder()
    let value = withAccessRecorder(recorder) { model[keyPath: key] }
    var seen: [ObjectIdentifier] = []
    var listeners: [any _DependencyListener] = []
    for access in recorder.accesses {
      guard let source = access.storage as? any _DependencySource else { continue }
      let id = ObjectIdentifier(access.storage)
      guard !seen.contains(id) else { continue }
      seen.append(id)
      listeners.append(source.addDependencyListener(self))
    }
    var old: [any _DependencyListener] = []
    lock.withLock {
      old = dependencies
      dependencies = listeners
      lastValue = value
      evaluations &+= 1
    }
    for listener in old { listener.cancel() }
    return value
  }

  /// A dependency changed, or the model announced a change: evaluate again and deliver if it changed.
  func reevaluate(force: Bool) {
    guard let model else { return }
    let previous = lock.withLock { lastValue }
    let value = evaluate(model)
    if !force, let previous, let equals, equals(previous, value) { return }
    let count = lock.withLock { evaluations }
    for observer in snapshotObservers() where observer !== editOrigin {
      // An observer changed the value again, and that change was delivered to every observer.
      if lock.withLock({ evaluations }) != count { return }
      if let slot = observer.directSlot {
        slot.receiveModelValue(value)
      } else {
        observer.receiveModelValue(value)
      }
    }
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

  /// The current value, for the initial push.
  func currentValue() -> Value? {
    guard let model else { return nil }
    return evaluate(model)
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
  func cancel()
}

/// Tells its owner when the box it listens to changes.
final class DependencyListener<Value>: _Observer<Value>, _DependencyListener {
  private weak var owner: (any _DependencyOwner)?
  private weak var box: PropertyBox<Value>?


  init(owner: any _DependencyOwner, box: PropertyBox<Value>) {
    self.owner = owner
    self.box = box
    super.init(directSlot: nil, directModelBox: nil)
  }

  override func receiveModelValue(_ value: Value) {
    owner?.dependencyDidChange()
  }

  func cancel() { unbind() }

  override func detach() { box?.remove(self) }

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

  override var description: String {
    let model = property.model.map { typeName(type(of: $0)) } ?? "(released model)"
    return "\(model) \(property.key) <-> \(slotDescription(slot))\(isBound ? "" : " (unbound)")"
  }
}
