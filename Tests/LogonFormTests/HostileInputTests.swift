import TestSupport
import Testing

/// Whatever arrives on standard input, the scripted mode neither crashes nor hangs, and ends with status 0: 10,000
/// random lines (commands, control bytes, escape sequences, invalid UTF-8, over-long lines) per seed, and 200,000
/// random bytes per seed.
@Suite struct HostileInputTests {
  /// A line that is almost a command, or garbage.
  private static func randomLine(using generator: inout SeededGenerator) -> [UInt8] {
    let commands = [
      "type username ", "type password ", "toggle remember", "tap logon", "show", "help", "type ", "tap ",
      "toggle ", "type email ", "\u{1B}[A", "\u{1B}[Z", "\u{1B}", "#", "",
    ]
    var line = Array(commands.randomElement(using: &generator)!.utf8)
    let extra = Int.random(in: 0..<40, using: &generator)
    for _ in 0..<extra {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: line.append(UInt8.random(in: 0x00..<0x20, using: &generator))  // control bytes, NUL included
      case 1: line.append(UInt8.random(in: 0x80...0xFF, using: &generator))  // stray UTF-8 bytes
      case 2: line += Array("é日😀\u{301}\u{202E}".utf8).shuffled(using: &generator)  // valid, then cut and mixed
      case 3: line += [0x1B, UInt8(ascii: "["), UInt8.random(in: 0x30...0x7E, using: &generator)]
      case 4: line.append(UInt8(ascii: " "))
      default: line.append(UInt8.random(in: 0x21...0x7E, using: &generator))
      }
    }
    return line
  }

  private static func randomInput(seed: UInt64) -> [UInt8] {
    var generator = SeededGenerator(seed: seed)
    var input: [UInt8] = []
    for index in 0..<10_000 * TestSize.fuzz {
      var line = randomLine(using: &generator)
      if index % 2_500 == 1_250 {
        line += Array(repeating: UInt8(ascii: "y"), count: 70_000)  // over the line limit
      }
      if line.elementsEqual("quit".utf8) { line = Array("show".utf8) }
      input += line + [UInt8(ascii: "\n")]
    }
    return input
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomLinesNeverCrashTheScriptedMode(seed: UInt64) throws {
    let result = try DemoProcess.run(["--check-delay", "0"], input: Self.randomInput(seed: seed))
    #expect(!result.timedOut)
    #expect(result.signal == nil)
    #expect(result.exitStatus == 0)
    #expect(!result.output.isEmpty)
  }

  @Test(arguments: [11, 12, 13] as [UInt64])
  func randomBytesNeverCrashTheScriptedMode(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let input = (0..<200_000 * TestSize.fuzz).map { _ in UInt8.random(in: 0...255, using: &generator) }
    let result = try DemoProcess.run(["--check-delay", "0"], input: input)
    #expect(!result.timedOut)
    #expect(result.signal == nil)
    #expect(result.exitStatus == 0)
  }

  @Test func aValidScriptAfterGarbageStillWorks() throws {
    var input = Self.randomInput(seed: 99)
    input += Array("\ntype username demo\ntype password bindkit\ntap logon\n".utf8)
    let result = try DemoProcess.run(["--check-delay", "0"], input: input)
    #expect(result.exitStatus == 0)
    // The last state printed: logged on (with "remember me" on or off, whatever the garbage left it at).
    let lastState = result.output.split(separator: "\n").suffix(5).joined(separator: "\n")
    #expect(lastState.hasPrefix("username: \"demo\"\npassword: \"*******\"\nremember: "))
    #expect(lastState.contains("\nlogon: enabled\nstatus: Logged on as demo."))
  }
}
