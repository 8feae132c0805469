public import Synchronization

/// Declares a bindable property of a ``BindableObject``.
///
/// ```swift
/// final class LogonModel: BindableObject {
///   @Bound var username = ""
///   @Bound var rememberMe = false
/// }
/// ```
///
/// Setting the property stores the value, updates every view bound to it, then fires the model's did-update
/// callbacks. Setting an `Equatable` property to the value it holds does nothing. A property nobody is bound to
/// costs what a plain stored property costs, plus that comparison and the callbacks.
@propertyWrapper
public struct Bound<Value> {
  /// The value while nothing is bound to the property; nil once it has moved into `box`, so the wrapper does
  /// not keep an old value (and whatever it references) alive.
  @usableFromInline var storedValue: Value?
  /// Where the value lives once the property has been bound.
  @usableFromInline var box: PropertyBox<Value>?

  /// Creates the property with its initial value.
  public init(wrappedValue: Value) {
    storedValue = wrappedValue
    box = nil
  }

  /// Moves the property into `box`, made with its value: the box first, so that a read never finds neither. One
  /// access to the storage (two took a retain and a release of the model around the second, on the slow path of a
  /// model with a side table).
  @inlinable @inline(__always)
  mutating func moveValue(into box: PropertyBox<Value>) {
    self.box = box
    storedValue = nil
  }

  /// The property's box for its handle (`$name`), created (and the value moved into it) if nothing has needed it
  /// yet. A box made here is identified by the property's storage key path (`\Model._name`), the only key path the
  /// handle can name; one made by a binding's recording read (in the getter below) by the key path it was read
  /// through. Either way, a recording read reports the key path it was read through, so `bind(key:)` finds the box.
  @inlinable
  static func ensureBox<Model: BindableObject>(
    _ model: Model, _ storageKeyPath: ReferenceWritableKeyPath<Model, Bound<Value>>
  ) -> PropertyBox<Value> {
    model.bookkeepingLock.lock()
    defer { model.bookkeepingLock.unlock() }
    if let existing = model[keyPath: storageKeyPath].box { return existing }
    let box = PropertyBox(
      value: model[keyPath: storageKeyPath].storedValue.unsafelyUnwrapped, owner: model, keyPath: storageKeyPath)
    model[keyPath: storageKeyPath].moveValue(into: box)
    model.addEndpointLocked(box)
    return box
  }

  /// The property's handle, `model.$name`: what the binding operators (`<=>`, `=>`) and in-place mutation take.
  /// See ``MutableModelProperty``.
  @available(*, unavailable, message: "$ of a @Bound property is reached through its model")
  public var projectedValue: MutableModelProperty<Value> {
    fatalError("unreachable")
  }

  /// `model.$name`: the property's handle. It holds the property's storage, which knows its model weakly: a handle
  /// keeps nothing alive.
  @inlinable
  public static subscript<Model: BindableObject>(
    _enclosingInstance model: Model,
    projected projectedKeyPath: KeyPath<Model, MutableModelProperty<Value>>,
    storage storageKeyPath: ReferenceWritableKeyPath<Model, Bound<Value>>
  ) -> MutableModelProperty<Value> {
    MutableModelProperty(side: ensureBox(model, storageKeyPath))
  }

  /// Not used: `@Bound` reaches its model through the enclosing-instance subscript.
  @available(*, unavailable, message: "@Bound can only be used on properties of a BindableObject subclass")
  public var wrappedValue: Value {
    get { fatalError("unreachable") }
    // swift-format-ignore
    set { fatalError("unreachable") }
  }

  /// The property's getter and setter, inlined into the model so an unbound set is a compare and a store.
  @inlinable @inline(__always)
  public static subscript<Model: BindableObject>(
    _enclosingInstance model: Model,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<Model, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<Model, Bound<Value>>
  ) -> Value {
    get {
      if _slowPath(recordingThreads.load(ordering: .relaxed) != 0), let recorder = currentRecorder() {
        // This thread is resolving a binding: give the property its box (here, where the storage is reached
        // directly; through the key path at run time it was most of the cost of binding a fresh model), and
        // report it with the key path it was read through. The recorder is borrowed: its installer holds it.
        //
        // The key path is formed inside a closure, called out of line only when it is needed (to make the box, or
        // for a binder's recorder): used as a value in this getter, it was formed (a run-time call, a retain and a
        // release) at the top of every read of the property, recording or not.
        return recorder._withUnsafeGuaranteedRef { recorder in
          model.bookkeepingLock.lock()
          let existing = model[keyPath: storageKeyPath].box
          let key = existing == nil || recorder.recordsKeyPaths ? formKeyPath { wrappedKeyPath } : nil
          let box: PropertyBox<Value>
          if let existing {
            box = existing
          } else {
            box = PropertyBox(
              value: model[keyPath: storageKeyPath].storedValue.unsafelyUnwrapped, owner: model,
              keyPath: key.unsafelyUnwrapped)
            model[keyPath: storageKeyPath].moveValue(into: box)
            model.addEndpointLocked(box)
          }
          model.bookkeepingLock.unlock()
          let value = box.value
          recorder.record(object: model, storage: box, keyPath: key, valueType: Value.self)
          return value
        }
      }
      // The box is borrowed (the model's storage keeps it), not retained and released.
      if let box = model[keyPath: storageKeyPath].box.map(Unmanaged.passUnretained) {
        return box._withUnsafeGuaranteedRef { $0.value }
      }
      return model[keyPath: storageKeyPath].storedValue.unsafelyUnwrapped
    }
    set {
      // The storage keeps its box as long as the model lives, and the caller keeps the model: the box is
      // borrowed for the call, not retained.
      if let box = model[keyPath: storageKeyPath].box.map(Unmanaged.passUnretained) {
        guard box._withUnsafeGuaranteedRef({ $0.set(newValue) }) else { return }
      } else {
        if isKnownEqual(model[keyPath: storageKeyPath].storedValue.unsafelyUnwrapped, newValue) { return }
        // Consumed, not copied: the stored value is the setter's own reference (one retain fewer per set).
        model[keyPath: storageKeyPath].storedValue = consume newValue
      }
      model.noteBoundPropertyChange()
    }
  }
}

extension Bound: NamedStorage {
  var storageIdentity: AnyObject? { box }
}
