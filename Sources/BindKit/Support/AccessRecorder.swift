public import Synchronization

/// One access a getter reported while its thread was recording: which object it read, the storage that identifies the
/// property (a `@Bound` property's box, a view property's slot), the key path the read went through (a `@Bound`
/// property's; nil for a view property), and the value's type.
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

/// The accesses a binder's recording has collected, in the order the getters reported them (kept in
/// ``ThreadTables`` while it records). The first is stored inline: a binder's read of one property allocates no array.
struct AccessRecording: RandomAccessCollection {
  private var first: RecordedAccess?
  private var rest: [RecordedAccess] = []

  init() {}

  var startIndex: Int { 0 }
  var endIndex: Int { first == nil ? 0 : 1 + rest.count }
  subscript(position: Int) -> RecordedAccess { position == 0 ? first! : rest[position - 1] }

  mutating func append(_ access: RecordedAccess) {
    if first == nil { first = access } else { rest.append(access) }
  }
}

/// The reads of one evaluation of a computed property, checked as they come against the storages the evaluation
/// before read (``beginReadCheck(expecting:storage:)``). While they match, nothing is kept but a count; from the first read
/// that differs, every storage read is kept, so that the property can follow the new set.
struct ReadCheck {
  /// The storages the evaluation before read, in order.
  private let expected: [AnyObject]
  /// How many of `expected` were read again, in order.
  private var matched = 0
  /// Whether a read differed from `expected`.
  private var differs = false
  /// Every storage read, once `differs`: empty until then, with the capacity of an array the thread reuses.
  private var collected: [AnyObject]

  init(expecting expected: consuming [AnyObject], storage: consuming [AnyObject] = []) {
    self.expected = expected
    collected = storage
  }

  /// Notes a read of `storage`. A storage read again right after itself counts once.
  mutating func note(_ storage: AnyObject) {
    if !differs {
      if matched < expected.count, expected[matched] === storage {
        matched += 1
        return
      }
      if matched > 0, expected[matched - 1] === storage { return }
      differs = true
      collected.append(contentsOf: expected[..<matched])
    }
    collected.append(storage)
  }

  /// Whether the evaluation read exactly the expected storages, in order.
  var readTheExpected: Bool { !differs && matched == expected.count }

  /// The storages read, in order. The check lets go of what it expected, so that its owner can change that in place.
  consuming func takeReads() -> [AnyObject] {
    if !differs { collected.append(contentsOf: expected[..<matched]) }
    return collected
  }

  /// The empty storage the check was given, when no read differed (it was not needed).
  mutating func unusedStorage() -> [AnyObject] {
    guard !differs else { return [] }
    var storage: [AnyObject] = []
    swap(&storage, &collected)
    return storage
  }
}

extension Array {
  /// Removes every element and keeps the capacity, one by one: the arrays emptied this way hold a few elements, and
  /// `removeAll(keepingCapacity:)` takes the general path.
  mutating func empty() {
    while !isEmpty { removeLast() }
  }
}

/// What a thread's recording takes from the getters it calls.
enum RecordingMode: UInt8, AtomicRepresentable {
  /// The thread is not recording.
  case none
  /// A binder's: each access, with the key path a `@Bound` getter was read through (``AccessRecording``).
  case accesses
  /// A computed property's: the storages of the model properties read (``ReadCheck``).
  case reads
}

/// How many threads are recording right now: a getter checks it (one relaxed load) before it looks for its thread's
/// recording, so a read on a thread that is not recording costs nothing more.
@usableFromInline
let recordingThreads = Atomic<Int>(0)

/// A thread's recording in progress: a binder's, or a computed property's read check (kept in ``ThreadTables``).
/// Each step changes it with one call, so that a step takes one run-time exclusivity check of the tables.
struct Recorder {
  private var recording: AccessRecording?
  private var readCheck: ReadCheck?

  /// Starts a binder's recording, and returns what was in progress.
  mutating func beginRecording(outerMode: RecordingMode) -> OuterRecording {
    let outer = save(outerMode)
    recording = AccessRecording()
    return outer
  }

  /// Starts a read check, and returns what was in progress.
  mutating func beginReadCheck(
    expecting expected: consuming [AnyObject], storage: consuming [AnyObject], outerMode: RecordingMode
  ) -> OuterRecording {
    let outer = save(outerMode)
    readCheck = ReadCheck(expecting: expected, storage: storage)
    return outer
  }

  /// Ends the recording in progress, puts `outer` back, and returns the recording.
  mutating func endRecording(restoring outer: consuming OuterRecording) -> AccessRecording {
    let ended = recording.take() ?? AccessRecording()
    restore(outer)
    return ended
  }

  /// Ends the read check in progress, puts `outer` back, and returns the check.
  mutating func endReadCheck(restoring outer: consuming OuterRecording) -> ReadCheck {
    let ended = readCheck.take() ?? ReadCheck(expecting: [])
    restore(outer)
    return ended
  }

  /// What is in progress, moved out, before a nested recording begins: nothing to keep (and nothing allocated) when
  /// the thread was not recording, the usual case.
  private mutating func save(_ mode: RecordingMode) -> OuterRecording {
    guard mode != .none else { return OuterRecording(mode: .none, saved: nil) }
    return OuterRecording(
      mode: mode, saved: SavedRecording(recording: recording.take(), readCheck: readCheck.take()))
  }

  /// Puts back what was in progress.
  private mutating func restore(_ outer: consuming OuterRecording) {
    guard let saved = outer.saved else { return }
    recording = saved.recording
    readCheck = saved.readCheck
  }

  mutating func append(_ access: RecordedAccess) {
    recording?.append(access)
  }

  mutating func note(_ storage: AnyObject) {
    readCheck?.note(storage)
  }
}

/// What a thread was recording when a nested recording began; the nested one's end puts it back.
struct OuterRecording: ~Copyable {
  let mode: RecordingMode
  fileprivate let saved: SavedRecording?
}

/// The recording or read check a nested one interrupted.
private final class SavedRecording {
  let recording: AccessRecording?
  let readCheck: ReadCheck?

  init(recording: AccessRecording?, readCheck: ReadCheck?) {
    self.recording = recording
    self.readCheck = readCheck
  }
}

/// Starts a binder's recording of the accesses the bindable getters report on this thread (as Observation's access
/// lists do); ``endRecording(_:)`` with what this returns ends it and returns them. Recordings nest: an inner one
/// collects only its own reads.
func beginRecording() -> OuterRecording {
  let tables = ThreadTables.current
  let outer = tables.recorder.beginRecording(outerMode: tables.recordingMode.load(ordering: .relaxed))
  tables.recordingMode.store(.accesses, ordering: .relaxed)
  recordingThreads.add(1, ordering: .relaxed)
  return outer
}

/// Ends the recording ``beginRecording()`` started, and returns its accesses.
func endRecording(_ outer: consuming OuterRecording) -> AccessRecording {
  recordingThreads.subtract(1, ordering: .relaxed)
  let tables = ThreadTables.current
  tables.recordingMode.store(outer.mode, ordering: .relaxed)
  return tables.recorder.endRecording(restoring: outer)
}

/// Starts checking the model properties the getters read on this thread against `expected`, for a computed
/// property's evaluation; ``endReadCheck(_:)`` with what this returns ends it. The reads are kept, once one differs,
/// in `storage`: an emptied array the property reuses. Nests as ``beginRecording()`` does.
func beginReadCheck(expecting expected: consuming [AnyObject], storage: consuming [AnyObject]) -> OuterRecording {
  let tables = ThreadTables.current
  let outer = tables.recorder.beginReadCheck(
    expecting: expected, storage: storage, outerMode: tables.recordingMode.load(ordering: .relaxed))
  tables.recordingMode.store(.reads, ordering: .relaxed)
  recordingThreads.add(1, ordering: .relaxed)
  return outer
}

/// Ends the check ``beginReadCheck(expecting:storage:)`` started, and returns it.
func endReadCheck(_ outer: consuming OuterRecording) -> ReadCheck {
  recordingThreads.subtract(1, ordering: .relaxed)
  let tables = ThreadTables.current
  tables.recordingMode.store(outer.mode, ordering: .relaxed)
  return tables.recorder.endReadCheck(restoring: outer)
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

/// Reports an access to the calling thread's recording, if it has one: to a binder's, with `keyPath` (called only
/// then); to a computed property's check, the storage of a model property (`isModelProperty`).
@usableFromInline
func recordAccess(
  _ object: AnyObject, _ storage: AnyObject, _ keyPath: () -> AnyKeyPath?, _ valueType: Any.Type,
  isModelProperty: Bool
) {
  let tables = ThreadTables.current
  switch tables.recordingMode.load(ordering: .relaxed) {
  case .none:
    return
  case .reads:
    if isModelProperty { tables.recorder.note(storage) }
  case .accesses:
    tables.recorder.append(
      RecordedAccess(object: ObjectIdentifier(object), storage: storage, keyPath: keyPath(), valueType: valueType))
  }
}

/// Calls `form`, out of line, and returns the key path it forms: always, or (`onlyWhileRecording`) only when the
/// calling thread is recording, nil otherwise. A getter or setter that hands its key path to code only through this
/// forms the key path (a run-time call) when it needs it, not at the top of every access.
@usableFromInline @inline(never)
func formKeyPath(_ form: () -> AnyKeyPath, onlyWhileRecording: Bool) -> AnyKeyPath? {
  if onlyWhileRecording, ThreadTables.current.recordingMode.load(ordering: .relaxed) == .none { return nil }
  return form()
}
