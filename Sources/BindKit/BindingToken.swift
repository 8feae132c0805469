import Synchronization

/// A live binding, returned by `bind(key:toView:viewKey:)`.
///
/// A binding lives as long as both of its ends (the model and the view) do; releasing the token does not end
/// it. Call ``unbind()`` to end it early:
///
/// ```swift
/// let token = model.bind(key: \.username, toView: field, viewKey: \.text)
/// token.unbind()  // the field no longer follows the model, and its edits no longer reach it
/// ```
///
/// Tokens are safe to use from any thread.
public class BindingToken: CustomStringConvertible {
  private let ended = Atomic<Bool>(false)

  init() {}

  /// Whether the binding still connects its model and view.
  ///
  /// False after ``unbind()``, after either end was deallocated, or when the binding was refused (see
  /// ``BindKitDiagnostics``).
  public final var isBound: Bool { !ended.load(ordering: .acquiring) }

  /// Ends the binding: the view keeps what it shows, and neither side hears from the other again.
  ///
  /// Calling it again, or after an end was deallocated, does nothing.
  public final func unbind() {
    guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
    detach()
    BindKitDiagnostics.log(.debug, "unbound \(edge?.description ?? description)")
  }

  /// Marks the token ended without detaching (for refused bindings).
  final func markEnded() {
    ended.store(true, ordering: .releasing)
  }

  /// Removes the binding from both ends. Called once, by ``unbind()``.
  func detach() {}

  /// What the binding connects, for the binding graph; nil for a refused binding.
  var edge: BindingGraph.Edge? { nil }

  /// `Model.key <-> View.key`, with `(unbound)` once the binding has ended.
  public var description: String {
    guard let edge else { return "BindingToken(\(isBound ? "bound" : "unbound"))" }
    return edge.description + (isBound ? "" : " (unbound)")
  }
}
