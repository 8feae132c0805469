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

  /// The calling thread's tables, not retained: the thread keeps them until it ends, so a caller may borrow them
  /// for as long as it runs on this thread (a retain and a release fewer than `current`).
  static var currentUnretained: Unmanaged<ThreadTables> {
    if let pointer = pthread_getspecific(key) { return Unmanaged.fromOpaque(pointer) }
    return makeCurrent()
  }

  /// Creates the calling thread's tables, kept (retained once) by its pthread key. Out of line: it runs once per
  /// thread, and inlined it made every look-up a call.
  @inline(never)
  private static func makeCurrent() -> Unmanaged<ThreadTables> {
    let tables = Unmanaged.passRetained(ThreadTables())
    pthread_setspecific(key, tables.toOpaque())
    return tables
  }

  /// The calling thread's tables, created on first use and released when the thread ends.
  static var current: ThreadTables { currentUnretained.takeUnretainedValue() }
}

/// A map from a pair of object identities to a value: open addressing, linear probing, hashed on the two
/// addresses (a look-up is a few dozen instructions; a `Dictionary` with its `Hasher` cost several hundred).
///
/// Each entry keeps its second object alive, so that its identity cannot be reused by another object. The table
/// stops taking entries at half its size (key paths built at run time for each bind would otherwise fill it).
struct IdentityTable<Value> {
  private struct Entry {
    let first: ObjectIdentifier
    let second: AnyObject
    let value: Value
  }

  private static var size: Int { 1_024 }
  private var slots: [Entry?] = []
  private var count = 0

  init() {}

  private static func index(_ first: ObjectIdentifier, _ second: AnyObject) -> Int {
    let bits = (UInt(bitPattern: first) &* 31) ^ UInt(bitPattern: ObjectIdentifier(second))
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 54) & (size - 1)
  }

  /// The value stored for the pair, if any.
  func value(for first: ObjectIdentifier, _ second: AnyObject) -> Value? {
    guard !slots.isEmpty else { return nil }
    var index = Self.index(first, second)
    while let entry = slots[index] {
      if entry.second === second, entry.first == first { return entry.value }
      index = (index + 1) & (Self.size - 1)
    }
    return nil
  }

  /// The value stored for the pair, if any, not retained: the table keeps every entry it takes as long as it lives,
  /// so the value may be borrowed while the table's owner does.
  func unretainedValue(for first: ObjectIdentifier, _ second: AnyObject) -> Unmanaged<Value>? where Value: AnyObject {
    guard !slots.isEmpty else { return nil }
    return slots.withUnsafeBufferPointer { buffer in
      var index = Self.index(first, second)
      while let entry = buffer[index] {
        if entry.second === second, entry.first == first { return Unmanaged.passUnretained(entry.value) }
        index = (index + 1) & (Self.size - 1)
      }
      return nil
    }
  }

  /// Whether the value stored for the pair is `value`, compared by identity in place (no reference is taken).
  func holds(_ value: AnyObject, for first: ObjectIdentifier, _ second: AnyObject) -> Bool where Value: AnyObject {
    unretainedValue(for: first, second)?.toOpaque() == Unmanaged.passUnretained(value).toOpaque()
  }

  /// Stores `value` for the pair, unless the pair is there already or the table is half full.
  mutating func insert(_ value: Value, for first: ObjectIdentifier, _ second: AnyObject) {
    if slots.isEmpty { slots = Array(repeating: nil, count: Self.size) }
    guard count < Self.size / 2 else { return }
    var index = Self.index(first, second)
    while let entry = slots[index] {
      if entry.second === second, entry.first == first { return }
      index = (index + 1) & (Self.size - 1)
    }
    slots[index] = Entry(first: first, second: second, value: value)
    count += 1
  }
}
