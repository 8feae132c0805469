import Foundation
import Glibc
import TestSupport
import Testing

/// The interactive mode, on a 24-row pseudo-terminal, driven key by key.
@Suite struct InteractiveTerminalTests {
  private static let environment: [String: String?] = ["NO_COLOR": "1", "TERM": "xterm-256color"]

  private func settingsMatch(_ a: termios, _ b: termios) -> Bool {
    a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_lflag == b.c_lflag && a.c_cflag == b.c_cflag
  }

  @Test func theFormScrollsToTheFocusAndKeysEditTheServerList() throws {
    let session = try PseudoTerminalSession(
      program: DemoProcess.self, arguments: ["--test-delay", "0"], environment: Self.environment)
    #expect(session.waitForScreen { $0.contains("> Name") && $0.contains("BindKit settings demo") })
    session.send(String(repeating: "\t", count: 6))  // name, port, notifications, volume, steps, theme, servers
    #expect(session.waitForScreen { $0.contains("> Servers") && $0.contains("  > eu.example.org") })
    session.send("\u{1B}[3~")  // Delete: the selected server goes
    #expect(session.waitForScreen { $0.contains("  > us.example.org") && !$0.contains("eu.example.org") })
    // Down to Undo, below the 24th line: the new server's field, Remove, Test, Undo (Add is disabled while its
    // field is empty, Up and Down with one server, Apply and Revert while the buffer holds nothing).
    session.send(String(repeating: "\t", count: 4))
    #expect(
      session.waitForScreen {
        $0.contains("> [ Undo Delete ]") && $0.contains("  [ Apply ] (disabled)")
          && !$0.contains("BindKit settings demo")
      })
    session.send("\u{3}")  // Ctrl-C quits
    let status = try #require(session.waitForExit())
    #expect(DemoProcess.exitStatus(of: status) == 0)
    #expect(settingsMatch(session.currentSettings, session.originalSettings))
  }

  @Test func aResizeLaysTheFormOutAgainAtTheNewWidth() throws {
    let session = try PseudoTerminalSession(
      program: DemoProcess.self, arguments: ["--test-delay", "0"], environment: Self.environment)
    #expect(session.waitForScreen { $0.contains("  BindKit settings demo") })
    session.resize(columns: 20)
    #expect(session.waitForScreen { $0.contains("  BindKit settings d") && !$0.contains("settings demo") })
    session.resize(columns: 80)
    #expect(session.waitForScreen { $0.contains("  BindKit settings demo") })
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
    let session = try PseudoTerminalSession(
      program: DemoProcess.self, arguments: ["--test-delay", "0"], environment: Self.environment)
    #expect(session.waitForScreen { $0.contains("> Name") })
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
    #expect(session.waitForScreen { $0.contains("> Name") && $0.contains("BindKit settings demo") })  // drawn whole
    session.send("\t")  // keys work again: the terminal is raw
    #expect(session.waitForScreen { $0.contains("> Port") })
    session.send("\u{3}")  // Ctrl-C quits
    let status = try #require(session.waitForExit())
    #expect(DemoProcess.exitStatus(of: status) == 0)
    #expect(settingsMatch(session.currentSettings, session.originalSettings))
  }

  @Test func at80By24PageKeysReachTheTopAndTheStatusAlertAndHelpLinesAtTheBottom() throws {
    let session = try PseudoTerminalSession(
      program: DemoProcess.self, arguments: ["--test-delay", "0"], environment: Self.environment, columns: 80,
      rows: 24)
    #expect(session.waitForScreen { $0.contains("> Name") && $0.contains("BindKit settings demo") })
    session.send("\t80")  // the port: 808080, out of range
    session.send("\u{1B}[6~")  // Page Down: the last control, Revert, and the lines after it
    #expect(
      session.waitForScreen {
        $0.contains("> [ Revert ]") && $0.contains("Status: Ready.") && $0.contains("List: Up/Down select")
      })
    session.send("\u{1B}[Z\r")  // Shift-Tab to Apply, Enter: refused, the alert line says so
    #expect(session.waitForScreen { $0.contains("> [ Apply ]") && $0.contains("! Nothing applied") })
    session.send("\u{1B}[5~")  // Page Up: the first control and the title
    #expect(session.waitForScreen { $0.contains("> Name") && $0.contains("BindKit settings demo") })
    session.send("\u{3}")
    let status = try #require(session.waitForExit())
    #expect(DemoProcess.exitStatus(of: status) == 0)
  }

  @Test func settingsAppliedAtTheTerminalAreThereWhenTheDemoStartsAgain() throws {
    let folder = try TemporaryFolder()
    let arguments = ["--test-delay", "0", "--config", folder.file("settings.json")]
    let first = try PseudoTerminalSession(
      program: DemoProcess.self, arguments: arguments, environment: Self.environment)
    #expect(first.waitForScreen { $0.contains("> Name") })
    first.send("\u{15}Grace\t")  // Ctrl-U, the new name, Tab: taken into the buffer
    first.send("\u{1B}[6~")  // Page Down: the last enabled control (Undo; nothing to redo) and the summary
    #expect(first.waitForScreen { $0.contains("> [ Undo") && $0.contains("Summary: Grace, port 8080") })
    first.send("\u{1B}[Z\u{1B}[Z")  // Shift-Tab twice: Revert, Apply
    #expect(first.waitForScreen { $0.contains("> [ Apply ]") })
    first.send("\r")
    #expect(first.waitForScreen { $0.contains("Status: Applied.") })
    first.send("\u{3}")
    #expect(DemoProcess.exitStatus(of: try #require(first.waitForExit())) == 0)

    let second = try PseudoTerminalSession(
      program: DemoProcess.self, arguments: arguments, environment: Self.environment)
    #expect(second.waitForScreen { $0.contains("> Name        [Grace") })
    second.send("\u{3}")
    #expect(DemoProcess.exitStatus(of: try #require(second.waitForExit())) == 0)
  }

  /// The settings file's text, or nil when there is none.
  private func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

  /// Waits at most `limit` for the file at `path` to satisfy `condition`, while the demo runs.
  private func waitForFile(_ path: String, within limit: Duration = .seconds(20), _ condition: (String) -> Bool)
    -> Bool
  {
    let end = ContinuousClock.now + limit
    while ContinuousClock.now < end {
      if let text = contents(path), condition(text) { return true }
      usleep(10_000)
    }
    return false
  }

  /// Deletes the first server at the terminal: Tab to the list, Delete.
  private func deleteFirstServer(_ session: PseudoTerminalSession) {
    #expect(session.waitForScreen { $0.contains("> Name") })
    session.send(String(repeating: "\t", count: 6))  // name, port, notifications, volume, steps, theme, servers
    #expect(session.waitForScreen { $0.contains("> Servers") && $0.contains("  > eu.example.org") })
    session.send("\u{1B}[3~")  // Delete
    #expect(session.waitForScreen { $0.contains("  > us.example.org") && !$0.contains("eu.example.org") })
  }

  /// A change still inside its burst (an hour long here) when SIGTERM arrives is in the file: the demo writes it
  /// before `die(of:)`, and dies of the signal.
  @Test func aChangeStillInItsBurstIsWrittenWhenSIGTERMEndsTheDemo() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("settings.json")
    let session = try PseudoTerminalSession(
      program: DemoProcess.self, arguments: ["--test-delay", "0", "--config", file, "--write-delay", "3600000"],
      environment: Self.environment)
    deleteFirstServer(session)
    #expect(contents(file) == nil)  // the burst has not ended: nothing written yet
    kill(session.pid, SIGTERM)
    let status = try #require(session.waitForExit())
    #expect(DemoProcess.signal(of: status) == SIGTERM)
    let text = try #require(contents(file), "the change was not written before the demo died")
    #expect(text.contains("\"us.example.org\"") && !text.contains("eu.example.org"))
    #expect(settingsMatch(session.currentSettings, session.originalSettings))
  }

  /// With a short burst, the change reaches the file while the demo runs: the real-clock scheduler runs between
  /// keys, on the main actor.
  @Test func aChangeIsWrittenWhenItsBurstEndsWhileTheDemoRuns() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("settings.json")
    let session = try PseudoTerminalSession(
      program: DemoProcess.self, arguments: ["--test-delay", "0", "--config", file, "--write-delay", "20"],
      environment: Self.environment)
    deleteFirstServer(session)
    #expect(waitForFile(file) { $0.contains("\"us.example.org\"") && !$0.contains("eu.example.org") })
    #expect(session.waitForExit(timeout: .zero) == nil)  // still running
    session.send("\u{3}")
    #expect(DemoProcess.exitStatus(of: try #require(session.waitForExit())) == 0)
  }

  /// Another program (or a person's editor) changes the settings file while the demo runs: the form shows the new
  /// name by itself, at the store's next check, with no key pressed.
  @Test func anEditToTheFileReachesTheRunningForm() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("settings.json")
    let session = try PseudoTerminalSession(
      program: DemoProcess.self, arguments: ["--test-delay", "0", "--config", file], environment: Self.environment)
    #expect(session.waitForScreen { $0.contains("> Name        [Ada") })
    let edited = file + ".edit"
    #expect(FileManager.default.createFile(atPath: edited, contents: Data(#"{"name": "Edited", "port": 9}"#.utf8)))
    #expect(rename(edited, file) == 0)  // as an editor that writes a copy and renames it does
    #expect(session.waitForScreen { $0.contains("> Name        [Edited") })
    session.send("\u{1B}[6~")  // Page Down: the summary, derived from the buffer over the model
    #expect(session.waitForScreen { $0.contains("Summary: Edited, port 9,") })
    session.send("\u{3}")
    #expect(DemoProcess.exitStatus(of: try #require(session.waitForExit())) == 0)
    #expect(contents(file)?.contains("\"Edited\"") == true)
  }

  /// Revert over the buffer at a real terminal: a name typed and taken into the buffer with Tab is taken back by
  /// Revert, and the file never sees it; a name typed and applied reaches the file.
  @Test func revertTakesBackAFieldTabTookIntoTheBufferAndApplyWritesTheNextEdit() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("settings.json")
    let session = try PseudoTerminalSession(
      program: DemoProcess.self, arguments: ["--test-delay", "0", "--config", file], environment: Self.environment)
    #expect(session.waitForScreen { $0.contains("> Name        [Ada") })
    session.send("\u{15}Grace\t")  // Ctrl-U, the new name, Tab: taken into the buffer, the focus on Port
    #expect(session.waitForScreen { $0.contains("> Port") })
    session.send("\u{1B}[6~")  // Page Down: Undo, the last enabled control, and the summary
    #expect(session.waitForScreen { $0.contains("> [ Undo") && $0.contains("Summary: Grace, port 8080") })
    session.send("\u{1B}[Z")  // Shift-Tab: Revert
    #expect(session.waitForScreen { $0.contains("> [ Revert ]") })
    session.send("\r")
    #expect(session.waitForScreen { $0.contains("Status: Reverted.") && $0.contains("Summary: Ada, port 8080") })
    session.send("\u{1B}[5~")  // Page Up: the name field shows the old name again
    #expect(session.waitForScreen { $0.contains("> Name        [Ada") && !$0.contains("Grace") })
    #expect(contents(file) == nil)  // the buffer's name never reached the file
    session.send("\u{15}Linus\t")
    #expect(session.waitForScreen { $0.contains("> Port") })
    session.send("\u{1B}[6~")
    #expect(session.waitForScreen { $0.contains("> [ Undo") && $0.contains("Summary: Linus, port 8080") })
    session.send("\u{1B}[Z\u{1B}[Z")  // Shift-Tab twice: Revert, Apply
    #expect(session.waitForScreen { $0.contains("> [ Apply ]") })
    session.send("\r")
    #expect(session.waitForScreen { $0.contains("Status: Applied.") })
    #expect(contents(file)?.contains("\"name\" : \"Linus\"") == true)
    session.send("\u{3}")
    #expect(DemoProcess.exitStatus(of: try #require(session.waitForExit())) == 0)
  }
}
