public import BindKit
public import FoundationEssentials

/// A headless multi-line text view.
///
/// ```swift
/// let notes = TextView()
/// model.bind(key: \.notes, toView: notes, viewKey: \.text)
/// notes.enterText("Call Bob\nBuy milk")  // model.notes follows
/// ```
///
/// `text` and `attributedText` show the same characters, as on UIKit: setting either (in code or from a model)
/// updates the other, and the attributed form of a plain text is built only when someone reads it.
///
/// A text view has `isEditable` rather than `isEnabled`: typing does nothing while it is not editable, or hidden.
public final class TextView: BindableView {
  /// The view's binding bookkeeping.
  public let bindingRegistrar = BindingRegistrar()
  /// The text in the view (empty, never nil).
  @ViewProperty public var text = ""
  /// The text in the view, with its attributes. Setting it sets ``text`` to its characters.
  @ViewProperty public var attributedText = emptyAttributedText
  /// Whether a person can type in the view.
  @ViewProperty public var isEditable = true
  /// Whether the view is hidden.
  @ViewProperty public var isHidden = false

  /// Creates an empty, editable text view.
  public init() {
    TextContent.link(text: $text, attributedText: $attributedText)
  }

  /// Creates a text view holding `text`.
  public convenience init(text: String) {
    self.init()
    self.text = text
  }

  /// A person types: `newText` replaces the contents, and is reported to the bound model (to the model bound to
  /// `attributedText` too, if there is one). Does nothing while the view is not editable, or hidden.
  public func enterText(_ newText: String) {
    // The flags are read from their storage, which makes no slot for them. The view keeps its text slots as long as
    // it lives: they are borrowed for the call, not retained.
    guard _isEditable.value, !_isHidden.value else { return }
    Unmanaged.passUnretained($text)._withUnsafeGuaranteedRef { text in
      Unmanaged.passUnretained($attributedText)._withUnsafeGuaranteedRef { attributedText in
        TextContent.userDidEnter(newText, text: text, attributedText: attributedText)
      }
    }
  }

  /// A person finishes editing (moving the focus away): a binding of `text` or `attributedText` made with
  /// `updates: .onCommit` writes the pending edit to the model, and a converting binding shows the model's value
  /// as its converter writes it (see `ViewSlot.userDidEndEditing()`). Does nothing while the view is
  /// not editable, or hidden.
  public func endEditing() {
    guard isEditable, !isHidden else { return }
    $text.userDidEndEditing()
    $attributedText.userDidEndEditing()
  }
}
