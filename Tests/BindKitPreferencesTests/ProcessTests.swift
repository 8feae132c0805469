import Foundation
import Glibc
import TestSupport
import Testing

/// The built `PreferenceWriter`.
enum WriterProcess: DemoBinary {
  static let programName = "PreferenceWriter"
  static let binaryVariable = "PREFERENCE_WRITER_BINARY"
  static let scriptArguments: [String] = []
}

/// The number of kill -9 runs (`BINDKIT_PREFS_KILL_RUNS`, 150 by default).
let killRuns = ProcessInfo.processInfo.environment["BINDKIT_PREFS_KILL_RUNS"].flatMap(Int.init) ?? 150

@Suite(.serialized) struct PreferenceProcessTests {
  /// The file a writer killed at a random moment holds is always a whole version: it parses, and its counter is
  /// one the writer wrote, never lower than the one seen before.
  @Test func aWriterKilledAtRandomPointsLeavesAFileThatAlwaysParses() throws {
    let binary = try #require(WriterProcess.binaryPath, "PreferenceWriter was not built")
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let devNull = open("/dev/null", O_RDWR)
    defer { close(devNull) }
    var lastCounter = 0
    for run in 0..<killRuns {
      let pid = try WriterProcess.spawn(
        binary, arguments: [folder.file.path, "loop"], environment: [:],
        standardStreams: [devNull, devNull, devNull])
      usleep(UInt32.random(in: 2_000...40_000))
      kill(pid, SIGKILL)
      let (status, _) = WriterProcess.waitForExit(pid, timeout: .seconds(30))
      #expect(WriterProcess.signal(of: status) == SIGKILL, "run \(run)")
      guard folder.contents() != nil else { continue }
      let json = try #require(folder.json(), "run \(run): the file does not parse: \(folder.contents() ?? "")")
      let counter = try #require(json["counter"] as? Int, "run \(run)")
      let payload = try #require(json["payload"] as? String, "run \(run)")
      #expect(payload.allSatisfy { $0 == "x" }, "run \(run)")
      // Each run starts from the file the run before left, so the counter never goes back.
      #expect(counter >= lastCounter, "run \(run)")
      lastCounter = counter
    }
    #expect(lastCounter > 0, "no run wrote anything")
    #expect(!folder.entries().contains { $0.contains(".corrupt-") })
  }

  @Test func twoProcessesWritingDifferentKeysLoseNeither() throws {
    let binary = try #require(WriterProcess.binaryPath, "PreferenceWriter was not built")
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let devNull = open("/dev/null", O_RDWR)
    defer { close(devNull) }
    let pids = try ["a", "b"].map { key in
      try WriterProcess.spawn(
        binary, arguments: [folder.file.path, "key", key, "100"], environment: [:],
        standardStreams: [devNull, devNull, devNull])
    }
    for pid in pids {
      let (status, timedOut) = WriterProcess.waitForExit(pid, timeout: .seconds(60))
      #expect(!timedOut && WriterProcess.exitStatus(of: status) == 0)
    }
    let json = try #require(folder.json())
    #expect(json["a"] as? Int == 100)
    #expect(json["b"] as? Int == 100)
  }

  /// A full disk, as RLIMIT_FSIZE makes one: the write fails and is reported, the value stays in memory, and the
  /// old file is intact.
  @Test func aWriteOverTheFileSizeLimitIsReportedAndTheOldFileKept() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    folder.write(#"{"counter": 7}"#)
    let result = try WriterProcess.run([folder.file.path, "fsize", "4096"])
    #expect(result.exitStatus == 0, "\(result.errors)")
    #expect(result.output.contains("error: cannot write \(folder.file.path)"), "\(result.output)")
    #expect(result.output.contains("File too large"), "\(result.output)")
    #expect(result.output.contains("kept: 100000"))
    #expect(folder.contents() == #"{"counter": 7}"#)
    #expect(!folder.entries().contains { $0.contains(".tmp-") })
  }

  /// Runs the writer with `arguments` and waits for it; returns its standard output, after checking that it exited
  /// with status 0. With `unprivileged` and as root, it runs as the user nobody (uid and gid 65534, no supplementary
  /// groups) through util-linux's `setpriv`, since root ignores a folder's mode.
  private func runWriter(
    _ arguments: [String], unprivileged: Bool = false, environment: [String: String?] = [:]
  ) throws -> String {
    let binary = try #require(WriterProcess.binaryPath, "PreferenceWriter was not built")
    var program = binary
    var arguments = arguments
    if unprivileged, getuid() == 0 {
      let setprivPaths: [String] = ["/usr/bin/setpriv", "/bin/setpriv"]
      program = try #require(
        setprivPaths.first { access($0, X_OK) == 0 },
        "setpriv (util-linux) is needed to run the writer unprivileged as root")
      arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", binary] + arguments
    }
    let output = try TemporaryFile()
    let errors = try TemporaryFile()
    let devNull = open("/dev/null", O_RDONLY)
    defer { close(devNull) }
    let pid = try WriterProcess.spawn(
      program, arguments: arguments, environment: environment,
      standardStreams: [devNull, output.descriptor, errors.descriptor])
    let (status, timedOut) = WriterProcess.waitForExit(pid, timeout: .seconds(60))
    #expect(
      !timedOut && WriterProcess.exitStatus(of: status) == 0, "\(String(decoding: errors.contents(), as: UTF8.self))")
    let text = String(decoding: output.contents(), as: UTF8.self)
    if unprivileged {
      #expect(!text.contains("uid: 0\n"), "the writer ran as root, which ignores the folder's mode: \(text)")
    }
    return text
  }

  /// A folder the writer may not write into: the write fails and is reported, the value stays in memory, and the
  /// old file is intact, with no temporary file left. As root (as CI runs) the writer runs as nobody, and says so.
  @Test func aReadOnlyFolderIsReportedAndTheOldFileKept() throws {
    let folder = TemporaryFolder()
    defer {
      chmod(folder.path, 0o700)
      folder.cleanUp()
    }
    folder.write(#"{"counter": 7}"#)
    chmod(folder.file.path, 0o644)
    chmod(folder.path, 0o555)  // readable and searchable by all, writable by none
    let text = try runWriter([folder.file.path, "write", "8"], unprivileged: true)
    #expect(text.contains("error: cannot write \(folder.file.path)"), "\(text)")
    #expect(text.contains("Permission denied"), "\(text)")
    #expect(text.contains("kept: 8"))
    #expect(folder.contents() == #"{"counter": 7}"#)
    #expect(!folder.entries().contains { $0.contains(".tmp-") })
  }

  /// A folder the writer may write into but not read: the new file is renamed into place, but the folder cannot be
  /// opened to fsync it, and the writer reports that rather than ignoring it.
  @Test func aFolderThatCannotBeSyncedIsReported() throws {
    let folder = TemporaryFolder()
    defer {
      chmod(folder.path, 0o700)
      folder.cleanUp()
    }
    chmod(folder.path, 0o333)  // writable and searchable by all, readable by none
    let text = try runWriter([folder.file.path, "write", "9"], unprivileged: true)
    #expect(text.contains("written \(folder.file.path)"), "\(text)")
    #expect(
      text.contains("[warning] PreferenceStore: wrote \(folder.file.path), but cannot fsync its folder"), "\(text)")
    chmod(folder.path, 0o700)
    #expect(folder.json()?["counter"] as? Int == 9)
  }

  /// A lock file that cannot be opened (a folder in its place, which fails even for root) is reported, and the
  /// write goes on without the lock.
  @Test func aLockFileThatCannotBeOpenedIsReported() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    try FileManager.default.createDirectory(atPath: folder.file.path + ".lock", withIntermediateDirectories: false)
    let text = try runWriter([folder.file.path, "write", "5"])
    #expect(text.contains("[warning] PreferenceStore: cannot open the lock file \(folder.file.path).lock"), "\(text)")
    #expect(text.contains("written \(folder.file.path)"), "\(text)")
    #expect(folder.json()?["counter"] as? Int == 5)
  }

  /// The default file's place, forced through each branch: `$XDG_CONFIG_HOME` when it is an absolute path, else
  /// `$HOME/.config` (unset, empty or relative).
  @Test(
    arguments: [
      ("absolute", "xdg"), ("unset", nil), ("empty", ""), ("relative", "relative-xdg-config"),
    ] as [(String, String?)])
  func theDefaultFileFallsBackToHomeDotConfigUnlessXDGConfigHomeIsAbsolute(kind: String, xdg: String?) throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let home = folder.path + "/home"
    let xdgValue = kind == "absolute" ? folder.path + "/xdg" : xdg
    let text = try runWriter(["app", "bindkit-writer", "3"], environment: ["HOME": home, "XDG_CONFIG_HOME": xdgValue])
    let expected =
      (kind == "absolute" ? folder.path + "/xdg" : home + "/.config") + "/bindkit-writer/preferences.json"
    #expect(text.contains("written \(expected)\n"), "\(kind): \(text)")
    let data = try #require(FileManager.default.contents(atPath: expected), "\(kind)")
    #expect(String(decoding: data, as: UTF8.self) == "{\n  \"counter\" : 3\n}\n")
    #expect(!FileManager.default.fileExists(atPath: "relative-xdg-config"))
  }
}
