/// The precedence of the binding operators `<=>` and `=>`: below `??` (so `field.bindable.text ?? ""` is one
/// operand) and every other operator but assignment (so `let token = a <=> b` works).
precedencegroup BindingOperatorPrecedence {
  associativity: none
  lowerThan: TernaryPrecedence
  higherThan: AssignmentPrecedence
}

/// Binds two-way: `model.$username <=> field.bindable.text`, or two models' properties (`a.$x <=> b.$x`).
infix operator <=> : BindingOperatorPrecedence

/// Binds one way, from the model: `model.bound(\.canLogOn) => button.bindable.isEnabled`, or
/// `model.$status => { status in ... }`, or a view action's receiver (`model.$showAlert => { message in ... }`).
infix operator => : BindingOperatorPrecedence

// MARK: Model and view

/// Binds a model property to a view property, two-way: exactly `bind(key:toView:viewKey:)`, with the same rules.
///
/// ```swift
/// model.$username <=> usernameField.bindable.text
/// ```
@discardableResult
public func <=> <View: BindableView, Value>(
  model: MutableModelProperty<Value>, view: ViewPropertyReference<View, Value>
) -> BindingToken {
  guard let (owner, boundView, slot) = Binder.operands(model.side, view, refusal: model.refusal) else {
    return RefusedBinding()
  }
  return Binder.bindTwoWay(side: model.side, model: owner, view: boundView, slot: slot, viewKey: view.key)
}

/// Binds an optional model property to a view property, two-way, showing nil as the placeholder given with `??`:
/// exactly `bind(key:toView:viewKey:nilPlaceholder:)`.
///
/// ```swift
/// model.$nickname <=> nicknameField.bindable.text ?? ""
/// ```
@discardableResult
public func <=> <View: BindableView, Value: Equatable>(
  model: MutableModelProperty<Value?>, view: PlaceholderViewPropertyReference<View, Value>
) -> BindingToken {
  guard let (owner, boundView, slot) = Binder.operands(model.side, view.reference, refusal: model.refusal) else {
    return RefusedBinding()
  }
  let placeholder = view.placeholder
  return Binder.bindEditing(
    side: model.side, model: owner, view: boundView, slot: slot, viewKey: view.reference.key,
    toView: { $0 ?? placeholder }, toModel: { $0 == placeholder ? nil : $0 }, policy: .continuously,
    kind: "nil placeholder")
}

/// Binds a model property to a view property, one way: the view follows the model, and a person's edits stay in the
/// view. The read-only `bind(key:toView:viewKey:)`.
///
/// ```swift
/// model.bound(\.canLogOn) => logOnButton.bindable.isEnabled
/// ```
@discardableResult
public func => <View: BindableView, Value>(
  model: ModelProperty<Value>, view: ViewPropertyReference<View, Value>
) -> BindingToken {
  guard let (owner, boundView, slot) = Binder.operands(model.side, view, refusal: nil) else {
    return RefusedBinding()
  }
  let binding = ModelBinding(side: model.side, slot: slot, direction: .oneWay)
  return Binder.connect(
    binding, model: owner, view: boundView, slot: slot, viewKey: view.key, registrar: boundView.bindingRegistrar)
}

/// Binds a writable model property to a view property, one way (see the read-only form).
@discardableResult
public func => <View: BindableView, Value>(
  model: MutableModelProperty<Value>, view: ViewPropertyReference<View, Value>
) -> BindingToken {
  model.readOnly => view
}

// MARK: Model and model

/// Keeps two models' properties equal, as KVO's `bind` between two model objects: the right-hand property takes the
/// left-hand one's value now, and from then on each change of either is written to the other (running that model's
/// observers and did-update callbacks). It never loops: the side a change came from is not told of it again, and a
/// change made by a callback while the link writes is not carried back.
///
/// ```swift
/// settings.$volume <=> player.$volume
/// ```
///
/// It ends at ``BindingToken/unbind()`` or when either model is deallocated; it keeps neither alive.
@discardableResult
public func <=> <Value>(left: MutableModelProperty<Value>, right: MutableModelProperty<Value>) -> BindingToken {
  guard left.side.bindableOwner != nil else { return Binder.refuseReleasedModel(left.side, other: "a model") }
  guard right.side.bindableOwner != nil else { return Binder.refuseReleasedModel(right.side, other: "a model") }
  if let refusal = left.refusal ?? right.refusal {
    BindKitDiagnostics.reportProgrammerError(
      "cannot link \(left.side.diagnosticNode) and \(right.side.diagnosticNode): \(refusal)")
    return RefusedBinding()
  }
  let link = PropertyLink(left: left.side, right: right.side)
  link.start()
  BindKitDiagnostics.log(.debug, "bound \(link)")
  return link
}

extension Binder {
  /// The model, the view and the view property's slot of an operator's operands; nil (reported) when the model or
  /// the view is gone, the view key is not a `@ViewProperty`, or the model property cannot be bound two-way.
  static func operands<Value, View: BindableView, ViewValue>(
    _ side: ModelSide<Value>, _ reference: ViewPropertyReference<View, ViewValue>, refusal: String?
  ) -> (BindableObject, View, ViewSlot<ViewValue>)? {
    let viewName = "\(typeName(View.self)) \(keyPathName(reference.key))"
    guard let owner = side.bindableOwner else {
      refuseReleasedModel(side, other: viewName)
      return nil
    }
    guard let view = reference.view else {
      BindKitDiagnostics.reportProgrammerError(
        "cannot bind \(side.diagnosticNode) to \(viewName): the view was deallocated before the binding was made")
      return nil
    }
    guard let slot = slot(of: view, viewKey: reference.key) else {
      refuse(model: type(of: owner), key: side.keyPath, view: View.self, viewKey: reference.key)
      return nil
    }
    if let refusal {
      refuse(model: type(of: owner), key: side.keyPath, view: View.self, viewKey: reference.key, because: refusal)
      return nil
    }
    return (owner, view, slot)
  }

  /// Reports a binding through a handle whose model was deallocated, and returns an ended token.
  @discardableResult
  static func refuseReleasedModel<Value>(_ side: ModelSide<Value>, other: String) -> BindingToken {
    BindKitDiagnostics.reportProgrammerError(
      "cannot bind \(side.diagnosticNode) to \(other): the model was deallocated before the binding was made")
    return RefusedBinding()
  }
}
