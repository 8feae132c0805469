import BindKit
import BindKitViews

/// A `ListView` of any item type, as the form's rows, keys and scripts see it.
protocol ListControl: AnyObject {
  /// The number of rows.
  var rowCount: Int { get }
  /// The title of row `index` (`rowTitle` of its item), or nil when no row has that index.
  func title(ofRow index: Int) -> String?
  /// The selected row, or nil.
  var selectedRow: Int? { get }
  /// What an empty list shows.
  var placeholderText: String { get }
  /// Whether gestures are taken.
  var isListEnabled: Bool { get }
  /// Whether the list takes no room.
  var isListHidden: Bool { get }
  /// The binding of the rows, or else of the selection, whose validation error the form shows.
  var listBindingToken: BindingToken? { get }
  /// A person selects row `index`.
  func selectRow(_ index: Int)
  /// A person deletes row `index`.
  func deleteRow(at index: Int)
  /// A person moves row `source` to `destination`.
  func moveRow(from source: Int, to destination: Int)
  /// Calls `changed` after every change of a view property the list is drawn from.
  func listen(_ changed: @escaping () -> Void) -> [ViewPropertyListener]
}

extension ListView: ListControl {
  var rowCount: Int { items.count }
  var selectedRow: Int? { selectedIndex }
  var placeholderText: String { placeholder }
  var isListEnabled: Bool { isEnabled }
  var isListHidden: Bool { isHidden }
  var listBindingToken: BindingToken? { $items.bindingToken ?? $selectedIndex.bindingToken }

  func listen(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
    [
      $items.addListener { _ in changed() },
      $selectedIndex.addListener { _ in changed() },
      $placeholder.addListener { _ in changed() },
      $isEnabled.addListener { _ in changed() },
      $isHidden.addListener { _ in changed() },
    ]
  }
}

extension FormDriver {
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
