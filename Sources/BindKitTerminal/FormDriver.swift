public import BindKit
public import BindKitForms
import BindKitViews
import FoundationEssentials

/// Draws a `Form` and turns keys into its adapters' gestures: the terminal's front end, with no terminal.
///
/// ```swift
/// let driver = FormDriver(form: form)
/// driver.handle(.character("a"))   // usernameField.enterText("a"): the binding and the model follow
/// var screen = Screen(rows: 24, columns: 80)
/// screen.draw(driver.frame(columns: 80))
/// ```
///
/// The driver listens to every view property of every control (`ViewSlot.addListener(_:)`), so a change from a
/// binding, the program or a gesture redraws the rows it touches, and only those. Keys never set a model: typing is
/// `enterText(_:)`, leaving a field is `endEditing()`, Space is `toggle()` or `tap()`, Left and Right are
/// `slide(to:)`, `increment()`, `select(_:)`, `next()`, `pick(_:)`; so every rule of the adapters holds (a disabled
/// control ignores them). Enter and Esc reach a binding's editing state through `ViewSlot.bindingToken`.
///
/// Not `Sendable`: use a driver, like its adapters, from one thread.
public final class FormDriver {
  /// The form drawn.
  public let form: Form
  /// The undo manager Ctrl-_ or Alt-U (undo) and Alt-E (redo) use; nil (the default) leaves those keys unused. The
  /// program attaches it to the form's models (`EditUndoManager.attach(_:)`).
  public var undoManager: EditUndoManager?
  /// Whether frames use colour and emphasis (see ``FrameWriter``); without it, markers such as `>` and
  /// `(disabled)` say the same.
  public var usesColor: Bool {
    didSet { invalidate() }
  }
  /// Called whenever a control of the form changes (a view property, a list's rows or selection), after the rows it
  /// touches were marked to be drawn again; whoever draws the form draws it then. While ``TerminalSession`` runs, it
  /// calls what was set here and then asks for a redraw, so a change that does not come from a key (an action
  /// finishing, a timer) is drawn too.
  public var onChange: (() -> Void)?
  /// How many rows have been drawn since the driver was made: rows are drawn again only when their controls change
  /// or the focus moves.
  public private(set) var rowsDrawn = 0

  /// Each row's control as the terminal draws it, by the row's index.
  private let kinds: [Kind]
  private var focusIndex: Int?
  /// Each text control's cursor, by the row's index; nil: at the end of its text.
  private var cursors: [Int?]
  private var dateParts: [Int: Int] = [:]
  private var listOffsets: [Int: Int] = [:]
  /// Each row's drawing, by the row's index; nil until it is drawn, and again when its control changes.
  private var cache: [RowDrawing?]
  /// The last frame's lines, every row's cut lines one after another, for `assembledColumns` (nil: none yet, or
  /// everything must be laid out again).
  private var assembled: [StyledLine] = []
  private var assembledColumns: Int?
  /// Where each row's lines start in `assembled` (a hidden row has none).
  private var rowStarts: [Int]
  /// The rows forgotten since the last frame (some more than once): only their lines change.
  private var changedRows: [Int] = []
  /// The rows a frame puts new lines in for, each once: kept to be filled again by the next frame.
  private var patchedRows: [Int] = []
  /// Their lines, top to bottom, which the frame names to a ``FrameWriter`` as the only ones changed.
  private var redrawnLines: [Int] = []
  /// The driver's identity in its frames, and how many it has made.
  private let frameSource = FrameChanges.Source()
  private var framesMade = 0
  private var listeners: [ViewPropertyListener] = []
  private let captionWidth: Int
  /// The blanks after each row's caption (and the two before its control) that line the controls up, made once.
  private let captionPaddings: [String]
  /// Each row's texts made of its caption, made once.
  private let rowTexts: [RowTexts]

  /// A row's texts made of its caption: a label's (`Status:`), and a switch's on and off (`[x] Notify me`).
  private struct RowTexts {
    var labelCaption: String
    var toggleOn: String
    var toggleOff: String
  }
  /// The lines of the rows whose controls changed before the last frame (not a move of the focus): for the
  /// window's notes of changes out of view.
  private(set) var changedLines: [Range<Int>] = []
  private var contentChangedRows: [Int] = []
  /// The focused control's own lines in the last frame (``Frame/focusedLines`` may reach further).
  private(set) var focusedRowLines: Range<Int>?
  /// The width rows are drawn for (a text field shrinks to fit a narrow one).
  private var drawColumns = 80

  /// The columns inside a text field's brackets, including the cursor's cell.
  static let fieldWidth = 26
  /// The cells of a slider's bar.
  static let barWidth = 20

  /// What drawing a row produced.
  private struct RowDrawing {
    /// The row's lines, as long as they are.
    var lines: [StyledLine]
    var cursor: (row: Int, column: Int)?
    /// Whether the row takes no room (its control is hidden): then it has no lines.
    var isHidden = false
    /// `lines` cut to ``cutColumns``, made once and handed to every frame until the row changes, so that a
    /// ``FrameWriter`` recognises them as the lines it already wrote without comparing or encoding their text.
    var cutLines: [StyledLine] = []
    var cutColumns: Int?

    static let hidden = RowDrawing(lines: [], cursor: nil, isHidden: true)
  }

  /// What a key did.
  public enum Outcome: Equatable, Sendable {
    /// The form used the key.
    case handled
    /// The form had no use for it (Esc with nothing to discard, Ctrl-C, Ctrl-D...): the program decides.
    case ignored
  }

  /// Creates a driver for `form`, with the focus on its first control that can take it.
  public init(form: Form, usesColor: Bool = false) {
    self.form = form
    self.usesColor = usesColor
    kinds = form.rows.map(Kind.init)
    cache = Array(repeating: nil, count: form.rows.count)
    cursors = Array(repeating: nil, count: form.rows.count)
    rowStarts = Array(repeating: 0, count: form.rows.count)
    captionWidth =
      zip(form.rows, kinds).filter { $0.1.captionBefore }.map { TerminalText.width(of: $0.0.caption) }.max() ?? 0
    captionPaddings = form.rows.map { [captionWidth] row in
      TerminalText.repeating(UInt8(ascii: " "), count: captionWidth - TerminalText.width(of: row.caption)) + "  "
    }
    rowTexts = form.rows.map { row in
      RowTexts(labelCaption: row.caption + ":", toggleOn: "[x] \(row.caption)", toggleOff: "[ ] \(row.caption)")
    }
    for index in form.rows.indices { watch(index) }
    focusIndex = form.rows.indices.first { canFocus($0) }
  }

  deinit {
    for listener in listeners { listener.remove() }
  }

  // MARK: Focus

  /// The name of the control that has the focus, or nil when none can take it.
  public var focusedName: String? {
    guard let focusIndex, canFocus(focusIndex) else { return nil }
    return form.rows[focusIndex].name
  }

  /// Moves the focus to the control named `name`; returns false (and leaves the focus) when there is none that can
  /// take it.
  @discardableResult
  public func focus(named name: String) -> Bool {
    guard let index = form.index(named: name), canFocus(index) else { return false }
    moveFocus(to: index)
    return true
  }

  /// Moves the focus to the next (or previous) control, wrapping around.
  public func moveFocus(forward: Bool) {
    let count = form.rows.count
    guard count > 0 else { return }
    var index = focusIndex ?? (forward ? count - 1 : 0)
    for _ in 0..<count {
      index = (index + (forward ? 1 : count - 1)) % count
      if canFocus(index) {
        moveFocus(to: index)
        return
      }
    }
  }

  private func moveFocus(to index: Int) {
    guard index != focusIndex else { return }
    if let old = focusIndex {
      // Leaving a text control ends its editing, as Return or a click elsewhere does.
      if let control = form.rows[old].control, control.formText != nil { control.endFormEditing() }
      redraw(old)
    }
    focusIndex = index
    redraw(index)
  }

  /// Whether row `index` can take the focus: a focusable control, enabled and shown (Tab skips the others).
  private func canFocus(_ index: Int) -> Bool {
    form.rows[index].control?.canTakeFocus ?? false
  }

  // MARK: Keys

  /// Handles one key: moves the focus or performs the focused adapter's gesture.
  @discardableResult
  public func handle(_ key: Key) -> Outcome {
    defer { if let focusIndex { redraw(focusIndex) } }  // the inline error may have changed
    let focused = focusIndex.flatMap { canFocus($0) ? $0 : nil }
    if let index = focused, case .list(let list, _) = kinds[index], handleList(key, list) {
      return .handled
    }
    switch key {
    case .tab, .down:
      moveFocus(forward: true)
      return .handled
    case .pageUp, .pageDown:
      // The first or the last control, and with it the top or the bottom of the form.
      let index = key == .pageUp ? form.rows.indices.first { canFocus($0) } : form.rows.indices.last { canFocus($0) }
      if let index { moveFocus(to: index) }
      return .handled
    case .backTab, .up:
      moveFocus(forward: false)
      return .handled
    case .control("_"), .alt("u"):
      guard let undoManager else { return .ignored }
      undoManager.undo()
      return .handled
    case .alt("e"):
      guard let undoManager else { return .ignored }
      undoManager.redo()
      return .handled
    default:
      break
    }
    guard let index = focused, let control = form.rows[index].control else { return .ignored }
    switch kinds[index] {
    case .textView(let view):
      return handleText(key, index: index, text: view.text, multiline: true, control: control)
    case .datePicker(let picker):
      let part = dateParts[index] ?? 0
      switch key {
      case .left: dateParts[index] = max(part - 1, 0)
      case .right: dateParts[index] = min(part + 1, CivilTime.partCount - 1)
      case .character("+"), .character("="):
        picker.pick(CivilTime(picker.date).adding(1, toPart: part))
      case .character("-"):
        picker.pick(CivilTime(picker.date).adding(-1, toPart: part))
      default: return .ignored
      }
      return .handled
    case .list:
      return .ignored  // handleList took the list's keys
    default:
      break
    }
    if let text = control.formText {
      return handleText(key, index: index, text: text, multiline: false, control: control)
    }
    // Any other control, built in or not, through its gestures.
    let gesture: FormGesture
    switch key {
    case .enter, .character(" "): gesture = .activate
    case .left, .character("-"): gesture = .decrement
    case .right, .character("+"): gesture = .increment
    case .home: gesture = .minimum
    case .end: gesture = .maximum
    default: return .ignored
    }
    return control.perform(gesture) ? .handled : .ignored
  }

  /// Performs a key on a focused list; false when the list has no use for it (Up on the first row moves the focus).
  private func handleList(_ key: Key, _ list: any ListControl) -> Bool {
    let count = list.rowCount
    let selected = list.selectedRow
    switch key {
    case .up:
      guard let selected, selected > 0 else { return false }
      list.selectRow(min(selected - 1, count - 1))
    case .down:
      let next = selected.map { $0 + 1 } ?? 0
      guard next < count else { return false }
      list.selectRow(next)
    case .home where count > 0:
      list.selectRow(0)
    case .end where count > 0:
      list.selectRow(count - 1)
    case .delete, .backspace:
      if let selected { list.deleteRow(at: selected) }
    case .character("["):
      if let selected, selected > 0 { list.moveRow(from: selected, to: selected - 1) }
    case .character("]"):
      if let selected, selected + 1 < count { list.moveRow(from: selected, to: selected + 1) }
    default:
      return false
    }
    return true
  }

  private func handleText(
    _ key: Key, index: Int, text: String, multiline: Bool, control: any FormControl
  ) -> Outcome {
    let isEditable = control.isFormEnabled
    let enter = control.enterFormText
    let end = control.endFormEditing
    let token = { control.formBindingToken }
    // Printable ASCII text (what is typed most) has a character per byte: counted and indexed by its bytes.
    let isASCII = TerminalText.isPrintableASCII(text)
    let count = isASCII ? text.utf8.count : text.count
    var cursor = min(cursors[index] ?? count, count)
    func replace(_ range: Range<Int>, with inserted: String) {
      guard isEditable else { return }
      let lower =
        isASCII
        ? text.utf8.index(text.startIndex, offsetBy: range.lowerBound)
        : text.index(text.startIndex, offsetBy: range.lowerBound)
      let upper = isASCII ? text.utf8.index(lower, offsetBy: range.count) : text.index(lower, offsetBy: range.count)
      var newText = String(text[..<lower])
      newText += inserted
      // Counted again: an inserted combining mark joins the character before it (printable ASCII joins nothing).
      let newCursor =
        isASCII && TerminalText.isPrintableASCII(inserted) ? range.lowerBound + inserted.utf8.count : newText.count
      newText.append(contentsOf: text[upper...])
      enter(newText)
      cursors[index] = newCursor
    }
    switch key {
    case .character(let character):
      replace(cursor..<cursor, with: String(character))
      return .handled
    case .paste(let pasted):
      replace(cursor..<cursor, with: multiline ? pasted : pasted.replacing("\n", with: " "))
      return .handled
    case .enter:
      if multiline {
        replace(cursor..<cursor, with: "\n")
        return .handled
      }
      end()
      if token()?.hasPendingEdit != true { moveFocus(forward: true) }
      return .handled
    case .escape:
      guard let binding = token(), binding.hasPendingEdit else { return .ignored }
      binding.discard()
      cursors[index] = nil
      return .handled
    case .backspace:
      if cursor > 0 { replace((cursor - 1)..<cursor, with: "") }
      return .handled
    case .delete, .control("d"):
      if cursor < count { replace(cursor..<(cursor + 1), with: "") }
      return .handled
    case .left, .control("b"):
      cursor = max(cursor - 1, 0)
    case .right, .control("f"):
      cursor = min(cursor + 1, count)
    case .home, .control("a"):
      cursor = 0
    case .end, .control("e"):
      cursor = count
    case .control("k"):
      replace(cursor..<count, with: "")
      return .handled
    case .control("u"):
      replace(0..<cursor, with: "")
      cursors[index] = 0
      return .handled
    case .control("w"):
      let characters = Array(text)
      var start = cursor
      while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
      while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
      replace(start..<cursor, with: "")
      return .handled
    default:
      return .ignored
    }
    cursors[index] = cursor
    return .handled
  }

  // MARK: Drawing

  /// Forgets every drawn row: the next frame draws them all (after a change of colours or width).
  public func invalidate() {
    for index in cache.indices { cache[index] = nil }
    assembledColumns = nil
  }

  /// The form as it looks now: its lines, cut to `columns`, and the cursor in the focused text control.
  public func frame(columns: Int = 80) -> Frame {
    if columns != drawColumns {
      // Text fields shrink to a narrow width: draw them again when the width crosses what they need.
      let needed = captionWidth + Self.fieldWidth + 8
      if min(columns, drawColumns) < needed { invalidate() }
      drawColumns = columns
    }
    let isLaidOut = assembledColumns != columns || !patchChangedRows(columns: columns)
    if isLaidOut { assemble(columns: columns) }
    let lines = assembled
    let starts = rowStarts
    func lineRange(ofRow index: Int) -> Range<Int> {
      starts[index]..<(index + 1 < starts.count ? starts[index + 1] : lines.count)
    }
    // The lines of the rows drawn again, top to bottom: the only ones that can differ from the last frame's.
    var redrawn = redrawnLines
    redrawnLines = []
    redrawn.removeAll(keepingCapacity: true)
    if !isLaidOut {
      var rows = patchedRows
      patchedRows = []
      rows.sort()
      for index in rows { redrawn += lineRange(ofRow: index) }
      patchedRows = rows
    }
    redrawnLines = redrawn
    var contentChanged = contentChangedRows
    contentChangedRows = []
    changedLines.removeAll(keepingCapacity: true)
    for index in contentChanged { changedLines.append(lineRange(ofRow: index)) }
    contentChanged.removeAll(keepingCapacity: true)
    contentChangedRows = contentChanged
    changedRows.removeAll(keepingCapacity: true)
    focusedRowLines = nil
    var cursor: (row: Int, column: Int)?
    var focusedLines: Range<Int>?
    if let focusIndex, canFocus(focusIndex), let drawing = cache[focusIndex], !drawing.isHidden {
      let start = starts[focusIndex]
      if let rowCursor = drawing.cursor, rowCursor.column < columns {
        cursor = (start + rowCursor.row, rowCursor.column)
      }
      // The first control's window reaches the top of the form, the last one's its bottom, so that a window that
      // follows the focus also shows the rows before the first control and after the last one.
      let isFirst = !(0..<focusIndex).contains { canFocus($0) }
      let isLast = !((focusIndex + 1)..<form.rows.count).contains { canFocus($0) }
      focusedRowLines = start..<(start + drawing.lines.count)
      focusedLines = (isFirst ? 0 : start)..<(isLast ? lines.count : start + drawing.lines.count)
    }
    var frame = Frame(lines: lines, cursor: cursor)
    frame.focusedLines = focusedLines
    let number = framesMade
    framesMade = number + 1
    frame.changes = FrameChanges(source: frameSource, number: number, changedLines: isLaidOut ? nil : redrawn)
    return frame
  }

  /// Row `index`'s drawing, its lines cut to `columns`: the cached one, or a new one, cached.
  private func drawing(_ index: Int, columns: Int) -> RowDrawing {
    var drawing: RowDrawing
    if let cached = cache[index] {
      if cached.isHidden || cached.cutColumns == columns { return cached }
      drawing = cached
    } else if form.rows[index].control?.isFormHidden ?? false {
      cache[index] = .hidden
      return .hidden
    } else {
      drawing = draw(index)
      rowsDrawn += 1
    }
    // Each line is cut once per width, not once per frame.
    drawing.cutLines =
      drawing.lines.allSatisfy { $0.isWhole(in: columns) }
      ? drawing.lines : drawing.lines.map { $0.truncated(to: columns) }
    drawing.cutColumns = columns
    cache[index] = drawing
    return drawing
  }

  /// Lays out every row's lines, one after another.
  private func assemble(columns: Int) {
    var lines: [StyledLine] = []
    lines.reserveCapacity(assembled.count)
    var starts = rowStarts
    rowStarts = []
    for index in starts.indices {
      starts[index] = lines.count
      lines += drawing(index, columns: columns).cutLines
    }
    rowStarts = starts
    assembled = lines
    assembledColumns = columns
  }

  /// Puts the changed rows' new lines where their old ones were; false (and nothing changed) when a row's number of
  /// lines changed, and the rows after it move.
  private func patchChangedRows(columns: Int) -> Bool {
    patchedRows.removeAll(keepingCapacity: true)
    guard !changedRows.isEmpty else { return true }
    // First every changed row is drawn (a row queued twice is drawn once: then it is cached), and nothing changes
    // when one of them has another number of lines; then their lines replace the old ones, one by one, in place.
    let starts = rowStarts
    var lines = assembled
    assembled = []
    defer { assembled = lines }
    var rows = patchedRows
    patchedRows = []
    defer { patchedRows = rows }
    for index in changedRows where cache[index] == nil {
      let lineCount = (index + 1 < starts.count ? starts[index + 1] : lines.count) - starts[index]
      guard drawing(index, columns: columns).cutLines.count == lineCount else { return false }
      rows.append(index)
    }
    for index in rows {
      guard let rowLines = cache[index]?.cutLines else { continue }
      let start = starts[index]
      for offset in rowLines.indices { lines[start + offset] = rowLines[offset] }
    }
    return true
  }

  /// Forgets row `index`'s drawing: the next frame draws it again. (Every row has a drawing after a frame, so a row
  /// without one is already queued, or every row is laid out again.)
  private func redraw(_ index: Int) {
    guard cache[index] != nil else { return }
    cache[index] = nil
    changedRows.append(index)
  }

  private func watch(_ index: Int) {
    let mark: () -> Void = { [weak self] in
      guard let self else { return }
      redraw(index)
      contentChangedRows.append(index)
      onChange?()
    }
    if let control = form.rows[index].control { listeners += control.observeForm(mark) }
  }

  private func draw(_ index: Int) -> RowDrawing {
    let rowCaption = form.rows[index].caption
    let rowControl = form.rows[index].control
    let kind = kinds[index]
    // A control disabled while focused shows no focus.
    let isFocused = index == focusIndex && (rowControl?.canTakeFocus ?? false)
    let isEnabled = rowControl?.isFormEnabled ?? true
    var line = StyledLine()
    line.reserveCapacity(8)  // a control's line has a handful of runs: allocated once
    line.append(printableASCII: isFocused ? "> " : "  ", .bold)
    let body: TextAttributes = isEnabled ? [] : .dim
    let control: TextAttributes = !isEnabled ? .dim : isFocused && usesColor ? .reverse : []
    func caption() {
      line.append(rowCaption, isFocused ? .bold : [])
      line.append(printableASCII: captionPaddings[index])
    }
    var cursor: (row: Int, column: Int)?
    var extra: [StyledLine] = []
    switch kind {
    case .text(let text, let style):
      let attributes: TextAttributes =
        switch style {
        case .plain: []
        case .bold: .bold
        case .dim: .dim
        }
      line = StyledLine("  ")
      line.append(text, attributes)
    case .heading(let title):
      line = StyledLine(title, .bold)
    case .blank:
      line = StyledLine()
    case .textField(let field, let secure):
      caption()
      drawTextField(
        &line, &cursor, index: index, text: field.text, placeholder: field.placeholder, secure: secure,
        isFocused: isFocused, isEnabled: isEnabled, body: body)
    case .custom(let custom):
      caption()
      if let text = custom.formText {
        drawTextField(
          &line, &cursor, index: index, text: text, placeholder: "", secure: form.rows[index].isSecure,
          isFocused: isFocused,
          isEnabled: isEnabled, body: body)
      } else {
        // A kind the terminal does not know: its value, as plain text.
        line.append(TerminalText.printable(custom.formValueDescription), custom.isFocusable ? control : body)
      }
    case .textView(let view):
      line.append(rowCaption, isFocused ? .bold : [])
      let characters = Array(view.text)
      let at = min(cursors[index] ?? characters.count, characters.count)
      let beforeLines = String(characters[..<at]).split(separator: "\n", omittingEmptySubsequences: false)
      for text in view.text.split(separator: "\n", omittingEmptySubsequences: false) {
        extra.append(StyledLine("    | ", .dim))
        extra[extra.count - 1].append(String(text), view.isEditable ? [] : .dim)
      }
      if isFocused && view.isEditable {
        cursor = (beforeLines.count, 6 + TerminalText.width(of: TerminalText.printable(String(beforeLines.last ?? ""))))
      }
    case .label(let label):
      if !rowCaption.isEmpty { line.append(rowTexts[index].labelCaption, .bold) }
      guard label.text.utf8.contains(UInt8(ascii: "\n")) else {
        line.append((rowCaption.isEmpty ? "" : " ") + label.text)
        break
      }
      let texts = label.text.split(separator: "\n", omittingEmptySubsequences: false)
      line.append((rowCaption.isEmpty ? "" : " ") + String(texts.first ?? ""))
      let indent = TerminalText.repeating(UInt8(ascii: " "), count: line.width)
      for text in texts.dropFirst() { extra.append(StyledLine(indent + String(text))) }
    case .button(let button):
      line.append("[ \(button.title) ]", control)
    case .barButton(let item):
      line.append("[ \(item.title) ]", control)
    case .toggle(let toggle):
      line.append(toggle.isOn ? rowTexts[index].toggleOn : rowTexts[index].toggleOff, control)
    case .slider(let slider):
      caption()
      let span = slider.maximumValue - slider.minimumValue
      let fraction = span > 0 ? (slider.value - slider.minimumValue) / span : 0
      let filled = min(max(Int((fraction * Float(Self.barWidth)).rounded()), 0), Self.barWidth)
      line.append(printableASCII: Self.sliderBars[filled], control)
      line.append(" " + Self.number(Double(slider.value)), body)
    case .stepper(let stepper):
      caption()
      line.append("< \(Self.number(stepper.value)) >", control)
    case .datePicker(let picker):
      caption()
      let parts = CivilTime(picker.date).parts
      let selected = isFocused ? dateParts[index] ?? 0 : nil
      let separators = ["-", "-", " ", ":", ""]
      for (part, text) in parts.enumerated() {
        if part == selected && !usesColor {
          line.append("[" + text + "]", body)
        } else {
          line.append(text, part == selected ? control : body)
        }
        line.append(separators[part], body)
      }
      line.append(" UTC", body)
    case .segments(let control):
      caption()
      for (segment, title) in control.segments.enumerated() {
        let isSelected = segment == control.selectedSegmentIndex
        if segment > 0 { line.append(" ") }
        line.append(isSelected ? "[\(title)]" : " \(title) ", isSelected && isFocused && usesColor ? .reverse : body)
      }
    case .pages(let pages):
      caption()
      let dots = (0..<min(pages.numberOfPages, 40)).map { $0 == pages.currentPage ? "*" : "." }
      line.append(dots.joined(separator: " "), control)
      line.append(
        pages.numberOfPages > 0 ? "  page \(pages.currentPage + 1) of \(pages.numberOfPages)" : "no pages", body)
    case .image(let view):
      caption()
      line.append(view.image.map { "\($0.name) (\($0.width)×\($0.height))" } ?? "no image", body)
    case .list(let list, let height):
      line.append(rowCaption, isFocused ? .bold : [])
      let count = list.rowCount
      let selected = list.selectedRow
      let offset = Self.scrollOffset(listOffsets[index] ?? 0, selected: selected, count: count, height: height)
      listOffsets[index] = offset
      if count > height { line.append(" (\(offset + 1)-\(offset + height) of \(count))", body) }
      if count == 0 {
        extra.append(StyledLine("    " + list.placeholderText, .dim))
      }
      for rowIndex in offset..<min(offset + height, count) {
        let title = list.title(ofRow: rowIndex) ?? ""
        let isSelected = rowIndex == selected
        var rowLine = StyledLine(isSelected && !usesColor ? "  > " : "    ", body)
        rowLine.append(title, isSelected && usesColor ? [.reverse, isEnabled ? [] : .dim] : body)
        extra.append(rowLine)
      }
    }
    if !isEnabled && !usesColor && rowControl?.isFocusable == true { line.append(" (disabled)") }
    if let error = rowControl?.formBindingToken?.validationError {
      line.append("  ! \(error)", .bold)
    }
    guard !extra.isEmpty else { return RowDrawing(lines: [line], cursor: cursor) }
    extra.insert(line, at: 0)
    return RowDrawing(lines: extra, cursor: cursor)
  }

  /// Draws a text field's `[text   ]` onto `line`, and sets `cursor` when it has the focus.
  private func drawTextField(
    _ line: inout StyledLine, _ cursor: inout (row: Int, column: Int)?, index: Int, text rawText: String,
    placeholder: @autoclosure () -> String, secure: Bool, isFocused: Bool, isEnabled: Bool, body: TextAttributes
  ) {
    let text = secure ? TerminalText.repeating(UInt8(ascii: "*"), count: rawText.count) : rawText
    // In a narrow terminal the field shrinks to what is left of the line (at least 4 columns), and its text
    // scrolls to keep the cursor in view; `<` and `>` mark text cut off before and after.
    let fieldWidth = max(min(Self.fieldWidth, drawColumns - line.width - 2), 4)
    let room = fieldWidth - 1
    // Printable ASCII text has a character per byte: counted and indexed by its bytes.
    let isTextASCII = TerminalText.isPrintableASCII(text)
    let shown = isTextASCII ? text : TerminalText.printable(text)
    let isASCII = isTextASCII || TerminalText.isPrintableASCII(shown)
    func characterCount(_ text: String) -> Int { isASCII ? text.utf8.count : text.count }
    let count = characterCount(shown)
    let at = min(cursors[index] ?? count, count)
    /// The text shown, the columns before the cursor, and whether nothing is shown after it.
    let visible: String
    let beforeWidth: Int
    let endsAtCursor: Bool
    if isASCII && count <= room {
      // Printable ASCII that fits: shown whole, the cursor `at` columns in.
      visible = shown
      beforeWidth = at
      endsAtCursor = at == count
    } else {
      let split =
        isASCII ? shown.utf8.index(shown.startIndex, offsetBy: at) : shown.index(shown.startIndex, offsetBy: at)
      let head = String(shown[..<split])
      let tail = String(shown[split...])
      var before = TerminalText.suffix(of: head, fitting: room)
      if characterCount(before) < characterCount(head) {
        before = "<" + TerminalText.suffix(of: head, fitting: room - 1)
      }
      var after = TerminalText.prefix(of: tail, fitting: room - TerminalText.width(of: before))
      if characterCount(after) < characterCount(tail) {
        after = TerminalText.prefix(of: tail, fitting: room - TerminalText.width(of: before) - 1) + ">"
      }
      visible = before + after
      beforeWidth = TerminalText.width(of: before)
      endsAtCursor = after.isEmpty
    }
    line.append(printableASCII: "[")
    let start = line.width
    var used = 0
    if text.isEmpty && !isFocused, case let placeholder = placeholder(), !placeholder.isEmpty {
      let hint = TerminalText.prefix(of: TerminalText.printable(placeholder), fitting: room)
      line.append(hint, .dim)
      used = TerminalText.width(of: hint)
    } else if isASCII && count <= room {
      if count > 0 { line.append(printableASCII: visible, body) }
      used = count
    } else {
      line.append(visible, body)
      used = TerminalText.width(of: visible)
    }
    if isFocused && isEnabled {
      cursor = (0, start + beforeWidth)
      if endsAtCursor && !usesColor {
        line.append(printableASCII: "_")
        used += 1
      }
    }
    let blanks = max(fieldWidth - used, 0)
    line.append(
      printableASCII: blanks < Self.fieldEnds.count
        ? Self.fieldEnds[blanks] : TerminalText.repeating(UInt8(ascii: " "), count: blanks) + "]")
  }

  /// A slider's bar, `[###-----]`, for each number of filled cells.
  private static let sliderBars = (0...barWidth).map { filled in
    "[" + TerminalText.repeating(UInt8(ascii: "#"), count: filled)
      + TerminalText.repeating(UInt8(ascii: "-"), count: barWidth - filled) + "]"
  }

  /// A text field's end, `]`, after each number of blanks up to the field's width.
  private static let fieldEnds = (0...fieldWidth).map { TerminalText.repeating(UInt8(ascii: " "), count: $0) + "]" }

  /// `value` without a fraction when it has none, with up to two decimals otherwise.
  static func number(_ value: Double) -> String {
    FormText.number(value)
  }

  /// The first row a list of `count` rows, `height` of them shown, shows so that `selected` stays visible, having
  /// shown `offset` first before (the view moves only as far as it must).
  static func scrollOffset(_ offset: Int, selected: Int?, count: Int, height: Int) -> Int {
    guard count > height, height > 0 else { return 0 }
    var offset = min(max(offset, 0), count - height)
    if let selected, (0..<count).contains(selected) {
      if selected < offset { offset = selected }
      if selected >= offset + height { offset = selected - height + 1 }
    }
    return offset
  }
}

/// A row's control as the terminal draws it: the built-in adapters it knows, and any other ``FormControl``.
enum Kind {
  case text(String, TextStyle)
  case heading(String)
  case blank
  case textField(TextField, secure: Bool)
  case textView(TextView)
  case label(Label)
  case button(Button)
  case barButton(BarButtonItem)
  case toggle(Switch)
  case slider(Slider)
  case stepper(Stepper)
  case datePicker(DatePicker)
  case segments(SegmentedControl)
  case pages(PageControl)
  case image(ImageView)
  case list(any ListControl, rows: Int)
  /// A kind the terminal does not know: drawn from its value description (or as a text field when it has text),
  /// driven through its gestures.
  case custom(any FormControl)

  init(_ row: FormRow) {
    switch row.content {
    case .text(let text, let style): self = .text(text, style)
    case .heading(let title): self = .heading(title)
    case .blank: self = .blank
    case .control(let control): self = Self.known(control, row) ?? .custom(control)
    }
  }

  /// The built-in adapter `control` is, by its kind; nil for any other.
  private static func known(_ control: any FormControl, _ row: FormRow) -> Kind? {
    switch control.formKind {
    case .textField: (control as? TextField).map { .textField($0, secure: row.isSecure) }
    case .textView: (control as? TextView).map { .textView($0) }
    case .label: (control as? Label).map { .label($0) }
    case .button: (control as? Button).map { .button($0) }
    case .barButtonItem: (control as? BarButtonItem).map { .barButton($0) }
    case .toggle: (control as? Switch).map { .toggle($0) }
    case .slider: (control as? Slider).map { .slider($0) }
    case .stepper: (control as? Stepper).map { .stepper($0) }
    case .datePicker: (control as? DatePicker).map { .datePicker($0) }
    case .segmentedControl: (control as? SegmentedControl).map { .segments($0) }
    case .pageControl: (control as? PageControl).map { .pages($0) }
    case .imageView: (control as? ImageView).map { .image($0) }
    case .list: (control as? any ListControl).map { .list($0, rows: row.visibleRows) }
    default: nil
    }
  }

  /// Whether the caption is drawn before the control, padded so that the controls line up.
  var captionBefore: Bool {
    switch self {
    case .textField, .slider, .stepper, .datePicker, .segments, .pages, .image, .custom: true
    default: false
    }
  }
}
