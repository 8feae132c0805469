import Glibc
import LogonFormCore

/// The demo on a terminal: a `poll()` loop over the keyboard, the account check's completions and signals,
/// all handled on this one thread, with a redraw after each.
final class InteractiveSession {
  /// How the session ended.
  enum End: Equatable {
    /// Esc, Ctrl-C, Ctrl-D or the end of input.
    case quit
    /// A signal asked the demo to stop.
    case signal(Int32)
    /// Reading or writing failed.
    case failure(String)
  }

  private let terminal: Terminal
  private let controller: KeyboardController
  private let usesColor: Bool
  private let signals: Int32
  private var decoder = KeyDecoder()
  private var lastFrame = ""

  /// How long a lone Escape waits for the rest of a key sequence.
  private static let escapeTimeoutMilliseconds: Int32 = 50

  init(form: LogonForm, terminal: Terminal, usesColor: Bool, signalDescriptor: Int32) {
    self.terminal = terminal
    controller = KeyboardController(form: form)
    self.usesColor = usesColor
    signals = signalDescriptor
  }

  func run() -> End {
    guard draw() else { return .failure("cannot write to the terminal") }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      var descriptors = [
        pollfd(fd: terminal.input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: controller.form.completionDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
      ]
      let timeout = decoder.hasPendingInput ? Self.escapeTimeoutMilliseconds : -1
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        return .failure("poll failed: \(String(cString: strerror(errno)))")
      }
      if ready == 0, case .quit = handle(decoder.flush()) { return .quit }

      if descriptors[2].revents != 0 {
        let count = read(signals, &buffer, buffer.count)
        for signal in buffer.prefix(max(count, 0)).map(Int32.init) {
          if signal == SIGWINCH {
            lastFrame = ""  // the size changed: draw everything again
          } else {
            return .signal(signal)
          }
        }
      }
      if descriptors[1].revents != 0 {
        controller.form.deliverCompletedLogOns()
      }
      if descriptors[0].revents != 0 {
        let count = read(terminal.input, &buffer, buffer.count)
        if count == 0 { return .quit }
        if count < 0 {
          if errno != EINTR && errno != EAGAIN {
            return .failure("cannot read the terminal: \(String(cString: strerror(errno)))")
          }
        } else if case .quit = handle(decoder.decode(buffer[..<count])) {
          return .quit
        }
      }
      guard draw() else { return .failure("cannot write to the terminal") }
    }
  }

  private func handle(_ keys: [Key]) -> KeyboardController.Outcome {
    for key in keys where controller.handle(key) == .quit { return .quit }
    return .handled
  }

  /// Draws the form from the adapters' state. Returns false when writing failed.
  private func draw() -> Bool {
    let renderer = Renderer(usesColor: usesColor, columns: terminal.columns)
    let lines = renderer.lines(for: controller.form.snapshot(), focus: controller.focus)
    let frame: String
    if terminal.usesCursorControl {
      // Home, each line cleared to its end, then everything below cleared.
      let clear = lastFrame.isEmpty ? "\u{1B}[2J" : ""
      frame = clear + "\u{1B}[H" + lines.joined(separator: "\u{1B}[K\r\n") + "\u{1B}[K\u{1B}[J"
    } else {
      frame = lines.joined(separator: "\n") + "\n\n"
    }
    guard frame != lastFrame else { return true }
    lastFrame = frame
    return writeAll(terminal.output, frame)
  }
}
