import Glibc
import TestSupport
import Testing

/// The built `settings-demo`, run as a user runs it, in its scripted mode.
@Suite struct DemoBinaryTests {
  /// The line `show` prints for control `name`, picked out of a snapshot.
  private func line(_ name: String, in output: String) -> String? {
    output.split(separator: "\n").last { $0.hasPrefix(name + ": ") }.map(String.init)
  }

  @Test func showPrintsAStableSnapshotOfEveryControl() throws {
    let result = try DemoProcess.script(["show"])
    #expect(result.exitStatus == 0)
    #expect(result.errors.isEmpty)
    #expect(
      result.output == """
        name: "Ada"
        port: "8080"
        notifications: on
        volume: 5
        steps: 5
        level: 5 of 10
        theme: 0 "System"
        servers: row 0 selected: ["eu.example.org"], "us.example.org"
        newserver: ""
        add: disabled
        remove: enabled
        up: disabled
        down: enabled
        test: enabled
        apply: disabled
        revert: disabled
        undo: disabled
        redo: disabled
        summary: Ada, port 8080, system theme, 2 servers
        status: Ready.
        alert: \n

        """)
  }

  @Test func aBadPortShowsItsErrorAndApplyChangesNothing() throws {
    let result = try DemoProcess.script(["type name Grace", "type port 70000", "tap apply", "show"])
    #expect(result.exitStatus == 0)
    #expect(line("port", in: result.output) == "port: \"70000\" ! a port is 1 to 65535")
    // The name was taken into the buffer (the summary shows it); the model and the file have neither.
    #expect(line("summary", in: result.output) == "summary: Grace, port 8080, system theme, 2 servers")
    #expect(line("alert", in: result.output) == "alert: ! Nothing applied: correct the fields marked !")
    #expect(line("status", in: result.output) == "status: Ready.")
  }

  @Test func appliedSettingsAreThereAtTheNextRunAndWhatWasNotAppliedIsNot() throws {
    let folder = try TemporaryFolder()
    let config = ["--test-delay", "10", "--config", folder.file("settings.json")]
    let first = try DemoProcess.script(
      ["type name Grace", "tap apply", "type port 9090", "commit port", "select servers 1", "tap remove"],
      arguments: config)
    #expect(first.exitStatus == 0 && first.errors.isEmpty)
    let second = try DemoProcess.script(["show"], arguments: config)
    #expect(line("name", in: second.output) == "name: \"Grace\"")
    #expect(line("port", in: second.output) == "port: \"8080\"")  // taken into the buffer, never applied
    #expect(line("servers", in: second.output) == "servers: row 0 selected: [\"eu.example.org\"]")
  }

  @Test func anUnreadableSettingsFileIsMovedAsideAndSaidOnce() throws {
    let folder = try TemporaryFolder()
    let file = folder.file("settings.json")
    let descriptor = creat(file, 0o644)
    _ = write(descriptor, "{ not json", 10)
    close(descriptor)
    let result = try DemoProcess.script(["show"], arguments: ["--config", file])
    #expect(result.exitStatus == 0)
    #expect(result.errors.split(separator: "\n").count == 1)
    #expect(result.errors.hasPrefix("settings-demo: ") && result.errors.contains("moved aside"))
    #expect(line("name", in: result.output) == "name: \"Ada\"")
  }

  @Test func everyEditIsUndoneAndRedoneInAScript() throws {
    let result = try DemoProcess.script([
      "set volume 2", "toggle notifications", "undo", "undo", "show", "redo", "show",
    ])
    #expect(result.errors.isEmpty)
    let shows = result.output.split(separator: "\n\n").map(String.init)
    #expect(shows.count >= 2)
    // Both gestures are taken back, the last first; a redo does the first one again.
    #expect(line("notifications", in: shows[0]) == "notifications: on")
    #expect(line("volume", in: shows[0]) == "volume: 5")
    #expect(line("redo", in: shows[0]) == "redo: enabled")
    #expect(line("notifications", in: shows[1]) == "notifications: on")
    #expect(line("volume", in: shows[1]) == "volume: 2")
  }

  @Test func applyCommitsTheNameAndThePortTogether() throws {
    let result = try DemoProcess.script(["type name Grace", "type port 9090", "tap apply", "show"])
    #expect(line("summary", in: result.output) == "summary: Grace, port 9090, system theme, 2 servers")
    #expect(line("status", in: result.output) == "status: Applied.")
  }

  @Test func serversAreAddedMovedAndRemoved() throws {
    let result = try DemoProcess.script([
      "type newserver db.example.org", "tap add", "tap up", "select servers 0", "tap remove", "show",
    ])
    #expect(result.errors.isEmpty)
    #expect(line("servers", in: result.output) == "servers: row 0 selected: [\"db.example.org\"], \"us.example.org\"")
  }

  @Test func aConnectionTestReportsSuccessOrAClearFailure() throws {
    let good = try DemoProcess.script(["tap test", "show"])
    #expect(line("status", in: good.output) == "status: Connected: eu.example.org:8080 answered.")
    let bad = try DemoProcess.script(["type newserver nowhere.invalid", "tap add", "tap test", "show"])
    #expect(line("status", in: bad.output) == "status: Connection failed: nowhere.invalid: no such host.")
  }

  @Test func badLinesAreReportedOnStandardErrorAndTheDemoGoesOn() throws {
    var input = Array("frobnicate\nselect servers 9\nset volume lots\ntype level x\ntoggle\n".utf8)
    input += [0xFF, 0xFE, UInt8(ascii: "\n")]
    input += Array(repeating: UInt8(ascii: "x"), count: 100_000) + [UInt8(ascii: "\n")]
    input += Array("select servers -1\nset steps 1e300\nset volume nan\ntype port \u{7F}\ntap nothing\nshow\n".utf8)
    let result = try DemoProcess.run(input: input)
    #expect(!result.timedOut)
    #expect(result.exitStatus == 0)
    #expect(result.errors.split(separator: "\n").count == 11)
    #expect(result.errors.split(separator: "\n").allSatisfy { $0.hasPrefix("settings-demo: line ") })
    #expect(line("servers", in: result.output) == "servers: row 0 selected: [\"eu.example.org\"], \"us.example.org\"")
  }

  @Test func helpListsKeysCommandsAndExitStatuses() throws {
    let result = try DemoProcess.run(["--help"])
    #expect(result.exitStatus == 0)
    for text in ["Usage:", "Keys:", "select servers INDEX", "Exit status:", "--test-delay MS", "--config PATH"] {
      #expect(result.output.contains(text))
    }
    let version = try DemoProcess.run(["--version"])
    #expect(version.output == "settings-demo 0.1.0 (BindKit for Linux demo)\n")
  }

  @Test(arguments: [["--frobnicate"], ["--test-delay", "-5"], ["positional"], ["--test-delay"], ["--config"]])
  func aBadCommandLineExitsWithStatus2(arguments: [String]) throws {
    let result = try DemoProcess.run(arguments)
    #expect(result.exitStatus == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasSuffix("Try 'settings-demo --help'.\n"))
  }
}
