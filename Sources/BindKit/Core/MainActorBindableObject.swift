/// The base class of bindable models that live on the main actor.
///
/// Subclass it instead of ``BindableObject`` when the model is main-actor isolated, explicitly or by a module's
/// default isolation (`.defaultIsolation(MainActor.self)`), and derive state in
/// ``boundPropertiesDidUpdateOnMainActor()``:
///
/// ```swift
/// @MainActor final class LogonModel: MainActorBindableObject {
///   @Bound var username = ""
///   @Bound var password = ""
///   @Bound var canLogOn = false
///
///   override func boundPropertiesDidUpdateOnMainActor() {
///     canLogOn = !username.isEmpty && !password.isEmpty
///   }
/// }
/// ```
///
/// It is a ``BindableObject``: everything a nonisolated model can do (bindings, observation, transactions,
/// editing, the update block and delegate), a main-actor model does the same way, on the main actor. Its
/// initialiser is main-actor isolated, so a subclass's `init` may assign a ``BindableObject/boundPropertiesUpdateBlock``
/// that reads and sets the model, and a delegate may conform with `extension Controller: @MainActor
/// BoundPropertiesDelegate`.
///
/// Why a class of its own: a method overrides with the isolation of the method it overrides, so a main-actor
/// subclass's override of the nonisolated ``BindableObject/boundPropertiesDidUpdate()`` could not touch the
/// model's main-actor properties. This class receives that callback and calls
/// ``boundPropertiesDidUpdateOnMainActor()`` on the main actor.
///
/// Set the model's properties, and make gestures on the views bound to it, on the main actor (the compiler
/// enforces the first). A change that reaches the model's callbacks on another thread, for example an edit made
/// on a view from a background thread, stops the program with the runtime's actor-isolation message.
@MainActor
open class MainActorBindableObject: BindableObject {
  /// Creates a model (on the main actor).
  ///
  /// (It takes an unused argument only so that it is not an override of ``BindableObject/init()``, whose
  /// isolation it would have to share; call it as `MainActorBindableObject()` or `super.init()`.)
  public init(_: Void = ()) {
    super.init()
  }

  /// Called on the main actor after a change to any `@Bound` property (or once at the end of a transaction).
  /// Override it to derive state. The default does nothing.
  ///
  /// The same callback as ``BindableObject/boundPropertiesDidUpdate()``, for a main-actor model: it runs first,
  /// before the update block and the delegate; sets made inside it update views but do not run the callbacks
  /// again.
  open func boundPropertiesDidUpdateOnMainActor() {}

  /// Calls ``boundPropertiesDidUpdateOnMainActor()`` on the main actor.
  nonisolated public final override func boundPropertiesDidUpdate() {
    // The model is main-actor isolated and not Sendable: its properties are set on the main actor, and so this
    // callback runs there. `assumeIsolated` checks it, and stops the program if a view of this model was edited
    // on another thread.
    nonisolated(unsafe) let model = self
    MainActor.assumeIsolated { model.boundPropertiesDidUpdateOnMainActor() }
  }
}
