public import BindKit
public import Foundation

/// One key of a ``PreferenceStore``: its name in the file, and the `@Bound` property that holds its value.
///
/// ```swift
/// final class AppSettings: PreferenceStore {
///   @Bound var serverName = "localhost"
///   @Bound var port = 8080
///
///   override class var keys: [PreferenceKey] {
///     [PreferenceKey("serverName", \AppSettings.serverName), PreferenceKey("port", \AppSettings.port)]
///   }
/// }
/// ```
///
/// The property's initial value is the key's default.
public struct PreferenceKey {
  /// The key's name in the file.
  public let name: String
  let encode: (PreferenceStore) throws -> JSONValue
  let decode: (PreferenceStore, JSONValue) throws -> Void

  /// The key `name`, held by the property at `keyPath`.
  public init<Store: PreferenceStore, Value: Codable>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Store, Value>)
  {
    self.name = name
    encode = { store in
      let data = try JSONEncoder().encode((store as! Store)[keyPath: keyPath])
      return try JSONDecoder().decode(JSONValue.self, from: data)
    }
    decode = { store, json in
      let data = try JSONEncoder().encode(json)
      (store as! Store)[keyPath: keyPath] = try JSONDecoder().decode(Value.self, from: data)
    }
  }
}

/// A bindable model whose `@Bound` properties are kept in a JSON file a person can read and edit.
///
/// Subclass it, declare the properties with `@Bound` (their initial values are the defaults), and list them in
/// ``keys``. Bind it like any model. A change is written off the set path: the store notes it, and writes the
/// whole burst once, when its ``PreferenceScheduler`` runs the write, or at ``flush()``.
///
/// Every write is atomic and durable (a temporary file in the same folder, fsync, rename, fsync of the folder), so
/// the file is always the old version or the new one; SIGKILL loses at most the changes not yet written, never the
/// file. A write holds an advisory lock and merges: it reads the file, keeps the keys this program does not know,
/// takes another process's changes to the keys this one did not change (updating the bound views), and writes.
/// ``reload()`` does the same without writing, and so does a store with a scheduler by itself when a check (every
/// ``checkInterval``) finds the file changed. A write that fails is reported in ``writeError`` and to the log
/// handler; the values stay in memory and the write is retried.
///
/// At start, a file that is not a JSON object is renamed aside (`<name>.corrupt-<n>`) and the store starts from the
/// defaults, reporting it once in ``loadProblem``; a key whose value has the wrong type keeps its default alone.
///
/// Use it on one thread (the one its scheduler runs the write on).
open class PreferenceStore: BindableObject {
  /// The keys, with the properties that hold them. Subclasses override it.
  open class var keys: [PreferenceKey] { [] }

  /// The last write's failure, or nil once a write succeeded.
  @Bound public var writeError: String? = nil
  /// What was wrong with the file at start or at the last ``reload()``, if anything (a file moved aside, a key of
  /// the wrong type).
  @Bound public var loadProblem: String? = nil

  /// The file's path.
  public let fileURL: URL
  /// How long a burst lasts: the write runs this long after its first change.
  public let burstInterval: Duration
  /// How long after a failed write it is tried again.
  public let retryInterval: Duration
  /// How often a store with a scheduler looks at the file for a change another process or an editor made, and
  /// takes it as ``reload()`` does (1 s by default); nil: only at ``reload()`` and at each write.
  public let checkInterval: Duration?

  let file: PreferenceFile
  let scheduler: (any PreferenceScheduler)?
  let storeKeys: [PreferenceKey]
  /// The defaults, as the properties held them at creation.
  var defaults: [String: JSONValue] = [:]
  /// What the file held (or this store wrote) at the last read or write, a missing key as its default, a key of the
  /// wrong type as the value it fell back to: the base of the next merge.
  var synced: [String: JSONValue] = [:]
  /// Whether a write is waiting to run.
  var isWriteScheduled = false
  /// Whether a change has not reached the file.
  public private(set) var hasUnwrittenChanges = false
  /// Set while the store itself applies the file's values: those are not changes to write.
  var isApplyingFile = false
  private var observer: StoreObserver?

  /// The store kept in `fileURL`. With a `scheduler`, a burst is written `burstInterval` after its first change, a
  /// failed write is tried again after `retryInterval`, and the file is checked for changes made elsewhere every
  /// `checkInterval` (see ``checkInterval``).
  public init(
    fileURL: URL, scheduler: (any PreferenceScheduler)? = nil, burstInterval: Duration = .milliseconds(200),
    retryInterval: Duration = .seconds(5), checkInterval: Duration? = .seconds(1)
  ) {
    self.fileURL = fileURL
    self.file = PreferenceFile(path: fileURL.path)
    self.scheduler = scheduler
    self.burstInterval = burstInterval
    self.retryInterval = retryInterval
    self.checkInterval = checkInterval
    self.storeKeys = Self.keys
    super.init()
    for key in storeKeys { defaults[key.name] = try? key.encode(self) }
    load()
    let observer = StoreObserver(store: self)
    self.observer = observer
    addWriteObserver(observer)
    scheduleFileCheck()
  }

  /// The store kept in `<config>/<appName>/<fileName>`, where `<config>` is `$XDG_CONFIG_HOME`, or `~/.config`
  /// when it is unset or not an absolute path.
  public convenience init(
    appName: String, fileName: String = "preferences.json", scheduler: (any PreferenceScheduler)? = nil
  ) {
    self.init(fileURL: Self.defaultFileURL(appName: appName, fileName: fileName), scheduler: scheduler)
  }

  /// `$XDG_CONFIG_HOME/<appName>/<fileName>`, or `~/.config/<appName>/<fileName>`.
  public static func defaultFileURL(appName: String, fileName: String = "preferences.json") -> URL {
    let environment = ProcessInfo.processInfo.environment
    let base: String
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      base = xdg
    } else {
      base = (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
    }
    return URL(fileURLWithPath: base).appendingPathComponent(appName).appendingPathComponent(fileName)
  }

  // MARK: Reading

  private func load() {
    switch file.read() {
    case .missing:
      synced = defaults
    case .unreadable(let reason):
      let aside = file.moveAside()
      report(
        "\(reason); "
          + (aside.map { "moved aside to \($0), " } ?? "could not move it aside, ") + "starting from the defaults")
      synced = defaults
    case .values(let values):
      synced = effective(values)
      apply(values, onlyKeys: nil)
    }
  }

  /// `values` with each known key it lacks at its default.
  private func effective(_ values: [String: JSONValue]) -> [String: JSONValue] {
    defaults.merging(values) { $1 }
  }

  /// Sets the properties from `values` (all keys, or only `onlyKeys`); a key of the wrong type keeps its value, is
  /// reported, and counts as synced at that value (the file keeps what it holds until the key is changed).
  private func apply(_ values: [String: JSONValue], onlyKeys: Set<String>?) {
    var wrongTyped: [String] = []
    isApplyingFile = true
    beginUpdatingBoundProperties()
    for key in storeKeys where onlyKeys?.contains(key.name) ?? true {
      guard let value = values[key.name] else { continue }
      do {
        try key.decode(self, value)
      } catch {
        wrongTyped.append(key.name)
        synced[key.name] = try? key.encode(self)
      }
    }
    endUpdatingBoundProperties()
    isApplyingFile = false
    if !wrongTyped.isEmpty {
      report("\(file.path): the value of \(wrongTyped.joined(separator: ", ")) has the wrong type; the default is used")
    }
  }

  /// Sets one of the store's own status properties, which is not a change to write.
  private func setStatus(_ body: () -> Void) {
    let wasApplying = isApplyingFile
    isApplyingFile = true
    body()
    isApplyingFile = wasApplying
  }

  private func report(_ problem: String) {
    setStatus { loadProblem = problem }
    BindKitDiagnostics.log(.warning, "PreferenceStore: \(problem)")
  }

  /// The values of the keys now.
  private func currentValues() -> [String: JSONValue] {
    var values: [String: JSONValue] = [:]
    for key in storeKeys { values[key.name] = try? key.encode(self) }
    return values
  }

  // MARK: Writing

  /// A property was set. The write reads every key's value, so the store need not hear of the next changes until
  /// it has written: it suspends the model's change reports until then, and later sets cost what a set of a model
  /// nobody observes costs.
  func noteChange() {
    guard !isApplyingFile else { return }
    hasUnwrittenChanges = true
    suspendChangeReports()
    scheduleWrite(after: burstInterval)
  }

  private func scheduleWrite(after delay: Duration) {
    guard let scheduler, !isWriteScheduled else { return }
    isWriteScheduled = true
    scheduler.schedule(after: delay) { [weak self] in
      guard let self else { return }
      self.isWriteScheduled = false
      if self.hasUnwrittenChanges { self.flush() }
    }
  }

  /// Writes the changes not yet written now, merging with the file (see the class's notes); returns whether the
  /// file now holds them. A failure is reported in ``writeError`` and retried after ``retryInterval``.
  @discardableResult
  public func flush() -> Bool {
    sync(writing: true)
  }

  /// Reads the file and takes the changes another process or an editor made to keys this store did not change,
  /// updating the bound views. Writes nothing.
  public func reload() {
    sync(writing: false)
  }

  /// Sets every key back to its default (and writes that, like any change).
  public func revertToInitialValues() {
    beginUpdatingBoundProperties()
    for key in storeKeys {
      if let value = defaults[key.name] { try? key.decode(self, value) }
    }
    endUpdatingBoundProperties()
  }

  @discardableResult
  private func sync(writing: Bool) -> Bool {
    let local = currentValues()
    let changed = Set(local.keys.filter { local[$0] != synced[$0] })
    do {
      try file.withLock {
        var onDisk: [String: JSONValue]
        switch file.read() {
        case .missing: onDisk = [:]
        case .values(let values): onDisk = values
        case .unreadable(let reason):
          // Changed under us since the start: keep it aside too, and write what this store knows.
          let aside = file.moveAside()
          report("\(reason); moved aside to \(aside ?? "nowhere")")
          onDisk = synced
        }
        // Another writer's changes to keys this store did not change reach the properties.
        let disk = effective(onDisk)
        let external = Set(disk.keys.filter { !changed.contains($0) && disk[$0] != synced[$0] })
        let base = synced
        synced = disk
        for name in changed { synced[name] = base[name] }
        if !external.isEmpty { apply(disk, onlyKeys: external) }
        guard writing, !changed.isEmpty else { return }
        var merged = onDisk
        for name in changed { merged[name] = local[name] }
        try file.write(merged)
        synced = effective(merged)
      }
      if writing {
        hasUnwrittenChanges = false
        resumeChangeReports()
        if writeError != nil { setStatus { writeError = nil } }
      }
      return true
    } catch {
      let message = "cannot write \(file.path): \(error)"
      setStatus { writeError = message }
      BindKitDiagnostics.log(.error, "PreferenceStore: \(message); the values are kept and the write retried")
      scheduleWrite(after: retryInterval)
      return false
    }
  }
}

/// The store's write observer (the model holds observers weakly, the store holds this one).
private final class StoreObserver: ModelChangeObserver {
  weak var store: PreferenceStore?
  init(store: PreferenceStore) { self.store = store }

  func modelDidChange(_ model: BindableObject, origin: WriteOrigin) {
    guard let store, model === store else { return }
    store.noteChange()
  }
  func modelDidBeginTransaction(_ model: BindableObject) {}
  func modelDidEndTransaction(_ model: BindableObject) {}
}
