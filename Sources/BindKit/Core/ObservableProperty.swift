import Observation
import Synchronization

/// The model side of a binding to a property of one of Swift's `@Observable` classes.
///
/// Made for one binding, and ends with it. It follows the property with `withObservationTracking`, re-armed after
/// each change. Observation reports a change before the value is stored, so the new value is read, and delivered,
/// on the main actor's next turn; several changes in one turn arrive once, with the latest value. A person's edit
/// is written at once. The model is held weakly; edits and reads must happen on the main actor.
final class ObservableProperty<Model: Observable & AnyObject, Value: Sendable>: ModelSide<Value> {
  private let link: ObservationLink<Model, Value>
  /// The model (an endpoint's `owner` is a `BindableObject`, which this model is not).
  private weak var observedModel: Model?
  private let lock = Lock()
  /// Guarded by `lock`.
  private var observers = ObserverList<Observer<Value>>()

  @MainActor
  init(model: Model, key: ReferenceWritableKeyPath<Model, Value>) {
    link = ObservationLink(model: model, key: key)
    observedModel = model
    super.init(owner: nil, keyPath: key)
    link.property = self
  }

  /// The first observer starts the tracking.
  override func add(_ observer: Observer<Value>, wantsPrior: Bool) {
    let isFirst = lock.withLock { () -> Bool in
      observers.append(observer)
      return observers.count == 1
    }
    if isFirst {
      let link = self.link
      MainActor.assumeIsolated { link.startTracking() }
    }
  }

  /// The last observer to go ends the tracking for good (from any thread).
  override func remove(_ observer: Observer<Value>, wantedPrior: Bool) {
    let isEmpty = lock.withLock { () -> Bool in
      observers.remove(observer)
      return observers.count == 0
    }
    if isEmpty { link.flag.end() }
  }

  override package func currentValue() -> Value? {
    let link = self.link
    return MainActor.assumeIsolated { link.read() }
  }

  override package func write(_ value: Value, origin: WriteOrigin, except skipped: AnyObject?) -> Bool {
    let link = self.link
    return MainActor.assumeIsolated { link.write(value) }
  }

  override var anyModel: AnyObject? { observedModel }

  override func appendAttachedBindings(to result: inout [BindingToken]) {
    lock.withLock { observers }.appendRepresentedBindings(to: &result)
  }

  /// A changed value, read on the main actor.
  fileprivate func deliver(_ value: Value) {
    lock.withLock { observers }.forEachObserver(except: nil) { observer in
      observer.handleModelValue(value)
      return true
    }
  }
}

/// Whether an `@Observable` property is still followed; shared between its side (any thread) and its main-actor
/// link.
final class LiveFlag: Sendable {
  private let live = Atomic<Bool>(true)
  var isLive: Bool { live.load(ordering: .acquiring) }
  func end() { live.store(false, ordering: .releasing) }
}

/// The main-actor half of an ``ObservableProperty``: reads the property while Observation tracks it, and writes a
/// person's edits.
@MainActor
final class ObservationLink<Model: Observable & AnyObject, Value: Sendable> {
  private weak var model: Model?
  private let key: ReferenceWritableKeyPath<Model, Value>
  private let equals: ((Value, Value) -> Bool)?
  /// The value last read or written, so that an equal value is not delivered again (a person's edit coming back).
  private var lastValue: Value?
  nonisolated let flag = LiveFlag()
  /// The side this link delivers to (it holds the link).
  weak var property: ObservableProperty<Model, Value>?

  init(model: Model, key: ReferenceWritableKeyPath<Model, Value>) {
    self.model = model
    self.key = key
    equals = equalityTest(for: Value.self)
  }

  /// Reads the property and asks to be called after its next change.
  func startTracking() {
    _ = track()
  }

  /// The current value (and it is then the last one seen).
  func read() -> Value? {
    guard let model else { return nil }
    let value = model[keyPath: key]
    lastValue = value
    return value
  }

  /// Reads the property while Observation tracks it, asking to be called again after the next change.
  private func track() -> Value? {
    guard flag.isLive, let model else { return nil }
    return withObservationTracking {
      model[keyPath: key]
    } onChange: { [self] in
      Task { @MainActor in self.propertyDidChange() }
    }
  }

  private func propertyDidChange() {
    guard let value = track() else { return }
    if let equals, let lastValue, equals(lastValue, value) { return }
    lastValue = value
    property?.deliver(value)
  }

  /// A person's edit.
  func write(_ value: Value) -> Bool {
    guard flag.isLive, let model else { return false }
    lastValue = value
    model[keyPath: key] = value
    return true
  }
}
