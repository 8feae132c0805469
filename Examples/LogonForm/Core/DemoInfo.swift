/// The demo's name, version, exit statuses and help text.
public enum DemoInfo {
  /// The program's name, as messages start.
  public static let programName = "logon-demo"
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

  /// What `--version` prints.
  public static var versionText: String { "\(programName) \(version) (BindKit for Linux demo)\n" }

  /// The scripted commands, as a bad line lists them.
  public static let commandSummary =
    "type username TEXT, type password TEXT, toggle remember, tap logon, undo, redo, show, help, quit"

  /// The scripted commands, as `help` prints them.
  public static let commandHelp = """
    Commands (one per line; blank lines and lines starting with # are skipped):
      type username TEXT   type TEXT into the username field, replacing its text
      type password TEXT   the same for the password field (TEXT is the rest of the line, spaces included)
      toggle remember      toggle the "remember me" switch
      tap logon            tap the Log on button, and wait for the account check to finish
      undo                 take back the last edit (a field's typing, the switch)
      redo                 do again the edit undo took back
      show                 print the form's state
      help                 print this list
      quit                 stop (so does the end of the input)

    """

  /// What `--help` prints.
  public static var helpText: String {
    """
    \(programName): the BindKit logon form, in a terminal or driven by a script.

    Usage:
      \(programName) [--script] [--check-delay MS] [--config PATH]
      \(programName) --help | --version

    On a terminal, \(programName) shows a logon form. Every control is a BindKit adapter bound to a model:
    the Log on button is enabled only while both fields hold something other than spaces.
    Keys:
      Tab, Down            next control
      Shift-Tab, Up        previous control
      typing, Backspace    edit the focused field (the password shows as *); also Left, Right, Home, End,
                           Delete, Ctrl-A, Ctrl-E, Ctrl-K, Ctrl-U, Ctrl-W and pasting
      Space                toggle "remember me"; on the button, log on
      Enter                in a field, next control; toggles the switch; on the button, log on
      Ctrl-Z               suspend (fg resumes)
      Esc, Ctrl-C          quit
    Demo account: username \(AccountDirectory.demoUsername), password \(AccountDirectory.demoPassword).
    A log-on with "remember me" on keeps the username in the settings file (never the password): the next run
    starts with it filled in and the switch on. A log-on with the switch off forgets it.

    When standard input is not a terminal (or with --script), it reads commands instead.
    \(commandHelp)
    After each command except help and quit it prints the form's state: five lines, then an empty line.
      username: "alice"        the field's text, quoted; \\ and " are escaped
      password: "*****"        masked: one * per character
      remember: on|off
      logon: enabled|disabled
      status: Logged on as alice.
    A bad command prints one line on standard error, naming it and the valid commands, and the demo goes on.

    Options:
      --script             read commands from standard input even when it is a terminal
      --check-delay MS     how long the account check takes, in milliseconds (default 300, at most 60000)
      --config PATH        the file the remembered username is kept in (default
                           $XDG_CONFIG_HOME/bindkit-logon-demo/preferences.json, or ~/.config/...); a file
                           that cannot be read is moved aside, and nothing is remembered
      -h, --help           print this help
      --version            print the version

    Exit status:
      0    quit, end of input, Esc or Ctrl-C, --help, --version
      1    the terminal could not be set up, reading or writing failed, or the remembered username could
           not be written
      2    bad command line (unknown option, bad value)
      On SIGINT, SIGTERM or SIGHUP the terminal is restored, then the signal ends the demo (status 128+N).

    """
  }
}
