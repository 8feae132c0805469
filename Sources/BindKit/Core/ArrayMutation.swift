/// An array being changed in place, as KVO's `mutableArrayValue(forKey:)` proxy: each edit is made on the array
/// itself (no copy of the whole array) and recorded, so that the whole block is reported as one
/// ``CollectionChange``.
///
/// You get one as the argument of ``BindableObject/mutate(_:_:)`` (and of a view slot's
/// ``ViewSlot/userDidMutate(_:)``); it cannot be copied or kept.
///
/// ```swift
/// model.mutate(\.servers) { servers in
///   servers.remove(at: 2)
///   servers.insert("db", at: 0)
/// }  // one change: removed [2], inserted [0]
/// ```
///
/// Indexes out of range trap, as they do on an array.
public struct ArrayMutation<Element>: ~Copyable {
  let base: UnsafeMutablePointer<[Element]>
  var recorder = ChangeRecorder()
  /// The original elements removed, in the order removed (their positions are the recorder's).
  var removed = [Element]()

  @inline(__always)
  init(base: UnsafeMutablePointer<[Element]>) {
    self.base = base
  }

  /// The array as it is now, with the edits made so far.
  public var elements: [Element] { base.pointee }
  /// The number of elements now.
  public var count: Int { base.pointee.count }
  /// Whether the array is empty now.
  public var isEmpty: Bool { base.pointee.isEmpty }

  /// The element at `index`; setting it replaces that element.
  public subscript(index: Int) -> Element {
    get { base.pointee[index] }
    set {
      let old = base.pointee[index]
      base.pointee[index] = newValue
      if recorder.replace(at: index) { removed.append(old) }
    }
  }

  /// Inserts `element` at `index`.
  public mutating func insert(_ element: Element, at index: Int) {
    base.pointee.insert(element, at: index)
    recorder.insert(count: 1, at: index)
  }

  /// Inserts `elements` at `index`.
  public mutating func insert(contentsOf elements: some Collection<Element>, at index: Int) {
    let before = base.pointee.count
    base.pointee.insert(contentsOf: elements, at: index)
    recorder.insert(count: base.pointee.count - before, at: index)
  }

  /// Appends `element`.
  public mutating func append(_ element: Element) {
    insert(element, at: base.pointee.count)
  }

  /// Appends `elements`.
  public mutating func append(contentsOf elements: some Collection<Element>) {
    insert(contentsOf: elements, at: base.pointee.count)
  }

  /// Removes and returns the element at `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    let element = base.pointee.remove(at: index)
    if recorder.remove(at: index) { removed.append(element) }
    return element
  }

  /// Removes and returns the last element.
  @discardableResult
  public mutating func removeLast() -> Element {
    remove(at: base.pointee.count - 1)
  }

  /// Removes the elements in `range`.
  public mutating func removeSubrange(_ range: Range<Int>) {
    for index in range.reversed() { remove(at: index) }
  }

  /// Removes every element.
  public mutating func removeAll() {
    removeSubrange(0..<base.pointee.count)
  }

  /// Moves the element at `source` so that it stands at `destination` afterwards (both positions in the array
  /// before the move; `destination` is where the element ends up). Recorded as a removal and an insertion.
  public mutating func move(from source: Int, to destination: Int) {
    let element = remove(at: source)
    insert(element, at: destination)
  }
}

/// Collects the edits of one mutation block into one ``CollectionChange`` (removed indexes in the array before the
/// block, inserted indexes in the array after it), and the elements removed, for observers that ask for `.old`.
///
/// Each edit costs O(r) for r ranges in the two sets (one for a run of edits at adjacent places).
struct ChangeRecorder {
  /// Positions in the original array.
  var removed = RangeSet<Int>()
  /// Positions in the current array.
  var inserted = RangeSet<Int>()
  /// The positions in the original array of the original elements removed, in the order removed. The elements are
  /// the mutation's: the recorder is not generic, so that unspecialised code looks up no type to make or copy it.
  var removedPositions: [Int] = []

  init() {}

  var change: CollectionChange { CollectionChange(removedIndexes: removed, insertedIndexes: inserted) }

  /// `removed` (the elements removed, in the order removed) in the order of their original positions.
  func inOrder<Element>(_ removed: [Element]) -> [Element] {
    if removed.count < 2 { return removed }
    return removedPositions.indices.sorted { removedPositions[$0] < removedPositions[$1] }.map { removed[$0] }
  }

  /// `set` with every index at or above `start` moved by `delta`.
  static func shifted(_ set: RangeSet<Int>, from start: Int, by delta: Int) -> RangeSet<Int> {
    guard let last = set.ranges.last, last.upperBound > start else { return set }
    var result = RangeSet<Int>()
    for range in set.ranges {
      if range.upperBound <= start {
        result.insert(contentsOf: range)
      } else if range.lowerBound >= start {
        result.insert(contentsOf: (range.lowerBound + delta)..<(range.upperBound + delta))
      } else {
        result.insert(contentsOf: range.lowerBound..<start)
        result.insert(contentsOf: (start + delta)..<(range.upperBound + delta))
      }
    }
    return result
  }

  mutating func insert(count: Int, at index: Int) {
    guard count > 0 else { return }
    inserted = Self.shifted(inserted, from: index, by: count)
    inserted.insert(contentsOf: index..<(index + count))
  }

  /// Records the removal of the element at `index` of the current array; returns whether it was one of the original
  /// array's (whose removal the change reports), not one inserted since.
  mutating func remove(at index: Int) -> Bool {
    var wasOriginal = false
    if inserted.contains(index) {
      inserted.remove(contentsOf: index..<(index + 1))
    } else {
      // The original element now at `index`: skip the inserted ones before it, then the removed ones.
      var position = index
      for range in inserted.ranges {
        if range.lowerBound >= index { break }
        position -= range.count
      }
      for range in removed.ranges {
        if range.lowerBound > position { break }
        position += range.count
      }
      removed.insert(contentsOf: position..<(position + 1))
      removedPositions.append(position)
      wasOriginal = true
    }
    inserted = Self.shifted(inserted, from: index + 1, by: -1)
    return wasOriginal
  }

  /// Records the replacement of the element at `index`; returns whether the element replaced was one of the original
  /// array's.
  mutating func replace(at index: Int) -> Bool {
    if inserted.contains(index) { return false }
    let wasOriginal = remove(at: index)
    insert(count: 1, at: index)
    return wasOriginal
  }
}
