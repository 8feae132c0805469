/// A binding between a `@Bound` property and a view property of the same type.
///
/// A model change is stored in the slot; a person's edit is written to the box, through the model's write path.
final class PlainBinding<Value>: Observer<Value> {
  private var box: PropertyBox<Value> { editedBox! }
  private var view: ViewSlot<Value> { slot! }

  init(box: PropertyBox<Value>, slot: ViewSlot<Value>) {
    super.init(slot: slot, editedBox: box)
  }

  override func receiveModelChange(
    _ value: Value, change: CollectionChange, removed: Value, apply: (inout Value) -> Bool
  ) {
    view.receiveModelChange(value, change: change, apply: apply)
  }

  override func viewDidMutate<Element>(_ newArray: [Element], change: CollectionChange, removed: [Element])
  where Value == [Element] {
    box.writeChange(change, newValue: newArray, removed: removed, origin: .edit, except: self)
  }

  override var modelSide: AnyObject? { box }
  override var editedModel: BindableObject? { box.owner }
  override func attach() { box.add(self, wantsPrior: false) }
  override func detachModelSide() { box.remove(self, wantedPrior: false) }
  override func pushModelValue() { view.receiveModelValue(box.value) }

  override func detach() {
    box.remove(self, wantedPrior: false)
    view.uninstall(self)
  }

  override var edge: BindingGraph.Edge? {
    BindingGraph.Edge(model: box.diagnosticNode, view: view.diagnosticNode, kind: .twoWay)
  }
}
