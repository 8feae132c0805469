/// Draws the interactive form from a ``FormSnapshot``: pure text in, lines out.
///
/// ```
///   BindKit logon demo
///
/// > Username  [alice_                   ]
///   Password  [                         ]
///   [ ] Remember me
///   [ Log on ] (disabled)
///
///   Status: Enter a username and a password.
/// ```
///
/// With colours, the focused control is shown in reverse video and disabled controls are dimmed; without them
/// (NO_COLOR, or output that is not a terminal) the `>` marker, `_` cursor and `(disabled)` say the same.
public struct Renderer: Sendable {
  /// Whether to use ANSI colours and emphasis.
  public var usesColor: Bool
  /// The terminal's width in columns; every line is cut to it.
  public var columns: Int

  /// The columns inside a text field's brackets, including the cursor cell.
  static let fieldWidth = 26

  /// Creates a renderer.
  public init(usesColor: Bool, columns: Int = 80) {
    self.usesColor = usesColor
    self.columns = max(columns, 1)
  }

  /// The screen's lines, without line ends or cursor movement.
  public func lines(for form: FormSnapshot, focus: Focus) -> [String] {
    var lines: [[Segment]] = []
    lines.append([Segment("  "), Segment("BindKit logon demo", .bold)])
    lines.append([])
    lines.append(
      fieldLine(
        caption: "Username", text: form.username, placeholder: form.usernamePlaceholder,
        isEnabled: form.usernameEnabled, isFocused: focus == .username))
    lines.append(
      fieldLine(
        caption: "Password", text: form.maskedPassword, placeholder: form.passwordPlaceholder,
        isEnabled: form.passwordEnabled, isFocused: focus == .password))
    lines.append(
      controlLine(
        "[\(form.rememberMe ? "x" : " ")] Remember me", isEnabled: form.rememberMeEnabled,
        isFocused: focus == .rememberMe))
    lines.append(
      controlLine("[ \(form.logOnTitle) ]", isEnabled: form.logOnEnabled, isFocused: focus == .logOn))
    lines.append([])
    lines.append([Segment("  "), Segment("Status:", .bold), Segment(" " + form.status)])
    lines.append([])
    lines.append([Segment("  Tab/Shift-Tab or Up/Down: move   Space: toggle   Enter: log on   Esc: quit", .dim)])
    lines.append([
      Segment(
        "  Demo account: \(AccountDirectory.demoUsername) / \(AccountDirectory.demoPassword)", .dim)
    ])
    return lines.map(render)
  }

  // MARK: Lines

  private func marker(_ isFocused: Bool) -> Segment {
    Segment(isFocused ? "> " : "  ", .bold)
  }

  private func fieldLine(caption: String, text: String, placeholder: String, isEnabled: Bool, isFocused: Bool)
    -> [Segment]
  {
    var segments = [marker(isFocused), Segment(caption + "  ", isFocused ? .bold : .plain), Segment("[")]
    let room = Self.fieldWidth - 1  // one cell for the cursor
    let shown = TerminalText.suffix(of: TerminalText.printable(text), fitting: room)
    var used = TerminalText.width(of: shown)
    if shown.isEmpty && !isFocused && usesColor && !placeholder.isEmpty {
      let hint = TerminalText.prefix(of: TerminalText.printable(placeholder), fitting: room)
      segments.append(Segment(hint, .dim))
      used = TerminalText.width(of: hint)
    } else {
      segments.append(Segment(shown, isEnabled ? .plain : .dim))
    }
    if isFocused && isEnabled {
      segments.append(usesColor ? Segment(" ", .reverse) : Segment("_"))
      used += 1
    }
    segments.append(Segment(String(repeating: " ", count: max(Self.fieldWidth - used, 0)) + "]"))
    if !isEnabled && !usesColor { segments.append(Segment(" (disabled)")) }
    return segments
  }

  private func controlLine(_ text: String, isEnabled: Bool, isFocused: Bool) -> [Segment] {
    let style: Segment.Style = !isEnabled ? .dim : isFocused ? .reverse : .plain
    var segments = [marker(isFocused), Segment(TerminalText.printable(text), style)]
    if !isEnabled && !usesColor { segments.append(Segment(" (disabled)")) }
    return segments
  }

  // MARK: Segments

  /// A run of text in one style.
  struct Segment {
    enum Style { case plain, bold, dim, reverse }
    var text: String
    var style: Style

    init(_ text: String, _ style: Style = .plain) {
      self.text = text
      self.style = style
    }
  }

  /// Joins `segments`, cut to the terminal's width, with SGR codes when colours are on.
  private func render(_ segments: [Segment]) -> String {
    var result = ""
    var left = columns
    for segment in segments where left > 0 {
      let text = TerminalText.prefix(of: TerminalText.printable(segment.text), fitting: left)
      left -= TerminalText.width(of: text)
      // Bold or dim blanks look like plain ones; a reversed blank (the cursor) does not.
      let isVisible = segment.style == .reverse || text.contains { $0 != " " }
      guard usesColor, segment.style != .plain, isVisible else {
        result += text
        continue
      }
      let code =
        switch segment.style {
        case .plain: "0"
        case .bold: "1"
        case .dim: "2"
        case .reverse: "7"
        }
      result += "\u{1B}[\(code)m" + text + "\u{1B}[0m"
    }
    return result
  }
}
