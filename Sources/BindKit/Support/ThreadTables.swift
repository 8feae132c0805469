internal import Glibc
import Synchronization

/// Small tables each thread keeps for itself, so that binding takes no process-wide lock: which canonical key path
/// a key-path literal resolved to, per model class; which view properties this thread has already named for
/// diagnostics; the recording or read check in progress; the in-place changes being delivered. Only the thread that owns them
/// touches them.
final class ThreadTables {
  /// Key-path literal → the canonical key path the `@Bound` wrapper posts, by model class.
  var aliases = IdentityTable<AnyKeyPath>()
  /// The view properties (view class, key path) whose names this thread has made sure are in `ViewPropertyNames`.
  var namedViewProperties = IdentityTable<Bool>()
  /// The recording in progress on this thread: a binder's (``beginRecording()``) or a computed property's read check
  /// (``beginReadCheck(expecting:storage:)``).
  var recorder = Recorder()
  /// Which of the two is in progress (the innermost), kept beside it so that a getter tests it without touching the
  /// recorder. An atomic only so that reading it is a plain load: a class's `var` takes the runtime's exclusivity
  /// check on every access, and only this thread touches it.
  let recordingMode = Atomic<RecordingMode>(.none)
  /// The `@Bound` boxes whose in-place change this thread is delivering right now, innermost last.
  var changeDeliveries: [ObjectIdentifier] = []
  /// How deep this thread is in a person's gestures (``BindableView/performUserGesture(_:)``).
  var gestureDepth = 0
  /// How many outermost gestures this thread has begun: the number of the current one, while `gestureDepth` > 0.
  var gestureCount: UInt64 = 0

  private init() {}

  /// The pthread key whose per-thread value is the thread's tables. The value is a retained reference converted to
  /// a raw pointer (a pthread key holds only a pointer); the key's destructor releases it when the thread ends.
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
    return makeCurrent()
  }

  /// Creates the calling thread's tables, kept by its pthread key.
  private static func makeCurrent() -> ThreadTables {
    let tables = ThreadTables()
    pthread_setspecific(key, Unmanaged.passRetained(tables).toOpaque())
    return tables
  }
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
