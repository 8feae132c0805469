/// One observer of a model side: a binding, an observation, or internal bookkeeping. Each kind says what it does
/// when the model changes and when a person edits the view it feeds.
///
/// A model side tells its observers through ``ObserverList/forEachObserver(except:while:_:)`` and
/// ``handleModelValue(_:)``; a view slot hands a person's edit to the binding installed on it (``handleEdit(_:)``).
/// Neither knows which kind it is talking to.
class Observer<Value>: ObserverBase {
  /// The view slot a model change is stored in, for a binding that does nothing else on a change (a plain or a model
  /// binding). Nil for every other kind, which overrides ``modelDidChange(_:)``.
  final let slot: ViewSlot<Value>?
  /// The `@Bound` property's box a person's edit is written to, for a binding that does nothing else with an edit (a
  /// plain binding). Nil for every other kind, which overrides ``viewDidEdit(_:)``.
  final let editedBox: PropertyBox<Value>?

  init(slot: ViewSlot<Value>? = nil, editedBox: PropertyBox<Value>? = nil) {
    self.slot = slot
    self.editedBox = editedBox
  }

  /// The model's value changed to `value`: a binding with a ``slot`` stores it there, in code compiled for the
  /// caller's value type (a `@Bound` property's delivery); any other kind is told through ``modelDidChange(_:)``.
  @inline(__always)
  final func handleModelValue(_ value: Value) {
    if let slot {
      slot.receiveModelValue(value)
    } else {
      modelDidChange(value)
    }
  }

  /// A person edited the view property this binding feeds (called by the slot, after it stored `value`): a binding
  /// with an ``editedBox`` writes the value through the box's write path, in code compiled for the caller's value
  /// type, so that it is compared with the type's own `==`; any other kind is told through ``viewDidEdit(_:)``.
  @inline(__always)
  final func handleEdit(_ value: Value) {
    if let editedBox {
      if let owner = editedBox.owner { editedBox.write(value, origin: .edit, except: self, owner: owner) }
    } else {
      viewDidEdit(value)
    }
  }

  /// The model's value changed to `value`, and the binding has no ``slot``.
  func modelDidChange(_ value: Value) {}

  /// A person edited the view property this binding feeds, and the binding has no ``editedBox``.
  func viewDidEdit(_ value: Value) {}

  /// A person edited a to-many view property in place (``ViewSlot/userDidMutate(_:)``): `change` says how, `removed`
  /// holds the elements removed, `newArray` is the slot's array after the edit. By default the whole new value is
  /// handed on as an edit.
  func viewDidMutate<Element>(_ newArray: [Element], change: CollectionChange, removed: [Element])
  where Value == [Element] {
    handleEdit(newArray)
  }

  /// The model value is about to change from `oldValue` (observers that asked for `.prior`).
  func receivePriorValue(_ oldValue: Value) {}

  /// A to-many model value changed in place (``BindableObject/mutate(_:_:)``): `change` says how, `removed` holds the
  /// elements removed (a value of the property's type), and `apply` replays the change on an array equal to the one
  /// before it. By default the observer is told the whole value.
  func receiveModelChange(_ value: Value, change: CollectionChange, removed: Value, apply: (inout Value) -> Bool) {
    handleModelValue(value)
  }

  /// A to-many model value is about to change in place: observers that asked for `.prior` are told (unlike
  /// ``receivePriorValue(_:)``, nothing may keep `oldValue` unless the observer's user asked for it, or the change
  /// would copy the array).
  func receivePriorMutation(_ oldValue: Value) { receivePriorValue(oldValue) }

  /// What the binding is attached to on the model side (so binding the same pair twice finds the first).
  var modelSide: AnyObject? { nil }
  /// The model the binding writes, when it is a ``BindableObject`` (told where a person's editing ends).
  var editedModel: BindableObject? { (modelSide as? ModelEndpoint)?.owner }
  /// Attaches the binding to its model side.
  func attach() {}
  /// Undoes `attach()`.
  func detachModelSide() {}
  /// Writes the model's current value to the view.
  func pushModelValue() {}
}

/// What every observer has whatever its value type: its place in the `ObserverList` it is in.
class ObserverBase: BindingToken, ListedObserver {
  /// Where the observer is in its list; guarded by the lock of the list's owner.
  final var listIndex: Int32 = -2

  /// Whether delivery still tells this observer: until it is unbound.
  final var isActive: Bool { isBound }

  /// The binding or observation this observer stands for in a model's `bindings`: itself, the binding it relays for
  /// (an editing binding's model-side observer), or nil for internal bookkeeping (a computed property's listener).
  var representedBinding: BindingToken? { self }
}

extension ObserverList where Element: ObserverBase {
  /// The bindings and observations in the list, as a model's `bindings` lists them: each observer's
  /// ``ObserverBase/representedBinding`` (internal observers stand for nothing).
  func appendRepresentedBindings(to result: inout [BindingToken]) {
    if let binding = first?.representedBinding { result.append(binding) }
    for case let element? in rest {
      if let binding = element.representedBinding { result.append(binding) }
    }
  }
}
