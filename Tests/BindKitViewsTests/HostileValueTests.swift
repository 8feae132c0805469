import BindKit
import BindKitViews
import FoundationEssentials
import Testing

// Hostile values for every adapter, in one place: NaN, infinities, the largest finite numbers, reversed ranges,
// Int.min and Int.max, empty and huge strings and collections, dates at and past the extremes. Each row states the
// documented result (see Docs/Adapters.md and Docs/Reliability.md); none may trap. Values reach the adapter three
// ways: from a bound model (the model keeps its value), set in code, and through a gesture (reported to the model).

/// A model with one property of each type the adapters show.
private final class Hostile: BindableObject {
  @Bound var float: Float = 0
  @Bound var lower: Float = 0
  @Bound var upper: Float = 1
  @Bound var double: Double = 0
  @Bound var step: Double = 1
  @Bound var int = 0
  @Bound var count = 0
  @Bound var date = Date(timeIntervalSinceReferenceDate: 0)
  @Bound var earliest: Date? = nil
  @Bound var latest: Date? = nil
  @Bound var text = ""
  @Bound var attributed = AttributedString()
  @Bound var titles: [String] = []
  @Bound var image: Image? = nil
}

/// Compares floating-point results, NaN included.
private func same<Number: FloatingPoint>(_ lhs: Number, _ rhs: Number) -> Bool {
  lhs == rhs || (lhs.isNaN && rhs.isNaN)
}

private let hugeText = String(repeating: "ü𝄞\u{301}", count: 200_000)

@Suite struct HostileValueTests {
  // MARK: Slider (Float, range 0...1 by default)

  @Test(arguments: [
    // (model value, shown)
    (Float.nan, Float(0)), (.infinity, 1), (-.infinity, 0), (.greatestFiniteMagnitude, 1),
    (-.greatestFiniteMagnitude, 0), (.leastNonzeroMagnitude, .leastNonzeroMagnitude), (-0.0, 0),
  ])
  func sliderShowsAModelValueInItsRangeAndTheModelKeepsIt(value: Float, shown: Float) {
    let model = Hostile()
    model.float = value
    let slider = Slider()
    model.bind(key: \.float, toView: slider, viewKey: \.value)
    #expect(slider.value == shown)
    #expect(same(model.float, value))
  }

  @Test(arguments: [(Float.nan, Float(0)), (.infinity, 1), (-.infinity, 0), (.greatestFiniteMagnitude, 1)])
  func sliderClampsAHostileSlideAndReportsTheClampedValue(target: Float, reported: Float) {
    let model = Hostile()
    model.float = 0.5
    let slider = Slider()
    model.bind(key: \.float, toView: slider, viewKey: \.value)
    slider.slide(to: target)
    #expect(slider.value == reported)
    #expect(model.float == reported)
  }

  @Test(arguments: [
    // (minimum, maximum, shown minimum, shown maximum, shown value for a model value of 0.5)
    (Float.nan, Float.nan, Float(0), Float(1), Float(0.5)),
    (-.infinity, .infinity, -.greatestFiniteMagnitude, .greatestFiniteMagnitude, 0.5),
    (10, -10, 10, -10, 10),  // reversed: the single value `minimumValue`
    (.infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .greatestFiniteMagnitude),
  ])
  func sliderRangeIsFiniteAndAReversedRangeIsItsMinimum(
    lower: Float, upper: Float, shownLower: Float, shownUpper: Float, shownValue: Float
  ) {
    let model = Hostile()
    model.float = 0.5
    model.lower = lower
    model.upper = upper
    let slider = Slider()
    model.bind(key: \.lower, toView: slider, viewKey: \.minimumValue)
    model.bind(key: \.upper, toView: slider, viewKey: \.maximumValue)
    model.bind(key: \.float, toView: slider, viewKey: \.value)
    #expect(slider.minimumValue == shownLower)
    #expect(slider.maximumValue == shownUpper)
    #expect(slider.value == shownValue)
    slider.slide(to: .nan)
    #expect(model.float == shownLower)
  }

  // MARK: Stepper (Double, range 0...100, step 1 by default)

  @Test(arguments: [(Double.nan, 0.0), (.infinity, 100), (-.infinity, 0), (-.greatestFiniteMagnitude, 0)])
  func stepperShowsAModelValueInItsRangeAndTheModelKeepsIt(value: Double, shown: Double) {
    let model = Hostile()
    model.double = value
    let stepper = Stepper()
    model.bind(key: \.double, toView: stepper, viewKey: \.value)
    #expect(stepper.value == shown)
    #expect(same(model.double, value))
    stepper.increment()
    #expect(model.double == min(shown + 1, 100))
  }

  @Test(arguments: [(Double.nan, 1.0), (0, 1), (-5, 1), (-.infinity, 1), (.infinity, .greatestFiniteMagnitude)])
  func stepperStepIsPositiveAndFinite(step: Double, shown: Double) {
    let model = Hostile()
    model.step = step
    let stepper = Stepper()
    model.bind(key: \.step, toView: stepper, viewKey: \.stepValue)
    #expect(stepper.stepValue == shown)
    #expect(same(model.step, step))
  }

  @Test func stepperAtTheLargestValuesStepsWithoutOverflowing() {
    let stepper = Stepper(
      value: .greatestFiniteMagnitude, minimumValue: -.greatestFiniteMagnitude,
      maximumValue: .greatestFiniteMagnitude, stepValue: .greatestFiniteMagnitude)
    stepper.increment()  // the sum is +infinity: past the maximum, so it lands on the maximum
    #expect(stepper.value == .greatestFiniteMagnitude)
    stepper.wraps = true
    stepper.increment()
    #expect(stepper.value == -.greatestFiniteMagnitude)
    stepper.decrement()
    #expect(stepper.value == .greatestFiniteMagnitude)
  }

  // MARK: DatePicker (Date, between Date.distantPast and Date.distantFuture)

  @Test(arguments: [
    (TimeInterval.nan, Date.distantPast), (.infinity, .distantFuture), (-.infinity, .distantPast),
    (.greatestFiniteMagnitude, .distantFuture), (-.greatestFiniteMagnitude, .distantPast),
  ])
  func datePickerShowsADateBetweenTheDistantEndsAndTheModelKeepsIt(interval: TimeInterval, shown: Date) {
    let model = Hostile()
    model.date = Date(timeIntervalSinceReferenceDate: interval)
    let picker = DatePicker()
    model.bind(key: \.date, toView: picker, viewKey: \.date)
    #expect(picker.date == shown)
    #expect(same(model.date.timeIntervalSinceReferenceDate, interval))
  }

  @Test(arguments: [TimeInterval.nan, .infinity, -.infinity, .greatestFiniteMagnitude])
  func datePickerClampsAHostilePick(interval: TimeInterval) {
    let model = Hostile()
    let picker = DatePicker()
    model.bind(key: \.date, toView: picker, viewKey: \.date)
    picker.pick(Date(timeIntervalSinceReferenceDate: interval))
    let expected: Date = interval.isNaN || interval < 0 ? .distantPast : .distantFuture
    #expect(picker.date == expected)
    #expect(model.date == expected)
  }

  @Test func datePickerWithAReversedRangeShowsItsMinimum() {
    let model = Hostile()
    model.earliest = .distantFuture
    model.latest = .distantPast
    let picker = DatePicker()
    model.bind(key: \.earliest, toView: picker, viewKey: \.minimumDate)
    model.bind(key: \.latest, toView: picker, viewKey: \.maximumDate)
    #expect(picker.date == .distantFuture)
    picker.pick(Date(timeIntervalSinceReferenceDate: 0))
    #expect(picker.date == .distantFuture)
  }

  // MARK: SegmentedControl and PageControl (Int)

  @Test(arguments: [Int.min, -2, -1, 3, Int.max])
  func segmentedControlShowsNoSelectionForAnIndexThatNamesNoSegment(index: Int) {
    let model = Hostile()
    model.int = index
    model.titles = ["a", "b", "c"]
    let control = SegmentedControl()
    model.bind(key: \.titles, toView: control, viewKey: \.segments)
    model.bind(key: \.int, toView: control, viewKey: \.selectedSegmentIndex)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(model.int == index)
    control.select(index)  // names no segment: nothing changes, nothing is reported
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(model.int == index)
  }

  @Test func segmentedControlWithManySegmentsOrNoneSelectsOnlyASegmentThatExists() {
    let control = SegmentedControl(segments: Array(repeating: hugeText, count: 100_000), selectedSegmentIndex: 99_999)
    #expect(control.selectedSegmentIndex == 99_999)
    control.segments = []
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.select(0)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
  }

  @Test(arguments: [
    // (number of pages, current page asked for, shown page)
    (Int.min, 5, 0), (-1, Int.max, 0), (0, 3, 0), (Int.max, Int.max, Int.max - 1), (Int.max, Int.min, 0),
  ])
  func pageControlShowsAPageThatExists(pages: Int, page: Int, shown: Int) {
    let model = Hostile()
    model.count = pages
    model.int = page
    let control = PageControl()
    model.bind(key: \.count, toView: control, viewKey: \.numberOfPages)
    model.bind(key: \.int, toView: control, viewKey: \.currentPage)
    #expect(control.numberOfPages == max(pages, 0))
    #expect(control.currentPage == shown)
    control.next()
    control.previous()
    #expect(control.currentPage >= 0)
  }

  @Test func pageControlAtTheLastOfIntMaxPagesStaysThere() {
    let control = PageControl(numberOfPages: .max, currentPage: .max)
    control.next()
    #expect(control.currentPage == .max - 1)
  }

  // MARK: Text adapters, buttons, images

  @Test(arguments: ["", hugeText, "\u{0}\u{7}\u{1B}[2J\u{202E}\r\n", "e\u{301}\u{FE0F}👩🏽‍🚀"])
  func textAdaptersShowAnyStringAndRoundTripIt(text: String) {
    let model = Hostile()
    model.text = text
    model.attributed = AttributedString(text)  // text and attributedText show the same characters
    let field = TextField()
    let view = TextView()
    let label = Label()
    let button = Button()
    let item = BarButtonItem()
    model.bind(key: \.text, toView: field, viewKey: \.text)
    model.bind(key: \.text, toView: view, viewKey: \.text)
    model.bind(key: \.text, toView: label, viewKey: \.text)
    model.bind(key: \.text, toView: button, viewKey: \.title)
    model.bind(key: \.text, toView: item, viewKey: \.title)
    model.bind(key: \.attributed, toView: field, viewKey: \.attributedText)
    for shown in [field.text, view.text, label.text, button.title, item.title] { #expect(shown == text) }
    #expect(String(field.attributedText.characters) == text)

    field.enterText(text + "!")
    #expect(model.text == text + "!")
    #expect(String(model.attributed.characters) == text + "!")
    #expect(label.text == text + "!")
    view.enterText("")
    #expect(model.text == "")
    #expect(field.text == "")
  }

  @Test(arguments: [(Int.min, Int.max), (-1, -1), (0, 0)])
  func imagesNeverHaveANegativeSize(width: Int, height: Int) {
    let model = Hostile()
    model.image = Image(name: hugeText, width: width, height: height)
    let view = ImageView()
    model.bind(key: \.image, toView: view, viewKey: \.image)
    #expect(view.image?.width == max(width, 0))
    #expect(view.image?.height == max(height, 0))
    model.image = nil
    #expect(view.image == nil)
  }
}
