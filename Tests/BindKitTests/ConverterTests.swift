import BindKit
import BindKitViews
import FoundationEssentials
import Testing

/// An order form whose properties differ in type from the controls that show them.
private final class Order: BindableObject {
  @Bound var guests = 2
  @Bound var volume = 0.5
  @Bound var stars = 3
  @Bound var quantity = 1
  @Bound var price = 9.5
  @Bound var total = Decimal(string: "12.50")!
  @Bound var start = Date(timeIntervalSince1970: 1_700_000_000)
  @Bound var sort = Sort.name
  @Bound var size = Size.medium
  @Bound var celsius = 20.0
  var didUpdateCount = 0

  /// Computed, writable: reached through its key path.
  var fahrenheit: Double {
    get { celsius * 9 / 5 + 32 }
    set { celsius = (newValue - 32) * 5 / 9 }
  }

  override func boundPropertiesDidUpdate() { didUpdateCount += 1 }
}

private enum Sort: Int { case name, date, size }
private enum Size: CaseIterable { case small, medium, large }

@Suite struct ConverterTests {
  // MARK: Numbers to steppers and sliders

  @Test func anIntFollowsAStepperThroughTheNumericConverter() {
    let order = Order()
    let stepper = Stepper(value: 0, minimumValue: 1, maximumValue: 8)
    order.bind(key: \.guests, toView: stepper, viewKey: \.value, converter: .numeric)
    #expect(stepper.value == 2)
    stepper.increment()
    #expect(order.guests == 3)
    order.guests = 6
    #expect(stepper.value == 6)
    stepper.decrement()
    #expect(order.guests == 5)
  }

  @Test func aSliderPositionIsRoundedToTheNearestWholeNumber() {
    let order = Order()
    let slider = Slider(value: 0, minimumValue: 0, maximumValue: 5)
    order.bind(key: \.stars, toView: slider, viewKey: \.value, converter: .numeric)
    #expect(slider.value == 3)
    slider.slide(to: 3.6)
    #expect(order.stars == 4)
    #expect(slider.value == 4)  // the slider shows the whole number stored
    slider.slide(to: 1.5)
    #expect(order.stars == 2)
    #expect(slider.value == 2)
  }

  @Test func aConverterMadeWithShowsCorrectionsMovesTheEditedViewToTheStoredValue() {
    let order = Order()
    let clamping = Converter<Int, Float>(
      toView: { Float($0) }, toModel: { min(max(Int($0.rounded()), 1), 4) }, showsCorrections: true)
    let keeping = Converter<Int, Float>(toView: { Float($0) }, toModel: { min(max(Int($0.rounded()), 1), 4) })
    let shown = Slider(value: 0, minimumValue: 0, maximumValue: 10)
    let kept = Slider(value: 0, minimumValue: 0, maximumValue: 10)
    order.bind(key: \.stars, toView: shown, viewKey: \.value, converter: clamping)
    order.bind(key: \.stars, toView: kept, viewKey: \.value, converter: keeping)
    shown.slide(to: 9)
    #expect(order.stars == 4)
    #expect(shown.value == 4)
    #expect(kept.value == 4)  // the other view shows the model's value either way
    kept.slide(to: 0)
    #expect(order.stars == 1)
    #expect(kept.value == 0)  // without showsCorrections the edited view keeps what the person chose
    #expect(shown.value == 1)
  }

  @Test func aDoubleFollowsAFloatSlider() {
    let order = Order()
    let slider = Slider()
    order.bind(key: \.volume, toView: slider, viewKey: \.value, converter: .numeric)
    #expect(slider.value == 0.5)
    slider.slide(to: 0.25)
    #expect(order.volume == 0.25)
  }

  @Test func theNumericConvertersRefuseWhatTheModelCannotHold() {
    #expect(throws: ConversionError.self) { try Converter<Int, Double>.numeric.toModel(.nan) }
    #expect(throws: ConversionError.self) { try Converter<Int8, Double>.numeric.toModel(300) }
    #expect(throws: ConversionError.self) { try Converter<Float, Double>.numeric.toModel(1e300) }
    #expect((try? Converter<Int, Float>.numeric.toModel(-2.5)) == -3)
  }

  // MARK: Numbers to text

  @Test func typingANumberSetsTheModelAndTypingTextIsRefused() {
    let order = Order()
    let field = TextField()
    let token = order.bind(key: \.quantity, toView: field, viewKey: \.text, converter: .integerText)
    #expect(field.text == "1")
    field.enterText("42")
    #expect(order.quantity == 42)
    #expect(token.validationError == nil)

    field.enterText("abc")
    #expect(order.quantity == 42)
    #expect(field.text == "abc")
    #expect(token.validationError as? ConversionError == ConversionError("'abc' is not a whole number"))
    #expect(token.hasPendingEdit)

    field.enterText("43")
    #expect(order.quantity == 43)
    #expect(token.validationError == nil)
    #expect(!token.hasPendingEdit)
  }

  @Test func aRefusedValueIsShownInALabelAndClearedByTheNextValidOne() {
    let order = Order()
    let field = TextField()
    let errorLabel = Label()
    let token = order.bind(key: \.quantity, toView: field, viewKey: \.text, converter: .integerText)
    var reports: [String] = []
    token.onValidationError = { error in
      errorLabel.text = error.map { "\($0)" } ?? ""
      reports.append(errorLabel.text)
    }
    field.enterText("12x")
    #expect(errorLabel.text == "'12x' is not a whole number")
    field.enterText("99999999999999999999")
    #expect(errorLabel.text.hasPrefix("'99999999999999999999' is out of range"))
    field.enterText("12")
    #expect(errorLabel.text == "")
    field.enterText("13")
    #expect(reports.count == 3)  // two refusals and one clearing; an accepted edit with no error reports nothing
    #expect(order.quantity == 13)
  }

  @Test func aRefusedEditIsKeptWhenTheModelChangesUntilItIsDiscarded() {
    let order = Order()
    let field = TextField()
    let stepper = Stepper(value: 0, minimumValue: 0, maximumValue: 100)
    let token = order.bind(key: \.quantity, toView: field, viewKey: \.text, converter: .integerText)
    order.bind(key: \.quantity, toView: stepper, viewKey: \.value, converter: .numeric)
    field.enterText("ten")
    stepper.increment()
    #expect(order.quantity == 2)
    #expect(field.text == "ten")
    token.discard()
    #expect(field.text == "2")
    #expect(token.validationError == nil)
    stepper.increment()
    #expect(field.text == "3")
  }

  @Test func theFieldShowsTheConvertersTextWhenEditingEnds() {
    let order = Order()
    let field = TextField()
    order.bind(key: \.price, toView: field, viewKey: \.text, converter: .decimalText)
    #expect(field.text == "9.5")
    field.enterText("2.50")
    #expect(order.price == 2.5)
    #expect(field.text == "2.50")  // not reformatted while the person types
    field.endEditing()
    #expect(field.text == "2.5")

    field.enterText("2,5")
    field.endEditing()
    #expect(field.text == "2,5")  // a refused edit stays, for the person to correct
    #expect(order.price == 2.5)
  }

  @Test func aDecimalFieldWithFixedDigitsShowsExactlyThatManyDigits() {
    let order = Order()
    let field = TextField()
    order.bind(key: \.price, toView: field, viewKey: \.text, converter: .decimalText(fractionDigits: 2))
    #expect(field.text == "9.50")
    field.enterText("3")
    field.endEditing()
    #expect(field.text == "3.00")
    order.price = -0.125
    #expect(field.text == "-0.13")
    order.price = 0.001
    #expect(field.text == "0.00")
    order.price = 1e300
    #expect(field.text == "1e+300")
  }

  @Test func aDecimalAmountKeepsItsDigits() throws {
    let order = Order()
    let field = TextField()
    order.bind(key: \.total, toView: field, viewKey: \.text, converter: .decimalText)
    #expect(field.text == "12.5")
    field.enterText("0.10")
    #expect(order.total == Decimal(string: "0.1"))
    field.enterText("1e3")
    #expect(order.total == Decimal(string: "0.1"))
  }

  @Test func aCustomFormatIsReadBack() {
    let order = Order()
    let field = TextField()
    order.quantity = 12345
    order.bind(
      key: \.quantity, toView: field, viewKey: \.text, converter: .integerText(format: { NumberText.grouped($0) }))
    #expect(field.text == "12 345")
    field.enterText("1 000 000")
    #expect(order.quantity == 1_000_000)
    field.endEditing()
    #expect(field.text == "1 000 000")
    #expect(NumberText.grouped(-1_234_567, separator: "_") == "-1_234_567")
  }

  @Test(arguments: [
    ("42", 42), (" -7 ", -7), ("+5", 5), ("12 345", 12345), ("1_000", 1000), ("0", 0),
  ])
  func wholeNumbersAreRead(text: String, expected: Int) throws {
    #expect(try Converter<Int, String>.integerText.toModel(text) == expected)
  }

  @Test(arguments: ["", " ", "abc", "1.5", "1,5", "--5", "5-", "1__0", "_1", "1_", "+", "0x10", "١٢"])
  func textThatIsNotAWholeNumberIsRefused(text: String) {
    #expect(throws: ConversionError.self) { try Converter<Int, String>.integerText.toModel(text) }
  }

  @Test(arguments: [
    ("2.5", 2.5), (".5", 0.5), ("1.", 1.0), ("-0.25", -0.25), ("1e3", 1000.0), ("1.5E-2", 0.015),
    ("12 345.5", 12345.5), (" 3 ", 3.0),
  ])
  func decimalsAreRead(text: String, expected: Double) throws {
    #expect(try Converter<Double, String>.decimalText.toModel(text) == expected)
  }

  @Test(arguments: ["", "1,5", "nan", "inf", "-infinity", "0x10", "1.2.3", "e5", "1e", "1e400", ".", "-", "1 e3"])
  func textThatIsNotADecimalIsRefused(text: String) {
    #expect(throws: ConversionError.self) { try Converter<Double, String>.decimalText.toModel(text) }
  }

  @Test func decimalsAreShownInAsFewDigitsAsIdentifyThem() {
    let text = Converter<Double, String>.decimalText
    #expect(text.toView(3) == "3")
    #expect(text.toView(-0.0) == "0")
    #expect(text.toView(0.1) == "0.1")
    #expect(text.toView(1e20) == "1e+20")
    #expect(Converter<Float, String>.decimalText.toView(2.5) == "2.5")
  }

  // MARK: Dates

  @Test func aDateIsShownAndReadAsISO8601() {
    let order = Order()
    let field = TextField()
    let token = order.bind(key: \.start, toView: field, viewKey: \.text, converter: .iso8601)
    #expect(field.text == "2023-11-14T22:13:20Z")
    field.enterText("2024-05-01T09:30:00Z")
    #expect(order.start == Date(timeIntervalSince1970: 1_714_555_800))
    field.enterText("tomorrow")
    #expect(order.start == Date(timeIntervalSince1970: 1_714_555_800))
    #expect("\(token.validationError!)" == "'tomorrow' is not a date written like 2001-01-01T00:00:00Z")
  }

  @Test func aCustomStyleShowsAndReadsTheDateAlone() {
    let order = Order()
    let field = TextField()
    let dateOnly = Converter<Date, String>.iso8601(Date.ISO8601FormatStyle().year().month().day())
    order.bind(key: \.start, toView: field, viewKey: \.text, converter: dateOnly)
    #expect(field.text == "2023-11-14")
    field.enterText("2024-05-01")
    #expect(order.start == Date(timeIntervalSince1970: 1_714_521_600))
  }

  // MARK: Enums

  @Test func anEnumFollowsASegmentedControlByRawValue() {
    let order = Order()
    let control = SegmentedControl(segments: ["Name", "Date", "Size"])
    order.bind(key: \.sort, toView: control, viewKey: \.selectedSegmentIndex, converter: .rawValue)
    #expect(control.selectedSegmentIndex == 0)
    control.select(2)
    #expect(order.sort == .size)
    order.sort = .date
    #expect(control.selectedSegmentIndex == 1)
    #expect(throws: ConversionError.self) { try Converter<Sort, Int>.rawValue.toModel(-1) }
  }

  @Test func anEnumFollowsASegmentedControlByCasePosition() {
    let order = Order()
    let control = SegmentedControl(segments: ["S", "M", "L"])
    order.bind(key: \.size, toView: control, viewKey: \.selectedSegmentIndex, converter: .caseIndex)
    #expect(control.selectedSegmentIndex == 1)
    control.select(2)
    #expect(order.size == .large)
    #expect(throws: ConversionError.self) { try Converter<Size, Int>.caseIndex.toModel(3) }
  }

  // MARK: Computed properties and callbacks

  @Test func aConverterWorksWithAComputedProperty() {
    let order = Order()
    let field = TextField()
    order.bind(key: \.fahrenheit, toView: field, viewKey: \.text, converter: .decimalText)
    #expect(field.text == "68")
    order.celsius = 100
    #expect(field.text == "212")
    field.enterText("32")
    #expect(order.celsius == 0)
    #expect(field.text == "32")
    field.enterText("warm")
    #expect(order.celsius == 0)
  }

  @Test func anAcceptedEditRunsTheCallbacksOnceAndARefusedOneNever() {
    let order = Order()
    let field = TextField()
    let other = Label()
    order.bind(key: \.quantity, toView: field, viewKey: \.text, converter: .integerText)
    order.bind(key: \.quantity, toView: other, viewKey: \.text, converter: .integerText)
    field.enterText("5")
    #expect(order.didUpdateCount == 1)
    #expect(other.text == "5")
    field.enterText("five")
    #expect(order.didUpdateCount == 1)
    #expect(other.text == "5")
  }
}
