/// Reports changes of one model property to a handler.
final class ChangeObserver<Model: BindableObject, Value>: Observer<Value> {
  private let side: ModelSide<Value>
  private let options: ObservingOptions
  private let handler: (Model, ObservedChange<Value>) -> Void
  /// The last value seen (model's thread), for `.old`.
  private var lastValue: Value?
  /// Called once when the observation ends (the values sequence finishes its stream).
  var onDetach: (@Sendable () -> Void)?

  init(
    side: ModelSide<Value>, options: ObservingOptions,
    handler: @escaping (Model, ObservedChange<Value>) -> Void
  ) {
    self.side = side
    self.options = options
    self.handler = handler
    super.init(directSlot: nil, directModelBox: nil)
  }

  func start(model: Model) {
    let current = side.currentValue()
    lastValue = current
    side.add(self, wantsPrior: options.contains(.prior))
    if options.contains(.initial), let current {
      handler(model, ObservedChange(oldValue: nil, newValue: options.contains(.new) ? current : nil, isPrior: false))
    }
  }

  private var model: Model? {
    side.retainOwner().map { unsafeDowncast($0, to: Model.self) }
  }

  override func receiveModelValue(_ value: Value) {
    guard let model else { return }
    let old = lastValue
    lastValue = value
    handler(
      model,
      ObservedChange(
        oldValue: options.contains(.old) ? old : nil, newValue: options.contains(.new) ? value : nil, isPrior: false))
  }

  override func receivePriorValue(_ oldValue: Value) {
    guard options.contains(.prior), let model else { return }
    handler(model, ObservedChange(oldValue: options.contains(.old) ? oldValue : nil, newValue: nil, isPrior: true))
  }

  override var modelSide: AnyObject? { side }

  override func detach() {
    side.remove(self, wantedPrior: options.contains(.prior))
    onDetach?()
    onDetach = nil
  }

  override var isObservation: Bool { true }

  override var edge: BindingGraph.Edge? {
    BindingGraph.Edge(model: side.diagnosticNode, view: nil, kind: .observer)
  }
}
