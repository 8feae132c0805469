public import BindKit
public import BindKitViews

/// A `ListView` of any item type, as a form's front ends and scripts see it: its rows by index, and the gestures on
/// them.
public protocol ListControl: FormControl {
  /// The number of rows.
  var rowCount: Int { get }
  /// The title of row `index` (`rowTitle` of its item), or nil when no row has that index.
  func title(ofRow index: Int) -> String?
  /// The selected row, or nil.
  var selectedRow: Int? { get }
  /// What an empty list shows.
  var placeholderText: String { get }
  /// A person selects row `index`.
  func selectRow(_ index: Int)
  /// A person deletes row `index`.
  func deleteRow(at index: Int)
  /// A person moves row `source` to `destination`.
  func moveRow(from source: Int, to destination: Int)
}

extension ListView: ListControl {
  /// The number of items.
  public var rowCount: Int { items.count }
  /// The selected index.
  public var selectedRow: Int? { selectedIndex }
  /// The placeholder.
  public var placeholderText: String { placeholder }
  /// ``FormControlKind/list``.
  public var formKind: FormControlKind { .list }
  /// Whether the list is enabled.
  public var isFormEnabled: Bool { isEnabled }
  /// Whether the list is hidden.
  public var isFormHidden: Bool { isHidden }
  /// The binding of the rows, or else of the selection.
  public var formBindingToken: BindingToken? { $items.bindingToken ?? $selectedIndex.bindingToken }

  /// `empty`, or `row 1 selected: "a", ["b"], "c"` (`no row selected: ...` without a selection).
  public var formValueDescription: String {
    guard rowCount > 0 else { return "empty" }
    let selection = selectedRow.map { "row \($0) selected" } ?? "no row selected"
    let titles = (0..<rowCount).map { row in
      let title = FormText.quoted(title(ofRow: row) ?? "")
      return row == selectedRow ? "[\(title)]" : title
    }
    return selection + ": " + titles.joined(separator: ", ")
  }

  /// `select` selects a row; no other action.
  public func perform(_ action: FormScriptAction) throws(FormControlError) {
    guard case .select(let index) = action else { throw .unsupported }
    guard (0..<rowCount).contains(index) else { throw .refused("no row \(index) (the list has \(rowCount))") }
    selectRow(index)
  }

  /// Listens to the items, the selection, the placeholder, `isEnabled` and `isHidden`.
  public func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
    [
      $items.addListener { _ in changed() },
      $selectedIndex.addListener { _ in changed() },
      $placeholder.addListener { _ in changed() },
      $isEnabled.addListener { _ in changed() },
      $isHidden.addListener { _ in changed() },
    ]
  }
}
