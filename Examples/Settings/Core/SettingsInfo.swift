import BindKitPreferences
import Foundation

/// The demo's name, version, exit statuses, command line and help text.
public enum SettingsInfo {
  /// The program's name, as messages start.
  public static let programName = "settings-demo"
  /// The demo's version.
  public static let version = "0.1.0"

  /// The exit statuses, as `--help` lists them.
  public enum ExitStatus {
    /// Quit, end of input, `--help`, `--version`.
    public static let success: Int32 = 0
    /// The terminal could not be set up, or reading or writing failed.
    public static let failure: Int32 = 1
    /// A bad command line.
    public static let usage: Int32 = 2
  }

  /// What the command line asks for.
  public enum Request: Equatable, Sendable {
    /// Run the form (scripted when `script` or when standard input is not a terminal) over the settings file at
    /// `configPath` (nil: ``defaultConfigPath``), written `writeDelayMilliseconds` after the first change of a
    /// burst; tests take `testDelayMilliseconds`.
    case run(script: Bool, testDelayMilliseconds: Int, configPath: String?, writeDelayMilliseconds: Int)
    /// Print the help.
    case help
    /// Print the version.
    case version
  }

  /// The settings file without `--config`: `$XDG_CONFIG_HOME/bindkit-settings-demo/preferences.json`, or under
  /// `~/.config`.
  public static var defaultConfigPath: String {
    PreferenceStore.defaultFileURL(appName: "bindkit-settings-demo").path
  }

  /// The largest `--test-delay`, one minute.
  public static let maximumTestDelay = 60_000
  /// The largest `--write-delay`, one hour.
  public static let maximumWriteDelay = 3_600_000

  /// The number of milliseconds, from 0 to `maximum`, that follows `option` in `remaining`.
  private static func milliseconds(
    after option: String, in remaining: inout ArraySlice<String>, upTo maximum: Int
  ) throws(UsageError) -> Int {
    guard let value = remaining.popFirst() else {
      throw UsageError("option '\(option)' needs a number of milliseconds")
    }
    guard let milliseconds = Int(value), (0...maximum).contains(milliseconds) else {
      throw UsageError("option '\(option)' needs a number of milliseconds from 0 to \(maximum)")
    }
    return milliseconds
  }

  /// Reads the arguments (without the program's name); throws the message for a bad command line.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Request {
    var script = false
    var delay = 300
    var writeDelay = 200
    var config: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": return .help
      case "--version": return .version
      case "--script": script = true
      case "--test-delay": delay = try milliseconds(after: "--test-delay", in: &remaining, upTo: maximumTestDelay)
      case "--write-delay":
        writeDelay = try milliseconds(after: "--write-delay", in: &remaining, upTo: maximumWriteDelay)
      case "--config":
        guard let path = remaining.popFirst(), !path.isEmpty else {
          throw UsageError("option '--config' needs the path of a settings file")
        }
        config = path
      default:
        let shown = String(argument.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(40))
        throw UsageError(
          argument.hasPrefix("-") ? "unknown option '\(shown)'" : "unexpected argument '\(shown)'")
      }
    }
    return .run(script: script, testDelayMilliseconds: delay, configPath: config, writeDelayMilliseconds: writeDelay)
  }

  /// A command line the demo does not accept (exit status 2).
  public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong.
    public var description: String

    /// Creates an error.
    public init(_ description: String) {
      self.description = description
    }
  }

  /// What `--version` prints.
  public static var versionText: String { "\(programName) \(version) (BindKit for Linux demo)\n" }

  /// The scripted commands, as `help` prints them.
  public static let commandHelp = """
    Commands (one per line; blank lines and lines starting with # are skipped):
      type NAME TEXT       type TEXT into a field (name, port, newserver), replacing its text
      commit NAME          end editing of name or port: the edit goes to the buffer if it is valid
      discard NAME         throw the pending edit of name or port away
      toggle notifications turn notifications on or off
      set volume N         slide the volume to N (0 to 10); set steps N steps the stepper to N
      select theme INDEX   0 System, 1 Light, 2 Dark
      select servers INDEX select a server, counting from 0
      tap NAME             tap a button: add, remove, up, down, test (waits for the test), apply, revert,
                           undo, redo
      undo, redo           take back the last change, do it again
      show                 print the form's state
      help                 print this list
      quit                 stop (so does the end of the input)

    """

  /// What `--help` prints.
  public static var helpText: String {
    """
    \(programName): BindKit's preferences form, in a terminal or driven by a script.

    Usage:
      \(programName) [--script] [--test-delay MS] [--config PATH] [--write-delay MS]
      \(programName) --help | --version

    Every control is a BindKit adapter bound to one model, kept in a settings file. The profile, the sound and
    the theme wait in a buffer: Enter or Tab takes a field's text into it (a bad port shows its error beside the
    field), and nothing reaches the model or the file until Apply saves it all, or nothing if a field is
    refused. Revert throws the buffer away, fields already taken included. The server list changes at once.
    Apply and quitting write the file; the next run starts from it. The slider and the stepper edit the same
    volume; the switch enables them. Test connection runs an action with the selected server. Every change can
    be undone and redone.
    Keys:
      Tab, Shift-Tab       next, previous control (Up and Down too, outside the server list)
      typing               edit the focused field; Left, Right, Home, End, Backspace, Delete, Ctrl-A, Ctrl-E,
                           Ctrl-K, Ctrl-U, Ctrl-W, pasting
      Enter                in the name or port field, commit it; toggle a switch; tap a button
      Esc                  in a field with a pending edit, throw it away; otherwise quit
      Space                toggle a switch, tap a button
      Left, Right          slider, stepper, theme
      Up, Down             in the server list, select a server; Home, End: the first, the last
      Delete, Backspace    in the server list, remove the selected server
      [ and ]              in the server list, move the selected server up or down
      Ctrl-_ or Alt-U      undo the last change
      Alt-E                redo
      Ctrl-Z               suspend (fg resumes)
      Ctrl-C, Ctrl-D       quit

    When standard input is not a terminal (or with --script), it reads commands instead.
    \(commandHelp)
    show prints one line per control, then an empty line: text quoted, switches on|off, buttons
    enabled|disabled, the list as `row N selected: "a", ["b"]`, and a field's error after ` ! `.
    A bad command prints one line on standard error, and the demo goes on.

    Options:
      --script             read commands from standard input even when it is a terminal
      --test-delay MS      how long a connection test takes, in milliseconds (default 300, at most 60000)
      --config PATH        the settings file (default $XDG_CONFIG_HOME/bindkit-settings-demo/preferences.json,
                           or ~/.config/...); a file that cannot be read is moved aside, and the demo starts
                           from the defaults
      --write-delay MS     how long after the first change of a burst the settings file is written, in
                           milliseconds (default 200, at most 3600000); a write that fails is tried again
                           every 5 seconds, and the demo writes what is left when it ends
      -h, --help           print this help
      --version            print the version

    Exit status:
      0    quit, end of input, Esc or Ctrl-C, --help, --version
      1    the terminal could not be set up, reading or writing failed, or the settings file could not be
           written
      2    bad command line (unknown option, bad value)

    """
  }
}
