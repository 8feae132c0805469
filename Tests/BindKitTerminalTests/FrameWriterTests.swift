import BindKitTerminal
import BindKitViews
import Testing

/// Frames reach the terminal as the fewest bytes: only changed lines, the cursor only in a text field.
@Suite struct FrameWriterTests {
  @Test func theFirstFrameClearsAndLaterOnesSendOnlyChangedLines() {
    var writer = FrameWriter(usesColor: false)
    let first = writer.update(to: Frame(lines: [StyledLine("one"), StyledLine("two")]), columns: 80)
    #expect(first.contains("\u{1B}[2J") && first.contains("one") && first.contains("two"))
    let second = writer.update(to: Frame(lines: [StyledLine("one"), StyledLine("2")]), columns: 80)
    #expect(second == "\u{1B}[?2026h\u{1B}[2;1H2\u{1B}[K\u{1B}[?25l\u{1B}[?2026l")
    #expect(writer.update(to: Frame(lines: [StyledLine("one"), StyledLine("2")]), columns: 80) == "")
    let shorter = writer.update(to: Frame(lines: [StyledLine("one")]), columns: 80)
    #expect(shorter.contains("\u{1B}[2;1H\u{1B}[K"))
  }

  @Test func aChangeOfColourOrWidthWritesTheSameLinesAgain() {
    let frame = Frame(lines: [StyledLine("> ", .bold), StyledLine("abcdef")])
    var writer = FrameWriter(usesColor: false)
    _ = writer.update(to: frame, columns: 80)
    #expect(writer.update(to: frame, columns: 80) == "")
    writer.usesColor = true
    #expect(
      writer.update(to: frame, columns: 80)
        == "\u{1B}[?2026h\u{1B}[1;1H\u{1B}[1m> \u{1B}[0m\u{1B}[K\u{1B}[?25l\u{1B}[?2026l")
    #expect(writer.update(to: frame, columns: 3) == "\u{1B}[?2026h\u{1B}[2;1Habc\u{1B}[K\u{1B}[?25l\u{1B}[?2026l")
    #expect(writer.update(to: Frame(lines: [StyledLine("> ", .bold), StyledLine("abcxyz")]), columns: 3) == "")
  }

  @Test func aKeystrokeWritesOnlyItsLineAndPlacesTheCursor() {
    let fields = (0..<50).map { _ in TextField() }
    let driver = FormDriver(form: Form { for (index, field) in fields.enumerated() { Field("F\(index)", field) } })
    var writer = FrameWriter(usesColor: false)
    _ = writer.update(to: driver.frame(), columns: 80)
    driver.handle(.character("x"))
    let bytes = writer.update(to: driver.frame(), columns: 80)
    #expect(bytes.split(separator: "\u{1B}[K", omittingEmptySubsequences: false).count == 2)  // one line
    #expect(bytes.contains("\u{1B}[1;1H> F0   [x_"))
    #expect(bytes.contains("\u{1B}[1;10H\u{1B}[?25h"))
  }

  /// What the `terminal.keystroke` benchmark measures: a key into a text field of a 50-control form bound to its
  /// models goes through the field, the binding and the model and back, and writes that one line.
  @Test(arguments: [false, true])
  func aKeystrokeInABoundFiftyControlFormWritesOnlyTheChangedLine(usesColor: Bool) {
    let form = FiftyControlForm(usesColor: usesColor)
    var writer = FrameWriter(usesColor: usesColor)
    let first = writer.update(to: form.driver.frame(), columns: 80)
    #expect(first.split(separator: "\u{1B}[K", omittingEmptySubsequences: false).count == 61)  // 60 lines
    #expect(form.driver.focus(named: "email3"))
    _ = writer.update(to: form.driver.frame(), columns: 80)  // the focus moved: two lines
    // Section 3 starts on line 25 (each section: a heading, ten controls, a blank); its email field is line 27.
    for (key, text) in [(Key.character("x"), "user3@example.comx"), (.backspace, "user3@example.com")] {
      form.driver.handle(key)
      #expect(form.accounts[2].email == text)
      let bytes = writer.update(to: form.driver.frame(), columns: 80)
      #expect(bytes.split(separator: "\u{1B}[K", omittingEmptySubsequences: false).count == 2)  // one line
      #expect(bytes.split(separator: ";1H", omittingEmptySubsequences: false).count == 2)  // moved to once
      #expect(bytes.contains("\u{1B}[27;1H"))
      #expect(bytes.contains(text))
      #expect(!bytes.contains("Account") && !bytes.contains("user1@"))
    }
  }

  @Test func theScreenKeepsWideCharactersInTwoCellsAndCutsLines() {
    var screen = Screen(rows: 2, columns: 5)
    screen.draw(Frame(lines: [StyledLine("日本語"), StyledLine("abcdefg", .bold)], cursor: (1, 2)))
    #expect(screen.text(ofRow: 0) == "日本")
    #expect(screen.cells[0][1].character == nil)
    #expect(screen.text(ofRow: 1) == "abcde")
    #expect(screen.cells[1][0].attributes == .bold)
    #expect(screen.cursor?.column == 2)
  }

  @Test func widthsCountGraphemeClusters() {
    #expect(TerminalText.width(of: "e\u{301}") == 1)
    #expect(TerminalText.width(of: "日本") == 4)
    #expect(TerminalText.width(of: "👩‍👩‍👧") == 2)
    #expect(TerminalText.prefix(of: "日本", fitting: 3) == "日")
  }

  @Test func aFrameTallerThanTheTerminalIsShownAWindowAtATimeThatFollowsTheFocus() {
    let fields = (0..<10).map { _ in Switch() }
    let driver = FormDriver(
      form: Form {
        for (index, field) in fields.enumerated() { Field("S\(index)", field) }
      })
    var offset = 0
    #expect(driver.frame().window(rows: 4, offset: &offset).plainText == "> [ ] S0\n  [ ] S1\n  [ ] S2\n  [ ] S3")
    for _ in 0..<5 { driver.moveFocus(forward: true) }
    #expect(driver.frame().window(rows: 4, offset: &offset).plainText == "  [ ] S2\n  [ ] S3\n  [ ] S4\n> [ ] S5")
    #expect(offset == 2)
    driver.moveFocus(forward: false)  // still in view: the window stays
    #expect(driver.frame().window(rows: 4, offset: &offset).lines.first?.plainText == "  [ ] S2")
    var whole = 7
    #expect(driver.frame().window(rows: 24, offset: &whole).lines.count == 10)
    #expect(whole == 0)
  }
}
