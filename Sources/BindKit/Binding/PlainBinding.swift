/// A binding between a `@Bound` property and a view property of the same type: the fast path.
///
/// It fills in the observer's direct references, so the always-inlined set path writes the slot, and a person's
/// edit writes the box, with no virtual call.
@usableFromInline
final class PlainBinding<Value>: Observer<Value> {
  @usableFromInline
  init(box: PropertyBox<Value>, slot: ViewSlot<Value>) {
    super.init(directSlot: slot, directModelBox: box)
  }

  private var box: PropertyBox<Value> { directModelBox! }
  private var slot: ViewSlot<Value> { directSlot! }

  override var modelSide: AnyObject? { box }
  override func attach() { box.add(self, wantsPrior: false) }
  override func detachModelSide() { box.remove(self, wantedPrior: false) }
  override func pushModelValue() {
    unretainedSlot.unsafelyUnwrapped._withUnsafeGuaranteedRef { slot in
      unretainedModelBox.unsafelyUnwrapped._withUnsafeGuaranteedRef { slot.receiveModelValue($0.value) }
    }
  }

  override func detach() {
    box.remove(self, wantedPrior: false)
    slot.uninstall(self)
  }

  override var edge: BindingGraph.Edge? {
    BindingGraph.Edge(model: box.diagnosticNode, view: slot.diagnosticNode, kind: .twoWay)
  }
}
