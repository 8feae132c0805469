/// A key a person pressed, as the interactive demo understands it.
public enum Key: Equatable, Sendable {
  /// Printable text: a letter, a digit, a space, any character typed through UTF-8 input.
  case character(Character)
  /// Return or Enter.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab (`ESC [ Z`).
  case backTab
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// The Delete key (`ESC [ 3 ~`).
  case delete
  /// An arrow key.
  case up, down, left, right
  /// Home or End.
  case home, end
  /// Escape, pressed on its own.
  case escape
  /// Ctrl-C (raw mode delivers it as a byte, not as SIGINT).
  case interrupt
  /// Ctrl-D.
  case endOfTransmission
  /// A control key, escape sequence or malformed input that the demo does not use.
  case unknown
}
