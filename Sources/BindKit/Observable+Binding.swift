public import Observation
import Synchronization

extension Observable where Self: AnyObject {
  /// Binds a property of one of Swift's own `@Observable` classes to a view property, two-way.
  ///
  /// ```swift
  /// @Observable final class Profile { var name = "" }
  ///
  /// profile.bind(key: \.name, toView: nameField, viewKey: \.text)
  /// ```
  ///
  /// The view shows the value at once. Observation reports a change before the value is stored, so the view
  /// is updated on the main actor's next turn after the change (not synchronously, as with a
  /// ``BindableObject``); several changes in one turn reach the view once, with the latest value. A person's
  /// edit sets the property at once (edits must be made on the main actor). Equal values are not written back
  /// to the view that was edited. The binding holds the model weakly and ends when either side is
  /// deallocated, or at ``BindingToken/unbind()``. The value type must be `Sendable`.
  @MainActor @discardableResult
  public func bind<Value: Sendable, View: BindableView>(
    key: ReferenceWritableKeyPath<Self, Value>,
    toView view: View,
    viewKey: ReferenceWritableKeyPath<View, Value>
  ) -> BindingToken {
    guard let slot = Binder.slot(of: view, viewKey: viewKey) else {
      return Binder.refuse(model: Self.self, key: key, view: View.self, viewKey: viewKey)
    }
    let link = ObservationLink(model: self, key: key, slot: slot)
    let binding = ObservationBinding(link: link, slot: slot)
    let token = Binder.connectObservable(binding, view: view, slot: slot, viewKey: viewKey)
    if token === binding { link.track() }
    return token
  }
}

/// Whether an `@Observable` binding is still live; shared between the binding (any thread) and its main-actor
/// link.
final class LiveFlag: Sendable {
  private let live = Atomic<Bool>(true)
  var isLive: Bool { live.load(ordering: .acquiring) }
  func end() { live.store(false, ordering: .releasing) }
}

/// Follows one property of an `@Observable` model with `withObservationTracking`, re-armed after each change,
/// and writes a person's edits back.
@MainActor
final class ObservationLink<Model: Observable & AnyObject, Value: Sendable> {
  private weak var model: Model?
  private let key: ReferenceWritableKeyPath<Model, Value>
  private let slot: ViewSlot<Value>
  private let equals: ((Value, Value) -> Bool)?
  let flag = LiveFlag()

  init(model: Model, key: ReferenceWritableKeyPath<Model, Value>, slot: ViewSlot<Value>) {
    self.model = model
    self.key = key
    self.slot = slot
    equals = _equalityTest(for: Value.self)
  }

  /// Reads the property while Observation tracks it, shows the value, and asks to be called again after the
  /// next change.
  func track() {
    guard flag.isLive, let model else { return }
    let value = withObservationTracking {
      model[keyPath: key]
    } onChange: { [self] in
      Task { @MainActor in self.track() }
    }
    if let equals, equals(slot.value, value) { return }
    slot.receiveModelValue(value)
  }

  /// A person's edit.
  func write(_ value: Value) {
    guard flag.isLive, let model else { return }
    model[keyPath: key] = value
  }

  /// The model and key, for diagnostics.
  var node: BindingGraph.Node {
    guard let model else { return BindingGraph.Node(id: nil, typeName: "(released)", property: keyPathName(key)) }
    return BindingGraph.Node(id: ObjectIdentifier(model), typeName: typeName(Model.self), property: keyPathName(key))
  }
}

/// The view side of an `@Observable` binding.
final class ObservationBinding<Model: Observable & AnyObject, Value: Sendable>: _Observer<Value> {
  private let link: ObservationLink<Model, Value>
  private let flag: LiveFlag
  private let slot: ViewSlot<Value>
  private let modelNode: BindingGraph.Node

  @MainActor
  init(link: ObservationLink<Model, Value>, slot: ViewSlot<Value>) {
    self.link = link
    flag = link.flag
    modelNode = link.node
    self.slot = slot
    super.init(directSlot: nil, directModelBox: nil)
  }

  override var modelSide: AnyObject? { link }

  override func receiveViewEdit(_ value: Value) {
    let link = self.link
    MainActor.assumeIsolated { link.write(value) }
  }

  override func detach() {
    flag.end()
    slot.uninstall(self)
  }

  override var edge: BindingGraph.Edge? {
    BindingGraph.Edge(model: modelNode, view: slot.owner, kind: .twoWay)
  }
}

extension Binder {
  /// Installs an `@Observable` binding on the view slot (moving the slot off any other model property).
  static func connectObservable<Value, View: BindableView>(
    _ binding: _Observer<Value>, view: View, slot: ViewSlot<Value>, viewKey: AnyKeyPath
  ) -> BindingToken {
    let installed = slot.install(binding) { existing in existing.modelSide === binding.modelSide }
    if installed.current !== binding { return installed.current }
    installed.replaced?.unbind()
    _ = view.bindingRegistrar.register(slot, view: view, key: viewKey)
    return binding
  }
}
