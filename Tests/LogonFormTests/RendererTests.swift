import Testing

@testable import LogonFormCore

@Suite struct RendererTests {
  private let plain = Renderer(usesColor: false, columns: 80)

  @Test func drawsEveryControlFromTheSnapshot() {
    let snapshot = FormSnapshot(
      username: "alice", passwordLength: 3, rememberMe: true, logOnEnabled: true, status: "Ready.")
    let lines = plain.lines(for: snapshot, focus: .username)
    #expect(lines[2] == "> Username  [alice_                    ]")
    #expect(lines[3] == "  Password  [***                       ]")
    #expect(lines[4] == "  [x] Remember me")
    #expect(lines[5] == "  [ Log on ]")
    #expect(lines[7] == "  Status: Ready.")
    #expect(lines.contains { $0.contains("Demo account: demo / bindkit") })
  }

  @Test func withoutColorsDisabledControlsSaySo() {
    let snapshot = FormSnapshot(usernameEnabled: false, rememberMeEnabled: false, logOnEnabled: false)
    let lines = plain.lines(for: snapshot, focus: .logOn)
    #expect(lines[2].hasSuffix("] (disabled)"))
    #expect(lines[4] == "  [ ] Remember me (disabled)")
    #expect(lines[5] == "> [ Log on ] (disabled)")
  }

  @Test func withoutColorsThereAreNoEscapeSequences() {
    let lines = plain.lines(for: FormSnapshot(username: "x", status: "s"), focus: .password)
    #expect(!lines.joined().contains("\u{1B}"))
  }

  @Test func withColorsTheFocusIsReversedAndDisabledIsDim() {
    let renderer = Renderer(usesColor: true, columns: 80)
    let lines = renderer.lines(for: FormSnapshot(logOnEnabled: false), focus: .rememberMe)
    #expect(lines[4].contains("\u{1B}[7m[ ] Remember me\u{1B}[0m"))
    #expect(lines[5].contains("\u{1B}[2m[ Log on ]\u{1B}[0m"))
    #expect(!lines[5].contains("(disabled)"))
  }

  @Test func thePasswordIsNeverDrawn() {
    let snapshot = FormSnapshot(passwordLength: 7)
    #expect(snapshot.maskedPassword == "*******")
    #expect(plain.lines(for: snapshot, focus: .password)[3].contains("[*******_"))
  }

  @Test func aLongFieldShowsItsEnd() {
    let text = String(repeating: "a", count: 40) + "END"
    let line = plain.lines(for: FormSnapshot(username: text), focus: .password)[2]
    #expect(line.hasSuffix("aaaEND ]"))
    #expect(TerminalText.width(of: line) == 2 + 10 + 1 + Renderer.fieldWidth + 1)
  }

  @Test func wideCharactersKeepTheBoxAligned() {
    let line = plain.lines(for: FormSnapshot(username: "日本"), focus: .password)[2]
    #expect(TerminalText.width(of: line) == 2 + 10 + 1 + Renderer.fieldWidth + 1)
  }

  @Test func linesAreCutToTheTerminalWidth() {
    let narrow = Renderer(usesColor: true, columns: 12)
    for line in narrow.lines(for: FormSnapshot(status: String(repeating: "z", count: 100)), focus: .username) {
      let visible = PseudoTerminalSession.strippingEscapes(Array(line.utf8)[...])
      #expect(TerminalText.width(of: visible) <= 12)
    }
  }

  @Test func controlCharactersInTextAreNotSentToTheTerminal() {
    let lines = plain.lines(for: FormSnapshot(username: "a\u{1B}[2Jb", status: "x\u{7}"), focus: .logOn)
    #expect(!lines.joined().contains("\u{1B}"))
    #expect(!lines.joined().contains("\u{7}"))
  }
}

@Suite struct ScriptFormatTests {
  @Test func theStateBlockIsStable() {
    let snapshot = FormSnapshot(
      username: "alice", passwordLength: 5, rememberMe: false, logOnEnabled: true, status: "Ready.")
    #expect(
      snapshot.scriptDescription == """
        username: "alice"
        password: "*****"
        remember: off
        logon: enabled
        status: Ready.


        """)
  }

  @Test func quotesAndBackslashesAreEscaped() {
    #expect(FormSnapshot.quoted(#"a"b\c"#) == #""a\"b\\c""#)
    #expect(FormSnapshot.quoted("\u{1B}x") == #""\u{1B}x""#)
  }
}
