/// Emphasis a terminal can show: bold, dim, reverse video, or any mix (`[.bold, .reverse]`).
public struct TextAttributes: Hashable, Sendable, ExpressibleByArrayLiteral {
  /// Bold text.
  public var isBold = false
  /// Dim (faint) text: disabled controls and hints.
  public var isDim = false
  /// Reverse video: the focused control.
  public var isReverse = false

  /// Bold.
  public static let bold = TextAttributes(isBold: true)
  /// Dim (faint): disabled controls and hints.
  public static let dim = TextAttributes(isDim: true)
  /// Reverse video: the focused control.
  public static let reverse = TextAttributes(isReverse: true)

  /// Plain text: no emphasis (the same as `[]`).
  public init() {}

  /// Attributes with the given emphasis (none by default).
  public init(isBold: Bool = false, isDim: Bool = false, isReverse: Bool = false) {
    self.isBold = isBold
    self.isDim = isDim
    self.isReverse = isReverse
  }

  /// Every emphasis any of `elements` has; `[]` is plain text.
  public init(arrayLiteral elements: TextAttributes...) {
    for element in elements {
      isBold = isBold || element.isBold
      isDim = isDim || element.isDim
      isReverse = isReverse || element.isReverse
    }
  }

  /// Whether the text is plain.
  public var isEmpty: Bool { !isBold && !isDim && !isReverse }

  /// Whether these attributes include every emphasis of `other`.
  public func contains(_ other: TextAttributes) -> Bool {
    (isBold || !other.isBold) && (isDim || !other.isDim) && (isReverse || !other.isReverse)
  }
}

/// One line as a form draws it: runs of text, each with its attributes.
public struct StyledLine: Hashable, Sendable {
  /// A run of text in one style.
  public struct Run: Hashable, Sendable {
    /// The text: printable characters only.
    public var text: String
    /// How it is drawn.
    public var attributes: TextAttributes
  }

  /// The runs, left to right.
  public private(set) var runs: [Run] = []
  /// The line's width, measured as it is built, when each run is printable ASCII (so takes a column per byte, at
  /// least one); nil when a run has other characters, whose widths are looked up when needed. A function of `runs`.
  private var asciiWidth: Int? = 0

  /// An empty line.
  public init() {}

  /// A line of `text` in `attributes`.
  public init(_ text: String, _ attributes: TextAttributes = []) {
    append(text, attributes)
  }

  /// Adds `text` (control characters shown as `?`) in `attributes`.
  public mutating func append(_ text: String, _ attributes: TextAttributes = []) {
    guard !text.isEmpty else { return }
    if let width = TerminalText.printableASCIIWidth(of: text) {
      runs.append(Run(text: text, attributes: attributes))
      asciiWidth? += width
      return
    }
    let printable = TerminalText.printable(text)
    runs.append(Run(text: printable, attributes: attributes))
    asciiWidth = asciiWidth.flatMap { width in TerminalText.printableASCIIWidth(of: printable).map { width + $0 } }
  }

  /// Adds `text`, which the caller knows to be non-empty printable ASCII (a column per byte), without reading it.
  mutating func append(printableASCII text: String, _ attributes: TextAttributes = []) {
    assert(TerminalText.printableASCIIWidth(of: text) == text.utf8.count, "printable ASCII")
    runs.append(Run(text: text, attributes: attributes))
    asciiWidth? += text.utf8.count
  }

  /// Makes room for `count` runs, so that a line built run by run is allocated once.
  mutating func reserveCapacity(_ count: Int) {
    runs.reserveCapacity(count)
  }

  /// The text without attributes.
  public var plainText: String { runs.map(\.text).joined() }

  /// The columns the line takes.
  public var width: Int { asciiWidth ?? runs.reduce(0) { $0 + TerminalText.width(of: $1.text) } }

  /// Whether every run is printable ASCII: one column per byte.
  var isASCII: Bool { asciiWidth != nil }

  /// Whether cutting the line to `columns` leaves it as it is, known without reading its text (an ASCII line that
  /// fits).
  func isWhole(in columns: Int) -> Bool {
    guard let asciiWidth else { return false }
    return asciiWidth <= columns
  }

  /// The line cut to `columns`, never splitting a character.
  public func truncated(to columns: Int) -> StyledLine {
    // An ASCII line that fits stays as it is (each of its runs takes a column or more, so none is dropped).
    if isWhole(in: columns) { return self }
    var result = StyledLine()
    result.runs.reserveCapacity(runs.count)
    var left = columns
    for run in runs where left > 0 {
      let text = TerminalText.prefix(of: run.text, fitting: left)
      left -= TerminalText.width(of: text)
      result.runs.append(Run(text: text, attributes: run.attributes))
    }
    result.asciiWidth = result.runs.reduce(0) { width, run in
      width.flatMap { width in TerminalText.printableASCIIWidth(of: run.text).map { width + $0 } }
    }
    return result
  }

  /// The line as bytes for a terminal: with SGR codes when `usesColor`, the text alone otherwise.
  public func encoded(usesColor: Bool) -> String {
    var bytes: [UInt8] = []
    encode(usesColor: usesColor, into: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends ``encoded(usesColor:)``'s bytes to `bytes`: a writer encodes into a buffer it keeps, with no string
  /// made for the line.
  func encode(usesColor: Bool, into bytes: inout [UInt8]) {
    for run in runs {
      // Bold or dim blanks look like plain ones; a reversed blank (a cursor, a bar) does not. (A character other
      // than a blank has a byte other than a space.)
      let attributes = run.attributes
      guard usesColor, !attributes.isEmpty, attributes.isReverse || run.text.utf8.contains(where: { $0 != 0x20 })
      else {
        bytes += run.text.utf8
        continue
      }
      bytes.append(0x1B)
      bytes.append(UInt8(ascii: "["))
      var separated = false
      if attributes.isBold {
        bytes.append(UInt8(ascii: "1"))
        separated = true
      }
      if attributes.isDim {
        if separated { bytes.append(UInt8(ascii: ";")) }
        bytes.append(UInt8(ascii: "2"))
        separated = true
      }
      if attributes.isReverse {
        if separated { bytes.append(UInt8(ascii: ";")) }
        bytes.append(UInt8(ascii: "7"))
      }
      bytes.append(UInt8(ascii: "m"))
      bytes += run.text.utf8
      bytes.append(0x1B)
      bytes.append(UInt8(ascii: "["))
      bytes.append(UInt8(ascii: "0"))
      bytes.append(UInt8(ascii: "m"))
    }
  }
}

/// A frame: the lines of a form, and where the terminal's cursor goes (only in a focused text field).
public struct Frame: Hashable, Sendable {
  /// The lines, top to bottom.
  public var lines: [StyledLine] {
    get { storedLines }
    set {
      storedLines = newValue
      changes = nil  // lines changed by hand: what their driver said of them no longer holds
    }
  }
  private var storedLines: [StyledLine]
  /// What the ``FormDriver`` that made the frame knows of its lines; nil for any other frame.
  var changes: FrameChanges? {
    get { note.changes }
    set { note.changes = newValue }
  }
  private var note = FrameChanges.Note()
  /// The lines of the focused control (nil when nothing has the focus): what a terminal shorter than the frame
  /// keeps in view (see ``window(rows:offset:)``). A ``FormDriver`` stretches them to the top of the form while
  /// its first control has the focus, and to the bottom while its last one has it, so that the rows before and
  /// after the controls (text, a status line) come into view too.
  public var focusedLines: Range<Int>?
  /// The cursor's row and column (0-based), or nil to hide it.
  public var cursor: (row: Int, column: Int)? {
    get { cursorPosition.map { ($0.row, $0.column) } }
    set { cursorPosition = newValue.map { Position(row: $0.row, column: $0.column) } }
  }
  private var cursorPosition: Position?

  private struct Position: Hashable, Sendable {
    var row: Int
    var column: Int
  }

  /// Creates a frame.
  public init(lines: [StyledLine], cursor: (row: Int, column: Int)? = nil) {
    storedLines = lines
    self.cursor = cursor
  }

  /// The frame as plain text: its lines joined with line ends.
  public var plainText: String { lines.map(\.plainText).joined(separator: "\n") }

  /// The `rows` lines a terminal that short shows of this frame, starting at `offset`, which moves as little as
  /// it must to keep the ``focusedLines`` (then the cursor) in view; the cursor moves with the lines. A frame that
  /// fits is returned whole, and `offset` becomes 0.
  public func window(rows: Int, offset: inout Int) -> Frame {
    let rows = max(rows, 1)
    guard lines.count > rows else {
      offset = 0
      return self
    }
    var start = min(max(offset, 0), lines.count - rows)
    if let focus = focusedLines {
      if focus.upperBound > start + rows { start = focus.upperBound - rows }
      if focus.lowerBound < start { start = focus.lowerBound }
    }
    if let cursor, cursor.row < start || cursor.row >= start + rows {
      start = min(max(cursor.row - rows + 1, 0), lines.count - rows)
    }
    start = min(max(start, 0), lines.count - rows)
    offset = start
    var window = Frame(lines: Array(lines[start..<(start + rows)]))
    if let cursor, cursor.row >= start, cursor.row < start + rows {
      window.cursor = (cursor.row - start, cursor.column)
    }
    return window
  }
}

/// What a ``FormDriver`` knows of a frame it made: which of its frames it is, and which lines may differ from the
/// frame it made before (every line of the rows it drew again), so that a ``FrameWriter`` that wrote that frame
/// compares only those.
struct FrameChanges: Sendable {
  /// The driver's identity, held for as long as a frame or a writer remembers it.
  final class Source: Sendable {}

  let source: Source
  /// How many frames the driver made before this one.
  let number: Int
  /// The lines that may differ from the driver's frame `number - 1`, in ascending order; nil: any line.
  let changedLines: [Int]?

  /// A frame's changes, which take no part in its equality: two frames are equal when they show the same.
  struct Note: Hashable, Sendable {
    var changes: FrameChanges?

    static func == (lhs: Note, rhs: Note) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
  }
}

/// Changes to lines out of a window's view, remembered until they come into view, and noted at its edges.
struct OutOfViewChanges {
  private(set) var above: Set<Int> = []
  private(set) var below: Set<Int> = []

  /// Notes `changed` lines of the whole frame and forgets those in the window's `view` (lines of the whole frame);
  /// returns `window` with its first line replaced by `↑ N more changed above` when changed lines are above it, and
  /// its last by `↓ N more changed below` when some are below; never a line of `focused` (lines of the whole frame).
  mutating func note(_ changed: [Range<Int>], view: Range<Int>, focused: Range<Int>?, in window: Frame) -> Frame {
    for range in changed {
      for line in range {
        if line < view.lowerBound { above.insert(line) } else if line >= view.upperBound { below.insert(line) }
      }
    }
    above = above.filter { $0 < view.lowerBound }
    below = below.filter { $0 >= view.upperBound }
    var window = window
    let count = window.lines.count
    guard count > 1 else { return window }
    func isFree(_ line: Int) -> Bool {
      !(focused?.contains(view.lowerBound + line) ?? false) && window.cursor?.row != line
    }
    if !above.isEmpty, isFree(0) {
      window.lines[0] = StyledLine("  ↑ \(above.count) more changed above", .dim)
    }
    if !below.isEmpty, isFree(count - 1) {
      window.lines[count - 1] = StyledLine("  ↓ \(below.count) more changed below", .dim)
    }
    return window
  }
}

/// An in-memory screen, a grid of cells, that tests draw frames into and read back.
///
/// A wide character takes two cells: the first holds it, the second holds nothing.
public struct Screen: Sendable {
  /// One cell of the grid.
  public struct Cell: Hashable, Sendable {
    /// The character shown, or nil for the second half of a wide character. A space when empty.
    public var character: Character?
    /// How it is drawn.
    public var attributes: TextAttributes
  }

  /// The number of rows.
  public let rows: Int
  /// The number of columns.
  public let columns: Int
  /// The cells, row by row.
  public private(set) var cells: [[Cell]]
  /// Where the cursor is, or nil while it is hidden.
  public private(set) var cursor: (row: Int, column: Int)?
  /// The line each row shows, as cut to the width: a row whose new line equals it already shows it.
  private var rowLines: [StyledLine]

  /// A blank screen of `rows` by `columns`.
  public init(rows: Int, columns: Int) {
    self.rows = max(rows, 1)
    self.columns = max(columns, 1)
    cells = Array(
      repeating: Array(repeating: Cell(character: " ", attributes: []), count: max(columns, 1)), count: max(rows, 1))
    rowLines = Array(repeating: StyledLine(), count: max(rows, 1))
  }

  /// Clears the screen and draws `frame` from the top left; lines are cut to the width, rows past the last dropped.
  public mutating func draw(_ frame: Frame) {
    let blank = Cell(character: " ", attributes: [])
    let columns = columns
    let asciiCharacters = Self.asciiCharacters
    for row in 0..<rows {
      // Each row is filled from the left and blanked to its end, in place.
      let line = row < frame.lines.count ? frame.lines[row].truncated(to: columns) : StyledLine()
      // A row whose line is the one it shows (compared run by run) already has its cells.
      if rowLines[row] == line { continue }
      rowLines[row] = line
      cells[row].withUnsafeMutableBufferPointer { cells in
        var column = 0
        for run in line.runs {
          if line.isASCII {
            for byte in run.text.utf8 {  // printable ASCII: a cell per byte
              let cell = Cell(character: asciiCharacters[Int(byte & 0x7F)], attributes: run.attributes)
              if cells[column] != cell { cells[column] = cell }  // a cell that stays is not written
              column += 1
            }
            continue
          }
          for character in run.text {
            let width = TerminalText.width(of: character)
            guard width > 0 else { continue }
            cells[column] = Cell(character: character, attributes: run.attributes)
            if width == 2 { cells[column + 1] = Cell(character: nil, attributes: run.attributes) }
            column += width
          }
        }
        while column < columns {
          if cells[column] != blank { cells[column] = blank }
          column += 1
        }
      }
    }
    cursor = frame.cursor.flatMap { $0.row < rows && $0.column < columns ? $0 : nil }
  }

  /// Each ASCII character, by its code.
  private static let asciiCharacters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

  /// The text of row `row`, trailing blanks removed.
  public func text(ofRow row: Int) -> String {
    var text = String(cells[row].compactMap(\.character))
    while text.last == " " { text.removeLast() }
    return text
  }

  /// The whole screen as text, one line per row, trailing blanks and empty rows at the bottom removed.
  public var text: String {
    var lines = (0..<rows).map(text(ofRow:))
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }
}

/// Writes frames to a terminal, sending only the lines that changed since the last frame.
///
/// The first frame (and the first after ``invalidate()``, on a resize) clears the screen and draws every line.
/// Later frames move to each changed line, draw it and clear the rest of it; lines the new frame no longer has are
/// cleared. Each frame is wrapped in synchronized output (`CSI ? 2026 h` ... `l`), ignored where unsupported.
///
/// A line equal to the one the last frame had in its row is not cut or encoded again: a ``FormDriver`` hands every
/// frame the same lines for the rows that did not change, which the writer recognises at once, so a keystroke costs
/// the lines it changed, not the frame. When a frame is the next one the driver made after the frame written last,
/// the driver has named the lines of the rows it drew again, and only those are compared.
public struct FrameWriter: Sendable {
  /// Whether SGR codes are written (not under `NO_COLOR`).
  public var usesColor: Bool
  /// What the terminal shows: each line as the last frame had it, and as it was written (cut and encoded). After
  /// ``invalidate()`` the buffers are kept, to be written over by the next frame's lines.
  private var previous: [[UInt8]] = []
  /// Whether the next frame clears the screen and draws every line (the first, and the first after ``invalidate()``).
  private var drawsWhole = true
  /// The output's buffer, kept from frame to frame.
  private var output: [UInt8] = []
  /// The last frame's lines. Changed row by row once the writer has its own copy, never taken whole from a frame
  /// while lines are being reused: a frame's lines are a ``FormDriver``'s, which it patches in place for the next
  /// frame only while nobody else holds them (otherwise each frame would copy every line).
  private var previousLines: [StyledLine] = []
  /// The width and colour the previous lines were written with: while they hold, an equal line is written the same.
  private var previousColumns = 0
  private var previousUsesColor = false
  /// The cursor's escape sequence as last written; empty before the first frame.
  private var previousCursor: [UInt8] = []
  /// A line's bytes while they are compared with what its row shows; then the buffer of the line it replaced.
  private var encodedLine: [UInt8] = []
  /// The cursor's escape sequence while it is compared with the last one; then the last one's buffer.
  private var cursorBytes: [UInt8] = []
  /// The driver that made the last frame, and its number for that frame (see ``FrameChanges``).
  private var lastSource: FrameChanges.Source?
  private var lastNumber = 0

  /// Creates a writer whose first frame draws everything.
  public init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// Forgets what the terminal shows: the next frame is drawn whole.
  public mutating func invalidate() {
    drawsWhole = true
    lastSource = nil
    previousLines = []
    previousCursor = []
  }

  /// The bytes that turn the last frame into `frame` (empty when nothing changed), cut to `columns`.
  public mutating func update(to frame: Frame, columns: Int) -> String {
    let columns = max(columns, 1)
    let isWhole = drawsWhole
    drawsWhole = false
    let reusesLines = !isWhole && columns == previousColumns && usesColor == previousUsesColor
    // What the terminal shows, changed in place into what it will show (a whole frame writes over every buffer).
    var lines = previous
    previous = []
    let oldCount = isWhole ? 0 : lines.count
    // The output, gathered as bytes (one String is made of them at the end), begins synchronized output.
    var output = output
    self.output = []
    output.removeAll(keepingCapacity: true)
    output.reserveCapacity(isWhole ? frame.lines.count * (columns + 16) : 128)
    output += Self.beginSynchronizedOutput
    let start = output.count
    if isWhole { output += Self.clearScreen }
    let newLines = frame.lines
    if !reusesLines { previousLines = newLines }
    let comparable = reusesLines ? previousLines.count : 0
    let usesColor = usesColor
    // The next frame of the driver that made the last one, as many lines: only the lines it drew again can differ.
    var changedLines: [Int]?
    if reusesLines, let changes = frame.changes, changes.source === lastSource, changes.number == lastNumber + 1,
      newLines.count == previousLines.count, (changes.changedLines?.last ?? 0) < newLines.count
    {
      changedLines = changes.changedLines
    }
    lastSource = frame.changes?.source
    lastNumber = frame.changes?.number ?? 0
    var nextRow = 0
    var nextChange = 0
    while true {
      let row: Int
      if let changedLines {
        guard nextChange < changedLines.count else { break }
        row = changedLines[nextChange]
        nextChange += 1
      } else {
        guard nextRow < newLines.count else { break }
        row = nextRow
        nextRow += 1
      }
      if row < comparable {
        // The same line as last time (for a driver's unchanged row, the same storage: equal at a glance): written
        // the same, and already on the screen.
        if previousLines[row] == newLines[row] { continue }
        previousLines[row] = newLines[row]
      } else if reusesLines {
        previousLines.append(newLines[row])
      }
      if row >= oldCount {
        // A row the screen shows nothing of: encoded straight into its buffer (one kept from an earlier frame when
        // there is one).
        if row == lines.count { lines.append([]) }
        lines[row].removeAll(keepingCapacity: true)
        newLines[row].truncated(to: columns).encode(usesColor: usesColor, into: &lines[row])
      } else {
        encodedLine.removeAll(keepingCapacity: true)
        newLines[row].truncated(to: columns).encode(usesColor: usesColor, into: &encodedLine)
        if lines[row] == encodedLine { continue }
        swap(&lines[row], &encodedLine)  // the replaced line's buffer is the next line's
      }
      Self.moveToLine(row, in: &output)
      output += lines[row]
      Self.appendEraseToEndOfLine(to: &output)
    }
    if reusesLines && previousLines.count > newLines.count {
      previousLines.removeLast(previousLines.count - newLines.count)
    }
    if oldCount > newLines.count {
      for row in newLines.count..<oldCount {
        Self.moveToLine(row, in: &output)
        Self.appendEraseToEndOfLine(to: &output)
      }
    }
    if lines.count > newLines.count { lines.removeLast(lines.count - newLines.count) }
    cursorBytes.removeAll(keepingCapacity: true)
    if let cursor = frame.cursor {
      cursorBytes.append(0x1B)
      cursorBytes.append(UInt8(ascii: "["))
      Self.appendDecimal(cursor.row + 1, to: &cursorBytes)
      cursorBytes.append(UInt8(ascii: ";"))
      Self.appendDecimal(cursor.column + 1, to: &cursorBytes)
      cursorBytes += Self.showCursorAfterColumn
    } else {
      cursorBytes += Self.hideCursor
    }
    let isUnchanged = output.count == start && cursorBytes == previousCursor
    previous = lines
    previousColumns = columns
    previousUsesColor = usesColor
    swap(&previousCursor, &cursorBytes)
    guard !isUnchanged else {
      self.output = output
      return ""
    }
    output += previousCursor
    output += Self.endSynchronizedOutput
    let text = String(decoding: output, as: UTF8.self)
    self.output = output
    return text
  }

  /// Appends the move to the start of line `row` (0-based): `CSI row+1 ; 1 H`.
  private static func moveToLine(_ row: Int, in output: inout [UInt8]) {
    output.append(0x1B)
    output.append(UInt8(ascii: "["))
    appendDecimal(row + 1, to: &output)
    output.append(UInt8(ascii: ";"))
    output.append(UInt8(ascii: "1"))
    output.append(UInt8(ascii: "H"))
  }

  /// Appends the erase of the rest of the line: `CSI K`.
  private static func appendEraseToEndOfLine(to output: inout [UInt8]) {
    output.append(0x1B)
    output.append(UInt8(ascii: "["))
    output.append(UInt8(ascii: "K"))
  }

  /// `CSI ? 2026 h` and `CSI ? 2026 l`: synchronized output begins and ends.
  private static let beginSynchronizedOutput = Array("\u{1B}[?2026h".utf8)
  private static let endSynchronizedOutput = Array("\u{1B}[?2026l".utf8)
  /// The cursor home and the screen cleared.
  private static let clearScreen = Array("\u{1B}[H\u{1B}[2J".utf8)
  /// The end of a cursor move after its column (`H`), then the cursor shown; and the cursor hidden.
  private static let showCursorAfterColumn = Array("H\u{1B}[?25h".utf8)
  private static let hideCursor = Array("\u{1B}[?25l".utf8)

  /// Appends `number` in decimal.
  private static func appendDecimal(_ number: Int, to output: inout [UInt8]) {
    if number < 0 { output.append(UInt8(ascii: "-")) }
    let number = number.magnitude
    var divisor: UInt = 1
    while divisor <= number / 10 { divisor *= 10 }
    while divisor > 0 {
      output.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
      divisor /= 10
    }
  }

}
