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
