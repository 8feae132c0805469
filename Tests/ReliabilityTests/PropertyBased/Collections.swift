import BindKit
import BindKitViews
import TestSupport

// Collection operations for the property-based test: random in-place changes, whole assignments and list gestures,
// applied to a model bound to two ListViews and observed, and to a reference that follows rows by identity (every
// element is a unique tag), not by index arithmetic as the library does. After every step the two must agree.

/// One collection operation.
enum CollectionStep: CustomStringConvertible, Sendable {
  /// One `mutate` block of edits: each inserts a fresh tag at `position % (count + 1)`, or removes the element at
  /// `position % count`.
  case mutate([(insert: Bool, position: Int)])
  /// A `mutate` block that replaces one element, in place, with a fresh tag.
  case replace(position: Int)
  /// A whole assignment: the current elements at the kept positions (each once), in order, then `fresh` new tags.
  case assign(keep: [Int], fresh: Int)
  /// The model sets the selection (possibly out of range).
  case setSelection(Int?)
  /// Gestures on the first list.
  case select(Int)
  case clearSelection
  case delete(Int)
  case move(Int, Int)
  /// Disables or enables the first list.
  case enable(Bool)

  var description: String {
    switch self {
    case .mutate(let edits):
      "mutate(\(edits.map { $0.insert ? "+\($0.position)" : "-\($0.position)" }.joined(separator: " ")))"
    case .replace(let position): "replace(\(position))"
    case .assign(let keep, let fresh): "assign(keep: \(keep), fresh: \(fresh))"
    case .setSelection(let index): "setSelection(\(index.map(String.init) ?? "nil"))"
    case .select(let index): "select(\(index))"
    case .clearSelection: "clearSelection"
    case .delete(let index): "delete(\(index))"
    case .move(let source, let destination): "move(\(source), \(destination))"
    case .enable(let enabled): "enable(\(enabled))"
    }
  }

  static func random(using generator: inout SeededGenerator) -> CollectionStep {
    let small = { (generator: inout SeededGenerator) in Int.random(in: 0..<12, using: &generator) }
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<30:
      let count = Int.random(in: 1...4, using: &generator)
      return .mutate(
        (0..<count).map { _ in (Bool.random(using: &generator), small(&generator)) })
    case 30..<36: return .replace(position: small(&generator))
    case 36..<44:
      let keep = (0..<small(&generator)).map { _ in small(&generator) }
      return .assign(keep: keep, fresh: Int.random(in: 0...2, using: &generator))
    case 44..<52: return .setSelection(Bool.random(using: &generator) ? small(&generator) - 2 : nil)
    case 52..<68: return .select(small(&generator) - 1)
    case 68..<72: return .clearSelection
    case 72..<84: return .delete(small(&generator) - 1)
    case 84..<95: return .move(small(&generator) - 1, small(&generator))
    default: return .enable(Int.random(in: 0..<4, using: &generator) != 0)
    }
  }

  static func randomSequence(seed: UInt64, maximumLength: Int) -> [CollectionStep] {
    var generator = SeededGenerator(seed: seed)
    let length = Int.random(in: 1...maximumLength, using: &generator)
    return (0..<length).map { _ in random(using: &generator) }
  }
}

/// The model of the collection steps.
final class ListSample: BindableObject {
  @Bound var items: [Int] = []
  @Bound var selected: Int? = nil
}

/// What the reference expects: the elements, what the first list shows as selected, what the model holds as its
/// selection, and the index last asked for.
struct ListReference {
  var items: [Int] = []
  var shown: Int?
  var modelSelection: Int?
  var requested: Int?
  var isEnabled = true
  /// The next fresh tag.
  var nextTag = 1_000

  mutating func fresh() -> Int {
    defer { nextTag += 1 }
    return nextTag
  }

  /// After the rows changed from `old` to `items` by edits that remove and insert (no element is put back): the
  /// selected element if it is still there, else the first element after it that stayed, else the last one before it
  /// that stayed, else nothing. The model is told when the shown index moves. With nothing shown, the index last
  /// asked for shows once it names a row (and the model, which holds it already, is not told).
  mutating func followSelection(from old: [Int]) {
    guard let selected = shown else {
      if let requested, items.indices.contains(requested) { shown = requested }
      return
    }
    let element = old[selected]
    // The change as the library reports it: the positions of the elements that went, and of those that came.
    let removed = old.indices.filter { !items.contains(old[$0]) }
    let inserted = items.indices.filter { !old.contains(items[$0]) }
    var target: Int?
    if removed == inserted, removed.contains(selected) {
      target = selected  // rows replaced in place: the selection stays on its index
    } else if let index = items.firstIndex(of: element) {
      target = index
    } else if let after = old[(selected + 1)...].first(where: { items.contains($0) }) {
      target = items.firstIndex(of: after)
    } else if let before = old[..<selected].last(where: { items.contains($0) }) {
      target = items.firstIndex(of: before)
    }
    if target != shown {
      shown = target
      modelSelection = target
      requested = target
    }
  }
}

/// The real objects of one collection run, and its reference.
final class CollectionWorld {
  let model = ListSample()
  let list = ListView<Int>()
  let mirror = ListView<Int>()
  var reference = ListReference()
  /// What the observation rebuilt from the changes it was told, and how many it was told.
  var replica: [Int] = []
  var notifications = 0
  var mirrorChanges = 0
  var failure: String?

  init() {
    model.bind(key: \.items, toView: list, viewKey: \.items)
    model.bind(key: \.selected, toView: list, viewKey: \.selectedIndex)
    model.bind(key: \.items, toView: mirror, viewKey: \.items)
    mirror.$items.addListener { [unowned self] _ in mirrorChanges += 1 }
    model.observe(\.items, options: [.old, .new]) { [unowned self] model, change in
      notifications += 1
      guard let collectionChange = change.collectionChange else {
        failure = "an observation of an array was told no collection change"
        return
      }
      if let removed = change.removedElements, removed != Array(replica[collectionChange.removedIndexes]) {
        failure = "removed elements \(removed) are not the replica's \(Array(replica[collectionChange.removedIndexes]))"
      }
      if let inserted = change.insertedElements, inserted != Array(model.items[collectionChange.insertedIndexes]) {
        failure = "inserted elements \(inserted) are not the model's"
      }
      collectionChange.apply(to: &replica, from: model.items)
    }
  }

  /// Performs `step` on both sides; returns why they disagree afterwards, or nil.
  func perform(_ step: CollectionStep) -> String? {
    let before = (notifications, mirrorChanges)
    var expectsChange = false
    var ref = reference
    switch step {
    case .mutate(let edits):
      let old = ref.items
      var plan: [(insert: Bool, index: Int, tag: Int)] = []
      for edit in edits {
        if edit.insert {
          let tag = ref.fresh()
          let index = edit.position % (ref.items.count + 1)
          ref.items.insert(tag, at: index)
          plan.append((true, index, tag))
        } else if !ref.items.isEmpty {
          let index = edit.position % ref.items.count
          ref.items.remove(at: index)
          plan.append((false, index, 0))
        }
      }
      expectsChange = ref.items != old
      ref.followSelection(from: old)
      model.mutate(\.items) { items in
        for edit in plan {
          if edit.insert { items.insert(edit.tag, at: edit.index) } else { items.remove(at: edit.index) }
        }
      }
    case .replace(let position):
      guard !ref.items.isEmpty else { return nil }
      let index = position % ref.items.count
      let tag = ref.fresh()
      ref.items[index] = tag
      expectsChange = true
      model.mutate(\.items) { $0[index] = tag }
    case .assign(let keep, let fresh):
      let old = ref.items
      // Each kept position once, so that every tag stays unique.
      var seen = Set<Int>()
      var new = keep.filter { $0 < old.count && seen.insert($0).inserted }.map { old[$0] }
      for _ in 0..<fresh { new.append(ref.fresh()) }
      if new != old {
        expectsChange = true
        ref.items = new
        ref.shown = ref.requested.flatMap { new.indices.contains($0) ? $0 : nil }
      }
      model.items = new
    case .setSelection(let index):
      if index != ref.modelSelection {
        ref.modelSelection = index
        ref.requested = index
        ref.shown = index.flatMap { ref.items.indices.contains($0) ? $0 : nil }
      }
      model.selected = index
    case .select(let index):
      if ref.isEnabled, ref.items.indices.contains(index) {
        ref.shown = index
        ref.modelSelection = index
        ref.requested = index
      }
      list.selectRow(index)
    case .clearSelection:
      if ref.isEnabled {
        ref.shown = nil
        ref.modelSelection = nil
        ref.requested = nil
      }
      list.clearSelection()
    case .delete(let index):
      if ref.isEnabled, ref.items.indices.contains(index) {
        let old = ref.items
        ref.items.remove(at: index)
        expectsChange = true
        ref.followSelection(from: old)
      }
      list.deleteRow(at: index)
    case .move(let source, let destination):
      if ref.isEnabled, ref.items.indices.contains(source), ref.items.indices.contains(destination),
        source != destination
      {
        let selectedTag = ref.shown.map { ref.items[$0] }
        let element = ref.items.remove(at: source)
        ref.items.insert(element, at: destination)
        expectsChange = true
        if let selectedTag {
          let index = ref.items.firstIndex(of: selectedTag)
          if index != ref.shown {
            ref.shown = index
            ref.modelSelection = index
            ref.requested = index
          }
        }
      }
      list.moveRow(from: source, to: destination)
    case .enable(let enabled):
      ref.isEnabled = enabled
      list.isEnabled = enabled
    }
    reference = ref
    if let failure { return failure }
    let told = (notifications - before.0, mirrorChanges - before.1)
    let expected = expectsChange ? 1 : 0
    if told.0 != expected { return "the observation was told \(told.0) changes, expected \(expected)" }
    if told.1 != expected { return "the second list was told \(told.1) changes, expected \(expected)" }
    if model.items != ref.items { return "model items \(model.items), reference \(ref.items)" }
    if list.items != ref.items { return "list items \(list.items), reference \(ref.items)" }
    if mirror.items != ref.items { return "second list items \(mirror.items), reference \(ref.items)" }
    if replica != ref.items { return "the observation rebuilt \(replica), reference \(ref.items)" }
    if list.selectedIndex != ref.shown {
      return "list selection \(String(describing: list.selectedIndex)), reference \(String(describing: ref.shown))"
    }
    if model.selected != ref.modelSelection {
      return "model selection \(String(describing: model.selected)), reference "
        + String(describing: ref.modelSelection)
    }
    return nil
  }

  /// Runs `steps` on a fresh world; the index of the first disagreeing step and why, or nil.
  static func run(_ steps: [CollectionStep]) -> (step: Int, message: String)? {
    let world = CollectionWorld()
    for (index, step) in steps.enumerated() {
      if let message = world.perform(step) { return (index, message) }
    }
    return nil
  }
}
