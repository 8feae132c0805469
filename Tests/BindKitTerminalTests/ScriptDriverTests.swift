import BindKit
import BindKitTerminal
import BindKitViews
import Testing

/// A script drives any form by its controls' names, and no line crashes it.
@Suite struct ScriptDriverTests {
  private final class Output {
    var text = ""
    var errors = ""
  }

  private func run(_ lines: [String], form: Form) async -> Output {
    let output = Output()
    let driver = ScriptDriver(
      form: form, programName: "demo",
      output: {
        output.text += $0
        return true
      }, errors: { output.errors += $0 })
    for line in lines {
      if case .stop = await driver.handle(.line(Array(line.utf8))) { break }
    }
    return output
  }

  @Test func commandsAreTheAdaptersGesturesAndShowPrintsEveryControl() async {
    let model = Preferences()
    let name = TextField()
    let port = TextField()
    let volume = Slider()
    let on = Switch()
    let steps = Stepper()
    let theme = SegmentedControl(segments: ["Light", "Dark"])
    let when = DatePicker()
    model.bind(key: \.name, toView: name, viewKey: \.text, updates: .onCommit)
    model.bind(key: \.port, toView: port, viewKey: \.text, converter: .integerText)
    model.bind(key: \.volume, toView: volume, viewKey: \.value)
    model.bind(key: \.on, toView: on, viewKey: \.isOn)
    let form = Form {
      Field("Name", name)
      Field("Port", port)
      Field("Volume", volume)
      Field("On", on)
      Field("Steps", steps)
      Field("Theme", theme)
      Field("When", when)
    }
    let output = await run(
      [
        "type name Grace Hopper", "type port 99999", "set volume 0.75", "toggle on", "set steps 4",
        "select theme 1", "set when 2026-02-28 09:30", "show", "commit name", "discard port", "show",
      ], form: form)
    #expect(output.errors.isEmpty)
    #expect(
      output.text == """
        name: "Grace Hopper"
        port: "99999" ! 1 to 65535
        volume: 0.75
        on: on
        steps: 4
        theme: 1 "Dark"
        when: 2026-02-28 09:30 UTC

        name: "Grace Hopper"
        port: "8080"
        volume: 0.75
        on: on
        steps: 4
        theme: 1 "Dark"
        when: 2026-02-28 09:30 UTC


        """)
    #expect(model.name == "Grace Hopper")
    #expect(model.port == 8080)
    #expect(model.volume == 0.75)
  }

  @Test func aBadLineGetsOneErrorLineAndTheScriptGoesOn() async {
    let field = TextField()
    let output = await run(
      ["frobnicate", "type nobody x", "toggle field", "set field 3", "select field x", "type field ok", "show"],
      form: Form { Field("Field", field) })
    let errors = output.errors.split(separator: "\n")
    #expect(errors.count == 5)
    #expect(errors[0].hasPrefix("demo: line 1: unknown command 'frobnicate'; valid commands: type NAME TEXT"))
    #expect(errors[1].hasPrefix("demo: line 2: type: no control named 'nobody'"))
    #expect(errors[2].hasPrefix("demo: line 3: toggle: 'field' is not a switch"))
    #expect(output.text == "field: \"ok\"\n\n")
  }

  @Test func theStateCanFollowEveryCommandAndQuitStops() async {
    let field = TextField()
    let output = Output()
    let driver = ScriptDriver(
      form: Form { Field("F", field) }, programName: "demo",
      output: {
        output.text += $0
        return true
      })
    driver.showsStateAfterEachCommand = true
    #expect((try? await driver.perform(.type("f", text: "a"))) == .proceed)
    #expect((try? await driver.perform(.quit)) == .stop(0))
    #expect(output.text == "f: \"a\"\n\n")
  }

  @Test func aSegmentThatIsNotThereGetsOneErrorLineAsARowThatIsNotThereDoes() async {
    let plan = SegmentedControl(segments: ["Free", "Pro", "Team"])
    plan.selectedSegmentIndex = 1
    let form = Form { Field("Plan", plan) }
    let output = await run(["select plan 7", "select plan -1", "select plan 2"], form: form)
    let lines = output.errors.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("demo: line 1: select plan: no segment 7 (the control has 3)") == true)
    #expect(lines.last?.hasPrefix("demo: line 2: select plan: no segment -1 (the control has 3)") == true)
    #expect(plan.selectedSegmentIndex == 2)
  }

  @Test func undoAndRedoAnswerThatThereIsNothingToTakeBack() async throws {
    #expect(try ScriptCommand.parse("undo") == .undo)
    #expect(try ScriptCommand.parse(" redo ") == .redo)
    #expect(throws: ScriptError.self) { try ScriptCommand.parse("undo name") }
    let output = await run(["undo", "redo"], form: Form { Field("Name", TextField()) })
    let lines = output.errors.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("demo: line 1: nothing to undo") == true)
    #expect(lines.last?.hasPrefix("demo: line 2: nothing to redo") == true)
  }

}
