/// Something that evaluates again when a `@Bound` property it read changes: a ``ComputedProperty``.
protocol Dependent: AnyObject {
  /// A box it read changed. `modelIsHeld`: the box belongs to the dependent's own model, so the delivering caller is
  /// keeping that model alive for the whole call (see ``DependencyListener``).
  func dependencyDidChange(modelIsHeld: Bool)
}

/// A computed property's observer on one `@Bound` property it read: tells the computed property when the box
/// changes. Internal bookkeeping, not a binding: a model's `bindings` does not list it.
///
/// Holds its dependent and its box strongly (weak references would give both a side table, slowing every retain of
/// them); the dependent breaks the cycle by ending its listeners when it stops reading a box, when nothing observes
/// it any more, and when its model is deallocated.
///
/// A box delivers a change only while its model is held by the one delivering it: the `@Bound` setter's caller, a
/// view edit (which retains the model first), `mutate` and `didChangeValue(for:)` (methods of the model). So when the
/// box belongs to the dependent's own model (`sameModel`, the usual case: a computed property reading its own model's
/// properties), that model is alive for the whole delivery, and the dependent evaluates without loading its weak
/// reference to the model and releasing it again (with the side table every bound model has, the two cost about a
/// third of a re-evaluation's reference counting).
final class DependencyListener<Value>: Observer<Value> {
  private let dependent: any Dependent
  private let box: PropertyBox<Value>
  /// Whether `box` belongs to the dependent's model: decided once, by the dependent's evaluation that read the box
  /// (a `@Bound` getter records the model it was read from, which owns the box). A box's model never changes.
  private let sameModel: Bool

  init(dependent: any Dependent, box: PropertyBox<Value>, sameModel: Bool) {
    self.dependent = dependent
    self.box = box
    self.sameModel = sameModel
    super.init(directSlot: nil, directModelBox: nil)
  }

  override func receiveModelValue(_ value: Value) {
    if isBound { dependent.dependencyDidChange(modelIsHeld: sameModel) }
  }

  override func detach() { box.remove(self, wantedPrior: false) }

  override var representedBinding: BindingToken? { nil }

  override var description: String { "dependency listener" }
}
