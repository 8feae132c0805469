/// One end of a binding as a box or slot sees it: something to tell about a change.
///
/// A plain binding (a `@Bound` property and a view property of one value type) fills in `directSlot` and
/// `directModelBox`, so the always-inlined set path writes the other side itself, specialised for the concrete type,
/// with no indirect call. A ``ModelBinding`` fills in `directSlot` only (edits go through its model side); the other
/// kinds (editing bindings, observers, dependency listeners) leave both nil and override the two `receive` methods.
@usableFromInline
class Observer<Value>: ObserverBase {
  /// The view slot a model change is written to, for a plain binding: held strongly (retained in `init`,
  /// released in `deinit`) and read without retaining it in delivery loops, where the observer is known to be
  /// alive. One field, not a strong reference and an unretained copy: a binding is 16 bytes smaller.
  @usableFromInline final let unretainedSlot: Unmanaged<ViewSlot<Value>>?
  /// The model box a view edit is written to, for a plain binding (held as `unretainedSlot` is).
  @usableFromInline final let unretainedModelBox: Unmanaged<PropertyBox<Value>>?

  /// The view slot, retained, for a plain binding.
  @inlinable final var directSlot: ViewSlot<Value>? { unretainedSlot?.takeUnretainedValue() }
  /// The model box, retained, for a plain binding.
  @inlinable final var directModelBox: PropertyBox<Value>? { unretainedModelBox?.takeUnretainedValue() }

  init(directSlot: ViewSlot<Value>?, directModelBox: PropertyBox<Value>?) {
    // Not `Optional.map`: in this unspecialised initialiser its closure cost thousands of instructions in
    // generic-metadata look-ups per binding.
    if let directSlot {
      unretainedSlot = Unmanaged.passRetained(directSlot)
    } else {
      unretainedSlot = nil
    }
    if let directModelBox {
      unretainedModelBox = Unmanaged.passRetained(directModelBox)
    } else {
      unretainedModelBox = nil
    }
  }

  deinit {
    unretainedSlot?.release()
    unretainedModelBox?.release()
  }

  /// A model value arrived (only called when `directSlot` is nil).
  @usableFromInline
  func receiveModelValue(_ value: Value) {}

  /// A person edited the view (only called when `directModelBox` is nil).
  @usableFromInline
  func receiveViewEdit(_ value: Value) {}

  /// The model value is about to change from `oldValue` (observers that asked for `.prior`).
  func receivePriorValue(_ oldValue: Value) {}

  /// A to-many model value changed in place (``BindableObject/mutate(_:_:)``): `change` says how, `removed` holds the
  /// elements removed (a value of the property's type), and `apply` replays the change on an array equal to the one
  /// before it. A slot applies it to its own array; every other observer is told the whole value by default.
  @usableFromInline
  func receiveModelChange(_ value: Value, change: CollectionChange, removed: Value, apply: (inout Value) -> Bool) {
    if let slot = directSlot {
      slot.receiveModelChange(value, change: change, apply: apply)
    } else {
      receiveModelValue(value)
    }
  }

  /// A to-many model value is about to change in place: observers that asked for `.prior` are told (unlike
  /// ``receivePriorValue(_:)``, nothing may keep `oldValue` unless the observer's user asked for it, or the change
  /// would copy the array).
  @usableFromInline
  func receivePriorMutation(_ oldValue: Value) { receivePriorValue(oldValue) }

  /// What the binding is attached to on the model side (so binding the same pair twice finds the first).
  var modelSide: AnyObject? { nil }
  /// Attaches the binding to its model side.
  func attach() {}
  /// Undoes `attach()`.
  func detachModelSide() {}
  /// Writes the model's current value to the view.
  func pushModelValue() {}
}

/// What every observer has whatever its value type: its place in the `ObserverList` it is in.
@usableFromInline
class ObserverBase: BindingToken {
  /// Where the observer is in its list: -1 for the inline first element, an index into `rest`, or -2 when in no
  /// list. Guarded by the lock of the list's owner.
  @exclusivity(unchecked) final var listIndex: Int32 = -2

  /// The binding or observation this observer stands for in a model's `bindings`: itself, the binding it relays for
  /// (an editing binding's model-side observer), or nil for internal bookkeeping (a computed property's listener).
  var representedBinding: BindingToken? { self }

  /// Ends ``representedBinding`` (`unbindAll()`). A subclass that stands for itself may end itself directly,
  /// without the reference a read of `representedBinding` makes.
  func unbindRepresentedBinding() { representedBinding?.unbind() }

  /// Whether the box this observer is attached to may end it while holding the box's lock, as
  /// `PropertyBox.unbindAttachedBindings()` does for its only observer (`unbindAll()`): the observer stands for
  /// itself, was attached without `.prior`, is in that box's list and in nothing else on the model side, and
  /// ``detachViewSide()`` is the rest of its `detach()`. True for a plain binding.
  var endsUnderBoxLock: Bool { false }

  /// The rest of `detach()` once the observer's box has taken it out of its list (see ``endsUnderBoxLock``).
  func detachViewSide() {}
}

extension ObserverList {
  /// The bindings and observations in the list, as a model's `bindings` lists them: each observer's
  /// ``ObserverBase/representedBinding`` (internal observers stand for nothing).
  var representedBindings: [BindingToken] {
    var result: [BindingToken] = []
    appendRepresentedBindings(to: &result)
    return result
  }

  /// Appends ``representedBindings`` to `result`, in order, building no array of its own.
  func appendRepresentedBindings(to result: inout [BindingToken]) {
    visit { element in
      if let binding = unsafeDowncast(element, to: ObserverBase.self).representedBinding { result.append(binding) }
      return true
    }
  }

  /// Tells every observer but `origin` about `value`, in order, while `isCurrent` holds (an observer that changed
  /// the value again has already delivered the newer value to everyone). The slow path, for model sides other than
  /// a `@Bound` property's box, whose set path inlines its own loop. An observer that ended since the delivery began
  /// is skipped.
  func deliver<Value>(_ value: Value, except origin: AnyObject?, while isCurrent: () -> Bool) {
    visit { element in
      if element === origin { return true }
      if !isCurrent() { return false }
      Self.deliver(value, to: element)
      return true
    }
  }

  /// Tells one observer (an `Observer<Value>`) about `value`, unless it has ended.
  static func deliver<Value>(_ value: Value, to element: AnyObject) {
    let observer = unsafeDowncast(element, to: Observer<Value>.self)
    if !observer.isBound { return }
    // The observer holds its slot: borrowed, not retained.
    if let slot = observer.unretainedSlot {
      slot._withUnsafeGuaranteedRef { $0.receiveModelValue(value) }
    } else {
      observer.receiveModelValue(value)
    }
  }
}
