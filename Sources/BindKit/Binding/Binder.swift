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
  static func storedBox<Model: BindableObject, Value>(of model: Model, key: KeyPath<Model, Value>)
    -> PropertyBox<Value>?
  {
    guard let access = recordedAccess(of: model, exclusive: true, reading: { _ = model[keyPath: key] }),
      access.valueType == Value.self, access.keyPath == key
    else { return nil }
    // Only a `@Bound` getter records a key path, and its storage is a `PropertyBox` of its value type.
    return unsafeDowncast(access.storage, to: PropertyBox<Value>.self)
  }

  /// The slot of the `@ViewProperty` that `viewKey` names.
  static func slot<View: BindableView, Value>(of view: View, viewKey: KeyPath<View, Value>) -> ViewSlot<Value>? {
    if let known = view.bindingRegistrar.slot(for: viewKey) { return unsafeDowncast(known, to: ViewSlot<Value>.self) }
    // Only a `@ViewProperty` getter records no key path, and its storage is a `ViewSlot` of its value type.
    guard let access = recordedAccess(of: view, exclusive: false, reading: { _ = view[keyPath: viewKey] }),
      access.keyPath == nil, access.valueType == Value.self
    else { return nil }
    return unsafeDowncast(access.storage, to: ViewSlot<Value>.self)
  }

  /// The model side of `key`: the property's box, or the model's computed-property entry for `key` (made once).
  static func modelSide<Model: BindableObject, Value>(
    of model: Model, key: KeyPath<Model, Value>, reader: @autoclosure () -> ComputedReader<Model, Value>? = nil
  ) -> ModelSide<Value> {
    // A key-path literal this thread has resolved before for this model class finds the box by identity, without
    // comparing key paths (hundreds of instructions each, for every property of the model) or a recording read.
    let tables = ThreadTables.current
    let canonical = tables.aliases.value(for: ObjectIdentifier(Model.self), key) ?? key
    if let known = model.endpoint(for: canonical, matchingEqualKeys: false) {
      return unsafeDowncast(known, to: ModelSide<Value>.self)
    }
    if let box = storedBox(of: model, key: key) {
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
    of model: Model, key: KeyPath<Model, Value>, view: Any.Type, viewKey: AnyKeyPath
  ) -> ModelSide<Value>? {
    let side = modelSide(of: model, key: key)
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
  static func writableEnds<Model: BindableObject, ModelValue, View: BindableView, ViewValue>(
    model: Model, key: KeyPath<Model, ModelValue>, view: View, viewKey: KeyPath<View, ViewValue>
  ) -> (ModelSide<ModelValue>, ViewSlot<ViewValue>)? {
    guard let slot = slot(of: view, viewKey: viewKey) else {
      refuse(model: Model.self, key: key, view: View.self, viewKey: viewKey)
      return nil
    }
    guard let side = writableSide(of: model, key: key, view: View.self, viewKey: viewKey) else { return nil }
    return (side, slot)
  }

  // MARK: Refusing

  /// Reports a binding that cannot be made, naming both ends, and returns an ended token.
  @usableFromInline @discardableResult
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
  @usableFromInline
  static func refuseViewKey(
    model: BindableObject, key: AnyKeyPath, box: AnyObject?, view: AnyObject, viewKey: AnyKeyPath
  ) -> BindingToken {
    let keyName = box.flatMap { propertyName(of: $0, in: model) }.map { "\\\(typeName(type(of: model))).\($0)" }
    return refuse(model: type(of: model), key: key, keyName: keyName, view: type(of: view), viewKey: viewKey)
  }

  // MARK: Choosing the kind

  /// `bind(key:toView:viewKey:)`: two-way, between properties of the same type.
  @usableFromInline
  static func bind<Model: BindableObject, Value, View: BindableView>(
    model: Model,
    key: ReferenceWritableKeyPath<Model, Value>,
    view: View,
    viewKey: ReferenceWritableKeyPath<View, Value>
  ) -> BindingToken {
    guard let (side, slot) = writableEnds(model: model, key: key, view: view, viewKey: viewKey) else {
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
  @usableFromInline
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

// MARK: - The plain binding, resolved in the caller

/// What the caller's reads found of a binding's two ends, untyped so that the unspecialised code that finds them needs
/// no generic metadata: a `@Bound` property's box and a view slot of the same value type make a plain binding.
@usableFromInline
struct PlainEnds {
  /// The model property's box, when it is a `@Bound` property read through its own key path and the model does not
  /// validate it; nil for any other model property (the general path binds those).
  @usableFromInline var box: AnyObject?
  /// The view property's slot.
  @usableFromInline var slot: AnyObject?
  /// Reading the view key touched no `@ViewProperty` slot of the view, or more than one: the binding is refused.
  @usableFromInline var viewKeyRefused = false
  /// The recorder installed for the caller's reads, while an end is unknown; `finishRecording` (called by `bindResolved`)
  /// uninstalls it.
  @usableFromInline var recorder: AccessRecorder?

  @usableFromInline init(box: AnyObject?, slot: AnyObject?) {
    self.box = box
    self.slot = slot
  }

  /// Marks the end of the model's read: the accesses `recorder` records after this are the view's.
  @inlinable @inline(__always)
  func endModelRead() {
    recorder.unsafelyUnwrapped.modelReadCount = recorder.unsafelyUnwrapped.recordedCount
  }
}

extension Binder {
  /// `bind(key:toView:viewKey:)`, inlined into the caller, where the model, view and value types are concrete and the
  /// key paths usually literals. A view and model bound before are found by identity (`beginBinding`, which otherwise
  /// installs a recorder); otherwise the recorded reads happen here, where the optimiser turns a literal key path's
  /// read into a call of the property's getter (the runtime's key-path read, with its generic-metadata look-ups, was
  /// more than a third of binding a fresh model to a fresh view), and the plain binding's class is made with no
  /// run-time metadata look-up. A model property that does not make a plain binding (computed, validated, a
  /// subclass's key path) takes the general path, `bind(model:key:view:viewKey:)`, which reads it again.
  @inlinable @inline(__always)
  static func bindInline<Model: BindableObject, Value, View: BindableView>(
    model: Model, key: ReferenceWritableKeyPath<Model, Value>, view: View,
    viewKey: ReferenceWritableKeyPath<View, Value>
  ) -> BindingToken {
    let ends = beginBinding(
      model: model, modelClass: ObjectIdentifier(Model.self), key: key, registrar: view.bindingRegistrar,
      viewKey: viewKey)
    if ends.recorder != nil {
      _ = model[keyPath: key]
      ends.endModelRead()
      if ends.slot == nil { _ = view[keyPath: viewKey] }
    }
    return bindResolved(ends, model: model, key: key, view: view, viewKey: viewKey)
  }

  /// The rest of `bindInline`, once the reads are done: specialised in the caller's module (no generic metadata
  /// look-up for the plain binding's class), but not inlined, so that a form's twenty `bind` lines share one copy
  /// of it, and of the recording's end, instead of each carrying its own: each line's own code is its two key
  /// paths, its two reads and two calls.
  @inlinable @inline(never)
  static func bindResolved<Model: BindableObject, Value, View: BindableView>(
    _ ends: consuming PlainEnds, model: Model, key: consuming ReferenceWritableKeyPath<Model, Value>, view: View,
    viewKey: consuming ReferenceWritableKeyPath<View, Value>
  ) -> BindingToken {
    if let recorder = ends.recorder.take() {
      finishRecording(
        recorder, into: &ends, model: model, modelClass: ObjectIdentifier(Model.self), key: key, view: view,
        valueType: Value.self)
    }
    if ends.viewKeyRefused { return refuseViewKey(model: model, key: key, box: ends.box, view: view, viewKey: viewKey) }
    guard let box = ends.box.take(), let slotObject = ends.slot.take() else {
      return bind(model: model, key: key, view: view, viewKey: viewKey)
    }
    let slot = unsafeDowncast(slotObject, to: ViewSlot<Value>.self)
    let binding = PlainBinding(box: unsafeDowncast(box, to: PropertyBox<Value>.self), slot: slot)
    return connect(
      binding, model: model, view: view, slot: slot, viewKey: viewKey, registrar: view.bindingRegistrar)
  }

  /// The ends resolved before, and a recorder installed for the caller's reads when one is still unknown: the view's
  /// registered slot for `viewKey`, and, when there is one, the model's box for `key` (through the thread's alias of
  /// the literal, by identity) if it is a `@Bound` property's box and the model does not validate. A fresh view (a
  /// new row's, a new form's) says it has no slot in a few instructions. The recorder is the thread's spare (or a
  /// new one, while a read nested in another uses the spare); the caller reads the model, then the view.
  @usableFromInline
  static func beginBinding(
    model: BindableObject, modelClass: ObjectIdentifier, key: AnyKeyPath, registrar: BindingRegistrar,
    viewKey: AnyKeyPath
  ) -> PlainEnds {
    // The thread's tables and the alias they hold are borrowed, not retained: the thread keeps its tables, and the
    // tables every alias they take, until it ends.
    let tables = ThreadTables.currentUnretained
    var ends = PlainEnds(box: nil, slot: registrar.slot(for: viewKey))
    if ends.slot != nil {
      let alias = tables._withUnsafeGuaranteedRef { $0.aliases.unretainedValue(for: modelClass, key) }
      let found =
        if let alias {
          alias._withUnsafeGuaranteedRef { model.endpoint(for: $0, matchingEqualKeys: false) }
        } else {
          model.endpoint(for: key, matchingEqualKeys: false)
        }
      if let box = found, box.isPropertyBox, !model.hasValidators {
        // The box was resolved from `key` (or its alias), so it holds `key`'s value type; the slot from `viewKey`,
        // whose value type the caller's signature makes the same.
        ends.box = box
        return ends
      }
    }
    let recorder = tables._withUnsafeGuaranteedRef { AccessRecorder.takeSpare(from: $0) }
    recorder.install()
    ends.recorder = recorder
    return ends
  }

  /// Whether `canonical`, the key path a `@Bound` getter reported, is equal to `key`, another key-path object: known
  /// by identity once this thread has compared them, while its alias table has room. (The same key path written in
  /// two source files is two objects in an optimised build, which compiles files separately; comparing two key paths
  /// costs hundreds of instructions.) A pair the table holds, both objects, is also remembered by `recorder`, so that
  /// binding the same literal again (a list binding its rows) compares two identities; a pair it does not hold is not,
  /// since only the table keeps the objects, and with them their identities, alive.
  static func isAlias(
    _ canonical: AnyKeyPath, of key: AnyKeyPath, in modelClass: ObjectIdentifier, _ recorder: AccessRecorder
  ) -> Bool {
    let tables = ThreadTables.current
    if tables.aliases.holds(canonical, for: modelClass, key) {
      recorder.rememberAlias(canonical, of: key)
      return true
    }
    guard canonical == key else { return false }
    tables.aliases.insert(canonical, for: modelClass, key)
    if tables.aliases.holds(canonical, for: modelClass, key) { recorder.rememberAlias(canonical, of: key) }
    return true
  }

  /// Uninstalls `recorder` and fills in what its reads found, as `modelSide(of:key:)` and `slot(of:viewKey:)` would:
  /// the box, when the model's read touched exactly one `@Bound` property of `model`, through `key` itself, of
  /// `valueType`, and the model does not validate; the slot (unless known already), when the view's read touched
  /// exactly one `@ViewProperty` slot of `view`, of `valueType`, or else `viewKeyRefused`.
  @usableFromInline
  static func finishRecording(
    _ recorder: AccessRecorder, into ends: inout PlainEnds, model: BindableObject, modelClass: ObjectIdentifier,
    key: AnyKeyPath, view: AnyObject, valueType: Any.Type
  ) {
    recorder.uninstall()
    defer { recorder.returnAsSpare() }
    // The accesses are inspected in place and their storage moved out of the recorder, which forgets them next,
    // rather than copied: a copy of an access retained and released each reference it holds.
    let modelReads = recorder.modelReadCount
    if ends.box == nil, modelReads == 1, recorder.access(at: 0, readFrom: model),
      recorder.access(at: 0, hasValueType: valueType), let boxKey = recorder.keyPathIdentity(at: 0),
      !model.hasValidators
    {
      if boxKey == ObjectIdentifier(key) || recorder.isLastAlias(boxKey, of: key)
        || isAlias(recorder.keyPath(at: 0).unsafelyUnwrapped, of: key, in: modelClass, recorder)
      {
        ends.box = recorder.takeStorage(at: 0)
      }
    }
    if ends.slot == nil {
      // A `@ViewProperty` getter records one access.
      if let viewAccess = recorder.onlyAccessIndex(readFrom: view, from: modelReads),
        recorder.keyPathIdentity(at: viewAccess) == nil,
        recorder.access(at: viewAccess, hasValueType: valueType)
      {
        ends.slot = recorder.takeStorage(at: viewAccess)
      } else {
        ends.viewKeyRefused = true
      }
    }
  }
}
