public import Observation

extension Observable where Self: AnyObject {
  /// Binds a property of one of Swift's own `@Observable` classes to a view property, two-way.
  ///
  /// ```swift
  /// @Observable final class Profile { var name = "" }
  ///
  /// profile.bind(key: \.name, toView: nameField, viewKey: \.text)
  /// ```
  ///
  /// The view shows the value at once. Observation reports a change before the value is stored, so the view
  /// is updated on the main actor's next turn after the change (not synchronously, as with a
  /// ``BindableObject``); several changes in one turn reach the view once, with the latest value. A person's
  /// edit sets the property at once (edits must be made on the main actor). Equal values are not written back
  /// to the view that was edited. The binding holds the model weakly and ends when either side is
  /// deallocated, or at ``BindingToken/unbind()``. The value type must be `Sendable`.
  @MainActor @discardableResult
  public func bind<Value: Sendable, View: BindableView>(
    key: ReferenceWritableKeyPath<Self, Value>,
    toView view: View,
    viewKey: ReferenceWritableKeyPath<View, Value>
  ) -> BindingToken {
    guard let slot = Binder.slot(of: view, viewKey: viewKey) else {
      return Binder.refuse(model: Self.self, key: key, view: View.self, viewKey: viewKey)
    }
    let side = ObservableProperty(model: self, key: key)
    let binding = ModelBinding(side: side, slot: slot, direction: .twoWay)
    return Binder.connect(
      binding, model: self, view: view, slot: slot, viewKey: viewKey, registrar: view.bindingRegistrar)
  }
}
