/// Cuts a byte stream into lines, bounded in memory.
///
/// A line ends at `\n`; a `\r` before it is dropped. A line longer than ``maximumLength`` bytes is not kept:
/// it is reported as ``Piece/tooLong(_:)`` once its end arrives, and its bytes are skipped as they come.
public struct LineSplitter: Sendable {
  /// One result of splitting.
  public enum Piece: Equatable, Sendable {
    /// A complete line, without its line end.
    case line([UInt8])
    /// A line that was too long, and how many bytes it had.
    case tooLong(Int)
  }

  /// The longest line kept, in bytes.
  public let maximumLength: Int

  private var current: [UInt8] = []
  private var skippedLength: Int?

  /// Creates a splitter keeping lines of up to `maximumLength` bytes.
  public init(maximumLength: Int = 65_536) {
    self.maximumLength = maximumLength
  }

  /// Splits `bytes`, after whatever was left over from before.
  public mutating func append(_ bytes: some Collection<UInt8>) -> [Piece] {
    var pieces: [Piece] = []
    var rest = bytes[...]
    while !rest.isEmpty {
      let newline = rest.firstIndex(of: UInt8(ascii: "\n"))
      let chunk = rest[..<(newline ?? rest.endIndex)]
      take(chunk)
      guard let newline else { break }
      pieces.append(finishLine())
      rest = rest[rest.index(after: newline)...]
    }
    return pieces
  }

  /// The last line, when the input ended without a line end.
  public mutating func finish() -> [Piece] {
    current.isEmpty && skippedLength == nil ? [] : [finishLine()]
  }

  private mutating func take(_ chunk: some Collection<UInt8>) {
    if let skipped = skippedLength {
      skippedLength = skipped + chunk.count
    } else if current.count + chunk.count > maximumLength + 1 {  // + 1: room for a "\r" before the "\n"
      skippedLength = current.count + chunk.count
      current = []
    } else {
      current.append(contentsOf: chunk)
    }
  }

  private mutating func finishLine() -> Piece {
    defer {
      current = []
      skippedLength = nil
    }
    if let skipped = skippedLength { return .tooLong(skipped) }
    if current.last == UInt8(ascii: "\r") { current.removeLast() }
    if current.count > maximumLength { return .tooLong(current.count) }
    return .line(current)
  }
}
