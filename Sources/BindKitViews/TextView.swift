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
  @ViewProperty public var attributedText = AttributedString()
  /// Whether a person can type in the view.
  @ViewProperty public var isEditable = true
  /// Whether the view is hidden.
  @ViewProperty public var isHidden = false

  /// Keeps `text` reachable from `attributedText`'s hooks while the adapter lives.
  private let textLink: TextContent.Link

  /// Creates an empty, editable text view.
  public init() {
    textLink = TextContent.link(text: _text.projectedValue, attributedText: _attributedText.projectedValue)
  }

  /// Creates a text view holding `text`.
  public convenience init(text: String) {
    self.init()
    self.text = text
  }

  /// A person types: `newText` replaces the contents, and is reported to the bound model (to the model bound to
  /// `attributedText` too, if there is one). Does nothing while the view is not editable, or hidden.
  public func enterText(_ newText: String) {
    guard $isEditable.value, !$isHidden.value else { return }
    TextContent.userDidEnter(newText, text: $text, attributedText: $attributedText)
  }
}
