import Glibc
import LogonFormCore

/// The command: parses the arguments, then runs the form on the terminal or from a script.
enum LogonDemo {
  static func run(arguments: [String]) -> Int32 {
    let options: DemoOptions
    do {
      options = try DemoOptions.parse(arguments)
    } catch {
      _ = writeAll(2, "\(DemoInfo.programName): \(error)\nTry '\(DemoInfo.programName) --help'.\n")
      return DemoInfo.ExitStatus.usage
    }
    switch options.action {
    case .help:
      return writeAll(1, DemoInfo.helpText) ? DemoInfo.ExitStatus.success : DemoInfo.ExitStatus.failure
    case .version:
      return writeAll(1, DemoInfo.versionText) ? DemoInfo.ExitStatus.success : DemoInfo.ExitStatus.failure
    case .run:
      break
    }

    // A closed output is reported by write() as EPIPE instead of killing the demo.
    signal(SIGPIPE, SIG_IGN)
    let directory = AccountDirectory(
      accounts: AccountDirectory.demo.accounts, checkDelay: .milliseconds(options.checkDelayMilliseconds))
    let form: LogonForm
    do {
      form = try LogonForm(directory: directory)
    } catch {
      return fail("\(error)")
    }

    if options.forcesScript || isatty(0) == 0 {
      let session = ScriptedSession(
        form: form, output: { writeAll(1, $0) }, errors: { _ = writeAll(2, $0) })
      return session.run(readingFrom: 0)
    }
    return runInteractive(form)
  }

  private static func runInteractive(_ form: LogonForm) -> Int32 {
    let outputIsTerminal = isatty(1) != 0
    let isDumb = getenv("TERM").map { String(cString: $0) } == "dumb"
    let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
    guard let signals = SignalRelay.install([SIGINT, SIGTERM, SIGHUP, SIGWINCH]) else {
      return fail("cannot create a pipe for signals")
    }
    let terminal: Terminal
    do {
      terminal = try Terminal(input: 0, output: 1, usesCursorControl: outputIsTerminal && !isDumb)
      try terminal.start()
    } catch {
      return fail("\(error)")
    }
    let session = InteractiveSession(
      form: form, terminal: terminal, usesColor: outputIsTerminal && !isDumb && !noColor, signalDescriptor: signals)
    let end = session.run()
    terminal.restore()
    switch end {
    case .quit:
      return DemoInfo.ExitStatus.success
    case .signal(let signal):
      SignalRelay.dieOf(signal)
    case .failure(let message):
      return fail(message)
    }
  }

  private static func fail(_ message: String) -> Int32 {
    _ = writeAll(2, "\(DemoInfo.programName): \(message)\n")
    return DemoInfo.ExitStatus.failure
  }
}
