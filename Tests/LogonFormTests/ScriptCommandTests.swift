import Testing

@testable import LogonFormCore

@Suite struct ScriptCommandTests {
  @Test(arguments: [
    ("type username alice", ScriptCommand.type(.username, text: "alice")),
    ("type password two words ", .type(.password, text: "two words ")),
    ("type password    ", .type(.password, text: "   ")),
    ("type username", .type(.username, text: "")),
    ("type username ", .type(.username, text: "")),
    ("  type   username élan", .type(.username, text: "élan")),
    ("toggle remember", .toggleRemember),
    ("toggle  remember  ", .toggleRemember),
    ("tap logon", .tapLogOn),
    ("show", .show),
    ("help", .help),
    ("quit", .quit),
    ("\tshow\t", .show),
  ])
  func validLinesParse(line: String, command: ScriptCommand) throws {
    #expect(try ScriptCommand.parse(line) == command)
  }

  @Test(arguments: ["", "   ", "# a comment", "  # indented comment"])
  func blankLinesAndCommentsAreSkipped(line: String) throws {
    #expect(try ScriptCommand.parse(line) == nil)
  }

  @Test(arguments: [
    ("foo", "unknown command 'foo'"),
    ("Show", "unknown command 'Show'"),
    ("type", "type: missing field (username or password)"),
    ("type email x", "type: unknown field 'email' (username or password)"),
    ("toggle", "toggle: expected 'remember', found nothing"),
    ("toggle lights", "toggle: expected 'remember', found 'lights'"),
    ("tap cancel", "tap: expected 'logon', found 'cancel'"),
    ("tap logon now", "tap logon: takes nothing after 'logon'"),
    ("show me", "show: takes no arguments"),
    ("quit now", "quit: takes no arguments"),
    ("type username a\u{7}b", "type: the text contains control characters, which typing cannot enter"),
    ("\u{1B}[A", "unknown command '\\u{1B}[A'"),
  ])
  func badLinesGiveAnErrorNamingTheCommand(line: String, message: String) {
    #expect(throws: ScriptError(message)) { try ScriptCommand.parse(line) }
  }

  @Test func aLongCommandNameIsCutInTheMessage() {
    let line = String(repeating: "x", count: 10_000)
    #expect(throws: ScriptError("unknown command '\(String(repeating: "x", count: 40))...'")) {
      try ScriptCommand.parse(line)
    }
  }

  @Test func theSummaryNamesEveryCommand() {
    for name in ["type username", "type password", "toggle remember", "tap logon", "show", "help", "quit"] {
      #expect(ScriptCommand.summary.contains(name))
    }
  }
}

@Suite struct LineSplitterTests {
  @Test func splitsOnNewlinesAndDropsCarriageReturns() {
    var splitter = LineSplitter()
    let pieces = splitter.append(Array("a\r\nbc\n\nd".utf8)) + splitter.finish()
    #expect(pieces == [.line(Array("a".utf8)), .line(Array("bc".utf8)), .line([]), .line(Array("d".utf8))])
  }

  @Test func joinsALineSplitAcrossReads() {
    var splitter = LineSplitter()
    #expect(splitter.append(Array("ty".utf8)).isEmpty)
    #expect(splitter.append(Array("pe\n".utf8)) == [.line(Array("type".utf8))])
    #expect(splitter.finish().isEmpty)
  }

  @Test func reportsAnOverlongLineWithoutKeepingIt() {
    var splitter = LineSplitter(maximumLength: 8)
    var pieces: [LineSplitter.Piece] = []
    for _ in 0..<10 { pieces += splitter.append(Array("0123456789".utf8)) }
    pieces += splitter.append(Array("\nok\n".utf8))
    #expect(pieces == [.tooLong(100), .line(Array("ok".utf8))])
  }

  @Test func aLineOfExactlyTheLimitIsKept() {
    var splitter = LineSplitter(maximumLength: 4)
    #expect(splitter.append(Array("abcd\r\nabcde\n".utf8)) == [.line(Array("abcd".utf8)), .tooLong(5)])
  }
}

@Suite struct DemoOptionsTests {
  @Test func noArgumentsRunsTheForm() throws {
    #expect(try DemoOptions.parse([]) == DemoOptions())
  }

  @Test(arguments: [["--help"], ["-h"], ["--script", "--help"]])
  func helpIsRecognised(arguments: [String]) throws {
    #expect(try DemoOptions.parse(arguments).action == .help)
  }

  @Test func versionIsRecognised() throws {
    #expect(try DemoOptions.parse(["--version"]).action == .version)
  }

  @Test(arguments: [["--check-delay", "25"], ["--check-delay=25"]])
  func checkDelayTakesMilliseconds(arguments: [String]) throws {
    #expect(try DemoOptions.parse(arguments).checkDelayMilliseconds == 25)
  }

  @Test(arguments: [
    (["--frobnicate"], "unknown option '--frobnicate'"),
    (["-x"], "unknown option '-x'"),
    (["extra"], "unexpected argument 'extra'"),
    (["--check-delay"], "option '--check-delay' needs a number of milliseconds"),
    (
      ["--check-delay", "soon"],
      "option '--check-delay' needs a number of milliseconds from 0 to 60000, not 'soon'"
    ),
    (["--check-delay=-1"], "option '--check-delay' needs a number of milliseconds from 0 to 60000, not '-1'"),
    (["--help=yes"], "option '--help' takes no value"),
  ])
  func badArgumentsAreUsageErrors(arguments: [String], message: String) {
    #expect(throws: UsageError(message)) { try DemoOptions.parse(arguments) }
  }
}
