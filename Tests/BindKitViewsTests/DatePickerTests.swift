import BindKit
import BindKitViews
import FoundationEssentials
import Testing

private func day(_ number: Double) -> Date { Date(timeIntervalSinceReferenceDate: number * 86_400) }

private final class Trip: BindableObject {
  @Bound var departure = day(5)
  @Bound var earliest: Date? = day(0)
  @Bound var latest: Date? = day(10)
  @Bound var canChange = true
  @Bound var isHidden = false
}

@Suite struct DatePickerTests {
  /// A trip's departure bound to a picker whose bounds are day 0 and day 10.
  private func boundPicker(departure: Date = day(5)) -> (Trip, DatePicker) {
    let trip = Trip()
    trip.departure = departure
    let picker = DatePicker(date: day(0), minimumDate: day(0), maximumDate: day(10))
    trip.bind(key: \.departure, toView: picker, viewKey: \.date)
    return (trip, picker)
  }

  @Test func pickReachesTheModelAndModelChangesReachThePicker() {
    let (trip, picker) = boundPicker()
    #expect(picker.date == day(5))
    picker.pick(day(7))
    #expect(trip.departure == day(7))
    trip.departure = day(2)
    #expect(picker.date == day(2))
  }

  // Arguments are time intervals: Swift Testing describes its arguments, and `Date.description` traps on NaN.
  @Test(arguments: [
    (TimeInterval(-3 * 86_400), day(0)), (12 * 86_400, day(10)), (.nan, day(0)), (.infinity, day(10)),
    (Date.distantPast.timeIntervalSinceReferenceDate, day(0)),
  ])
  func pickIsClampedIntoTheBounds(_ requested: TimeInterval, lands expected: Date) {
    let (trip, picker) = boundPicker()
    picker.pick(Date(timeIntervalSinceReferenceDate: requested))
    #expect(picker.date == expected)
    #expect(trip.departure == expected)
  }

  @Test(arguments: [
    (TimeInterval.nan, Date.distantPast), (-.infinity, .distantPast), (.infinity, Date.distantFuture),
    (1e300, Date.distantFuture), (700_000 * 86_400, day(700_000)),
  ])
  func withoutBoundsExtremeDatesShowAsTheDistantEnds(_ requested: TimeInterval, shown: Date) {
    let trip = Trip()
    let picker = DatePicker()
    trip.bind(key: \.departure, toView: picker, viewKey: \.date)
    picker.pick(Date(timeIntervalSinceReferenceDate: requested))
    #expect(picker.date == shown)
    #expect(trip.departure == shown)
  }

  @Test func aModelDateThatIsNaNShowsTheMinimumAndIsKept() {
    let (trip, picker) = boundPicker()
    trip.departure = Date(timeIntervalSinceReferenceDate: .nan)
    #expect(picker.date == day(0))
    #expect(trip.departure.timeIntervalSinceReferenceDate.isNaN)
  }

  @Test func aModelDateOutsideTheBoundsShowsTheNearestDateAndIsKept() {
    let (trip, picker) = boundPicker()
    trip.departure = day(40)
    #expect(picker.date == day(10))
    #expect(trip.departure == day(40))

    picker.maximumDate = day(50)
    #expect(picker.date == day(40))
    picker.pick(day(45))
    #expect(trip.departure == day(45))
  }

  @Test func boundsFollowTheModelAndAreNotReported() {
    let (trip, picker) = boundPicker(departure: day(3))
    trip.bind(key: \.earliest, toView: picker, viewKey: \.minimumDate)
    trip.bind(key: \.latest, toView: picker, viewKey: \.maximumDate)

    trip.earliest = day(4)
    #expect(picker.minimumDate == day(4))
    #expect(picker.date == day(4))
    #expect(trip.departure == day(3))
    trip.earliest = nil
    #expect(picker.minimumDate == nil)
    #expect(picker.date == day(3))

    picker.maximumDate = day(1)
    #expect(trip.latest == day(10))
    #expect(picker.date == day(1))
  }

  @Test(arguments: [(TimeInterval.nan, Date?.none), (-.infinity, .distantPast), (.infinity, .distantFuture)])
  func hostileBoundsShowAsNoBoundOrTheDistantEnds(_ bound: TimeInterval, shown: Date?) {
    let trip = Trip()
    trip.earliest = Date(timeIntervalSinceReferenceDate: bound)
    trip.latest = Date(timeIntervalSinceReferenceDate: bound)
    let picker = DatePicker()
    trip.bind(key: \.earliest, toView: picker, viewKey: \.minimumDate)
    trip.bind(key: \.latest, toView: picker, viewKey: \.maximumDate)
    #expect(picker.minimumDate == shown)
    #expect(picker.maximumDate == shown)
    picker.pick(day(1))
    #expect(picker.date == shown ?? day(1))
  }

  @Test func aReversedRangeIsTheMinimumDate() {
    let (trip, picker) = boundPicker(departure: day(5))
    picker.minimumDate = day(8)
    picker.maximumDate = day(2)
    #expect(picker.date == day(8))
    picker.pick(day(1))
    #expect(trip.departure == day(8))
  }

  @Test(arguments: disabledOrHidden)
  func pickDoesNothingWhileDisabledOrHidden(isEnabled: Bool, isHidden: Bool) {
    let (trip, picker) = boundPicker()
    trip.canChange = isEnabled
    trip.isHidden = isHidden
    trip.bind(key: \.canChange, toView: picker, viewKey: \.isEnabled)
    trip.bind(key: \.isHidden, toView: picker, viewKey: \.isHidden)

    picker.pick(day(9))
    #expect(picker.date == day(5))
    #expect(trip.departure == day(5))
    trip.canChange = true
    trip.isHidden = false
    picker.pick(day(9))
    #expect(trip.departure == day(9))
  }
}
