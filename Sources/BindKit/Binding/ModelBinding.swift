/// A binding between any ``ModelSide`` and a view property of the same type: a computed or key-path property of a
/// ``BindableObject``, or a property of an `@Observable` model; two-way, or one-way (model to view).
///
/// Model values are stored in the slot; a person's edit goes through the model side's write path (two-way only).
final class ModelBinding<Value>: Observer<Value> {
  enum Direction {
    /// Model to view and back.
    case twoWay
    /// Model to view; a person's edits stay in the view.
    case oneWay
  }

  private let side: ModelSide<Value>
  private let direction: Direction
  private var view: ViewSlot<Value> { slot! }

  init(side: ModelSide<Value>, slot: ViewSlot<Value>, direction: Direction) {
    self.side = side
    self.direction = direction
    super.init(slot: slot)
  }

  override func receiveModelChange(
    _ value: Value, change: CollectionChange, removed: Value, apply: (inout Value) -> Bool
  ) {
    view.receiveModelChange(value, change: change, apply: apply)
  }

  override func viewDidEdit(_ value: Value) {
    if direction == .twoWay { side.write(value, origin: .edit, except: self) }
  }

  override var modelSide: AnyObject? { side }
  override var editedModel: BindableObject? { side.owner }
  override func attach() { side.add(self, wantsPrior: false) }
  override func detachModelSide() { side.remove(self, wantedPrior: false) }
  override func pushModelValue() {
    if let value = side.currentValue() { view.receiveModelValue(value) }
  }

  override func detach() {
    side.remove(self, wantedPrior: false)
    view.uninstall(self)
  }

  override var edge: BindingGraph.Edge? {
    BindingGraph.Edge(
      model: side.diagnosticNode, view: view.diagnosticNode, kind: direction == .twoWay ? .twoWay : .oneWay)
  }
}
