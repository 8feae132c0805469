public import Glibc

/// A demo program's built binary, run by the tests with bounded waits. A test target declares its program:
///
/// ```swift
/// enum DemoProcess: DemoBinary {
///   static let programName = "logon-demo"
///   static let binaryVariable = "LOGON_DEMO_BINARY"
///   static let scriptArguments = ["--check-delay", "10"]
/// }
/// ```
public protocol DemoBinary {
  /// The executable's name (`logon-demo`).
  static var programName: String { get }
  /// The environment variable that may name the binary (`LOGON_DEMO_BINARY`).
  static var binaryVariable: String { get }
  /// The arguments ``script(_:arguments:)`` passes by default.
  static var scriptArguments: [String] { get }
}

/// What a finished run of a demo program left.
public struct DemoRun {
  /// The exit status, or nil when the process was killed by a signal.
  public var exitStatus: Int32?
  /// The signal that killed the process, if one did.
  public var signal: Int32?
  /// Everything written to standard output.
  public var standardOutput: [UInt8]
  /// Everything written to standard error.
  public var standardError: [UInt8]
  /// Whether the run passed its time limit and was killed.
  public var timedOut: Bool

  /// Standard output as text.
  public var output: String { String(decoding: standardOutput, as: UTF8.self) }
  /// Standard error as text.
  public var errors: String { String(decoding: standardError, as: UTF8.self) }
}

/// Why a demo program could not be run.
public struct DemoFailure: Error, CustomStringConvertible {
  /// What went wrong.
  public var description: String

  /// A failure described by `description`.
  public init(description: String) { self.description = description }
}

extension DemoBinary {
  /// What a finished run left.
  public typealias Result = DemoRun
  /// Why the program could not be run.
  public typealias Failure = DemoFailure

  /// The binary: `$<binaryVariable>`, else next to the test executable (SwiftPM puts products and the test
  /// bundle in one build directory), else `.build/debug/<programName>` above this file.
  public static var binaryPath: String? {
    if let path = getenv(binaryVariable).map({ String(cString: $0) }), access(path, X_OK) == 0 {
      return path
    }
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if length > 0 {
      let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if let slash = executable.lastIndex(of: "/") {
        let candidate = String(executable[..<slash]) + "/" + programName
        if access(candidate, X_OK) == 0 { return candidate }
      }
    }
    var directory = String(#filePath)
    while let slash = directory.lastIndex(of: "/"), slash != directory.startIndex {
      directory = String(directory[..<slash])
      if access(directory + "/Package.swift", F_OK) == 0 {
        let candidate = directory + "/.build/debug/" + programName
        return access(candidate, X_OK) == 0 ? candidate : nil
      }
    }
    return nil
  }

  /// Runs the demo with `arguments`, `input` as its standard input, and waits at most `timeout`.
  public static func run(
    _ arguments: [String] = [], input: [UInt8] = [], environment: [String: String?] = [:],
    timeout: Duration = .seconds(60)
  ) throws -> Result {
    guard let binary = binaryPath else { throw Failure(description: "\(programName) was not built") }
    let inputFile = try TemporaryFile(contents: input)
    let outputFile = try TemporaryFile()
    let errorFile = try TemporaryFile()
    let pid = try spawn(
      binary, arguments: arguments, environment: environment,
      standardStreams: [inputFile.descriptor, outputFile.descriptor, errorFile.descriptor])
    let (status, timedOut) = waitForExit(pid, timeout: timeout)
    return Result(
      exitStatus: exitStatus(of: status), signal: signal(of: status),
      standardOutput: outputFile.contents(), standardError: errorFile.contents(), timedOut: timedOut)
  }

  /// Runs the demo's scripted mode on `lines`.
  public static func script(_ lines: [String], arguments: [String]? = nil) throws -> Result {
    try run(arguments ?? scriptArguments, input: Array(lines.map { $0 + "\n" }.joined().utf8))
  }

  private static func exited(_ status: Int32) -> Bool { status & 0x7F == 0 }

  /// Starts `path` in a new session with `standardStreams` as its descriptors 0, 1 and 2, and with the default
  /// signal handling and an empty signal mask (whatever the test process ignores or blocks).
  public static func spawn(
    _ path: String, arguments: [String], environment: [String: String?], standardStreams: [Int32],
    openingAsStandardStreams terminalPath: String? = nil
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let terminalPath {
      // Opened in the child after setsid(), so the terminal becomes its controlling terminal.
      posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
      posix_spawn_file_actions_adddup2(&actions, 0, 1)
      posix_spawn_file_actions_adddup2(&actions, 0, 2)
    } else {
      for (target, descriptor) in standardStreams.enumerated() {
        posix_spawn_file_actions_adddup2(&actions, descriptor, Int32(target))
      }
    }

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var allSignals = sigset_t()
    sigfillset(&allSignals)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    let setSessionID: Int32 = 0x80  // POSIX_SPAWN_SETSID (glibc 2.26+), hidden behind _GNU_SOURCE
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | setSessionID))

    var variables: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let pair = String(cString: pointer)
      if let equals = pair.firstIndex(of: "=") {
        variables[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
      }
      entry += 1
    }
    // Each run gets a configuration folder of its own, so that no run reads what another wrote (or the person's).
    _ = demoConfigCleanup
    if !environment.keys.contains("XDG_CONFIG_HOME"), let root = demoConfigRoot {
      var template = Array((root.path + "/run-XXXXXX").utf8CString)
      if mkdtemp(&template) != nil { variables["XDG_CONFIG_HOME"] = string(fromCString: template) }
    }
    for (name, value) in environment { variables[name] = value }

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw Failure(description: "posix_spawn failed: \(String(cString: strerror(result)))")
    }
    return pid
  }

  /// Waits for `pid` to end, killing it after `timeout`. Returns its wait status and whether it was killed.
  public static func waitForExit(_ pid: pid_t, timeout: Duration) -> (status: Int32, timedOut: Bool) {
    let deadline = ContinuousClock.now + timeout
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid { return (status, false) }
      if result < 0 && errno != EINTR { return (status, false) }
      if ContinuousClock.now > deadline {
        kill(pid, SIGKILL)
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status, true)
      }
      usleep(2_000)
    }
  }

  /// Decodes a wait status: the exit status, or nil when a signal ended the process.
  public static func exitStatus(of status: Int32) -> Int32? { exited(status) ? (status >> 8) & 0xFF : nil }

  /// The signal that ended the process, or nil when it exited.
  public static func signal(of status: Int32) -> Int32? { exited(status) ? nil : status & 0x7F }
}

/// A file in /tmp, removed when the value goes away.
public final class TemporaryFile {
  /// The open file's descriptor.
  public let descriptor: Int32
  /// Where the file is.
  public let path: String

  /// Creates the file holding `contents`.
  public init(contents: [UInt8] = []) throws {
    var template = Array("/tmp/bindkit-demo-test-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else {
      throw DemoFailure(description: "mkstemp failed: \(String(cString: strerror(errno)))")
    }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    self.descriptor = descriptor
    path = string(fromCString: template)
    var offset = 0
    while offset < contents.count {
      let written = contents.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, contents.count - offset) }
      guard written > 0 else { throw DemoFailure(description: "cannot write \(path)") }
      offset += written
    }
    lseek(descriptor, 0, SEEK_SET)
  }

  deinit {
    close(descriptor)
    unlink(path)
  }

  /// Everything in the file.
  public func contents() -> [UInt8] {
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var offset: off_t = 0
    while true {
      let count = pread(descriptor, &buffer, buffer.count, offset)
      if count <= 0 { return result }
      result += buffer[..<count]
      offset += off_t(count)
    }
  }
}

/// The text in a NUL-terminated buffer.
public func string(fromCString buffer: [CChar]) -> String {
  String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// A folder in /tmp, removed with what it holds when the value goes away: a demo's configuration folder, so that no
/// run reads what another one wrote.
public final class TemporaryFolder: Sendable {
  /// Where the folder is.
  public let path: String

  /// Creates an empty folder.
  public init() throws {
    var template = Array("/tmp/bindkit-demo-config-XXXXXX".utf8CString)
    guard mkdtemp(&template) != nil else {
      throw DemoFailure(description: "mkdtemp failed: \(String(cString: strerror(errno)))")
    }
    path = string(fromCString: template)
  }

  /// The path of `name` in the folder.
  public func file(_ name: String) -> String { path + "/" + name }

  deinit { removeAll() }

  /// Removes the folder and what it holds.
  public func removeAll() { Self.remove(path) }

  private static func remove(_ path: String) {
    if let folder = opendir(path) {
      while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard name != ".", name != ".." else { continue }
        let child = path + "/" + name
        if unlink(child) != 0 { remove(child) }
      }
      closedir(folder)
    }
    rmdir(path)
  }
}

/// The parent of the configuration folders that `spawn` gives the demos; removed when the test process exits.
private let demoConfigRoot: TemporaryFolder? = try? TemporaryFolder()
private let demoConfigCleanup: Void = { atexit { demoConfigRoot?.removeAll() } }()
