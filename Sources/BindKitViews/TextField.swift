public import BindKit
public import FoundationEssentials

/// A headless one-line text field.
///
/// ```swift
/// let username = TextField(placeholder: "User name")
/// model.bind(key: \.username, toView: username, viewKey: \.text)
/// username.enterText("alice")  // model.username == "alice"
/// ```
///
/// `text` and `attributedText` show the same characters, as on UIKit: setting either (in code or from a model)
/// updates the other. The attributed form of a plain text is built only when someone reads it, so a model's set
/// of `text` and a person's typing cost no `AttributedString` work unless `attributedText` is bound.
///
/// Gestures do nothing while the field is disabled or hidden.
public final class TextField: BindableView {
  /// The view's binding bookkeeping.
  public let bindingRegistrar = BindingRegistrar()
  /// The text in the field (empty, never nil).
  @ViewProperty public var text = ""
  /// The text in the field, with its attributes. Setting it sets ``text`` to its characters.
  @ViewProperty public var attributedText = emptyAttributedText
  /// The hint shown while the field is empty (display only).
  @ViewProperty public var placeholder = ""
  /// Whether a person can type in the field.
  @ViewProperty public var isEnabled = true
  /// Whether the field is hidden.
  @ViewProperty public var isHidden = false

  /// Creates an empty, enabled field.
  public init() {
    TextContent.link(text: $text, attributedText: $attributedText)
  }

  /// Creates a field holding `text`, with a placeholder.
  public convenience init(text: String = "", placeholder: String) {
    self.init()
    self.text = text
    self.placeholder = placeholder
  }

  /// A person types: `newText` replaces the field's contents, and is reported to the bound model (to the model
  /// bound to `attributedText` too, if there is one). Does nothing while the field is disabled or hidden.
  public func enterText(_ newText: String) {
    // The flags are read from their storage, which makes no slot for them. The field keeps its text slots as long as
    // it lives: they are borrowed for the call, not retained.
    guard _isEnabled.value, !_isHidden.value else { return }
    Unmanaged.passUnretained($text)._withUnsafeGuaranteedRef { text in
      Unmanaged.passUnretained($attributedText)._withUnsafeGuaranteedRef { attributedText in
        TextContent.userDidEnter(newText, text: text, attributedText: attributedText)
      }
    }
  }

  /// A person clears the field (its clear button): the same as `enterText("")`.
  public func clear() {
    enterText("")
  }

  /// A person finishes editing (Return, or moving the focus away): a binding of `text` or `attributedText` made with
  /// `updates: .onCommit` writes the pending edit to the model, and a converting binding shows the model's value
  /// as its converter writes it (see `ViewSlot.userDidEndEditing()`). Does nothing while the field is
  /// disabled or hidden.
  public func endEditing() {
    guard isEnabled, !isHidden else { return }
    $text.userDidEndEditing()
    $attributedText.userDidEndEditing()
  }
}
