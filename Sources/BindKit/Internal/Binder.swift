/// Resolves both ends of a binding once, at bind time, and connects them.
enum Binder {
  /// The box of the `@Bound` property `key` names, if `key` is exactly a `@Bound` property of `model`.
  ///
  /// Reads `key` once while recording accesses: a `@Bound` getter reports its box and the key path its
  /// declaring class posts. `key` is that property only if the two key paths are equal. A key path written
  /// against a subclass (`\Employee.name` for a property declared in `Person`) is never equal to the
  /// declaring class's, and cannot be told apart from a computed property that reads `name`, so it takes the
  /// key-path route, which is correct for both (and costs a key-path read per change).
  static func storedBox<Model: BindableObject, Value>(of model: Model, key: KeyPath<Model, Value>)
    -> PropertyBox<Value>?
  {
    let recorder = _AccessRecorder()
    _ = withAccessRecorder(recorder) { model[keyPath: key] }
    guard recorder.count == 1, let access = recorder.first, access.object === model,
      let box = access.storage as? PropertyBox<Value>, access.keyPath == key
    else { return nil }
    return box
  }

  /// The slot of the `@ViewProperty` that `viewKey` names.
  static func slot<View: BindableView, Value>(of view: View, viewKey: KeyPath<View, Value>) -> ViewSlot<Value>? {
    if let known = view.bindingRegistrar.slot(for: viewKey) { return unsafeDowncast(known, to: ViewSlot<Value>.self) }
    let recorder = _AccessRecorder()
    _ = withAccessRecorder(recorder) { view[keyPath: viewKey] }
    return recorder.onlyAccess(of: view)?.storage as? ViewSlot<Value>
  }

  /// The model side of a binding to `key`: the property's box, or a computed-property entry.
  static func modelSide<Model: BindableObject, Value>(of model: Model, key: KeyPath<Model, Value>) -> (
    box: PropertyBox<Value>?, computed: ComputedProperty<Model, Value>?
  ) {
    // A key-path literal this thread has resolved before for this model class finds the box by identity, without
    // comparing key paths (hundreds of instructions each, for every property of the model) or a recording read.
    let tables = ThreadTables.current
    let canonical = tables.aliases.value(for: ObjectIdentifier(Model.self), key) ?? key
    if let known = model.endpoint(for: canonical, matchingEqualKeys: false) {
      if let box = known as? PropertyBox<Value> { return (box, nil) }
      return (nil, unsafeDowncast(known, to: ComputedProperty<Model, Value>.self))
    }
    if let box = storedBox(of: model, key: key) {
      if box.keyPath !== key { tables.aliases.insert(box.keyPath, for: ObjectIdentifier(Model.self), key) }
      return (box, nil)
    }
    let computed = model.withBookkeeping { () -> ComputedProperty<Model, Value> in
      var current = model.firstEndpoint
      while let endpoint = current {
        if let existing = endpoint as? ComputedProperty<Model, Value>, existing.key == key { return existing }
        current = endpoint.next
      }
      let created = ComputedProperty(model: model, key: key)
      model.addEndpointLocked(created)
      return created
    }
    return (nil, computed)
  }

  static func bind<Model: BindableObject, Value, View: BindableView>(
    model: Model,
    key: ReferenceWritableKeyPath<Model, Value>,
    view: View,
    viewKey: ReferenceWritableKeyPath<View, Value>
  ) -> BindingToken {
    guard let slot = slot(of: view, viewKey: viewKey) else {
      return refuse(model: Model.self, key: key, view: View.self, viewKey: viewKey)
    }
    let binding: _Observer<Value>
    switch modelSide(of: model, key: key) {
    case (let box?, _): binding = PlainBinding(box: box, slot: slot)
    case (_, let computed?):
      if let refused = refuseUndeclaredStoredProperty(model: model, key: key, view: View.self, viewKey: viewKey) {
        return refused
      }
      binding = KeyPathBinding(property: computed, slot: slot)
    default: preconditionFailure("unreachable")
    }
    return connect(binding, model: model, view: view, slot: slot, viewKey: viewKey)
  }

  /// Reports a view key that is not a `@ViewProperty`, and returns an ended token.
  static func refuse(model: Any.Type, key: AnyKeyPath, view: Any.Type, viewKey: AnyKeyPath) -> BindingToken {
    BindKitDiagnostics.reportProgrammerError(
      "cannot bind \(typeName(model)) \(keyPathName(key)) to \(typeName(view)) \(keyPathName(viewKey)): "
        + "the view key is not a @ViewProperty of \(typeName(view))")
    return RefusedBinding()
  }

  /// Refuses, as a programmer error, a two-way binding to a plain stored property that the model does not announce
  /// (neither `@Bound` nor declared with `automaticallyNotifiesObservers(for:)`): the view would show its first
  /// value and never a change, while edits would still write it. Nil when the binding may go ahead.
  static func refuseUndeclaredStoredProperty<Model: BindableObject>(
    model: Model, key: AnyKeyPath, view: Any.Type, viewKey: AnyKeyPath
  ) -> BindingToken? {
    guard let name = singleStoredPropertyName(key), Model.automaticallyNotifiesObservers(for: key) else { return nil }
    BindKitDiagnostics.reportProgrammerError(
      "cannot bind \(typeName(Model.self)) \(keyPathName(key)) to \(typeName(view)) \(keyPathName(viewKey)): "
        + "'\(name)' is a stored property that is not @Bound, so the view would never see it change; declare it "
        + "'@Bound var \(name)', or announce its changes with didChangeValue(for:) and return false for it from "
        + "\(typeName(Model.self)).automaticallyNotifiesObservers(for:)")
    return RefusedBinding()
  }

  /// Installs `binding` on the view slot (moving the slot off any other model property), attaches it to the
  /// model side, and pushes the model's value to the view.
  static func connect<Model: BindableObject, Value, View: BindableView>(
    _ binding: _Observer<Value>, model: Model, view: View, slot: ViewSlot<Value>, viewKey: AnyKeyPath
  ) -> BindingToken {
    let installed = slot.install(binding) { existing in existing.modelSide === binding.modelSide }
    if installed.current !== binding { return installed.current }
    installed.replaced?.unbind()
    let firstBinding = view.bindingRegistrar.register(slot, view: view, key: viewKey)
    binding.attach()
    if !binding.isBound {
      // Another thread ended the binding while it was being made (an `unbindAll()` that found it). Undo the
      // attachment it may have missed, but still push: the bind happened before that unbind, so the view shows
      // the model's value as after any bind. (Returning without the push left the view showing neither.)
      binding.detachModelSide()
    }
    binding.pushModelValue()
    BindKitDiagnostics.log(.debug, "bound \(binding)")
    if firstBinding { view.viewDidBind(to: model) }
    return binding
  }
}

/// The token of a binding that was refused as a programmer error.
final class RefusedBinding: BindingToken {
  override init() {
    super.init()
    markEnded()
  }

  override var description: String { "BindingToken(refused)" }
}

/// A binding between a `@Bound` property and a view property of the same type.
final class PlainBinding<Value>: _Observer<Value> {
  init(box: PropertyBox<Value>, slot: ViewSlot<Value>) {
    super.init(directSlot: slot, directModelBox: box)
  }

  private var box: PropertyBox<Value> { directModelBox! }
  private var slot: ViewSlot<Value> { directSlot! }

  override var modelSide: AnyObject? { box }
  override func attach() { box.add(self) }
  override func detachModelSide() { box.remove(self) }
  override func pushModelValue() {
    unretainedSlot.unsafelyUnwrapped._withUnsafeGuaranteedRef { slot in
      unretainedModelBox.unsafelyUnwrapped._withUnsafeGuaranteedRef { slot.receiveModelValue($0.value) }
    }
  }

  override func detach() {
    box.remove(self)
    slot.uninstall(self)
  }

  override var edge: BindingGraph.Edge? {
    BindingGraph.Edge(model: box.node(), view: slot.owner, kind: .twoWay)
  }
}

/// A one-way binding: model changes reach the view; edits in the view stay there.
final class OneWayBinding<Value>: _Observer<Value> {
  private let side: any _ObservableModelSide<Value>
  private let slot: ViewSlot<Value>

  init(side: any _ObservableModelSide<Value>, slot: ViewSlot<Value>) {
    self.side = side
    self.slot = slot
    super.init(directSlot: slot, directModelBox: nil)
  }

  override var modelSide: AnyObject? { side }
  override func attach() { side.add(self, wantsPrior: false) }
  override func detachModelSide() { side.remove(self, wantedPrior: false) }
  override func pushModelValue() {
    if let value = side.currentValue() { slot.receiveModelValue(value) }
  }

  /// A person's edit stays in the view.
  override func receiveViewEdit(_ value: Value) {}

  override func detach() {
    side.remove(self, wantedPrior: false)
    slot.uninstall(self)
  }

  override var edge: BindingGraph.Edge? {
    BindingGraph.Edge(model: side.endpoint.node(), view: slot.owner, kind: .oneWay)
  }
}
