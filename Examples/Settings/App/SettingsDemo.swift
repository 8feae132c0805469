import BindKitPreferences
import BindKitTerminal
import Foundation
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
    let configPath: String
    let writeDelay: Int
    switch request {
    case .help:
      return writeAll(1, SettingsInfo.helpText) ? SettingsInfo.ExitStatus.success : SettingsInfo.ExitStatus.failure
    case .version:
      return writeAll(1, SettingsInfo.versionText)
        ? SettingsInfo.ExitStatus.success : SettingsInfo.ExitStatus.failure
    case .run(let script, let milliseconds, let config, let writeMilliseconds):
      (forcesScript, delay, configPath) = (script, milliseconds, config ?? SettingsInfo.defaultConfigPath)
      writeDelay = writeMilliseconds
    }

    // A closed output is reported by write() as EPIPE instead of killing the demo.
    signal(SIGPIPE, SIG_IGN)
    // The file is written a burst at a time on the main actor's clock, which runs while the session or the script
    // awaits its input; a failed write is retried by itself. What is left is written before the end.
    let settings = SettingsForm(
      configFile: URL(fileURLWithPath: configPath), testDelay: .milliseconds(delay),
      scheduler: MainActorPreferenceScheduler(), writeDelay: .milliseconds(writeDelay))
    // A settings file that could not be read was moved aside; say so once, before the form.
    if let problem = settings.model.loadProblem { _ = writeAll(2, "\(name): \(problem)\n") }

    if forcesScript || isatty(0) == 0 {
      let script = ScriptDriver(
        form: settings.form, programName: name, output: { writeAll(1, $0) }, errors: { _ = writeAll(2, $0) })
      script.helpText = SettingsInfo.commandHelp
      script.undoManager = settings.undo
      script.afterGesture = { await settings.waitForTest() }  // `tap test` shows the outcome, whatever the timing
      let status = await script.run(readingFrom: 0)
      return writeFile(settings) ? status : SettingsInfo.ExitStatus.failure
    }

    let driver = FormDriver(form: settings.form)
    driver.undoManager = settings.undo
    let session = TerminalSession(driver: driver)
    let end = await session.run { key in
      // Keys the form does not use: Esc (with nothing to discard), Ctrl-C and Ctrl-D quit.
      key != .escape && key != .control("c") && key != .control("d")
    }
    // die(of:) runs no exit handlers: the file is written before it.
    let written = writeFile(settings)
    switch end {
    case .quit:
      return written ? SettingsInfo.ExitStatus.success : SettingsInfo.ExitStatus.failure
    case .signal(let signal):
      TerminalSession.die(of: signal)
    case .failure(let message):
      return fail(message)
    }
  }

  /// Writes the settings file; says why not on standard error.
  private static func writeFile(_ settings: SettingsForm) -> Bool {
    guard settings.writeFile() else {
      let reason = settings.model.writeError ?? "it could not be written"
      _ = writeAll(2, "\(SettingsInfo.programName): the settings were not saved: \(reason)\n")
      return false
    }
    return true
  }

  private static func fail(_ message: String) -> Int32 {
    _ = writeAll(2, "\(SettingsInfo.programName): \(message)\n")
    return SettingsInfo.ExitStatus.failure
  }
}
