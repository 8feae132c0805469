public import BindKit

/// A headless list: rows showing a model's array, at most one of them selected, that a person can select, delete
/// and reorder.
///
/// ```swift
/// let list = ListView<String>()
/// settings.bind(key: \.servers, toView: list, viewKey: \.items)
/// settings.bind(key: \.selectedServer, toView: list, viewKey: \.selectedIndex)
/// settings.mutate(\.servers) { $0.insert("db", at: 0) }  // the list inserts one row; the selection follows its item
/// list.deleteRow(at: 1)  // settings.servers loses element 1, reported as a removal at [1]
/// ```
///
/// A front end draws ``items`` with ``title(ofRow:)``, shows ``placeholder`` when ``showsPlaceholder``, and, in a
/// listener of `$items`, reads `ViewSlot.collectionChange` to redraw only the rows a change touched (nil: redraw
/// them all).
///
/// What it shows, whatever it is given:
/// - `selectedIndex` is the index of a row, or nil. An index from the program or a model that names no row shows
///   as nil; the model keeps its own index, and it shows as soon as the rows admit it (an in-place change or a
///   whole assignment).
/// - When the rows change in place (a model's `mutate(_:_:)`, or a gesture), the selection follows
///   its row by index shifts (duplicates are no problem), and the new index is reported to the bound model. When
///   the selected row is removed, the row after it is selected, else the row before it, else nothing. A row
///   replaced in place stays selected. A selected row taken out and an equal item put in elsewhere, by one change (a
///   row moved, or a move undone), takes the selection there, when `Item` is `Equatable`. When the rows are replaced whole, the last index given is shown if it
///   names a row, otherwise nil, and the model is not told.
/// - Gestures with an index that names no row change nothing, as every gesture does while the list is disabled or
///   hidden.
public final class ListView<Item>: BindableView {
  /// The view's binding bookkeeping.
  public let bindingRegistrar = BindingRegistrar()
  /// The rows' items, in order.
  @ViewProperty public var items: [Item] = []
  /// The index of the selected row, or nil (the default).
  @ViewProperty public var selectedIndex: Int? = nil
  /// Whether a person can select, delete and move rows.
  @ViewProperty public var isEnabled = true
  /// Whether the list is hidden.
  @ViewProperty public var isHidden = false
  /// What the list shows when it has no rows.
  @ViewProperty public var placeholder = "No items"

  /// How a row shows its item: `String(describing:)` unless given. Not bindable.
  public var rowTitle: (Item) -> String

  /// The index last asked for by the program or a model (shown when it names a row), or last chosen.
  private var requestedSelection: Int?
  /// Set while a gesture edits the rows: the gesture moves the selection itself, after the rows are reported.
  private var isEditingRows = false
  /// The selected row's item, as it was after the last change of the rows or the selection: what an in-place change
  /// that takes the selected row out and puts one row in elsewhere is compared with, to tell a move.
  private var selectedItem: Item?
  /// Whether `selectedItem` is not nil, kept beside it: with no selection, a change of the rows leaves it alone
  /// without reading it (unspecialised code looks up `Item?`'s type to read or write it).
  private var hasSelectedItem = false

  /// Creates an enabled, empty list; rows show `rowTitle` of their item.
  public init(rowTitle: @escaping (Item) -> String = { String(describing: $0) }) {
    self.rowTitle = rowTitle
    let items = $items
    $selectedIndex.normalize = { [weak self] index in
      self?.requestedSelection = index
      guard let index, items.value.indices.contains(index) else { return nil }
      return index
    }
    $selectedIndex.onChange = { [weak self] _ in self?.noteSelectedItem() }
    items.onChange = { [weak self] newItems in
      guard let self, !isEditingRows else { return }
      defer { noteSelectedItem() }
      if let change = $items.collectionChange {
        let current = $selectedIndex.value
        guard let current else {
          // The index asked for named no row: it shows once the rows admit it (a program change, not reported).
          if let requestedSelection, newItems.indices.contains(requestedSelection) {
            $selectedIndex.set(requestedSelection)
          }
          return
        }
        var moved = Self.selection(current, after: change, count: newItems.count)
        if let destination = Self.destination(of: current, after: change), let selectedItem,
          Self.isSame(selectedItem, newItems[destination])
        {
          moved = destination  // the selected row moved (an undone move among them): the selection goes with it
        }
        if moved != current {
          requestedSelection = moved
          $selectedIndex.userDidEdit(moved)
        }
      } else {
        $selectedIndex.set(requestedSelection)
      }
    }
  }

  /// Creates an enabled list showing `items`, with nothing selected.
  public convenience init(items: [Item], rowTitle: @escaping (Item) -> String = { String(describing: $0) }) {
    self.init(rowTitle: rowTitle)
    self.items = items
  }

  /// The title of row `index`, or nil when no row has that index.
  public func title(ofRow index: Int) -> String? {
    let rows = $items.value
    return rows.indices.contains(index) ? rowTitle(rows[index]) : nil
  }

  /// Whether the list shows its ``placeholder``: it has no rows.
  public var showsPlaceholder: Bool { $items.value.isEmpty }

  /// A person selects row `index`; reported to the bound model. Changes nothing when `index` names no row, or while
  /// the list is disabled or hidden.
  public func selectRow(_ index: Int) {
    guard isEnabled, !isHidden, $items.value.indices.contains(index) else { return }
    requestedSelection = index
    $selectedIndex.userDidEdit(index)
  }

  /// A person clears the selection; reported to the bound model. Changes nothing while the list is disabled or
  /// hidden.
  public func clearSelection() {
    guard isEnabled, !isHidden else { return }
    requestedSelection = nil
    $selectedIndex.userDidEdit(nil)
  }

  /// A person deletes row `index`: reported to the bound model as a removal at `[index]`, then the selection moves
  /// as the type's rules say; the two are one gesture (one undo step). Changes nothing when `index` names no row, or
  /// while the list is disabled or hidden.
  public func deleteRow(at index: Int) {
    guard isEnabled, !isHidden, $items.value.indices.contains(index) else { return }
    let selected = $selectedIndex.value
    performUserGesture {
      editRows { $0.remove(at: index) }
      let change = CollectionChange(removedIndexes: RangeSet(index..<index + 1), insertedIndexes: RangeSet())
      reportSelection(Self.selection(selected, after: change, count: $items.value.count), was: selected)
    }
  }

  /// A person drags row `source` so that it stands at `destination`: reported to the bound model as one change
  /// (removed `[source]`, inserted `[destination]`). The selection stays on its row. Changes nothing when either
  /// index names no row, when they are equal, or while the list is disabled or hidden.
  public func moveRow(from source: Int, to destination: Int) {
    let rows = $items.value.indices
    guard isEnabled, !isHidden, rows.contains(source), rows.contains(destination),
      source != destination
    else { return }
    let selected = $selectedIndex.value
    performUserGesture {
      editRows { $0.move(from: source, to: destination) }
      guard let selected else { return }
      var moved = selected
      if selected == source {
        moved = destination
      } else if source < selected, selected <= destination {
        moved = selected - 1
      } else if destination <= selected, selected < source {
        moved = selected + 1
      }
      reportSelection(moved, was: selected)
    }
  }

  /// Keeps ``selectedItem`` up to date with the rows and the selection.
  private func noteSelectedItem() {
    guard let index = $selectedIndex.value, $items.value.indices.contains(index) else {
      if hasSelectedItem {
        selectedItem = nil
        hasSelectedItem = false
      }
      return
    }
    selectedItem = $items.value[index]
    hasSelectedItem = true
  }

  /// Where `change` put one row in, when it took out exactly the row `selected` and put exactly one row in elsewhere
  /// (what a moved row looks like); nil otherwise.
  static func destination(of selected: Int, after change: CollectionChange) -> Int? {
    let removed = change.removedIndexes.ranges
    let inserted = change.insertedIndexes.ranges
    guard !change.isSetting, removed.count == 1, removed[0] == selected..<selected + 1, inserted.count == 1,
      inserted[0].count == 1, inserted[0].lowerBound != selected
    else { return nil }
    return inserted[0].lowerBound
  }

  /// Whether two items are equal, when `Item` is `Equatable` (otherwise no item is known to be another).
  private static func isSame(_ lhs: Item, _ rhs: Item) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return isEqual(lhs, rhs)
  }

  private static func isEqual<Compared: Equatable>(_ lhs: Compared, _ rhs: Item) -> Bool {
    (rhs as? Compared) == lhs
  }

  private func editRows(_ edit: (inout ArrayMutation<Item>) -> Void) {
    isEditingRows = true
    defer { isEditingRows = false }
    $items.userDidMutate(edit)
    noteSelectedItem()
  }

  private func reportSelection(_ index: Int?, was old: Int?) {
    guard index != old else { return }
    requestedSelection = index
    $selectedIndex.userDidEdit(index)
  }

  /// Where the selection `selected` goes when the rows change by `change` (leaving `count` rows): the same row,
  /// shifted; the row after a removed one, else the row before, else nil; the same index for a row replaced in
  /// place.
  static func selection(_ selected: Int?, after change: CollectionChange, count: Int) -> Int? {
    guard let selected else { return nil }
    if change.kind == .setting { return selected < count ? selected : nil }
    if change.removedIndexes.contains(selected), change.removedIndexes == change.insertedIndexes {
      return selected < count ? selected : nil
    }
    // Its position among the rows that stayed (for a removed row: the position of the row after it).
    var position = selected
    for range in change.removedIndexes.ranges {
      if range.lowerBound >= selected { break }
      position -= min(range.upperBound, selected) - range.lowerBound
    }
    let kept = count - change.insertedIndexes.ranges.reduce(0) { $0 + $1.count }
    if change.removedIndexes.contains(selected) {
      if kept == 0 { return nil }
      if position >= kept { position = kept - 1 }
    }
    // Back into the new rows: step over the rows inserted before it.
    var index = position
    for range in change.insertedIndexes.ranges {
      if range.lowerBound > index { break }
      index += range.count
    }
    return index < count ? index : nil
  }
}
