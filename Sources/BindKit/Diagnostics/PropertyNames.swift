/// Wrapper storage that can say which box backs it, so diagnostics can name a property.
protocol NamedStorage {
  var storageIdentity: AnyObject? { get }
}

/// The declared name of the property of `object` whose wrapper storage is `storage`, found through `Mirror`
/// (diagnostics only, never on a hot path).
func propertyName(of storage: AnyObject, in object: AnyObject) -> String? {
  var mirror: Mirror? = Mirror(reflecting: object)
  while let current = mirror {
    for child in current.children {
      guard let named = child.value as? any NamedStorage, named.storageIdentity === storage,
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
/// a property (a `Mirror` walk once per class and key path), read when a binding is described from any thread.
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

  /// Makes sure the table names `storage`, the slot `key` reaches on `view`. Takes the shared lock once per
  /// thread, view class and key path (each thread remembers what it has made sure of).
  static func remember(view: AnyObject, storage: AnyObject, key: AnyKeyPath) {
    let viewType = ObjectIdentifier(type(of: view))
    let tables = ThreadTables.current
    if tables.namedViewProperties.value(for: viewType, key) != nil { return }
    tables.namedViewProperties.insert(true, for: viewType, key)
    let entry = Key(type: viewType, key: ObjectIdentifier(key))
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

/// A key path as a person reads it: the runtime's description, or `(computed String)` where it only knows
/// an accessor's address.
func keyPathName(_ keyPath: AnyKeyPath) -> String {
  let text = String(describing: keyPath)
  guard text.contains("<computed") else { return text }
  return "(computed \(typeName(type(of: keyPath).valueType)))"
}
