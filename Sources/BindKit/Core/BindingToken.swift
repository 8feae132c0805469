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
/// ``unbind()`` and ``isBound`` are safe from any thread. The token itself is not `Sendable`: its editing members
/// (``commit()``, ``discard()``, ``onValidationError``, …) belong to the model's thread, like the model. To end a
/// binding from another isolation domain, send its ``unbindHandle``:
///
/// ```swift
/// let handle = token.unbindHandle
/// Task.detached { handle.unbind() }
/// ```
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
    guard markEnded() else { return }
    detach()
    logUnbound()
  }

  /// Marks the binding ended, as ``unbind()`` begins: true for the one caller that ended it, which must then detach it
  /// (``unbind()`` itself, or a box ending its only binding under its lock, `PropertyBox.unbindAttachedBindings()`).
  final func markEnded() -> Bool {
    !ended.exchange(true, ordering: .acquiringAndReleasing)
  }

  /// Logs the end of the binding, as ``unbind()`` ends.
  final func logUnbound() {
    BindKitDiagnostics.log(.debug, "unbound \(edge?.description ?? description)")
  }

  /// A `Sendable` handle that ends this binding from any thread or task: it can do what ``unbind()`` and
  /// ``isBound`` do, and nothing else.
  public final var unbindHandle: UnbindHandle { UnbindHandle(token: self) }

  /// Marks the token ended without detaching (for refused bindings).
  final func markRefused() {
    ended.store(true, ordering: .releasing)
  }

  /// Removes the binding from both ends. Called once, by ``unbind()``.
  func detach() {}

  /// Whether this is an observation (`observe`, `values(for:)`) rather than a binding to a view. Answered without
  /// describing the binding (`edge` walks the model with `Mirror`).
  var isObservation: Bool { false }

  /// What the binding connects, for the binding graph; nil for a refused binding.
  var edge: BindingGraph.Edge? { nil }

  // MARK: Editing state (overridden by `EditingBinding`; a plain binding holds no edit and refuses nothing)

  /// The latest refusal of a person's edit.
  var currentValidationError: (any Error)? { nil }
  /// Told when `currentValidationError` changes.
  var validationErrorHandler: (((any Error)?) -> Void)? {
    get { nil }
    // swift-format-ignore
    set {}
  }
  /// Whether the view shows an edit the model has not taken.
  var isHoldingEdit: Bool { false }
  /// Converts and validates the pending edit, reporting a refusal; a `ready` commit writes it when called.
  func prepareCommit(origin: WriteOrigin) -> PreparedCommit { .nothingPending }
  /// Throws the pending edit away and shows the model's value.
  func discardPendingEdit() {}
  /// A person finished editing the view property (Return in a text field).
  func viewDidEndEditing() {}

  /// `Model.key <-> View.key`, with `(unbound)` once the binding has ended.
  public var description: String {
    guard let edge else { return "BindingToken(\(isBound ? "bound" : "unbound"))" }
    return edge.description + (isBound ? "" : " (unbound)")
  }
}

extension BindingToken {
  /// A token that runs `end` once, at its first ``unbind()``: how something that is not a binding, such as a
  /// control's tap handler, joins a ``BindingGroup`` and ends with it.
  ///
  /// ```swift
  /// let tap = button.addAction { model.logOn() }
  /// group.add(.ending { tap.remove() })
  /// ```
  public static func ending(_ end: @escaping () -> Void) -> BindingToken {
    EndingToken(end)
  }
}

/// The token of ``BindingToken/ending(_:)``.
final class EndingToken: BindingToken {
  private let end: () -> Void

  init(_ end: @escaping () -> Void) {
    self.end = end
    super.init()
  }

  override func detach() { end() }

  override var isObservation: Bool { true }

  override var description: String { "BindingToken(ending\(isBound ? "" : ", unbound"))" }
}

/// Ends one binding from any thread or task: the `Sendable` part of a ``BindingToken``.
///
/// Get it from ``BindingToken/unbindHandle``.
public struct UnbindHandle: @unchecked Sendable {
  // @unchecked: only `unbind()` and `isBound` are reachable through it, and both are safe from any thread (an
  // atomic flag, then the ends' own locks).
  let token: BindingToken

  /// Ends the binding, as ``BindingToken/unbind()``; safe from any thread.
  public func unbind() { token.unbind() }

  /// Whether the binding still connects its model and view, as ``BindingToken/isBound``.
  public var isBound: Bool { token.isBound }
}

/// The outcome of checking a pending edit before committing it.
enum PreparedCommit {
  case nothingPending
  /// The edit was refused; the binding reported why.
  case refused
  /// The edit is valid: `write` stores it in `model` (retained while the commit runs).
  case ready(model: BindableObject?, write: () -> Void)
}
