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
  /// Compares two values, when `Value` is `Equatable`.
  private let equals: ((Value, Value) -> Bool)?

  private let lock = Lock()
  /// Guarded by `lock`: what this property tells of a change, and what it follows.
  private var state = State()
  /// The edit being written right now (model's thread). Its binding is not told about the value it wrote, but it is
  /// told about any other value: a write made while the edit is delivered (a did-update callback that corrects it,
  /// through a link to another model) must reach the edited view.
  private var pendingEdit: PendingEdit?
  /// How many evaluations have run, so that a delivery can tell when an observer it called changed the value again:
  /// that change has already delivered the newer value to every observer. Written under `lock`; read without it.
  private let evaluations = Atomic<UInt>(0)
  /// The model, not retained, for the calls made while it is known to be held: a change delivered by a box of the
  /// same model (its writer holds the model, also inside the model's `deinit`, when `owner` already reads nil) and a
  /// manual announcement (its caller is the model). Invariant: read only in those calls, so never after the model
  /// was deallocated (``DependencyOwnerTests`` breaks without it: a set in the model's `deinit` must still reach a
  /// view of the computed property).
  private let heldModel: Unmanaged<Model>

  /// An edit being written, and the value it wrote. A class, so that unspecialised code tests and reads the optional
  /// with no look-up of the optional's type.
  private final class PendingEdit {
    let origin: AnyObject
    let value: Value

    init(origin: AnyObject, value: Value) {
      self.origin = origin
      self.value = value
    }
  }

  /// The state `lock` guards.
  private struct State {
    var observers = ObserverList<Observer<Value>>()
    /// The boxes followed, each with its listener, in the order first read: those the last evaluation read, and
    /// those only the evaluation before it read, resting (still in the box's list, passing nothing on), so that a
    /// getter whose reads alternate (`!a.isEmpty && !b.isEmpty` as `a` toggles) takes them back with no new
    /// listener. One evaluation more that does not read a resting box ends its listener.
    var dependencies: [Dependency] = []
    /// How many of `dependencies` rest.
    var restingCount = 0
    /// The boxes of `dependencies`, in the same order, while none rests: what the next evaluation is expected to
    /// read (``ReadCheck``).
    var followedSources: [AnyObject] = []
    /// An emptied array the next evaluation's reads are kept in, once one differs, so that a getter whose reads
    /// change allocates none.
    var spareReads: [AnyObject] = []
    /// Counts the evaluations whose reads differed from the one before: a dependency read by the last of them has
    /// this mark.
    var mark: UInt = 0
    /// The value of the last evaluation, in a cell of its own, made at the first evaluation and updated in place
    /// (unspecialised code that stores a `Value?` looks up `Optional<Value>`'s type each time).
    var lastValue: ValueCell<Value>?

    /// Marks the followed boxes among `reads` as read by a new evaluation, and adds the boxes not followed yet to
    /// `unfollowed`. When there are none, sweeps. Keeps `reads`' array, emptied, for the next evaluation. Returns
    /// the new mark. One call, so that it takes one run-time exclusivity check of the property's state.
    mutating func markReads(
      _ reads: inout [AnyObject], unfollowed: inout [ModelEndpoint], ending ended: inout [any FollowedDependency]
    ) -> UInt {
      mark &+= 1
      for storage in reads {
        guard let endpoint = storage as? ModelEndpoint else { continue }
        if let index = dependencies.firstIndex(where: { $0.source === endpoint }) {
          dependencies[index].mark = mark
        } else if !unfollowed.contains(where: { $0 === endpoint }) {
          unfollowed.append(endpoint)
        }
      }
      if unfollowed.isEmpty { sweep(ending: &ended) }
      reads.empty()
      swap(&reads, &spareReads)
      return mark
    }

    /// Follows the boxes `made` listens to, unless another evaluation followed them meanwhile (their listeners are
    /// added to `ended`), then sweeps.
    mutating func install(_ made: [Dependency], ending ended: inout [any FollowedDependency]) {
      for dependency in made {
        if let index = dependencies.firstIndex(where: { $0.source === dependency.source }) {
          dependencies[index].mark = mark
          ended.append(dependency.listener)
        } else {
          dependencies.append(dependency)
        }
      }
      sweep(ending: &ended)
    }

    /// Sets each dependency following or resting by its mark, and removes those neither, adding their listeners to
    /// `ended`.
    mutating func sweep(ending ended: inout [any FollowedDependency]) {
      var resting = 0
      var anyEnded = false
      for index in dependencies.indices {
        let age = mark &- dependencies[index].mark
        if age == 0 {
          if !dependencies[index].isFollowing { dependencies[index].setFollowing(true) }
        } else if age == 1 {
          if dependencies[index].isFollowing { dependencies[index].setFollowing(false) }
          resting += 1
        } else {
          ended.append(dependencies[index].listener)
          anyEnded = true
        }
      }
      if anyEnded {
        let mark = mark
        dependencies.removeAll { mark &- $0.mark > 1 }
      }
      restingCount = resting
      // In place: no evaluation holds the array now.
      followedSources.empty()
      if resting == 0 {
        for dependency in dependencies { followedSources.append(dependency.source) }
      }
    }
  }

  init(model: Model, key: KeyPath<Model, Value>, reader: ComputedReader<Model, Value>?) {
    self.key = key
    if let reader {
      read = reader.read
      equals = reader.equals
    } else {
      read = { $0[keyPath: key] }
      equals = equalityTest(for: Value.self)
    }
    heldModel = Unmanaged.passUnretained(model)
    super.init(owner: model, keyPath: key)
  }

  /// Stops following every box.
  func cancelDependencies() {
    let old = lock.withLock { () -> [Dependency] in
      defer {
        state.dependencies = []
        state.restingCount = 0
        state.followedSources = []
        state.mark &+= 1
      }
      return state.dependencies
    }
    for dependency in old { dependency.listener.unbind() }
  }

  override func ownerDidDeinitialize() {
    cancelDependencies()
  }

  /// The model, while it lives.
  var model: Model? { owner as? Model }

  override func add(_ observer: Observer<Value>, wantsPrior: Bool) {
    lock.withLock { state.observers.append(observer) }
  }

  override func remove(_ observer: Observer<Value>, wantedPrior: Bool) {
    let isEmpty = lock.withLock {
      state.observers.remove(observer)
      return state.observers.isEmpty
    }
    if isEmpty { cancelDependencies() }
  }

  /// Tells every observer, through the delivery routine, while no newer evaluation ran. The first delivery during an
  /// edit skips the edit's binding if it delivers the value the edit wrote (for a value that is not `Equatable`: if it
  /// is the first); any later one, nested in it, reaches every observer.
  private func deliver(_ value: Value) {
    var skipped: AnyObject?
    if let edit = pendingEdit {
      pendingEdit = nil
      if equals?(edit.value, value) ?? true { skipped = edit.origin }
    }
    // Taken into locals, not returned from the closure: a returned tuple of generic types is looked up at run time.
    var observers = ObserverSnapshot<Observer<Value>>.one(nil)
    var count: UInt = 0
    lock.withLock {
      observers = state.observers.snapshot
      count = evaluations.load(ordering: .relaxed)
    }
    observers.forEachObserver(except: skipped) { observer in
      observer.handleModelValue(value)
      return evaluations.load(ordering: .acquiring) == count
    }
  }

  override func appendAttachedBindings(to result: inout [BindingToken]) {
    lock.withLock { state.observers }.appendRepresentedBindings(to: &result)
  }

  /// Runs the getter, checking the boxes it reads against those it follows, and follows them from now on. Returns the
  /// value and whether it differs from the last evaluation's.
  func evaluate(_ model: Model, changed: inout Bool) -> Value {
    var followed: UInt = 0
    var storage: [AnyObject] = []
    let expected = lock.withLock { () -> [AnyObject] in
      followed = state.mark
      swap(&storage, &state.spareReads)
      return state.followedSources
    }
    // Consumed: the property's arrays stay uniquely referenced, so that they are changed in place.
    let outer = beginReadCheck(expecting: consume expected, storage: consume storage)
    let value = read(model)
    var check = endReadCheck(outer)
    // After the swap, `previous` holds the last evaluation's value, taken out of the cell.
    var previous = value
    var hadPrevious = false
    let readsChanged = lock.withLock {
      if let cell = state.lastValue {
        swap(&cell.value, &previous)
        hadPrevious = true
      } else {
        state.lastValue = ValueCell(value)
      }
      evaluations.store(evaluations.load(ordering: .relaxed) &+ 1, ordering: .releasing)
      // Another evaluation may have followed other boxes since `expected` was read.
      let changed = state.restingCount > 0 || state.mark != followed || !check.readTheExpected
      if !changed { state.spareReads = check.unusedStorage() }
      return changed
    }
    // Compared outside the lock: `==` is the user's code, and so is the old value's release (at the end of this
    // function).
    if hadPrevious, let equals { changed = !equals(previous, value) } else { changed = true }
    if readsChanged { follow((consume check).takeReads()) }
    return value
  }

  /// Follows the boxes in `reads` and no others, after the getter read other boxes than the time before. Under
  /// the lock, each followed box read is marked; listeners for boxes not followed yet are made outside it (adding
  /// one takes the box's lock) and installed under it. Then the dependencies are swept: a marked one follows, one
  /// marked the time before rests, and the others are ended after the lock.
  private func follow(_ taken: consuming [AnyObject]) {
    var reads = consume taken
    var unfollowed: [ModelEndpoint] = []
    var ended: [any FollowedDependency] = []
    let mark = lock.withLock { state.markReads(&reads, unfollowed: &unfollowed, ending: &ended) }
    if !unfollowed.isEmpty {
      var made: [Dependency] = []
      for source in unfollowed {
        let sameModel = source.owner === heldModel.takeUnretainedValue()
        if let listener = source.addDependent(self, sameModel: sameModel) {
          made.append(Dependency(source: source, listener: listener, mark: mark))
        }
      }
      lock.withLock { state.install(made, ending: &ended) }
    }
    for listener in ended { listener.unbind() }
  }

  /// Evaluates again after a box it follows changed, and delivers the value if it changed (or `force`). When it did
  /// not change, but an edit being written shows another value in its view (a write nested in the edit's delivery
  /// put back the value last read), that view alone is told.
  func reevaluate(force: Bool, modelIsHeld: Bool = false) {
    guard let model = modelIsHeld ? heldModel.takeUnretainedValue() : model else { return }
    var changed = true
    let value = evaluate(model, changed: &changed)
    if force || changed {
      deliver(value)
    } else if let edit = pendingEdit, let equals, !equals(edit.value, value) {
      pendingEdit = nil
      lock.withLock { state.observers }.forEachObserver(except: nil) { observer in
        guard observer === edit.origin else { return true }
        observer.handleModelValue(value)
        return false
      }
    }
  }

  override func announceChange() {
    reevaluate(force: true, modelIsHeld: true)
  }

  override func notifyPrior() {
    // The cell changes in place under the lock: its value is copied out under it.
    guard let current = lock.withLock({ state.lastValue.map { ValueCell($0.value) } }) else { return }
    lock.withLock { state.observers }.forEachObserver(except: nil) { observer in
      observer.receivePriorValue(current.value)
      return true
    }
  }

  func dependencyDidChange(modelIsHeld: Bool) {
    reevaluate(force: false, modelIsHeld: modelIsHeld)
  }

  override package func write(_ value: Value, origin: WriteOrigin, except skipped: AnyObject?) -> Bool {
    guard let model, let writable = key as? ReferenceWritableKeyPath<Model, Value> else { return false }
    model.beginUpdatingBoundProperties()
    defer { model.endUpdatingBoundProperties() }
    let previousEdit = pendingEdit
    pendingEdit = skipped.map { PendingEdit(origin: $0, value: value) }
    defer { pendingEdit = previousEdit }
    // The write observers (an undo manager) see the write as one of this property, from the value it read before:
    // the setter's own writes of `@Bound` properties are the program's.
    let oldValue = model.updateState.hasWriteObservers ? read(model) : nil
    model[keyPath: writable] = value
    if let oldValue, !(equals?(oldValue, value) ?? false) {
      model.reportWrite(
        ModelWrite(side: self, model: model, origin: origin, oldValue: oldValue, newValue: value))
    }
    return true
  }

  override package func currentValue() -> Value? {
    guard let model else { return nil }
    var changed = true
    let value = evaluate(model, changed: &changed)
    if BindKitDiagnostics.isLogging(.warning), lock.withLock({ state.dependencies.isEmpty }) {
      BindKitDiagnostics.log(
        .warning,
        "\(typeName(Model.self)) \(keyPathName(key)) reads no @Bound property: bindings to it update only when "
          + "the model calls didChangeValue(for:) (a stored property should be declared @Bound)")
    }
    return value
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

/// A box a computed property's getter read, and the listener that follows it.
private struct Dependency {
  let source: ModelEndpoint
  let listener: any FollowedDependency
  /// The `mark` of the last evaluation that read the box.
  var mark: UInt
  /// Whether the listener passes a change on (it does not while it rests).
  private(set) var isFollowing = true

  init(source: ModelEndpoint, listener: any FollowedDependency, mark: UInt) {
    self.source = source
    self.listener = listener
    self.mark = mark
  }

  mutating func setFollowing(_ following: Bool) {
    isFollowing = following
    listener.setFollowing(following)
  }
}

/// A value in a class of its own (see `ComputedProperty.State.lastValue`).
final class ValueCell<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }
}
