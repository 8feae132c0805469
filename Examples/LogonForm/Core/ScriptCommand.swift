/// One command of the scripted (non-terminal) mode.
///
/// ```
/// type username alice        type password two words    toggle remember
/// tap logon                  show                       help          quit
/// ```
public enum ScriptCommand: Equatable, Sendable {
  /// Types `text` into a field, replacing what it held (`type username alice`; the text is the rest of the line
  /// after one space, and may be empty or contain spaces).
  case type(ScriptField, text: String)
  /// Toggles the "remember me" switch (`toggle remember`).
  case toggleRemember
  /// Taps the log-on button (`tap logon`), then waits for the check to finish.
  case tapLogOn
  /// Prints the form's state (`show`).
  case show
  /// Prints the list of commands (`help`).
  case help
  /// Ends the session (`quit`).
  case quit

  /// The commands, as the error messages and `help` list them.
  public static let summary = "type username TEXT, type password TEXT, toggle remember, tap logon, show, help, quit"

  /// Parses one line (without its line end). Returns nil for a blank line or a `#` comment.
  public static func parse(_ line: String) throws(ScriptError) -> ScriptCommand? {
    var rest = line[...].drop { $0 == " " || $0 == "\t" }
    if rest.isEmpty || rest.first == "#" { return nil }
    let name = word(&rest)
    switch name {
    case "type":
      rest = rest.drop { $0 == " " || $0 == "\t" }
      let target = word(&rest)
      let field: ScriptField
      switch target {
      case "username": field = .username
      case "password": field = .password
      case "": throw ScriptError("type: missing field (username or password)")
      default: throw ScriptError("type: unknown field '\(displayed(target))' (username or password)")
      }
      // The text is everything after the one space that follows the field's name.
      let text = String(rest.dropFirst())
      if text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        throw ScriptError("type: the text contains control characters, which typing cannot enter")
      }
      return .type(field, text: text)
    case "toggle":
      try expectTarget("remember", of: name, in: rest)
      return .toggleRemember
    case "tap":
      try expectTarget("logon", of: name, in: rest)
      return .tapLogOn
    case "show", "help", "quit":
      guard rest.allSatisfy({ $0 == " " || $0 == "\t" }) else {
        throw ScriptError("\(name): takes no arguments")
      }
      return name == "show" ? .show : name == "help" ? .help : .quit
    default:
      throw ScriptError("unknown command '\(displayed(name))'")
    }
  }

  /// Removes and returns the word at the start of `text` (up to a space or a tab).
  private static func word(_ text: inout Substring) -> Substring {
    let end = text.firstIndex { $0 == " " || $0 == "\t" } ?? text.endIndex
    defer { text = text[end...] }
    return text[..<end]
  }

  private static func expectTarget(_ expected: String, of command: Substring, in rest: Substring) throws(ScriptError) {
    var rest = rest.drop { $0 == " " || $0 == "\t" }
    let target = word(&rest)
    guard target == expected else {
      let found = target.isEmpty ? "nothing" : "'\(displayed(target))'"
      throw ScriptError("\(command): expected '\(expected)', found \(found)")
    }
    guard rest.allSatisfy({ $0 == " " || $0 == "\t" }) else {
      throw ScriptError("\(command) \(expected): takes nothing after '\(expected)'")
    }
  }

  /// `text` as an error message quotes it: control characters escaped, cut to 40 characters.
  static func displayed(_ text: Substring) -> String {
    let escaped = FormSnapshot.escapingControls(String(text.prefix(40)))
    return text.count > 40 ? escaped + "..." : escaped
  }
}

/// A text field the scripted mode can type into.
public enum ScriptField: String, Sendable {
  case username, password
}

/// Why a scripted line was refused. The session prints it on standard error, with the valid commands, and
/// goes on.
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
