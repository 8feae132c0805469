import BindKitTerminal
import Testing

/// Widths and cuts of text that mixes ASCII (measured without Unicode look-ups) with wide characters and grapheme
/// clusters (measured one by one): the two ways must agree, and a cut never splits a cluster.
@Suite struct TerminalTextTests {
  @Test func asciiTakesOneColumnPerPrintableCharacterAndNoneForControls() {
    #expect(TerminalText.width(of: "Account 1" as String) == 9)
    #expect(TerminalText.width(of: "" as String) == 0)
    #expect(TerminalText.width(of: "a\tb\u{7F}" as String) == 2)
    #expect(TerminalText.width(of: "\r\n" as String) == 0)  // one grapheme cluster, a control
    #expect(TerminalText.width(of: Character("~")) == 1)
    #expect(TerminalText.width(of: Character(" ")) == 1)
    #expect(TerminalText.width(of: Character("\u{1B}")) == 0)
  }

  @Test(arguments: [
    ("abc日本", 7),
    ("e\u{301}xyz", 4),  // an ASCII letter and a combining mark: one cluster, one column
    ("ok 👩‍👩‍👧 ok", 8),
    ("1\u{FE0F}\u{20E3}!", 3),  // a keycap: an ASCII digit begins a two-column emoji sequence
    ("Ａｂ c", 6),  // fullwidth forms
    ("a\u{200B}b", 2),  // a zero-width space between ASCII
    ("tab\there\u{85}", 7),  // ASCII and C0 / C1 controls
  ])
  func mixedTextIsMeasuredCharacterByCharacter(text: String, width: Int) {
    #expect(TerminalText.width(of: text) == width)
    #expect(TerminalText.width(of: text[...]) == width)
    #expect(text.reduce(0) { $0 + TerminalText.width(of: $1) } == width)
  }

  @Test func prefixesNeverSplitAClusterOrAWideCharacter() {
    #expect(TerminalText.prefix(of: "ab日c", fitting: 3) == "ab")
    #expect(TerminalText.prefix(of: "ab日c", fitting: 4) == "ab日")
    #expect(TerminalText.prefix(of: "e\u{301}e\u{301}x", fitting: 2) == "e\u{301}e\u{301}")
    #expect(TerminalText.prefix(of: "xe\u{301}", fitting: 1) == "x")
    #expect(TerminalText.prefix(of: "1\u{FE0F}\u{20E3}a", fitting: 1) == "")
    #expect(TerminalText.prefix(of: "abcdef", fitting: 3) == "abc")
    #expect(TerminalText.prefix(of: "abc", fitting: 3) == "abc")
    #expect(TerminalText.prefix(of: "abc", fitting: 0) == "")
    #expect(TerminalText.prefix(of: "a\tbc", fitting: 2) == "a\tb")  // a control takes no column
    #expect(TerminalText.prefix(of: "ab\r\ncd", fitting: 2) == "ab\r\n")
  }

  @Test func suffixesNeverSplitAClusterOrAWideCharacter() {
    #expect(TerminalText.suffix(of: "ab日c", fitting: 3) == "日c")
    #expect(TerminalText.suffix(of: "ab日c", fitting: 2) == "c")
    #expect(TerminalText.suffix(of: "abe\u{301}", fitting: 1) == "e\u{301}")
    #expect(TerminalText.suffix(of: "abcdef", fitting: 2) == "ef")
    #expect(TerminalText.suffix(of: "abc", fitting: 5) == "abc")
  }

  @Test func printableReplacesControlsAndKeepsEverythingElse() {
    #expect(TerminalText.printable("plain ASCII") == "plain ASCII")
    #expect(TerminalText.printable("a\u{7}b\u{7F}") == "a?b?")
    #expect(TerminalText.printable("日\u{85}e\u{301}") == "日?e\u{301}")
  }

  @Test func linesAreCutByColumnsWhateverTheirCharacters() {
    var line = StyledLine("abc", .bold)
    line.append("日本")
    line.append("e\u{301}!", .dim)
    #expect(line.width == 9)
    #expect(line.truncated(to: 9) == line)
    #expect(line.truncated(to: 3).plainText == "abc")
    #expect(line.truncated(to: 4).runs.map(\.text) == ["abc", "", "e\u{301}"])  // 日 cannot fit in the one column left
    #expect(line.truncated(to: 5).plainText == "abc日")
    #expect(line.truncated(to: 8).plainText == "abc日本e\u{301}")
    #expect(line.truncated(to: 8).width == 8)
    let ascii = StyledLine("> ", .bold)
    #expect(ascii.truncated(to: 80) == ascii)
    #expect(ascii.truncated(to: 1).plainText == ">")
    #expect(StyledLine("abc").truncated(to: 0).plainText == "")
  }

  @Test func plainAttributesCanBeWrittenWithoutArguments() {
    #expect(TextAttributes() == [])
    #expect(TextAttributes().isEmpty)
    #expect(TextAttributes(isBold: true) == .bold)
  }
}
