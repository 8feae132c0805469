import BindKitViews
import Glibc

/// The demo without a terminal: reads one command per line and prints the form's state after each.
///
/// Commands go through the adapters' gestures exactly as keys do. `tap logon` waits for the account check,
/// so the output does not depend on timing. Bad lines (unknown commands, invalid UTF-8, overlong lines) get
/// one line on standard error and are skipped; the session ends at `quit` or at the end of the input.
public final class ScriptedSession {
  /// The form being driven.
  public let form: LogonForm
  private let output: (String) -> Bool
  private let errors: (String) -> Void
  private var splitter = LineSplitter()
  private var lineNumber = 0

  /// Creates a session. `output` writes to standard output and returns false when it failed (the session then
  /// stops with status 1); `errors` writes to standard error.
  public init(form: LogonForm, output: @escaping (String) -> Bool, errors: @escaping (String) -> Void) {
    self.form = form
    self.output = output
    self.errors = errors
  }

  /// What handling a line asks for.
  public enum Progress: Equatable, Sendable {
    /// Read the next line.
    case proceed
    /// Stop, with this exit status.
    case stop(Int32)
  }

  /// Reads `descriptor` to its end (or to `quit`), handling each line. Returns the exit status.
  public func run(readingFrom descriptor: Int32) -> Int32 {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        errors("\(DemoInfo.programName): cannot read standard input: \(String(cString: strerror(errno)))\n")
        return DemoInfo.ExitStatus.failure
      }
      let pieces = count == 0 ? splitter.finish() : splitter.append(buffer[..<count])
      for piece in pieces {
        if case .stop(let status) = handle(piece) { return status }
      }
      if count == 0 { return DemoInfo.ExitStatus.success }
    }
  }

  /// Handles one piece of input.
  public func handle(_ piece: LineSplitter.Piece) -> Progress {
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
      return perform(command)
    }
  }

  private func refuse(_ error: ScriptError) -> Progress {
    errors(
      "\(DemoInfo.programName): line \(lineNumber): \(error.message); valid commands: \(ScriptCommand.summary)\n")
    return .proceed
  }

  /// Performs `command` through the adapters' gestures and prints the state.
  public func perform(_ command: ScriptCommand) -> Progress {
    switch command {
    case .type(.username, let text):
      form.usernameField.enterText(text)
    case .type(.password, let text):
      form.passwordField.enterText(text)
    case .toggleRemember:
      form.rememberSwitch.toggle()
    case .tapLogOn:
      form.logOnButton.tap()
      form.waitForLogOn()
    case .show:
      break
    case .help:
      return output(DemoInfo.commandHelp) ? .proceed : .stop(DemoInfo.ExitStatus.failure)
    case .quit:
      return .stop(DemoInfo.ExitStatus.success)
    }
    return output(form.snapshot().scriptDescription) ? .proceed : .stop(DemoInfo.ExitStatus.failure)
  }
}
