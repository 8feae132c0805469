import BindKit
import BindKitTerminal
import BindKitViews
import Testing

/// A `ListView` is drawn with its rows, selection and placeholder, scrolls to its selection, and is driven by keys
/// and scripts through its own gestures.
@Suite struct ListDrawingTests {
  /// A model with servers shown in a list.
  private final class Servers: BindableObject {
    @Bound var servers = ["alpha", "beta", "gamma"]
    @Bound var selected: Int? = nil
  }

  private func boundList() -> (Servers, ListView<String>) {
    let model = Servers()
    let list = ListView<String>(rowTitle: { $0.uppercased() })
    model.bind(key: \.servers, toView: list, viewKey: \.items)
    model.bind(key: \.selected, toView: list, viewKey: \.selectedIndex)
    return (model, list)
  }

  @Test func rowsAreDrawnWithTheirTitlesAndTheSelectionMarked() {
    let (model, list) = boundList()
    model.selected = 1
    let driver = FormDriver(form: Form { Field("Servers", list) })
    #expect(screenText(driver) == "> Servers\n    ALPHA\n  > BETA\n    GAMMA")
  }

  @Test func withColourTheSelectedRowIsInReverseVideoWithoutAMarker() {
    let (model, list) = boundList()
    model.selected = 0
    let driver = FormDriver(form: Form { Field("Servers", list) }, usesColor: true)
    let lines = driver.frame().lines
    #expect(lines[1].plainText == "    ALPHA")
    #expect(lines[1].runs.last?.attributes == .reverse)
    #expect(lines[2].runs.allSatisfy { $0.attributes.isEmpty })
  }

  @Test func anEmptyListShowsItsPlaceholder() {
    let list = ListView<String>()
    list.placeholder = "No servers"
    #expect(screenText(FormDriver(form: Form { Field("Servers", list) })) == "> Servers\n    No servers")
  }

  @Test func aLongListScrollsSoThatTheSelectedRowStaysInView() {
    let model = Servers()
    model.servers = (0..<12).map { "s\($0)" }
    let list = ListView<String>()
    model.bind(key: \.servers, toView: list, viewKey: \.items)
    model.bind(key: \.selected, toView: list, viewKey: \.selectedIndex)
    let driver = FormDriver(form: Form { Field("Servers", list, rows: 3) })
    #expect(screenText(driver) == "> Servers (1-3 of 12)\n    s0\n    s1\n    s2")
    model.selected = 7
    #expect(screenText(driver) == "> Servers (6-8 of 12)\n    s5\n    s6\n  > s7")
    model.selected = 6  // already in view: the list does not move
    #expect(screenText(driver) == "> Servers (6-8 of 12)\n    s5\n  > s6\n    s7")
    model.selected = 1
    #expect(screenText(driver) == "> Servers (2-4 of 12)\n  > s1\n    s2\n    s3")
  }

  @Test func upAndDownMoveTheSelectionAndTheModelFollows() {
    let (model, list) = boundList()
    let driver = FormDriver(
      form: Form {
        Field("Servers", list)
        Field("Save", Button(title: "Save"))
      })
    driver.handle(.down)
    #expect(model.selected == 0)
    driver.handle(.down)
    driver.handle(.down)
    #expect(model.selected == 2)
    driver.handle(.up)
    #expect(model.selected == 1)
    driver.handle(.end)
    #expect(model.selected == 2)
    driver.handle(.down)  // past the last row: the focus moves on
    #expect(driver.focusedName == "save")
    #expect(model.selected == 2)
    driver.handle(.up)
    driver.handle(.home)
    #expect(model.selected == 0)
    driver.handle(.up)  // before the first row: the focus moves back (wrapping)
    #expect(driver.focusedName == "save")
  }

  @Test func deleteRemovesTheSelectedRowFromTheModel() {
    let (model, list) = boundList()
    model.selected = 1
    let driver = FormDriver(form: Form { Field("Servers", list) })
    driver.handle(.delete)
    #expect(model.servers == ["alpha", "gamma"])
    #expect(model.selected == 1)  // the row after it
    driver.handle(.backspace)
    driver.handle(.backspace)
    #expect(model.servers.isEmpty)
    #expect(model.selected == nil)
    driver.handle(.delete)  // nothing left: nothing happens
    #expect(screenText(driver) == "> Servers\n    No items")
  }

  @Test func bracketsMoveTheSelectedRowAndTheSelectionGoesWithIt() {
    let (model, list) = boundList()
    model.selected = 0
    let driver = FormDriver(form: Form { Field("Servers", list) })
    driver.handle(.character("]"))
    #expect(model.servers == ["beta", "alpha", "gamma"])
    #expect(model.selected == 1)
    driver.handle(.character("]"))
    driver.handle(.character("]"))  // already last
    #expect(model.servers == ["beta", "gamma", "alpha"])
    driver.handle(.character("["))
    #expect(model.servers == ["beta", "alpha", "gamma"])
    #expect(model.selected == 1)
  }

  @Test func aDisabledListIgnoresKeysAndAHiddenOneTakesNoRoom() {
    let (model, list) = boundList()
    model.selected = 0
    list.isEnabled = false
    let driver = FormDriver(
      form: Form {
        Field("Servers", list)
        Field("Save", Button(title: "Save"))
      })
    #expect(screenText(driver).hasPrefix("  Servers (disabled)\n  > ALPHA"))  // Tab skips a disabled list
    #expect(driver.focusedName == "save")
    driver.handle(.delete)
    driver.handle(.character("]"))
    #expect(model.servers == ["alpha", "beta", "gamma"])
    list.isHidden = true
    #expect(screenText(driver) == "> [ Save ]")
  }

  @Test func aChangeOfTheModelRedrawsTheListAndNothingElse() {
    let (model, list) = boundList()
    let driver = FormDriver(
      form: Form {
        Field("Name", TextField())
        Field("Servers", list)
      })
    _ = driver.frame()
    let drawn = driver.rowsDrawn
    model.mutate(\.servers) { $0.append("delta") }
    #expect(screenText(driver).hasSuffix("    GAMMA\n    DELTA"))
    #expect(driver.rowsDrawn == drawn + 1)
  }

  @Test func scriptsSelectRowsAndShowPrintsTheRowsAndTheSelection() async throws {
    let (model, list) = boundList()
    let form = Form { Field("Servers", list) }
    var printed = ""
    let script = ScriptDriver(
      form: form, programName: "demo",
      output: {
        printed += $0
        return true
      })
    try await script.perform(.select("servers", index: 2))
    #expect(model.selected == 2)
    try await script.perform(.show)
    #expect(printed == "servers: row 2 selected: \"ALPHA\", \"BETA\", [\"GAMMA\"]\n\n")
    await #expect(throws: ScriptError.self) { try await script.perform(.select("servers", index: 3)) }
    #expect(model.selected == 2)
    model.servers = []
    printed = ""
    try await script.perform(.show)
    #expect(printed == "servers: empty\n\n")
  }
}
