/// Measuring and cutting text by the columns a terminal gives it, one grapheme cluster (`Character`) at a time, so
/// that nothing ever splits a cluster.
public enum TerminalText {
  /// The columns `character` takes: 0 for combining marks and zero-width characters, 2 for wide (East Asian,
  /// emoji) characters, 1 otherwise. An approximation of `wcwidth` that needs no locale.
  public static func width(of character: Character) -> Int {
    // Printable ASCII, by far the most common case, needs no Unicode look-up: one byte, one column.
    if character.utf8.count == 1, let byte = character.utf8.first, isPrintableASCII(byte) { return 1 }
    guard let first = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.count > 1,
      character.unicodeScalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D })
    {
      return 2  // an emoji presentation or ZWJ sequence
    }
    return width(of: first)
  }

  /// The columns `scalar` takes on its own.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if properties.isEmojiPresentation { return 2 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// The columns `text` takes.
  public static func width(of text: some StringProtocol) -> Int {
    if let width = asciiWidth(of: text) { return width }
    return text.reduce(0) { $0 + width(of: $1) }
  }

  /// The longest start of `text` that fits in `columns`.
  public static func prefix(of text: String, fitting columns: Int) -> String {
    if let width = asciiWidth(of: text) {
      // ASCII: each byte is its own character (but CR LF, both of width 0), printable ones one column each.
      guard width > columns else { return text }
      guard columns >= 0 else { return "" }
      return String(Substring(text.utf8.prefix(asciiByteCount(of: text, fitting: columns))))
    }
    var used = 0
    var result = ""
    for character in text {
      let next = width(of: character)
      if used + next > columns { break }
      used += next
      result.append(character)
    }
    return result
  }

  /// The longest end of `text` that fits in `columns` (a field scrolled to its end, as one types).
  public static func suffix(of text: String, fitting columns: Int) -> String {
    if let width = asciiWidth(of: text), width <= columns { return text }
    var used = 0
    var start = text.endIndex
    while start > text.startIndex {
      let before = text.index(before: start)
      let next = width(of: text[before])
      if used + next > columns { break }
      used += next
      start = before
    }
    return String(text[start...])
  }

  /// `text` with control characters (which would move the cursor or change colours) shown as `?`.
  public static func printable(_ text: String) -> String {
    if asciiWidth(of: text) == text.utf8.count { return text }  // printable ASCII only (or empty)
    guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      result.unicodeScalars.append(scalar.properties.generalCategory == .control ? "?" : scalar)
    }
    return result
  }

  /// `text` with each control character written as `\u{XX}`, so that output stays on one line.
  public static func escapingControls(_ text: String) -> String {
    FormText.escapingControls(text)
  }

  /// `text` in double quotes, with `"`, `\` and control characters escaped.
  public static func quoted(_ text: String) -> String {
    FormText.quoted(text)
  }

  // MARK: ASCII

  /// Whether `byte` is a printable ASCII character (a space to `~`): one column, and never part of a grapheme
  /// cluster with the bytes around it.
  @inline(__always)
  static func isPrintableASCII(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F
  }

  /// The columns `text` takes when it is all ASCII (its printable bytes; control characters take none), or nil when
  /// it is not, and its characters must be measured one by one.
  static func asciiWidth(of text: some StringProtocol) -> Int? {
    let width = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
      var width = 0
      for byte in bytes {
        guard byte < 0x80 else { return nil }
        if isPrintableASCII(byte) { width += 1 }
      }
      return width
    }
    if let width { return width }
    var slowWidth = 0
    for byte in text.utf8 {
      guard byte < 0x80 else { return nil }
      if isPrintableASCII(byte) { slowWidth += 1 }
    }
    return slowWidth
  }

  /// Whether `text` is printable ASCII only (or empty): a character, and a column, per byte.
  static func isPrintableASCII(_ text: String) -> Bool {
    asciiWidth(of: text) == text.utf8.count
  }

  /// The columns `text` takes when it is non-empty printable ASCII (a column per byte), or nil.
  static func printableASCIIWidth(of text: String) -> Int? {
    let count = text.utf8.count
    guard count > 0, asciiWidth(of: text) == count else { return nil }
    return count
  }

  /// `count` copies of the ASCII character `byte`, made without measuring them.
  static func repeating(_ byte: UInt8, count: Int) -> String {
    guard count > 0 else { return "" }
    return String(unsafeUninitializedCapacity: count) { buffer in
      buffer.initialize(repeating: byte)
      return count
    }
  }

  /// How many bytes of the ASCII `text` make its longest start of at most `columns` columns.
  private static func asciiByteCount(of text: String, fitting columns: Int) -> Int {
    var used = 0
    var count = 0
    for byte in text.utf8 {
      if isPrintableASCII(byte) {
        if used == columns { break }
        used += 1
      }
      count += 1
    }
    return count
  }
}
