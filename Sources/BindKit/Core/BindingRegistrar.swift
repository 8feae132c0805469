internal import Synchronization

/// The binding bookkeeping of one view: which of its properties have been bound, and whether it has been
/// bound yet. Ends every binding of its view when it is deallocated.
///
/// A ``BindableView`` declares one as a stored property, which is how its bindings end when the view goes
/// away:
///
/// ```swift
/// public final class ColorWell: BindableView {
///   public let bindingRegistrar = BindingRegistrar()
///   @ViewProperty public var color = RGB.black
/// }
/// ```
///
/// Safe to use from any thread.
public final class BindingRegistrar {
  private let lock = Lock()
  /// Guarded by `lock`: the newest bound slot; each links to the previous one.
  private var firstSlot: (any RegisteredSlot)?
  /// Guarded by `lock`.
  private var hasBeenBound = false
  /// Whether `firstSlot` is set: written under `lock`, read without it by `slot(for:)`, so that a fresh view (a new
  /// row's, a new form's) says it has no slot with a plain load rather than a locked instruction. A plain load of the
  /// registrar's cold line lets the processor go on with the binding's next steps while the line arrives; a locked
  /// one waits for it.
  private let hasSlots = Atomic<Bool>(false)

  /// Creates an empty registrar.
  public init() {}

  deinit {
    for binding in bindings { binding.unbind() }
    // Cut the list's links between the view's slots. They are the registrar's own bookkeeping, read only through
    // it, and a link from a newer slot to an older one could otherwise close a cycle with an adapter hook that
    // holds a newer slot from an older one (a slider's value slot holds its range slots): bound in that order,
    // the slots outlived the view. Threads still delivering to a slot never read these links.
    var current = firstSlot
    firstSlot = nil
    while let slot = current {
      current = slot.nextSlot
      slot.nextSlot = nil
      slot.viewWasDeallocated()
    }
  }

  /// The view's bound slots, newest first.
  private var slots: [any RegisteredSlot] {
    var all: [any RegisteredSlot] = []
    var current = lock.withLock { firstSlot }
    while let slot = current {
      all.append(slot)
      current = slot.nextSlot
    }
    return all
  }

  /// The slot `key` was resolved to before, if any (walks the list under the lock; allocates nothing).
  func slot(for key: AnyKeyPath) -> (any RegisteredSlot)? {
    // Seeing false while another thread registers a slot is harmless: the caller then resolves the slot by reading
    // the view, and `register` finds it registered already.
    guard hasSlots.load(ordering: .relaxed) else { return nil }
    return lock.withLock {
      var current = firstSlot
      while let slot = current {
        if slot.isResolved(through: key) { return slot }
        current = slot.nextSlot
      }
      current = firstSlot
      while let slot = current {
        if slot.resolvedKeyPath == key { return slot }
        current = slot.nextSlot
      }
      return nil
    }
  }

  /// Adds `slot` to the view's list the first time it is bound, and records that the view was bound.
  /// Returns true the first time the view is bound.
  ///
  /// The slot keeps the key path and the view's identity and type; a diagnostic builds its text only when someone
  /// asks (``BindingGraph``, a token's description). The property's name comes from a table per view class and
  /// key path, filled the first time that class's property is bound (one `Mirror` walk per class and property,
  /// not per view).
  func register(_ slot: any RegisteredSlot, view: AnyObject, key: AnyKeyPath) -> Bool {
    let (newSlot, firstBinding) = lock.withLock { () -> (Bool, Bool) in
      defer { hasBeenBound = true }
      guard !slot.isRegistered else { return (false, !hasBeenBound) }
      slot.didRegister(key: key, view: view)
      slot.nextSlot = firstSlot
      firstSlot = slot
      hasSlots.store(true, ordering: .relaxed)
      return (true, !hasBeenBound)
    }
    if newSlot { ViewPropertyNames.remember(view: view, storage: slot, key: key) }
    return firstBinding
  }

  /// Every live binding of the view.
  public var bindings: [BindingToken] {
    slots.reversed().flatMap { $0.attachedBindings() }
  }

  /// Ends every binding of the view.
  public func unbindAll() {
    for binding in bindings { binding.unbind() }
  }
}

/// A view slot as its registrar sees it.
protocol RegisteredSlot: AnyObject {
  /// The key path the slot was first bound through (set once, under the registrar's lock).
  var resolvedKeyPath: AnyKeyPath? { get }
  /// Whether the slot has been registered: `resolvedKeyPath` is set (tested taking no reference to the key path).
  var isRegistered: Bool { get }
  /// Whether the slot was first bound through `key` itself (by identity, taking no reference to the key path).
  func isResolved(through key: AnyKeyPath) -> Bool
  /// Records the key path and the view the slot is first bound through (call with the registrar's lock held).
  func didRegister(key: AnyKeyPath, view: AnyObject)
  /// Forgets the view's identity, keeping its type (the view is being deallocated).
  func viewWasDeallocated()
  /// The key path, the view's identity (nil once deallocated) and its type, once bound (for diagnostics).
  var diagnosticIdentity: (key: AnyKeyPath, id: ObjectIdentifier?, type: AnyObject.Type)? { get }
  /// The previously registered slot of the same view.
  var nextSlot: (any RegisteredSlot)? { get set }
  func attachedBindings() -> [BindingToken]
}

extension RegisteredSlot {
  /// The view and property this slot stands for, for diagnostics; nil before it is bound.
  var diagnosticNode: BindingGraph.Node? {
    guard let identity = diagnosticIdentity else { return nil }
    return BindingGraph.Node(
      id: identity.id, typeName: BindKit.typeName(identity.type),
      property: ViewPropertyNames.name(of: identity.type, key: identity.key) ?? keyPathName(identity.key))
  }
}
