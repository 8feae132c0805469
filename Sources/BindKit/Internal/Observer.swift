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
  /// `directSlot`, for reading without retaining while the observer is known to be alive.
  @usableFromInline final let directSlotUnretained: Unmanaged<ViewSlot<Value>>?
  /// The model box a view edit is written to, for a plain binding.
  @usableFromInline final let directModelBox: PropertyBox<Value>?
  /// `directModelBox`, for reading without retaining while the observer is known to be alive.
  @usableFromInline final let directModelBoxUnretained: Unmanaged<PropertyBox<Value>>?

  init(directSlot: ViewSlot<Value>?, directModelBox: PropertyBox<Value>?) {
    self.directSlot = directSlot
    directSlotUnretained = directSlot.map { Unmanaged.passUnretained($0) }
    self.directModelBox = directModelBox
    directModelBoxUnretained = directModelBox.map { Unmanaged.passUnretained($0) }
  }

  /// A model value arrived (only called when `directSlot` is nil).
  @usableFromInline
  func receiveModelValue(_ value: Value) {}

  /// A person edited the view (only called when `directModelBox` is nil).
  @usableFromInline
  func receiveViewEdit(_ value: Value) {}
}

/// Storage that bindings attach to: a model's property box or a view's slot.
protocol _BindingEndpoint: AnyObject {
  /// The bindings attached right now.
  func attachedBindings() -> [BindingToken]
}
