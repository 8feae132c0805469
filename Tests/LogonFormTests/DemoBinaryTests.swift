import Foundation
import Glibc
import TestSupport
import Testing

/// The built `logon-demo`, run as a user runs it.
@Suite struct DemoBinaryTests {
  /// The five-line state block (and its blank line) for these values.
  private func block(
    username: String = "", password: String = "", remember: Bool = false, logOn: Bool = false,
    status: String = "Enter a username and a password."
  ) -> String {
    """
    username: "\(username)"
    password: "\(String(repeating: "*", count: password.count))"
    remember: \(remember ? "on" : "off")
    logon: \(logOn ? "enabled" : "disabled")
    status: \(status)


    """
  }

  @Test func aScriptedLogOnWithTheDemoAccountSucceeds() throws {
    let result = try DemoProcess.script([
      "show", "type username demo", "type password bindkit", "toggle remember", "tap logon", "quit",
    ])
    #expect(!result.timedOut)
    #expect(result.exitStatus == 0)
    #expect(result.errors.isEmpty)
    let expected =
      block() + block(username: "demo") + block(username: "demo", password: "bindkit", logOn: true)
      + block(username: "demo", password: "bindkit", remember: true, logOn: true)
      + block(
        username: "demo", password: "bindkit", remember: true, logOn: true,
        status: "Logged on as demo. You will be remembered.")
    #expect(result.output == expected)
  }

  @Test func aUsernameRememberedByOneRunIsFilledInByTheNext() throws {
    let folder = try TemporaryFolder()
    let arguments = ["--check-delay", "0", "--config", folder.file("logon.json")]
    let first = try DemoProcess.script(
      ["type username demo", "type password bindkit", "toggle remember", "tap logon"], arguments: arguments)
    #expect(first.exitStatus == 0)
    #expect(first.errors.isEmpty)
    let second = try DemoProcess.script(["show"], arguments: arguments)
    #expect(second.output == block(username: "demo", remember: true))
    // A log-on with the switch off forgets the name.
    _ = try DemoProcess.script(["toggle remember", "type password bindkit", "tap logon"], arguments: arguments)
    let third = try DemoProcess.script(["show"], arguments: arguments)
    #expect(third.output == block())
  }

  @Test func aRememberedNameThatCannotBeWrittenIsReportedAndTheStatusIs1() throws {
    let folder = try TemporaryFolder()
    try "".write(toFile: folder.file("blocker"), atomically: true, encoding: .utf8)
    let result = try DemoProcess.script(
      ["type username demo", "type password bindkit", "toggle remember", "tap logon"],
      arguments: ["--check-delay", "0", "--config", folder.file("blocker/logon.json")])
    #expect(result.exitStatus == 1)
    #expect(result.output.contains("status: Logged on as demo, but not remembered: "))
    #expect(result.errors.contains("logon-demo: the username was not remembered: "))
  }

  @Test func aWrongPasswordFailsWithAClearStatus() throws {
    let result = try DemoProcess.script(["type username demo", "type password nope", "tap logon"])
    #expect(result.exitStatus == 0)
    #expect(
      result.output.hasSuffix(
        block(
          username: "demo", password: "nope", logOn: true,
          status: "Log-on failed: unknown username or wrong password.")))
  }

  @Test func spacesOnlyKeepTheButtonDisabledAndTapDoesNothing() throws {
    let result = try DemoProcess.script(["type username    ", "type password  ", "tap logon"])
    #expect(result.exitStatus == 0)
    #expect(result.output.hasSuffix(block(username: "   ", password: " ")))
  }

  @Test func theDefaultCheckDelayIsWaitedFor() throws {
    let result = try DemoProcess.script(
      ["type username demo", "type password bindkit", "tap logon"], arguments: [])
    #expect(
      result.output.hasSuffix(
        block(
          username: "demo", password: "bindkit", logOn: true, status: "Logged on as demo.")))
  }

  @Test func aBadCommandIsReportedOnStandardErrorAndTheDemoGoesOn() throws {
    let result = try DemoProcess.script(["type username alice", "frobnicate now", "show"])
    #expect(result.exitStatus == 0)
    #expect(
      result.errors == "logon-demo: line 2: unknown command 'frobnicate'; valid commands: "
        + "type username TEXT, type password TEXT, toggle remember, tap logon, undo, redo, show, help, quit\n")
    #expect(result.output == block(username: "alice") + block(username: "alice"))
  }

  @Test func undoAndRedoTakeBackEditsAndDoThemAgain() throws {
    let result = try DemoProcess.script([
      "type username demo", "type password bindkit", "undo", "undo", "undo", "redo", "toggle remember", "undo",
      "redo",
    ])
    #expect(result.exitStatus == 0)
    #expect(result.errors.hasPrefix("logon-demo: line 5: nothing to undo"))
    #expect(result.errors.split(separator: "\n").count == 1)
    let expected =
      block(username: "demo") + block(username: "demo", password: "bindkit", logOn: true)
      + block(username: "demo") + block() + block(username: "demo") + block(username: "demo", remember: true)
      + block(username: "demo") + block(username: "demo", remember: true)
    #expect(result.output == expected)
  }

  @Test func theEndOfInputQuitsCleanly() throws {
    let result = try DemoProcess.run(["--check-delay", "0"], input: Array("type username a".utf8))
    #expect(result.exitStatus == 0)
    #expect(result.output == block(username: "a"))
    let empty = try DemoProcess.run([], input: [])
    #expect(empty.exitStatus == 0)
    #expect(empty.output.isEmpty)
    #expect(empty.errors.isEmpty)
  }

  @Test func quitStopsBeforeTheRest() throws {
    let result = try DemoProcess.script(["quit", "show"])
    #expect(result.exitStatus == 0)
    #expect(result.output.isEmpty)
  }

  @Test func helpListsTheCommands() throws {
    let result = try DemoProcess.script(["help"])
    #expect(result.exitStatus == 0)
    #expect(result.output.contains("type username TEXT"))
    #expect(result.output.contains("tap logon"))
  }

  @Test func crlfLinesAndCommentsAreAccepted() throws {
    let result = try DemoProcess.run(input: Array("# a script\r\n\r\ntype username bob\r\n".utf8))
    #expect(result.exitStatus == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output == block(username: "bob"))
  }

  @Test func invalidUTF8AndOverlongLinesAreReportedAndSkipped() throws {
    var input: [UInt8] = [0xFF, 0xFE, UInt8(ascii: "\n")]
    input += Array(repeating: UInt8(ascii: "x"), count: 200_000) + [UInt8(ascii: "\n")]
    input += Array("type username ok\n".utf8)
    let result = try DemoProcess.run(input: input)
    #expect(result.exitStatus == 0)
    let errors = result.errors.split(separator: "\n")
    #expect(errors.count == 2)
    #expect(errors.first?.hasPrefix("logon-demo: line 1: not valid UTF-8; valid commands: ") == true)
    #expect(errors.last?.hasPrefix("logon-demo: line 2: line too long (200000 bytes, at most 65536)") == true)
    #expect(result.output == block(username: "ok"))
  }

  @Test func helpFlagPrintsUsageAndExitStatuses() throws {
    let result = try DemoProcess.run(["--help"])
    #expect(result.exitStatus == 0)
    #expect(result.output.hasPrefix("logon-demo: the BindKit logon form"))
    for text in [
      "Usage:", "--check-delay MS", "--config PATH", "Exit status:", "2    bad command line", "logon: enabled|disabled",
    ] {
      #expect(result.output.contains(text))
    }
    #expect(result.errors.isEmpty)
  }

  @Test func versionFlagPrintsTheVersion() throws {
    let result = try DemoProcess.run(["--version"])
    #expect(result.exitStatus == 0)
    #expect(result.output == "logon-demo 0.1.0 (BindKit for Linux demo)\n")
  }

  @Test(arguments: [["--frobnicate"], ["--check-delay", "-5"], ["positional"], ["--check-delay"], ["--config"]])
  func aBadCommandLineExitsWithStatus2(arguments: [String]) throws {
    let result = try DemoProcess.run(arguments)
    #expect(result.exitStatus == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("logon-demo: "))
    #expect(result.errors.hasSuffix("Try 'logon-demo --help'.\n"))
  }

  @Test func aClosedOutputEndsTheDemoWithoutACrash() throws {
    // Output to a pipe nobody reads is EPIPE (SIGPIPE is ignored): the demo stops with status 1.
    var descriptors: [Int32] = [-1, -1]
    #expect(pipe(&descriptors) == 0)
    close(descriptors[0])
    defer { close(descriptors[1]) }
    let input = try TemporaryFile(contents: Array("show\nshow\n".utf8))
    let errors = try TemporaryFile()
    guard let binary = DemoProcess.binaryPath else { throw DemoProcess.Failure(description: "not built") }
    let pid = try DemoProcess.spawn(
      binary, arguments: [], environment: [:],
      standardStreams: [input.descriptor, descriptors[1], errors.descriptor])
    let (status, timedOut) = DemoProcess.waitForExit(pid, timeout: .seconds(30))
    #expect(!timedOut)
    #expect(DemoProcess.exitStatus(of: status) == 1)
  }
}
