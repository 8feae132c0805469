public import Synchronization

/// Declares a bindable property of a view adapter (a ``BindableView``).
///
/// ```swift
/// public final class Label: BindableView {
///   public let bindingRegistrar = BindingRegistrar()
///   @ViewProperty public var text = ""
///   @ViewProperty public var isHidden = false
/// }
/// ```
///
/// The value lives in a ``ViewSlot``, reached through the projection (`$text`); a binding writes the slot
/// directly, with no key-path call per delivery. Setting the property in code is a program change: it is
/// shown, and not reported to a bound model.
///
/// The slot is made the first time it is needed: when the property is bound, or when its projection (`$text`) is
/// read. Until then the value is stored in the view itself, so a property nobody binds, listens to or shapes costs a
/// view no slot (a `TextField` bound through its `text` alone has two slots of its five: `text`, and the
/// `attributedText` derived from it).
///
/// The rules for the adapter that declares it:
///
/// - Give it a default value, so `self` is usable from the first line of `init`.
/// - Inside the adapter's hooks, read it through its slot (`$isEnabled.value`): a read through the property itself
///   inside a derived value would be recorded when `bind` resolves a view key.
/// - A gesture method reads a flag through its storage (`_isEnabled.value`), which makes no slot and skips the check
///   for a binding being resolved, and reports through the slot (`$text.userDidEdit(_:)`).
/// - Install the slot's hooks (``ViewSlot/normalize``, ``ViewSlot/onChange``, ``ViewSlot/derive(from:_:)``) in
///   `init`, once; they belong to the adapter. Everyone else listens with ``ViewSlot/addListener(_:)``.
/// - Report a person's gesture with ``ViewSlot/userDidEdit(_:)``, and only a person's gesture.
///
/// Like the rest of the view, the property is used from one thread at a time: making its slot writes the view. (A
/// bind from another thread writes the view too, as it always has: it shows the model's value at once.)
///
/// For the binding operators, a view property is named from its view: `field.bindable.text` (see
/// ``BindableProperties``).
@propertyWrapper
public struct ViewProperty<Value> {
  /// The value while the property has no slot; nil once it has one (so that the view does not keep an old value
  /// alive).
  @usableFromInline var valueWithoutSlot: Value?
  /// The slot, once made. Never replaced or cleared: the view holds it for as long as it lives.
  @usableFromInline var slotIfMade: ViewSlot<Value>?

  /// Creates the property with its initial value. Its slot is made when first needed.
  public init(wrappedValue: Value) {
    valueWithoutSlot = wrappedValue
    slotIfMade = nil
  }

  /// The slot that stores the value, made now if it was not yet. Use `$value` instead wherever `self` is available:
  /// making a slot through the storage (`_value.projectedValue`, in an `init` before `self` is available) makes the
  /// compiler check exclusivity at run time on every access to that property. An adapter that needs a slot for a
  /// stored property of its own can make that property a `lazy var` that its `init` uses first (see
  /// ``FittedValue``).
  public var projectedValue: ViewSlot<Value> {
    mutating get {
      // The same steps as `slot(of:_:)`, which cannot call this getter: it writes the storage through the key path,
      // and a call inside that access would bring back the run-time exclusivity checks.
      if let slot = slotIfMade { return slot }
      let slot = ViewSlot(valueWithoutSlot!)
      slotIfMade = slot
      valueWithoutSlot = nil
      return slot
    }
  }

  /// The value, as the adapter reads it in its own gesture methods (`guard _isEnabled.value else { return }`): not
  /// recorded by a binding being resolved, and making no slot. Everyone else reads the property itself.
  public var value: Value {
    @inlinable @inline(__always) get {
      if let slot = slotIfMade { return slot.value }
      return valueWithoutSlot!  // set whenever `slotIfMade` is nil
    }
  }

  /// Not used: `@ViewProperty` reaches its view through the enclosing-instance subscript.
  @available(*, unavailable, message: "@ViewProperty can only be used on properties of a BindableView class")
  public var wrappedValue: Value {
    get { fatalError("unreachable") }
    // swift-format-ignore
    set { fatalError("unreachable") }
  }

  /// The property's getter and setter.
  @inlinable @inline(__always)
  public static subscript<View: BindableView>(
    _enclosingInstance view: View,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<View, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<View, ViewProperty<Value>>
  ) -> Value {
    get {
      if _slowPath(recordingThreads.load(ordering: .relaxed) != 0) {
        // A binding is being resolved on some thread: the slot identifies the property, so it is made now, and
        // reported to this thread's recording if it has one. No key path is reported: the slot is enough.
        let slot = slot(of: view, storageKeyPath)
        recordAccess(view, slot, { nil }, Value.self, isModelProperty: false)
        return slot.value
      }
      if let slot = view[keyPath: storageKeyPath].slotIfMade { return slot.value }
      return view[keyPath: storageKeyPath].valueWithoutSlot!  // set whenever `slotIfMade` is nil
    }
    set {
      if let slot = view[keyPath: storageKeyPath].slotIfMade {
        slot.set(newValue)
      } else {
        // No slot: nothing is bound to the property, and it has no hooks or listeners to tell.
        view[keyPath: storageKeyPath].valueWithoutSlot = newValue
      }
    }
  }

  /// The property's projection, `$value`: its slot, made now if it was not yet.
  @inlinable @inline(__always)
  public static subscript<View: BindableView>(
    _enclosingInstance view: View,
    projected projectedKeyPath: KeyPath<View, ViewSlot<Value>>,
    storage storageKeyPath: ReferenceWritableKeyPath<View, ViewProperty<Value>>
  ) -> ViewSlot<Value> {
    slot(of: view, storageKeyPath)
  }

  /// The slot of the property `storageKeyPath` names on `view`, made now if it was not yet.
  ///
  /// Inlined where the storage key path is a literal: handed to code the optimiser cannot see, the key path would make
  /// it assume the storage could be written through it, and check exclusivity at run time on every access to every
  /// view property. For the same reason the slot is made before the view's storage is written: no access to the
  /// storage has a call inside.
  @inlinable @inline(__always)
  static func slot<View: BindableView>(
    of view: View, _ storageKeyPath: ReferenceWritableKeyPath<View, ViewProperty<Value>>
  ) -> ViewSlot<Value> {
    if let slot = view[keyPath: storageKeyPath].slotIfMade { return slot }
    let slot = ViewSlot(view[keyPath: storageKeyPath].valueWithoutSlot!)
    view[keyPath: storageKeyPath].slotIfMade = slot
    view[keyPath: storageKeyPath].valueWithoutSlot = nil
    return slot
  }
}

extension ViewProperty: NamedStorage {
  var storageIdentity: AnyObject? { slotIfMade }
}
