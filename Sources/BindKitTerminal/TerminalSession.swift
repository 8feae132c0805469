import Glibc
import Synchronization

/// Runs a ``FormDriver`` on a real terminal, on the main actor, as a good full-screen program does.
///
/// - Raw mode, the alternate screen and bracketed paste while it runs; the cursor shown only in a focused text
///   field; each frame sends only the lines that changed (``FrameWriter``).
/// - SIGWINCH lays the form out again at the new width and draws it whole.
/// - Ctrl-Z (and SIGTSTP) restores the terminal, stops the process, and on SIGCONT takes the terminal back and
///   redraws.
/// - On exit, SIGINT, SIGTERM and SIGHUP the terminal is restored first; on a crash (SIGSEGV, SIGABRT...) a handler
///   restores it before the crash goes on.
/// - Colour follows `NO_COLOR` and `TERM=dumb`; when standard output is not a terminal no escape sequence is
///   written: each changed frame is printed as plain lines.
///
/// ```swift
/// @main struct SignIn {
///   static func main() async {
///     let session = TerminalSession(driver: FormDriver(form: form))
///     switch await session.run(onKey: { key in key != .escape }) { ... }
///   }
/// }
/// ```
///
/// A thread of the session's own reads the keyboard and the signals and hands them to ``run(onKey:)`` as an
/// `AsyncSequence`; the session handles them on the main actor, so an `Action` bound on the main actor (a tap
/// starts it there) continues there too, with no executor of the program's own. The form is drawn again after
/// each key, and also when its controls change by other means (an action that finishes updates the model, and the
/// bindings update the controls): the driver reports such changes (``FormDriver/onChange``).
@MainActor
public final class TerminalSession {
  /// How a session ended.
  public enum End: Equatable, Sendable {
    /// `onKey` asked to stop, or the input ended.
    case quit
    /// A signal asked the program to stop (the terminal is already restored): end the process with
    /// ``TerminalSession/die(of:)``.
    case signal(Int32)
    /// Setting up, reading or writing failed.
    case failure(String)
  }

  /// The form drawn.
  public let driver: FormDriver
  /// The descriptor keys are read from.
  public let input: Int32
  /// The descriptor frames are written to.
  public let output: Int32
  /// Whether the output understands cursor movement: a terminal, and `TERM` is not `dumb`.
  public let usesCursorControl: Bool
  private var writer: FrameWriter
  private var original = termios()
  private var isRaw = false
  private var lastPlainFrame = ""
  private var scrollOffset = 0
  /// Changes to rows out of the window, noted at its edges until they are scrolled into view.
  private var outOfView = OutOfViewChanges()
  /// How many `.formChanged` events the loop has taken from its stream: one per change made while it waited (an
  /// action finishing), none for a change a key made while it was handled.
  private(set) var formChangesReceived = 0

  /// The signals the session handles: they are relayed to its reader.
  nonisolated static let relayedSignals = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[H\u{1B}[2J"
  static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

  /// Creates a session on `input` and `output`, with colour unless `NO_COLOR` is set and not empty, `TERM` is
  /// `dumb`, or `output` is not a terminal.
  public init(driver: FormDriver, input: Int32 = 0, output: Int32 = 1) {
    self.driver = driver
    self.input = input
    self.output = output
    let isDumb = getenv("TERM").map { String(cString: $0) } == "dumb"
    usesCursorControl = isatty(output) != 0 && !isDumb
    let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
    driver.usesColor = usesCursorControl && !noColor
    writer = FrameWriter(usesColor: driver.usesColor)
  }

  /// The terminal's height in rows (nil when it cannot be asked): a taller form is shown a window at a time, the
  /// window following the focus (``Frame/window(rows:offset:)``).
  public var rows: Int? {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
    return Int(size.ws_row)
  }

  /// The terminal's width in columns (80 when it cannot be asked).
  public var columns: Int {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  /// Runs the form until `onKey` returns false for a key the form did not use, the input ends, or a signal.
  ///
  /// Keys and signals arrive as an `AsyncSequence` read by a thread of the session's own; they are handled here, on
  /// the main actor, and the form is drawn again after the keys of each read and after each signal. While the session waits for the next key, other work
  /// on the main actor runs (an action's continuation, say); when it changes the form, the form is drawn again.
  public func run(onKey: (Key) -> Bool) async -> End {
    signal(SIGPIPE, SIG_IGN)
    guard let signals = SignalRelay.install(Self.relayedSignals) else {
      return .failure("cannot create a pipe for signals")
    }
    if let failure = start() { return .failure(failure) }
    defer { restore() }
    let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
    guard let reader = TerminalReader(input: input, signals: signals, continuation: continuation) else {
      return .failure("cannot start reading the terminal")
    }
    defer { reader.stop() }
    // A change of the form outside key handling (an action finishing) asks for one redraw, however many rows it
    // touched: the flag is set until the loop has drawn.
    let redrawRequested = RedrawRequest()
    let previousOnChange = driver.onChange
    driver.onChange = {
      previousOnChange?()
      if redrawRequested.set() { continuation.yield(.formChanged) }
    }
    defer { driver.onChange = previousOnChange }
    guard draw() else { return .failure("cannot write to the terminal") }
    for await event in events {
      // The loop draws after this event: a change while it is handled (a key's) asks for no other redraw.
      _ = redrawRequested.set()
      switch event {
      case .keys(let keys):
        for key in keys {
          if key == .control("z") {
            suspend()
          } else if driver.handle(key) == .ignored, !onKey(key) {
            return .quit
          }
        }
      case .resize:
        redrawWhole()
      case .suspend:
        suspend()
      case .formChanged:
        formChangesReceived += 1
      case .signal(let signal):
        return .signal(signal)
      case .end:
        return .quit
      case .failure(let message):
        return .failure(message)
      }
      guard draw() else { return .failure("cannot write to the terminal") }
      redrawRequested.clear()  // drawn: a later change (an action finishing) asks again
    }
    return .quit
  }

  private func redrawWhole() {
    writer.invalidate()
    driver.invalidate()
    lastPlainFrame = ""
  }

  /// Draws what changed. Returns false when writing failed.
  private func draw() -> Bool {
    var frame = driver.frame(columns: columns)
    if usesCursorControl {
      if let rows {
        let lineCount = frame.lines.count
        frame = frame.window(rows: rows, offset: &scrollOffset)
        if lineCount > rows {
          let view = scrollOffset..<(scrollOffset + rows)
          frame = outOfView.note(driver.changedLines, view: view, focused: driver.focusedRowLines, in: frame)
        }
      }
      let bytes = writer.update(to: frame, columns: columns)
      return bytes.isEmpty || writeAll(output, bytes)
    }
    let text = frame.lines.map { $0.plainText }.joined(separator: "\n") + "\n\n"
    guard text != lastPlainFrame else { return true }
    lastPlainFrame = text
    return writeAll(output, text)
  }

  /// Raw mode, the alternate screen, bracketed paste. Returns why it failed, or nil.
  private func start() -> String? {
    guard tcgetattr(input, &original) == 0 else {
      return "cannot read the terminal's settings: \(String(cString: strerror(errno)))"
    }
    TerminalRescue.arm(descriptor: input, attributes: original, outputDescriptor: usesCursorControl ? output : -1)
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
      let reason = String(cString: strerror(errno))
      TerminalRescue.disarm()
      return "cannot switch the terminal to raw mode: \(reason)"
    }
    isRaw = true
    if usesCursorControl { _ = writeAll(output, Self.enterSequence) }
    redrawWhole()
    return nil
  }

  /// Puts the terminal back as it was: cursor shown, main screen, the original settings. Safe to call twice.
  private func restore() {
    guard isRaw else { return }
    isRaw = false
    if usesCursorControl { _ = writeAll(output, Self.leaveSequence) }
    _ = tcsetattr(input, TCSADRAIN, &original)
    TerminalRescue.disarm()
  }

  /// Ctrl-Z: gives the terminal back, stops, and takes it again when continued.
  private func suspend() {
    restore()
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    var previous = sigaction()
    sigaction(SIGTSTP, &action, &previous)
    Self.raiseUnblocked(SIGTSTP)  // stops here until SIGCONT
    sigaction(SIGTSTP, &previous, nil)
    _ = start()
  }

  /// Gives `signal` its default action back and raises it: the process ends as killed by that signal.
  nonisolated public static func die(of signal: Int32) -> Never {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    raiseUnblocked(signal)
    _exit(128 + signal)
  }

  /// Raises `signal` on the calling thread with it unblocked there, then blocks it again if it was blocked. The main
  /// actor's thread may block signals (Dispatch blocks them on the threads it runs the main queue on), and a
  /// blocked signal raised there would only wait.
  nonisolated static func raiseUnblocked(_ signal: Int32) {
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, signal)
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &set, &previous)
    raise(signal)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }
}

/// Writes all of `text` to `descriptor`, retrying short writes and interruptions. Returns false on an error (a
/// closed pipe: with SIGPIPE ignored, EPIPE).
public func writeAll(_ descriptor: Int32, _ text: String) -> Bool {
  var text = text
  return text.withUTF8 { bytes in
    guard let base = bytes.baseAddress else { return true }
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN {
          var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&ready, 1, -1)
          continue
        }
        return false
      }
      offset += written
    }
    return true
  }
}

/// Restores the terminal when the process crashes in raw mode, then lets the crash go on as it would have.
///
/// A signal handler can use only what was prepared before it ran, so the settings to restore live in process-wide
/// storage written by ``arm(descriptor:attributes:outputDescriptor:)`` before the handlers are installed and read
/// only by the handler: the `nonisolated(unsafe)` below is that one-writer-first protocol.
enum TerminalRescue {
  static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]
  private static let slotCount = 65
  private nonisolated(unsafe) static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
  fileprivate nonisolated(unsafe) static let savedAttributes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  fileprivate static let inputDescriptor = Atomic<Int32>(-1)
  fileprivate static let outputDescriptor = Atomic<Int32>(-1)

  static func arm(descriptor: Int32, attributes: termios, outputDescriptor output: Int32) {
    savedAttributes.pointee = attributes
    outputDescriptor.store(output, ordering: .sequentiallyConsistent)
    inputDescriptor.store(descriptor, ordering: .sequentiallyConsistent)
    for signal in crashSignals where signal < slotCount {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = rescueFromCrash
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, previousActions + Int(signal))
    }
    // The calling thread (the session's, on the main actor) may be one of Dispatch's, which block every signal: a
    // crash signal that is blocked when the thread faults kills the process without running the handler.
    unblockCrashSignals()
  }

  /// Unblocks the crash signals on the calling thread, so that the handler runs for a fault on it, and a crash
  /// signal sent to the process has a thread to arrive on.
  static func unblockCrashSignals() {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in crashSignals { sigaddset(&set, signal) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  static func disarm() {
    guard inputDescriptor.exchange(-1, ordering: .sequentiallyConsistent) >= 0 else { return }
    for signal in crashSignals where signal < slotCount {
      sigaction(signal, previousActions + Int(signal), nil)
    }
  }

  /// Puts the terminal back (async-signal-safe calls only) and reinstates the previous handler.
  fileprivate static func rescue(signal: Int32) {
    let descriptor = inputDescriptor.exchange(-1, ordering: .sequentiallyConsistent)
    if descriptor >= 0 {
      let output = outputDescriptor.load(ordering: .sequentiallyConsistent)
      if output >= 0 {
        let sequence: StaticString = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"
        _ = write(output, sequence.utf8Start, sequence.utf8CodeUnitCount)
      }
      _ = tcsetattr(descriptor, TCSANOW, savedAttributes)
    }
    if signal < slotCount { sigaction(signal, previousActions + Int(signal), nil) }
    raise(signal)
  }
}

private func rescueFromCrash(_ signal: Int32) {
  TerminalRescue.rescue(signal: signal)
}

/// Relays signals through a pipe to the session's reader, which hands them to the session on the main actor, so
/// that it restores the terminal and quits (or redraws, or suspends) there.
enum SignalRelay {
  fileprivate static let writeDescriptor = Atomic<Int32>(-1)
  private static let readDescriptor = Atomic<Int32>(-1)

  /// Installs the handlers and returns the pipe's read end: each byte read is a signal number.
  static func install(_ signals: [Int32]) -> Int32? {
    var descriptor = readDescriptor.load(ordering: .sequentiallyConsistent)
    if descriptor < 0 {
      var descriptors: [Int32] = [-1, -1]
      guard pipe(&descriptors) == 0 else { return nil }
      for descriptor in descriptors {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      }
      writeDescriptor.store(descriptors[1], ordering: .sequentiallyConsistent)
      readDescriptor.store(descriptors[0], ordering: .sequentiallyConsistent)
      descriptor = descriptors[0]
    }
    for signal in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = relaySignal
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(signal, &action, nil)
    }
    return descriptor
  }
}

private func relaySignal(_ signal: Int32) {
  let savedErrno = errno
  var byte = UInt8(truncatingIfNeeded: signal)
  _ = write(SignalRelay.writeDescriptor.load(ordering: .relaxed), &byte, 1)
  errno = savedErrno
}
