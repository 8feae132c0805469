public import Glibc

/// The demo running on a pseudo-terminal, driven as a person at a keyboard would drive it.
///
/// The demo is started with `posix_spawn` in a new session with the pty's slave as its terminal (no `fork` in
/// the multithreaded test process). Every wait is bounded.
public final class PseudoTerminalSession {
  /// The demo's process.
  public let pid: pid_t
  private let master: Int32
  /// The slave side, kept open by the test so that its settings can be read after the demo exits.
  let slave: Int32
  /// The terminal settings before the demo started.
  public let originalSettings: termios
  /// Everything the demo wrote so far.
  public private(set) var transcript: [UInt8] = []
  private var exitStatus: Int32?

  /// Starts `program` with `arguments` on a new pseudo-terminal of `columns` by `rows`.
  public init<Program: DemoBinary>(
    program: Program.Type, arguments: [String], environment: [String: String?], columns: UInt16 = 80,
    rows: UInt16 = 24
  ) throws {
    guard let binary = Program.binaryPath else {
      throw DemoFailure(description: "\(Program.programName) was not built")
    }
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw DemoFailure(description: "openpty failed: \(String(cString: strerror(errno)))")
    }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    self.master = master
    self.slave = slave
    var settings = termios()
    tcgetattr(slave, &settings)
    originalSettings = settings
    var name = [CChar](repeating: 0, count: 256)
    guard ttyname_r(slave, &name, name.count) == 0 else {
      close(master)
      close(slave)
      throw DemoFailure(description: "ttyname_r failed")
    }
    do {
      pid = try Program.spawn(
        binary, arguments: arguments, environment: environment, standardStreams: [],
        openingAsStandardStreams: string(fromCString: name))
    } catch {
      close(master)
      close(slave)
      throw error
    }
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }
    close(master)
    close(slave)
  }

  /// Types `bytes` on the keyboard.
  public func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { write(master, $0.baseAddress! + offset, bytes.count - offset) }
      if written > 0 {
        offset += written
      } else if errno == EAGAIN || errno == EINTR {
        readAvailable(waitingMilliseconds: 10)  // let the demo drain its input by reading its output
      } else {
        return
      }
    }
  }

  /// Sends `text`, as UTF-8, as typed keys.
  public func send(_ text: String) { send(Array(text.utf8)) }

  /// Reads what the demo wrote, waiting up to `waitingMilliseconds` for the first byte.
  @discardableResult
  public func readAvailable(waitingMilliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, waitingMilliseconds) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var any = false
    while true {
      let count = read(master, &buffer, buffer.count)
      guard count > 0 else { return any }
      transcript += buffer[..<count]
      any = true
    }
  }

  /// The screen as a terminal would show it now: the transcript played on a grid (cursor moves `CSI r;c H`, clears
  /// `CSI K`, `CSI J`, `CSI 2J`, the alternate screen), rows without trailing blanks, empty rows at the end dropped.
  public var screen: String {
    var rows: [[Character]] = []
    var row = 0
    var column = 0
    func put(_ character: Character) {
      while rows.count <= row { rows.append([]) }
      while rows[row].count < column { rows[row].append(" ") }
      if column < rows[row].count { rows[row][column] = character } else { rows[row].append(character) }
      column += 1
    }
    let scalars = Array(String(decoding: transcript, as: UTF8.self).unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "\u{1B}":
        guard index < scalars.count, scalars[index] == "[" else {
          index += 1
          continue
        }
        index += 1
        var parameters = ""
        while index < scalars.count, !(0x40...0x7E).contains(scalars[index].value) {
          parameters.unicodeScalars.append(scalars[index])
          index += 1
        }
        guard index < scalars.count else { break }
        let final = scalars[index]
        index += 1
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
        switch (final, parameters) {
        case ("H", _):
          row = max((numbers.first ?? 1) - 1, 0)
          column = max((numbers.count > 1 ? numbers[1] : 1) - 1, 0)
        case ("K", _):
          if row < rows.count, column < rows[row].count { rows[row].removeSubrange(column...) }
        case ("J", "2"), ("h", "?1049"):
          rows = []
        case ("J", _):
          if row < rows.count, column < rows[row].count { rows[row].removeSubrange(column...) }
          if row + 1 < rows.count { rows.removeSubrange((row + 1)...) }
        default:
          break
        }
      case "\r":
        column = 0
      case "\n":
        row += 1
      default:
        if scalar.properties.generalCategory != .control { put(Character(scalar)) }
      }
    }
    var lines = rows.map { line -> String in
      var text = String(line)
      while text.last == " " { text.removeLast() }
      return text
    }
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// Waits until `condition` holds for ``screen``, at most `timeout`. Returns whether it did.
  public func waitForScreen(timeout: Duration = .seconds(20), _ condition: (String) -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while true {
      if condition(screen) { return true }
      if ContinuousClock.now > deadline { return false }
      readAvailable(waitingMilliseconds: 50)
    }
  }

  /// Waits until `condition` holds for what the demo wrote after the first `offset` bytes of the ``transcript``, at
  /// most `timeout`. Returns whether it did.
  public func waitForOutput(
    after offset: Int, timeout: Duration = .seconds(20), _ condition: (String) -> Bool
  ) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while true {
      if condition(String(decoding: transcript[min(offset, transcript.count)...], as: UTF8.self)) { return true }
      if ContinuousClock.now > deadline { return false }
      readAvailable(waitingMilliseconds: 50)
    }
  }

  /// Waits at most `timeout` for the demo to stop (`waitpid` with `WUNTRACED`), draining its output meanwhile.
  /// Returns whether it stopped; false too when it exited (``waitForExit(timeout:)`` then returns its status).
  public func waitUntilStopped(timeout: Duration) -> Bool {
    guard exitStatus == nil else { return false }
    let deadline = ContinuousClock.now + timeout
    var status: Int32 = 0
    while ContinuousClock.now < deadline {
      readAvailable(waitingMilliseconds: 20)
      guard waitpid(pid, &status, WNOHANG | WUNTRACED) == pid else { continue }
      if status & 0xFF == 0x7F { return true }  // WIFSTOPPED
      exitStatus = status
      return false
    }
    return false
  }

  /// Waits for the demo to exit, draining its output meanwhile. Returns its wait status, or nil on timeout.
  public func waitForExit(timeout: Duration = .seconds(20)) -> Int32? {
    if let exitStatus { return exitStatus }
    let deadline = ContinuousClock.now + timeout
    var status: Int32 = 0
    while ContinuousClock.now < deadline {
      readAvailable(waitingMilliseconds: 20)
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        readAvailable(waitingMilliseconds: 0)
        exitStatus = status
        return status
      }
    }
    return nil
  }

  /// Resizes the terminal to `columns` by `rows`, and tells the demo with SIGWINCH, as a terminal emulator does.
  public func resize(columns: UInt16, rows: UInt16 = 24) {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    kill(pid, SIGWINCH)
  }

  /// The slave's settings now.
  public var currentSettings: termios {
    var settings = termios()
    tcgetattr(slave, &settings)
    return settings
  }
}
