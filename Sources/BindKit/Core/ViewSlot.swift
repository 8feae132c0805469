import Synchronization

/// Where a derived slot reads whether its value is out of date: the slot it derives from (the first slot derived from
/// a slot uses a flag stored in that slot), or a flag of its own (`Staleness`). Written and read on the view's thread.
protocol StaleFlag: AnyObject {
  var isStale: Bool { get set }
}

/// Whether a derived slot's value is out of date, when the flag is not the source slot's own: shared between the
/// slot and the slot it derives from (a second slot derived from the same source), or the slot's alone
/// (``ViewSlot/invalidate()`` with no source).
final class Staleness: StaleFlag {
  /// Written and read on the view's thread.
  var isStale = false
}

/// The storage behind one bindable property of a view adapter: the value the control shows, and the binding
/// that feeds it.
///
/// An adapter reaches a property's slot through its ``ViewProperty`` projection (`$text`) and uses it to report
/// what a person did:
///
/// ```swift
/// public func enterText(_ newText: String) {
///   guard isEnabled, !isHidden else { return }
///   $text.userDidEdit(newText)  // stores it, then sets the bound model property
/// }
/// ```
///
/// Values set by the program (`field.text = "x"`) and values arriving from a bound model are stored and shown,
/// and are not reported back: only ``userDidEdit(_:)`` reaches the model.
///
/// ## Hooks belong to the adapter; listeners to everyone else
///
/// Three hooks let the adapter shape the property, each a single closure that the adapter installs in its `init`:
/// ``normalize`` (fit a program's or a model's value, for example into a range), ``onChange`` (react to every
/// change, for example refit another property) and ``deriveValue`` (compute the value from another property when
/// it is read; see ``derive(from:_:)``). Assigning a hook that is already set is a programmer error
/// (``BindKitDiagnostics``), since it would silently undo the adapter's own behaviour; assign `nil` first to replace
/// one deliberately.
///
/// Users of the adapter, tests and front ends add listeners instead (``addListener(_:)``): as many as they like, each
/// removable, each told of every change.
///
/// ## To-many properties
///
/// A slot whose value is an array is told a bound model's in-place changes as changes: the slot applies each to its
/// own array and sets ``collectionChange`` while its hook and listeners run. A gesture that edits rows reports them
/// with ``userDidMutate(_:)``, which reaches the model as one change with its kind and indexes.
///
/// ## Threads
///
/// A slot belongs to its view's thread, like the view: values, hooks and listeners are used there. Binding and
/// unbinding may happen on any thread.
public final class ViewSlot<Value>: RegisteredSlot {
  /// What the control shows.
  public var value: Value {
    if let staleness = state.staleness, _slowPath(staleness.isStale) { refresh() }
    return storedValue
  }
  /// The value stored last.
  ///
  /// Unchecked exclusivity: only the view's thread uses it, and no access to it overlaps another, since hooks and
  /// listeners are called with copies of it and an in-place change's closure edits only the array it is handed.
  @exclusivity(unchecked) var storedValue: Value
  /// The hooks and listeners, and how the value's changes reach the slots derived from it. Apart from `storedValue`,
  /// so that its layout does not depend on `Value` and code not specialised for `Value` reaches its fields directly.
  ///
  /// Unchecked exclusivity: only the view's thread uses it, and no access to it overlaps another, since a hook or a
  /// listener is called with a copy of the closure read out of it.
  @exclusivity(unchecked) var state = SlotState<Value>()
  /// The adapter's hook: computes the value again after ``invalidate()``, for a property derived from another one
  /// (an adapter's `attributedText` derived from its `text`), so the derived value costs nothing until someone reads
  /// it. Usually installed by ``derive(from:_:)``. Owned by the adapter (see "Hooks belong to the adapter").
  public var deriveValue: (() -> Value)? {
    get { state.deriveHook }
    set { if mayInstall(newValue == nil, over: state.deriveHook == nil, "deriveValue") { state.deriveHook = newValue } }
  }
  /// The adapter's hook: maps every value set by the program or a model before it is stored (for example,
  /// clamping into a slider's range). User edits are not passed through it: an adapter corrects a gesture itself.
  /// Owned by the adapter (see "Hooks belong to the adapter").
  public var normalize: ((Value) -> Value)? {
    get { state.normalizeHook }
    set {
      if mayInstall(newValue == nil, over: state.normalizeHook == nil, "normalize") { state.normalizeHook = newValue }
    }
  }
  /// The adapter's hook: called after every change of `value`, whatever its source, with the stored value, before
  /// the listeners. Owned by the adapter (see "Hooks belong to the adapter"); others use ``addListener(_:)``.
  public var onChange: ((Value) -> Void)? {
    get { state.changeHook }
    set { if mayInstall(newValue == nil, over: state.changeHook == nil, "onChange") { state.changeHook = newValue } }
  }
  /// The key path the property was first bound through: written once, with both the registrar's lock and this slot's
  /// `lock` held, so it may be read under either.
  var resolvedKeyPath: AnyKeyPath?
  func isResolved(through key: AnyKeyPath) -> Bool { resolvedKeyPath === key }
  var isRegistered: Bool { resolvedKeyPath != nil }
  /// Guarded by `lock`: the view's identity and type, set when the slot is first bound, and the identity cleared
  /// when the view is deallocated (by its registrar); read only to describe a binding. No reference to the view: a
  /// weak one would give every bound view a side table.
  private var viewIdentity: (id: ObjectIdentifier?, type: AnyObject.Type)?
  /// The view's previously bound slot: written under the registrar's lock before the slot is published as the
  /// registrar's first slot, and not changed after, so the registrar walks the list with its lock released.
  var nextSlot: (any RegisteredSlot)?

  let lock = Lock()
  /// Guarded by `lock`: the binding that owns this view property (at most one, see "rebinding moves it").
  var binding: Observer<Value>?
  /// Whether `binding` is set, readable without the lock (stored wherever `binding` is).
  let hasBinding = Atomic<Bool>(false)

  /// Creates a slot holding `value`.
  public init(_ value: Value) {
    storedValue = value
  }

  /// Sets the value as the program does (not a user edit): normalised, stored, not reported to the model.
  public func set(_ newValue: Value) {
    state.divergedFromModel = true
    if let normalizeHook = state.normalizeHook {
      store(normalizeHook(newValue))
    } else {
      store(newValue)
    }
  }

  /// Records a person's edit: stores `newValue` as given, then reports it to the bound model.
  ///
  /// Call it from a gesture method, after checking that the control is enabled and visible and after
  /// correcting the value (clamping, rounding). The model is set only if the value differs from the model's.
  public func userDidEdit(_ newValue: Value) {
    store(newValue)
    currentBinding()?.handleEdit(newValue)
  }

  /// Whether a model property is bound to this view property. Cheap enough to ask on every gesture.
  public var isBound: Bool { hasBinding.load(ordering: .relaxed) }

  func store(_ newValue: Value) {
    storedValue = newValue
    didStore()
    didChange(newValue)
  }

  /// Tells the adapter's hook, then the listeners, about the value just stored.
  @inline(__always)
  func didChange(_ newValue: Value) {
    state.changeHook?(newValue)
    if let listeners = state.listeners { listeners.notify(newValue) }
  }

  /// The value just stored is current; the slots derived from this one are not.
  @inline(__always)
  func didStore() {
    if let staleness = state.staleness { staleness.isStale = false }
    state.firstDependentIsStale = true
    if !state.dependents.isEmpty { for flag in state.dependents { flag.isStale = true } }
  }

  /// Marks the value out of date: the next read of ``value`` computes it with ``deriveValue``. Does nothing
  /// when there is no ``deriveValue``. Not a change: ``onChange`` is not called, and no model is told.
  public func invalidate() {
    guard state.deriveHook != nil else { return }
    if state.staleness == nil { state.staleness = Staleness() }
    state.staleness?.isStale = true
  }

  /// Derives this property from `source`: after every change of `source`, this property's value is computed
  /// with `transform` the next time it is read, and not before. A value stored here directly (by the program,
  /// a model or a person) stands until `source` changes again.
  ///
  /// ```swift
  /// $attributedText.derive(from: $text) { AttributedString($0) }
  /// ```
  ///
  /// Replaces ``deriveValue``. This slot holds `source`; `source` does not hold this slot.
  public func derive<Source>(from source: ViewSlot<Source>, _ transform: @escaping (Source) -> Value) {
    if !source.state.lendsFlag, source !== self {
      source.state.lendsFlag = true
      source.state.firstDependentIsStale = true
      state.staleness = source
    } else {
      let flag = Staleness()
      flag.isStale = true
      source.state.dependents.append(flag)
      state.staleness = flag
    }
    deriveValue = { [source] in transform(source.value) }
  }

  /// Declares the value stored now current: it is not derived again until what it derives from changes.
  /// (For an adapter that keeps two properties in step, after writing the other one.)
  public func markCurrent() {
    state.staleness?.isStale = false
  }

  func refresh() {
    guard let deriveHook = state.deriveHook else { return }
    storedValue = deriveHook()
    state.staleness?.isStale = false
  }

  /// A value from the bound model.
  func receiveModelValue(_ newValue: Value) {
    if let normalizeHook = state.normalizeHook {
      store(normalizeHook(newValue))
    } else {
      storedValue = newValue
      didStore()
      didChange(newValue)
    }
  }

  // MARK: Listeners

  /// Adds a listener, called after every change of the value, whatever its source (a bound model, the program, or
  /// a person's gesture), with the stored value.
  ///
  /// ```swift
  /// let listener = slider.$value.addListener { value in redraw(value) }
  /// listener.remove()
  /// ```
  ///
  /// Listeners are called in the order they were added, after the adapter's ``onChange``, on the thread that made
  /// the change, with no lock held; one may add or remove listeners (a listener removed meanwhile is not called
  /// again). A derived value is not a change until it is stored: listen to the property it derives from. The slot
  /// keeps the listener until ``ViewPropertyListener/remove()``; releasing the returned object does not remove it.
  @discardableResult
  public func addListener(_ listener: @escaping (Value) -> Void) -> ViewPropertyListener {
    let list: ListenerList<Value>
    if let listeners = state.listeners {
      list = listeners
    } else {
      list = ListenerList()
      state.listeners = list
    }
    return list.add(listener)
  }

  /// Whether a hook may be assigned: reports a programmer error when it replaces one already set.
  private func mayInstall(_ isRemoval: Bool, over isEmpty: Bool, _ hook: String) -> Bool {
    guard !isRemoval, !isEmpty else { return true }
    let property = diagnosticNode?.description ?? "ViewSlot<\(typeName(Value.self))>"
    BindKitDiagnostics.reportProgrammerError(
      "\(property): \(hook) is already set, by the adapter that owns it; replacing it would undo the adapter's own "
        + "behaviour. Add a listener with addListener(_:) to be told of changes, or set \(hook) to nil first to "
        + "replace it deliberately")
    return false
  }

  /// The binding that feeds this property, or nil while none does: what a front end reads a binding's editing state
  /// from.
  ///
  /// ```swift
  /// if let binding = field.$text.bindingToken, binding.hasPendingEdit {
  ///   drawError(binding.validationError)  // then Enter calls binding.commit(), Esc binding.discard()
  /// }
  /// ```
  ///
  /// It is the token the binding's `bind` returned (``BindingToken/hasPendingEdit``,
  /// ``BindingToken/validationError``, ``BindingToken/commit()``, ``BindingToken/discard()``); binding the property
  /// again gives it another one.
  public var bindingToken: BindingToken? { currentBinding() }

  func currentBinding() -> Observer<Value>? {
    lock.withLock { binding }
  }

  /// Installs `newBinding` unless a binding to the same model side is already in place here, and returns that one
  /// (nil when `newBinding` was installed). `replaced` is set to the binding `newBinding` took the place of.
  func install(_ newBinding: Observer<Value>, replaced: inout Observer<Value>?) -> Observer<Value>? {
    let (existing, previous) = lock.withLock { () -> (Observer<Value>?, Observer<Value>?) in
      if let current = binding, current.modelSide === newBinding.modelSide { return (current, nil) }
      defer {
        binding = newBinding
        hasBinding.store(true, ordering: .relaxed)
      }
      return (nil, binding)
    }
    replaced = previous
    return existing
  }

  /// Removes `oldBinding` if it is still the one installed. The caller holds `oldBinding`, so dropping the slot's
  /// reference under the lock never ends it there.
  func uninstall(_ oldBinding: Observer<Value>) {
    lock.withLock {
      guard binding === oldBinding else { return }
      hasBinding.store(false, ordering: .relaxed)
      binding = nil
    }
  }

  /// Registers the slot with its view's registrar (`BindingRegistrar.register`). Made here, where the slot's own
  /// type is at hand, so that the binder's unspecialised code looks up no metadata to make the existential.
  func register(in registrar: BindingRegistrar, view: AnyObject, key: AnyKeyPath) -> Bool {
    registrar.register(self, view: view, key: key)
  }

  func didRegister(key: AnyKeyPath, view: AnyObject) {
    let identity = (ObjectIdentifier(view), type(of: view) as AnyObject.Type)
    lock.withLock {
      resolvedKeyPath = key
      viewIdentity = (identity.0, identity.1)
    }
  }

  func viewWasDeallocated() {
    lock.withLock {
      if let type = viewIdentity?.type { viewIdentity = (nil, type) }
    }
  }

  var diagnosticIdentity: (key: AnyKeyPath, id: ObjectIdentifier?, type: AnyObject.Type)? {
    lock.withLock {
      guard let resolvedKeyPath, let viewIdentity else { return nil }
      return (resolvedKeyPath, viewIdentity.id, viewIdentity.type)
    }
  }

  func attachedBindings() -> [BindingToken] {
    var all: [BindingToken] = []
    lock.withLock {
      if let binding { all.append(binding) }
    }
    return all
  }
}

extension ViewSlot: StaleFlag {
  /// The flag of the first slot derived from this one (`firstDependentIsStale`): what that slot reads and lowers.
  var isStale: Bool {
    get { state.firstDependentIsStale }
    set { state.firstDependentIsStale = newValue }
  }
}

/// What a ``ViewSlot`` keeps on its view's thread besides its value (its `state`): the adapter's hooks, the listeners,
/// and how a change reaches the slots derived from it. Every field has the same size whatever `Value` is.
struct SlotState<Value> {
  /// Whether `value` must be computed again by ``ViewSlot/deriveValue`` when next read (set by
  /// ``ViewSlot/invalidate()`` or by a change of the slot this one derives from); nil until the slot can be out of
  /// date. The slot this one derives from, when this is the first slot derived from it (its `firstDependentIsStale`),
  /// or else a `Staleness`.
  var staleness: (any StaleFlag)?
  /// The flags of the second and later slots derived from this one, raised at every change of this slot.
  var dependents: [Staleness] = []
  /// The adapter's hooks, set through ``ViewSlot/deriveValue``, ``ViewSlot/normalize`` and ``ViewSlot/onChange``.
  var deriveHook: (() -> Value)?
  var normalizeHook: ((Value) -> Value)?
  var changeHook: ((Value) -> Void)?
  /// The change being reported, while the adapter's hook and the listeners run after an in-place change of a
  /// to-many property; nil otherwise.
  /// (In a box: see ``ChangeBox``.)
  var changeInProgress: ChangeBox?
  /// Whether the program set the value since the model last changed it in place: the next in-place change is then
  /// shown as the model's whole value, since this array may not be the one the change applies to.
  var divergedFromModel = false
  /// The flag of the first slot derived from this one, raised at every change of this slot; meaningless while
  /// `lendsFlag` is false. Stored in the slot rather than in an object of its own, so that a change of a text adapter's
  /// `text` writes to no other object (next to `divergedFromModel`, in the bytes its alignment leaves free).
  var firstDependentIsStale = false
  /// Whether a slot derives from this one through `firstDependentIsStale`.
  var lendsFlag = false
  /// The listeners, once one was added.
  var listeners: ListenerList<Value>?
}
