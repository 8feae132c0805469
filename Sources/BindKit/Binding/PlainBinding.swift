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
  // A plain binding stands for itself in its model's `bindings`.
  override func unbindRepresentedBinding() { unbind() }
  // The binding holds both ends for as long as it lives, so they are used here without retaining them again.
  override func attach() {
    unretainedModelBox.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.add(self, wantsPrior: false) }
  }
  override func detachModelSide() {
    unretainedModelBox.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.remove(self, wantedPrior: false) }
  }
  override func pushModelValue() {
    unretainedSlot.unsafelyUnwrapped._withUnsafeGuaranteedRef { slot in
      unretainedModelBox.unsafelyUnwrapped._withUnsafeGuaranteedRef { slot.receiveModelValue($0.value) }
    }
  }

  override func detach() {
    detachModelSide()
    detachViewSide()
  }
  override var endsUnderBoxLock: Bool { true }
  override func detachViewSide() {
    unretainedSlot.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0.uninstall(self) }
  }

  override var edge: BindingGraph.Edge? {
    BindingGraph.Edge(model: box.diagnosticNode, view: slot.diagnosticNode, kind: .twoWay)
  }
}
