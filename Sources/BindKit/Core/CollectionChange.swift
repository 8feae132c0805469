/// What changed in a to-many property (an array-valued `@Bound` property), as KVO's change kind and indexes
/// (`NSKeyValueChangeKindKey`, `NSKeyValueChangeIndexesKey`) say it.
///
/// Every change has one combined form: remove the elements at ``removedIndexes`` (positions in the array before
/// the change), then insert elements so that they stand at ``insertedIndexes`` (positions in the array after the
/// change), which is the order `CollectionDifference` applies its removals and insertions. A change made of one
/// kind of edit has one of the two sets empty; the ``kind`` names it.
///
/// ```swift
/// model.mutate(\.items) { $0.insert("new", at: 0) }
/// // kind .insertion, removedIndexes [], insertedIndexes [0]
/// ```
public struct CollectionChange: Equatable, Sendable {
  /// The kind of a change, as KVO's `NSKeyValueChange`.
  public enum Kind: Equatable, Sendable {
    /// The whole value was set, and nothing is known about which elements changed (KVO's `.setting`).
    case setting
    /// Elements were inserted, at ``CollectionChange/insertedIndexes``.
    case insertion
    /// Elements were removed, from ``CollectionChange/removedIndexes``.
    case removal
    /// Elements were both removed and inserted. When the two index sets are equal, the elements at those indexes
    /// were replaced in place (KVO's `.replacement`); otherwise it is the combined form: removals, then insertions.
    case replacement
  }

  /// The positions, in the array before the change, of the elements removed (or replaced).
  public let removedIndexes: RangeSet<Int>
  /// The positions, in the array after the change, of the elements inserted (or put in place of others).
  public let insertedIndexes: RangeSet<Int>
  /// Whether the whole value was set (KVO's `.setting`): then the two index sets cover the whole old and new arrays.
  public let isSetting: Bool

  /// A change that removes the elements at `removedIndexes` and inserts elements at `insertedIndexes`.
  public init(removedIndexes: RangeSet<Int>, insertedIndexes: RangeSet<Int>) {
    self.removedIndexes = removedIndexes
    self.insertedIndexes = insertedIndexes
    isSetting = false
  }

  /// The change that sets a whole new value: everything of `oldCount` elements removed, `newCount` inserted.
  public static func setting(oldCount: Int, newCount: Int) -> CollectionChange {
    CollectionChange(
      removedIndexes: RangeSet(0..<oldCount), insertedIndexes: RangeSet(0..<newCount), isSetting: true)
  }

  init(removedIndexes: RangeSet<Int>, insertedIndexes: RangeSet<Int>, isSetting: Bool) {
    self.removedIndexes = removedIndexes
    self.insertedIndexes = insertedIndexes
    self.isSetting = isSetting
  }

  /// The kind: ``Kind/setting`` for a whole value, ``Kind/insertion`` or ``Kind/removal`` when only one set is
  /// not empty, otherwise ``Kind/replacement``.
  public var kind: Kind {
    if isSetting { return .setting }
    if removedIndexes.isEmpty { return .insertion }
    if insertedIndexes.isEmpty { return .removal }
    return .replacement
  }

  /// The indexes KVO would report: the inserted ones for an insertion, otherwise the removed ones (for a
  /// replacement in place, the two sets are equal).
  public var indexes: RangeSet<Int> {
    kind == .insertion ? insertedIndexes : removedIndexes
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { !isSetting && removedIndexes.isEmpty && insertedIndexes.isEmpty }

  /// Applies the change to `array`, an array equal to the one before the change, taking the inserted elements from
  /// `newArray`, the array after it. The result equals `newArray`; `array` keeps its own storage (no copy of
  /// `newArray`'s buffer is shared with it unless the change is a setting).
  public func apply<Element>(to array: inout [Element], from newArray: [Element]) {
    if isSetting {
      array = newArray
      return
    }
    if !removedIndexes.isEmpty { array.removeSubranges(removedIndexes) }
    // By index: a `for`-`in` loop walks the resilient `Ranges` through its generic iterator.
    let ranges = insertedIndexes.ranges
    for index in ranges.startIndex..<ranges.endIndex {
      let range = ranges[index]
      array.insert(contentsOf: newArray[range], at: range.lowerBound)
    }
  }

  /// The difference between two arrays of `Equatable` elements, in the combined form.
  ///
  /// Trims the common prefix and suffix first (O(n)), then runs `CollectionDifference` on what is left, which costs
  /// O((m + d)·d)-ish for m remaining elements and d differences (Myers' algorithm), and O(m²) in the worst case.
  /// Assigning an array that differs in one element costs one pass over both arrays.
  public static func difference<Element: Equatable>(from old: [Element], to new: [Element]) -> CollectionChange {
    var prefix = 0
    let shorter = min(old.count, new.count)
    while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
    let oldMiddle = old[prefix..<(old.count - suffix)]
    let newMiddle = new[prefix..<(new.count - suffix)]
    var removed = RangeSet<Int>()
    var inserted = RangeSet<Int>()
    if oldMiddle.isEmpty || newMiddle.isEmpty {
      removed = RangeSet(oldMiddle.indices)
      inserted = RangeSet(newMiddle.indices)
    } else if oldMiddle.count == 1 || newMiddle.count == 1 {
      // One element against several: no search needed for the usual "one element replaced" case.
      removed = RangeSet(oldMiddle.indices)
      inserted = RangeSet(newMiddle.indices)
    } else {
      for change in newMiddle.difference(from: oldMiddle) {
        switch change {
        case .remove(let offset, _, _): removed.insert(prefix + offset, within: old)
        case .insert(let offset, _, _): inserted.insert(prefix + offset, within: new)
        }
      }
    }
    return CollectionChange(removedIndexes: removed, insertedIndexes: inserted)
  }
}

/// A value that can describe its own changes: an array, whose whole assignments are reported as a
/// ``CollectionChange``. Found at run time by observations of any value type.
protocol ToManyValue {
  /// The number of elements.
  var toManyCount: Int { get }
  /// The change from `old` to `self`: a difference when the elements are `Equatable`, otherwise a setting.
  func toManyChange(from old: Self) -> CollectionChange
  /// The elements of `self` at `indexes`, as a value of the same type.
  func toManyElements(at indexes: RangeSet<Int>) -> Self
}

extension Array: ToManyValue {
  /// The number of elements.
  var toManyCount: Int { count }

  /// The change from `old`: a difference when `Element` is `Equatable`, otherwise a setting.
  func toManyChange(from old: [Element]) -> CollectionChange {
    if let differ = Self.self as? any DiffableArray.Type {
      return differ.toManyDifference(from: old, to: self)
    }
    return .setting(oldCount: old.count, newCount: count)
  }

  /// The elements at `indexes`.
  func toManyElements(at indexes: RangeSet<Int>) -> [Element] {
    Array(self[indexes])
  }
}

/// An array whose elements are `Equatable` (found at run time, for arrays of any element type).
protocol DiffableArray {
  static func toManyDifference(from old: Any, to new: Any) -> CollectionChange
}

extension Array: DiffableArray where Element: Equatable {
  static func toManyDifference(from old: Any, to new: Any) -> CollectionChange {
    CollectionChange.difference(from: old as! [Element], to: new as! [Element])
  }
}

extension RangeSet<Int> {
  /// How many indexes the set holds.
  var elementCount: Int {
    let ranges = self.ranges
    var count = 0
    for index in ranges.startIndex..<ranges.endIndex { count += ranges[index].count }
    return count
  }
}

/// A collection change, held by reference: `RangeSet` is resilient, so a `CollectionChange?` stored inline makes the
/// type that stores it one whose layout unspecialised code looks up on every access, and every copy of it go through
/// the runtime's value witnesses.
final class ChangeBox {
  let change: CollectionChange
  init(_ change: CollectionChange) { self.change = change }
}
