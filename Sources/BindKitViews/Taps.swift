public import BindKit

/// A control's taps, to handle with `=>`: `button.taps => { model.logOn() }`, RxSwift's `button.rx.tap`.
///
/// ```swift
/// let bindings = BindingGroup {
///   model.bound(\.canLogOn) => logOnButton.bindable.isEnabled
///   logOnButton.taps => { model.logOn() }
/// }
/// ```
///
/// Holds the control's handlers weakly: it keeps nothing alive.
public struct Taps {
  private weak var list: ActionList?

  init(list: ActionList) {
    self.list = list
  }

  /// Adds `handler` to the control; the token removes it, and ends when the control is deallocated.
  func handle(with handler: @escaping () -> Void) -> BindingToken {
    guard let list else {
      let ended = BindingToken.ending {}
      ended.unbind()
      return ended
    }
    let box = EndingBox()
    let action = list.add(handler, whenDropped: { [box] in box.token?.unbind() })
    let token = BindingToken.ending { action.remove() }
    box.token = token
    return token
  }
}

/// Where a tap handler's list finds the token to end when the list goes away: weak, so that the list, which its
/// control owns, does not keep the token alive.
private final class EndingBox {
  weak var token: BindingToken?
}

/// Runs `handler` on each tap of the control, as `addAction(_:)` does, and returns a token that removes it:
/// `button.taps => { model.logOn() }`.
///
/// The handler runs where the tap happens, after the handlers added before it, while the control is enabled and
/// visible. The control keeps the handler (capture the control, and objects that own it, weakly); the token keeps
/// neither. In a `BindingGroup` block the handler ends with the group; the token also ends
/// (`isBound` turns false) when the control is deallocated.
@discardableResult
public func => (taps: Taps, handler: @escaping () -> Void) -> BindingToken {
  taps.handle(with: handler)
}

extension Button {
  /// The button's taps, to handle with `=>`: `button.taps => { model.logOn() }`.
  public var taps: Taps { actions.taps }
}

extension BarButtonItem {
  /// The item's taps, to handle with `=>`: `item.taps => { editor.save() }`.
  public var taps: Taps { actions.taps }
}
