import BindKit
import BindKitTerminal
import CustomAdapterExample
import Testing

private final class Palette: BindableObject {
  @Bound var accent = RGBColor.black
}

/// `ColorWell` in a form, through `FormControl` alone: drawn, edited by keys, and scripted.
@Suite struct ColorWellFormTests {
  private func screenText(_ driver: FormDriver) -> String {
    var screen = Screen(rows: 4, columns: 40)
    screen.draw(driver.frame(columns: 40))
    return screen.text
  }

  @Test func theTerminalDrawsTheWellFromItsValueDescription() {
    let well = ColorWell()
    well.pick(.red)
    let driver = FormDriver(form: Form { Field("Colour", well) })
    #expect(driver.focusedName == "colour")
    #expect(screenText(driver) == "> Colour  #FF0000")
    well.isEnabled = false
    #expect(screenText(driver) == "  Colour  #FF0000 (disabled)")
  }

  @Test func keysAreTheWellsGesturesAndReachTheModel() {
    let palette = Palette()
    let well = ColorWell()
    palette.bind(key: \.accent, toView: well, viewKey: \.color)
    let driver = FormDriver(form: Form { Field("Colour", well) })
    #expect(driver.handle(.right) == .handled)  // lighter
    #expect(palette.accent.hex == "#111111")
    #expect(screenText(driver) == "> Colour  #111111")
    driver.handle(.left)  // darker
    #expect(palette.accent == .black)
    driver.handle(.character(" "))  // the next colour of the palette
    #expect(palette.accent == .red)
    #expect(screenText(driver) == "> Colour  #FF0000")
    #expect(driver.handle(.character("x")) == .ignored)
  }

  @Test func aScriptSetsTheWellByHexAndRefusesOtherText() async {
    let palette = Palette()
    let well = ColorWell()
    palette.bind(key: \.accent, toView: well, viewKey: \.color)
    let form = Form { Field("Colour", well) }
    var output = ""
    var errors = ""
    let script = ScriptDriver(
      form: form, programName: "colours",
      output: {
        output += $0
        return true
      }, errors: { errors += $0 })
    for line in ["set colour #ff8800", "show", "set colour orange", "toggle colour"] {
      _ = await script.handle(.line(Array(line.utf8)))
    }
    #expect(palette.accent.hex == "#FF8800")
    #expect(output == "colour: #FF8800\n\n")
    let lines = errors.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("colours: line 3: set colour: 'orange' is not a colour written #RRGGBB") == true)
    #expect(lines.last?.hasPrefix("colours: line 4: toggle: 'colour' is not a switch") == true)
  }

  @Test func aWellIsAFormControlOfItsOwnKind() {
    let well = ColorWell()
    let control: any FormControl = well
    #expect(control.formKind == ColorWell.formKind)
    #expect(control.formKind != .textField)
    #expect(control.canTakeFocus)
    well.isHidden = true
    #expect(!control.canTakeFocus)
  }
}
