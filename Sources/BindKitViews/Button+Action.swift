public import BindKit

extension Button {
  /// Makes each tap run `action`, and keeps the button disabled while the action cannot run (it is disabled, or
  /// an execution is running).
  ///
  /// ```swift
  /// let save = Action<Void, Void>(enabledIf: editor.hasChanges) { try await editor.save() }
  /// saveButton.bind(action: save)
  /// saveButton.tap()  // starts the save; the button is disabled until it finishes
  /// ```
  ///
  /// A tap calls the action's `start(isolation:)` with the actor `bind(action:)` was called on, so bind on the
  /// actor (or thread) the button and the action live on: the execution begins during the tap and continues on
  /// that actor. Bound outside any actor, it continues on the action's `taskExecutor` (which must be set before
  /// the first tap; see `Action`). Errors are reported by the action (`latestError`, `onError`), not thrown.
  ///
  /// The button keeps the action (as it keeps a handler); the action's work should capture the button, and
  /// objects that own it, weakly. `isEnabled` is bound to the action's `canExecute`: it is a binding like any
  /// other, so binding `isEnabled` to something else ends it. Binding another action replaces this one.
  ///
  /// - Returns: a token whose ``ActionToken/remove()`` stops taps from running the action and ends the
  ///   `isEnabled` binding.
  @discardableResult
  public func bind<Output>(action: Action<Void, Output>, isolation: isolated (any Actor)? = #isolation)
    -> ActionToken
  {
    boundAction?.remove()
    let token = connect(action, to: self, isolation: isolation)
    boundAction = token
    return token
  }
}

extension BarButtonItem {
  /// Makes each tap run `action`, and keeps the item disabled while the action cannot run: the same as
  /// ``Button/bind(action:isolation:)``.
  @discardableResult
  public func bind<Output>(action: Action<Void, Output>, isolation: isolated (any Actor)? = #isolation)
    -> ActionToken
  {
    boundAction?.remove()
    let token = connect(action, to: self, isolation: isolation)
    boundAction = token
    return token
  }
}

/// A control whose taps can run an action: a ``Button`` or a ``BarButtonItem``.
protocol ActionControl: BindableView {
  var isEnabled: Bool { get set }
  func addAction(_ handler: @escaping () -> Void) -> ActionToken
}

extension Button: ActionControl {}
extension BarButtonItem: ActionControl {}

/// Binds the control's `isEnabled` to the action's `canExecute` (one way) and makes each tap start the action on
/// `isolation`; the returned token removes the tap handler and ends that binding.
private func connect<Control: ActionControl, Output>(
  _ action: Action<Void, Output>, to control: Control, isolation: isolated (any Actor)?
) -> ActionToken {
  let availability = action.bind(key: \.canExecute, toView: control, viewKey: \.isEnabled)
  let token = control.addAction {
    _ = try? action.start(isolation: isolation)
  }
  token.binding = availability
  return token
}
