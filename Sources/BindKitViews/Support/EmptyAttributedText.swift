internal import FoundationEssentials

/// One empty attributed string for every new text view's `attributedText`: its storage is made once, where
/// `AttributedString()` makes one for each view (128 heap bytes of a new `TextField`).
let emptyAttributedText = AttributedString()
