/// Resolves both ends of a binding once, at bind time, and connects them: the one path every binding to a view
/// takes. (Observations resolve their model side here too, with ``modelSide(of:key:)``, and attach to it without a
/// view.)
///
/// 1. The view end: ``slot(of:viewKey:)`` finds the `@ViewProperty`'s ``ViewSlot``.
/// 2. The model end: ``modelSide(of:key:)`` finds the ``ModelSide`` (a `@Bound` box or a computed property of a
///    ``BindableObject``); an `@Observable` model's `bind` makes an ``ObservableProperty``.
/// 3. The kind: the `bind` functions pick the binding class (``PlainBinding``, ``ModelBinding``,
///    ``EditingBinding``).
/// 4. ``connect(_:model:view:slot:viewKey:)`` installs it on the slot, attaches it to the model side, pushes the
///    model's value and calls `viewDidBind(to:)` the first time the view is bound.
///
/// Every refusal is reported by ``refuse(model:key:view:viewKey:because:)``.
@usableFromInline
enum Binder {
  // MARK: Resolving the ends

  /// The box of the `@Bound` property `key` names, if `key` is exactly a `@Bound` property of `model`.
  ///
  /// Reads `key` once while recording accesses: a `@Bound` getter reports its box and the key path its
  /// declaring class posts. `key` is that property only if the two key paths are equal. A key path written
  /// against a subclass (`\Employee.name` for a property declared in `Person`) is never equal to the
  /// declaring class's, and cannot be told apart from a computed property that reads `name`, so it takes the
  /// key-path route, which is correct for both (and costs a key-path read per change).
  ///
  /// `read` reads `key` on `model`: given by a caller that can read it without applying the key path at run time (an
  /// inlined `bind`, where `key` is a literal), or a read through the key path.
  static func storedBox<Model: BindableObject, Value>(
    of model: Model, key: KeyPath<Model, Value>, reading read: () -> Void
  ) -> PropertyBox<Value>? {
    guard let access = recordedAccess(of: model, exclusive: true, reading: read),
      access.valueType == Value.self, access.keyPath == key
    else { return nil }
    return access.storage as? PropertyBox<Value>
  }

  /// ``storedBox(of:key:reading:)``, reading `key` through the key path.
  static func storedBox<Model: BindableObject, Value>(of model: Model, key: KeyPath<Model, Value>)
    -> PropertyBox<Value>?
  {
    storedBox(of: model, key: key) { _ = model[keyPath: key] }
  }

  /// The slot of the `@ViewProperty` that `viewKey` names; `read` reads it on `view` (see
  /// ``storedBox(of:key:reading:)``).
  static func slot<View: BindableView, Value>(
    of view: View, viewKey: KeyPath<View, Value>, reading read: () -> Void
  ) -> ViewSlot<Value>? {
    if let known = view.bindingRegistrar.slot(for: viewKey) { return known as? ViewSlot<Value> }
    // Only a `@ViewProperty` getter records no key path, and its storage is a `ViewSlot` of its value type.
    guard let access = recordedAccess(of: view, exclusive: false, reading: read),
      access.keyPath == nil, access.valueType == Value.self
    else { return nil }
    return access.storage as? ViewSlot<Value>
  }

  /// ``slot(of:viewKey:reading:)``, reading `viewKey` through the key path.
  static func slot<View: BindableView, Value>(of view: View, viewKey: KeyPath<View, Value>) -> ViewSlot<Value>? {
    slot(of: view, viewKey: viewKey) { _ = view[keyPath: viewKey] }
  }

  /// The model side of `key`: the property's box, or the model's computed-property entry for `key` (made once).
  static func modelSide<Model: BindableObject, Value>(
    of model: Model, key: KeyPath<Model, Value>, reader: @autoclosure () -> ComputedReader<Model, Value>? = nil
  ) -> ModelSide<Value> {
    modelSide(of: model, key: key, reader: reader()) { _ = model[keyPath: key] }
  }

  /// ``modelSide(of:key:reader:)``, with the read that resolves a `@Bound` property given (see
  /// ``storedBox(of:key:reading:)``).
  static func modelSide<Model: BindableObject, Value>(
    of model: Model, key: KeyPath<Model, Value>, reader: @autoclosure () -> ComputedReader<Model, Value>? = nil,
    reading read: () -> Void
  ) -> ModelSide<Value> {
    // A key-path literal this thread has resolved before for this model class finds the box by identity, without
    // comparing key paths (hundreds of instructions each, for every property of the model) or a recording read.
    let tables = ThreadTables.current
    let canonical = tables.aliases.value(for: ObjectIdentifier(Model.self), key) ?? key
    if let known = model.endpoint(for: canonical, matchingEqualKeys: false) as? ModelSide<Value> {
      return known
    }
    if let box = storedBox(of: model, key: key, reading: read) {
      if box.keyPath !== key { tables.aliases.insert(box.keyPath, for: ObjectIdentifier(Model.self), key) }
      return box
    }
    return model.withBookkeeping { () -> ModelSide<Value> in
      var current = model.firstEndpoint
      while let endpoint = current {
        if let existing = endpoint as? ComputedProperty<Model, Value>, existing.key == key { return existing }
        current = endpoint.next
      }
      let created = ComputedProperty(model: model, key: key, reader: reader())
      model.addEndpointLocked(created)
      return created
    }
  }

  /// The model side of a binding that writes `key`; nil (reported) when `key` is a plain stored property that the
  /// model does not announce.
  static func writableSide<Model: BindableObject, Value>(
    of model: Model, key: KeyPath<Model, Value>, view: Any.Type, viewKey: AnyKeyPath,
    reading read: () -> Void
  ) -> ModelSide<Value>? {
    let side = modelSide(of: model, key: key, reading: read)
    if side.storedBox == nil, let reason = undeclaredStoredProperty(Model.self, key) {
      refuse(model: Model.self, key: key, view: view, viewKey: viewKey, because: reason)
      return nil
    }
    return side
  }

  /// Why a two-way binding to `key` is refused when `key` is a plain stored property that the model does not
  /// announce (neither `@Bound` nor declared with `automaticallyNotifiesObservers(for:)`): the view would show its
  /// first value and never a change, while edits would still write it. Nil when the binding may go ahead.
  static func undeclaredStoredProperty<Model: BindableObject>(_ model: Model.Type, _ key: AnyKeyPath) -> String? {
    guard let name = singleStoredPropertyName(key), Model.automaticallyNotifiesObservers(for: key) else { return nil }
    return "'\(name)' is a stored property that is not @Bound, so the view would never see it change; declare it "
      + "'@Bound var \(name)', or announce its changes with didChangeValue(for:) and return false for it from "
      + "\(typeName(Model.self)).automaticallyNotifiesObservers(for:)"
  }

  /// Both ends of a binding that writes `key`: nil (reported) when `viewKey` is not a `@ViewProperty`, or when `key`
  /// is a plain stored property the model does not announce.
  /// `readModel` and `readView` read the two properties (see ``storedBox(of:key:reading:)``).
  static func writableEnds<Model: BindableObject, ModelValue, View: BindableView, ViewValue>(
    model: Model, key: KeyPath<Model, ModelValue>, view: View, viewKey: KeyPath<View, ViewValue>,
    readModel: () -> Void, readView: () -> Void
  ) -> (ModelSide<ModelValue>, ViewSlot<ViewValue>)? {
    guard let slot = slot(of: view, viewKey: viewKey, reading: readView) else {
      _ = refuseViewKey(
        model: model, key: key, box: storedBox(of: model, key: key, reading: readModel), view: view, viewKey: viewKey)
      return nil
    }
    guard let side = writableSide(of: model, key: key, view: View.self, viewKey: viewKey, reading: readModel) else {
      return nil
    }
    return (side, slot)
  }

  /// ``writableEnds(model:key:view:viewKey:readModel:readView:)``, reading both properties through their key paths.
  static func writableEnds<Model: BindableObject, ModelValue, View: BindableView, ViewValue>(
    model: Model, key: KeyPath<Model, ModelValue>, view: View, viewKey: KeyPath<View, ViewValue>
  ) -> (ModelSide<ModelValue>, ViewSlot<ViewValue>)? {
    writableEnds(
      model: model, key: key, view: view, viewKey: viewKey, readModel: { _ = model[keyPath: key] },
      readView: { _ = view[keyPath: viewKey] })
  }

  // MARK: Refusing

  /// Reports a binding that cannot be made, naming both ends, and returns an ended token.
  @discardableResult
  static func refuse(
    model: Any.Type, key: AnyKeyPath, keyName: String? = nil, view: Any.Type, viewKey: AnyKeyPath,
    because reason: String? = nil
  ) -> BindingToken {
    let why = reason ?? "the view key is not a @ViewProperty of \(typeName(view))"
    BindKitDiagnostics.reportProgrammerError(
      "cannot bind \(typeName(model)) \(keyName ?? keyPathName(key)) to \(typeName(view)) \(keyPathName(viewKey)): "
        + why)
    return RefusedBinding()
  }

  /// Refuses a view key that is not a `@ViewProperty` of `view`, naming the model property by its declared name when
  /// its box is known (a `@Bound` property's key path describes itself only as "computed").
  static func refuseViewKey(
    model: BindableObject, key: AnyKeyPath, box: AnyObject?, view: AnyObject, viewKey: AnyKeyPath
  ) -> BindingToken {
    let keyName = box.flatMap { propertyName(of: $0, in: model) }.map { "\\\(typeName(type(of: model))).\($0)" }
    return refuse(model: type(of: model), key: key, keyName: keyName, view: type(of: view), viewKey: viewKey)
  }

  // MARK: Choosing the kind

  /// `bind(key:toView:viewKey:)`: two-way, between properties of the same type. `readModel` and `readView` read the
  /// two properties (see ``storedBox(of:key:reading:)``).
  @usableFromInline
  static func bind<Model: BindableObject, Value, View: BindableView>(
    model: Model,
    key: ReferenceWritableKeyPath<Model, Value>,
    view: View,
    viewKey: ReferenceWritableKeyPath<View, Value>,
    readModel: () -> Void,
    readView: () -> Void
  ) -> BindingToken {
    guard
      let (side, slot) = writableEnds(
        model: model, key: key, view: view, viewKey: viewKey, readModel: readModel, readView: readView)
    else {
      return RefusedBinding()
    }
    return bindTwoWay(side: side, model: model, view: view, slot: slot, viewKey: viewKey)
  }

  /// A two-way binding of resolved ends: a plain binding to a `@Bound` property; a model binding to any other
  /// property; an editing binding when the model validates the property.
  static func bindTwoWay<Value, View: BindableView>(
    side: ModelSide<Value>, model: BindableObject, view: View, slot: ViewSlot<Value>, viewKey: AnyKeyPath
  ) -> BindingToken {
    if model.hasValidators, let validator = model.validator(for: side, of: Value.self) {
      let binding = EditingBinding(
        side: side, slot: slot, toView: { $0 }, toModel: { $0 }, validator: validator.validate,
        showsCorrections: false, policy: .continuously, kind: "validated")
      return connect(
        binding, model: model, view: view, slot: slot, viewKey: viewKey, registrar: view.bindingRegistrar)
    }
    let binding: Observer<Value>
    if let box = side.storedBox {
      binding = PlainBinding(box: box, slot: slot)
    } else {
      binding = ModelBinding(side: side, slot: slot, direction: .twoWay)
    }
    return connect(
      binding, model: model, view: view, slot: slot, viewKey: viewKey, registrar: view.bindingRegistrar)
  }

  /// The read-only `bind(key:toView:viewKey:)`: model to view only.
  @usableFromInline
  static func bindOneWay<Model: BindableObject, Value, View: BindableView>(
    model: Model,
    reader: consuming ComputedReader<Model, Value>,
    view: View,
    viewKey: ReferenceWritableKeyPath<View, Value>
  ) -> BindingToken {
    let key = reader.keyPath(model)
    guard let slot = slot(of: view, viewKey: viewKey) else {
      return refuse(model: Model.self, key: key, view: View.self, viewKey: viewKey)
    }
    let binding = ModelBinding(side: modelSide(of: model, key: key, reader: reader), slot: slot, direction: .oneWay)
    return connect(
      binding, model: model, view: view, slot: slot, viewKey: viewKey, registrar: view.bindingRegistrar)
  }

  /// The bindings that convert, validate or hold edits (`converter:`, `nilPlaceholder:`, `updates:`).
  static func bindEditing<Model: BindableObject, ModelValue, View: BindableView, ViewValue>(
    model: Model,
    key: ReferenceWritableKeyPath<Model, ModelValue>,
    view: View,
    viewKey: ReferenceWritableKeyPath<View, ViewValue>,
    toView: @escaping (ModelValue) -> ViewValue,
    toModel: @escaping (ViewValue) throws -> ModelValue,
    showsCorrections: Bool = false,
    policy: BindingUpdatePolicy,
    kind: String
  ) -> BindingToken {
    guard let (side, slot) = writableEnds(model: model, key: key, view: view, viewKey: viewKey) else {
      return RefusedBinding()
    }
    return bindEditing(
      side: side, model: model, view: view, slot: slot, viewKey: viewKey, toView: toView, toModel: toModel,
      showsCorrections: showsCorrections, policy: policy, kind: kind)
  }

  /// An editing binding of resolved ends.
  static func bindEditing<ModelValue, View: BindableView, ViewValue>(
    side: ModelSide<ModelValue>, model: BindableObject, view: View, slot: ViewSlot<ViewValue>, viewKey: AnyKeyPath,
    toView: @escaping (ModelValue) -> ViewValue, toModel: @escaping (ViewValue) throws -> ModelValue,
    showsCorrections: Bool = false, policy: BindingUpdatePolicy, kind: String
  ) -> BindingToken {
    let validator = model.hasValidators ? model.validator(for: side, of: ModelValue.self) : nil
    let binding = EditingBinding(
      side: side, slot: slot, toView: toView, toModel: toModel, validator: validator?.validate,
      showsCorrections: showsCorrections, policy: policy,
      kind: validator == nil ? kind : "\(kind), validated")
    return connect(
      binding, model: model, view: view, slot: slot, viewKey: viewKey, registrar: view.bindingRegistrar)
  }

  // MARK: Connecting

  /// Installs `binding` on the view slot (moving the slot off any other model property), attaches it to the
  /// model side, pushes the model's value to the view, and tells the view the first time it is bound.
  ///
  /// The caller passes the view's `registrar`: one specialised for the view's type reads it without a retain, where
  /// this unspecialised code would read it through the protocol's witness, which returns it retained.
  static func connect<Value, View: BindableView>(
    _ binding: Observer<Value>, model: AnyObject, view: View, slot: ViewSlot<Value>, viewKey: AnyKeyPath,
    registrar: BindingRegistrar
  ) -> BindingToken {
    var replaced: Observer<Value>?
    if let existing = slot.install(binding, replaced: &replaced) { return existing }
    replaced?.unbind()
    let firstBinding = slot.register(in: registrar, view: view, key: viewKey)
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

/// The write path of `key` on `model` (its box, or its computed-property entry), for the package's targets that
/// write as BindKit's own bindings do.
package func modelWritePath<Model: BindableObject, Value>(of model: Model, key: KeyPath<Model, Value>) -> ModelSide<
  Value
> {
  Binder.modelSide(of: model, key: key)
}
