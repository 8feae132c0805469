import BindKit
import BindKitViews
import FoundationEssentials
import Glibc

/// One command of a script, addressing controls by name.
///
/// ```
/// type username alice     toggle remember     tap logon       set volume 0.8      select theme 2
/// commit name             discard name        show            help                quit
/// ```
public enum ScriptCommand: Equatable, Sendable {
  /// Types `text` into a text field or view, replacing what it held (the text is the rest of the line after one
  /// space, and may be empty or contain spaces).
  case type(String, text: String)
  /// Toggles a switch.
  case toggle(String)
  /// Taps a button or a bar button item.
  case tap(String)
  /// Sets a slider or a stepper to a number, or a date picker to `YYYY-MM-DD` or `YYYY-MM-DD HH:MM` (UTC).
  case set(String, value: String)
  /// Selects a segment, a page or a list's row by its index (from 0).
  case select(String, index: Int)
  /// Ends editing of a text control: a binding made with `updates: .onCommit` writes its pending edit.
  case commit(String)
  /// Throws a control's pending edit away: it shows the model's value again.
  case discard(String)
  /// Prints the form's state.
  case show
  /// Prints the list of commands.
  case help
  /// Ends the session.
  case quit

  /// The commands, as error messages list them.
  public static let summary =
    "type NAME TEXT, toggle NAME, tap NAME, set NAME VALUE, select NAME INDEX, commit NAME, discard NAME, show, "
    + "help, quit"

  /// Parses one line (without its line end). Returns nil for a blank line or a `#` comment.
  public static func parse(_ line: String) throws(ScriptError) -> ScriptCommand? {
    var rest = line[...].drop { $0 == " " || $0 == "\t" }
    if rest.isEmpty || rest.first == "#" { return nil }
    let command = word(&rest)
    switch command {
    case "type":
      let name = try target(of: command, in: &rest)
      let text = String(rest.dropFirst())
      if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        throw ScriptError("type: the text contains control characters, which typing cannot enter")
      }
      return .type(name, text: text)
    case "set", "select":
      let name = try target(of: command, in: &rest)
      rest = rest.drop { $0 == " " || $0 == "\t" }
      let value = String(rest).trimmingSpaces
      guard !value.isEmpty else { throw ScriptError("\(command) \(displayed(name[...])): missing value") }
      if command == "set" { return .set(name, value: value) }
      guard let index = Int(value) else {
        throw ScriptError("select \(displayed(name[...])): '\(displayed(value[...]))' is not an index")
      }
      return .select(name, index: index)
    case "toggle", "tap", "commit", "discard":
      let name = try target(of: command, in: &rest)
      guard rest.allSatisfy({ $0 == " " || $0 == "\t" }) else {
        throw ScriptError("\(command) \(displayed(name[...])): takes nothing after the name")
      }
      switch command {
      case "toggle": return .toggle(name)
      case "tap": return .tap(name)
      case "commit": return .commit(name)
      default: return .discard(name)
      }
    case "show", "help", "quit":
      guard rest.allSatisfy({ $0 == " " || $0 == "\t" }) else {
        throw ScriptError("\(command): takes no arguments")
      }
      return command == "show" ? .show : command == "help" ? .help : .quit
    default:
      throw ScriptError("unknown command '\(displayed(command))'")
    }
  }

  private static func target(of command: Substring, in rest: inout Substring) throws(ScriptError) -> String {
    rest = rest.drop { $0 == " " || $0 == "\t" }
    let name = word(&rest)
    guard !name.isEmpty else { throw ScriptError("\(command): missing the control's name") }
    return String(name)
  }

  /// Removes and returns the word at the start of `text` (up to a space or a tab).
  private static func word(_ text: inout Substring) -> Substring {
    let end = text.firstIndex { $0 == " " || $0 == "\t" } ?? text.endIndex
    defer { text = text[end...] }
    return text[..<end]
  }

  /// `text` as an error message quotes it: control characters escaped, cut to 40 characters.
  public static func displayed(_ text: Substring) -> String {
    let escaped = TerminalText.escapingControls(String(text.prefix(40)))
    return text.count > 40 ? escaped + "..." : escaped
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}

/// Why a script line was refused. The driver prints it on standard error and goes on.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
  /// What was wrong, naming the command.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// Drives any ``Form`` from a script: one ``ScriptCommand`` a line, each performed as the adapter's own gesture.
///
/// ```swift
/// var transcript = ""
/// let script = ScriptDriver(form: form, programName: "settings-demo", output: { transcript += $0; return true })
/// try await script.perform(.type("port", text: "8080"))
/// try await script.perform(.show)   // port: "8080", ...
/// ```
///
/// A bad line (unknown command or name, a value the control cannot take, invalid UTF-8, a line over 64 KiB) gets
/// one line on standard error, and the driver goes on: no input crashes it.
///
/// Its methods are `async` and run on the caller's actor (they are `nonisolated(nonsending)`): a program that keeps
/// its form on the main actor runs the script there, and ``afterGesture`` awaits the work a gesture started (an
/// `Action` that continues on the main actor) while that actor goes on running it.
public final class ScriptDriver {
  /// The form driven.
  public let form: Form
  /// How messages start: `NAME: line N: ...`.
  public var programName: String
  /// Whether the state is printed after every command but `help` and `quit` (as `logon-demo` does); otherwise only
  /// `show` prints it.
  public var showsStateAfterEachCommand = false
  /// The commands as bad lines list them.
  public var commandSummary = ScriptCommand.summary
  /// What `help` prints.
  public var helpText = ScriptDriver.defaultHelp
  /// Awaited after each command that performed a gesture: a program waits here for the work a gesture started
  /// (so that a script's output does not depend on timing). It runs on the caller's actor, as the driver does.
  ///
  /// ```swift
  /// script.afterGesture = { await logon.waitForLogOn() }
  /// ```
  public var afterGesture: (nonisolated(nonsending) () async -> Void)?

  private let output: (String) -> Bool
  private let errors: (String) -> Void
  private var splitter = LineSplitter()
  private var lineNumber = 0

  /// What handling a line asks for.
  public enum Progress: Equatable, Sendable {
    /// Read the next line.
    case proceed
    /// Stop, with this exit status.
    case stop(Int32)
  }

  /// Creates a driver. `output` writes to standard output and returns false when it failed (the driver then stops
  /// with status 1); `errors` writes to standard error.
  public init(
    form: Form, programName: String, output: @escaping (String) -> Bool,
    errors: @escaping (String) -> Void = { _ in }
  ) {
    self.form = form
    self.programName = programName
    self.output = output
    self.errors = errors
  }

  /// The commands, as `help` prints them by default.
  public static let defaultHelp = """
    Commands (one per line; blank lines and lines starting with # are skipped):
      type NAME TEXT       type TEXT into a text field, replacing its text (TEXT is the rest of the line)
      toggle NAME          toggle a switch
      tap NAME             tap a button
      set NAME VALUE       set a slider or a stepper to a number, a date to YYYY-MM-DD or YYYY-MM-DD HH:MM (UTC)
      select NAME INDEX    select a segment, a page or a list's row, counting from 0
      commit NAME          end editing of a field: an edit held until commit goes to the model
      discard NAME         throw a field's pending edit away
      show                 print the form's state
      help                 print this list
      quit                 stop (so does the end of the input)

    """

  /// Reads `descriptor` to its end (or to `quit`), handling each line. Returns the exit status: 0, or 1 when
  /// reading or writing failed.
  ///
  /// Reading blocks the caller's thread until a line arrives; between lines (in ``afterGesture``) the caller's
  /// actor is free to run other work.
  nonisolated(nonsending) public func run(readingFrom descriptor: Int32) async -> Int32 {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        errors("\(programName): cannot read standard input: \(String(cString: strerror(errno)))\n")
        return 1
      }
      let pieces = count == 0 ? splitter.finish() : splitter.append(buffer[..<count])
      for piece in pieces {
        if case .stop(let status) = await handle(piece) { return status }
      }
      if count == 0 { return 0 }
    }
  }

  /// Handles one piece of input.
  nonisolated(nonsending) public func handle(_ piece: LineSplitter.Piece) async -> Progress {
    lineNumber += 1
    switch piece {
    case .tooLong(let length):
      return refuse(ScriptError("line too long (\(length) bytes, at most \(splitter.maximumLength))"))
    case .line(let bytes):
      guard let line = String(validating: bytes, as: UTF8.self) else {
        return refuse(ScriptError("not valid UTF-8"))
      }
      let command: ScriptCommand?
      do {
        command = try ScriptCommand.parse(line)
      } catch {
        return refuse(error)
      }
      guard let command else { return .proceed }
      do {
        return try await perform(command)
      } catch {
        return refuse(error)
      }
    }
  }

  private func refuse(_ error: ScriptError) -> Progress {
    errors("\(programName): line \(lineNumber): \(error.message); valid commands: \(commandSummary)\n")
    return .proceed
  }

  /// Performs `command` through the adapters' gestures. Throws when the name or the value does not fit.
  @discardableResult
  nonisolated(nonsending) public func perform(_ command: ScriptCommand) async throws(ScriptError) -> Progress {
    switch command {
    case .show:
      return output(state) ? .proceed : .stop(1)
    case .help:
      return output(helpText) ? .proceed : .stop(1)
    case .quit:
      return .stop(0)
    case .type(let name, let text):
      switch try row(name, for: "type").kind {
      case .textField(let field, _): field.enterText(text)
      case .textView(let view): view.enterText(text)
      default: throw mismatch("type", name, "a text field")
      }
    case .toggle(let name):
      guard case .toggle(let toggle) = try row(name, for: "toggle").kind else {
        throw mismatch("toggle", name, "a switch")
      }
      toggle.toggle()
    case .tap(let name):
      switch try row(name, for: "tap").kind {
      case .button(let button): button.tap()
      case .barButton(let item): item.tap()
      default: throw mismatch("tap", name, "a button")
      }
    case .set(let name, let value):
      try set(name, to: value)
    case .select(let name, let index):
      switch try row(name, for: "select").kind {
      case .segments(let control): control.select(index)
      case .pages(let pages): pages.select(page: index)
      case .list(let list, _):
        guard (0..<list.rowCount).contains(index) else {
          throw ScriptError(
            "select \(ScriptCommand.displayed(name[...])): no row \(index) (the list has \(list.rowCount))")
        }
        list.selectRow(index)
      default: throw mismatch("select", name, "a segmented control, a page control or a list")
      }
    case .commit(let name):
      let row = try row(name, for: "commit")
      switch row.kind {
      case .textField(let field, _): field.endEditing()
      case .textView(let view): view.endEditing()
      default: row.kind.bindingToken?.commit()
      }
    case .discard(let name):
      try row(name, for: "discard").kind.bindingToken?.discard()
    }
    await afterGesture?()
    if showsStateAfterEachCommand { return output(state) ? .proceed : .stop(1) }
    return .proceed
  }

  private func set(_ name: String, to value: String) throws(ScriptError) {
    switch try row(name, for: "set").kind {
    case .slider(let slider):
      guard let number = Float(value), number.isFinite else { throw badValue(name, value, "a number") }
      slider.slide(to: number)
    case .stepper(let stepper):
      guard let number = Double(value), number.isFinite else { throw badValue(name, value, "a number") }
      // A stepper has no "set" gesture: step towards the value, as a person would, at most 10,000 times.
      for _ in 0..<10_000 {
        let before = stepper.value
        if stepper.value + stepper.stepValue / 2 <= number {
          stepper.increment()
        } else if stepper.value - stepper.stepValue / 2 >= number {
          stepper.decrement()
        }
        if stepper.value == before { break }
      }
    case .datePicker(let picker):
      guard let date = Self.date(from: value) else { throw badValue(name, value, "YYYY-MM-DD or YYYY-MM-DD HH:MM") }
      picker.pick(date)
    default:
      throw mismatch("set", name, "a slider, a stepper or a date picker")
    }
  }

  /// `YYYY-MM-DD` or `YYYY-MM-DD HH:MM`, in UTC.
  static func date(from text: String) -> Date? {
    let parts = text.split { $0 == " " || $0 == "-" || $0 == ":" || $0 == "T" }.map { Int($0) }
    guard parts.count == 3 || parts.count == 5, parts.allSatisfy({ $0 != nil }) else { return nil }
    let numbers = parts.map { $0! }
    guard (1...12).contains(numbers[1]), (1...31).contains(numbers[2]), abs(numbers[0]) < 100_000 else { return nil }
    let hour = parts.count == 5 ? numbers[3] : 0
    let minute = parts.count == 5 ? numbers[4] : 0
    guard (0..<24).contains(hour), (0..<60).contains(minute),
      numbers[2] <= CivilTime.daysIn(year: numbers[0], month: numbers[1])
    else { return nil }
    let days = CivilTime.days(year: numbers[0], month: numbers[1], day: numbers[2])
    return Date(timeIntervalSince1970: Double(days) * 86_400 + Double(hour * 3600 + minute * 60))
  }

  private func row(_ name: String, for command: String) throws(ScriptError) -> FormRow {
    guard let index = form.index(named: name) else {
      throw ScriptError("\(command): no control named '\(ScriptCommand.displayed(name[...]))'")
    }
    return form.rows[index]
  }

  private func mismatch(_ command: String, _ name: String, _ expected: String) -> ScriptError {
    ScriptError("\(command): '\(ScriptCommand.displayed(name[...]))' is not \(expected)")
  }

  private func badValue(_ name: String, _ value: String, _ expected: String) -> ScriptError {
    ScriptError(
      "set \(ScriptCommand.displayed(name[...])): '\(ScriptCommand.displayed(value[...]))' is not \(expected)")
  }

  /// The form's state as `show` prints it: one `name: value` line per named control, then an empty line.
  ///
  /// ```
  /// username: "alice"
  /// password: "*****"
  /// remember: off
  /// logon: enabled
  /// status: Enter a username and a password.
  ///
  /// ```
  ///
  /// Text is quoted (with `"`, `\` and control characters escaped; a secure field masked); switches are `on` or
  /// `off`, buttons `enabled` or `disabled`; a list is `empty`, or `row 1 selected: "a", ["b"], "c"` (or
  /// `no row selected: ...`). Other disabled controls end with ` (disabled)`, hidden ones with
  /// ` (hidden)`, and a binding's validation error follows as ` ! error`.
  public var state: String {
    var text = ""
    for row in form.rows {
      guard let name = row.name else { continue }
      text += "\(name): \(Self.value(of: row.kind))"
      if !row.kind.isEnabled, !row.kind.isButton { text += " (disabled)" }
      if row.kind.isHidden { text += " (hidden)" }
      if let error = row.kind.bindingToken?.validationError {
        text += " ! " + TerminalText.escapingControls("\(error)")
      }
      text += "\n"
    }
    return text + "\n"
  }

  private static func value(of kind: FormRow.Kind) -> String {
    switch kind {
    case .textField(let field, let secure):
      TerminalText.quoted(secure ? String(repeating: "*", count: field.text.count) : field.text)
    case .textView(let view): TerminalText.quoted(view.text)
    case .label(let label): TerminalText.escapingControls(label.text)
    case .button(let button): button.isEnabled ? "enabled" : "disabled"
    case .barButton(let item): item.isEnabled ? "enabled" : "disabled"
    case .toggle(let toggle): toggle.isOn ? "on" : "off"
    case .slider(let slider): FormDriver.number(Double(slider.value))
    case .stepper(let stepper): FormDriver.number(stepper.value)
    case .datePicker(let picker):
      {
        let parts = CivilTime(picker.date).parts
        return "\(parts[0])-\(parts[1])-\(parts[2]) \(parts[3]):\(parts[4]) UTC"
      }()
    case .segments(let control):
      control.segments.indices.contains(control.selectedSegmentIndex)
        ? "\(control.selectedSegmentIndex) \(TerminalText.quoted(control.segments[control.selectedSegmentIndex]))"
        : "none"
    case .pages(let pages): pages.numberOfPages > 0 ? "\(pages.currentPage + 1) of \(pages.numberOfPages)" : "none"
    case .image(let view): view.image.map { "\($0.name) (\($0.width)×\($0.height))" } ?? "none"
    case .list(let list, _):
      {
        guard list.rowCount > 0 else { return "empty" }
        let selection = list.selectedRow.map { "row \($0) selected" } ?? "no row selected"
        let titles = (0..<list.rowCount).map { row in
          let title = TerminalText.quoted(list.title(ofRow: row) ?? "")
          return row == list.selectedRow ? "[\(title)]" : title
        }
        return selection + ": " + titles.joined(separator: ", ")
      }()
    case .text(let text, _): TerminalText.escapingControls(text)
    case .heading(let title): TerminalText.escapingControls(title)
    case .blank: ""
    }
  }
}

extension FormRow.Kind {
  var isButton: Bool {
    switch self {
    case .button, .barButton: true
    default: false
    }
  }
}
