public import BindKit

/// A headless segmented control: a row of titled segments, at most one of them selected.
///
/// ```swift
/// let sort = SegmentedControl(segments: ["Name", "Date", "Size"])
/// browser.bind(key: \.sortColumn, toView: sort, viewKey: \.selectedSegmentIndex)
/// sort.select(1)  // browser.sortColumn == 1
/// ```
///
/// What it shows, whatever it is given:
/// - `selectedSegmentIndex` is the index of a segment, or ``noSegment`` (-1). An index from the program or a model
///   that names no segment shows as ``noSegment``; a model keeps its own index, and nothing is reported to it
///   until a person selects. When the segments change, the control shows the last index it was given if that
///   segment exists (so removing the selected segment shows no selection, and the model is not told).
/// - ``select(_:)`` with an index that names no segment (including -1) changes nothing.
public final class SegmentedControl: BindableView {
  /// The value of ``selectedSegmentIndex`` when no segment is selected: -1.
  public static let noSegment = -1

  /// The view's binding bookkeeping.
  public let bindingRegistrar = BindingRegistrar()
  /// The index of the selected segment, or ``noSegment`` (-1, the default).
  @ViewProperty public var selectedSegmentIndex = SegmentedControl.noSegment
  /// The segments' titles, in order.
  @ViewProperty public var segments: [String] = []
  /// Whether a person can select a segment.
  @ViewProperty public var isEnabled = true
  /// Whether the control is hidden.
  @ViewProperty public var isHidden = false

  /// Made by `init`'s first use of it, once `self` is available: the slots are reached through their projections.
  private lazy var fittedIndex = FittedValue($selectedSegmentIndex) { [segments = $segments] index in
    segments.value.indices.contains(index) ? index : SegmentedControl.noSegment
  }
  /// What a person's selection runs after reporting it: the handler of the action bound with `bind(action:)`.
  private let actions = ActionList()
  /// The handler and binding of the action bound with `bind(action:)`, replaced when another one is bound.
  var boundAction: ActionToken?

  /// Creates an enabled control with no segments.
  public init() {
    fittedIndex.refit(whenChanged: $segments)
  }

  /// Creates an enabled control with segments, and a selection (``noSegment`` by default).
  public convenience init(segments: [String], selectedSegmentIndex: Int = SegmentedControl.noSegment) {
    self.init()
    self.segments = segments
    self.selectedSegmentIndex = selectedSegmentIndex
  }

  /// A person taps segment `index`: it becomes the selection, reported to the bound model, then the action bound
  /// with `bind(action:)` starts. Changes nothing when `index` names no segment, or while the control is disabled
  /// or hidden.
  public func select(_ index: Int) {
    guard isEnabled, !isHidden, $segments.value.indices.contains(index) else { return }
    fittedIndex.userDidEdit(index)
    actions.runAll()
  }

  /// Adds a handler that each selection by a person runs (for `bind(action:)`).
  func addAction(_ handler: @escaping () -> Void) -> ActionToken {
    actions.add(handler)
  }
}
