import BindKitPreferences
import BindKitTerminal
import Foundation
import Glibc
import LogonFormCore

/// The command: parses the arguments, then runs the form on the terminal or from a script, on the main actor.
@MainActor
enum LogonDemo {
  static func run(arguments: [String]) async -> Int32 {
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
    // Written at once by a log-on; a failed write is retried on the main actor's clock while the form waits.
    let memory = LogonMemory(
      fileURL: URL(fileURLWithPath: options.configPath ?? LogonMemory.defaultPath),
      scheduler: MainActorPreferenceScheduler())
    if let problem = memory.loadProblem { _ = writeAll(2, "\(DemoInfo.programName): \(problem)\n") }
    let logon = LogonForm(directory: directory, memory: memory)

    if options.forcesScript || isatty(0) == 0 {
      let script = ScriptDriver(
        form: logon.form, programName: DemoInfo.programName, output: { writeAll(1, $0) },
        errors: { _ = writeAll(2, $0) })
      script.showsStateAfterEachCommand = true
      script.commandSummary = DemoInfo.commandSummary
      script.helpText = DemoInfo.commandHelp
      script.undoManager = logon.undo
      script.afterGesture = { await logon.waitForLogOn() }  // `tap logon` prints the outcome, whatever the timing
      let status = await script.run(readingFrom: 0)
      return writeFile(memory) ? status : DemoInfo.ExitStatus.failure
    }

    let driver = FormDriver(form: logon.form)
    driver.undoManager = logon.undo
    let session = TerminalSession(driver: driver)
    let end = await session.run { key in
      // Keys the form does not use: Esc (with nothing to discard), Ctrl-C and Ctrl-D quit.
      key != .escape && key != .control("c") && key != .control("d")
    }
    // Written before the end: die(of:) runs no exit handlers.
    let written = writeFile(memory)
    switch end {
    case .quit:
      return written ? DemoInfo.ExitStatus.success : DemoInfo.ExitStatus.failure
    case .signal(let signal):
      TerminalSession.die(of: signal)
    case .failure(let message):
      return fail(message)
    }
  }

  /// Writes what is remembered and not yet written; reports a file that cannot be written on standard error.
  private static func writeFile(_ memory: LogonMemory) -> Bool {
    guard memory.flush() else {
      _ = writeAll(2, "\(DemoInfo.programName): the username was not remembered: \(memory.writeError ?? "")\n")
      return false
    }
    return true
  }

  private static func fail(_ message: String) -> Int32 {
    _ = writeAll(2, "\(DemoInfo.programName): \(message)\n")
    return DemoInfo.ExitStatus.failure
  }
}
