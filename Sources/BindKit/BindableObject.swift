import Synchronization

/// Receives a model's did-update callback (BindKit's `EBKBoundPropertiesDelegate`).
public protocol BoundPropertiesDelegate: AnyObject {
  /// Called after a change to one of `object`'s `@Bound` properties, or once at the end of a transaction.
  func boundPropertiesDidUpdate(_ object: BindableObject)
}

/// The base class of bindable models.
///
/// Subclass it and declare bindable properties with ``Bound``:
///
/// ```swift
/// final class LogonModel: BindableObject {
///   @Bound var username = ""
///   @Bound var password = ""
///   @Bound var canLogOn = false
///
///   override func boundPropertiesDidUpdate() {
///     canLogOn = !username.isEmpty && !password.isEmpty
///   }
/// }
/// ```
///
/// After a change to any `@Bound` property, from code or from a bound view, the model's callbacks run in this
/// order: ``boundPropertiesDidUpdate()``, ``boundPropertiesUpdateBlock``, ``boundPropertiesDelegate``. Sets made
/// inside a callback update views but do not run the callbacks again. Between
/// ``beginUpdatingBoundProperties()`` and ``endUpdatingBoundProperties()`` the callbacks wait, and run once at
/// the outermost end if anything changed.
///
/// A model is not `Sendable`: use it from one thread (or actor) at a time. Binding and unbinding are safe from
/// any thread.
open class BindableObject {
  /// Transaction depth and callback state, used on the model's own thread.
  @exclusivity(unchecked) @usableFromInline final var _updates = _UpdateState()
  /// The registrar, created on first bind; published atomically so concurrent binders agree on one.
  private let registrarStorage = Atomic<Unmanaged<BindingRegistrar>?>(nil)

  /// Creates a model.
  public init() {}

  deinit {
    guard let registrar = registrarStorage.load(ordering: .acquiring) else { return }
    registrar.takeUnretainedValue().lifetime?.ownerIsDeinitializing()
    registrar.release()
  }

  /// The registrar, if one has been created.
  final var existingRegistrar: BindingRegistrar? {
    registrarStorage.load(ordering: .acquiring)?.takeUnretainedValue()
  }

  /// The registrar, created if needed.
  final var _registrar: BindingRegistrar {
    if let existing = existingRegistrar { return existing }
    let created = Unmanaged.passRetained(BindingRegistrar(model: self))
    let (won, current) = registrarStorage.compareExchange(
      expected: nil, desired: created, ordering: .acquiringAndReleasing)
    if won { return created.takeUnretainedValue() }
    created.release()
    return current!.takeUnretainedValue()
  }

  // MARK: Did-update callbacks

  /// Called after a change to any `@Bound` property (or once at the end of a transaction). Override it to
  /// derive state, for example to enable a button once a form is valid. The default does nothing.
  open func boundPropertiesDidUpdate() {}

  /// Called after ``boundPropertiesDidUpdate()``. Assigning it does not call it.
  public final var boundPropertiesUpdateBlock: (() -> Void)? {
    get { existingRegistrar?.updateBlock }
    set {
      _registrar.updateBlock = newValue
      _updates.hasCallbacks = true
    }
  }

  /// Told after the update block. Held weakly. Assigning it does not call it.
  public final var boundPropertiesDelegate: (any BoundPropertiesDelegate)? {
    get { existingRegistrar?.delegate }
    set {
      _registrar.delegate = newValue
      _updates.hasCallbacks = true
    }
  }

  /// A `@Bound` property changed: run the callbacks now, or mark the transaction changed.
  @usableFromInline
  final func _boundPropertyDidChange() {
    if _updates.depth > 0 {
      _updates.changedInTransaction = true
      return
    }
    guard !_updates.isNotifying else { return }
    notifyDidUpdate()
  }

  private final func notifyDidUpdate() {
    _updates.isNotifying = true
    defer { _updates.isNotifying = false }
    boundPropertiesDidUpdate()
    guard _updates.hasCallbacks, let registrar = existingRegistrar else { return }
    registrar.updateBlock?()
    registrar.delegate?.boundPropertiesDidUpdate(self)
  }

  // MARK: Transactions

  /// Starts a transaction: the did-update callbacks wait until the matching, outermost
  /// ``endUpdatingBoundProperties()``. Views still update at once. Transactions nest.
  public final func beginUpdatingBoundProperties() {
    _updates.depth += 1
  }

  /// Ends a transaction; at the outermost end, runs the callbacks once if anything changed.
  ///
  /// Calling it without a matching begin is a programmer error (see ``BindKitDiagnostics``); when the error is
  /// handled, the call does nothing.
  public final func endUpdatingBoundProperties() {
    guard _updates.depth > 0 else {
      BindKitDiagnostics.reportProgrammerError(
        "endUpdatingBoundProperties() on \(typeName(type(of: self))) without a matching beginUpdatingBoundProperties()"
      )
      return
    }
    _updates.depth -= 1
    guard _updates.depth == 0, _updates.changedInTransaction else { return }
    _updates.changedInTransaction = false
    if !_updates.isNotifying { notifyDidUpdate() }
  }

  /// Runs `body` as one transaction: the callbacks run once afterwards, if anything changed, even when `body`
  /// throws (the error is rethrown).
  public final func updateBoundProperties<Result>(_ body: () throws -> Result) rethrows -> Result {
    beginUpdatingBoundProperties()
    defer { endUpdatingBoundProperties() }
    return try body()
  }

  /// Whether a transaction is open.
  public final var isUpdatingBoundProperties: Bool { _updates.depth > 0 }

  // MARK: Bookkeeping

  /// Ends every binding of this model.
  public final func unbindAll() {
    existingRegistrar?.unbindAll()
  }

  /// Every live binding of this model.
  public final var bindings: [BindingToken] {
    existingRegistrar?.bindings ?? []
  }
}

/// A model's transaction depth and whether its callbacks are running.
@usableFromInline
struct _UpdateState {
  @usableFromInline var depth: Int32 = 0
  @usableFromInline var changedInTransaction = false
  @usableFromInline var isNotifying = false
  /// Whether a block or delegate was ever assigned (spares the weak delegate load otherwise).
  @usableFromInline var hasCallbacks = false

  @usableFromInline init() {}
}
