/// Declares a one-shot event that a model fires at its views: an alert, a navigation, a dismissal.
///
/// ```swift
/// final class LogonModel: BindableObject {
///   @ViewAction var showAlert: (String) -> Void
///   @ViewAction var dismiss: () -> Void
///
///   func logOn() {
///     if failed { showAlert("Wrong password") } else { dismiss() }
///   }
/// }
///
/// model.$showAlert => { message in alertLabel.text = message }
/// model.$dismiss => { screen.close() }
/// ```
///
/// Calling the property fires the event: each receiver attached with `=>` is called synchronously, on the calling
/// thread, in the order they were attached. An event is not kept: a receiver attached later does not hear earlier
/// ones. The arguments are a parameter pack, so an event takes any number of them, none included (in Swift,
/// `(Void) -> Void` is not `() -> Void`).
///
/// Receivers end at ``BindingToken/unbind()`` or when the model is deallocated. The model keeps its receivers; a
/// receiver that captures the model should capture it weakly.
@propertyWrapper
public struct ViewAction<each Argument> {
  /// The receivers, in the order attached.
  let receivers = ViewActionReceivers<repeat each Argument>()

  /// Creates the event with no receiver.
  public init() {}

  /// Fires the event.
  public var wrappedValue: (repeat each Argument) -> Void {
    let receivers = self.receivers
    return { (argument: repeat each Argument) in receivers.fire(repeat each argument) }
  }

  /// The event, for attaching receivers with `=>`.
  public var projectedValue: ViewActionReceivers<repeat each Argument> { receivers }
}

/// The receivers of a ``ViewAction``: attach one with `model.$showAlert => { message in ... }`.
///
/// Attaching and firing belong to the model's thread; a receiver may be ended from any thread.
public final class ViewActionReceivers<each Argument> {
  private let lock = Lock()
  /// Guarded by `lock`.
  private var receivers: [ViewActionReceiver<repeat each Argument>] = []

  init() {}

  deinit {
    for receiver in lock.withLock({ receivers }) { receiver.unbind() }
  }

  /// Attaches `body`; the returned receiver's `unbind()` detaches it.
  func attach(_ body: @escaping (repeat each Argument) -> Void) -> ViewActionReceiver<repeat each Argument> {
    let receiver = ViewActionReceiver(list: self, body: body)
    lock.withLock { receivers.append(receiver) }
    return receiver
  }

  func detach(_ receiver: ViewActionReceiver<repeat each Argument>) {
    lock.withLock { receivers.removeAll { $0 === receiver } }
  }

  /// Calls the receivers attached now, in order; one ended meanwhile is skipped.
  func fire(_ argument: repeat each Argument) {
    for receiver in lock.withLock({ receivers }) where receiver.isBound {
      receiver.body(repeat each argument)
    }
  }
}

/// One receiver of a view action: a binding token, so a ``BindingGroup`` can hold it.
final class ViewActionReceiver<each Argument>: BindingToken {
  fileprivate let body: (repeat each Argument) -> Void
  private weak var list: ViewActionReceivers<repeat each Argument>?

  init(list: ViewActionReceivers<repeat each Argument>, body: @escaping (repeat each Argument) -> Void) {
    self.list = list
    self.body = body
    super.init()
  }

  override func detach() {
    list?.detach(self)
  }

  override var isObservation: Bool { true }

  override var description: String { "view action receiver\(isBound ? "" : " (unbound)")" }
}

/// Attaches a receiver to a view action: it is called each time the model fires the event, from now on.
///
/// ```swift
/// model.$showAlert => { message in alertLabel.text = message }
/// ```
@discardableResult
public func => <each Argument>(
  action: ViewActionReceivers<repeat each Argument>, receiver: @escaping (repeat each Argument) -> Void
) -> BindingToken {
  action.attach(receiver)
}
