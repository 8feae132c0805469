/// Something that evaluates again when a `@Bound` property it read changes: a ``ComputedProperty``.
protocol Dependent: AnyObject {
  func dependencyDidChange()
}

/// A computed property's observer on one `@Bound` property it read: tells the computed property when the box
/// changes. Internal bookkeeping, not a binding: a model's `bindings` does not list it.
///
/// Holds its dependent and its box strongly (weak references would give both a side table, slowing every retain of
/// them); the dependent breaks the cycle by ending its listeners when it stops reading a box, when nothing observes
/// it any more, and when its model is deallocated.
final class DependencyListener<Value>: Observer<Value> {
  private let dependent: any Dependent
  private let box: PropertyBox<Value>

  init(dependent: any Dependent, box: PropertyBox<Value>) {
    self.dependent = dependent
    self.box = box
    super.init(directSlot: nil, directModelBox: nil)
  }

  override func receiveModelValue(_ value: Value) {
    if isBound { dependent.dependencyDidChange() }
  }

  override func detach() { box.remove(self, wantedPrior: false) }

  override var representedBinding: BindingToken? { nil }

  override var description: String { "dependency listener" }
}
