extension PropertyBox {
  /// A program's in-place change of a to-many property (``BindableObject/mutate(_:_:)``): `body` edits the box's
  /// own array through an ``ArrayMutation``, and the change it recorded takes the write path. Returns `body`'s
  /// result; the model's did-update callbacks run when something changed.
  func mutateInPlace<Element, Result>(
    owner: BindableObject, _ body: (inout ArrayMutation<Element>) throws -> Result
  ) rethrows -> Result where Value == [Element] {
    if hasPriorObservers { notifyPriorMutation() }
    let oldValue: Value? = owner.updateState.writeObserversNeedValues ? value : nil
    let oldCount = value.count
    // The model's thread owns the value; a read of the property inside `body` sees the edits made so far. The
    // recorder is handed out through a variable, not a returned pair (a tuple's type is looked up at run time).
    var recorder = ChangeRecorder()
    var removed = [Element]()
    let result = try withUnsafeMutablePointer(to: &value) { pointer in
      var mutation = ArrayMutation<Element>(base: pointer)
      defer {
        recorder = mutation.recorder
        removed = mutation.removed
      }
      return try body(&mutation)
    }
    let change = recorder.change
    guard !change.isEmpty else { return result }
    didStoreChange(
      change, removed: recorder.inOrder(removed), from: oldValue, oldCount: oldCount, origin: .program, except: nil,
      owner: owner)
    return result
  }

  /// The write path of an in-place change a person made in a view (``ViewSlot/userDidMutate(_:)``): `newValue` is the
  /// view's array after the change, which the box's array is brought to, by applying `change` where the two arrays
  /// agree, or by taking `newValue` whole.
  func writeChange<Element>(
    _ change: CollectionChange, newValue: [Element], removed: [Element], origin: WriteOrigin, except skipped: AnyObject?
  ) where Value == [Element] {
    guard let owner, !change.isEmpty else { return }
    if hasPriorObservers { notifyPriorMutation() }
    let oldValue: Value? = owner.updateState.writeObserversNeedValues ? value : nil
    // The count of the array `change` starts from, given the array it ends with.
    let changedCount = newValue.count - change.insertedIndexes.elementCount + change.removedIndexes.elementCount
    if change.isSetting || value.count != changedCount {
      value = newValue
    } else {
      change.apply(to: &value, from: newValue)
    }
    didStoreChange(
      change, removed: removed, from: oldValue, oldCount: changedCount, origin: origin, except: skipped, owner: owner)
  }

  /// After an in-place change was stored: count it, deliver it, report it, and run the model's callbacks. `oldCount`
  /// is the count of the array `change` starts from (an observer applies the change only to an array of that count).
  func didStoreChange<Element>(
    _ change: CollectionChange, removed: [Element], from oldValue: Value?, oldCount: Int, origin: WriteOrigin,
    except skipped: AnyObject?, owner: BindableObject
  ) where Value == [Element] {
    changeCount &+= 1
    deliverChange(change, removed: removed, oldCount: oldCount, except: skipped)
    if let oldValue {
      reportWrite(from: oldValue, origin: origin, change: change, owner: owner)
    } else if owner.updateState.hasWriteObservers {
      // Observers that only need to know of a change: no copy of the array was kept.
      owner.reportChange(origin: origin)
    }
    owner.noteBoundPropertyChange()
  }

  /// Tells every observer but `skipped` about an in-place change from an array of `oldCount` elements, as a change
  /// (``Observer/receiveModelChange``). A change made while one of this box is being delivered on this thread
  /// is delivered whole.
  func deliverChange<Element>(
    _ change: CollectionChange, removed: [Element], oldCount: Int, except skipped: AnyObject?
  ) where Value == [Element] {
    guard observerCount != 0 else { return }
    guard beginChangeDelivery() else {
      deliver(value, except: skipped)
      return
    }
    defer { endChangeDelivery() }
    let newArray = value
    let changes = changeCount
    let apply: (inout [Element]) -> Bool = { array in
      guard array.count == oldCount else { return false }
      change.apply(to: &array, from: newArray)
      return true
    }
    snapshotObservers().forEachObserver(except: skipped) { observer in
      observer.receiveModelChange(newArray, change: change, removed: removed, apply: apply)
      return changeCount == changes
    }
  }

  /// Tells the observers that asked for `.prior` that the array is about to change in place.
  func notifyPriorMutation() {
    let current = value
    snapshotObservers().forEachObserver(except: nil) { observer in
      observer.receivePriorMutation(current)
      return true
    }
  }
}

extension ModelEndpoint {
  /// Marks the start of delivering an in-place change of this endpoint on this thread; false if one is being
  /// delivered already (a change made by an observer of the first, which is then delivered whole).
  final func beginChangeDelivery() -> Bool {
    let tables = ThreadTables.current
    let identity = ObjectIdentifier(self)
    if tables.changeDeliveries.contains(identity) { return false }
    tables.changeDeliveries.append(identity)
    return true
  }

  /// Marks the end of the delivery `beginChangeDelivery()` started.
  final func endChangeDelivery() {
    ThreadTables.current.changeDeliveries.removeLast()
  }
}

extension ModelSide {
  /// The write path of an in-place change that is not a view's (an undo or a redo of one): brings the property's
  /// array to `newValue` by `change`, so that its observers are told the change, as for a gesture, and a list keeps
  /// its selection on its row. A property that is not a `@Bound` array, or whose value does not have the count
  /// `change` expects, takes `newValue` whole (``write(_:origin:except:)``). Returns whether anything was stored.
  @discardableResult
  package final func writeChange(_ change: CollectionChange, to newValue: Value, origin: WriteOrigin) -> Bool {
    if !change.isSetting, let box = storedBox, let array = Value.self as? any InPlaceWritableArray.Type,
      array.writeChange(change, to: newValue, into: box, origin: origin)
    {
      return true
    }
    return write(newValue, origin: origin, except: nil)
  }
}

/// An array type, found at run time, whose box can take an in-place change through the write path.
private protocol InPlaceWritableArray {
  /// Writes `change` into `box` (whose value type is `Self`); false when `box` is not one of `Self`, or `change` does
  /// not fit its value.
  static func writeChange<Value>(
    _ change: CollectionChange, to newValue: Value, into box: PropertyBox<Value>, origin: WriteOrigin
  ) -> Bool
}

extension Array: InPlaceWritableArray {
  fileprivate static func writeChange<Value>(
    _ change: CollectionChange, to newValue: Value, into box: PropertyBox<Value>, origin: WriteOrigin
  ) -> Bool {
    guard let box = box as? PropertyBox<[Element]>, let newValue = newValue as? [Element], box.owner != nil,
      box.value.count - change.removedIndexes.elementCount == newValue.count - change.insertedIndexes.elementCount,
      change.removedIndexes.ranges.allSatisfy({ $0.upperBound <= box.value.count }),
      change.insertedIndexes.ranges.allSatisfy({ $0.upperBound <= newValue.count })
    else { return false }
    let removed = Array(box.value[change.removedIndexes])
    box.writeChange(change, newValue: newValue, removed: removed, origin: origin, except: nil)
    return true
  }
}
