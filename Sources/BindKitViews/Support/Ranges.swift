import FoundationEssentials

/// The range rules shared by the adapters that hold a value between a minimum and a maximum.
///
/// - A bound is finite: NaN becomes the property's default, an infinity the largest finite value of its sign.
/// - A reversed range (minimum above maximum) is the single value `minimum`: the maximum is treated as the minimum.
/// - A value is clamped into the range; NaN becomes the minimum.
enum Ranges {
  /// `bound` as a control shows it: NaN becomes `fallback`, an infinity the largest finite value of its sign.
  static func finite<Number: BinaryFloatingPoint>(_ bound: Number, ifNaN fallback: Number) -> Number {
    if bound.isNaN { return fallback }
    if bound.isInfinite { return bound < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude }
    return bound
  }

  /// `value` moved into `lower...upper`, where a reversed range is the single value `lower`; NaN becomes `lower`.
  static func clamp<Number: BinaryFloatingPoint>(_ value: Number, _ lower: Number, _ upper: Number) -> Number {
    if value.isNaN { return lower }
    return min(max(value, lower), max(lower, upper))
  }

  /// The earliest and latest dates a date picker shows: `Date.distantPast` and `Date.distantFuture`.
  static let dates = Date.distantPast...Date.distantFuture

  /// `bound` as a date picker shows it: a NaN date means no bound; other dates are moved into ``dates``.
  static func finite(_ bound: Date?) -> Date? {
    guard let bound, !bound.timeIntervalSinceReferenceDate.isNaN else { return nil }
    return bound.clamped(to: dates)
  }

  /// `date` moved into `lower...upper` (each bound defaulting to the end of ``dates``), where a reversed range is
  /// the single date `lower`; a NaN date becomes `lower`.
  static func clamp(_ date: Date, _ lower: Date?, _ upper: Date?) -> Date {
    let lower = lower ?? dates.lowerBound
    guard !date.timeIntervalSinceReferenceDate.isNaN else { return lower }
    return min(max(date, lower), max(lower, upper ?? dates.upperBound))
  }
}

extension Date {
  fileprivate func clamped(to range: ClosedRange<Date>) -> Date {
    min(max(self, range.lowerBound), range.upperBound)
  }
}
