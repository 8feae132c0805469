import Glibc
import Synchronization

/// The terminal the interactive demo runs on: raw mode in, cursor control out, and the way back.
///
/// ``start()`` saves nothing new: the settings to restore are read once, in `init`. ``restore()`` is
/// idempotent, so every exit path (quit, end of input, a signal, an error) can call it; a crash restores the
/// terminal through ``TerminalRescue`` before the crash report is printed.
final class Terminal {
  /// Raw mode could not be set up.
  struct SetupError: Error, CustomStringConvertible {
    var description: String
  }

  let input: Int32
  let output: Int32
  /// Whether the output is a terminal that understands cursor movement (not a file, not TERM=dumb).
  let usesCursorControl: Bool
  private var original: termios
  private var isRaw = false

  /// Enter the alternate screen, hide the cursor, clear.
  private static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J"
  /// Reset colours, show the cursor, leave the alternate screen.
  static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// Reads the terminal's current settings, which ``restore()`` will put back.
  init(input: Int32, output: Int32, usesCursorControl: Bool) throws(SetupError) {
    self.input = input
    self.output = output
    self.usesCursorControl = usesCursorControl
    var attributes = termios()
    guard tcgetattr(input, &attributes) == 0 else {
      throw SetupError(description: "cannot read the terminal's settings: \(String(cString: strerror(errno)))")
    }
    original = attributes
  }

  /// Switches to raw mode: keys arrive one by one, unechoed, and Ctrl-C arrives as a byte (no SIGINT).
  func start() throws(SetupError) {
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
      throw SetupError(description: "cannot switch the terminal to raw mode: \(reason)")
    }
    isRaw = true
    if usesCursorControl { _ = writeAll(output, Self.enterSequence) }
  }

  /// Puts the terminal back as it was: cursor shown, main screen, the original settings. Safe to call twice.
  func restore() {
    guard isRaw else { return }
    isRaw = false
    if usesCursorControl { _ = writeAll(output, Self.leaveSequence) }
    _ = tcsetattr(input, TCSADRAIN, &original)
    TerminalRescue.disarm()
  }

  /// The terminal's width in columns (80 when it cannot be asked).
  var columns: Int {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }
}

/// Restores the terminal when the process crashes in raw mode, then lets the crash go on as it would have.
///
/// A signal handler can use only what was prepared before it ran, so the settings to restore live in
/// process-wide storage written by ``arm(descriptor:attributes:outputDescriptor:)`` before the handlers are
/// installed and read only by the handler: the `nonisolated(unsafe)` below is that one-writer-first protocol.
enum TerminalRescue {
  private static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]
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
        let sequence: StaticString = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
        _ = write(output, sequence.utf8Start, sequence.utf8CodeUnitCount)
      }
      _ = tcsetattr(descriptor, TCSANOW, savedAttributes)
    }
    if signal < slotCount { sigaction(signal, previousActions + Int(signal), nil) }
    // Delivered when this handler returns, to the previous handler (the crash report) or the default action.
    raise(signal)
  }
}

private func rescueFromCrash(_ signal: Int32) {
  TerminalRescue.rescue(signal: signal)
}

/// Relays SIGINT, SIGTERM, SIGHUP and SIGWINCH to the main loop through a pipe, so that the loop restores the
/// terminal and quits (or redraws) on its own thread.
enum SignalRelay {
  fileprivate static let writeDescriptor = Atomic<Int32>(-1)

  /// Installs the handlers and returns the pipe's read end: each byte read is a signal number.
  static func install(_ signals: [Int32]) -> Int32? {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return nil }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }
    writeDescriptor.store(descriptors[1], ordering: .sequentiallyConsistent)
    for signal in signals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = relaySignal
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(signal, &action, nil)
    }
    return descriptors[0]
  }

  /// Gives `signal` its default action back and raises it: the process ends as killed by that signal.
  static func dieOf(_ signal: Int32) -> Never {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    raise(signal)
    _exit(128 + signal)
  }
}

private func relaySignal(_ signal: Int32) {
  let savedErrno = errno
  var byte = UInt8(truncatingIfNeeded: signal)
  _ = write(SignalRelay.writeDescriptor.load(ordering: .relaxed), &byte, 1)
  errno = savedErrno
}
