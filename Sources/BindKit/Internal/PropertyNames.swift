/// Wrapper storage that can say which box backs it, so diagnostics can name a property.
protocol _NamedStorage {
  var _storageIdentity: AnyObject? { get }
}

/// The declared name of the property of `object` whose wrapper storage is `storage`, found through `Mirror`
/// (diagnostics only, never on a hot path).
func propertyName(of storage: AnyObject, in object: AnyObject) -> String? {
  var mirror: Mirror? = Mirror(reflecting: object)
  while let current = mirror {
    for child in current.children {
      guard let named = child.value as? any _NamedStorage, named._storageIdentity === storage,
        let label = child.label
      else { continue }
      return label.hasPrefix("_") ? String(label.dropFirst()) : label
    }
    mirror = current.superclassMirror
  }
  return nil
}

/// The name of the stored property `key` names, when `key` is exactly one stored property of its root
/// (`\Person.note` for `var note = ""`); nil for a computed property (a `@Bound` property is one: its accessors
/// are the wrapper's), a chain, or anything else. Read from the key path's description, which names stored
/// properties and shows computed ones as `<computed …>` (bind-time only, never on a hot path).
func singleStoredPropertyName(_ key: AnyKeyPath) -> String? {
  var components: [Substring] = []
  let text = String(describing: key)
  var depth = 0
  var start = text.startIndex
  for index in text.indices {
    switch text[index] {
    case "<", "(", "[": depth += 1
    case ">", ")", "]": depth -= 1
    case "." where depth == 0:
      components.append(text[start..<index])
      start = text.index(after: index)
    default: break
    }
  }
  components.append(text[start...])
  // The root type, then one component.
  guard components.count == 2, let name = components.last, !name.isEmpty,
    name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
  else { return nil }
  return String(name)
}

/// The names of view properties, by view class and key path, for diagnostics: filled by a view's first binding of
/// a property (a `Mirror` walk once per class and key path), read when a binding is described.
///
/// Keyed by identities, not by key-path equality: hashing a key path cost more than the rest of binding a fresh
/// view. A key-path literal is one object for the life of the program, so each `\.text` written in the code
/// is walked once per view class; the table keeps the key paths it names alive, so an identity is never reused,
/// and it stops growing at `capacity` entries (key paths built at run time for each bind would otherwise fill it).
enum ViewPropertyNames {
  struct Key: Hashable {
    let type: ObjectIdentifier
    let key: ObjectIdentifier
  }

  /// The most entries the table holds.
  static let capacity = 4_096

  /// Makes sure the table names `storage`, the slot `key` reaches on `view`.
  static func remember(view: AnyObject, storage: AnyObject, key: AnyKeyPath) {
    let entry = Key(type: ObjectIdentifier(type(of: view)), key: ObjectIdentifier(key))
    let known = diagnosticsState.lock.withLock {
      diagnosticsState.viewPropertyNames[entry] != nil
        || diagnosticsState.viewPropertyNames.count >= capacity
    }
    if known { return }
    let name = propertyName(of: storage, in: view) ?? keyPathName(key)
    diagnosticsState.lock.withLock { diagnosticsState.viewPropertyNames[entry] = (key, name) }
  }

  /// The name of the property `key` reaches on views of `type`, if one was bound.
  static func name(of type: AnyObject.Type, key: AnyKeyPath) -> String? {
    let entry = Key(type: ObjectIdentifier(type), key: ObjectIdentifier(key))
    return diagnosticsState.lock.withLock { diagnosticsState.viewPropertyNames[entry]?.name }
  }
}

/// Which canonical key path a key path written in the program resolved to, by model class and key-path identity:
/// `\.text` written at a call site and the key path the `@Bound` wrapper posts are equal but different objects.
/// Binding again through the same literal then finds the property's box by identity, without comparing key paths
/// (hundreds of instructions each, for every property of the model) or reading the property while recording.
/// Like `ViewPropertyNames`, it keeps the key paths alive (so an identity is never reused) and stops growing at
/// `capacity` entries.
final class KeyPathAliases: @unchecked Sendable {
  // @unchecked: `slots` and `count` (key paths are not Sendable) are only read and written under `lock`.
  private struct Entry {
    let model: ObjectIdentifier
    let key: AnyKeyPath
    let canonical: AnyKeyPath
  }

  private let lock = Lock()
  /// An open-addressing table (linear probing) hashed on the two identities: a look-up is a few dozen
  /// instructions, where a `Dictionary` with its `Hasher` cost several hundred on every bind.
  private var slots = [Entry?](repeating: nil, count: KeyPathAliases.tableSize)
  private var count = 0

  static let shared = KeyPathAliases()
  /// The table's size; it holds at most half as many entries.
  static let tableSize = 8_192

  private static func index(_ model: ObjectIdentifier, _ key: AnyKeyPath) -> Int {
    let bits = (UInt(bitPattern: model) &* 31) ^ UInt(bitPattern: ObjectIdentifier(key))
    return Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 51) & (tableSize - 1)
  }

  func canonical(of key: AnyKeyPath, in model: AnyObject.Type) -> AnyKeyPath? {
    let modelID = ObjectIdentifier(model)
    var index = Self.index(modelID, key)
    return lock.withLock {
      while let entry = slots[index] {
        if entry.key === key, entry.model == modelID { return entry.canonical }
        index = (index + 1) & (Self.tableSize - 1)
      }
      return nil
    }
  }

  func remember(_ key: AnyKeyPath, resolvesTo canonical: AnyKeyPath, in model: AnyObject.Type) {
    guard key !== canonical else { return }
    let modelID = ObjectIdentifier(model)
    var index = Self.index(modelID, key)
    lock.withLock {
      guard count < Self.tableSize / 2 else { return }
      while let entry = slots[index] {
        if entry.key === key, entry.model == modelID { return }
        index = (index + 1) & (Self.tableSize - 1)
      }
      slots[index] = Entry(model: modelID, key: key, canonical: canonical)
      count += 1
    }
  }
}
