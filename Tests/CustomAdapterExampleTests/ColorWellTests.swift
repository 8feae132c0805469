import BindKit
import BindKitTesting
import CustomAdapterExample
import Testing

private final class Theme: BindableObject {
  @Bound var accent = RGBColor.black
  @Bound var accentHex = ""
  @Bound var canEdit = true
  @Bound var isHidden = false
}

@Suite struct ColorWellTests {
  @Test func colorKeepsTheAdapterContract() {
    checkAdapterConformance(
      make: { ColorWell() }, property: \.color, slot: \.$color, values: (.red, .blue), userEdit: { $0.pick($1) })
  }

  @Test func hexTextKeepsTheAdapterContract() {
    checkAdapterConformance(
      make: { ColorWell() }, property: \.hexText, slot: \.$hexText, values: ("#FF0000", "#0000FF"),
      userEdit: { $0.enterHex($1) })
  }

  @Test func isEnabledKeepsTheAdapterContract() {
    checkAdapterConformance(
      make: { ColorWell() }, property: \.isEnabled, slot: \.$isEnabled, values: (false, true), userEdit: nil)
  }

  @Test func isHiddenKeepsTheAdapterContract() {
    checkAdapterConformance(
      make: { ColorWell() }, property: \.isHidden, slot: \.$isHidden, values: (true, false), userEdit: nil)
  }

  @Test func pickClampsEveryChannel() {
    let theme = Theme()
    let well = ColorWell()
    theme.bind(key: \.accent, toView: well, viewKey: \.color)

    well.pick(RGBColor(red: 2, green: -1, blue: .nan))
    #expect(theme.accent == .red)
    #expect(well.hexText == "#FF0000")
  }

  @Test func typedHexReachesBothModels() {
    let theme = Theme()
    let well = ColorWell()
    theme.bind(key: \.accent, toView: well, viewKey: \.color)
    theme.bind(key: \.accentHex, toView: well, viewKey: \.hexText)

    well.enterHex("0000ff")
    #expect(theme.accent == .blue)
    #expect(theme.accentHex == "#0000FF")
    well.pick(.white)
    #expect(theme.accentHex == "#FFFFFF")
  }

  @Test(arguments: ["", "#12345", "GG0000", "+F0000", "#FF00001", "red"])
  func typingTextThatIsNotAColorChangesNothing(_ text: String) {
    let theme = Theme()
    theme.accent = .red
    let well = ColorWell()
    theme.bind(key: \.accent, toView: well, viewKey: \.color)

    well.enterHex(text)
    #expect(well.color == .red)
    #expect(well.hexText == "#FF0000")
    #expect(theme.accent == .red)
  }

  @Test func aModelColorOutOfRangeShowsClampedAndIsKept() {
    let theme = Theme()
    let well = ColorWell()
    theme.bind(key: \.accent, toView: well, viewKey: \.color)
    let tooBright = RGBColor(red: 5, green: 0, blue: 0)

    theme.accent = tooBright
    #expect(well.color == .red)
    #expect(theme.accent == tooBright)
  }

  @Test func aModelsHexSetsTheColorWithoutReportingIt() {
    let theme = Theme()
    let well = ColorWell()
    theme.bind(key: \.accent, toView: well, viewKey: \.color)
    theme.bind(key: \.accentHex, toView: well, viewKey: \.hexText)

    theme.accentHex = "#0000FF"
    #expect(well.color == .blue)
    #expect(theme.accent == .black)
    theme.accentHex = "not a colour"
    #expect(well.hexText == "not a colour")
    #expect(well.color == .blue)
  }

  @Test func hexTextIsDerivedOnlyWhenRead() throws {
    let theme = Theme()
    let well = ColorWell()
    theme.bind(key: \.accent, toView: well, viewKey: \.color)
    var derivations = 0
    let derive = try #require(well.$hexText.deriveValue)
    well.$hexText.deriveValue = nil  // replacing the adapter's hook deliberately
    well.$hexText.deriveValue = {
      derivations += 1
      return derive()
    }

    theme.accent = .red
    theme.accent = .blue
    #expect(derivations == 0)
    #expect(well.hexText == "#0000FF")
    #expect(derivations == 1)
  }

  @Test func viewDidBindRemembersTheFirstModelWeakly() {
    let well = ColorWell()
    do {
      let first = Theme()
      let second = Theme()
      first.bind(key: \.accent, toView: well, viewKey: \.color)
      second.bind(key: \.accent, toView: well, viewKey: \.color)
      #expect(well.firstModel === first)
    }
    #expect(well.firstModel == nil)
  }

  @Test(arguments: [(false, false), (true, true), (false, true)])
  func gesturesDoNothingWhileDisabledOrHidden(isEnabled: Bool, isHidden: Bool) {
    let theme = Theme()
    theme.canEdit = isEnabled
    theme.isHidden = isHidden
    let well = ColorWell()
    theme.bind(key: \.accent, toView: well, viewKey: \.color)
    theme.bind(key: \.canEdit, toView: well, viewKey: \.isEnabled)
    theme.bind(key: \.isHidden, toView: well, viewKey: \.isHidden)

    well.pick(.red)
    well.enterHex("#0000FF")
    #expect(well.color == .black)
    #expect(theme.accent == .black)
    theme.canEdit = true
    theme.isHidden = false
    well.pick(.red)
    #expect(theme.accent == .red)
  }
}

@Suite struct RGBColorTests {
  @Test(arguments: ["#000000", "#FF8800", "#0A0B0C", "#FFFFFF"])
  func hexRoundTrips(_ hex: String) throws {
    let color = try #require(RGBColor(hex: hex))
    #expect(color.hex == hex)
  }

  @Test func hexIsOfTheClampedColor() {
    #expect(RGBColor(red: .infinity, green: -.infinity, blue: .nan).hex == "#FF0000")
  }
}
