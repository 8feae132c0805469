/// The control that has the keyboard focus in the interactive demo.
public enum Focus: Int, CaseIterable, Sendable {
  case username, password, rememberMe, logOn

  /// The next control, wrapping from the last to the first (Tab, Down).
  public var next: Focus { Focus(rawValue: (rawValue + 1) % Self.allCases.count)! }

  /// The previous control, wrapping from the first to the last (Shift-Tab, Up).
  public var previous: Focus {
    Focus(rawValue: (rawValue + Self.allCases.count - 1) % Self.allCases.count)!
  }
}
