/// One end of a binding as a box or slot sees it: something to tell about a change.
///
/// A plain binding (model and view share a value type) fills in `directSlot` and `directModelBox`, so the
/// always-inlined set path writes the other side itself, specialised for the concrete type, with no indirect
/// call. Other kinds (converting bindings, observers, key-path bindings) leave them nil and override the two
/// `receive` methods.
@usableFromInline
class _Observer<Value>: BindingToken {
  /// The view slot a model change is written to, for a plain binding.
  @usableFromInline final let directSlot: ViewSlot<Value>?
  /// `directSlot` again, read without retaining it in delivery loops, where the observer (which holds the slot
  /// strongly) is known to be alive.
  @usableFromInline final let unretainedSlot: Unmanaged<ViewSlot<Value>>?
  /// The model box a view edit is written to, for a plain binding.
  @usableFromInline final let directModelBox: PropertyBox<Value>?
  /// `directModelBox` again, read without retaining it while the observer is known to be alive.
  @usableFromInline final let unretainedModelBox: Unmanaged<PropertyBox<Value>>?

  init(directSlot: ViewSlot<Value>?, directModelBox: PropertyBox<Value>?) {
    self.directSlot = directSlot
    if let directSlot {
      unretainedSlot = Unmanaged.passUnretained(directSlot)
    } else {
      unretainedSlot = nil
    }
    self.directModelBox = directModelBox
    if let directModelBox {
      unretainedModelBox = Unmanaged.passUnretained(directModelBox)
    } else {
      unretainedModelBox = nil
    }
  }

  /// A model value arrived (only called when `directSlot` is nil).
  @usableFromInline
  func receiveModelValue(_ value: Value) {}

  /// A person edited the view (only called when `directModelBox` is nil).
  @usableFromInline
  func receiveViewEdit(_ value: Value) {}

  /// The model value is about to change from `oldValue` (observers that asked for `.prior`).
  func receivePriorValue(_ oldValue: Value) {}

  /// What the binding is attached to on the model side (so binding the same pair twice finds the first).
  var modelSide: AnyObject? { nil }
  /// Attaches the binding to its model side.
  func attach() {}
  /// Undoes `attach()`.
  func detachModelSide() {}
  /// Writes the model's current value to the view.
  func pushModelValue() {}
}
