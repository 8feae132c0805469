extension PropertyBox {
  /// Runs `body` on the box's array in place, as one change, and tells every observer but `origin` about it; true if
  /// anything changed. The slow path of to-many properties, kept apart from ``set(_:)`` so that the set path of every
  /// other property is not touched.
  @inlinable
  func mutateInPlace<Element, Result>(
    origin: AnyObject?, _ body: (inout ArrayMutation<Element>) throws -> Result
  ) rethrows -> (result: Result, changed: Bool) where Value == [Element] {
    if hasPriorObservers { notifyPriorMutation() }
    // The model's thread owns the value; a read of the property inside `body` sees the edits made so far.
    let (result, recorder) = try withUnsafeMutablePointer(to: &value) { pointer in
      var mutation = ArrayMutation<Element>(base: pointer)
      let result = try body(&mutation)
      return (result, mutation.recorder)
    }
    let change = recorder.change
    guard !change.isEmpty else { return (result, false) }
    changeCount &+= 1
    deliverChange(change, removed: recorder.removedInOrder, except: origin)
    return (result, true)
  }

  /// A change made elsewhere (a person's edit in a list view) is applied to the box's array in place, then told to
  /// every observer but `origin`, then to the model's callbacks.
  func applyFromView<Element>(_ change: CollectionChange, newArray: [Element], removed: [Element], origin: AnyObject)
  where Value == [Element] {
    guard let owner = retainOwner(), !change.isEmpty else { return }
    if hasPriorObservers { notifyPriorMutation() }
    let oldCount = value.count
    if change.isSetting
      || oldCount - change.removedIndexes.elementCount != newArray.count - change.insertedIndexes.elementCount
    {
      value = newArray
    } else {
      change.apply(to: &value, from: newArray)
    }
    changeCount &+= 1
    deliverChange(change, removed: removed, except: origin)
    owner.noteBoundPropertyChange()
  }

  /// Tells every observer but `origin` about an in-place change, stopping as ``deliver(_:except:)`` does if an
  /// observer changes the property again.
  ///
  /// A change made by an observer while an earlier change of this property is being delivered is delivered as the
  /// whole value: the observers after that one were not told the earlier change, so a change relative to it would
  /// not apply to what they hold.
  @inlinable
  func deliverChange<Element>(_ change: CollectionChange, removed: [Element], except origin: AnyObject?)
  where Value == [Element] {
    guard observerCount != 0 else { return }
    guard beginChangeDelivery() else {
      deliver(value, except: origin.map(ObjectIdentifier.init))
      return
    }
    defer { endChangeDelivery() }
    let newArray = value
    let changes = changeCount
    let oldCount = newArray.count - change.insertedIndexes.elementCount + change.removedIndexes.elementCount
    let apply: (inout [Element]) -> Bool = { array in
      guard array.count == oldCount else { return false }
      change.apply(to: &array, from: newArray)
      return true
    }
    snapshotObservers().visit { element in
      if changeCount != changes { return false }
      if element === origin { return true }
      unsafeDowncast(element, to: Observer<Value>.self).receiveModelChange(
        newArray, change: change, removed: removed, apply: apply)
      return true
    }
  }
}

extension PropertyBox {
  /// Tells the observers that asked for it that the value is about to change in place.
  @usableFromInline
  func notifyPriorMutation() {
    let current = value
    for element in snapshotObservers().all {
      unsafeDowncast(element, to: Observer<Value>.self).receivePriorMutation(current)
    }
  }
}

extension ModelEndpoint {
  /// Notes on this thread that a change of this property is being delivered; false if one already is (the change
  /// about to be delivered was made by an observer of that one).
  @usableFromInline
  final func beginChangeDelivery() -> Bool {
    let tables = ThreadTables.current
    let identity = ObjectIdentifier(self)
    if tables.changeDeliveries.contains(identity) { return false }
    tables.changeDeliveries.append(identity)
    return true
  }

  /// Ends what ``beginChangeDelivery()`` began.
  @usableFromInline
  final func endChangeDelivery() {
    ThreadTables.current.changeDeliveries.removeLast()
  }
}
