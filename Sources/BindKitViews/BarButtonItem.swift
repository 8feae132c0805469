public import BindKit

/// A headless toolbar or navigation-bar button: a title, and handlers a person's tap runs.
///
/// ```swift
/// let save = BarButtonItem(title: "Save")
/// save.addAction { [weak editor] in editor?.save() }
/// editor.bind(key: \.hasChanges, toView: save, viewKey: \.isEnabled)
/// ```
///
/// Unlike a ``Button`` it has no `isHidden` (a bar item is shown or removed by its bar). Handlers are kept as long
/// as the item is: capture the item weakly in them.
public final class BarButtonItem: BindableView {
  /// The view's binding bookkeeping.
  public let bindingRegistrar = BindingRegistrar()
  /// The item's title (empty, never nil).
  @ViewProperty public var title = ""
  /// Whether a tap runs the handlers.
  @ViewProperty public var isEnabled = true

  let actions = ActionList()
  /// The handler and binding of the action bound with `bind(action:)`, replaced when another one is bound.
  var boundAction: ActionToken?

  /// Creates an enabled item with no title.
  public init() {}

  /// Creates an enabled item with a title.
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

  /// A person taps the item: runs its handlers in the order they were added. Does nothing while the item is
  /// disabled. A handler added during a tap runs from the next tap on; one removed during a tap does not run if
  /// it has not run yet.
  public func tap() {
    guard isEnabled else { return }
    actions.runAll()
  }
}
