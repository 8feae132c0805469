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

  /// The property's box, made (and the value moved into it, under the model's bookkeeping lock) if the property
  /// has none yet, identified by `keyPath`.
  @inlinable @inline(__always)
  static func box<Model: BindableObject>(
    of model: Model, _ storageKeyPath: ReferenceWritableKeyPath<Model, Bound<Value>>, keyPath: () -> AnyKeyPath
  ) -> PropertyBox<Value> {
    model.withBookkeeping {
      if let existing = model[keyPath: storageKeyPath].box { return existing }
      let box = PropertyBox.addedToModel(model[keyPath: storageKeyPath].storedValue!, owner: model, keyPath: keyPath())
      // The box first, so that a read never finds neither.
      model[keyPath: storageKeyPath].box = box
      model[keyPath: storageKeyPath].storedValue = nil
      return box
    }
  }

  /// The property's handle, `model.$name`: what the binding operators (`<=>`, `=>`) and in-place mutation take.
  /// See ``MutableModelProperty``.
  @available(*, unavailable, message: "$ of a @Bound property is reached through its model")
  public var projectedValue: MutableModelProperty<Value> {
    fatalError("unreachable")
  }

  /// `model.$name`: the property's handle. It holds the property's storage, which knows its model weakly: a handle
  /// keeps nothing alive.
  ///
  /// The property's box is made now if nothing has needed it yet. A box made here is identified by the property's
  /// storage key path (`\Model._name`), the only key path the handle can name; one made by a binding's recording
  /// read by the key path it was read through. Either way, a recording read reports the key path it was read
  /// through, so `bind(key:)` finds the box.
  @inlinable
  public static subscript<Model: BindableObject>(
    _enclosingInstance model: Model,
    projected projectedKeyPath: KeyPath<Model, MutableModelProperty<Value>>,
    storage storageKeyPath: ReferenceWritableKeyPath<Model, Bound<Value>>
  ) -> MutableModelProperty<Value> {
    MutableModelProperty(side: box(of: model, storageKeyPath) { storageKeyPath })
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
      // While some thread records (a binding being resolved, a computed property evaluated), a read on a recording
      // thread gives the property its box, and reports the box (to a binder, with the key path it was read through,
      // formed only then).
      if _slowPath(recordingThreads.load(ordering: .relaxed) != 0) {
        var box = model[keyPath: storageKeyPath].box
        var formed: AnyKeyPath?
        if box == nil, let key = formKeyPath({ wrappedKeyPath }, onlyWhileRecording: true) {
          formed = key
          box = Self.box(of: model, storageKeyPath) { key }
        }
        if let box {
          recordAccess(
            model, box, { formed ?? formKeyPath({ wrappedKeyPath }, onlyWhileRecording: false) }, Value.self,
            isModelProperty: true)
          return box.value
        }
      }
      if let box = model[keyPath: storageKeyPath].box { return box.value }
      return model[keyPath: storageKeyPath].storedValue!
    }
    set {
      if let box = model[keyPath: storageKeyPath].box {
        box.write(newValue, origin: .program, except: nil, owner: model)
        return
      }
      if _slowPath(model.updateState.hasWriteObservers) {
        // Observed writes take the write path, which needs the property's box.
        // The box is identified by the wrapped key path: handing the storage key path to code the optimiser cannot
        // see would make it keep a run-time exclusivity check on every access to the property's storage.
        box(of: model, storageKeyPath) { formKeyPath({ wrappedKeyPath }, onlyWhileRecording: false)! }.write(
          newValue, origin: .program, except: nil, owner: model)
        return
      }
      if isKnownEqual(model[keyPath: storageKeyPath].storedValue!, newValue) { return }
      // Consumed, not copied: the stored value is the setter's own reference.
      model[keyPath: storageKeyPath].storedValue = consume newValue
      model.noteBoundPropertyChange()
    }
  }
}

extension Bound: NamedStorage {
  var storageIdentity: AnyObject? { box }
}

extension PropertyBox {
  /// A new box holding `value`, the storage of a `@Bound` property of `owner` from now on, added to the model's
  /// endpoints. Call it with the model's bookkeeping lock held.
  @usableFromInline
  static func addedToModel(_ value: Value, owner: BindableObject, keyPath: AnyKeyPath) -> PropertyBox<Value> {
    let box = PropertyBox(value: value, owner: owner, keyPath: keyPath)
    owner.addEndpointLocked(box)
    return box
  }
}
