import Glibc
import TestSupport
import Testing

/// The interactive mode, on a pseudo-terminal, driven key by key.
@Suite struct InteractiveTerminalTests {
  private static let environment: [String: String?] = ["NO_COLOR": "1", "TERM": "xterm-256color"]

  private func settingsMatch(_ a: termios, _ b: termios) -> Bool {
    a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_lflag == b.c_lflag && a.c_cflag == b.c_cflag
  }

  @Test func theDemoAccountLogsOnByTypingInTheTerminal() throws {
    let session = try PseudoTerminalSession(
      program: DemoProcess.self, arguments: ["--check-delay", "100"], environment: Self.environment)
    #expect(session.waitForScreen { $0.contains("[ Log on ] (disabled)") && $0.contains("> Username") })
    #expect(!settingsMatch(session.currentSettings, session.originalSettings))  // raw mode is on

    session.send("demo")
    #expect(session.waitForScreen { $0.contains("> Username  [demo_") })
    session.send("\t")  // Tab
    session.send("bindkit")
    #expect(session.waitForScreen { $0.contains("> Password  [*******_") })
    #expect(session.waitForScreen { $0.contains("  [ Log on ]\n") })  // enabled: no "(disabled)"
    #expect(!session.screen.contains("bindkit\n"))  // the password never reaches the screen

    session.send("\u{1B}[B")  // Down: the switch
    session.send(" ")
    #expect(session.waitForScreen { $0.contains("> [x] Remember me") })
    session.send("\u{1B}[B")  // Down: the button
    session.send("\r")  // Enter: log on
    #expect(session.waitForScreen { $0.contains("Status: Logged on as demo. You will be remembered.") })

    session.send("\u{1B}")  // Esc
    let status = try #require(session.waitForExit())
    #expect(DemoProcess.exitStatus(of: status) == 0)
    #expect(settingsMatch(session.currentSettings, session.originalSettings))
    #expect(String(decoding: session.transcript, as: UTF8.self).hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
  }

  @Test func shiftTabAndUpMoveBackAndBackspaceDeletes() throws {
    let session = try PseudoTerminalSession(program: DemoProcess.self, arguments: [], environment: Self.environment)
    #expect(session.waitForScreen { $0.contains("> Username") })
    session.send("\u{1B}[Z")  // Shift-Tab: wraps to the switch (the button is disabled while the fields are empty)
    #expect(session.waitForScreen { $0.contains("> [ ] Remember me") })
    #expect(!session.screen.contains("> [ Log on ]"))
    session.send("\u{1B}[A")  // Up: the password field
    #expect(session.waitForScreen { $0.contains("> Password") })
    session.send("\u{1B}[A")  // Up: the username field
    session.send("ab\u{7F}c")  // a, b, Backspace, c
    #expect(session.waitForScreen { $0.contains("> Username  [ac_") })
    session.send("\u{3}")  // Ctrl-C quits like Esc
    let status = try #require(session.waitForExit())
    #expect(DemoProcess.exitStatus(of: status) == 0)
    #expect(settingsMatch(session.currentSettings, session.originalSettings))
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func aSignalRestoresTheTerminalFirst(signal: Int32) throws {
    let session = try PseudoTerminalSession(program: DemoProcess.self, arguments: [], environment: Self.environment)
    #expect(session.waitForScreen { $0.contains("> Username") })
    kill(session.pid, signal)
    let status = try #require(session.waitForExit())
    #expect(DemoProcess.signal(of: status) == signal)
    #expect(settingsMatch(session.currentSettings, session.originalSettings))
    #expect(String(decoding: session.transcript, as: UTF8.self).hasSuffix("\u{1B}[?25h\u{1B}[?1049l"))
  }

  /// A crash in raw mode (here a crash signal sent from outside) restores the terminal, then goes on: the process
  /// still dies of that signal. (Swift's backtracer, which would otherwise ask on the terminal whether to debug,
  /// is turned off.) SIGABRT, the signal of a Swift trap's abort path: under the address sanitizer, which CI runs this
  /// suite with, SIGSEGV and SIGBUS go to the sanitizer's own handler, which reports and exits with a status.
  @Test(arguments: [SIGABRT])
  func aCrashRestoresTheTerminalAndStillCrashes(signal: Int32) throws {
    var environment = Self.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let session = try PseudoTerminalSession(program: DemoProcess.self, arguments: [], environment: environment)
    #expect(session.waitForScreen { $0.contains("> Username") })
    kill(session.pid, signal)
    let status = try #require(session.waitForExit())
    #expect(DemoProcess.signal(of: status) == signal)
    #expect(settingsMatch(session.currentSettings, session.originalSettings))
    #expect(String(decoding: session.transcript, as: UTF8.self).contains("\u{1B}[?1049l"))
  }

  @Test func colorsAreUsedOnATerminalUnlessNoColorIsSet() throws {
    let session = try PseudoTerminalSession(
      program: DemoProcess.self, arguments: [], environment: ["NO_COLOR": nil, "TERM": "xterm"])
    #expect(session.waitForScreen { $0.contains("> Username") })
    #expect(String(decoding: session.transcript, as: UTF8.self).contains("\u{1B}[2m[ Log on ]\u{1B}[0m"))
    session.send("\u{1B}")
    let status = try #require(session.waitForExit())
    #expect(DemoProcess.exitStatus(of: status) == 0)
  }

  @Test func aResizeLaysTheFormOutAgainAtTheNewWidth() throws {
    let session = try PseudoTerminalSession(program: DemoProcess.self, arguments: [], environment: Self.environment)
    #expect(session.waitForScreen { $0.contains("  Demo account: demo / bindkit") })
    session.resize(columns: 20)
    #expect(session.waitForScreen { $0.hasSuffix("\n  Demo account: demo") })  // drawn again, cut to 20 columns
    session.resize(columns: 80)
    #expect(session.waitForScreen { $0.contains("  Demo account: demo / bindkit") })
    session.send("\u{3}")  // Ctrl-C quits
    let status = try #require(session.waitForExit())
    #expect(DemoProcess.exitStatus(of: status) == 0)
    #expect(settingsMatch(session.currentSettings, session.originalSettings))
  }

  /// Ctrl-Z gives the terminal back (the alternate screen left, the cursor shown, the settings restored) and stops;
  /// on SIGCONT the demo takes the terminal again and draws the form whole. The demo leads its own session here, so
  /// its process group is orphaned and the kernel discards the stop signal it raises (POSIX: a job control stop
  /// signal to an orphaned process group): it does not stop, and goes straight on to take the terminal back. Where
  /// it does stop (a shell's job), the test sees that, checks the terminal's settings, and continues it.
  @Test func ctrlZGivesTheTerminalBackAndTakesItAgainWhenContinued() throws {
    let session = try PseudoTerminalSession(program: DemoProcess.self, arguments: [], environment: Self.environment)
    #expect(session.waitForScreen { $0.contains("> Username") })
    session.send("x")
    #expect(session.waitForScreen { $0.contains("> Username  [x_") })
    let mark = session.transcript.count
    session.send("\u{1A}")  // Ctrl-Z
    #expect(session.waitForOutput(after: mark) { $0.contains("\u{1B}[?25h\u{1B}[?1049l") })
    if session.waitUntilStopped(timeout: .milliseconds(500)) {
      #expect(settingsMatch(session.currentSettings, session.originalSettings))
      kill(session.pid, SIGCONT)
    }
    #expect(
      session.waitForOutput(after: mark) { output in
        guard let left = output.firstRange(of: "\u{1B}[?1049l") else { return false }
        return output[left.upperBound...].contains("\u{1B}[?1049h")  // the alternate screen again, after leaving it
      })
    // Drawn whole, the edit kept.
    #expect(session.waitForScreen { $0.contains("> Username  [x_") && $0.contains("Demo account: demo / bindkit") })
    session.send("y")  // keys work again: the terminal is raw
    #expect(session.waitForScreen { $0.contains("> Username  [xy_") })
    session.send("\u{3}")  // Ctrl-C quits
    let status = try #require(session.waitForExit())
    #expect(DemoProcess.exitStatus(of: status) == 0)
    #expect(settingsMatch(session.currentSettings, session.originalSettings))
  }

  @Test func aUsernameRememberedAtTheTerminalIsThereWhenTheDemoStartsAgain() throws {
    let folder = try TemporaryFolder()
    let arguments = ["--check-delay", "0", "--config", folder.file("logon.json")]
    let first = try PseudoTerminalSession(
      program: DemoProcess.self, arguments: arguments, environment: Self.environment)
    #expect(first.waitForScreen { $0.contains("> Username") })
    first.send("demo\tbindkit\u{1B}[B ")  // the name, Tab, the password, Down to the switch, Space: on
    #expect(first.waitForScreen { $0.contains("> [x] Remember me") })
    first.send("\u{1B}[B\r")  // Down to the button, Enter: log on
    #expect(first.waitForScreen { $0.contains("Status: Logged on as demo. You will be remembered.") })
    first.send("\u{1B}")
    #expect(DemoProcess.exitStatus(of: try #require(first.waitForExit())) == 0)

    let second = try PseudoTerminalSession(
      program: DemoProcess.self, arguments: arguments, environment: Self.environment)
    #expect(second.waitForScreen { $0.contains("> Username  [demo") && $0.contains("[x] Remember me") })
    second.send("\u{1B}")
    #expect(DemoProcess.exitStatus(of: try #require(second.waitForExit())) == 0)
  }
}
