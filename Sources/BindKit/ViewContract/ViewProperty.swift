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
/// The rules for the adapter that declares it:
///
/// - Give it a default value, so `self` is usable from the first line of `init`.
/// - Inside the adapter's hooks, read it through its slot (`$isEnabled.value`): a read through the property itself
///   inside a derived value would be recorded when `bind` resolves a view key. A gesture method may read the
///   property itself (`isEnabled`), which borrows the slot where `$isEnabled` retains and releases it.
/// - Install the slot's hooks (``ViewSlot/normalize``, ``ViewSlot/onChange``, ``ViewSlot/derive(from:_:)``) in
///   `init`, once; they belong to the adapter. Everyone else listens with ``ViewSlot/addListener(_:)``.
/// - Report a person's gesture with ``ViewSlot/userDidEdit(_:)``, and only a person's gesture.
///
/// For the binding operators, a view property is named from its view: `field.bindable.text` (see
/// ``BindableProperties``).
@propertyWrapper
public struct ViewProperty<Value> {
  /// The slot that stores the value.
  public let projectedValue: ViewSlot<Value>

  /// Creates the property with its initial value.
  public init(wrappedValue: Value) {
    projectedValue = ViewSlot(wrappedValue)
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
        // The slot is what identifies the property. No key path is passed: handing the storage key path to code
        // the optimiser cannot see made it assume the storage could be written through it, and keep a runtime
        // exclusivity check on every access to every view property (4 per keystroke in a text field).
        recordAccess(view, view[keyPath: storageKeyPath].projectedValue, nil, Value.self)
      }
      // The view holds the slot for as long as it lives, so it is read unretained.
      return Unmanaged.passUnretained(view[keyPath: storageKeyPath].projectedValue)._withUnsafeGuaranteedRef {
        $0.value
      }
    }
    set {
      view[keyPath: storageKeyPath].projectedValue.set(newValue)
    }
  }
}

extension ViewProperty: NamedStorage {
  var storageIdentity: AnyObject? { projectedValue }
}
