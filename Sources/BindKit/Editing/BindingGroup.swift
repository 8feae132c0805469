/// Bindings made together and ended together, with their edits committed or discarded together.
///
/// ```swift
/// let filters = BindingGroup {
///   search.bind(key: \.query, toView: queryField, viewKey: \.text, updates: .onCommit)
///   search.bind(key: \.minimumPrice, toView: priceField, viewKey: \.text, converter: .integerText,
///     updates: .onCommit)
///   if showsRatings {
///     search.bind(key: \.stars, toView: starsStepper, viewKey: \.value, converter: .numeric, updates: .onCommit)
///   }
///   for (index, field) in tagFields.enumerated() {
///     tags[index].bind(key: \.name, toView: field, viewKey: \.text)
///   }
/// }
/// applyButton.addAction { filters.commit() }   // every filter at once: one did-update callback per model
/// cancelButton.addAction { filters.discard() } // every field shows its model's value again
/// ```
///
/// The block collects the token of each `bind` call in it, including those in `if`/`else`, `switch` and `for`
/// statements; other statements run and add nothing. A group made inside the block hands its bindings to the
/// outer group.
///
/// Unlike a single ``BindingToken``, a group ends its bindings when it is released, as well as on ``unbind()``:
/// keep it for as long as its bindings should live (a screen's lifetime). Safe to use from any thread.
public final class BindingGroup {
  private let lock = Lock()
  /// Guarded by `lock`.
  private var tokens: [BindingToken]
  /// Guarded by `lock`: set when an enclosing group took the bindings over.
  private var isHandedOver = false

  /// Creates a group of the bindings `content` makes.
  public init(@BindingGroupBuilder _ content: () -> [BindingToken]) {
    tokens = content()
  }

  /// Creates an empty group; ``add(_:)`` adds bindings to it.
  public init() {
    tokens = []
  }

  deinit {
    let owned = lock.withLock { isHandedOver ? [] : tokens }
    for token in owned { token.unbind() }
  }

  /// Adds a binding made elsewhere, so that the group ends, commits and discards it with the others.
  public func add(_ token: BindingToken) {
    lock.withLock { tokens.append(token) }
  }

  /// The group's bindings that are still bound, in the order they were made.
  public var bindings: [BindingToken] {
    lock.withLock { tokens }.filter(\.isBound)
  }

  /// Ends every binding of the group. The group stays usable: ``add(_:)`` adds new ones.
  public func unbind() {
    let ended = lock.withLock { () -> [BindingToken] in
      defer { tokens.removeAll() }
      return tokens
    }
    for token in ended { token.unbind() }
  }

  /// Whether any binding of the group holds a person's edit the model has not taken (see
  /// ``BindingToken/hasPendingEdit``).
  public var hasPendingEdits: Bool {
    bindings.contains { $0.hasPendingEdit }
  }

  /// Writes every pending edit of the group to its model, all or nothing, in one transaction per model.
  ///
  /// Every pending edit is converted and validated first. If any is refused, nothing is written: every edit
  /// stays pending, each refused binding reports its ``BindingToken/validationError``, and the result is false.
  /// Otherwise each edit is written, each model's did-update callbacks run once (after all of its edits, as
  /// with ``BindableObject/updateBoundProperties(_:)``), every view shows its model's value, and the result
  /// is true (also when nothing was pending).
  @discardableResult
  public func commit() -> Bool {
    var writes: [() -> Void] = []
    var models: [BindableObject] = []
    var refused = false
    for token in bindings {
      switch token.prepareCommit(origin: .groupCommit) {
      case .nothingPending:
        continue
      case .refused:
        refused = true
      case .ready(let model, let write):
        writes.append(write)
        if let model, !models.contains(where: { $0 === model }) { models.append(model) }
      }
    }
    guard !refused else { return false }
    for model in models { model.beginUpdatingBoundProperties() }
    for write in writes { write() }
    for model in models.reversed() { model.endUpdatingBoundProperties() }
    return true
  }

  /// Throws every pending edit of the group away: each view shows its model's value again (see
  /// ``BindingToken/discard()``).
  public func discard() {
    for token in bindings { token.discard() }
  }

  /// Takes the bindings over for an enclosing group's builder.
  fileprivate func handOver() -> [BindingToken] {
    lock.withLock {
      isHandedOver = true
      defer { tokens.removeAll() }
      return tokens
    }
  }
}

/// Collects the tokens made in a ``BindingGroup``'s block. Each `bind` call adds its token; `if`/`else`,
/// `switch`, `for` and `#available` work as in any result builder; other statements add nothing.
@resultBuilder
public enum BindingGroupBuilder {
  /// A binding's token.
  public static func buildExpression(_ token: BindingToken) -> [BindingToken] { [token] }

  /// Several tokens, for example `view.bindingRegistrar.bindings`.
  public static func buildExpression(_ tokens: [BindingToken]) -> [BindingToken] { tokens }

  /// A group made inside the block: its bindings move to the enclosing group.
  public static func buildExpression(_ group: BindingGroup) -> [BindingToken] { group.handOver() }

  /// Any other statement (setting a placeholder, say): adds nothing.
  public static func buildExpression(_ statement: Void) -> [BindingToken] { [] }

  /// The statements of the block, in order.
  public static func buildBlock(_ parts: [BindingToken]...) -> [BindingToken] { parts.flatMap { $0 } }

  /// An `if` without `else`.
  public static func buildOptional(_ part: [BindingToken]?) -> [BindingToken] { part ?? [] }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [BindingToken]) -> [BindingToken] { part }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [BindingToken]) -> [BindingToken] { part }

  /// A `for` loop.
  public static func buildArray(_ parts: [[BindingToken]]) -> [BindingToken] { parts.flatMap { $0 } }

  /// An `if #available` branch.
  public static func buildLimitedAvailability(_ part: [BindingToken]) -> [BindingToken] { part }
}
