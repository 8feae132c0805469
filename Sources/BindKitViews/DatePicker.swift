public import BindKit
public import FoundationEssentials

/// A headless date picker: a `Date`, optionally kept between a minimum and a maximum date.
///
/// ```swift
/// let departure = DatePicker()
/// departure.minimumDate = today
/// trip.bind(key: \.departure, toView: departure, viewKey: \.date)
/// departure.pick(yesterday)  // clamped: the picker and trip.departure are `today`
/// ```
///
/// What it shows, whatever it is given:
/// - `date` always lies between the bounds, and between `Date.distantPast` and `Date.distantFuture`. A date from
///   the program or a model outside them shows as the nearest end (a NaN date as the lower end); a model keeps its
///   own date, and nothing is reported to it until a person picks. When a bound changes, the picker shows the
///   last date it was given, fitted into the new range.
/// - A bound is nil (no bound), or a date between `Date.distantPast` and `Date.distantFuture` (a NaN date shows as
///   nil). A reversed range (minimum after maximum) is the single date `minimumDate`.
public final class DatePicker: BindableView {
  /// The view's binding bookkeeping.
  public let bindingRegistrar = BindingRegistrar()
  /// The date shown, always between ``minimumDate`` and ``maximumDate``. The current date by default.
  @ViewProperty public var date = Date()
  /// The earliest date a person can pick; nil for no bound.
  @ViewProperty public var minimumDate: Date? = nil
  /// The latest date a person can pick; nil for no bound. Before ``minimumDate``, it is treated as
  /// ``minimumDate``.
  @ViewProperty public var maximumDate: Date? = nil
  /// Whether a person can pick a date.
  @ViewProperty public var isEnabled = true
  /// Whether the picker is hidden.
  @ViewProperty public var isHidden = false

  /// Made by `init`'s first use of it, once `self` is available: the slots are reached through their projections.
  private lazy var fittedDate = FittedValue($date) { [minimum = $minimumDate, maximum = $maximumDate] in
    Ranges.clamp($0, minimum.value, maximum.value)
  }

  /// Creates an enabled picker showing the current date, with no bounds.
  public init() {
    fittedDate.refit(whenChanged: $minimumDate)
    fittedDate.refit(whenChanged: $maximumDate)
    $minimumDate.normalize = { Ranges.finite($0) }
    $maximumDate.normalize = { Ranges.finite($0) }
  }

  /// Creates an enabled picker with bounds and a date (fitted into them).
  public convenience init(date: Date, minimumDate: Date? = nil, maximumDate: Date? = nil) {
    self.init()
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
    self.date = date
  }

  /// A person picks `newDate`: clamped into the bounds (a NaN date goes to the lower end), shown, and reported to
  /// the bound model. Does nothing while the picker is disabled or hidden.
  public func pick(_ newDate: Date) {
    guard isEnabled, !isHidden else { return }
    fittedDate.userDidEdit(newDate)
  }
}
