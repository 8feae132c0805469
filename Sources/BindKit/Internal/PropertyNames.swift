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
