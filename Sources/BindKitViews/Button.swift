public import BindKit

/// A headless push button: a title, and handlers a person's tap runs.
///
/// ```swift
/// let logOn = Button(title: "Log on")
/// logOn.addAction { session.start() }
/// form.bind(key: \.canLogOn, toView: logOn, viewKey: \.isEnabled)
/// logOn.tap()  // runs the handlers only while the button is enabled and visible
/// ```
///
/// Handlers are kept as long as the button is: one that captures the button strongly keeps it alive, so capture
/// it weakly.
public final class Button: BindableView {
  /// The view's binding bookkeeping.
  public let bindingRegistrar = BindingRegistrar()
  /// The button's title (empty, never nil).
  @ViewProperty public var title = ""
  /// Whether a tap runs the handlers.
  @ViewProperty public var isEnabled = true
  /// Whether the button is hidden; a hidden button ignores taps.
  @ViewProperty public var isHidden = false

  let actions = ActionList()
  /// The handler and binding of the action bound with `bind(action:)`, replaced when another one is bound.
  var boundAction: ActionToken?

  /// Creates an enabled button with no title.
  public init() {}

  /// Creates an enabled button with a title.
  public convenience init(title: String) {
    self.init()
    self.title = title
  }

  /// Adds a handler that each tap runs, after the handlers added before it.
  ///
  /// - Returns: a token whose ``ActionToken/remove()`` removes the handler.
  @discardableResult
  public func addAction(_ handler: @escaping () -> Void) -> ActionToken {
    actions.add(handler)
  }

  /// A person taps the button: runs its handlers in the order they were added. Does nothing while the button is
  /// disabled or hidden. A handler added during a tap runs from the next tap on; one removed during a tap does not
  /// run if it has not run yet.
  public func tap() {
    guard isEnabled, !isHidden else { return }
    actions.runAll()
  }
}
