import Synchronization

/// Something that follows `@Bound` properties it read (a ``ComputedProperty``).
protocol Dependent: AnyObject {
  /// A box it read changed; `modelIsHeld` when the box belongs to the dependent's own model, whose writer holds it.
  func dependencyDidChange(modelIsHeld: Bool)
}

/// A listener a ``Dependent`` made to follow a box (``ModelEndpoint/addDependent(_:sameModel:)``).
protocol FollowedDependency: AnyObject {
  /// Sets whether a change of the box is passed on to the dependent.
  func setFollowing(_ following: Bool)
  /// Leaves the box's list for good.
  func unbind()
}

/// Follows one `@Bound` property's box for a ``Dependent``: an observer in the box's list that tells the dependent
/// when the box changes. Internal bookkeeping: it stands for no binding in a model's `bindings`.
final class DependencyListener<Value>: Observer<Value>, FollowedDependency {
  private let dependent: any Dependent
  private let box: PropertyBox<Value>
  private let sameModel: Bool
  /// False while the dependent's last evaluation did not read the box: the listener stays in the box's list, so that
  /// an evaluation that reads the box again takes it back, but a change of the box is not passed on.
  private let isFollowing = Atomic<Bool>(true)

  init(dependent: any Dependent, box: PropertyBox<Value>, sameModel: Bool) {
    self.dependent = dependent
    self.box = box
    self.sameModel = sameModel
  }

  override func modelDidChange(_ value: Value) {
    guard isFollowing.load(ordering: .relaxed) else { return }
    dependent.dependencyDidChange(modelIsHeld: sameModel)
  }

  func setFollowing(_ following: Bool) { isFollowing.store(following, ordering: .relaxed) }

  override func detach() { box.remove(self, wantedPrior: false) }

  override var representedBinding: BindingToken? { nil }

  override var description: String { "dependency listener" }
}
