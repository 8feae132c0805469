import BindKit
import FoundationEssentials

/// Keeps an adapter's `text` and `attributedText` showing the same characters, as UIKit's text views do, without
/// building an `AttributedString` until someone reads one.
///
/// - A change of `text` (from anywhere) only marks `attributedText` out of date; its next read derives it from the
///   text. That keeps a model's set of `text`, and a person's typing, free of `AttributedString` work.
/// - A change of `attributedText` sets `text` to its characters (a program change), without marking the attributed
///   value just stored out of date.
///
/// The adapter must not replace either slot's `onChange` or `deriveValue` afterwards.
enum TextContent {
  /// Set while `attributedText` writes its characters into `text`.
  private final class SyncFlag {
    var isSyncing = false
  }

  /// Links the two slots. Each slot's hooks hold the other strongly (a weak reference would give the slots a
  /// side table and slow every retain of them on the typing path), so the adapter breaks the cycle with
  /// ``unlink(text:attributedText:)`` in its `deinit`.
  static func link(text: ViewSlot<String>, attributedText: ViewSlot<AttributedString>) {
    let flag = SyncFlag()
    text.onChange = { [attributedText, flag] _ in
      if !flag.isSyncing { attributedText.invalidate() }
    }
    attributedText.deriveValue = { [text] in
      AttributedString(text.value)
    }
    attributedText.onChange = { [text, flag] attributed in
      let characters = String(attributed.characters)
      guard characters != text.value else { return }
      flag.isSyncing = true
      defer { flag.isSyncing = false }
      text.set(characters)
    }
  }

  /// Removes the hooks `link` installed, ending the reference cycle between the two slots.
  static func unlink(text: ViewSlot<String>, attributedText: ViewSlot<AttributedString>) {
    text.onChange = nil
    attributedText.onChange = nil
    attributedText.deriveValue = nil
  }

  /// A person typed: `newText` replaces the contents. Reports the text edit, and an `attributedText` edit too
  /// when that property is bound (only then is an `AttributedString` built).
  static func userDidEnter(
    _ newText: String, text: ViewSlot<String>, attributedText: ViewSlot<AttributedString>
  ) {
    text.userDidEdit(newText)
    if attributedText.isBound { attributedText.userDidEdit(AttributedString(newText)) }
  }
}
