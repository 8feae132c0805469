import BindKit
import BindKitViews
import Glibc
import Testing

@testable import BindKitTerminal

/// The session's loop on a pseudo-terminal in this process: keys typed on its master side, frames read back there.
@Suite struct TerminalSessionTests {
  /// A key that changes the form is drawn by the loop's own turn: it posts no `.formChanged` back into the loop's
  /// stream (which would diff an unchanged frame on the next turn). A change made while the loop waits posts one.
  @MainActor @Test(.timeLimit(.minutes(1))) func aHandledKeyPostsNoRedrawBackToTheLoop() async throws {
    let model = Preferences()
    let field = TextField()
    model.bind(key: \.name, toView: field, viewKey: \.text)
    let driver = FormDriver(form: Form { Field("Name", field) })
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    try #require(openpty(&master, &slave, nil, nil, &size) == 0)
    defer {
      close(master)
      close(slave)
    }
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    // The session relays these signals to itself while it runs, and leaves its handlers installed: the test
    // process gets its own back.
    var previousActions: [Int32: sigaction] = [:]
    for signal in TerminalSession.relayedSignals {
      var action = sigaction()
      sigaction(signal, nil, &action)
      previousActions[signal] = action
    }
    defer {
      for (signal, action) in previousActions {
        var action = action
        sigaction(signal, &action, nil)
      }
    }
    let session = TerminalSession(driver: driver, input: slave, output: slave)
    let run = Task { await session.run { _ in false } }  // a key the form ignores (Ctrl-C) ends it

    /// Waits, reading what the session writes so that it never blocks, until `condition` holds or 10 s pass.
    var written = 0
    func wait(until condition: () -> Bool) async throws {
      var buffer = [UInt8](repeating: 0, count: 4096)
      for _ in 0..<1000 {
        while case let count = read(master, &buffer, buffer.count), count > 0 { written += count }
        if condition() { return }
        try await Task.sleep(for: .milliseconds(10))
      }
    }
    func type(_ bytes: [UInt8]) { _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) } }

    // Keys typed before the session takes the terminal would be discarded: first its first frame.
    try await wait { written > 0 }
    type(Array("xy".utf8))
    try await wait { model.name == "Adaxy" }
    #expect(model.name == "Adaxy")
    type([0x7F])  // Backspace
    try await wait { model.name == "Adax" }
    #expect(model.name == "Adax")
    // The model changed by the program while the loop waits for a key: one redraw posted, and taken.
    model.name = "Grace"
    try await wait { session.formChangesReceived == 1 }
    #expect(session.formChangesReceived == 1)
    type(Array("!".utf8))
    try await wait { model.name.contains("!") }
    type([0x03])  // Ctrl-C: ignored by the form, so `onKey` ends the session
    #expect(await run.value == .quit)
    #expect(model.name.count == 6 && model.name.contains("!"))
    #expect(session.formChangesReceived == 1, "the three keys posted no redraw of their own")
  }
}
