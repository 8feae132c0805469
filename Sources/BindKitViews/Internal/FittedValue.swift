import BindKit

/// Fits the values a program or a model gives a ranged property (a slider's value, a page control's current
/// page) into the property's range, and remembers the value that was asked for.
///
/// The property shows `fit(requested)`. Remembering `requested` lets it show a model's value as soon as the range
/// admits it, whatever order the model's values arrive in (`value` before `maximumValue`, or after): the model
/// keeps its value, and nothing is reported to it until a person acts.
///
/// Ownership: the slot's `normalize` holds this object, which holds the slot unowned, so there is no cycle. The
/// `fit` closure may hold the range's slots strongly; those slots reach back only through weak references.
final class FittedValue<Value: Equatable> {
  /// The value the program or model last asked for, or the corrected value a person last chose.
  private var requested: Value
  /// Maps any value to the nearest one the control can show in its current range.
  let fit: (Value) -> Value
  private unowned let slot: ViewSlot<Value>

  /// Installs itself as `slot`'s `normalize`.
  init(_ slot: ViewSlot<Value>, fit: @escaping (Value) -> Value) {
    self.slot = slot
    self.requested = slot.value
    self.fit = fit
    slot.normalize = { [self] asked in
      requested = asked
      return fit(asked)
    }
  }

  /// A person chose `value`: fit it into the range, show it, remember it and report it to the bound model.
  func userDidEdit(_ value: Value) {
    let fitted = fit(value)
    requested = fitted
    slot.userDidEdit(fitted)
  }

  /// The range changed: show the requested value fitted again, as a program change (not reported).
  func rangeDidChange() {
    if fit(requested) != slot.value { slot.set(requested) }
  }

  /// Refits whenever `bound` (a slot the range is read from) changes. Replaces `bound`'s `onChange`.
  func refit<Bound>(whenChanged bound: ViewSlot<Bound>) {
    bound.onChange = { [weak self] _ in self?.rangeDidChange() }
  }
}
