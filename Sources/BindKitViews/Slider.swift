public import BindKit

/// A headless slider: a `Float` value between a minimum and a maximum (0 and 1 by default).
///
/// ```swift
/// let volume = Slider(value: 5, minimumValue: 0, maximumValue: 10)
/// player.bind(key: \.volume, toView: volume, viewKey: \.value)
/// volume.slide(to: 12)  // clamped: the slider and player.volume are 10
/// ```
///
/// What it shows, whatever it is given:
/// - `value` always lies in the range. A value from the program or a model outside it shows as the nearest end
///   (NaN as the minimum); a model keeps its own value, and nothing is reported to it until a person slides.
///   When the range changes, the slider shows the last value it was given, fitted into the new range.
/// - `minimumValue` and `maximumValue` are finite: NaN shows as the default (0 and 1), ±infinity as
///   ±`Float.greatestFiniteMagnitude`.
/// - A reversed range (minimum above maximum) is the single value `minimumValue`.
public final class Slider: BindableView {
  /// The view's binding bookkeeping.
  public let bindingRegistrar = BindingRegistrar()
  /// The slider's position, always between ``minimumValue`` and ``maximumValue``.
  @ViewProperty public var value: Float = 0
  /// The lowest value (finite; 0 by default).
  @ViewProperty public var minimumValue: Float = 0
  /// The highest value (finite; 1 by default). Below ``minimumValue``, it is treated as ``minimumValue``.
  @ViewProperty public var maximumValue: Float = 1
  /// Whether a person can slide it.
  @ViewProperty public var isEnabled = true
  /// Whether the slider is hidden.
  @ViewProperty public var isHidden = false

  /// Made by `init`'s first use of it, once `self` is available: the slots are reached through their projections.
  private lazy var fittedValue = FittedValue($value) { [minimum = $minimumValue, maximum = $maximumValue] in
    Ranges.clamp($0, minimum.value, maximum.value)
  }

  /// Creates an enabled slider at 0, ranging from 0 to 1.
  public init() {
    fittedValue.refit(whenChanged: $minimumValue)
    fittedValue.refit(whenChanged: $maximumValue)
    $minimumValue.normalize = { Ranges.finite($0, ifNaN: 0) }
    $maximumValue.normalize = { Ranges.finite($0, ifNaN: 1) }
  }

  /// Creates an enabled slider with a range and a value (fitted into the range).
  public convenience init(value: Float, minimumValue: Float = 0, maximumValue: Float = 1) {
    self.init()
    self.minimumValue = minimumValue
    self.maximumValue = maximumValue
    self.value = value
  }

  /// A person drags the slider to `newValue`: clamped into the range (NaN goes to the minimum), shown, and
  /// reported to the bound model. Does nothing while the slider is disabled or hidden.
  public func slide(to newValue: Float) {
    guard isEnabled, !isHidden else { return }
    fittedValue.userDidEdit(newValue)
  }
}
