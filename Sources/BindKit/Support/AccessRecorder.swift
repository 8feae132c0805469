internal import Glibc
public import Synchronization

/// Records which bindable storage a key-path read touched.
///
/// The binder reads `model[keyPath: key]` once while a recorder is installed on the current thread; the
/// `@Bound` and `@ViewProperty` getters report their storage to it. That is how `\Employee.name` and
/// `\Person.name` both resolve to the one box that stores `name`, with no key-path hashing on the set path.
@usableFromInline
final class AccessRecorder {
  @usableFromInline
  struct Access {
    /// The model or view read. Only compared by identity, while the read that recorded it is under way (its caller
    /// holds the object), so it is not retained: a model whose properties are bound has a side table (its boxes
    /// know it weakly), and retaining and releasing it took the runtime's slow path, twice per access.
    @usableFromInline unowned(unsafe) let object: AnyObject
    @usableFromInline let storage: AnyObject
    /// The key path a `@Bound` property was read through; nil for a view slot, and when the recorder does not
    /// record key paths (`recordsKeyPaths`).
    @usableFromInline let keyPath: AnyKeyPath?
    /// The property's value type: `storage` is a `PropertyBox` or `ViewSlot` of it. Checked in place of a cast to
    /// the generic class, which in the binder's unspecialised code would look up the class's metadata.
    @usableFromInline let valueType: Any.Type
  }

  /// The recorder that was installed on the thread before this one (`install()`). A recorder is used by one thread
  /// at a time, so none of its fields needs the runtime's exclusivity check.
  @exclusivity(unchecked) var previous: UnsafeMutableRawPointer?
  /// How many accesses the model's read recorded, before the view's (set by `PlainEnds.endModelRead()`).
  @exclusivity(unchecked) @usableFromInline var modelReadCount = 0
  /// How many accesses were recorded (``count``; a stored number the binder's inlined code reads).
  @exclusivity(unchecked) @usableFromInline private(set) var recordedCount = 0
  /// Whether a `@Bound` getter reports the key path it was read through. The binder needs it (to tell the property
  /// `key` names from a computed property that reads it); a computed property's evaluation needs only the storage,
  /// and skips it: forming the key path in the getter was a run-time call and a reference per read.
  @exclusivity(unchecked) @usableFromInline var recordsKeyPaths = true

  /// The last pair of equal key paths the binder found in the thread's alias table (`Binder.isAlias`): the literal
  /// bound, and the key path the `@Bound` getter reported. By identity only: the table keeps both objects alive.
  @exclusivity(unchecked) private var lastAliasKey: ObjectIdentifier?
  @exclusivity(unchecked) private var lastAliasCanonical: ObjectIdentifier?

  /// The first two accesses, kept inline: resolving a binding records one access for each end, and allocates no
  /// array for them.
  @exclusivity(unchecked) private(set) var first: Access?
  @exclusivity(unchecked) private var second: Access?
  /// The accesses after the second.
  @exclusivity(unchecked) private var rest: [Access] = []

  init() {}

  /// Whether `canonical` (an identity) is the key path last found equal to `key` (see `lastAliasKey`).
  func isLastAlias(_ canonical: ObjectIdentifier, of key: AnyKeyPath) -> Bool {
    lastAliasKey == ObjectIdentifier(key) && lastAliasCanonical == canonical
  }

  /// Remembers a pair of equal key paths that the thread's alias table holds.
  func rememberAlias(_ canonical: AnyKeyPath, of key: AnyKeyPath) {
    lastAliasKey = ObjectIdentifier(key)
    lastAliasCanonical = ObjectIdentifier(canonical)
  }

  /// How many accesses were recorded.
  var count: Int { recordedCount }

  /// Calls `body` with the access at `index`, read in place (nil once taken): no copy of the access, and no reference
  /// to what it holds.
  @inline(__always)
  private func withAccess<Result>(at index: Int, _ body: (borrowing Access?) -> Result) -> Result {
    switch index {
    case 0: body(first)
    case 1: body(second)
    default: body(rest[index - 2])
    }
  }

  /// The storage the access at `index` touched.
  func storage(at index: Int) -> AnyObject {
    withAccess(at: index) { $0.unsafelyUnwrapped.storage }
  }

  /// Whether the access at `index` was a read of a property of `object`.
  func access(at index: Int, readFrom object: AnyObject) -> Bool {
    withAccess(at: index) { $0?.object === object }
  }

  /// Whether the access at `index` read a property of value type `valueType`.
  func access(at index: Int, hasValueType valueType: Any.Type) -> Bool {
    withAccess(at: index) { $0?.valueType == valueType }
  }

  /// Whether the access at `index` touched `storage`.
  func access(at index: Int, touched storage: AnyObject) -> Bool {
    withAccess(at: index) { $0?.storage === storage }
  }

  /// The identity of the key path the access at `index` was read through, if it recorded one.
  func keyPathIdentity(at index: Int) -> ObjectIdentifier? {
    withAccess(at: index) { $0?.keyPath.map { ObjectIdentifier($0) } }
  }

  /// The key path the access at `index` was read through, if it recorded one.
  func keyPath(at index: Int) -> AnyKeyPath? {
    withAccess(at: index) { $0?.keyPath }
  }

  /// The storage the access at `index` touched, moved out of the recorder when the access is one of the first two
  /// (which the recorder then no longer holds, for a caller that reads each access once, just before the recorder
  /// forgets them: nothing may read that index again or record before `removeAll()`), else copied.
  func takeStorage(at index: Int) -> AnyObject {
    switch index {
    case 0: Self.moveStorage(outOf: &first)
    case 1: Self.moveStorage(outOf: &second)
    default: rest[index - 2].storage
    }
  }

  /// Moves the storage's reference out of `access`, which is left nil, and releases its key path. (Read from a taken
  /// access, the storage was retained by the copy and released with the access: two atomic operations more.)
  private static func moveStorage(outOf access: inout Access?) -> AnyObject {
    let storage = Unmanaged.passUnretained(access.unsafelyUnwrapped.storage)
    let keyPath = access.unsafelyUnwrapped.keyPath.map { Unmanaged.passUnretained($0) }
    // Overwritten without being destroyed: the two references it held are now `storage`'s and `keyPath`'s.
    withUnsafeMutablePointer(to: &access) { $0.initialize(to: nil) }
    keyPath?.release()
    return storage.takeRetainedValue()
  }

  /// The index of the access to `object` among those from `start` on, when exactly one of them touched `object`.
  func onlyAccessIndex(readFrom object: AnyObject, from start: Int = 0) -> Int? {
    var found: Int?
    for index in start..<count where access(at: index, readFrom: object) {
      if found != nil { return nil }
      found = index
    }
    return found
  }

  /// The access to `object`, when exactly one access touched `object`.
  func onlyAccess(of object: AnyObject) -> Access? {
    onlyAccessIndex(readFrom: object).flatMap { index in withAccess(at: index) { copy $0 } }
  }

  /// Forgets every access (and lets go of the objects they hold), keeping the array's storage for the next read.
  func removeAll() {
    recordsKeyPaths = true
    recordedCount = 0
    first = nil
    second = nil
    if !rest.isEmpty { rest.removeAll(keepingCapacity: true) }
  }

  /// Records an access. `storage` and `keyPath` are consumed: a getter passes the references it loaded or formed for
  /// the purpose, with no retain and release around the call.
  @usableFromInline
  func record(object: AnyObject, storage: consuming AnyObject, keyPath: consuming AnyKeyPath?, valueType: Any.Type) {
    let access = Access(object: object, storage: storage, keyPath: keyPath, valueType: valueType)
    recordedCount += 1
    if first == nil {
      first = access
    } else if second == nil {
      second = access
    } else {
      rest.append(access)
    }
  }
}

/// How many threads are recording right now. Getters test it with one relaxed load, so an ordinary read
/// costs a load and a branch; only a non-zero count sends them to the thread-local look-up.
@usableFromInline
let recordingThreads = Atomic<Int>(0)

private let recorderKey: pthread_key_t = {
  var key = pthread_key_t()
  let status = pthread_key_create(&key, nil)
  precondition(status == 0, "BindKit: pthread_key_create failed with \(status)")
  return key
}()

/// The recorder installed on the calling thread, if any, not retained: whoever installed it holds it until it
/// uninstalls it, which is after the read that finds it here returns. (Returned as a reference, it took a retain and
/// a release per recorded read.)
@usableFromInline
func currentRecorder() -> Unmanaged<AccessRecorder>? {
  guard let raw = pthread_getspecific(recorderKey) else { return nil }
  return Unmanaged<AccessRecorder>.fromOpaque(raw)
}

extension AccessRecorder {
  /// Installs this recorder on the calling thread until ``uninstall()`` (which puts back the one installed before).
  func install() {
    previous = pthread_getspecific(recorderKey)
    pthread_setspecific(recorderKey, Unmanaged.passUnretained(self).toOpaque())
    recordingThreads.add(1, ordering: .relaxed)
  }

  /// Undoes ``install()``.
  func uninstall() {
    recordingThreads.subtract(1, ordering: .relaxed)
    pthread_setspecific(recorderKey, previous)
    previous = nil
  }
}

/// Runs `body` with `recorder` installed on this thread, restoring the previous one afterwards.
func withAccessRecorder<Result>(_ recorder: AccessRecorder, _ body: () throws -> Result) rethrows -> Result {
  recorder.install()
  defer { recorder.uninstall() }
  return try withExtendedLifetime(recorder) { try body() }
}

/// Runs `read` with a recorder installed, and returns the access to `object` that it recorded: the only access
/// (`exclusive`), or the only access to `object` among others. Uses the thread's spare recorder (no allocation),
/// unless a read nested in another is using it; the recorder forgets its accesses before it is used again.
func recordedAccess(of object: AnyObject, exclusive: Bool, reading read: () -> Void) -> AccessRecorder.Access? {
  withSpareRecorder { recorder in
    withAccessRecorder(recorder, read)
    if exclusive {
      guard recorder.count == 1, let access = recorder.first, access.object === object else { return nil }
      return access
    }
    return recorder.onlyAccess(of: object)
  }
}

/// Calls `body` with the thread's spare recorder, empty (no allocation; its array keeps its storage), or with a new
/// one while a read nested in another is using the spare. The recorder forgets its accesses when `body` returns.
func withSpareRecorder<Result>(_ body: (AccessRecorder) -> Result) -> Result {
  let recorder = AccessRecorder.takeSpare()
  defer { recorder.returnAsSpare() }
  return body(recorder)
}

extension AccessRecorder {
  /// The thread's spare recorder, taken (no allocation), or a new one while a read nested in another uses the spare.
  /// `tables` is the calling thread's (a caller that already has them passes them, saving the look-up).
  static func takeSpare(from tables: ThreadTables = .current) -> AccessRecorder {
    tables.spareRecorder.take() ?? AccessRecorder()
  }

  /// Forgets the accesses and makes this the thread's spare recorder again (its array keeps its storage).
  func returnAsSpare() {
    removeAll()
    // The thread's tables are borrowed: the thread keeps them until it ends.
    ThreadTables.currentUnretained._withUnsafeGuaranteedRef { $0.spareRecorder = self }
  }
}

/// Calls `form`, out of line: a `@Bound` getter forms the key path it was read through only where it needs it
/// (see the getter).
@usableFromInline @inline(never)
func formKeyPath(_ form: () -> AnyKeyPath) -> AnyKeyPath {
  form()
}

/// Reports an access to the recorder installed on this thread, if any (not generic: no metadata look-ups).
@usableFromInline
func recordAccess(_ object: AnyObject, _ storage: AnyObject, _ keyPath: AnyKeyPath?, _ valueType: Any.Type) {
  currentRecorder()?._withUnsafeGuaranteedRef {
    $0.record(object: object, storage: storage, keyPath: keyPath, valueType: valueType)
  }
}
