/// A handle to one property of one model, for the binding operators: `model.bound(\.canLogOn)`.
///
/// A read-only handle binds one way (`=>`): to a view property, or to a closure. ``MutableModelProperty`` (a
/// `@Bound` property's `$`, or `bound(_:)` of a writable key path) also binds two-way (`<=>`).
///
/// ```swift
/// model.bound(\.canLogOn) => logOnButton.bindable.isEnabled
/// model.bound(\.status) => { status in statusLine.text = status }
/// ```
///
/// A handle keeps nothing alive: it holds the model's entry for the property, which knows its model weakly. Binding
/// through a handle whose model is gone is a programmer error.
public struct ModelProperty<Value> {
  let side: ModelSide<Value>

  init(side: ModelSide<Value>) {
    self.side = side
  }

  /// The property's current value, or nil once its model is gone.
  public var value: Value? { side.currentValue() }
}

/// A handle to one writable property of one model: `model.$username` for a `@Bound` property, or
/// `model.bound(\.fullName)` for a writable computed one.
///
/// ```swift
/// model.$username <=> usernameField.bindable.text  // two-way, as bind(key:toView:viewKey:)
/// model.$nickname <=> nicknameField.bindable.text ?? ""  // nil shows as ""
/// model.$volume <=> other.$volume  // two models kept equal
/// model.$items.mutate { $0.append(item) }  // in place
/// ```
///
/// It binds as ``ModelProperty`` does, and two-way. A handle keeps nothing alive.
public struct MutableModelProperty<Value> {
  let side: ModelSide<Value>
  /// Why a two-way binding through this handle is refused (a plain stored property the model does not announce),
  /// or nil.
  let refusal: String?

  @usableFromInline
  init(side: ModelSide<Value>, refusal: String? = nil) {
    self.side = side
    self.refusal = refusal
  }

  /// The property's current value, or nil once its model is gone.
  public var value: Value? { side.currentValue() }

  /// The same property, read-only.
  public var readOnly: ModelProperty<Value> { ModelProperty(side: side) }
}
