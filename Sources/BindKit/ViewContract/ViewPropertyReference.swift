/// The bindable properties of a view, for the binding operators: `field.bindable.text`.
///
/// ```swift
/// model.$username <=> usernameField.bindable.text
/// model.bound(\.canLogOn) => logOnButton.bindable.isEnabled
/// ```
///
/// A view property's projection (`field.$text`) is its ``ViewSlot``, which the adapter owns and which does not know
/// its view; a binding operator needs the view too, to register the binding with it, call
/// `viewDidBind(to:)` and end the binding when the view is freed. `bindable` gives both.
@dynamicMemberLookup
public struct BindableProperties<View: BindableView> {
  /// The view, held weakly: a reference taken and kept keeps nothing alive.
  weak var view: View?

  init(view: View) {
    self.view = view
  }

  /// The view property `key` names, for a binding operator. `key` must name a ``ViewProperty``; binding anything
  /// else is a programmer error, as with `bind(key:toView:viewKey:)`.
  public subscript<Value>(dynamicMember key: ReferenceWritableKeyPath<View, Value>) -> ViewPropertyReference<
    View, Value
  > {
    ViewPropertyReference(view: view, key: key)
  }
}

extension BindableView {
  /// This view's bindable properties, for the binding operators (`field.bindable.text`): a
  /// `BindableProperties` value.
  public var bindable: BindableProperties<Self> { BindableProperties(view: self) }
}

/// One property of one view, for the binding operators: `field.bindable.text`.
///
/// It holds the view weakly and the property's key path. `?? placeholder` gives a reference that shows a model's nil
/// as `placeholder` (see `<=>`).
public struct ViewPropertyReference<View: BindableView, Value> {
  weak var view: View?
  let key: ReferenceWritableKeyPath<View, Value>
}

/// A view property with the placeholder that stands for a model's nil: `field.bindable.text ?? ""`.
public struct PlaceholderViewPropertyReference<View: BindableView, Value> {
  let reference: ViewPropertyReference<View, Value>
  let placeholder: Value
}

/// Shows a model's nil as `placeholder` in the view property, and turns an edit to `placeholder` back into nil:
/// `model.$nickname <=> field.bindable.text ?? ""` is `bind(key:toView:viewKey:nilPlaceholder:)`.
public func ?? <View: BindableView, Value>(
  reference: ViewPropertyReference<View, Value>, placeholder: Value
) -> PlaceholderViewPropertyReference<View, Value> {
  PlaceholderViewPropertyReference(reference: reference, placeholder: placeholder)
}
