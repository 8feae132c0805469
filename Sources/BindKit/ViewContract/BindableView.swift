import Synchronization

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
///   ``ViewSlot/normalize``), and `viewDidBind(to:)` is called the first time the view is bound to anything.
/// - Each model change reaches each bound view property exactly once, synchronously, on the thread that made
///   it, with no lock held; an edit is never echoed back into the view property it came from.
/// - A view property is bound to at most one model property: binding it again moves it.
/// - Neither end is retained: when the view or the model is deallocated, its bindings end.
public protocol BindableView: _BindableObjectViewDidBind {
  /// The view's binding bookkeeping. Declare it as `public let bindingRegistrar = BindingRegistrar()`.
  var bindingRegistrar: BindingRegistrar { get }

  /// Called once, the first time the view is bound to a model, after the model's value was written to it.
  ///
  /// `model` is whatever kind of model the view was first bound to: a ``BindableObject`` (or
  /// ``MainActorBindableObject``), or an `@Observable` class. Called on the thread that made the binding, with no
  /// lock held. The default implementation calls the deprecated `viewDidBind(to: BindableObject)` when the model
  /// is a ``BindableObject``, so an adapter written for it is still told.
  func viewDidBind(to model: AnyObject)

  /// The former form of `viewDidBind(to: AnyObject)`, called only for a ``BindableObject`` model.
  ///
  /// Implement `viewDidBind(to: AnyObject)` instead: it is called for every kind of model. This one is still
  /// called, after it, by that method's default implementation.
  @available(*, deprecated, message: "implement viewDidBind(to model: AnyObject): it is called for every kind of model")
  func viewDidBind(to model: BindableObject)
}

extension BindableView {
  /// Calls the deprecated `viewDidBind(to: BindableObject)` when `model` is a `BindableObject`.
  public func viewDidBind(to model: AnyObject) {
    // Tested with `is` and then downcast, so that the model is not retained around the test (a bound model has a
    // side table, so its retain and release take the runtime's slow path).
    guard model is BindableObject else { return }
    callBindableObjectViewDidBind(self, unsafeDowncast(model, to: BindableObject.self))
  }

  /// Ends every binding of this view.
  public func unbindAll() {
    bindingRegistrar.unbindAll()
  }

  /// Runs `body` as one gesture of a person: what it reports through the view's slots is one undo step of an
  /// `EditUndoManager`. Wrap a gesture that reports more than one property (a row deleted, and the selection moved
  /// with it); a gesture that reports one needs no wrapping. Gestures nest: the outermost is the step.
  ///
  /// ```swift
  /// public func deleteRow(at index: Int) {
  ///   performUserGesture {
  ///     $items.userDidMutate { $0.remove(at: index) }
  ///     $selectedIndex.userDidEdit(nextSelection)
  ///   }
  /// }
  /// ```
  public func performUserGesture<Result>(_ body: () throws -> Result) rethrows -> Result {
    UserGesture.begin()
    defer { UserGesture.end() }
    return try body()
  }
}

/// The person's gesture this thread is running (``BindableView/performUserGesture(_:)``), for an undo manager that
/// keeps the writes of one gesture in one step.
package enum UserGesture {
  /// How many gestures run, on all threads: while none does, ``current`` looks up no thread's tables. A thread
  /// that begins a gesture sees its own count, so the relaxed load never misses a gesture of the calling thread.
  private static let running = Atomic<Int>(0)

  /// The number of the outermost gesture running on this thread, or nil when none is.
  package static var current: UInt64? {
    guard running.load(ordering: .relaxed) > 0 else { return nil }
    let tables = ThreadTables.current
    return tables.gestureDepth > 0 ? tables.gestureCount : nil
  }

  static func begin() {
    running.add(1, ordering: .relaxed)
    let tables = ThreadTables.current
    if tables.gestureDepth == 0 { tables.gestureCount &+= 1 }
    tables.gestureDepth += 1
  }

  static func end() {
    ThreadTables.current.gestureDepth -= 1
    running.subtract(1, ordering: .relaxed)
  }
}

/// Declares the former `viewDidBind(to: BindableObject)` without deprecating it, so that BindKit can call it without
/// a warning. Public but not API: only ``BindableView`` refines it.
public protocol _BindableObjectViewDidBind: AnyObject {
  /// See `BindableView.viewDidBind(to: BindableObject)`.
  func viewDidBind(to model: BindableObject)
}

extension _BindableObjectViewDidBind {
  /// Does nothing.
  public func viewDidBind(to model: BindableObject) {}
}

/// Tells an adapter that still implements the former `viewDidBind(to: BindableObject)`.
private func callBindableObjectViewDidBind(_ view: some _BindableObjectViewDidBind, _ model: BindableObject) {
  view.viewDidBind(to: model)
}
