/// Reports changes of one model property to a handler.
final class ChangeObserver<Model: BindableObject, Value>: Observer<Value> {
  private let side: ModelSide<Value>
  private let options: ObservingOptions
  private let handler: (Model, ObservedChange<Value>) -> Void
  /// The last value seen (model's thread), for `.old`; never kept for a to-many property (it would make the next
  /// in-place change copy the array), which keeps `pendingOld` instead.
  private var lastValue: Value?
  /// Whether the property is to-many (an array): its changes are reported with their kind and indexes.
  private let isToMany: Bool
  /// A to-many property's value just before a whole assignment (the box's prior notification), kept only until the
  /// change is reported.
  private var pendingOld: Value?
  /// A to-many property's element count, for a whole assignment whose old value was not seen.
  private var lastCount = 0
  /// Called once when the observation ends (the values sequence finishes its stream).
  var onDetach: (@Sendable () -> Void)?

  init(
    side: ModelSide<Value>, options: ObservingOptions,
    handler: @escaping (Model, ObservedChange<Value>) -> Void
  ) {
    self.side = side
    self.options = options
    self.handler = handler
    isToMany = Value.self is any ToManyValue.Type
    super.init()
  }

  /// A to-many observer asks for prior notifications too: they carry the old value a difference is computed from.
  private var wantsPrior: Bool { options.contains(.prior) || isToMany }

  func start(model: Model) {
    let current = side.currentValue()
    if isToMany {
      lastCount = current.map(Self.count) ?? 0
    } else {
      lastValue = current
    }
    side.add(self, wantsPrior: wantsPrior)
    if options.contains(.initial), let current {
      handler(model, ObservedChange(oldValue: nil, newValue: options.contains(.new) ? current : nil, isPrior: false))
    }
  }

  private var model: Model? {
    side.owner as? Model
  }

  private static func count(_ value: Value) -> Int { (value as! any ToManyValue).toManyCount }

  private static func elements(of value: Value, at indexes: RangeSet<Int>) -> Value {
    let toMany = value as! any ToManyValue
    return openedElements(toMany, indexes) as! Value
  }

  private static func change(from old: Value, to new: Value) -> CollectionChange {
    let toMany = new as! any ToManyValue
    return openedChange(toMany, old)
  }

  override func modelDidChange(_ value: Value) {
    guard let model else { return }
    if isToMany {
      let old = pendingOld
      pendingOld = nil
      let change =
        old.map { Self.change(from: $0, to: value) } ?? .setting(oldCount: lastCount, newCount: Self.count(value))
      lastCount = Self.count(value)
      handler(
        model,
        ObservedChange(
          oldValue: options.contains(.old) ? old : nil, newValue: options.contains(.new) ? value : nil,
          isPrior: false, collectionChange: change,
          removedElements: options.contains(.old) ? old.map { Self.elements(of: $0, at: change.removedIndexes) } : nil,
          insertedElements: options.contains(.new) ? Self.elements(of: value, at: change.insertedIndexes) : nil))
      return
    }
    let old = lastValue
    lastValue = value
    handler(
      model,
      ObservedChange(
        oldValue: options.contains(.old) ? old : nil, newValue: options.contains(.new) ? value : nil, isPrior: false))
  }

  override func receiveModelChange(
    _ value: Value, change: CollectionChange, removed: Value, apply: (inout Value) -> Bool
  ) {
    guard isToMany else { return modelDidChange(value) }
    guard let model else { return }
    pendingOld = nil
    lastCount = Self.count(value)
    handler(
      model,
      ObservedChange(
        oldValue: nil, newValue: options.contains(.new) ? value : nil, isPrior: false, collectionChange: change,
        removedElements: options.contains(.old) ? removed : nil,
        insertedElements: options.contains(.new) ? Self.elements(of: value, at: change.insertedIndexes) : nil))
  }

  override func receivePriorValue(_ oldValue: Value) {
    if isToMany { pendingOld = oldValue }
    guard options.contains(.prior), let model else { return }
    handler(model, ObservedChange(oldValue: options.contains(.old) ? oldValue : nil, newValue: nil, isPrior: true))
  }

  override func receivePriorMutation(_ oldValue: Value) {
    guard options.contains(.prior), let model else { return }
    handler(model, ObservedChange(oldValue: options.contains(.old) ? oldValue : nil, newValue: nil, isPrior: true))
  }

  override var modelSide: AnyObject? { side }

  override func detach() {
    side.remove(self, wantedPrior: wantsPrior)
    onDetach?()
    onDetach = nil
  }

  override var isObservation: Bool { true }

  override var edge: BindingGraph.Edge? {
    BindingGraph.Edge(model: side.diagnosticNode, view: nil, kind: .observer)
  }
}

private func openedElements<T: ToManyValue>(_ value: T, _ indexes: RangeSet<Int>) -> Any {
  value.toManyElements(at: indexes)
}

private func openedChange<T: ToManyValue>(_ new: T, _ old: Any) -> CollectionChange {
  new.toManyChange(from: old as! T)
}
