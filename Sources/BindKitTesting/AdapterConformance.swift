public import BindKit
public import Testing

/// Checks that one bindable property of a view adapter keeps the adapter contract of `BindableView`,
/// recording a Swift Testing issue for each broken promise. Call it from a test, once per bindable property:
///
/// ```swift
/// @Test func colorWellColorConforms() {
///   checkAdapterConformance(
///     make: { ColorWell() }, property: \.color, slot: \.$color,
///     values: (.red, .blue), userEdit: { well, color in well.pick(color) })
/// }
/// ```
///
/// It binds fresh views made by `make` to a model holding `values`, and checks that:
/// - binding shows the model's value in the view, writing it once;
/// - each change of the model reaches the view exactly once, and setting the model to its own value reaches it
///   not at all;
/// - setting the property in code is shown and not reported to the model;
/// - a person's edit (`userEdit`) is shown, reaches the model once and does not echo back into the view, and
///   reaches a second view bound to the same model property;
/// - after `unbind()`, neither the model's changes nor the person's edits cross;
/// - the view deallocates while bound (nothing the binding holds retains it), and its bindings end;
/// - the model deallocates while bound, its bindings end, and a later edit in the view is shown without a crash.
///
/// - Parameters:
///   - make: creates the adapter, configured so that both `values` are in range.
///   - property: the bindable property, as `bind(key:toView:viewKey:)` takes it (`\.text`).
///   - slot: the same property's slot, its `@ViewProperty` projection (`\.$text`), used to count writes with a
///     listener (`ViewSlot.addListener(_:)`); the adapter's own hooks are left alone.
///   - values: two different values the view shows as given (in range, already normalised).
///   - userEdit: makes the gesture that edits the property to the given value (for example
///     `{ $0.enterText($1) }`), on a visible, enabled view that shows the other value; nil for a display-only
///     property, which a person cannot edit.
///   - sourceLocation: where issues are reported; the caller's line by default.
public func checkAdapterConformance<View: BindableView, Value: Equatable>(
  make: () -> View,
  property: ReferenceWritableKeyPath<View, Value>,
  slot: KeyPath<View, ViewSlot<Value>>,
  values: (Value, Value),
  userEdit: ((View, Value) -> Void)?,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard values.0 != values.1 else {
    Issue.record("checkAdapterConformance needs two different values", sourceLocation: sourceLocation)
    return
  }
  withoutActuallyEscaping(make) { make in
    let check = ConformanceCheck(make: make, key: property, slot: slot, userEdit: userEdit, location: sourceLocation)
    // `first` differs from what a new view shows, so that binding visibly changes it.
    let initial = make()[keyPath: property]
    let (first, second) = values.0 != initial ? values : (values.1, values.0)
    check.checkTwoWayBinding(first, second)
    check.checkViewLifetime(first, second)
    check.checkModelLifetime(first, second)
  }
}

/// The model the conformance check binds adapters to.
final class ConformanceModel<Value>: BindableObject {
  @Bound var value: Value
  /// How many times the did-update callbacks ran.
  var updates = 0

  init(_ value: Value) {
    _value = Bound(wrappedValue: value)
  }

  override func boundPropertiesDidUpdate() {
    updates += 1
  }
}

/// Counts the writes a slot stores, with a listener.
final class WriteCounter<Value> {
  private(set) var count = 0

  init(_ slot: ViewSlot<Value>) {
    slot.addListener { [weak self] _ in self?.count += 1 }
  }

  /// The count since the last call, starting again from 0.
  func take() -> Int {
    defer { count = 0 }
    return count
  }
}

/// The steps of ``checkAdapterConformance(make:property:slot:values:userEdit:sourceLocation:)``.
struct ConformanceCheck<View: BindableView, Value: Equatable> {
  let make: () -> View
  let key: ReferenceWritableKeyPath<View, Value>
  let slot: KeyPath<View, ViewSlot<Value>>
  let userEdit: ((View, Value) -> Void)?
  let location: SourceLocation

  /// Both directions of one binding, then `unbind()`. `first` differs from what a new view shows.
  func checkTwoWayBinding(_ first: Value, _ second: Value) {
    let view = make()
    #expect(view[keyPath: slot].value == view[keyPath: key], "the slot is the property's", sourceLocation: location)
    let writes = WriteCounter(view[keyPath: slot])
    let model = ConformanceModel(first)

    let token = model.bind(key: \.value, toView: view, viewKey: key)
    #expect(token.isBound, "bind connects the view property", sourceLocation: location)
    #expect(view[keyPath: key] == first, "bind shows the model's value", sourceLocation: location)
    #expect(writes.take() == 1, "bind writes the view once", sourceLocation: location)
    #expect(model.updates == 0, "bind runs no did-update callbacks", sourceLocation: location)

    model.value = second
    #expect(view[keyPath: key] == second, "a model change reaches the view", sourceLocation: location)
    #expect(writes.take() == 1, "a model change reaches the view exactly once", sourceLocation: location)
    model.value = second
    #expect(writes.take() == 0, "setting the model to its own value does not reach the view", sourceLocation: location)

    view[keyPath: key] = first
    #expect(view[keyPath: key] == first, "a program set is shown", sourceLocation: location)
    #expect(writes.take() == 1, "a program set writes the view once", sourceLocation: location)
    #expect(model.value == second, "a program set is not reported to the model", sourceLocation: location)

    if let userEdit {
      model.value = first
      _ = writes.take()
      model.updates = 0
      let other = make()
      let otherToken = model.bind(key: \.value, toView: other, viewKey: key)
      let otherWrites = WriteCounter(other[keyPath: slot])

      userEdit(view, second)
      #expect(view[keyPath: key] == second, "a person's edit is shown", sourceLocation: location)
      #expect(model.value == second, "a person's edit reaches the model", sourceLocation: location)
      #expect(writes.take() == 1, "a person's edit is not echoed back into the view", sourceLocation: location)
      #expect(model.updates == 1, "a person's edit runs the model's callbacks once", sourceLocation: location)
      #expect(
        other[keyPath: key] == second, "a person's edit reaches the model's other views", sourceLocation: location)
      #expect(otherWrites.take() == 1, "a person's edit reaches each other view once", sourceLocation: location)
      otherToken.unbind()
      model.value = first
      _ = writes.take()
    }

    token.unbind()
    #expect(!token.isBound, "unbind ends the binding", sourceLocation: location)
    if let userEdit {
      // The view and the model both hold `first`.
      userEdit(view, second)
      #expect(view[keyPath: key] == second, "an edit after unbind is shown", sourceLocation: location)
      #expect(model.value == first, "an edit after unbind does not reach the model", sourceLocation: location)
      _ = writes.take()
    }
    model.value = model.value == first ? second : first
    #expect(writes.take() == 0, "a model change after unbind does not reach the view", sourceLocation: location)
  }

  /// A bound view deallocates, and its bindings end with it.
  func checkViewLifetime(_ first: Value, _ second: Value) {
    let model = ConformanceModel(first)
    weak var weakView: View?
    var token: BindingToken?
    do {
      let view = make()
      weakView = view
      token = model.bind(key: \.value, toView: view, viewKey: key)
      if let userEdit {
        userEdit(view, second)
        model.value = first
      }
    }
    #expect(weakView == nil, "a bound view deallocates: the binding does not retain it", sourceLocation: location)
    #expect(token?.isBound == false, "a view's bindings end when it deallocates", sourceLocation: location)
    #expect(model.bindings.isEmpty, "the model drops the bindings of a deallocated view", sourceLocation: location)
    model.value = second  // must not crash
    #expect(model.value == second, sourceLocation: location)
  }

  /// A bound model deallocates, its bindings end, and a later gesture in the view does not crash.
  func checkModelLifetime(_ first: Value, _ second: Value) {
    let view = make()
    weak var weakModel: ConformanceModel<Value>?
    var token: BindingToken?
    do {
      let model = ConformanceModel(first)
      weakModel = model
      token = model.bind(key: \.value, toView: view, viewKey: key)
    }
    #expect(weakModel == nil, "a bound model deallocates: the view does not retain it", sourceLocation: location)
    #expect(token?.isBound == false, "a model's bindings end when it deallocates", sourceLocation: location)
    #expect(
      view.bindingRegistrar.bindings.isEmpty, "the view drops the bindings of a deallocated model",
      sourceLocation: location)
    if let userEdit {
      userEdit(view, second)  // must not crash
      #expect(view[keyPath: key] == second, "an edit after the model is gone is shown", sourceLocation: location)
    }
  }
}
