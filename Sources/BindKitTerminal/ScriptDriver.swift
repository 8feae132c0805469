public import BindKit
public import BindKitForms
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
  /// Takes back the last edit (the driver's `undoManager`); without one, or with nothing to take back, it answers
  /// `nothing to undo` (an error line).
  case undo
  /// Does again the last edit taken back; with nothing to do again, it answers `nothing to redo` (an error line).
  case redo
  /// Prints the form's state.
  case show
  /// Prints the list of commands.
  case help
  /// Ends the session.
  case quit

  /// The commands, as error messages list them.
  public static let summary =
    "type NAME TEXT, toggle NAME, tap NAME, set NAME VALUE, select NAME INDEX, commit NAME, discard NAME, undo, "
    + "redo, show, help, quit"

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
    case "show", "help", "quit", "undo", "redo":
      guard rest.allSatisfy({ $0 == " " || $0 == "\t" }) else {
        throw ScriptError("\(command): takes no arguments")
      }
      switch command {
      case "show": return .show
      case "help": return .help
      case "undo": return .undo
      case "redo": return .redo
      default: return .quit
      }
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

/// Drives any `Form` from a script: one ``ScriptCommand`` a line, each performed as the adapter's own gesture.
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
  /// The undo manager the `undo` and `redo` commands use; the program attaches it to the form's models
  /// (`EditUndoManager.attach(_:)`). Without one, both answer an error.
  public var undoManager: EditUndoManager?
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
      undo, redo           take back or do again the last edit (an error when there is none)
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
    case .undo:
      guard undoManager?.undo() == true else { throw ScriptError("nothing to undo") }
    case .redo:
      guard undoManager?.redo() == true else { throw ScriptError("nothing to redo") }
    case .type(let name, let text):
      try perform(.type(text), on: name, command: "type", expected: "a text field")
    case .toggle(let name):
      try perform(.toggle, on: name, command: "toggle", expected: "a switch")
    case .tap(let name):
      try perform(.tap, on: name, command: "tap", expected: "a button")
    case .set(let name, let value):
      try perform(.set(value), on: name, command: "set", expected: "a slider, a stepper or a date picker")
    case .select(let name, let index):
      try perform(
        .select(index), on: name, command: "select", expected: "a segmented control, a page control or a list")
    case .commit(let name):
      try control(name, for: "commit").endFormEditing()
    case .discard(let name):
      try control(name, for: "discard").formBindingToken?.discard()
    }
    await afterGesture?()
    if showsStateAfterEachCommand { return output(state) ? .proceed : .stop(1) }
    return .proceed
  }

  /// Performs `action` on the control named `name` through ``FormControl``, turning its refusal into a message.
  private func perform(
    _ action: FormScriptAction, on name: String, command: String, expected: String
  ) throws(ScriptError) {
    let control = try control(name, for: command)
    do {
      try control.perform(action)
    } catch {
      switch error {
      case .unsupported:
        throw mismatch(command, name, expected)
      case .badValue(let what):
        let value = if case .set(let value) = action { value } else { "" }
        throw ScriptError(
          "\(command) \(ScriptCommand.displayed(name[...])): '\(ScriptCommand.displayed(value[...]))' is not \(what)")
      case .refused(let message):
        throw ScriptError("\(command) \(ScriptCommand.displayed(name[...])): \(message)")
      }
    }
  }

  private func control(_ name: String, for command: String) throws(ScriptError) -> any FormControl {
    guard let index = form.index(named: name), let control = form.rows[index].control else {
      throw ScriptError("\(command): no control named '\(ScriptCommand.displayed(name[...]))'")
    }
    return control
  }

  private func mismatch(_ command: String, _ name: String, _ expected: String) -> ScriptError {
    ScriptError("\(command): '\(ScriptCommand.displayed(name[...]))' is not \(expected)")
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
      guard let name = row.name, let control = row.control else { continue }
      let value =
        row.isSecure
        ? TerminalText.quoted(String(repeating: "*", count: control.formText?.count ?? 0))
        : control.formValueDescription
      text += "\(name): \(value)"
      let isButton = control.formKind == .button || control.formKind == .barButtonItem
      if !control.isFormEnabled, !isButton { text += " (disabled)" }
      if control.isFormHidden { text += " (hidden)" }
      if let error = control.formBindingToken?.validationError {
        text += " ! " + TerminalText.escapingControls("\(error)")
      }
      text += "\n"
    }
    return text + "\n"
  }
}
