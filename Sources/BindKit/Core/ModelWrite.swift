/// Who started a write that passes a model side's write path.
@usableFromInline
package enum WriteOrigin: Sendable, Equatable {
  /// The program set the property (its setter, `didChangeValue(for:)` aside, or `mutate`).
  case program
  /// A person's edit reached the model through a binding.
  case edit
  /// A binding's held edit was committed (``BindingToken/commit()``, Enter, focus leaving).
  case commit
  /// A ``BindingGroup``'s commit wrote its bindings' edits together.
  case groupCommit
  /// A property link (`<=>` between two models) kept the other model equal.
  case link
  /// An undo or a redo wrote the value back.
  case undo
}

/// One write that a model side stored, as its write path reports it to a ``ModelWriteObserver``.
///
/// It holds what an undo step needs to write the old value back through the same path (``side``), and what a store
/// needs to persist the new one. The values are untyped, so that the report and what an observer keeps of it are the
/// same for every value type; ``ModelEndpoint/writeBack(_:change:from:origin:)`` takes them back.
package struct ModelWrite: ~Copyable {
  /// The property written.
  package let side: ModelEndpoint
  /// The model the property belongs to.
  package let model: BindableObject
  /// Who started the write.
  package let origin: WriteOrigin
  /// The value before the write.
  package let oldValue: Any
  /// The value stored.
  package let newValue: Any
  /// How an in-place change of a to-many property changed it (nil for a whole assignment).
  package var change: CollectionChange? { changeBox?.change }
  /// The change, in a box: `RangeSet` is resilient, so a `CollectionChange?` stored inline would make every copy of
  /// the report, with or without a change, go through the runtime's value witnesses.
  private let changeBox: ChangeBox?

  /// A write of a whole value.
  package init(side: ModelEndpoint, model: BindableObject, origin: WriteOrigin, oldValue: Any, newValue: Any) {
    self.side = side
    self.model = model
    self.origin = origin
    self.oldValue = oldValue
    self.newValue = newValue
    changeBox = nil
  }

  /// An in-place change of a to-many property.
  package init(
    side: ModelEndpoint, model: BindableObject, origin: WriteOrigin, oldValue: Any, newValue: Any,
    change: CollectionChange
  ) {
    self.side = side
    self.model = model
    self.origin = origin
    self.oldValue = oldValue
    self.newValue = newValue
    changeBox = ChangeBox(change)
  }

  /// Whether the write was an in-place change of a to-many property.
  package var isInPlaceChange: Bool { changeBox != nil }
}

/// Sees every write that passes a model's write path, and where its transactions begin and end.
///
/// Attach one with ``BindableObject/addWriteObserver(_:)``; the model holds it weakly. Called on the thread that made
/// the write, after the new value was delivered to the property's observers and before the model's did-update
/// callbacks, with no lock held.
package protocol ModelWriteObserver: AnyObject {
  /// Whether it is told each write with its values (``modelDidWrite(_:)``), or only that the model changed
  /// (``modelDidChange(_:origin:)``), which costs the write path less: no old value is kept and no write is made.
  var needsWriteValues: Bool { get }
  /// `write` was stored (an observer that ``needsWriteValues``).
  func modelDidWrite(_ write: borrowing ModelWrite)
  /// A value was stored in one of `model`'s properties, with `origin` (an observer that does not need the values).
  func modelDidChange(_ model: BindableObject, origin: WriteOrigin)
  /// The model's outermost transaction began (``BindableObject/beginUpdatingBoundProperties()``).
  func modelDidBeginTransaction(_ model: BindableObject)
  /// The model's outermost transaction ended.
  func modelDidEndTransaction(_ model: BindableObject)
  /// A model it is attached to is being deinitialized (weak references to it are already nil).
  func modelDidDeinitialize()
}

extension ModelWriteObserver {
  /// Does nothing: an observer that holds nothing of the model's need not be told.
  package func modelDidDeinitialize() {}
}

extension ModelWriteObserver where Self: ModelWriteValueObserver {
  /// It needs each write's values.
  package var needsWriteValues: Bool { true }
  /// Not called: it is told each write (``ModelWriteObserver/modelDidWrite(_:)``).
  package func modelDidChange(_ model: BindableObject, origin: WriteOrigin) {}
}

/// A write observer told each write with its values (an undo manager): it implements only
/// ``ModelWriteObserver/modelDidWrite(_:)``.
package protocol ModelWriteValueObserver: ModelWriteObserver {}

/// A write observer told only that a model changed (a store that writes the model to a file later): it implements
/// only ``ModelWriteObserver/modelDidChange(_:origin:)``.
package protocol ModelChangeObserver: ModelWriteObserver {}

extension ModelWriteObserver where Self: ModelChangeObserver {
  /// It needs no values.
  package var needsWriteValues: Bool { false }
  /// Not called: it is told only that the model changed.
  package func modelDidWrite(_ write: borrowing ModelWrite) {}
}

/// A write observer, held weakly. A class, so that walking the list copies references, not weak references.
final class WeakWriteObserver {
  weak var observer: (any ModelWriteObserver)?

  init(observer: any ModelWriteObserver) {
    self.observer = observer
  }
}
