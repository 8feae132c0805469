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
    guard recorder.accesses.count == 1, let access = recorder.accesses.first, access.object === model,
      let box = access.storage as? PropertyBox<Value>, access.keyPath == key
    else { return nil }
    return box
  }

  /// The slot of the `@ViewProperty` that `viewKey` names.
  static func slot<View: BindableView, Value>(of view: View, viewKey: KeyPath<View, Value>) -> ViewSlot<Value>? {
    let recorder = _AccessRecorder()
    _ = withAccessRecorder(recorder) { view[keyPath: viewKey] }
    let own = recorder.accesses.filter { $0.object === view }
    guard own.count == 1, let slot = own[0].storage as? ViewSlot<Value> else { return nil }
    return slot
  }

  static func bind<Model: BindableObject, Value, View: BindableView>(
    model: Model,
    key: ReferenceWritableKeyPath<Model, Value>,
    view: View,
    viewKey: ReferenceWritableKeyPath<View, Value>
  ) -> BindingToken {
    guard let slot = slot(of: view, viewKey: viewKey) else {
      BindKitDiagnostics.reportProgrammerError(
        "cannot bind \(typeName(Model.self)) \(key) to \(typeName(View.self)) \(viewKey): "
          + "the view key is not a @ViewProperty of \(typeName(View.self))")
      return RefusedBinding()
    }
    let binding: _Observer<Value>
    if let box = storedBox(of: model, key: key) {
      binding = PlainBinding(box: box, slot: slot)
    } else {
      let computed = model._registrar.computedProperty(model: model, key: key)
      binding = KeyPathBinding(property: computed, slot: slot)
    }
    return connect(binding, model: model, view: view, slot: slot, viewKey: viewKey)
  }

  /// Installs `binding` on the view slot (moving the slot off any other model property), attaches it to the
  /// model side, and pushes the model's value to the view.
  static func connect<Model: BindableObject, Value, View: BindableView>(
    _ binding: _Observer<Value>, model: Model, view: View, slot: ViewSlot<Value>, viewKey: AnyKeyPath
  ) -> BindingToken {
    let installed = slot.install(binding) { existing in
      (existing as? any _ModelSideIdentifiable)?.modelSide === (binding as? any _ModelSideIdentifiable)?.modelSide
    }
    if installed.current !== binding { return installed.current }
    installed.replaced?.unbind()
    view.bindingRegistrar.withLock { registrar in
      if slot.keyPath == nil {
        slot.keyPath = viewKey
        slot.label = describeProperty(storage: slot, of: view, fallback: viewKey)
      }
      registrar.addEndpoint(slot)
    }
    guard let attached = binding as? any _Attachable else { return binding }
    attached.attach()
    if !binding.isBound {
      attached.detachModelSide()
      return binding
    }
    attached.pushModelValue()
    if view.bindingRegistrar.markBound() { view.viewDidBind(to: model) }
    return binding
  }
}

/// A binding whose model side can be compared, so that binding the same pair twice finds the first.
protocol _ModelSideIdentifiable {
  var modelSide: AnyObject { get }
}

/// A binding that attaches to its model side and pushes the model's value to the view.
protocol _Attachable {
  func attach()
  func detachModelSide()
  func pushModelValue()
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
final class PlainBinding<Value>: _Observer<Value>, _ModelSideIdentifiable, _Attachable {
  init(box: PropertyBox<Value>, slot: ViewSlot<Value>) {
    super.init(directSlot: slot, directModelBox: box)
  }

  private var box: PropertyBox<Value> { directModelBox! }
  private var slot: ViewSlot<Value> { directSlot! }

  var modelSide: AnyObject { box }

  func attach() { box.add(self) }
  func detachModelSide() { box.remove(self) }
  func pushModelValue() { slot.receiveModelValue(box.value) }

  override func detach() {
    box.remove(self)
    slot.uninstall(self)
  }

  override var description: String {
    let model = describeProperty(storage: box, of: box.retainOwner(), fallback: box.keyPath)
    return "\(model) <-> \(slotDescription(slot))\(isBound ? "" : " (unbound)")"
  }
}

/// How a slot is named in diagnostics: `TextField.text`.
func slotDescription<Value>(_ slot: ViewSlot<Value>) -> String {
  slot.label ?? "ViewSlot<\(typeName(Value.self))>"
}
