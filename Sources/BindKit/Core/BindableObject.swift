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
///
/// A model that lives on the main actor, explicitly or by its module's default isolation, subclasses
/// ``MainActorBindableObject`` instead and derives its state in
/// ``MainActorBindableObject/boundPropertiesDidUpdateOnMainActor()`` (an override of
/// ``boundPropertiesDidUpdate()`` in a main-actor class would be nonisolated, and could not touch the model).
open class BindableObject {
  /// Transaction depth and callback state, used on the model's own thread.
  ///
  /// Unchecked exclusivity: the model's own thread is the only one that reads or writes it (a model is not
  /// `Sendable`), and no access to it overlaps another, so the runtime's check on every set is left out.
  @exclusivity(unchecked) @usableFromInline final var updateState = UpdateState()
  /// Guards `firstEndpoint`, `extras` and the creation of property boxes; held only for list and pointer
  /// updates.
  @usableFromInline final let bookkeepingLock = Lock()
  /// The newest of the model's bound properties' endpoints; each links to the previous one (guarded by
  /// `bookkeepingLock`).
  final var firstEndpoint: ModelEndpoint?
  /// One bit per endpoint's key-path identity, hashed into 64 (guarded by `bookkeepingLock`): a key whose bit is clear
  /// has no endpoint, so binding a property the model has not bound yet skips the walk of the others.
  final var endpointKeyBits: UInt64 = 0
  /// The update block, delegate and validators, created when first needed. Created under `bookkeepingLock`; the
  /// block and delegate are read and written on the model's thread only, the validators under `bookkeepingLock`.
  final var extras: ModelExtras?

  /// Creates a model.
  public init() {}

  deinit {
    for endpoint in endpoints {
      endpoint.unbindAttachedBindings()
      endpoint.ownerDidDeinitialize()
    }
    // An undo manager drops the model's steps now, so that its `canUndo` does not outlive them.
    if let observers = extras?.writeObservers {
      for entry in observers { entry.observer?.modelDidDeinitialize() }
    }
  }

  /// The model's endpoints, newest first.
  final var endpoints: [ModelEndpoint] {
    var all: [ModelEndpoint] = []
    var current = bookkeepingLock.withLock { firstEndpoint }
    while let endpoint = current {
      all.append(endpoint)
      current = endpoint.next
    }
    return all
  }

  /// Calls `body` with each endpoint, oldest first.
  final func forEachEndpointOldestFirst(_ body: (ModelEndpoint) -> Void) {
    for endpoint in endpoints.reversed() { body(endpoint) }
  }

  /// The bit of `endpointKeyBits` that stands for `key`.
  static func endpointKeyBit(_ key: AnyKeyPath) -> UInt64 {
    1 << ((UInt64(UInt(bitPattern: ObjectIdentifier(key))) &* 0x9E37_79B9_7F4A_7C15) >> 58)
  }

  /// Runs `body` with the bookkeeping lock held. `body` must not call out to user code.
  @inlinable @inline(__always)
  final func withBookkeeping<Result>(_ body: () -> Result) -> Result {
    bookkeepingLock.withLock(body)
  }

  /// Adds an endpoint to the model's list (call with the bookkeeping lock held).
  final func addEndpointLocked(_ endpoint: ModelEndpoint) {
    endpoint.next = firstEndpoint
    firstEndpoint = endpoint
    endpointKeyBits |= Self.endpointKeyBit(endpoint.keyPath)
  }

  /// The endpoint `key` was resolved to before, if any: the same key-path object, or (`matchingEqualKeys`) an equal
  /// one. The binder asks for the same object only: comparing key paths for equality costs hundreds of
  /// instructions each, and a model with many properties would pay it for every one of them on every new bind;
  /// an equal key path from elsewhere finds its box by the recording read instead.
  final func endpoint(for key: AnyKeyPath, matchingEqualKeys: Bool = true) -> ModelEndpoint? {
    let (first, keyBits) = bookkeepingLock.withLock { (firstEndpoint, endpointKeyBits) }
    if keyBits & Self.endpointKeyBit(key) != 0 {
      var current = first
      while let endpoint = current {
        if endpoint.keyPath === key { return endpoint }
        current = endpoint.next
      }
    }
    guard matchingEqualKeys else { return nil }
    var current = first
    while let endpoint = current {
      if endpoint.keyPath == key { return endpoint }
      current = endpoint.next
    }
    return nil
  }

  /// The extras, created if needed.
  final var ensuredExtras: ModelExtras {
    bookkeepingLock.withLock {
      if let extras { return extras }
      let created = ModelExtras()
      extras = created
      return created
    }
  }

  // MARK: Manual notification

  /// Whether the model's setters announce changes of `key` themselves, as KVO's
  /// `automaticallyNotifiesObservers(forKey:)`. The default is true.
  ///
  /// A `@Bound` property always announces its changes, and a computed property is followed through the `@Bound`
  /// properties it reads. A plain stored property announces nothing, so binding it two-way is a programmer error,
  /// unless the model returns false for it here and announces each change itself with ``didChangeValue(for:)``:
  ///
  /// ```swift
  /// final class Document: BindableObject {
  ///   var title = ""  // changed in bulk by a loader, which announces it
  ///
  ///   override class func automaticallyNotifiesObservers(for key: AnyKeyPath) -> Bool {
  ///     key == \Document.title ? false : super.automaticallyNotifiesObservers(for: key)
  ///   }
  ///
  ///   func load(_ text: String) {
  ///     title = text
  ///     didChangeValue(for: \.title)
  ///   }
  /// }
  /// ```
  open class func automaticallyNotifiesObservers(for key: AnyKeyPath) -> Bool { true }

  // MARK: Did-update callbacks

  /// Called after a change to any `@Bound` property (or once at the end of a transaction). Override it to
  /// derive state, for example to enable a button once a form is valid. The default does nothing.
  open func boundPropertiesDidUpdate() {}

  /// Called after ``boundPropertiesDidUpdate()``. Assigning it does not call it.
  public final var boundPropertiesUpdateBlock: (() -> Void)? {
    get { extras?.updateBlock }
    set {
      ensuredExtras.updateBlock = newValue
      updateState.hasCallbacks = true
    }
  }

  /// Told after the update block. Held weakly. Assigning it does not call it.
  public final var boundPropertiesDelegate: (any BoundPropertiesDelegate)? {
    get { extras?.delegate }
    set {
      ensuredExtras.delegate = newValue
      updateState.hasCallbacks = true
    }
  }

  /// A `@Bound` property changed: run the callbacks now, or mark the transaction changed. One call from every
  /// setter, which the usual case (no transaction, no callback running) makes anyway to run the callbacks.
  @usableFromInline
  final func noteBoundPropertyChange() {
    if _slowPath(updateState.depth > 0) {
      updateState.changedInTransaction = true
      return
    }
    guard !updateState.isNotifying else { return }
    runDidUpdateCallbacks()
  }

  final func runDidUpdateCallbacks() {
    updateState.isNotifying = true
    defer { updateState.isNotifying = false }
    boundPropertiesDidUpdate()
    guard updateState.hasCallbacks, let extras else { return }
    extras.updateBlock?()
    extras.delegate?.boundPropertiesDidUpdate(self)
  }

  // MARK: Write observers

  /// Attaches `observer` to the model's write path: from now on it is told of every write stored in one of the
  /// model's properties through BindKit (see ``ModelWriteObserver``), and of where the model's transactions begin
  /// and end. The model holds it weakly. Call it on the model's thread.
  package final func addWriteObserver(_ observer: any ModelWriteObserver) {
    let extras = ensuredExtras
    extras.writeObservers.removeAll { $0.observer == nil || $0.observer === observer }
    extras.writeObservers.append(WeakWriteObserver(observer: observer))
    // A new observer is told every write: no edit goes unreported on another observer's behalf.
    extras.coalescedEditSide = nil
    refreshWriteObserverFlags()
  }

  /// Detaches `observer` from the model's write path.
  package final func removeWriteObserver(_ observer: any ModelWriteObserver) {
    guard let extras else { return }
    extras.writeObservers.removeAll { $0.observer == nil || $0.observer === observer }
    refreshWriteObserverFlags()
  }

  /// Stops telling the observers that need no values (``ModelChangeObserver``) of each write, until
  /// ``resumeChangeReports()``. An observer that has noted that the model changed, and reads its values later (a
  /// store that writes the model to a file), asks for it, so that the writes in between take the write path of a
  /// model nobody observes. Observers that need each write's values are still told of every write, and so then are
  /// the others.
  package final func suspendChangeReports() {
    let extras = ensuredExtras
    guard !extras.changeReportsSuspended else { return }
    extras.changeReportsSuspended = true
    refreshWriteObserverFlags()
  }

  /// Tells the observers that need no values of each write again (after ``suspendChangeReports()``).
  package final func resumeChangeReports() {
    guard let extras, extras.changeReportsSuspended else { return }
    extras.changeReportsSuspended = false
    refreshWriteObserverFlags()
  }

  /// Lets `observer` take a person's further edits of `side` without being told of each: until it calls this again
  /// with nil, or a person ends editing (``noteEditingEnded()``), an edit of `side` (origin ``WriteOrigin/edit``) is stored, delivered and followed by the did-update
  /// callbacks, but not reported, unless a write was reported while it was delivered (a property link's), so that
  /// the reports stay in the order the writes were made. An undo manager asks for it while a person types into one
  /// field, so that typing costs what it costs with no manager. Granted only while `observer` is the one attached
  /// observer that needs each write's values, and withdrawn when another observer attaches; returns whether it was
  /// granted.
  @discardableResult
  package final func coalesceEdits(of side: AnyObject?, for observer: any ModelWriteObserver) -> Bool {
    let extras = ensuredExtras
    guard let side else {
      extras.coalescedEditSide = nil
      return true
    }
    var valueObservers = 0
    var isOneOfThem = false
    for entry in extras.writeObservers {
      guard let attached = entry.observer, attached.needsWriteValues else { continue }
      valueObservers += 1
      if attached === observer { isOneOfThem = true }
    }
    guard valueObservers == 1, isOneOfThem else { return false }
    extras.coalescedEditSide = side
    return true
  }

  /// Whether an edit of `side` is one ``coalesceEdits(of:for:)`` asked not to be reported.
  @usableFromInline
  final func editsAreCoalesced(of side: AnyObject) -> Bool {
    extras?.coalescedEditSide === side
  }

  /// How many writes have been reported to the write observers (so that the write path can tell whether a write
  /// was reported while it delivered one).
  @usableFromInline
  final var reportedWriteCount: Int { extras?.reportedWriteCount ?? 0 }

  /// Sets the write path's two flags from the observers attached: whether writes are reported at all, and whether
  /// they are reported with their values.
  final func refreshWriteObserverFlags() {
    guard let extras else { return }
    let needValues = extras.writeObservers.contains { $0.observer?.needsWriteValues ?? false }
    let hasObservers = extras.writeObservers.contains { $0.observer != nil }
    updateState.writeObserversNeedValues = needValues
    updateState.hasWriteObservers = needValues || (hasObservers && !extras.changeReportsSuspended)
  }

  /// Calls `body` with each write observer still alive. It goes through the list as it was when the call began
  /// (a copy of the array, not of its elements), so an observer may attach or detach observers from `body`.
  final func forEachWriteObserver(_ body: (any ModelWriteObserver) -> Void) {
    guard let observers = extras?.writeObservers else { return }
    for entry in observers {
      if let observer = entry.observer { body(observer) }
    }
  }

  /// Tells the write observers about `write` (the write path, after the write was delivered).
  final func reportWrite(_ write: borrowing ModelWrite) {
    extras?.reportedWriteCount &+= 1
    forEachWriteObserver { observer in
      if observer.needsWriteValues {
        observer.modelDidWrite(write)
      } else {
        observer.modelDidChange(self, origin: write.origin)
      }
    }
  }

  /// Tells the write observers that a value was stored with `origin`, when none of them needs the values (the
  /// write path then keeps no old value and makes no ``ModelWrite``).
  @usableFromInline
  final func reportChange(origin: WriteOrigin) {
    forEachWriteObserver { $0.modelDidChange(self, origin: origin) }
  }

  /// Notes that a person finished editing one of the model's properties: ``editingEndCount`` goes up, and edits
  /// coalesced for an observer (``coalesceEdits(of:for:)``) are reported again. The observers are not called; one
  /// that cares (an undo manager closing a typing step) compares the count at the next write it is told of, or
  /// when it next acts.
  final func noteEditingEnded() {
    guard _slowPath(updateState.hasWriteObservers), let extras else { return }
    extras.editingEndCount &+= 1
    if extras.coalescedEditSide != nil { extras.coalescedEditSide = nil }
  }

  /// How many times a person finished editing one of the model's properties while a write observer was attached
  /// (``noteEditingEnded()``).
  package final var editingEndCount: Int { extras?.editingEndCount ?? 0 }

  // MARK: Transactions

  /// Starts a transaction: the did-update callbacks wait until the matching, outermost
  /// ``endUpdatingBoundProperties()``. Views still update at once. Transactions nest.
  public final func beginUpdatingBoundProperties() {
    updateState.depth += 1
    if _slowPath(updateState.hasWriteObservers), updateState.depth == 1 {
      forEachWriteObserver { $0.modelDidBeginTransaction(self) }
    }
  }

  /// Ends a transaction; at the outermost end, runs the callbacks once if anything changed.
  ///
  /// Calling it without a matching begin is a programmer error (see ``BindKitDiagnostics``); when the error is
  /// handled, the call does nothing.
  public final func endUpdatingBoundProperties() {
    guard updateState.depth > 0 else {
      BindKitDiagnostics.reportProgrammerError(
        "endUpdatingBoundProperties() on \(typeName(type(of: self))) without a matching beginUpdatingBoundProperties()"
      )
      return
    }
    updateState.depth -= 1
    if _slowPath(updateState.hasWriteObservers), updateState.depth == 0 {
      forEachWriteObserver { $0.modelDidEndTransaction(self) }
    }
    guard updateState.depth == 0, updateState.changedInTransaction else { return }
    updateState.changedInTransaction = false
    if !updateState.isNotifying { runDidUpdateCallbacks() }
  }

  /// Runs `body` as one transaction: the callbacks run once afterwards, if anything changed, even when `body`
  /// throws (the error is rethrown).
  public final func updateBoundProperties<Result>(_ body: () throws -> Result) rethrows -> Result {
    beginUpdatingBoundProperties()
    defer { endUpdatingBoundProperties() }
    return try body()
  }

  /// Whether a transaction is open.
  public final var isUpdatingBoundProperties: Bool { updateState.depth > 0 }

  // MARK: Bookkeeping

  /// Ends every binding of this model.
  public final func unbindAll() {
    // Property by property, oldest first, each from a copy of its list: no array of every binding is built.
    forEachEndpointOldestFirst { $0.unbindAttachedBindings() }
  }

  /// Every live binding of this model (to views), oldest first.
  public final var bindings: [BindingToken] {
    allObservations.filter { !$0.isObservation }
  }

  /// Every live binding and observation of this model, oldest first.
  final var allObservations: [BindingToken] {
    var result: [BindingToken] = []
    forEachEndpointOldestFirst { $0.appendAttachedBindings(to: &result) }
    return result
  }
}

/// What a model keeps only once it needs it: its update block, delegate and validators.
final class ModelExtras {
  /// The update block (used on the model's thread, like the model).
  var updateBlock: (() -> Void)?
  /// The delegate (used on the model's thread, like the model).
  weak var delegate: (any BoundPropertiesDelegate)?
  /// Validators of the model's properties, by endpoint (guarded by the model's bookkeeping lock); each is a
  /// `PropertyValidator<Value>`.
  var validators: [ObjectIdentifier: AnyObject] = [:]
  /// The write observers (``BindableObject/addWriteObserver(_:)``), held weakly; used on the model's thread.
  var writeObservers: [WeakWriteObserver] = []
  /// Whether the observers that need no values are not told of each write (``BindableObject/suspendChangeReports()``).
  var changeReportsSuspended = false
  /// The property whose edits are not reported (``BindableObject/coalesceEdits(of:for:)``). Held strongly: a
  /// property's write path holds its model weakly, and the observer that set it clears it when its step closes.
  var coalescedEditSide: AnyObject?
  /// How many writes have been reported to the write observers.
  var reportedWriteCount = 0
  /// How many times a person finished editing one of the model's properties (``BindableObject/noteEditingEnded()``).
  var editingEndCount = 0
}

/// A model's transaction depth and whether its callbacks are running. Six bytes, so that the model's lock fits in the
/// same eight and a model with one `@Bound` property stays in the allocator's 80-byte class.
@usableFromInline
struct UpdateState {
  /// How many transactions are open (nesting deeper than 32,767 traps).
  var depth: Int16 = 0
  var changedInTransaction = false
  var isNotifying = false
  /// Whether a block or delegate was ever assigned (spares the weak delegate load otherwise).
  var hasCallbacks = false
  /// Whether the write path reports writes: a write observer is attached (``BindableObject/addWriteObserver(_:)``)
  /// that is told of each write (see ``BindableObject/suspendChangeReports()``).
  @usableFromInline var hasWriteObservers = false
  /// Whether one of the write observers attached needs each write's values (``ModelWriteObserver/needsWriteValues``).
  @usableFromInline var writeObserversNeedValues = false
}
