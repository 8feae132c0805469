// The public API of BindKitTerminal, pinned, as PublicAPI.swift pins the other modules': functions that use every
// public name as a client does and are never called. One function per public type.

import BindKit
import BindKitTerminal
import BindKitViews

// MARK: - Declaring a form

private func pinFormContent(_ content: some FormContent) -> [FormRow] {
  content.rows
}

private func pinFormRow(_ row: FormRow) {
  let _: String? = row.name
  let _: String = row.caption
  let _: [FormRow] = row.rows
}

private func pinTextStyle(_ style: TextStyle) {
  switch style {
  case .plain, .bold, .dim: break
  }
}

private func pinField() {
  let rows: [[FormRow]] = [
    Field("Text", TextField(), name: "text", secure: true).rows,
    Field("Text view", TextView(), name: nil).rows,
    Field("Label", Label()).rows,
    Field("Button", Button()).rows,
    Field("Item", BarButtonItem()).rows,
    Field("Switch", Switch()).rows,
    Field("Slider", Slider()).rows,
    Field("Stepper", Stepper()).rows,
    Field("Date", DatePicker()).rows,
    Field("Segments", SegmentedControl()).rows,
    Field("Pages", PageControl()).rows,
    Field("Image", ImageView()).rows,
    Field("List", ListView<String>(), name: "list", rows: 3).rows,
  ]
  _ = rows
}

private func pinTextBlankSection() {
  let _: [FormRow] = Text("Title", style: .bold).rows
  let _: [FormRow] = Text("Plain").rows
  let _: [FormRow] = Blank().rows
  let _: [FormRow] = Section("Heading") { Blank() }.rows
}

private func pinFormBuilder(_ flag: Bool, _ captions: [String]) {
  let form = Form {
    Text("Form")
    if flag { Blank() }
    if flag { Blank() } else { Text("else") }
    for caption in captions { Text(caption) }
  }
  let _: [FormRow] = FormBuilder.buildExpression(Blank())
  let _: [FormRow] = FormBuilder.buildBlock([], [])
  let _: [FormRow] = FormBuilder.buildOptional(nil)
  let _: [FormRow] = FormBuilder.buildEither(first: [])
  let _: [FormRow] = FormBuilder.buildEither(second: [])
  let _: [FormRow] = FormBuilder.buildArray([[]])
  let _: [FormRow] = form.rows
  let _: [String] = form.names
}

// MARK: - Drawing and keys

private func pinFormDriver(_ form: Form) {
  let driver = FormDriver(form: form, usesColor: true)
  let _: Form = driver.form
  driver.usesColor = false
  driver.onChange = {}
  let _: (() -> Void)? = driver.onChange
  let _: Int = driver.rowsDrawn
  let _: String? = driver.focusedName
  driver.focus(named: "name")
  let _: Bool = driver.focus(named: "name")
  driver.moveFocus(forward: true)
  driver.handle(.tab)
  let outcome: FormDriver.Outcome = driver.handle(.enter)
  switch outcome {
  case .handled, .ignored: break
  }
  let _: Frame = driver.frame()
  let _: Frame = driver.frame(columns: 40)
  driver.invalidate()
}

private func pinKey(_ key: Key) {
  switch key {
  case .character(let character): _ = character as Character
  case .paste(let text): _ = text as String
  case .control(let character): _ = character as Character
  case .enter, .tab, .backTab, .backspace, .delete, .escape, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
    .unknown:
    break
  case .alt(let character): _ = character as Character
  }
}

private func pinKeyDecoder() {
  var decoder = KeyDecoder()
  let _: [Key] = decoder.decode([0x61])
  let _: [Key] = decoder.flush()
  let _: Bool = decoder.hasPendingInput
  let _: Int = KeyDecoder.maximumPasteLength
}

private func pinFrame(_ line: StyledLine) {
  var frame = Frame(lines: [line], cursor: (row: 0, column: 1))
  _ = Frame(lines: [])
  frame.lines = [line]
  frame.focusedLines = 0..<1
  let _: (row: Int, column: Int)? = frame.cursor
  let _: String = frame.plainText
  var offset = 0
  let _: Frame = frame.window(rows: 10, offset: &offset)
}

private func pinStyledLine() {
  var line = StyledLine()
  line = StyledLine("text", .bold)
  line = StyledLine("text")
  line.append("more", [.bold, .reverse])
  line.append("plain")
  let runs: [StyledLine.Run] = line.runs
  var run = runs[0]
  run.text = "run"
  run.attributes = .dim
  let _: String = line.plainText
  let _: Int = line.width
  let _: StyledLine = line.truncated(to: 10)
  let _: String = line.encoded(usesColor: true)
}

private func pinTextAttributes() {
  var attributes = TextAttributes(isBold: true, isDim: false, isReverse: false)
  attributes = [.bold, .dim, .reverse]
  attributes = TextAttributes()  // once "ambiguous use of init": the plain attributes, as `[]`
  attributes = TextAttributes(isDim: true)
  attributes.isBold = false
  attributes.isDim = false
  attributes.isReverse = false
  let _: Bool = attributes.isEmpty
  let _: Bool = attributes.contains(.bold)
}

private func pinScreen(_ frame: Frame) {
  var screen = Screen(rows: 24, columns: 80)
  screen.draw(frame)
  let _: Int = screen.rows
  let _: Int = screen.columns
  let cells: [[Screen.Cell]] = screen.cells
  let _: Character? = cells[0][0].character
  let _: TextAttributes = cells[0][0].attributes
  let _: (row: Int, column: Int)? = screen.cursor
  let _: String = screen.text(ofRow: 0)
  let _: String = screen.text
}

private func pinFrameWriter(_ frame: Frame) {
  var writer = FrameWriter(usesColor: true)
  writer.usesColor = false
  let _: String = writer.update(to: frame, columns: 80)
  writer.invalidate()
}

private func pinTerminalText() {
  let _: Int = TerminalText.width(of: "a" as Character)
  let _: Int = TerminalText.width(of: "a" as Unicode.Scalar)
  let _: Int = TerminalText.width(of: "text")
  let _: String = TerminalText.prefix(of: "text", fitting: 2)
  let _: String = TerminalText.suffix(of: "text", fitting: 2)
  let _: String = TerminalText.printable("text")
  let _: String = TerminalText.escapingControls("text")
  let _: String = TerminalText.quoted("text")
}

// MARK: - Running

@MainActor
private func pinTerminalSession(_ driver: FormDriver) async {
  let session = TerminalSession(driver: driver, input: 0, output: 1)
  _ = TerminalSession(driver: driver)
  let _: FormDriver = session.driver
  let _: Int32 = session.input
  let _: Int32 = session.output
  let _: Bool = session.usesCursorControl
  let _: Int? = session.rows
  let _: Int = session.columns
  let end: TerminalSession.End = await session.run(onKey: { key in key != .escape })
  switch end {
  case .quit: break
  case .signal(let signal): TerminalSession.die(of: signal)
  case .failure(let message): _ = message as String
  }
}

private func pinWriteAll() {
  let _: Bool = writeAll(1, "text")
}

// MARK: - Scripts

private func pinScriptDriver(_ form: Form) async throws {
  let script = ScriptDriver(form: form, programName: "demo", output: { _ in true }, errors: { _ in })
  _ = ScriptDriver(form: form, programName: "demo", output: { _ in true })
  let _: Form = script.form
  script.programName = "other"
  script.showsStateAfterEachCommand = true
  script.commandSummary = ScriptCommand.summary
  script.helpText = ScriptDriver.defaultHelp
  script.afterGesture = {}
  let _: String = script.state
  let _: Int32 = await script.run(readingFrom: 0)
  let progress: ScriptDriver.Progress = await script.handle(.line([0x73]))
  switch progress {
  case .proceed: break
  case .stop(let status): _ = status as Int32
  }
  try await script.perform(.show)
  let _: ScriptDriver.Progress = try await script.perform(.quit)
}

private func pinScriptCommand() throws {
  let command: ScriptCommand? = try ScriptCommand.parse("show")
  switch command {
  case .type(let name, let text): _ = (name, text) as (String, String)
  case .toggle(let name), .tap(let name), .commit(let name), .discard(let name): _ = name as String
  case .set(let name, let value): _ = (name, value) as (String, String)
  case .select(let name, let index): _ = (name, index) as (String, Int)
  case .undo, .redo, .show, .help, .quit, nil: break
  }
  let _: String = ScriptCommand.summary
  let _: String = ScriptCommand.displayed("text"[...])
}

private func pinScriptError() {
  var error = ScriptError("message")
  error.message = "other"
  let _: String = error.description
}

private func pinLineSplitter() {
  var splitter = LineSplitter(maximumLength: 100)
  _ = LineSplitter()
  let _: Int = splitter.maximumLength
  let pieces: [LineSplitter.Piece] = splitter.append([0x61, 0x0A])
  for piece in pieces + splitter.finish() {
    switch piece {
    case .line(let bytes): _ = bytes as [UInt8]
    case .tooLong(let length): _ = length as Int
    }
  }
}
