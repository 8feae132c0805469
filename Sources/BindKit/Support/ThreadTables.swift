internal import Glibc

/// Small tables each thread keeps for itself, so that binding takes no process-wide lock: which canonical key path
/// a key-path literal resolved to, per model class, and which view properties this thread has already named for
/// diagnostics. (Shared tables behind one lock made eight threads binding at once queue on it.)
///
/// Only the thread that owns them touches them, so their fields skip the runtime's exclusivity check.
final class ThreadTables {
  /// Key-path literal → the canonical key path the `@Bound` wrapper posts, by model class.
  @exclusivity(unchecked) var aliases = IdentityTable<AnyKeyPath>()
  /// The view properties (view class, key path) whose names this thread has made sure are in `ViewPropertyNames`.
  @exclusivity(unchecked) var namedViewProperties = IdentityTable<Bool>()
  /// A recorder for the binder's recorded reads (`recordedAccess(of:exclusive:reading:)`), nil while one is using it.
  @exclusivity(unchecked) var spareRecorder: AccessRecorder? = AccessRecorder()
  /// The `@Bound` boxes whose in-place change this thread is delivering right now, innermost last.
  @exclusivity(unchecked) var changeDeliveries: [ObjectIdentifier] = []

  private init() {}

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { pointer in
      guard let pointer else { return }
      Unmanaged<ThreadTables>.fromOpaque(pointer).release()
    }
    precondition(status == 0, "BindKit: pthread_key_create failed with \(status)")
    return key
  }()

  /// The calling thread's tables, created on first use and released when the thread ends.
  static var current: ThreadTables {
    if let pointer = pthread_getspecific(key) {
      return Unmanaged<ThreadTables>.fromOpaque(pointer).takeUnretainedValue()
    }
    let tables = ThreadTables()
    pthread_setspecific(key, Unmanaged.passRetained(tables).toOpaque())
    return tables
  }
}

/// A map from a pair of object identities to a value: open addressing, linear probing, hashed on the two
/// addresses (a look-up is a few dozen instructions; a `Dictionary` with its `Hasher` cost several hundred).
///
/// Each entry keeps its second object alive, so that its identity cannot be reused by another object. The table
/// starts at 32 slots and doubles when half full, up to 1,024 slots; there it stops taking entries (key paths built at
/// run time for each bind would otherwise fill it). Growing keeps a small program's table on one page of memory
/// rather than six: each bind looks entries up in two tables, and a form's twenty key paths land in twenty slots.
struct IdentityTable<Value> {
  private struct Entry {
    let first: ObjectIdentifier
    let second: AnyObject
    let value: Value
  }

  private static var initialSize: Int { 32 }
  private static var maximumSize: Int { 1_024 }
  /// Empty until the first entry; otherwise a power of two of slots.
  private var slots: [Entry?] = []
  private var count = 0

  init() {}

  private static func index(_ first: ObjectIdentifier, _ second: AnyObject, mask: Int) -> Int {
    let bits = (UInt(bitPattern: first) &* 31) ^ UInt(bitPattern: ObjectIdentifier(second))
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 54) & mask
  }

  /// The value stored for the pair, if any.
  func value(for first: ObjectIdentifier, _ second: AnyObject) -> Value? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var index = Self.index(first, second, mask: mask)
    while let entry = slots[index] {
      if entry.second === second, entry.first == first { return entry.value }
      index = (index + 1) & mask
    }
    return nil
  }

  /// Whether the value stored for the pair is `value`, compared by identity in place (no reference is taken).
  func holds(_ value: AnyObject, for first: ObjectIdentifier, _ second: AnyObject) -> Bool where Value: AnyObject {
    guard !slots.isEmpty else { return false }
    return slots.withUnsafeBufferPointer { buffer in
      let mask = buffer.count - 1
      var index = Self.index(first, second, mask: mask)
      while let entry = buffer[index] {
        if entry.second === second, entry.first == first { return entry.value === value }
        index = (index + 1) & mask
      }
      return false
    }
  }

  /// Stores `value` for the pair, unless the pair is there already or the table is half full at its largest.
  mutating func insert(_ value: Value, for first: ObjectIdentifier, _ second: AnyObject) {
    if slots.isEmpty { slots = Array(repeating: nil, count: Self.initialSize) }
    var mask = slots.count - 1
    var index = Self.index(first, second, mask: mask)
    while let entry = slots[index] {
      if entry.second === second, entry.first == first { return }
      index = (index + 1) & mask
    }
    if count >= slots.count / 2 {
      guard slots.count < Self.maximumSize else { return }
      grow()
      mask = slots.count - 1
      index = Self.index(first, second, mask: mask)
      while slots[index] != nil { index = (index + 1) & mask }
    }
    slots[index] = Entry(first: first, second: second, value: value)
    count += 1
  }

  /// Doubles the slots and places every entry again.
  private mutating func grow() {
    let old = slots
    slots = Array(repeating: nil, count: old.count * 2)
    let mask = slots.count - 1
    for case let entry? in old {
      var index = Self.index(entry.first, entry.second, mask: mask)
      while slots[index] != nil { index = (index + 1) & mask }
      slots[index] = entry
    }
  }
}
