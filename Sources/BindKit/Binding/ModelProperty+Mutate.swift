extension MutableModelProperty {
  /// Changes the array in place, as one change: `model.$items.mutate { $0.append(item) }` is
  /// `model.mutate(\.items) { $0.append(item) }` (see ``BindableObject/mutate(_:_:)``).
  ///
  /// For a property that is not `@Bound`, the array is read, changed as a copy and written back whole.
  @discardableResult
  public func mutate<Element, Result>(_ body: (inout ArrayMutation<Element>) throws -> Result) rethrows -> Result
  where Value == [Element] {
    if let box = side.storedBox, let owner = box.owner {
      return try box.mutateInPlace(owner: owner, body)
    }
    guard var copy = side.currentValue() else {
      var empty: [Element] = []
      return try withUnsafeMutablePointer(to: &empty) { pointer in
        var mutation = ArrayMutation<Element>(base: pointer)
        return try body(&mutation)
      }
    }
    var recorder = ChangeRecorder()
    let result = try withUnsafeMutablePointer(to: &copy) { pointer in
      var mutation = ArrayMutation<Element>(base: pointer)
      defer { recorder = mutation.recorder }
      return try body(&mutation)
    }
    if !recorder.change.isEmpty { side.write(copy, origin: .program, except: nil) }
    return result
  }
}

/// The origin of a write made by the program through a handle: an object no observer is, so every observer is told.
