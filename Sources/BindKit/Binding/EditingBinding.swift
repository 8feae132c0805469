/// A binding that does more than copy values: it converts between the model's and the view's types, validates
/// a person's edits, or holds them until they are committed (`converter:`, `nilPlaceholder:`, `updates:`, and
/// plain bindings to a property the model validates).
///
/// It is the view side's observer (installed on the slot, so rebinding the view property moves it as it moves a
/// plain binding). A ``ModelRelay`` is its observer on the model side, since the two sides have different value
/// types. Neither is a plain binding, so both go through the virtual `receive` methods, and the plain set paths
/// stay as they are.
///
/// The pending edit, the latest validation error and its handler are guarded by `lock`: an edit on the view's
/// thread may meet an `unbind()` from another thread, which clears the pending edit. Conversions, validators,
/// handlers, the view and the model are called with no lock held.
final class EditingBinding<ModelValue, ViewValue>: Observer<ViewValue> {
  private let side: ModelSide<ModelValue>
  private let viewSlot: ViewSlot<ViewValue>
  private let toView: (ModelValue) -> ViewValue
  private let toModel: (ViewValue) throws -> ModelValue
  private let validator: ((inout ModelValue) throws -> Void)?
  /// Whether an accepted edit that `toModel` changed is shown as the model took it (see `Converter`).
  private let showsCorrections: Bool
  private let policy: BindingUpdatePolicy
  /// What the binding does, for its description: `converted`, `on commit`...
  private let kind: String
  /// The model-side observer; it points back to the binding once `self` exists.
  private let relay = ModelRelay<ModelValue, ViewValue>()

  private let lock = Lock()
  /// Guarded by `lock`: a person's edit the model has not taken (held for commit, or refused).
  private var pendingEdit: ViewValue?
  /// Guarded by `lock`.
  private var latestError: (any Error)?
  /// Guarded by `lock`.
  private var errorHandler: (((any Error)?) -> Void)?

  init(
    side: ModelSide<ModelValue>, slot viewSlot: ViewSlot<ViewValue>,
    toView: @escaping (ModelValue) -> ViewValue, toModel: @escaping (ViewValue) throws -> ModelValue,
    validator: ((inout ModelValue) throws -> Void)?, showsCorrections: Bool, policy: BindingUpdatePolicy,
    kind: String
  ) {
    self.side = side
    self.viewSlot = viewSlot
    self.toView = toView
    self.toModel = toModel
    self.validator = validator
    self.showsCorrections = showsCorrections
    self.policy = policy
    self.kind = kind
    super.init()
    relay.binding = self
  }

  // MARK: Connecting

  /// The relay is unique to this binding, so binding the same pair again replaces it (its converter or policy may
  /// differ) instead of returning it.
  override var modelSide: AnyObject? { relay }
  override var editedModel: BindableObject? { side.bindableOwner }
  override func attach() { side.add(relay, wantsPrior: false) }
  override func detachModelSide() { side.remove(relay, wantedPrior: false) }
  override func pushModelValue() {
    if let value = side.currentValue() { viewSlot.receiveModelValue(toView(value)) }
  }

  override func detach() {
    side.remove(relay, wantedPrior: false)
    viewSlot.uninstall(self)
    lock.withLock { pendingEdit = nil }
  }

  // MARK: Model to view

  /// The model property changed: show it, unless the view holds a person's edit (which it keeps, as Cocoa does).
  func modelValueDidChange(_ value: ModelValue) {
    guard !isHoldingEdit else { return }
    viewSlot.receiveModelValue(toView(value))
  }

  /// Shows the model's value as this binding shows it, if the view shows something else.
  private func showModelValue() {
    guard let value = side.currentValue() else { return }
    let shown = toView(value)
    if !isKnownEqual(shown, viewSlot.value) { viewSlot.receiveModelValue(shown) }
  }

  // MARK: View to model

  override func viewDidEdit(_ value: ViewValue) {
    guard isBound else { return }
    switch policy {
    case .onCommit:
      lock.withLock { pendingEdit = value }
    case .continuously:
      switch check(value) {
      case .failure(let error):
        lock.withLock { pendingEdit = value }
        report(error)
      case .success(let (modelValue, corrected)):
        lock.withLock { pendingEdit = nil }
        clearError()
        side.write(modelValue, origin: .edit, except: relay)
        if corrected { showModelValue() }
      }
    }
  }

  /// Converts and validates a person's value: the model value, and whether it was corrected (by the validator, or by
  /// a converter that shows corrections) so that the view should show it.
  private func check(_ value: ViewValue) -> Result<(ModelValue, Bool), any Error> {
    do {
      var modelValue = try toModel(value)
      var corrected = showsCorrections && !isKnownEqual(toView(modelValue), value)
      guard let validator else { return .success((modelValue, corrected)) }
      let converted = modelValue
      try validator(&modelValue)
      corrected = corrected || !isKnownEqual(converted, modelValue)
      return .success((modelValue, corrected))
    } catch {
      return .failure(error)
    }
  }

  // MARK: Validation errors

  override var currentValidationError: (any Error)? { lock.withLock { latestError } }

  override var validationErrorHandler: (((any Error)?) -> Void)? {
    get { lock.withLock { errorHandler } }
    set { lock.withLock { errorHandler = newValue } }
  }

  private func report(_ error: any Error) {
    let handler = lock.withLock { () -> (((any Error)?) -> Void)? in
      latestError = error
      return errorHandler
    }
    handler?(error)
  }

  private func clearError() {
    let handler = lock.withLock { () -> (((any Error)?) -> Void)? in
      guard latestError != nil else { return nil }
      latestError = nil
      return errorHandler
    }
    handler?(nil)
  }

  // MARK: Commit and discard

  override var isHoldingEdit: Bool { lock.withLock { pendingEdit != nil } }

  override func prepareCommit(origin: WriteOrigin) -> PreparedCommit {
    guard isBound, let pending = lock.withLock({ pendingEdit }) else { return .nothingPending }
    switch check(pending) {
    case .failure(let error):
      report(error)
      return .refused
    case .success(let (modelValue, _)):
      return .ready(model: side.bindableOwner) { [self] in
        lock.withLock { pendingEdit = nil }
        clearError()
        side.write(modelValue, origin: origin, except: relay)
        showModelValue()
      }
    }
  }

  override func discardPendingEdit() {
    let hadEdit = lock.withLock { () -> Bool in
      defer { pendingEdit = nil }
      return pendingEdit != nil
    }
    clearError()
    if hadEdit { showModelValue() }
  }

  override func viewDidEndEditing() {
    switch policy {
    case .onCommit:
      if case .ready(_, let write) = prepareCommit(origin: .commit) { write() }
    case .continuously:
      if !isHoldingEdit { showModelValue() }
    }
  }

  override var edge: BindingGraph.Edge? {
    BindingGraph.Edge(model: side.diagnosticNode, view: viewSlot.diagnosticNode, kind: .twoWay)
  }

  override var description: String {
    "\(edge?.description ?? "binding") (\(kind))\(isBound ? "" : " (unbound)")"
  }
}

/// An editing binding's observer on the model side: hands model values to the binding, and stands for it in the
/// model's list of bindings.
final class ModelRelay<ModelValue, ViewValue>: Observer<ModelValue> {
  /// Weak: the binding holds the relay, and the binding's slot holds the binding while it is bound. Set once, by
  /// the binding's initializer, before the relay is attached anywhere.
  weak var binding: EditingBinding<ModelValue, ViewValue>?

  override func modelDidChange(_ value: ModelValue) {
    binding?.modelValueDidChange(value)
  }

  override var representedBinding: BindingToken? { binding }

  override var edge: BindingGraph.Edge? { binding?.edge }
}
