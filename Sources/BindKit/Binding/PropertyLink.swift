/// Keeps two models' properties equal: `model.$a <=> other.$b` (KVO's `bind` between two model objects).
///
/// It starts from the left-hand property's value, then writes each change of either side to the other, as a
/// person's edit would be written: the other model's observers and did-update callbacks hear of it, and the side
/// the change came from does not hear it back. A change made while the link is writing (by a did-update callback of
/// the model being written) is not carried back, so the two sides never ping-pong. It is the left-hand side's
/// observer; a relay observes the right-hand side. It ends at ``BindingToken/unbind()`` or when either model is
/// deallocated.
final class PropertyLink<Value>: Observer<Value> {
  private let left: ModelSide<Value>
  private let right: ModelSide<Value>
  private let relay = LinkRelay<Value>()
  /// Set while the link writes one side (on the models' thread).
  private var isWriting = false

  init(left: ModelSide<Value>, right: ModelSide<Value>) {
    self.left = left
    self.right = right
    super.init()
    relay.link = self
  }

  /// Attaches to both sides and gives the right-hand side the left-hand side's value.
  func start() {
    left.add(self, wantsPrior: false)
    right.add(relay, wantsPrior: false)
    if let value = left.currentValue() { write(value, to: right, origin: relay) }
  }

  override var modelSide: AnyObject? { left }

  /// The left-hand side changed.
  override func modelDidChange(_ value: Value) {
    write(value, to: right, origin: relay)
  }

  /// The right-hand side changed.
  func rightDidChange(_ value: Value) {
    write(value, to: left, origin: self)
  }

  private func write(_ value: Value, to side: ModelSide<Value>, origin: AnyObject) {
    guard isBound, !isWriting else { return }
    isWriting = true
    defer { isWriting = false }
    side.write(value, origin: .link, except: origin)
  }

  override func detach() {
    left.remove(self, wantedPrior: false)
    right.remove(relay, wantedPrior: false)
  }

  override var edge: BindingGraph.Edge? {
    BindingGraph.Edge(model: left.diagnosticNode, view: right.diagnosticNode, kind: .twoWay)
  }
}

/// A property link's observer on its right-hand side.
final class LinkRelay<Value>: Observer<Value> {
  /// Weak: the link holds the relay. Set once, by the link's initializer.
  weak var link: PropertyLink<Value>?

  override func modelDidChange(_ value: Value) {
    link?.rightDidChange(value)
  }

  override var representedBinding: BindingToken? { link }
}
