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

  /// The adapter's text slot, as `attributedText`'s hooks reach it. The adapter keeps this object for as long as it
  /// lives; the hooks hold it weakly. (A weak reference to the slot itself would give the slot a side table, and
  /// slow every retain of it on the typing path.)
  final class Link {
    let text: ViewSlot<String>
    init(_ text: ViewSlot<String>) { self.text = text }
  }

  /// Links the two slots; the adapter keeps the returned link in a stored property.
  ///
  /// `text`'s hook, which runs on every change of the text (a model's set, a person's typing), holds
  /// `attributedText` strongly. `attributedText`'s hooks, which run only when attributed text is read after a
  /// change or is set, reach `text` through the link, weakly. So there is no reference cycle, and nothing has to
  /// be unlinked when the adapter goes away. (Unlinking in the adapter's `deinit` wrote the hooks while another
  /// thread could be running them: a model set on one thread, delivered to a text field released on another,
  /// crashed.)
  static func link(text: ViewSlot<String>, attributedText: ViewSlot<AttributedString>) -> Link {
    let flag = SyncFlag()
    let link = Link(text)
    text.onChange = { [attributedText, flag] _ in
      if !flag.isSyncing { attributedText.invalidate() }
    }
    attributedText.deriveValue = { [weak link] in
      AttributedString(link?.text.value ?? "")
    }
    attributedText.onChange = { [weak link, flag] attributed in
      guard let text = link?.text else { return }
      let characters = String(attributed.characters)
      guard characters != text.value else { return }
      flag.isSyncing = true
      defer { flag.isSyncing = false }
      text.set(characters)
    }
    return link
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
