// `=>` from a model property to a closure: an observation, made with the operators of `Binding/Operators.swift`.

/// Calls `receiver` with the property's value now, then after every change: `observe` with `[.initial, .new]`.
///
/// ```swift
/// model.$status => { status in statusLine = status }
/// ```
///
/// The receiver runs on the thread that made the change, as an observer's handler does; it lasts until
/// ``BindingToken/unbind()`` or until the model is deallocated.
@discardableResult
public func => <Value>(model: ModelProperty<Value>, receiver: @escaping (Value) -> Void) -> BindingToken {
  guard let owner = model.side.bindableOwner else {
    return Binder.refuseReleasedModel(model.side, other: "a closure")
  }
  let observer = ChangeObserver<BindableObject, Value>(side: model.side, options: [.initial, .new]) { _, change in
    if let value = change.newValue { receiver(value) }
  }
  observer.start(model: owner)
  return observer
}

/// Calls `receiver` with the property's value now, then after every change (see the read-only form).
@discardableResult
public func => <Value>(model: MutableModelProperty<Value>, receiver: @escaping (Value) -> Void) -> BindingToken {
  model.readOnly => receiver
}
