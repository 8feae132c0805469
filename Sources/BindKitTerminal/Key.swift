/// A key a person pressed, as a form understands it.
public enum Key: Hashable, Sendable {
  /// Printable text: a letter, a digit, a space, any character typed through UTF-8 input (a combining mark
  /// arrives on its own, and joins the character before it when inserted).
  case character(Character)
  /// Text pasted while bracketed paste was on, without its control characters (line ends become `\n`).
  case paste(String)
  /// Return or Enter.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab (`ESC [ Z`).
  case backTab
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// The Delete key (`ESC [ 3 ~`).
  case delete
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up (`ESC [ 5 ~`).
  case pageUp
  /// Page Down (`ESC [ 6 ~`).
  case pageDown
  /// Escape, pressed on its own.
  case escape
  /// A control key, Ctrl and a letter (`"a"` ... `"z"`), other than Tab, Enter and Ctrl-H, or Ctrl-_ (`"_"`, the
  /// byte 0x1F, which most terminals also send for Ctrl-/ and Ctrl-7). Raw mode delivers Ctrl-C, Ctrl-D and Ctrl-Z
  /// as these bytes.
  case control(Character)
  /// Alt (Meta) and a printable key: Escape followed by the key's character (Alt-U is `ESC u`, `.alt("u")`). Alt-[
  /// and Alt-O cannot be told from the start of an escape sequence, and arrive otherwise.
  case alt(Character)
  /// An escape sequence or malformed input that forms do not use.
  case unknown
}

/// Turns the bytes a terminal in raw mode sends into ``Key`` values.
///
/// Feed bytes as they arrive with ``decode(_:)``. A sequence split across reads is kept until the rest comes.
/// Escape is ambiguous (it also starts arrow keys and Shift-Tab), so a lone `ESC` at the end of the input stays
/// pending: call ``flush()`` when no more bytes arrived shortly after (the terminal loop waits 50 ms).
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("a\u{1B}[Z".utf8))  // [.character("a"), .backTab]
/// ```
///
/// Text between `ESC [ 200 ~` and `ESC [ 201 ~` (bracketed paste) becomes one ``Key/paste(_:)``, at most
/// ``maximumPasteLength`` bytes of it. Invalid UTF-8, stray control bytes and unknown sequences become
/// ``Key/unknown``; nothing traps.
public struct KeyDecoder: Sendable {
  /// The longest escape sequence kept while waiting for its final byte; longer ones are dropped.
  static let maximumSequenceLength = 32
  /// The most bytes of one paste kept; the rest is dropped.
  public static let maximumPasteLength = 1 << 20

  private var pending: [UInt8] = []
  private var paste: [UInt8]?

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Whether bytes are waiting for the rest of their sequence (or for ``flush()``).
  public var hasPendingInput: Bool { !pending.isEmpty && paste == nil }

  /// Decodes `bytes`, after whatever was pending.
  public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    return drain(atEnd: false)
  }

  /// Decodes what is pending as if no more bytes will follow it (a lone `ESC` is Escape).
  public mutating func flush() -> [Key] {
    drain(atEnd: true)
  }

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  private mutating func drain(atEnd: Bool) -> [Key] {
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      if paste != nil {
        let next = takePaste(from: index, into: &keys)
        if paste != nil && next < pending.count {
          index = next  // the rest may start the end marker: wait for more bytes
          break
        }
        index = next
        continue
      }
      guard let (key, length) = Self.decodeOne(pending[index...], atEnd: atEnd) else { break }
      index += length
      if key == .paste("") {
        paste = []
      } else if let key {
        keys.append(key)
      }
    }
    pending.removeFirst(index)
    return keys
  }

  /// Moves pasted bytes from `pending` (starting at `index`) into the paste, up to its end marker; returns the
  /// index after what it took.
  private mutating func takePaste(from index: Int, into keys: inout [Key]) -> Int {
    let rest = pending[index...]
    if let end = rest.firstRange(of: Self.pasteEnd) {
      append(toPaste: rest[..<end.lowerBound])
      keys.append(.paste(Self.pastedText(paste ?? [])))
      paste = nil
      return end.upperBound
    }
    // Keep a possible start of the end marker for the next read.
    var keep = 0
    for length in stride(from: min(Self.pasteEnd.count - 1, rest.count), to: 0, by: -1)
    where rest.suffix(length).elementsEqual(Self.pasteEnd.prefix(length)) {
      keep = length
      break
    }
    append(toPaste: rest.dropLast(keep))
    return pending.count - keep
  }

  private mutating func append(toPaste bytes: ArraySlice<UInt8>) {
    let room = Self.maximumPasteLength - (paste?.count ?? 0)
    if room > 0 { paste?.append(contentsOf: bytes.prefix(room)) }
  }

  /// The pasted bytes as text: invalid UTF-8 repaired, CR LF and CR as `\n`, other control characters dropped.
  static func pastedText(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes, as: UTF8.self)
    var result = ""
    var previousWasReturn = false
    for scalar in text.unicodeScalars {
      defer { previousWasReturn = scalar == "\r" }
      if scalar == "\r" {
        result.unicodeScalars.append("\n")
      } else if scalar == "\n" {
        if !previousWasReturn { result.unicodeScalars.append("\n") }
      } else if scalar == "\t" {
        result.unicodeScalars.append(" ")
      } else if scalar.properties.generalCategory != .control {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Decodes the key at the start of `bytes`: the key (nil for bytes that are silently consumed; `.paste("")`
  /// for the start of a paste) and how many bytes it used, or nil when more bytes are needed.
  static func decodeOne(_ bytes: ArraySlice<UInt8>, atEnd: Bool) -> (Key?, Int)? {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B:
      return decodeEscape(bytes, atEnd: atEnd)
    case 0x0D:
      // Enter; a pasted CR LF counts once.
      let next = bytes.index(after: bytes.startIndex)
      return (.enter, next < bytes.endIndex && bytes[next] == 0x0A ? 2 : 1)
    case 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
    case 0x1F: return (.control("_"), 1)
    case 0x00..<0x20: return (.unknown, 1)
    case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(first))), 1)
    default: return decodeUTF8(bytes, atEnd: atEnd)
    }
  }

  private static func decodeEscape(_ bytes: ArraySlice<UInt8>, atEnd: Bool) -> (Key?, Int)? {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return atEnd ? (.escape, 1) : nil }
    let introducer = bytes[start + 1]
    switch introducer {
    case UInt8(ascii: "["):
      // CSI: parameter bytes 0x30-0x3F, intermediate bytes 0x20-0x2F, one final byte 0x40-0x7E.
      var index = start + 2
      while index < bytes.endIndex {
        let byte = bytes[index]
        if (0x40...0x7E).contains(byte) {
          return (csiKey(parameters: bytes[(start + 2)..<index], final: byte), index - start + 1)
        }
        guard (0x20...0x3F).contains(byte) else {
          // Malformed: drop what was read and decode the offending byte on its own.
          return (.unknown, index - start)
        }
        index += 1
        if index - start >= maximumSequenceLength { return (.unknown, index - start) }
      }
      // Incomplete. At the end of the input it was Escape typed before "[".
      return atEnd ? (.escape, 1) : nil
    case UInt8(ascii: "O"):
      // SS3: some terminals send arrows and Home/End this way.
      guard bytes.count > 2 else { return atEnd ? (.escape, 1) : nil }
      let key: Key =
        switch bytes[start + 2] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        default: .unknown
        }
      return (key, 3)
    case 0x21..<0x7F:
      // Alt (Meta) with a printable key.
      return (.alt(Character(Unicode.Scalar(introducer))), 2)
    default:
      // ESC ESC, or ESC before a control key or UTF-8: Escape, then the next byte on its own.
      return (.escape, 1)
    }
  }

  private static func csiKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
    let firstParameter = parameters.prefix { $0 != UInt8(ascii: ";") }
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "~"):
      switch String(decoding: firstParameter, as: UTF8.self) {
      case "1", "7": return .home
      case "3": return .delete
      case "4", "8": return .end
      case "5": return .pageUp
      case "6": return .pageDown
      case "200": return .paste("")  // the start of a bracketed paste
      case "201": return nil  // a stray paste end
      default: return .unknown
      }
    default: return .unknown
    }
  }

  private static func decodeUTF8(_ bytes: ArraySlice<UInt8>, atEnd: Bool) -> (Key?, Int)? {
    let first = bytes[bytes.startIndex]
    let length: Int
    switch first {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return (.unknown, 1)  // a continuation byte or an impossible lead byte
    }
    let available = bytes.prefix(length)
    // Stop at the first byte that cannot continue the sequence.
    if let bad = available.dropFirst().firstIndex(where: { $0 & 0xC0 != 0x80 }) {
      return (.unknown, bad - bytes.startIndex)
    }
    guard available.count == length else { return atEnd ? (.unknown, available.count) : nil }
    guard let text = String(validating: available, as: UTF8.self), let scalar = text.unicodeScalars.first else {
      return (.unknown, length)  // overlong, a surrogate, or past U+10FFFF
    }
    if scalar.properties.generalCategory == .control { return (.unknown, length) }
    return (.character(Character(scalar)), length)
  }
}
