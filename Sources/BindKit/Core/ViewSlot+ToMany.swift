extension ViewSlot {
  /// How the value just changed, when it is a to-many property (an array) changed in place: read it in the
  /// adapter's ``onChange`` hook or in a listener, to redraw only the rows the change touched. Nil when the whole
  /// value was stored (a program's set, a model's whole assignment, a binding that converts): then everything may
  /// have changed.
  ///
  /// ```swift
  /// list.$items.addListener { items in
  ///   if let change = list.$items.collectionChange {
  ///     redraw(removing: change.removedIndexes, inserting: change.insertedIndexes)
  ///   } else {
  ///     redrawAll(items)
  ///   }
  /// }
  /// ```
  public var collectionChange: CollectionChange? { state.changeInProgress?.change }

  /// An in-place change of the bound model's array: applied to this slot's own array (so the two never share a
  /// buffer that the next change would have to copy), then told to the hook and listeners with
  /// ``collectionChange`` set. Falls back to storing the whole value when the adapter normalises or derives the
  /// value, or when the program set the value since.
  func receiveModelChange(_ newValue: Value, change: CollectionChange, apply: (inout Value) -> Bool) {
    if state.normalizeHook != nil || state.deriveHook != nil || state.divergedFromModel || !apply(&storedValue) {
      state.divergedFromModel = false
      receiveModelValue(newValue)
      return
    }
    didStore()
    state.changeInProgress = ChangeBox(change)
    defer { state.changeInProgress = nil }
    didChange(storedValue)
  }

  /// Records a person's in-place edit of a to-many property (a list's rows deleted or moved): runs `edit` on the
  /// slot's array, then reports the change to the bound model as one change of the model's array, with its kind
  /// and indexes. Returns what `edit` returns.
  ///
  /// ```swift
  /// public func deleteRow(at index: Int) {
  ///   guard isEnabled, !isHidden, $items.value.indices.contains(index) else { return }
  ///   $items.userDidMutate { $0.remove(at: index) }
  /// }
  /// ```
  ///
  /// Call it from a gesture method, after the enabled and visible check and after checking the indexes (an index out
  /// of range traps, as on an array). The adapter's ``onChange`` and the listeners see ``collectionChange``. A plain
  /// binding applies the change to the model's array in place and tells the model's other observers the change; a
  /// binding that converts or validates receives the whole new array, as from ``userDidEdit(_:)``.
  @discardableResult
  public func userDidMutate<Element, Result>(_ edit: (inout ArrayMutation<Element>) -> Result) -> Result
  where Value == [Element] {
    var recorder = ChangeRecorder()
    var removed = [Element]()
    let result = withUnsafeMutablePointer(to: &storedValue) { pointer in
      var mutation = ArrayMutation<Element>(base: pointer)
      defer {
        recorder = mutation.recorder
        removed = mutation.removed
      }
      return edit(&mutation)
    }
    let change = recorder.change
    guard !change.isEmpty else { return result }
    didStore()
    state.changeInProgress = ChangeBox(change)
    didChange(storedValue)
    state.changeInProgress = nil
    currentBinding()?.viewDidMutate(storedValue, change: change, removed: recorder.inOrder(removed))
    return result
  }
}
