public import BindKit

/// A headless on/off switch.
///
/// ```swift
/// let remember = Switch()
/// form.bind(key: \.rememberMe, toView: remember, viewKey: \.isOn)
/// remember.toggle()  // form.rememberMe == true
/// ```
public final class Switch: BindableView {
  /// The view's binding bookkeeping.
  public let bindingRegistrar = BindingRegistrar()
  /// Whether the switch is on.
  @ViewProperty public var isOn = false
  /// Whether a person can toggle the switch.
  @ViewProperty public var isEnabled = true
  /// Whether the switch is hidden.
  @ViewProperty public var isHidden = false

  /// What a person's flip runs after reporting it: the handler of the action bound with `bind(action:)`.
  private let actions = ActionList()
  /// The handler and binding of the action bound with `bind(action:)`, replaced when another one is bound.
  var boundAction: ActionToken?

  /// Creates an enabled switch that is off.
  public init() {}

  /// Creates an enabled switch, on or off.
  public convenience init(isOn: Bool) {
    self.init()
    self.isOn = isOn
  }

  /// A person flips the switch: it turns on if it was off and off if it was on, and the new state is reported to
  /// the bound model, then the action bound with `bind(action:)` starts. Does nothing while the switch is disabled
  /// or hidden.
  public func toggle() {
    guard isEnabled, !isHidden else { return }
    $isOn.userDidEdit(!$isOn.value)
    actions.runAll()
  }

  /// Adds a handler that each flip by a person runs (for `bind(action:)`).
  func addAction(_ handler: @escaping () -> Void) -> ActionToken {
    actions.add(handler)
  }
}
