import Synchronization

/// What `observe(_:options:changeHandler:)` reports, as KVO's `NSKeyValueObservingOptions`: write a set of
/// them as an array literal, `[.initial, .old, .new]`.
public struct ObservingOptions: ExpressibleByArrayLiteral, Equatable, Sendable {
  /// The options' bits.
  public let rawValue: Int

  /// Creates options from their raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Combines the options listed.
  public init(arrayLiteral elements: ObservingOptions...) {
    rawValue = elements.reduce(0) { $0 | $1.rawValue }
  }

  /// Whether every option in `other` is also in these options.
  public func contains(_ other: ObservingOptions) -> Bool { rawValue & other.rawValue == other.rawValue }

  /// Call the handler once at once, with the current value as `newValue` (if `.new` is given).
  public static let initial = ObservingOptions(rawValue: 1 << 0)
  /// Include the value before the change in `oldValue`.
  public static let old = ObservingOptions(rawValue: 1 << 1)
  /// Include the value after the change in `newValue`.
  public static let new = ObservingOptions(rawValue: 1 << 2)
  /// Also call the handler just before each change, with `isPrior` set (and `oldValue`, if `.old` is given).
  public static let prior = ObservingOptions(rawValue: 1 << 3)
}

/// One change reported to an observer.
///
/// For a to-many property (an array), the change also says what changed, as KVO's change dictionary does:
/// ``kind``, ``indexes`` (the whole ``collectionChange``), and the elements removed and inserted when `.old` and
/// `.new` ask for them.
public struct ObservedChange<Value> {
  /// The value before the change, when the observer asked for `.old`. Nil after an in-place change of a to-many
  /// property (``BindableObject/mutate(_:_:)``): keeping the whole old array would copy it at every change; the
  /// elements removed are in ``removedElements``.
  public let oldValue: Value?
  /// The value after the change, when the observer asked for `.new` (nil in a prior notification).
  public let newValue: Value?
  /// Whether this is the notification sent before the change (`.prior`).
  public let isPrior: Bool
  /// What changed in a to-many property: nil for any other property, for a prior notification, and for the
  /// `.initial` call.
  public let collectionChange: CollectionChange?
  /// The elements removed (or replaced), in their order in the old array, when the observer asked for `.old` and
  /// the property is to-many.
  public let removedElements: Value?
  /// The elements inserted (or put in place of others), in their order in the new array, when the observer asked
  /// for `.new` and the property is to-many.
  public let insertedElements: Value?

  init(
    oldValue: Value?, newValue: Value?, isPrior: Bool, collectionChange: CollectionChange? = nil,
    removedElements: Value? = nil, insertedElements: Value? = nil
  ) {
    self.oldValue = oldValue
    self.newValue = newValue
    self.isPrior = isPrior
    self.collectionChange = collectionChange
    self.removedElements = removedElements
    self.insertedElements = insertedElements
  }

  /// The kind of change, as KVO's `NSKeyValueChangeKindKey`: ``CollectionChange/Kind/setting`` for every property
  /// that is not to-many, and for a prior notification.
  public var kind: CollectionChange.Kind { collectionChange?.kind ?? .setting }

  /// The indexes of a to-many change, as KVO's `NSKeyValueChangeIndexesKey` (nil for a setting, as in KVO).
  public var indexes: RangeSet<Int>? {
    guard let collectionChange, collectionChange.kind != .setting else { return nil }
    return collectionChange.indexes
  }
}

extension ObservedChange: Sendable where Value: Sendable {}

extension _KeyPathBindable where Self: BindableObject {
  /// Calls `changeHandler` whenever the property `key` names changes, as KVO's `observe(_:options:)` does.
  ///
  /// ```swift
  /// let token = model.observe(\.username, options: [.old, .new]) { model, change in
  ///   log("username: \(change.oldValue ?? "") -> \(change.newValue ?? "")")
  /// }
  /// ```
  ///
  /// The handler runs synchronously on the thread that made the change, after the value is stored and in the
  /// order observers and bindings were added, before the model's did-update callbacks. Setting a value equal
  /// to the current one reports nothing. `key` may be a `@Bound` property, a computed property (reported when
  /// a `@Bound` property it reads changes, or at ``didChangeValue(for:)``), or a chain such as
  /// `\.customer.name`. For a computed property, `.prior` notifications come from
  /// ``willChangeValue(for:)`` only.
  ///
  /// - Returns: a token; the observation lasts until ``BindingToken/unbind()`` or until the model is
  ///   deallocated (releasing the token does not end it).
  @discardableResult
  public func observe<Value>(
    _ key: KeyPath<Self, Value>,
    options: ObservingOptions = [.new],
    changeHandler: @escaping (Self, ObservedChange<Value>) -> Void
  ) -> BindingToken {
    let side = Binder.modelSide(of: self, key: key)
    let observer = ChangeObserver(side: side, options: options, handler: changeHandler)
    observer.start(model: self)
    return observer
  }

  /// The values of the property `key` names, as an asynchronous sequence: the current value first, then the
  /// value after every change.
  ///
  /// ```swift
  /// for await name in model.values(for: \.username) { show(name) }
  /// ```
  ///
  /// Values are buffered as `bufferingPolicy` says (by default every value is kept until the consumer reads
  /// it). The sequence ends when the model is deallocated; cancelling the consuming task ends the
  /// observation.
  public func values<Value: Sendable>(
    for key: KeyPath<Self, Value>,
    bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy = .unbounded
  ) -> AsyncStream<Value> {
    let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: bufferingPolicy)
    let side = Binder.modelSide(of: self, key: key)
    let observer = ChangeObserver<Self, Value>(side: side, options: [.initial, .new]) { _, change in
      if let value = change.newValue { continuation.yield(value) }
    }
    observer.onDetach = { continuation.finish() }
    let handle = observer.unbindHandle
    continuation.onTermination = { _ in handle.unbind() }
    observer.start(model: self)
    return stream
  }
}
