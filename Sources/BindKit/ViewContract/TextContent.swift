public import FoundationEssentials

/// An adapter building block: keeps a text adapter's `text` and `attributedText` showing the same characters, as
/// UIKit's text views do, without building an `AttributedString` until someone reads one.
///
/// ```swift
/// public init() {
///   TextContent.link(text: $text, attributedText: $attributedText)
/// }
///
/// public func enterText(_ newText: String) {
///   guard isEnabled, !isHidden else { return }
///   TextContent.userDidEnter(newText, text: $text, attributedText: $attributedText)
/// }
/// ```
///
/// - A change of `text` (from anywhere) only marks `attributedText` out of date; its next read derives it from the
///   text. That keeps a model's set of `text`, and a person's typing, free of `AttributedString` work.
/// - A change of `attributedText` sets `text` to its characters (a program change), without marking the attributed
///   value just stored out of date.
///
/// The adapter must not replace `attributedText`'s `onChange` or `deriveValue` afterwards; `text`'s `onChange`
/// stays free for the adapter's users.
public enum TextContent {
  /// Links the two slots: `attributedText` derives from `text` (built only when read after a text change), and a
  /// change of `attributedText` writes its characters to `text` without making the attributed value stale.
  /// Neither slot holds the other in a cycle: `attributedText` holds `text`, and `text` only raises a flag.
  public static func link(text: ViewSlot<String>, attributedText: ViewSlot<AttributedString>) {
    attributedText.derive(from: text) { AttributedString($0) }
    // The flag `derive` gave `attributedText` to read: lowering it after the text is set keeps the attributed value
    // just stored (what `markCurrent()` does), and the hook holds the flag, not the slot that holds the hook.
    let staleness = attributedText.state.staleness
    attributedText.onChange = { [text, staleness] attributed in
      let characters = String(attributed.characters)
      guard characters != text.value else { return }
      text.set(characters)
      staleness?.isStale = false
    }
  }

  /// A person typed: `newText` replaces the contents. Reports the text edit, and an `attributedText` edit too
  /// when that property is bound (only then is an `AttributedString` built).
  public static func userDidEnter(
    _ newText: String, text: ViewSlot<String>, attributedText: ViewSlot<AttributedString>
  ) {
    text.userDidEdit(newText)
    if attributedText.isBound { attributedText.userDidEdit(AttributedString(newText)) }
  }
}
