extension _KeyPathBindable where Self: BindableObject {
  /// Changes the array in the property `key` names in place, as one change, as KVO's `mutableArrayValue(forKey:)`
  /// does: the edits are made on the array itself (no copy of the whole array), and observers and bound views are
  /// told once, with the kind of change and its indexes (``CollectionChange``).
  ///
  /// ```swift
  /// model.mutate(\.servers) { $0.insert("db", at: 0) }  // one insertion at [0]
  /// model.mutate(\.servers) { servers in
  ///   servers.remove(at: 2)
  ///   servers.append("cache")
  /// }  // one change: removed [2], then inserted at the end
  /// ```
  ///
  /// After the block, the change reaches every observer and bound view at once (a `ListView` applies it to its
  /// own rows), then the model's did-update callbacks run, as after a set; inside a transaction the callbacks wait
  /// for its end. A block that changes nothing reports nothing. `.prior` observers are told before the block runs.
  /// Inside the block, reading the property shows the edits made so far.
  ///
  /// `key` should name a `@Bound` property. Any other writable property is read, changed as a copy and assigned
  /// back whole. The array shares its buffer with a bound view's until the first in-place change, which copies it
  /// once; from then on each has its own, and a change costs what the same edit costs on an array, twice (the
  /// model's array and the view's), plus one notification per observer.
  @discardableResult
  public func mutate<Element, Result>(
    _ key: ReferenceWritableKeyPath<Self, [Element]>,
    _ body: (inout ArrayMutation<Element>) throws -> Result
  ) rethrows -> Result {
    if let box = toManyBox(key) {
      return try box.mutateInPlace(owner: self, body)
    }
    var copy = self[keyPath: key]
    var recorder = ChangeRecorder()
    let result = try withUnsafeMutablePointer(to: &copy) { pointer in
      var mutation = ArrayMutation<Element>(base: pointer)
      defer { recorder = mutation.recorder }
      return try body(&mutation)
    }
    if !recorder.change.isEmpty { self[keyPath: key] = copy }
    return result
  }
}

extension _KeyPathBindable where Self: BindableObject {
  /// The box of the `@Bound` property `key` names (made if it was never bound), or nil for any other property.
  func toManyBox<Element>(_ key: ReferenceWritableKeyPath<Self, [Element]>) -> PropertyBox<[Element]>? {
    Binder.modelSide(of: self, key: key).storedBox
  }
}
