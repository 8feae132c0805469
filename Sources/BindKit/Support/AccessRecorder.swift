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

  init(recordsKeyPaths: Bool) {
    self.recordsKeyPaths = recordsKeyPaths
  }

  var startIndex: Int { 0 }
  var endIndex: Int { first == nil ? 0 : 1 + rest.count }
  subscript(position: Int) -> RecordedAccess { position == 0 ? first! : rest[position - 1] }

  mutating func append(_ access: RecordedAccess) {
    if first == nil { first = access } else { rest.append(access) }
  }
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
  tables.recording = AccessRecording(recordsKeyPaths: recordsKeyPaths)
  recordingThreads.add(1, ordering: .relaxed)
  return outer
}

/// Ends the recording ``beginRecording(recordsKeyPaths:)`` started, and returns its accesses.
func endRecording(_ outer: consuming AccessRecording?) -> AccessRecording {
  recordingThreads.subtract(1, ordering: .relaxed)
  let tables = ThreadTables.current
  let accesses = tables.recording.take() ?? AccessRecording(recordsKeyPaths: false)
  tables.recording = outer
  return accesses
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
  guard let recordsKeyPaths = tables.recording?.recordsKeyPaths else { return }
  let access = RecordedAccess(
    object: ObjectIdentifier(object), storage: storage, keyPath: recordsKeyPaths ? keyPath() : nil,
    valueType: valueType)
  tables.recording?.append(access)
}

/// Calls `form`, out of line, and returns the key path it forms: always, or (`onlyWhileRecording`) only when the
/// calling thread is recording, nil otherwise. A getter or setter that hands its key path to code only through this
/// forms the key path (a run-time call) when it needs it, not at the top of every access.
@usableFromInline @inline(never)
func formKeyPath(_ form: () -> AnyKeyPath, onlyWhileRecording: Bool) -> AnyKeyPath? {
  if onlyWhileRecording, ThreadTables.current.recording == nil { return nil }
  return form()
}
