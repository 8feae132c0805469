/// The vendor protocol: what a headless view adapter provides so that models can be bound to it.
///
/// ## What an adapter must do
///
/// - Be a class, and declare `let bindingRegistrar = BindingRegistrar()`. The registrar keeps the view's
///   binding bookkeeping and ends the view's bindings when the view is deallocated.
/// - Declare each bindable property with ``ViewProperty``. A key path to anything else is refused by
///   `bind(key:toView:viewKey:)` as a programmer error.
/// - Report what a person does through the property's slot: `$value.userDidEdit(newValue)`, after ignoring the
///   gesture when the control is disabled or hidden, and after correcting the value (clamping to a range).
///   Never report a value the program set, or one that came from the model.
/// - Be used from one thread at a time, like the models it is bound to. (Binding and unbinding themselves are
///   safe from any thread.)
///
/// ## What the binder promises
///
/// - On bind, the model's current value is written to the view property at once (normalised by the slot's
///   ``ViewSlot/normalize``), and ``viewDidBind(to:)`` is called the first time the view is bound to anything.
/// - Each model change reaches each bound view property exactly once, synchronously, on the thread that made
///   it, with no lock held; an edit is never echoed back into the view property it came from.
/// - A view property is bound to at most one model property: binding it again moves it.
/// - Neither end is retained: when the view or the model is deallocated, its bindings end.
public protocol BindableView: AnyObject {
  /// The view's binding bookkeeping. Declare it as `public let bindingRegistrar = BindingRegistrar()`.
  var bindingRegistrar: BindingRegistrar { get }

  /// Called once, the first time the view is bound to a model, after the model's value was written to it.
  func viewDidBind(to model: BindableObject)
}

extension BindableView {
  /// Does nothing.
  public func viewDidBind(to model: BindableObject) {}

  /// Ends every binding of this view.
  public func unbindAll() {
    bindingRegistrar.unbindAll()
  }
}
