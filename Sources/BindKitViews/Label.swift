public import BindKit
public import FoundationEssentials

/// A headless label: shows text. Display only: a person makes no gesture on it.
///
/// `text` and `attributedText` show the same characters, as on UIKit: setting either (in code or from a model)
/// updates the other. The attributed form of a plain text is built only when someone reads it.
///
/// ```swift
/// let greeting = Label()
/// model.bind(key: \.greeting, toView: greeting, viewKey: \.text)
/// ```
public final class Label: BindableView {
  /// The view's binding bookkeeping.
  public let bindingRegistrar = BindingRegistrar()
  /// The text shown (empty, never nil).
  @ViewProperty public var text = ""
  /// The text shown, with its attributes. Setting it sets ``text`` to its characters.
  @ViewProperty public var attributedText = emptyAttributedText
  /// Whether the label is hidden.
  @ViewProperty public var isHidden = false

  /// Creates an empty label.
  public init() {
    TextContent.link(text: $text, attributedText: $attributedText)
  }

  /// Creates a label showing `text`.
  public convenience init(text: String) {
    self.init()
    self.text = text
  }
}
