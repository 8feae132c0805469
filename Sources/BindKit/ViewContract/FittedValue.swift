/// An adapter building block: fits the values a program or a model gives a ranged property (a slider's value, a
/// page control's current page) into the property's range, and remembers the value that was asked for.
///
/// ```swift
/// // Made by `init`'s first use of it, once `self` is available: the slots are reached through their projections.
/// private lazy var fittedValue = FittedValue($value) { [minimum = $minimumValue, maximum = $maximumValue] in
///   min(max($0, minimum.value), maximum.value)
/// }
///
/// public init() {
///   fittedValue.refit(whenChanged: $minimumValue)
///   fittedValue.refit(whenChanged: $maximumValue)
/// }
///
/// public func slide(to newValue: Float) {
///   guard isEnabled, !isHidden else { return }
///   fittedValue.userDidEdit(newValue)
/// }
/// ```
///
/// The property shows `fit(requested)`. Remembering `requested` lets it show a model's value as soon as the range
/// admits it, whatever order the model's values arrive in (`value` before `maximumValue`, or after): the model
/// keeps its value, and nothing is reported to it until a person acts.
///
/// It installs the property slot's ``ViewSlot/normalize`` hook, and the ``ViewSlot/onChange`` hook of each slot passed
/// to ``refit(whenChanged:)``: create it in the adapter's `init`, and keep it in a stored property.
///
/// Ownership: the slot's `normalize` holds this object, which holds the slot unowned, so there is no cycle. The
/// `fit` closure may hold the range's slots strongly; those slots reach back only through weak references.
public final class FittedValue<Value: Equatable> {
  /// The value the program or model last asked for, or the corrected value a person last chose.
  private var requested: Value
  /// Maps any value to the nearest one the control can show in its current range.
  public let fit: (Value) -> Value
  private unowned let slot: ViewSlot<Value>

  /// Installs itself as `slot`'s `normalize`; `fit` maps any value into the current range (read the range through
  /// its slots).
  public init(_ slot: ViewSlot<Value>, fit: @escaping (Value) -> Value) {
    self.slot = slot
    self.requested = slot.value
    self.fit = fit
    slot.normalize = { [self] asked in
      requested = asked
      return fit(asked)
    }
  }

  /// A person chose `value`: fit it into the range, show it, remember it and report it to the bound model.
  public func userDidEdit(_ value: Value) {
    let fitted = fit(value)
    requested = fitted
    slot.userDidEdit(fitted)
  }

  /// The range changed: show the requested value fitted again, as a program change (not reported).
  public func rangeDidChange() {
    if fit(requested) != slot.value { slot.set(requested) }
  }

  /// Refits whenever `bound` (a slot the range is read from) changes. Replaces `bound`'s `onChange`.
  public func refit<Bound>(whenChanged bound: ViewSlot<Bound>) {
    bound.onChange = { [weak self] _ in self?.rangeDidChange() }
  }
}
