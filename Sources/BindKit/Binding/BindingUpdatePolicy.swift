/// When a binding writes a person's edits to the model: `bind(key:toView:viewKey:updates:)`.
public enum BindingUpdatePolicy: Sendable, Equatable {
  /// On every edit (every keystroke in a text field): what `bind(key:toView:viewKey:)` does.
  case continuously
  /// Only when the edit is committed: the binding holds the person's edits until ``BindingToken/commit()``
  /// (or a gesture that ends editing, such as Return in a text field, or a ``BindingGroup``'s commit) writes
  /// them, or ``BindingToken/discard()`` throws them away. Cocoa's NSEditor, and UIKit's "update on end
  /// editing".
  case onCommit
}
