public import BindKit

/// A tap handler added to a ``Button`` or a ``BarButtonItem`` with `addAction(_:)` or `bind(action:)`, or the action
/// bound to a ``Switch`` or a ``SegmentedControl`` with `bind(action:)`.
///
/// Releasing the token does not remove the handler (it lives as long as its control); ``remove()`` does:
///
/// ```swift
/// let token = button.addAction { taps += 1 }
/// token.remove()  // later taps no longer run it
/// ```
///
/// The token `bind(action:)` returns also stands for the binding that keeps the control's `isEnabled` following
/// the action: ``remove()`` ends it too.
public final class ActionToken {
  private weak var list: ActionList?
  private let id: Int
  /// The `isEnabled` binding made by `bind(action:)`, ended with the handler (set once, by `bind(action:)`).
  var binding: BindingToken?

  init(list: ActionList, id: Int) {
    self.list = list
    self.id = id
  }

  /// Whether the handler still runs on a tap: false after ``remove()`` or once its control is gone.
  public var isActive: Bool { list?.contains(id) ?? false }

  /// Removes the handler (and, for `bind(action:)`, ends the `isEnabled` binding). A tap in progress does not run
  /// it if it has not run yet. Calling it again does nothing.
  public func remove() {
    list?.remove(id)
    binding?.unbind()
  }
}

extension BindingGroupBuilder {
  /// A tap handler made in a group's block (`button.addAction { ... }`, `button.bind(action:)`): the group removes it
  /// when it ends.
  public static func buildExpression(_ token: ActionToken) -> [BindingToken] {
    [.ending { token.remove() }]
  }
}
