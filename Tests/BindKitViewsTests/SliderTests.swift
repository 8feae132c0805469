import BindKit
import BindKitViews
import Testing

private final class Player: BindableObject {
  @Bound var volume: Float = 0
  @Bound var quietest: Float = 0
  @Bound var loudest: Float = 10
  @Bound var canChange = true
  @Bound var isHidden = false
}

@Suite struct SliderTests {
  /// A player's volume bound to a slider ranging from 0 to 10.
  private func boundSlider(volume: Float = 0) -> (Player, Slider) {
    let player = Player()
    player.volume = volume
    let slider = Slider(value: 0, minimumValue: 0, maximumValue: 10)
    player.bind(key: \.volume, toView: slider, viewKey: \.value)
    return (player, slider)
  }

  @Test func slideReachesTheModelAndModelChangesReachTheSlider() {
    let (player, slider) = boundSlider()
    slider.slide(to: 2.5)
    #expect(player.volume == 2.5)
    player.volume = 7
    #expect(slider.value == 7)
  }

  @Test(arguments: [
    (Float(-5), Float(0)), (15, 10), (.nan, 0), (.infinity, 10), (-.infinity, 0), (.greatestFiniteMagnitude, 10),
  ])
  func slideIsClampedIntoTheRange(to requested: Float, lands expected: Float) {
    let (player, slider) = boundSlider(volume: 5)
    slider.slide(to: requested)
    #expect(slider.value == expected)
    #expect(player.volume == expected)
  }

  @Test(arguments: [(Float(15), Float(10)), (-3, 0), (.nan, 0), (.infinity, 10), (-.infinity, 0)])
  func aModelValueOutsideTheRangeShowsTheNearestValueAndIsKept(model: Float, shown: Float) {
    let (player, slider) = boundSlider()
    player.volume = model
    #expect(slider.value == shown)
    #expect(player.volume == model || (model.isNaN && player.volume.isNaN))

    slider.slide(to: 3)
    #expect(player.volume == 3)
  }

  @Test(arguments: [true, false])
  func theModelsValueShowsWhateverOrderItsRangeArrivesIn(valueFirst: Bool) {
    let player = Player()
    player.volume = 15
    player.loudest = 20
    let slider = Slider()
    if valueFirst {
      player.bind(key: \.volume, toView: slider, viewKey: \.value)
      #expect(slider.value == 1)
      player.bind(key: \.loudest, toView: slider, viewKey: \.maximumValue)
    } else {
      player.bind(key: \.loudest, toView: slider, viewKey: \.maximumValue)
      player.bind(key: \.volume, toView: slider, viewKey: \.value)
    }
    #expect(slider.value == 15)
    #expect(player.volume == 15)
  }

  @Test func narrowingTheRangeClampsTheValueWithoutReportingIt() {
    let (player, slider) = boundSlider(volume: 8)
    player.bind(key: \.loudest, toView: slider, viewKey: \.maximumValue)
    player.bind(key: \.quietest, toView: slider, viewKey: \.minimumValue)

    player.loudest = 5
    #expect(slider.maximumValue == 5)
    #expect(slider.value == 5)
    #expect(player.volume == 8)
    player.quietest = 6
    #expect(slider.value == 6)
    player.quietest = 0
    player.loudest = 10
    #expect(slider.value == 8)
  }

  @Test func boundsSetInCodeAreNotReported() {
    let player = Player()
    let slider = Slider()
    player.bind(key: \.quietest, toView: slider, viewKey: \.minimumValue)
    player.bind(key: \.loudest, toView: slider, viewKey: \.maximumValue)
    slider.minimumValue = -1
    slider.maximumValue = 99
    #expect(player.quietest == 0)
    #expect(player.loudest == 10)
  }

  @Test(arguments: [
    (Float.nan, Float(1), Float(0), Float(1)),
    (-.infinity, .infinity, -.greatestFiniteMagnitude, .greatestFiniteMagnitude),
    (0, .nan, 0, 1),
  ])
  func hostileBoundsShowFiniteValues(minimum: Float, maximum: Float, shownMinimum: Float, shownMaximum: Float) {
    let player = Player()
    player.quietest = minimum
    player.loudest = maximum
    let slider = Slider()
    player.bind(key: \.quietest, toView: slider, viewKey: \.minimumValue)
    player.bind(key: \.loudest, toView: slider, viewKey: \.maximumValue)
    #expect(slider.minimumValue == shownMinimum)
    #expect(slider.maximumValue == shownMaximum)

    slider.slide(to: .infinity)
    #expect(slider.value == shownMaximum)
    #expect(player.quietest.isNaN == minimum.isNaN)
  }

  @Test func aReversedRangeIsTheMinimum() {
    let (player, slider) = boundSlider(volume: 3)
    slider.minimumValue = 5
    slider.maximumValue = 2
    #expect(slider.value == 5)
    slider.slide(to: 0)
    #expect(player.volume == 5)
    slider.slide(to: 9)
    #expect(slider.value == 5)
  }

  @Test(arguments: disabledOrHidden)
  func slideDoesNothingWhileDisabledOrHidden(isEnabled: Bool, isHidden: Bool) {
    let (player, slider) = boundSlider(volume: 4)
    player.canChange = isEnabled
    player.isHidden = isHidden
    player.bind(key: \.canChange, toView: slider, viewKey: \.isEnabled)
    player.bind(key: \.isHidden, toView: slider, viewKey: \.isHidden)

    slider.slide(to: 9)
    #expect(slider.value == 4)
    #expect(player.volume == 4)
    player.canChange = true
    player.isHidden = false
    slider.slide(to: 9)
    #expect(player.volume == 9)
  }
}
