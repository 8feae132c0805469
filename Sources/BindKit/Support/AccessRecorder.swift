public import Synchronization

/// One access a getter reported while its thread was recording: which object it read, the storage that identifies the
/// property (a `@Bound` property's box, a view property's slot), the key path the read went through (a `@Bound`
/// property's, when the recording asks for key paths), and the value's type.
struct RecordedAccess {
  /// The object read, by identity (it is alive for the whole recording: the reader holds it).
  let object: ObjectIdentifier
  /// What identifies the property.
  let storage: AnyObject
  /// The key path the read went through, or nil.
  let keyPath: AnyKeyPath?
  /// The property's value type.
  let valueType: Any.Type

  /// Whether the access read `object`.
  func read(_ object: AnyObject) -> Bool { self.object == ObjectIdentifier(object) }
}

/// The accesses one recording has collected, in the order the getters reported them (kept in ``ThreadTables`` while
/// it records). The first is stored inline: a binder's read of one property allocates no array.
struct AccessRecording: RandomAccessCollection {
  /// Whether `@Bound` getters report the key path they were read through (the binder needs it to canonicalise a
  /// key path; a computed property's dependency tracking does not).
  let recordsKeyPaths: Bool
  private var first: RecordedAccess?
  private var rest: [RecordedAccess] = []

  init(recordsKeyPaths: Bool, storage: consuming [RecordedAccess] = []) {
    self.recordsKeyPaths = recordsKeyPaths
    rest = storage
  }

  /// The array the accesses after the first were kept in, emptied, with its storage kept.
  consuming func emptiedStorage() -> [RecordedAccess] {
    // One by one: a recording holds few accesses, and `removeAll(keepingCapacity:)` takes the general path.
    while !rest.isEmpty { rest.removeLast() }
    return rest
  }

  var startIndex: Int { 0 }
  var endIndex: Int { first == nil ? 0 : 1 + rest.count }
  subscript(position: Int) -> RecordedAccess { position == 0 ? first! : rest[position - 1] }

  mutating func append(_ access: RecordedAccess) {
    if first == nil { first = access } else { rest.append(access) }
  }
}

/// What a thread's recording takes from the getters it calls.
enum RecordingMode {
  /// The thread is not recording.
  case none
  /// Which boxes were read.
  case accesses
  /// Which boxes were read, and the key path each read went through.
  case accessesAndKeyPaths
}

/// How many threads are recording right now: a getter checks it (one relaxed load) before it looks for its thread's
/// recording, so a read on a thread that is not recording costs nothing more.
@usableFromInline
let recordingThreads = Atomic<Int>(0)

/// Starts recording the accesses the bindable getters report on this thread (as Observation's access lists do);
/// ``endRecording(_:)`` with what this returns ends it and returns them. Recordings nest: an inner one collects only
/// its own reads.
func beginRecording(recordsKeyPaths: Bool = true) -> AccessRecording? {
  let tables = ThreadTables.current
  let outer = tables.recording
  var spare: [RecordedAccess] = []
  swap(&spare, &tables.spareAccesses)
  tables.recording = AccessRecording(recordsKeyPaths: recordsKeyPaths, storage: spare)
  tables.recordingMode = recordsKeyPaths ? .accessesAndKeyPaths : .accesses
  recordingThreads.add(1, ordering: .relaxed)
  return outer
}

/// Ends the recording ``beginRecording(recordsKeyPaths:)`` started, and returns its accesses.
func endRecording(_ outer: consuming AccessRecording?) -> AccessRecording {
  recordingThreads.subtract(1, ordering: .relaxed)
  let tables = ThreadTables.current
  let accesses = tables.recording.take() ?? AccessRecording(recordsKeyPaths: false)
  tables.recordingMode = outer.map { $0.recordsKeyPaths ? .accessesAndKeyPaths : .accesses } ?? .none
  tables.recording = outer
  return accesses
}

/// Gives the storage of a recording its caller is done with back to the thread, for its next recording.
func recycleRecording(_ accesses: consuming AccessRecording) {
  let storage = accesses.emptiedStorage()
  guard storage.capacity > 0 else { return }
  ThreadTables.current.spareAccesses = storage
}

/// The access a binder's read of one property made to `object`: the only one (`exclusive`: the read touched nothing
/// else at all), or nil.
func recordedAccess(of object: AnyObject, exclusive: Bool, reading read: () -> Void) -> RecordedAccess? {
  let outer = beginRecording()
  read()
  let accesses = endRecording(outer)
  guard !exclusive || accesses.count == 1 else { return nil }
  var found: RecordedAccess?
  for access in accesses where access.read(object) {
    if found != nil { return nil }
    found = access
  }
  return found
}

/// Reports an access to the calling thread's recording, if it has one. `keyPath` is formed only when the recording
/// wants key paths. Returns whether a recording took it.
@usableFromInline
func recordAccess(
  _ object: AnyObject, _ storage: AnyObject, _ keyPath: () -> AnyKeyPath?, _ valueType: Any.Type
) {
  let tables = ThreadTables.current
  let mode = tables.recordingMode
  guard mode != .none else { return }
  let access = RecordedAccess(
    object: ObjectIdentifier(object), storage: storage, keyPath: mode == .accessesAndKeyPaths ? keyPath() : nil,
    valueType: valueType)
  tables.recording?.append(access)
}

/// Calls `form`, out of line, and returns the key path it forms: always, or (`onlyWhileRecording`) only when the
/// calling thread is recording, nil otherwise. A getter or setter that hands its key path to code only through this
/// forms the key path (a run-time call) when it needs it, not at the top of every access.
@usableFromInline @inline(never)
func formKeyPath(_ form: () -> AnyKeyPath, onlyWhileRecording: Bool) -> AnyKeyPath? {
  if onlyWhileRecording, ThreadTables.current.recordingMode == .none { return nil }
  return form()
}
