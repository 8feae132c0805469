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
  /// the first tap; see `TypedAction`). Errors are reported by the action (`latestError`, `onError`,
  /// `errors()`), not thrown; so are refusals, if a tap reaches an action that cannot run.
  ///
  /// The button keeps the action (as it keeps a handler); the action's work should capture the button, and
  /// objects that own it, weakly. `isEnabled` is bound to the action's `canExecute`: it is a binding like any
  /// other, so binding `isEnabled` to something else ends it. Binding another action replaces this one.
  ///
  /// - Returns: a token whose ``ActionToken/remove()`` stops taps from running the action and ends the
  ///   `isEnabled` binding.
  @discardableResult
  public func bind<Output, Failure>(
    action: TypedAction<Void, Output, Failure>, isolation: isolated (any Actor)? = #isolation
  ) -> ActionToken {
    bind(action: action, input: {}, isolation: isolation)
  }

  /// Makes each tap run `action` with the input `input` returns at the tap, and keeps the button disabled while
  /// the action cannot run.
  ///
  /// ```swift
  /// let search = Action<String, [Hit]> { query in try await index.search(query) }
  /// searchButton.bind(action: search, input: { [unowned queryField] in queryField.text })
  /// searchButton.tap()  // runs search with the field's text
  /// ```
  ///
  /// Otherwise the same as ``bind(action:isolation:)``. The button keeps `input`: capture the views it reads
  /// weakly or unowned when they own the button.
  ///
  /// - Returns: a token whose ``ActionToken/remove()`` stops taps from running the action and ends the
  ///   `isEnabled` binding.
  @discardableResult
  public func bind<Input, Output, Failure>(
    action: TypedAction<Input, Output, Failure>, input: @escaping () -> Input,
    isolation: isolated (any Actor)? = #isolation
  ) -> ActionToken {
    connect(action, to: self, input: { _ in input() }, isolation: isolation)
  }
}

extension BarButtonItem {
  /// Makes each tap run `action`, and keeps the item disabled while the action cannot run: the same as
  /// ``Button/bind(action:isolation:)``.
  @discardableResult
  public func bind<Output, Failure>(
    action: TypedAction<Void, Output, Failure>, isolation: isolated (any Actor)? = #isolation
  ) -> ActionToken {
    bind(action: action, input: {}, isolation: isolation)
  }

  /// Makes each tap run `action` with the input `input` returns at the tap, and keeps the item disabled while
  /// the action cannot run: the same as ``Button/bind(action:input:isolation:)``.
  @discardableResult
  public func bind<Input, Output, Failure>(
    action: TypedAction<Input, Output, Failure>, input: @escaping () -> Input,
    isolation: isolated (any Actor)? = #isolation
  ) -> ActionToken {
    connect(action, to: self, input: { _ in input() }, isolation: isolation)
  }
}

extension Switch {
  /// Makes each flip of the switch by a person (``toggle()``) run `action` with the switch's new state, and keeps
  /// the switch disabled while the action cannot run.
  ///
  /// ```swift
  /// let setSync = Action<Bool, Void> { isOn in try await settings.setSync(isOn) }
  /// syncSwitch.bind(action: setSync)
  /// syncSwitch.toggle()  // runs setSync(true)
  /// ```
  ///
  /// Only a person's flip runs the action: setting `isOn` from the program or from a bound model does not. The
  /// flip is reported to a model bound to `isOn` first, then the action starts. Otherwise the same as
  /// ``Button/bind(action:isolation:)``: `isEnabled` follows the action's `canExecute`, errors and refusals are
  /// reported by the action, and binding another action replaces this one.
  ///
  /// - Returns: a token whose ``ActionToken/remove()`` stops flips from running the action and ends the
  ///   `isEnabled` binding.
  @discardableResult
  public func bind<Output, Failure>(
    action: TypedAction<Bool, Output, Failure>, isolation: isolated (any Actor)? = #isolation
  ) -> ActionToken {
    connect(action, to: self, input: { $0.$isOn.value }, isolation: isolation)
  }
}

extension SegmentedControl {
  /// Makes each selection by a person (``select(_:)``) run `action` with the selected index, and keeps the
  /// control disabled while the action cannot run.
  ///
  /// ```swift
  /// let sort = Action<Int, Void> { column in try await browser.sort(by: column) }
  /// sortControl.bind(action: sort)
  /// sortControl.select(2)  // runs sort(2)
  /// ```
  ///
  /// Only a person's selection runs the action: setting `selectedSegmentIndex` from the program or from a bound
  /// model does not, nor does a change of the segments. A selection that changes nothing (an index that names no
  /// segment, or a disabled control) does not either; selecting the segment that is already selected does. The
  /// selection is reported to a model bound to `selectedSegmentIndex` first, then the action starts. Otherwise
  /// the same as ``Button/bind(action:isolation:)``.
  ///
  /// - Returns: a token whose ``ActionToken/remove()`` stops selections from running the action and ends the
  ///   `isEnabled` binding.
  @discardableResult
  public func bind<Output, Failure>(
    action: TypedAction<Int, Output, Failure>, isolation: isolated (any Actor)? = #isolation
  ) -> ActionToken {
    connect(action, to: self, input: { $0.$selectedSegmentIndex.value }, isolation: isolation)
  }
}

/// A control whose gestures (taps, flips, selections) can run an action: a ``Button``, a ``BarButtonItem``, a
/// ``Switch`` or a ``SegmentedControl``.
protocol ActionControl: BindableView {
  var isEnabled: Bool { get set }
  /// The handler and binding of the action bound with `bind(action:)`, replaced when another one is bound.
  var boundAction: ActionToken? { get set }
  func addAction(_ handler: @escaping () -> Void) -> ActionToken
}

extension Button: ActionControl {}
extension BarButtonItem: ActionControl {}
extension Switch: ActionControl {}
extension SegmentedControl: ActionControl {}

/// Binds the control's `isEnabled` to the action's `canExecute` (one way) and makes each gesture start the action
/// on `isolation` with the input `input` reads from the control, replacing the action bound before; the returned
/// token removes the handler and ends that binding. A refusal is reported by the action's `start` to its error
/// observers.
private func connect<Control: ActionControl, Input, Output, Failure>(
  _ action: TypedAction<Input, Output, Failure>, to control: Control, input: @escaping (Control) -> Input,
  isolation: isolated (any Actor)?
) -> ActionToken {
  control.boundAction?.remove()
  let availability = action.bind(key: \.canExecute, toView: control, viewKey: \.isEnabled)
  let token = control.addAction { [unowned control] in
    _ = try? action.start(input(control), isolation: isolation)
  }
  token.binding = availability
  control.boundAction = token
  return token
}
