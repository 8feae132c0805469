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
    session.send(String(repeating: "\t", count: 8))  // down to Revert, below the 24th line
    #expect(session.waitForScreen { $0.contains("> [ Revert ]") && !$0.contains("BindKit settings demo") })
    session.send("\u{3}")  // Ctrl-C quits
    let status = try #require(session.waitForExit())
    #expect(DemoProcess.exitStatus(of: status) == 0)
    #expect(settingsMatch(session.currentSettings, session.originalSettings))
  }
}
