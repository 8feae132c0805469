public import BindKit

/// Edits of a model, held until ``save()``: what a form with Apply and Revert binds to, as Cocoa binds to
/// `NSUserDefaultsController`'s `values`.
///
/// Bind views to the controller's members, named as the model's properties:
///
/// ```swift
/// let buffer = BufferedController(model: settings)
/// buffer.bind(key: \.serverName, toView: field, viewKey: \.text)
/// ```
///
/// A view bound through it shows the pending value of a key, or the model's while there is none. With
/// ``appliesImmediately`` false (the default), a write (a person's edit, a commit on Tab or Enter, the program's
/// set) waits in the controller; the model sees nothing until ``save()``, which runs ``validator`` and then writes
/// every pending value in one transaction of the model, through its write path, as a group commit. ``revert()``
/// throws the pending values away and discards every edit held by a binding to the controller. With
/// ``appliesImmediately`` true, a write goes straight to the model.
///
/// Validators set on the controller's members (`buffer.setValidator(for: \.port) { ... }`) check a person's edits
/// as they reach the buffer, as a model's validators do. A computed property declared in an extension of the
/// controller (a summary of what Apply would write) reads the members and follows the buffer and the model.
///
/// It sits beside `BindingGroup`: a group holds each binding's edit until the group commits, so a field whose edit
/// was committed (Tab) has reached the model; the controller holds the values after their bindings committed them.
///
/// Use it on the model's thread.
@dynamicMemberLookup
public final class BufferedController<Model: BindableObject>: BindableObject {
  /// The model written at ``save()``.
  public let model: Model
  /// Whether a write goes straight to the model instead of waiting for ``save()``.
  @Bound public var appliesImmediately: Bool
  /// Whether a value waits for ``save()``.
  @Bound public private(set) var hasUnappliedChanges = false
  /// The errors of the last refused ``save()``; empty once a save succeeded or the changes were reverted.
  @Bound public private(set) var errors: [String] = []
  /// Checks the pending values before ``save()`` writes them (read them through the controller); a non-empty result
  /// refuses the whole save.
  public var validator: ((BufferedController<Model>) -> [String])?

  private struct Pending {
    let value: Any
    let write: (Model) -> Void
  }
  private var pending: [AnyKeyPath: Pending] = [:]
  /// Counts the changes of `pending`. Every member read through the controller reads it, so that whatever follows
  /// a member (a bound view, a computed property of an extension, such as a summary) follows the buffer as it
  /// follows the model's properties it reads where nothing is pending.
  @Bound private var revision = 0

  /// A controller over `model`.
  public init(model: Model, appliesImmediately: Bool = false) {
    self.model = model
    self._appliesImmediately = Bound(wrappedValue: appliesImmediately)
    super.init()
  }

  /// The pending value of `key`, or the model's.
  public subscript<Value>(dynamicMember key: ReferenceWritableKeyPath<Model, Value>) -> Value {
    get {
      _ = revision
      if let waiting = pending[key] { return waiting.value as! Value }
      return model[keyPath: key]
    }
    set {
      if appliesImmediately {
        modelWritePath(of: model, key: key).write(newValue, origin: .program, except: nil)
        return
      }
      pending[key] = Pending(value: newValue) { model in
        modelWritePath(of: model, key: key).write(newValue, origin: .groupCommit, except: nil)
      }
      updateBoundProperties {
        revision &+= 1
        if !hasUnappliedChanges { hasUnappliedChanges = true }
      }
    }
  }

  /// Commits the edits its bindings still hold, validates the pending values, then writes them all to the model in
  /// one transaction; returns whether it wrote. A held edit that its converter or validator refuses, or a non-empty
  /// ``validator`` result, refuses the whole save: it writes nothing, keeps the pending values, and sets ``errors``.
  @discardableResult
  public func save() -> Bool {
    var problems: [String] = []
    for token in bindings where token.hasPendingEdit && !token.commit() {
      problems.append(token.validationError.map { "\($0)" } ?? "an edit was refused")
    }
    problems += validator?(self) ?? []
    guard problems.isEmpty else {
      errors = problems
      return false
    }
    let writes = pending
    pending = [:]
    model.beginUpdatingBoundProperties()
    for (_, waiting) in writes { waiting.write(model) }
    model.endUpdatingBoundProperties()
    updateBoundProperties {
      revision &+= 1
      if !errors.isEmpty { errors = [] }
      if hasUnappliedChanges { hasUnappliedChanges = false }
    }
    return true
  }

  /// Throws the pending values away, discards every edit a binding to the controller holds, and shows the model's
  /// values again.
  public func revert() {
    for token in bindings { token.discard() }
    pending = [:]
    updateBoundProperties {
      revision &+= 1
      if !errors.isEmpty { errors = [] }
      if hasUnappliedChanges { hasUnappliedChanges = false }
    }
  }
}
