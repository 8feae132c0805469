/// What an ``ObserverList`` needs of its elements: where each one is in the list, and whether it still wants to hear.
protocol ListedObserver: AnyObject {
  /// Where the element is in its list: -1 for the inline first element, an index into `rest`, or -2 when in no
  /// list. Guarded by the lock of the list's owner.
  var listIndex: Int32 { get set }
  /// False once the element has ended: delivery skips it.
  var isActive: Bool { get }
}

/// A list of observers with the first one stored inline: a property with one binding allocates no array.
///
/// Removal is O(1): each observer remembers where it is (`listIndex`), and a removed one in `rest` leaves a hole
/// (nil) that delivery skips; the holes are swept out once they are half the array (or 65,535 of them), so a
/// property bound to N views releases them in O(N) in all, not O(N²). Order is kept: observers are told in the order
/// they were added.
///
/// The list is a value guarded by its owner's lock. Delivery works on a copy taken under that lock
/// (``forEachObserver(except:while:_:)``), so an observer may add or remove observers while it is told.
struct ObserverList<Element: ListedObserver> {
  /// The oldest observer, unless it was removed.
  private(set) var first: Element?
  /// The others, in the order added; removed ones are nil. No array until a second observer comes: making an empty
  /// array in code not specialised for the element type looks up the array's type, and most lists hold one observer.
  private var restStorage: [Element?]?
  /// The others, in the order added; removed ones are nil.
  var rest: [Element?] { restStorage ?? [] }
  /// How many elements of `rest` are nil (never more than `UInt16.max`: reaching it sweeps).
  private var holes: UInt16 = 0
  /// Whether `rest` has elements (nil ones included): kept beside it, so that a delivery to a list of one observer
  /// reads no array, which unspecialised code does only after looking up the array's type.
  private var hasRest = false

  /// The list's small operations are always inlined: a call to them from code not specialised for the element type
  /// would first look up the list's type.
  @inline(__always)
  init() {}

  /// How many observers the list holds.
  var count: Int { (first == nil ? 0 : 1) + (hasRest ? rest.count : 0) - Int(holes) }

  /// Whether the list holds no observer.
  var isEmpty: Bool { count == 0 }

  @inline(__always)
  mutating func append(_ observer: Element) {
    if first == nil && !hasRest {
      first = observer
      observer.listIndex = -1
    } else {
      appendToRest(observer)
    }
  }

  @inline(never)
  private mutating func appendToRest(_ observer: Element) {
    var array = restStorage.take() ?? []
    observer.listIndex = Int32(array.count)
    array.append(observer)
    restStorage = array
    hasRest = true
  }

  /// Removes `observer` if it is in the list; returns whether it was.
  @discardableResult @inline(__always)
  mutating func remove(_ observer: Element) -> Bool {
    let index = Int(observer.listIndex)
    if index == -1 {
      guard first === observer else { return false }
      first = nil
    } else {
      guard removeFromRest(observer, at: index) else { return false }
    }
    observer.listIndex = -2
    return true
  }

  /// Leaves a hole where `observer` is in `rest`, if it is there at `index`, and sweeps when the holes are many.
  @inline(never)
  private mutating func removeFromRest(_ observer: Element, at index: Int) -> Bool {
    guard var array = restStorage.take() else { return false }
    defer { restStorage = array }
    guard index >= 0, index < array.count, array[index] === observer else { return false }
    array[index] = nil
    holes += 1
    if Int(holes) == array.count {
      array.removeAll()
      hasRest = false
      holes = 0
    } else if holes == UInt16.max || (holes > 16 && Int(holes) * 2 > array.count) {
      array = Self.swept(array, holes: Int(holes))
      holes = 0
    }
    return true
  }

  /// `array` without its holes, the observers left renumbered.
  private static func swept(_ array: [Element?], holes: Int) -> [Element?] {
    var kept: [Element?] = []
    kept.reserveCapacity(array.count - holes)
    for case let element? in array {
      element.listIndex = Int32(kept.count)
      kept.append(element)
    }
    return kept
  }

  /// The delivery routine: calls `body` with every observer in order, except `origin` (compared by identity) and
  /// observers that have ended, until `body` returns false.
  ///
  /// Call it on a copy of the list taken under the owner's lock, after releasing the lock: `body` runs user code. A
  /// model side's `body` returns false once an observer has changed the value again, since that change has already
  /// been delivered to everyone, newer than this one. An observer that ended since the copy was taken (a callback
  /// unbound it) is skipped.
  @inline(__always)
  func forEachObserver(except origin: AnyObject?, _ body: (Element) -> Bool) {
    if let first, first !== origin, first.isActive, !body(first) { return }
    if hasRest { forEachOfRest(except: origin, body) }
  }

  /// The delivery routine's loop over `rest`: a function of its own, so that a list of one observer (the usual
  /// case) looks up no array or optional type in unspecialised code.
  @inline(never)
  private func forEachOfRest(except origin: AnyObject?, _ body: (Element) -> Bool) {
    for case let element? in rest where element !== origin && element.isActive {
      if !body(element) { return }
    }
  }

  /// What a delivery needs of the list, to take under the owner's lock: the only observer, with no copy of the array
  /// (the usual case), or a copy of the whole list.
  @inline(__always)
  var snapshot: ObserverSnapshot<Element> {
    hasRest ? .many(self) : .one(first)
  }
}

/// A copy of an ``ObserverList`` for a delivery: see ``ObserverList/snapshot``.
enum ObserverSnapshot<Element: ListedObserver> {
  /// At most one observer.
  case one(Element?)
  /// A copy of the list.
  case many(ObserverList<Element>)

  /// The delivery routine, as ``ObserverList/forEachObserver(except:_:)``. It consumes the snapshot, so that the
  /// observers it holds are handed to `body` without another copy.
  @inline(__always)
  consuming func forEachObserver(except origin: AnyObject?, _ body: (Element) -> Bool) {
    switch consume self {
    case .one(let only):
      if let only, only !== origin, only.isActive { _ = body(only) }
    case .many(let list):
      list.forEachObserver(except: origin, body)
    }
  }
}
