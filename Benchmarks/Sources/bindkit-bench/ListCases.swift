import BindKit
import BindKitViews

// To-many properties: a 10,000-item list shown in a ListView, against a hand-written array plus a callback that
// receives the index (what a view would need to insert one row).

/// The model of the list cases.
final class BenchList: BindableObject {
  @Bound var items: [Int] = []
}

/// The hand-written baseline: the model's array, and a view's array kept in step by a callback given the index.
final class HandWrittenList {
  var items: [Int] = []
  var onInsert: ((Int, Int) -> Void)?

  func insert(_ item: Int, at index: Int) {
    items.insert(item, at: index)
    onInsert?(item, index)
  }
}

/// The view side of the baseline: its own array, updated by index.
final class HandWrittenRows {
  var rows: [Int] = []
}

/// Counts the notifications the view receives.
final class NotificationCounter {
  var count = 0
}

let listSize = 10_000

/// Inserts `count` items at the front of a bound 10,000-item list (it grows to 10,000 + `count`), in ns per insert;
/// checks that each insert reached the view as one insertion.
func listInsert(_ count: Int) -> Double {
  let model = BenchList()
  model.items = Array(0..<listSize)
  let list = ListView<Int>()
  model.bind(key: \.items, toView: list, viewKey: \.items)
  let counter = NotificationCounter()
  // Unowned: the list's slot keeps the listener, which must not keep the list (each run's objects are freed).
  list.$items.addListener { [unowned list] _ in
    if list.$items.collectionChange?.kind == .insertion { counter.count += 1 }
  }
  // The first in-place change copies the array the view shares with the model once; leave it out of the timing.
  model.mutate(\.items) { $0.insert(-1, at: 0) }
  counter.count = 0
  let time = timePerOperation(count) { insertBound(model, count) }
  precondition(counter.count == count && list.items.count == model.items.count, "one insertion per insert")
  return time
}

@inline(never)
func insertBound(_ model: BenchList, _ count: Int) {
  for index in 0..<count { model.mutate(\.items) { $0.insert(index, at: 0) } }
}

/// The baseline of `list.insert.10k`.
func listInsertBaseline(_ count: Int) -> Double {
  let model = HandWrittenList()
  model.items = Array(0..<listSize)
  let rows = HandWrittenRows()
  rows.rows = model.items
  let counter = NotificationCounter()
  model.onInsert = { item, index in
    rows.rows.insert(item, at: index)
    counter.count += 1
  }
  model.insert(-1, at: 0)
  return timePerOperation(count) { insertHandWritten(model, count) }
}

@inline(never)
func insertHandWritten(_ model: HandWrittenList, _ count: Int) {
  for index in 0..<count { model.insert(index, at: 0) }
}

/// Assigns a whole new 10,000-item array that differs from the current one in one element, to a list observed with
/// `.new` (so the difference is computed) and shown in a ListView, in ns per assignment.
func listAssignDiff(_ count: Int) -> Double {
  let model = BenchList()
  model.items = Array(0..<listSize)
  let list = ListView<Int>()
  model.bind(key: \.items, toView: list, viewKey: \.items)
  let counter = NotificationCounter()
  model.observe(\.items) { _, change in
    if change.kind == .replacement { counter.count += 1 }
  }
  let variants = (0..<2).map { variant -> [Int] in
    var items = Array(0..<listSize)
    items[listSize / 2] = -1 - variant
    return items
  }
  let time = timePerOperation(count) { assignBound(model, variants, count) }
  precondition(counter.count == count, "one replacement per assignment")
  return time
}

@inline(never)
func assignBound(_ model: BenchList, _ variants: [[Int]], _ count: Int) {
  for index in 0..<count { model.items = variants[index & 1] }
}
