
/// The binding bookkeeping of one object: which of its properties have bindings, and whether it has been
/// bound yet. Ends every binding of its object when it is deallocated.
///
/// A ``BindableObject`` creates its own the first time it is bound. A ``BindableView`` declares one as a
/// stored property, which is how its bindings end when the view goes away:
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
  /// Guarded by `lock`: the boxes and slots of this object that have been bound.
  private var endpoints: [any _BindingEndpoint] = []
  /// Guarded by `lock`.
  private var hasBeenBound = false
  /// Guarded by `lock`: key paths already resolved to their storage.
  private var resolvedKeys: [(key: AnyKeyPath, storage: AnyObject)] = []
  /// Guarded by `lock`: a model's computed (key-path) properties that have bindings.
  var computed: [AnyObject] = []
  /// A model's update block (owned by the model's thread, like the model).
  var updateBlock: (() -> Void)?
  /// A model's delegate (owned by the model's thread, like the model).
  weak var delegate: (any BoundPropertiesDelegate)?

  /// How bindings reach the registrar's model without a weak reference (nil for a view's registrar).
  let lifetime: OwnerLifetime?

  /// Creates an empty registrar.
  public init() {
    lifetime = nil
  }

  /// A model's registrar.
  init(model: BindableObject) {
    lifetime = OwnerLifetime(owner: model)
  }

  deinit {
    for endpoint in endpoints {
      for binding in endpoint.attachedBindings() { binding.unbind() }
    }
  }

  /// Runs `body` with the registrar's lock held. `body` must not call out to user code.
  func withLock<Result>(_ body: (BindingRegistrar) -> Result) -> Result {
    lock.withLock { body(self) }
  }

  /// Remembers a bound box or slot (call with the lock held).
  func addEndpoint(_ endpoint: any _BindingEndpoint) {
    guard !endpoints.contains(where: { $0 === endpoint }) else { return }
    endpoints.append(endpoint)
  }

  /// Records that the object was bound; true the first time only (call with the lock held).
  func markBoundLocked() -> Bool {
    defer { hasBeenBound = true }
    return !hasBeenBound
  }

  /// What `key` was resolved to when it was first bound (a box, a slot or a computed-property entry).
  func resolved(_ key: AnyKeyPath) -> AnyObject? {
    withLock { registrar in
      for entry in registrar.resolvedKeys where entry.key === key { return entry.storage }
      for entry in registrar.resolvedKeys where entry.key == key { return entry.storage }
      return nil
    }
  }

  /// Remembers what `key` resolved to, so binding it again skips the recording read.
  func remember(_ key: AnyKeyPath, resolvedTo storage: AnyObject) {
    withLock { registrar in
      guard !registrar.resolvedKeys.contains(where: { $0.key == key }) else { return }
      registrar.resolvedKeys.append((key, storage))
    }
  }

  /// Every live binding of the object.
  public var bindings: [BindingToken] {
    let all = withLock { $0.endpoints }
    return all.flatMap { $0.attachedBindings() }
  }

  /// Ends every binding of the object.
  public func unbindAll() {
    for binding in bindings { binding.unbind() }
  }
}

extension BindingRegistrar {
  /// The computed-property entry for `key`, if one exists.
  func computedProperty<Model: BindableObject, Value>(for key: KeyPath<Model, Value>) -> ComputedProperty<
    Model, Value
  >? {
    withLock { registrar in
      registrar.computed.first { ($0 as? ComputedProperty<Model, Value>)?.key == key } as? ComputedProperty<
        Model, Value
      >
    }
  }

  /// The computed-property entry for `key`, created if needed.
  func computedProperty<Model: BindableObject, Value>(model: Model, key: KeyPath<Model, Value>)
    -> ComputedProperty<Model, Value>
  {
    withLock { registrar in
      if let existing = registrar.computed.first(where: { ($0 as? ComputedProperty<Model, Value>)?.key == key })
        as? ComputedProperty<Model, Value>
      {
        return existing
      }
      let created = ComputedProperty(model: model, lifetime: registrar.lifetime!, key: key)
      registrar.computed.append(created)
      registrar.addEndpoint(created)
      return created
    }
  }
}
