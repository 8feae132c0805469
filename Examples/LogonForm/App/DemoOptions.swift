import BindKitTerminal

/// The demo's command line.
///
/// ```
/// logon-demo [--script] [--check-delay MS] [--config PATH]
/// logon-demo --help | --version
/// ```
public struct DemoOptions: Equatable, Sendable {
  /// What the command line asks for.
  public enum Action: Equatable, Sendable {
    /// Run the form: interactive on a terminal, scripted otherwise (or with `--script`).
    case run
    /// Print the help and exit 0.
    case help
    /// Print the version and exit 0.
    case version
  }

  /// What to do.
  public var action: Action = .run
  /// Read commands from standard input even when it is a terminal.
  public var forcesScript = false
  /// How long the account check takes, in milliseconds.
  public var checkDelayMilliseconds = 300

  /// The file the remembered username is kept in (`--config`); nil: ``LogonMemory/defaultPath``.
  public var configPath: String?

  /// The largest `--check-delay`, one minute.
  public static let maximumCheckDelay = 60_000

  /// Creates the default options.
  public init() {}

  /// Parses the arguments (without the program's name).
  public static func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
    var options = DemoOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, attached) = split(argument)
      switch name {
      case "-h", "--help":
        try noValue(attached, name)
        options.action = .help
        return options
      case "--version":
        try noValue(attached, name)
        options.action = .version
        return options
      case "--script":
        try noValue(attached, name)
        options.forcesScript = true
      case "--check-delay":
        guard let value = attached ?? remaining.popFirst() else {
          throw UsageError("option '--check-delay' needs a number of milliseconds")
        }
        guard let milliseconds = Int(value), (0...maximumCheckDelay).contains(milliseconds) else {
          throw UsageError(
            "option '--check-delay' needs a number of milliseconds from 0 to \(maximumCheckDelay), "
              + "not '\(ScriptCommand.displayed(value[...]))'")
        }
        options.checkDelayMilliseconds = milliseconds
      case "--config":
        guard let value = attached ?? remaining.popFirst(), !value.isEmpty else {
          throw UsageError("option '--config' needs the path of a file")
        }
        options.configPath = value
      default:
        if argument.hasPrefix("-") {
          throw UsageError("unknown option '\(ScriptCommand.displayed(name[...]))'")
        }
        throw UsageError("unexpected argument '\(ScriptCommand.displayed(argument[...]))'")
      }
    }
    return options
  }

  /// `--name=value` as its name and value.
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func noValue(_ attached: String?, _ name: String) throws(UsageError) {
    if attached != nil { throw UsageError("option '\(name)' takes no value") }
  }
}

/// A command line the demo does not accept (exit status 2).
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What was wrong.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
