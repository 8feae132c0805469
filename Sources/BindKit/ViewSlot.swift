public import Synchronization

/// Whether a derived slot's value is out of date; shared between the slot and the slot it derives from.
@usableFromInline
final class _Staleness {
  /// Written and read on the view's thread, never overlapping: no runtime exclusivity check.
  @exclusivity(unchecked) @usableFromInline var isStale = false
  @usableFromInline init() {}
}

/// The storage behind one bindable property of a view adapter: the value the control shows, and the binding
/// that feeds it.
///
/// Adapters get a property's slot through its ``ViewProperty`` projection (`$text`) and use it to report what a
/// person did:
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
public final class ViewSlot<Value>: _ViewEndpoint {
  /// What the control shows.
  @inlinable
  public var value: Value {
    if let staleness, _slowPath(staleness.isStale) { refresh() }
    return _value
  }
  /// Accessed only on the view's thread, never overlapping: no runtime exclusivity check.
  @exclusivity(unchecked) @usableFromInline var _value: Value
  /// Whether `value` must be computed again by ``deriveValue`` when next read (set by ``invalidate()`` or by a
  /// change of the slot this one derives from); nil until the slot can be out of date.
  @exclusivity(unchecked) @usableFromInline var staleness: _Staleness?
  /// The flags of the slots derived from this one, raised at every change of this slot.
  @exclusivity(unchecked) @usableFromInline var dependents: [_Staleness] = []
  /// Computes the value again after ``invalidate()``, for a property derived from another one (an adapter's
  /// `attributedText` derived from its `text`), so the derived value costs nothing until someone reads it.
  @exclusivity(unchecked) public var deriveValue: (() -> Value)?
  /// Maps every value set by the program or a model before it is stored (for example, clamping into a
  /// slider's range). User edits are not passed through it: an adapter corrects a gesture itself.
  @exclusivity(unchecked) public var normalize: ((Value) -> Value)?
  /// Called after every change of `value`, whatever its source, with the stored value.
  @exclusivity(unchecked) public var onChange: ((Value) -> Void)?
  /// The key path the property was first bound through (set once, under the registrar's lock).
  /// (Written under the registrar's lock and this slot's `lock`; read under either.)
  var resolvedKeyPath: AnyKeyPath?
  /// Guarded by `lock`: the view's identity and type, set when the slot is first bound, and the identity cleared
  /// when the view is deallocated (by its registrar); read only to describe a binding. No reference to the view: a
  /// weak one would give every bound view a side table.
  private var viewIdentity: (id: ObjectIdentifier?, type: AnyObject.Type)?
  /// The view's previously bound slot (guarded by the view registrar's lock).
  var nextSlot: (any _ViewEndpoint)?

  @usableFromInline let lock = Lock()
  /// Guarded by `lock`: the binding that owns this view property (at most one, see "rebinding moves it").
  @exclusivity(unchecked) @usableFromInline var binding: _Observer<Value>? {
    didSet { hasBinding.store(binding != nil, ordering: .relaxed) }
  }
  /// Whether `binding` is set, readable without the lock.
  @usableFromInline let hasBinding = Atomic<Bool>(false)

  /// Creates a slot holding `value`.
  public init(_ value: Value) {
    _value = value
  }

  /// Sets the value as the program does (not a user edit): normalised, stored, not reported to the model.
  @inlinable
  public func set(_ newValue: Value) {
    store(normalize.map { $0(newValue) } ?? newValue)
  }

  /// Records a person's edit: stores `newValue` as given, then reports it to the bound model.
  ///
  /// Call it from a gesture method, after checking that the control is enabled and visible and after
  /// correcting the value (clamping, rounding). The model is set only if the value differs from the model's.
  @inlinable
  public func userDidEdit(_ newValue: Value) {
    store(newValue)
    let binding = currentBinding()
    if let binding {
      if let box = binding.unretainedModelBox {
        box._withUnsafeGuaranteedRef { $0.setFromView(newValue, origin: binding) }
      } else {
        binding.receiveViewEdit(newValue)
      }
    }
  }

  /// Whether a model property is bound to this view property. Cheap enough to ask on every gesture.
  @inlinable
  public var isBound: Bool { hasBinding.load(ordering: .relaxed) }

  @inlinable
  func store(_ newValue: Value) {
    _value = newValue
    didStore()
    onChange?(newValue)
  }

  /// The value just stored is current; the slots derived from this one are not.
  @inlinable @inline(__always)
  func didStore() {
    if let staleness { staleness.isStale = false }
    if !dependents.isEmpty { for flag in dependents { flag.isStale = true } }
  }

  /// Marks the value out of date: the next read of ``value`` computes it with ``deriveValue``. Does nothing
  /// when there is no ``deriveValue``. Not a change: ``onChange`` is not called, and no model is told.
  @inlinable
  public func invalidate() {
    guard deriveValue != nil else { return }
    if staleness == nil { staleness = _Staleness() }
    staleness?.isStale = true
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
    let flag = _Staleness()
    flag.isStale = true
    source.dependents.append(flag)
    staleness = flag
    deriveValue = { [source] in transform(source.value) }
  }

  /// Declares the value stored now current: it is not derived again until what it derives from changes.
  /// (For an adapter that keeps two properties in step, after writing the other one.)
  public func markCurrent() {
    staleness?.isStale = false
  }

  @usableFromInline
  func refresh() {
    guard let deriveValue else { return }
    _value = deriveValue()
    staleness?.isStale = false
  }

  /// A value from the bound model.
  @inlinable @inline(__always)
  func receiveModelValue(_ newValue: Value) {
    if let normalize {
      store(normalize(newValue))
    } else {
      _value = newValue
      didStore()
      onChange?(newValue)
    }
  }

  @inlinable
  func currentBinding() -> _Observer<Value>? {
    lock.withLock { binding }
  }

  /// Installs `newBinding` unless the same model box is already bound here; returns the binding now in place
  /// and the one it replaced.
  func install(_ newBinding: _Observer<Value>, sameAs isSame: (_Observer<Value>) -> Bool) -> (
    current: _Observer<Value>, replaced: _Observer<Value>?
  ) {
    var result: (current: _Observer<Value>, replaced: _Observer<Value>?)?
    lock.withLock {
      if let existing = binding, isSame(existing) {
        result = (existing, nil)
      } else {
        result = (newBinding, binding)
        binding = newBinding
      }
    }
    return result!
  }

  /// Removes `oldBinding` if it is still the one installed.
  func uninstall(_ oldBinding: _Observer<Value>) {
    lock.withLock {
      if binding === oldBinding { binding = nil }
    }
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
