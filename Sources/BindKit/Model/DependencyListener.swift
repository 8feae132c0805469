/// Something that follows `@Bound` properties it read (a ``ComputedProperty``).
protocol Dependent: AnyObject {
  /// A box it read changed; `modelIsHeld` when the box belongs to the dependent's own model, whose writer holds it.
  func dependencyDidChange(modelIsHeld: Bool)
}

/// Follows one `@Bound` property's box for a ``Dependent``: an observer in the box's list that tells the dependent
/// when the box changes. Internal bookkeeping: it stands for no binding in a model's `bindings`.
final class DependencyListener<Value>: Observer<Value> {
  private let dependent: any Dependent
  private let box: PropertyBox<Value>
  private let sameModel: Bool

  init(dependent: any Dependent, box: PropertyBox<Value>, sameModel: Bool) {
    self.dependent = dependent
    self.box = box
    self.sameModel = sameModel
  }

  override func modelDidChange(_ value: Value) {
    dependent.dependencyDidChange(modelIsHeld: sameModel)
  }

  override func detach() { box.remove(self, wantedPrior: false) }

  override var representedBinding: BindingToken? { nil }

  override var description: String { "dependency listener" }
}
