import BindKit
import BindKitViews
import Testing

private final class Booking: BindableObject {
  @Bound var guests: Double = 0
  @Bound var fewest: Double = 0
  @Bound var most: Double = 10
  @Bound var step: Double = 1
  @Bound var wraps = false
  @Bound var canChange = true
  @Bound var isHidden = false
}

@Suite struct StepperTests {
  /// A booking's guests bound to a stepper ranging from 0 to 10.
  private func boundStepper(guests: Double = 0, step: Double = 1, wraps: Bool = false) -> (Booking, Stepper) {
    let booking = Booking()
    booking.guests = guests
    let stepper = Stepper(value: 0, minimumValue: 0, maximumValue: 10, stepValue: step, wraps: wraps)
    booking.bind(key: \.guests, toView: stepper, viewKey: \.value)
    return (booking, stepper)
  }

  @Test func incrementAndDecrementStepByStepValue() {
    let (booking, stepper) = boundStepper(guests: 1, step: 2.5)
    stepper.increment()
    #expect(booking.guests == 3.5)
    stepper.increment()
    #expect(booking.guests == 6)
    stepper.decrement()
    #expect(stepper.value == 3.5)
    #expect(booking.guests == 3.5)

    booking.guests = 9
    #expect(stepper.value == 9)
  }

  @Test func steppingStopsAtTheEnds() {
    let (booking, stepper) = boundStepper(guests: 9.5)
    stepper.increment()
    #expect(booking.guests == 10)
    stepper.increment()
    #expect(booking.guests == 10)
    booking.guests = 0.5
    stepper.decrement()
    #expect(booking.guests == 0)
    stepper.decrement()
    #expect(stepper.value == 0)
  }

  @Test func wrappingStepsFromOneEndToTheOther() {
    let (booking, stepper) = boundStepper(guests: 10, wraps: true)
    stepper.increment()
    #expect(booking.guests == 0)
    stepper.decrement()
    #expect(booking.guests == 10)
  }

  @Test func aWrappingStepPastTheMaximumLandsOnTheMinimum() {
    let (booking, stepper) = boundStepper(guests: 9.5, step: 2, wraps: true)
    stepper.increment()
    #expect(booking.guests == 0)
    booking.guests = 1
    stepper.decrement()
    #expect(booking.guests == 10)
  }

  @Test func rangeStepAndWrapsFollowTheModel() {
    let (booking, stepper) = boundStepper(guests: 4)
    booking.bind(key: \.fewest, toView: stepper, viewKey: \.minimumValue)
    booking.bind(key: \.most, toView: stepper, viewKey: \.maximumValue)
    booking.bind(key: \.step, toView: stepper, viewKey: \.stepValue)
    booking.bind(key: \.wraps, toView: stepper, viewKey: \.wraps)

    booking.step = 3
    booking.most = 6
    booking.wraps = true
    #expect(stepper.stepValue == 3)
    #expect(stepper.maximumValue == 6)
    #expect(stepper.wraps)
    stepper.increment()
    #expect(booking.guests == 0)
    booking.fewest = 2
    #expect(stepper.minimumValue == 2)
    #expect(stepper.value == 2)
    #expect(booking.guests == 0)
  }

  @Test func settingsInCodeAreNotReported() {
    let (booking, stepper) = boundStepper(guests: 4)
    booking.bind(key: \.step, toView: stepper, viewKey: \.stepValue)
    booking.bind(key: \.wraps, toView: stepper, viewKey: \.wraps)
    booking.bind(key: \.most, toView: stepper, viewKey: \.maximumValue)
    stepper.value = 5
    stepper.stepValue = 2
    stepper.wraps = true
    stepper.maximumValue = 50
    #expect(booking.guests == 4)
    #expect(booking.step == 1)
    #expect(!booking.wraps)
    #expect(booking.most == 10)
  }

  @Test(arguments: [(Double.nan, 1.0), (0, 1), (-3, 1), (.infinity, .greatestFiniteMagnitude), (-.infinity, 1)])
  func hostileStepValuesShowAUsableStep(step: Double, shown: Double) {
    let (booking, stepper) = boundStepper(guests: 5)
    booking.step = step
    booking.bind(key: \.step, toView: stepper, viewKey: \.stepValue)
    #expect(stepper.stepValue == shown)

    stepper.increment()
    #expect(booking.guests == min(5 + shown, 10))
  }

  @Test(arguments: [(Double(150), 10.0), (-4, 0), (.nan, 0), (.infinity, 10), (-.infinity, 0)])
  func aModelValueOutsideTheRangeShowsTheNearestValueAndIsKept(model: Double, shown: Double) {
    let (booking, stepper) = boundStepper()
    booking.guests = model
    #expect(stepper.value == shown)
    #expect(booking.guests == model || (model.isNaN && booking.guests.isNaN))

    stepper.decrement()
    #expect(booking.guests == max(shown - 1, 0))
  }

  @Test func aReversedRangeIsTheMinimum() {
    let (booking, stepper) = boundStepper(guests: 3, wraps: true)
    stepper.minimumValue = 8
    stepper.maximumValue = 5
    #expect(stepper.value == 8)
    stepper.increment()
    #expect(booking.guests == 8)
    stepper.decrement()
    #expect(booking.guests == 8)
  }

  @Test func hugeValuesDoNotTrap() {
    let stepper = Stepper(
      value: .greatestFiniteMagnitude, minimumValue: -.infinity, maximumValue: .infinity,
      stepValue: .greatestFiniteMagnitude)
    stepper.increment()
    #expect(stepper.value == .greatestFiniteMagnitude)
    stepper.value = -.greatestFiniteMagnitude
    stepper.decrement()
    #expect(stepper.value == -.greatestFiniteMagnitude)
  }

  @Test(arguments: disabledOrHidden)
  func steppingDoesNothingWhileDisabledOrHidden(isEnabled: Bool, isHidden: Bool) {
    let (booking, stepper) = boundStepper(guests: 4)
    booking.canChange = isEnabled
    booking.isHidden = isHidden
    booking.bind(key: \.canChange, toView: stepper, viewKey: \.isEnabled)
    booking.bind(key: \.isHidden, toView: stepper, viewKey: \.isHidden)

    stepper.increment()
    stepper.decrement()
    stepper.decrement()
    #expect(stepper.value == 4)
    #expect(booking.guests == 4)
    booking.canChange = true
    booking.isHidden = false
    stepper.increment()
    #expect(booking.guests == 5)
  }
}
