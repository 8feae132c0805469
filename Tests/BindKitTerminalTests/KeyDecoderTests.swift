import TestSupport
import Testing

@testable import BindKitTerminal

/// Bytes from a terminal in raw mode become keys, whatever arrives, however it is split.
@Suite struct KeyDecoderTests {
  private func keys(_ bytes: [UInt8], flush: Bool = true) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes) + (flush ? decoder.flush() : [])
  }

  private func keys(_ text: String) -> [Key] { keys(Array(text.utf8)) }

  @Test func printableASCIIBecomesCharacters() {
    #expect(keys("ab 1") == [.character("a"), .character("b"), .character(" "), .character("1")])
  }

  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}[Z", .backTab), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[3~", .delete),
    ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}OA", .up), ("\u{1B}OB", .down),
    ("\u{1B}[1;5A", .up), ("\u{1B}[?1u", .unknown),
  ])
  func escapeSequencesBecomeKeys(sequence: String, key: Key) {
    #expect(keys(sequence) == [key])
  }

  @Test(arguments: [
    ([UInt8(0x09)], Key.tab), ([0x0D], .enter), ([0x0A], .enter), ([0x0D, 0x0A], .enter), ([0x7F], .backspace),
    ([0x08], .backspace), ([0x03], .control("c")), ([0x04], .control("d")), ([0x00], .unknown),
    ([0x1A], .control("z")),
  ])
  func controlBytesBecomeKeys(bytes: [UInt8], key: Key) {
    #expect(keys(bytes) == [key])
  }

  @Test func aLoneEscapeWaitsForFlush() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPendingInput)
  }

  @Test func aSequenceSplitAcrossReadsIsJoined() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.decode([UInt8(ascii: "[")]).isEmpty)
    #expect(decoder.decode([UInt8(ascii: "Z"), UInt8(ascii: "x")]) == [.backTab, .character("x")])
  }

  @Test func escapeEscapeIsTwoEscapes() {
    #expect(keys([0x1B, 0x1B]) == [.escape, .escape])
  }

  @Test func escapeThenBracketAtTheEndIsEscapeAndBracket() {
    #expect(keys("\u{1B}[") == [.escape, .character("[")])
  }

  @Test func altWithAKeyDecodesAsAlt() {
    #expect(keys("\u{1B}x") == [.alt("x")])
    #expect(keys("\u{1B}u\u{1B}Z") == [.alt("u"), .alt("Z")])
  }

  @Test func pageKeysAndCtrlUnderscoreDecode() {
    #expect(keys("\u{1B}[5~\u{1B}[6~") == [.pageUp, .pageDown])
    #expect(keys([0x1F]) == [.control("_")])
  }

  @Test func utf8IsDecoded() {
    #expect(keys("é€😀") == [.character("é"), .character("€"), .character("😀")])
  }

  @Test func utf8SplitAcrossReadsIsJoined() {
    var decoder = KeyDecoder()
    let bytes = Array("€".utf8)
    #expect(decoder.decode(bytes[..<1]).isEmpty)
    #expect(decoder.decode(bytes[1..<2]).isEmpty)
    #expect(decoder.decode(bytes[2...]) == [.character("€")])
  }

  @Test func combiningMarksArriveAsTheirOwnCharacters() {
    // The field appends them; String joins "e" and U+0301 into one character.
    #expect(keys("e\u{301}") == [.character("e"), .character("\u{301}")])
  }

  @Test(arguments: [
    [UInt8(0xFF)], [0xC0, 0x80], [0x80], [0xE2, 0x28, 0xA1], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
    [0xC2, 0x80],  // U+0080, a C1 control
  ])
  func invalidUTF8AndC1ControlsAreUnknown(bytes: [UInt8]) {
    let decoded = keys(bytes)
    #expect(!decoded.isEmpty)
    #expect(decoded.allSatisfy { if case .character(let c) = $0 { c == "(" } else { true } })
  }

  @Test func aTruncatedUTF8SequenceIsUnknownAtTheEnd() {
    #expect(keys([0xE2, 0x82]) == [.unknown])
  }

  @Test func anOverlongEscapeSequenceIsDropped() {
    let bytes: [UInt8] = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 100) + [0x61]
    let decoded = keys(bytes)
    #expect(decoded.first == .unknown)
    #expect(decoded.last == .character("a"))
  }

  @Test func randomBytesNeverTrapAndAlwaysDrain() {
    var generator = SeededGenerator(seed: 4)
    for _ in 0..<2_000 * TestSize.fuzz {
      var decoder = KeyDecoder()
      let count = Int.random(in: 0..<64, using: &generator)
      let bytes = (0..<count).map { _ in
        // Escape and "[" often, so that sequences are exercised.
        switch UInt8.random(in: 0..<8, using: &generator) {
        case 0: UInt8(0x1B)
        case 1: UInt8(ascii: "[")
        default: UInt8.random(in: 0...255, using: &generator)
        }
      }
      _ = decoder.decode(bytes)
      _ = decoder.flush()
      #expect(!decoder.hasPendingInput)
    }
  }

  @Test func aBracketedPasteIsOneKeyEvenWhenSplitAcrossReads() {
    var decoder = KeyDecoder()
    var decoded = decoder.decode(Array("a\u{1B}[200~pasted\r\nte".utf8))
    decoded += decoder.decode(Array("xt\u{1B}[20".utf8))
    decoded += decoder.decode(Array("1~b".utf8))
    #expect(decoded == [.character("a"), .paste("pasted\ntext"), .character("b")])
  }

  @Test func controlLettersArriveAsControlKeys() {
    #expect(
      keys([0x01, 0x05, 0x0B, 0x15, 0x17]) == [
        .control("a"), .control("e"), .control("k"), .control("u"), .control("w"),
      ])
  }
}
