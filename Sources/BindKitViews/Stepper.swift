public import BindKit

/// A headless stepper: a `Double` value a person moves by ``stepValue`` with `+` and `-`, between a minimum and a
/// maximum (0 and 100 by default).
///
/// ```swift
/// let guests = Stepper(value: 2, minimumValue: 1, maximumValue: 8)
/// booking.bind(key: \.guests, toView: guests, viewKey: \.value)
/// guests.increment()  // booking.guests == 3
/// ```
///
/// What it shows, whatever it is given:
/// - `value` always lies in the range. A value from the program or a model outside it shows as the nearest end
///   (NaN as the minimum); a model keeps its own value, and nothing is reported to it until a person steps.
///   When the range changes, the stepper shows the last value it was given, fitted into the new range.
/// - `minimumValue` and `maximumValue` are finite: NaN shows as the default (0 and 100), ±infinity as
///   ±`Double.greatestFiniteMagnitude`. A reversed range (minimum above maximum) is the single value
///   `minimumValue`.
/// - `stepValue` is positive and finite: NaN, zero or a negative step shows as 1 (the default), +infinity as
///   `Double.greatestFiniteMagnitude`.
public final class Stepper: BindableView {
  /// The view's binding bookkeeping.
  public let bindingRegistrar = BindingRegistrar()
  /// The stepper's value, always between ``minimumValue`` and ``maximumValue``.
  @ViewProperty public var value: Double = 0
  /// The lowest value (finite; 0 by default).
  @ViewProperty public var minimumValue: Double = 0
  /// The highest value (finite; 100 by default). Below ``minimumValue``, it is treated as ``minimumValue``.
  @ViewProperty public var maximumValue: Double = 100
  /// How far one step moves the value (positive and finite; 1 by default).
  @ViewProperty public var stepValue: Double = 1
  /// Whether stepping past one end continues from the other (false by default).
  @ViewProperty public var wraps = false
  /// Whether a person can step.
  @ViewProperty public var isEnabled = true
  /// Whether the stepper is hidden.
  @ViewProperty public var isHidden = false

  /// Made by `init`'s first use of it, once `self` is available: the slots are reached through their projections.
  private lazy var fittedValue = FittedValue($value) { [minimum = $minimumValue, maximum = $maximumValue] in
    Ranges.clamp($0, minimum.value, maximum.value)
  }

  /// Creates an enabled stepper at 0, ranging from 0 to 100 in steps of 1.
  public init() {
    fittedValue.refit(whenChanged: $minimumValue)
    fittedValue.refit(whenChanged: $maximumValue)
    $minimumValue.normalize = { Ranges.finite($0, ifNaN: 0) }
    $maximumValue.normalize = { Ranges.finite($0, ifNaN: 100) }
    $stepValue.normalize = { step in step > 0 ? Ranges.finite(step, ifNaN: 1) : 1 }
  }

  /// Creates an enabled stepper with a range, a step and a value (fitted into the range).
  public convenience init(
    value: Double, minimumValue: Double = 0, maximumValue: Double = 100, stepValue: Double = 1, wraps: Bool = false
  ) {
    self.init()
    self.minimumValue = minimumValue
    self.maximumValue = maximumValue
    self.stepValue = stepValue
    self.wraps = wraps
    self.value = value
  }

  /// A person presses `+`: the value grows by ``stepValue``. A step past ``maximumValue`` lands on the maximum, or,
  /// when the stepper ``wraps``, on ``minimumValue``. The new value is reported to the bound model. Does nothing
  /// while the stepper is disabled or hidden.
  public func increment() {
    guard isEnabled, !isHidden else { return }
    let (lower, upper) = range
    let next = $value.value + $stepValue.value
    fittedValue.userDidEdit(next > upper ? ($wraps.value ? lower : upper) : next)
  }

  /// A person presses `-`: the value shrinks by ``stepValue``. A step past ``minimumValue`` lands on the minimum,
  /// or, when the stepper ``wraps``, on ``maximumValue``. The new value is reported to the bound model. Does
  /// nothing while the stepper is disabled or hidden.
  public func decrement() {
    guard isEnabled, !isHidden else { return }
    let (lower, upper) = range
    let next = $value.value - $stepValue.value
    fittedValue.userDidEdit(next < lower ? ($wraps.value ? upper : lower) : next)
  }

  /// The range in use: a reversed range is the single value `minimumValue`.
  private var range: (lower: Double, upper: Double) {
    let lower = $minimumValue.value
    return (lower, max(lower, $maximumValue.value))
  }
}
