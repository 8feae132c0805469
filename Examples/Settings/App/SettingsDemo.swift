import BindKitTerminal
import Glibc
import SettingsCore

/// The command: parses the arguments, then runs the form on the terminal or from a script, on the main actor.
@MainActor
enum SettingsDemo {
  static func run(arguments: [String]) async -> Int32 {
    let name = SettingsInfo.programName
    let request: SettingsInfo.Request
    do {
      request = try SettingsInfo.parse(arguments)
    } catch {
      _ = writeAll(2, "\(name): \(error)\nTry '\(name) --help'.\n")
      return SettingsInfo.ExitStatus.usage
    }
    let forcesScript: Bool
    let delay: Int
    switch request {
    case .help:
      return writeAll(1, SettingsInfo.helpText) ? SettingsInfo.ExitStatus.success : SettingsInfo.ExitStatus.failure
    case .version:
      return writeAll(1, SettingsInfo.versionText)
        ? SettingsInfo.ExitStatus.success : SettingsInfo.ExitStatus.failure
    case .run(let script, let milliseconds):
      (forcesScript, delay) = (script, milliseconds)
    }

    // A closed output is reported by write() as EPIPE instead of killing the demo.
    signal(SIGPIPE, SIG_IGN)
    let settings = SettingsForm(testDelay: .milliseconds(delay))

    if forcesScript || isatty(0) == 0 {
      let script = ScriptDriver(
        form: settings.form, programName: name, output: { writeAll(1, $0) }, errors: { _ = writeAll(2, $0) })
      script.helpText = SettingsInfo.commandHelp
      script.afterGesture = { await settings.waitForTest() }  // `tap test` shows the outcome, whatever the timing
      return await script.run(readingFrom: 0)
    }

    let session = TerminalSession(driver: FormDriver(form: settings.form))
    let end = await session.run { key in
      // Keys the form does not use: Esc (with nothing to discard), Ctrl-C and Ctrl-D quit.
      key != .escape && key != .control("c") && key != .control("d")
    }
    switch end {
    case .quit:
      return SettingsInfo.ExitStatus.success
    case .signal(let signal):
      TerminalSession.die(of: signal)
    case .failure(let message):
      return fail(message)
    }
  }

  private static func fail(_ message: String) -> Int32 {
    _ = writeAll(2, "\(SettingsInfo.programName): \(message)\n")
    return SettingsInfo.ExitStatus.failure
  }
}
