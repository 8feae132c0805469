import BindKit
import BindKitViews
import TestSupport
import Testing

/// A booking whose model validates what people enter.
private final class Booking: BindableObject {
  @Bound var guests = 2
  @Bound var guestsAsDouble = 2.0
  @Bound var code = ""
  @Bound var note = ""
  var didUpdateCount = 0

  override init() {
    super.init()
    setValidator(for: \.guests) { guests in
      guard guests >= 1 else { throw ConversionError("at least one guest") }
      guests = min(guests, 8)
    }
    setValidator(for: \.guestsAsDouble) { guests in
      guard guests >= 1 else { throw ConversionError("at least one guest") }
    }
    setValidator(for: \.code) { code in code = code.uppercased() }
  }

  override func boundPropertiesDidUpdate() { didUpdateCount += 1 }
}

@Suite struct ValidationTests {
  @Test func theModelRefusesAValueFromAStepper() {
    let booking = Booking()
    let stepper = Stepper(value: 0, minimumValue: 0, maximumValue: 10)
    booking.guestsAsDouble = 1
    let token = booking.bind(key: \.guestsAsDouble, toView: stepper, viewKey: \.value)
    stepper.decrement()
    #expect(stepper.value == 0)  // the view keeps what the person chose
    #expect(booking.guestsAsDouble == 1)  // the model keeps its value
    #expect(token.validationError as? ConversionError == ConversionError("at least one guest"))
    #expect(booking.didUpdateCount == 1)  // only for the program's set above
    stepper.increment()
    #expect(booking.guestsAsDouble == 1)
    #expect(token.validationError == nil)
    stepper.increment()
    #expect(booking.guestsAsDouble == 2)
    #expect(booking.didUpdateCount == 2)
  }

  @Test func theModelCorrectsAValueAndTheViewShowsTheCorrection() {
    let booking = Booking()
    let field = TextField()
    let token = booking.bind(key: \.guests, toView: field, viewKey: \.text, converter: .integerText)
    field.enterText("12")
    #expect(booking.guests == 8)
    #expect(field.text == "8")
    #expect(token.validationError == nil)
    field.enterText("0")
    #expect(booking.guests == 8)
    #expect(field.text == "0")
    #expect("\(token.validationError!)" == "at least one guest")
  }

  @Test func aPlainBindingOfAValidatedPropertyValidatesToo() {
    let booking = Booking()
    let field = TextField()
    let other = TextField()
    booking.bind(key: \.code, toView: field, viewKey: \.text)
    booking.bind(key: \.code, toView: other, viewKey: \.text)
    field.enterText("ab12")
    #expect(booking.code == "AB12")
    #expect(field.text == "AB12")
    #expect(other.text == "AB12")
  }

  @Test func aPropertyWithoutAValidatorKeepsThePlainBinding() {
    let booking = Booking()
    let field = TextField()
    let token = booking.bind(key: \.note, toView: field, viewKey: \.text)
    #expect(!"\(token)".contains("validated"))
    field.enterText("anything")
    #expect(booking.note == "anything")
    #expect(token.validationError == nil)
    #expect(!token.hasPendingEdit)
    #expect(token.commit())
    token.discard()
    #expect(field.text == "anything")
  }

  @Test func codeCanValidateAValueAsABindingWould() throws {
    let booking = Booking()
    var guests = 20
    try booking.validateValue(&guests, for: \.guests)
    #expect(guests == 8)
    var none = 0
    #expect(throws: ConversionError.self) { try booking.validateValue(&none, for: \.guests) }
    var note = "kept"
    try booking.validateValue(&note, for: \.note)
    #expect(note == "kept")
    booking.guests = 20  // the program's own sets are not validated
    #expect(booking.guests == 20)
  }

  @Test func settingAValidatorAfterBindingIsAProgrammerError() {
    let booking = Booking()
    let field = TextField()
    booking.bind(key: \.note, toView: field, viewKey: \.text)
    let reports = MessageLog()
    reports.capture {
      booking.setValidator(for: \.note) { note in note = "" }
    }
    #expect(reports.all.count == 1)
    #expect(reports.all.first?.contains("setValidator(for:") == true)
    #expect(reports.all.first?.contains("Booking") == true)
    field.enterText("still plain")
    #expect(booking.note == "still plain")
  }

  @Test func aValidatorCanBeRemovedBeforeBinding() {
    let booking = Booking()
    booking.setValidator(for: \.code, nil)
    let field = TextField()
    booking.bind(key: \.code, toView: field, viewKey: \.text)
    field.enterText("lower")
    #expect(booking.code == "lower")
  }

  @Test func aBindingCanValidateForItself() {
    let booking = Booking()
    let field = TextField()
    let token = booking.bind(
      key: \.note, toView: field, viewKey: \.text,
      converter: .validating { note in
        guard note.count <= 5 else { throw ConversionError("at most 5 characters") }
        note = note.lowercased()
      })
    field.enterText("HELLO")
    #expect(booking.note == "hello")
    #expect(field.text == "hello")
    field.enterText("too long")
    #expect(booking.note == "hello")
    #expect("\(token.validationError!)" == "at most 5 characters")
  }
}
