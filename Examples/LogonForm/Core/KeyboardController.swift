import BindKitViews

/// Turns keys into focus moves and the adapters' gestures: the interactive demo's input side.
///
/// Keys never set the model: typing is `enterText(_:)` on the focused field, leaving a field is its
/// `endEditing()`, Space is `toggle()`, Enter on the button is `tap()`, and the bindings do the rest.
public final class KeyboardController {
  /// The form being driven.
  public let form: LogonForm
  /// The control that has the focus.
  public private(set) var focus: Focus = .username

  /// What a key did.
  public enum Outcome: Equatable, Sendable {
    /// Keep going.
    case handled
    /// Quit (Esc, Ctrl-C, Ctrl-D).
    case quit
  }

  /// Creates a controller for `form`, with the focus on the username field.
  public init(form: LogonForm) {
    self.form = form
  }

  /// Handles one key.
  public func handle(_ key: Key) -> Outcome {
    switch key {
    case .escape, .interrupt, .endOfTransmission:
      return .quit
    case .tab, .down:
      move(to: focus.next)
    case .backTab, .up:
      move(to: focus.previous)
    case .enter:
      if focus == .logOn {
        form.logOnButton.tap()
      } else {
        move(to: focus.next)
      }
    case .character(let character):
      type(character)
    case .backspace:
      if let field = focusedField {
        field.enterText(String(field.text.dropLast()))
      }
    case .delete, .left, .right, .home, .end, .unknown:
      break  // the fields edit at their end only
    }
    return .handled
  }

  /// Moves the focus; leaving a field ends its editing (`endEditing()`), as Return or a click elsewhere does.
  private func move(to next: Focus) {
    focusedField?.endEditing()
    focus = next
  }

  private func type(_ character: Character) {
    if let field = focusedField {
      field.enterText(field.text + String(character))
    } else if character == " " {
      switch focus {
      case .rememberMe: form.rememberSwitch.toggle()
      case .logOn: form.logOnButton.tap()
      case .username, .password: break
      }
    }
  }

  private var focusedField: TextField? {
    switch focus {
    case .username: form.usernameField
    case .password: form.passwordField
    case .rememberMe, .logOn: nil
    }
  }
}
