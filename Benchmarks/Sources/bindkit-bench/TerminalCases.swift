import BindKit
import BindKitTerminal
import BindKitViews

// The terminal front end: a 50-control form drawn whole, and one keystroke into one of its text fields, against the
// floor of writing the same frame's bytes to memory. The form is the one `FrameWriterTests` checks a keystroke on.

/// One section of the benchmark form: ten bound properties, each shown by one built-in adapter.
final class TerminalAccount: BindableObject {
  @Bound var name: String
  @Bound var email: String
  @Bound var status = "Connected"
  @Bound var summary = "3 devices, last seen today"
  @Bound var notifies = true
  @Bound var isPublic = false
  @Bound var volume: Float = 0.5
  @Bound var retries: Double = 3
  @Bound var plan = 1
  @Bound var action = "Sync now"

  init(number: Int) {
    name = "Account \(number)"
    email = "user\(number)@example.com"
    super.init()
  }
}

/// The ten views of one section, each bound to its account's property.
struct TerminalAccountViews {
  let name = TextField()
  let email = TextField()
  let status = Label()
  let summary = Label()
  let notifies = Switch()
  let isPublic = Switch()
  let volume = Slider()
  let retries = Stepper()
  let plan = SegmentedControl(segments: ["Free", "Team", "Enterprise"])
  let action = Button()

  init(boundTo account: TerminalAccount) {
    account.bind(key: \.name, toView: name, viewKey: \.text)
    account.bind(key: \.email, toView: email, viewKey: \.text)
    account.bind(key: \.status, toView: status, viewKey: \.text)
    account.bind(key: \.summary, toView: summary, viewKey: \.text)
    account.bind(key: \.notifies, toView: notifies, viewKey: \.isOn)
    account.bind(key: \.isPublic, toView: isPublic, viewKey: \.isOn)
    account.bind(key: \.volume, toView: volume, viewKey: \.value)
    account.bind(key: \.retries, toView: retries, viewKey: \.value)
    account.bind(key: \.plan, toView: plan, viewKey: \.selectedSegmentIndex)
    account.bind(key: \.action, toView: action, viewKey: \.title)
  }
}

/// A form of 50 controls (five sections of two text fields, two labels, two switches, a slider, a stepper, a
/// segmented control and a button), each bound to its section's model; the focus is on the first text field.
struct TerminalBenchForm {
  let accounts = (1...5).map { TerminalAccount(number: $0) }
  let views: [TerminalAccountViews]
  let driver: FormDriver

  init() {
    let views = accounts.map { TerminalAccountViews(boundTo: $0) }
    self.views = views
    driver = FormDriver(
      form: Form {
        for (index, section) in views.enumerated() {
          let number = index + 1
          Section("Account \(number)") {
            BindKitTerminal.Field("Name", section.name, name: "name\(number)")
            BindKitTerminal.Field("Email", section.email, name: "email\(number)")
            BindKitTerminal.Field("Status", section.status, name: "status\(number)")
            BindKitTerminal.Field("Devices", section.summary, name: "devices\(number)")
            BindKitTerminal.Field("Notify me", section.notifies, name: "notify\(number)")
            BindKitTerminal.Field("Public profile", section.isPublic, name: "public\(number)")
            BindKitTerminal.Field("Volume", section.volume, name: "volume\(number)")
            BindKitTerminal.Field("Retries", section.retries, name: "retries\(number)")
            BindKitTerminal.Field("Plan", section.plan, name: "plan\(number)")
            BindKitTerminal.Field("Sync", section.action, name: "sync\(number)")
          }
        }
      })
  }
}

let terminalColumns = 80

/// Draws the whole form `count` times (the driver's row cache and the writer's last frame forgotten each time): the
/// frame, its bytes appended to a buffer, and the frame drawn into an in-memory screen; in ns per frame.
func terminalFrame(_ count: Int) -> Double {
  let form = TerminalBenchForm()
  var writer = FrameWriter(usesColor: true)
  let lines = form.driver.frame(columns: terminalColumns).lines.count
  var screen = Screen(rows: lines, columns: terminalColumns)
  var buffer: [UInt8] = []
  buffer.reserveCapacity(16_384)
  // Before the clock: a whole frame is what the baseline writes, byte for byte.
  drawWholeFrames(form.driver, &writer, &screen, &buffer, 1)
  precondition(buffer == terminalFrameBaselineBytes(form.driver), "the frame's bytes are the baseline's")
  return timePerOperation(count) { drawWholeFrames(form.driver, &writer, &screen, &buffer, count) }
}

@inline(never)
func drawWholeFrames(
  _ driver: FormDriver, _ writer: inout FrameWriter, _ screen: inout Screen, _ buffer: inout [UInt8], _ count: Int
) {
  for _ in 0..<count {
    driver.invalidate()
    writer.invalidate()
    let frame = driver.frame(columns: terminalColumns)
    screen.draw(frame)
    buffer.removeAll(keepingCapacity: true)
    buffer.append(contentsOf: writer.update(to: frame, columns: terminalColumns).utf8)
  }
}

/// Types `count` keys into the focused text field, a character and Backspace in turn (so the text keeps its
/// length): each goes through the field's gesture, the binding, the model, back to the field, and the frame's
/// changed line is written to a buffer; in ns per key.
func terminalKeystroke(_ count: Int) -> Double {
  let form = TerminalBenchForm()
  var writer = FrameWriter(usesColor: true)
  var buffer: [UInt8] = []
  buffer.reserveCapacity(16_384)
  buffer.append(
    contentsOf: writer.update(to: form.driver.frame(columns: terminalColumns), columns: terminalColumns).utf8)
  // Before the clock: one key writes one line (each line written ends in erase-to-end-of-line) and reaches the model.
  typeKeys(form.driver, &writer, &buffer, 1)
  let written = String(decoding: buffer, as: UTF8.self)
  precondition(form.accounts[0].name == "Account 1x", "the key reached the model")
  precondition(written.split(separator: "\u{1B}[K", omittingEmptySubsequences: false).count == 2, "one line")
  form.driver.handle(.backspace)
  _ = writer.update(to: form.driver.frame(columns: terminalColumns), columns: terminalColumns)
  let time = timePerOperation(count) { typeKeys(form.driver, &writer, &buffer, count) }
  precondition(form.accounts[0].name == (count % 2 == 0 ? "Account 1" : "Account 1x"), "every key reached the model")
  return time
}

@inline(never)
func typeKeys(_ driver: FormDriver, _ writer: inout FrameWriter, _ buffer: inout [UInt8], _ count: Int) {
  for index in 0..<count {
    driver.handle(index & 1 == 0 ? .character("x") : .backspace)
    buffer.removeAll(keepingCapacity: true)
    buffer.append(contentsOf: writer.update(to: driver.frame(columns: terminalColumns), columns: terminalColumns).utf8)
  }
}

/// The baseline of both terminal cases: the same whole frame's bytes (each line's text with its SGR codes, the
/// cursor moves and erases around them) written to a buffer by hand, from the lines' text made once; in ns per
/// frame.
func terminalFrameBaseline(_ count: Int) -> Double {
  let form = TerminalBenchForm()
  let (lines, cursor) = encodedLines(form.driver)
  var buffer: [UInt8] = []
  buffer.reserveCapacity(16_384)
  return timePerOperation(count) { writeFrames(lines, cursor, &buffer, count) }
}

/// The frame's lines as the writer encodes them, and its cursor's escape sequence.
private func encodedLines(_ driver: FormDriver) -> ([String], String) {
  let frame = driver.frame(columns: terminalColumns)
  let lines = frame.lines.map { $0.truncated(to: terminalColumns).encoded(usesColor: true) }
  let cursor = frame.cursor.map { "\u{1B}[\($0.row + 1);\($0.column + 1)H\u{1B}[?25h" } ?? "\u{1B}[?25l"
  return (lines, cursor)
}

/// The bytes the baseline writes for `driver`'s frame, to check them against the writer's.
func terminalFrameBaselineBytes(_ driver: FormDriver) -> [UInt8] {
  let (lines, cursor) = encodedLines(driver)
  var buffer: [UInt8] = []
  writeFrames(lines, cursor, &buffer, 1)
  return buffer
}

@inline(never)
func writeFrames(_ lines: [String], _ cursor: String, _ buffer: inout [UInt8], _ count: Int) {
  for _ in 0..<count {
    buffer.removeAll(keepingCapacity: true)
    buffer.append(contentsOf: "\u{1B}[?2026h\u{1B}[H\u{1B}[2J".utf8)
    for (row, line) in lines.enumerated() {
      buffer.append(contentsOf: "\u{1B}[".utf8)
      appendDecimal(row + 1, to: &buffer)
      buffer.append(contentsOf: ";1H".utf8)
      buffer.append(contentsOf: line.utf8)
      buffer.append(contentsOf: "\u{1B}[K".utf8)
    }
    buffer.append(contentsOf: cursor.utf8)
    buffer.append(contentsOf: "\u{1B}[?2026l".utf8)
  }
}

private func appendDecimal(_ value: Int, to buffer: inout [UInt8]) {
  if value >= 10 { appendDecimal(value / 10, to: &buffer) }
  buffer.append(UInt8(ascii: "0") + UInt8(value % 10))
}

/// The baseline of `terminal.keystroke`: the bytes one key writes (the changed line, with its SGR codes, between
/// the cursor move and the erase, then the cursor), written to a buffer by hand from the two lines' text made once,
/// the typed character's and Backspace's in turn; in ns per key.
func terminalKeystrokeBaseline(_ count: Int) -> Double {
  let form = TerminalBenchForm()
  var writer = FrameWriter(usesColor: true)
  _ = writer.update(to: form.driver.frame(columns: terminalColumns), columns: terminalColumns)
  let lastFrame = form.driver.frame(columns: terminalColumns)
  form.driver.handle(.character("x"))
  let typedFrame = form.driver.frame(columns: terminalColumns)
  let writerBytes = Array(writer.update(to: typedFrame, columns: terminalColumns).utf8)
  form.driver.handle(.backspace)
  _ = writer.update(to: form.driver.frame(columns: terminalColumns), columns: terminalColumns)
  guard let row = typedFrame.lines.indices.first(where: { typedFrame.lines[$0] != lastFrame.lines[$0] }) else {
    preconditionFailure("the typed key changed no line")
  }
  func encoded(_ frame: Frame) -> KeystrokeBytes {
    KeystrokeBytes(
      row: row, line: frame.lines[row].truncated(to: terminalColumns).encoded(usesColor: true),
      cursor: frame.cursor.map { "\u{1B}[\($0.row + 1);\($0.column + 1)H\u{1B}[?25h" } ?? "\u{1B}[?25l")
  }
  let typed = encoded(typedFrame)
  let erased = encoded(lastFrame)
  var buffer: [UInt8] = []
  buffer.reserveCapacity(16_384)
  writeKeystrokes(typed, erased, &buffer, 1)
  precondition(buffer == writerBytes, "the baseline writes the writer's bytes for one key")
  return timePerOperation(count) { writeKeystrokes(typed, erased, &buffer, count) }
}

/// What one key writes: the changed line's row and encoded text, and the cursor's escape sequence.
struct KeystrokeBytes {
  let row: Int
  let line: String
  let cursor: String
}

@inline(never)
func writeKeystrokes(_ typed: KeystrokeBytes, _ erased: KeystrokeBytes, _ buffer: inout [UInt8], _ count: Int) {
  for index in 0..<count {
    let key = index & 1 == 0 ? typed : erased
    buffer.removeAll(keepingCapacity: true)
    buffer.append(contentsOf: "\u{1B}[?2026h\u{1B}[".utf8)
    appendDecimal(key.row + 1, to: &buffer)
    buffer.append(contentsOf: ";1H".utf8)
    buffer.append(contentsOf: key.line.utf8)
    buffer.append(contentsOf: "\u{1B}[K".utf8)
    buffer.append(contentsOf: key.cursor.utf8)
    buffer.append(contentsOf: "\u{1B}[?2026l".utf8)
  }
}
