/// Undo and redo of what a person changed through bindings: BindKit's counterpart of Cocoa's `NSUndoManager`.
///
/// Attach it to the models a window or form edits with ``attach(_:)``. From then on it records, from each model's
/// write path, every change a person makes through a binding, as one step each:
///
/// - an edit (converted or corrected by a validator: the step holds what was stored, and the value before);
/// - a held edit's commit, and a ``BindingGroup``'s commit (one step for the group);
/// - a property link's write on the other model (part of the step of the write that caused it, when the model that
///   write went to is attached too);
/// - an in-place change a person made in a view (a deleted or moved row, with the selection the view moved in the
///   same gesture, see ``BindableView/performUserGesture(_:)``), and any transaction
///   (``BindableObject/updateBoundProperties(_:)``): one step. An in-place change is undone by its inverse change,
///   so a list is told a change and its selection stays on its item.
///
/// Typing into one property is one step until the person ends editing (``ViewSlot/userDidEndEditing()``: Return,
/// or the focus leaving) or changes something else; the step holds the value before the first keystroke and the
/// latest one, nothing per keystroke. There is no clock: a pause does not end a step.
///
/// A program's own sets are not recorded, unless made inside ``recordingProgramChanges(actionName:_:)``; register
/// other changes with ``registerUndo(actionName:target:undo:redo:)``. ``undo()`` and ``redo()`` write through the same
/// path as an edit, so views update and did-update callbacks run; they are never recorded as new edits, and a new
/// step after an undo clears the redo stack.
///
/// The manager holds no model or view strongly: a model's steps are dropped as the model goes (``canUndo`` follows
/// at once); a registered step whose target is gone is not counted, and is dropped at the next ``undo()`` or
/// ``redo()``. Use it on the thread of the models it is attached to.
///
/// ```swift
/// let undo = EditUndoManager()
/// undo.attach(account)
/// field.enterText("ann")
/// field.endEditing()
/// undo.undo()  // account.name is back to what it was
/// ```
///
/// Its ``canUndo``, ``canRedo``, ``undoActionName`` and ``redoActionName`` are `@Bound`, so a button's `isEnabled` or
/// a label can be bound to them.
public final class EditUndoManager: BindableObject {
  /// Whether there is a step to undo.
  @Bound public private(set) var canUndo = false
  /// Whether there is a step to redo.
  @Bound public private(set) var canRedo = false
  /// The name of the step ``undo()`` would undo ("Typing"), or "" when there is none.
  @Bound public private(set) var undoActionName = ""
  /// The name of the step ``redo()`` would redo, or "" when there is none.
  @Bound public private(set) var redoActionName = ""

  /// How many steps are kept for undo; the oldest are dropped beyond it. 0 (the default) keeps every step.
  public var levelsOfUndo: Int {
    get { recording.levelsOfUndo }
    set {
      recording.levelsOfUndo = newValue
      trim()
    }
  }

  /// How deep explicit groups and attached models' transactions nest.
  public var groupingLevel: Int { recording.groupingLevel }

  /// The steps to undo and to redo, newest last.
  private var stacks = Stacks()
  /// The open group's actions, while ``groupingLevel`` is above 0.
  private var openGroup: [UndoAction] = []
  private var openGroupName: String?
  /// Link writes reported before the write that caused them (a link writes the other model during the delivery of
  /// the first write, which is reported after its delivery). ``Recording/hasPendingLinkActions`` says whether there
  /// are any.
  private var pendingLinkActions: [UndoAction] = []
  /// What decides where a write is recorded. Plain values, apart from the stacks and lists, so that reading them
  /// on every write holds no reference and can run no other code.
  private var recording = Recording()
  /// The model whose write path does not report the further keystrokes of the open typing step
  /// (``BindableObject/coalesceEdits(of:for:)``): the step takes its latest value when it closes.
  private weak var coalescingModel: BindableObject?
  private var attached: [WeakModel] = []

  public override init() {}

  // MARK: Attaching

  /// Records the changes people make to `model` through bindings, from now on. Holds `model` weakly.
  public func attach(_ model: BindableObject) {
    guard model !== self else { return }
    model.addWriteObserver(self)
    attached.removeAll { $0.model == nil || $0.model === model }
    attached.append(WeakModel(model: model))
  }

  /// Stops recording `model`'s changes; its steps stay (see ``removeAllActions(withTarget:)``).
  public func detach(_ model: BindableObject) {
    if recording.isCoalescing, coalescingModel === model { closeTyping() }
    model.removeWriteObserver(self)
    attached.removeAll { $0.model == nil || $0.model === model }
  }

  /// Detaches every model, so that none keeps telling this manager (called when it goes away).
  deinit {
    coalescingModel?.coalesceEdits(of: nil, for: self)
    for entry in attached { entry.model?.removeWriteObserver(self) }
  }

  // MARK: Undo and redo

  /// Undoes the latest step: writes back the values before it, newest action first. Returns false when there was
  /// nothing to undo (or only steps of models that are gone).
  @discardableResult
  public func undo() -> Bool {
    closeOpenGroupForReplay()
    dropReleasedSteps()
    guard let step = stacks.undo.popLast() else { return false }
    replay(step) {
      for action in step.actions.reversed() { action.undo() }
      for action in step.followers.reversed() { action.undo() }
    }
    stacks.redo.append(step)
    publish()
    return true
  }

  /// Redoes the latest undone step. Returns false when there was nothing to redo.
  @discardableResult
  public func redo() -> Bool {
    closeOpenGroupForReplay()
    dropReleasedSteps()
    guard let step = stacks.redo.popLast() else { return false }
    replay(step) {
      for action in step.actions { action.redo() }
      for action in step.followers { action.redo() }
    }
    stacks.undo.append(step)
    publish()
    return true
  }

  // MARK: Grouping

  /// Opens a group: what is recorded until the matching ``endUndoGrouping()`` is one step. Groups nest; the
  /// outermost end closes the step. `actionName`, when given, names the step.
  public func beginUndoGrouping(actionName: String? = nil) {
    if recording.groupingLevel == 0 {
      openGroup = []
      openGroupName = actionName
      closeTyping()
    } else if openGroupName == nil {
      openGroupName = actionName
    }
    recording.groupingLevel += 1
  }

  /// Closes the group ``beginUndoGrouping(actionName:)`` opened. Without an open group, it is a programmer error
  /// (see ``BindKitDiagnostics``); when handled, the call does nothing.
  public func endUndoGrouping() {
    guard recording.groupingLevel > 0 else {
      BindKitDiagnostics.reportProgrammerError(
        "EditUndoManager.endUndoGrouping() without a matching beginUndoGrouping()")
      return
    }
    recording.groupingLevel -= 1
    guard recording.groupingLevel == 0 else { return }
    let actions = openGroup
    openGroup = []
    guard !actions.isEmpty else { return }
    push(UndoStep(actionName: openGroupName ?? actions[0].actionName, actions: actions), typingInto: nil)
  }

  /// Runs `body` as one group: one step, named `actionName` when given.
  public func grouping<Result>(actionName: String? = nil, _ body: () throws -> Result) rethrows -> Result {
    beginUndoGrouping(actionName: actionName)
    defer { endUndoGrouping() }
    return try body()
  }

  // MARK: Program changes

  /// Runs `body`, recording the program's own sets on attached models as one step named `actionName`.
  public func recordingProgramChanges<Result>(actionName: String, _ body: () throws -> Result) rethrows -> Result {
    recording.recordsProgramChanges += 1
    defer { recording.recordsProgramChanges -= 1 }
    return try grouping(actionName: actionName, body)
  }

  /// Registers a step of the program's own: ``undo()`` calls `undo` with `target`, ``redo()`` calls `redo`. Holds
  /// `target` weakly; the step is dropped once `target` is gone. Inside a group, it joins the group's step.
  public func registerUndo<Target: AnyObject>(
    actionName: String, target: Target, undo: @escaping (Target) -> Void, redo: @escaping (Target) -> Void
  ) {
    record(RegisteredAction(actionName: actionName, target: target, undo: undo, redo: redo))
  }

  // MARK: Removing

  /// Forgets every step, for undo and for redo.
  public func removeAllActions() {
    closeTyping()
    stacks.undo = []
    stacks.redo = []
    openGroup = []
    dropPendingLinkActions()
    publish()
  }

  /// Forgets the actions on `target` (a model or a registered step's target); a step left without actions goes.
  public func removeAllActions(withTarget target: AnyObject) {
    closeTyping()
    func strip(_ steps: [UndoStep]) -> [UndoStep] {
      steps.compactMap { step in
        var kept = step
        kept.actions.removeAll { $0.target === target }
        kept.followers.removeAll { $0.target === target }
        if kept.actions.isEmpty, !kept.followers.isEmpty {
          kept.actions = kept.followers
          kept.followers = []
        }
        return kept.actions.isEmpty ? nil : kept
      }
    }
    stacks.undo = strip(stacks.undo)
    stacks.redo = strip(stacks.redo)
    openGroup.removeAll { $0.target === target }
    publish()
  }

  /// How many steps there are to undo (steps of a model that is gone are not counted).
  public var undoCount: Int {
    stacks.undo.count { $0.isAlive }
  }

  /// How many steps there are to redo.
  public var redoCount: Int {
    stacks.redo.count { $0.isAlive }
  }

  // MARK: Bookkeeping

  /// Runs `body` with recording off, inside one transaction on each model of `step`, so that each model's
  /// did-update callbacks run once for the step.
  private func replay(_ step: UndoStep, _ body: () -> Void) {
    recording.isReplaying = true
    defer { recording.isReplaying = false }
    var models: [BindableObject] = []
    for action in step.actions + step.followers {
      if let model = action.target as? BindableObject, !models.contains(where: { $0 === model }) {
        models.append(model)
      }
    }
    for model in models { model.beginUpdatingBoundProperties() }
    body()
    for model in models.reversed() { model.endUpdatingBoundProperties() }
  }

  private func closeOpenGroupForReplay() {
    closeTyping()
    dropPendingLinkActions()
  }

  private func dropPendingLinkActions() {
    pendingLinkActions = []
    recording.hasPendingLinkActions = false
  }

  /// Ends the open typing step: a later keystroke starts a step of its own. When the model did not report the
  /// step's keystrokes, the step takes the property's value now, the latest one typed.
  private func closeTyping() {
    if recording.isCoalescing { stopCoalescing(takingCurrentValue: true) }
    recording.typingIsOpen = false
  }

  /// Has the coalescing model report every edit again. With `takingCurrentValue`, the open typing step first takes
  /// the property's value now, the latest one typed.
  private func stopCoalescing(takingCurrentValue: Bool) {
    recording.isCoalescing = false
    guard let model = coalescingModel else { return }
    if takingCurrentValue { topStepLastAction?.takeCurrentValue() }
    model.coalesceEdits(of: nil, for: self)
    coalescingModel = nil
  }

  /// Forgets the steps whose models and targets are all gone; an open typing step that goes is closed.
  private func dropReleasedSteps() {
    if !stacks.undo.isEmpty, !stacks.undo[stacks.undo.count - 1].isAlive {
      recording.typingIsOpen = false
      if coalescingModel == nil { recording.isCoalescing = false }
    }
    stacks.undo.removeAll { !$0.isAlive }
    stacks.redo.removeAll { !$0.isAlive }
    publish()
  }

  /// Records `action`: into the open group, into the open typing step, or as a step of its own. `typingModel` is
  /// the model a person's typing wrote to (nil for any other action).
  private func record(_ action: UndoAction, typingInto typingModel: BindableObject? = nil) {
    if !recording.hasPendingLinkActions, recording.groupingLevel == 0, UserGesture.current == nil {
      recordStep(action, typingInto: typingModel)
      return
    }
    var actions = pendingLinkActions
    dropPendingLinkActions()
    actions.append(action)
    if recording.groupingLevel > 0 {
      openGroup.append(contentsOf: actions)
      return
    }
    let gesture = UserGesture.current
    if let gesture, !stacks.undo.isEmpty, stacks.undo[stacks.undo.count - 1].gesture == gesture {
      // A later write of the gesture whose step is on top (the selection a list moved with its row): it is part of
      // that step, and follows what the gesture wrote first.
      stacks.undo[stacks.undo.count - 1].followers.append(contentsOf: actions)
      return
    }
    if gesture == nil, actions.count == 1 {
      recordStep(action, typingInto: typingModel)
      return
    }
    push(
      UndoStep(actionName: action.actionName, actions: actions, gesture: gesture),
      typingInto: gesture == nil ? typingModel : nil)
  }

  /// Records `action`, made outside a group or gesture and after no link's write, as a step of its own, or into the
  /// open typing step.
  private func recordStep(_ action: UndoAction, typingInto typingModel: BindableObject?) {
    if typingModel != nil, recording.typingIsOpen, let top = topStepOnlyAction, top.absorb(action) {
      if !stacks.redo.isEmpty {
        stacks.redo = []
        publish()
      }
      return
    }
    push(.single(action), typingInto: typingModel)
  }

  /// Pushes `step`, closing the open typing step; with `model`, the new step is typing into it, open until the
  /// person ends editing of one of its properties.
  private func push(_ step: consuming UndoStep, typingInto model: BindableObject?) {
    closeTyping()
    let publishes = stacks.push(step)
    if let model {
      recording.typingIsOpen = true
      recording.typingModel = ObjectIdentifier(model)
      recording.typingEditingEndCount = model.editingEndCount
    }
    if recording.levelsOfUndo > 0 { trim() }
    if publishes { publish() }
  }

  private func trim() {
    if recording.levelsOfUndo > 0, stacks.undo.count > recording.levelsOfUndo {
      stacks.undo.removeFirst(stacks.undo.count - recording.levelsOfUndo)
      publish()
    }
  }

  /// The action recorded last into the top undo step (read in place: a step is not copied out of the stack).
  private var topStepLastAction: (UndoAction)? {
    stacks.undo.isEmpty ? nil : stacks.undo[stacks.undo.count - 1].lastAction
  }

  /// The top undo step's action, when it has one only.
  private var topStepOnlyAction: (UndoAction)? {
    stacks.undo.isEmpty ? nil : stacks.undo[stacks.undo.count - 1].onlyAction
  }

  private func publish() {
    let undoName = stacks.undo.isEmpty ? "" : stacks.undo[stacks.undo.count - 1].actionName
    let redoName = stacks.redo.isEmpty ? "" : stacks.redo[stacks.redo.count - 1].actionName
    if canUndo != !stacks.undo.isEmpty { canUndo = !stacks.undo.isEmpty }
    if canRedo != !stacks.redo.isEmpty { canRedo = !stacks.redo.isEmpty }
    if undoActionName != undoName { undoActionName = undoName }
    if redoActionName != redoName { redoActionName = redoName }
  }
}

extension EditUndoManager: ModelWriteValueObserver {
  package func modelDidWrite(_ write: borrowing ModelWrite) {
    guard !recording.isReplaying, write.model !== self, write.origin != .undo else { return }
    if write.origin != .link, recording.isCoalescing {
      // The open typing step's keystrokes were not reported: it takes its latest value before this write. A link's
      // write is made while the keystroke that caused it is delivered, and that keystroke is reported after it.
      if let typing = topStepLastAction as? WriteAction, typing.side === write.side {
        typing.newValue = write.oldValue
        stopCoalescing(takingCurrentValue: false)
      } else {
        stopCoalescing(takingCurrentValue: true)
      }
    }
    if recording.typingIsOpen, recording.typingModel == ObjectIdentifier(write.model),
      write.model.editingEndCount != recording.typingEditingEndCount
    {
      // The person ended editing since the typing step opened: the step is closed.
      recording.typingIsOpen = false
    }
    if write.origin == .edit, !write.isInPlaceChange, extendTyping(with: write) { return }
    let action = WriteAction.make(write)
    switch write.origin {
    case .undo:
      return
    case .program:
      guard recording.recordsProgramChanges > 0 else {
        dropPendingLinkActions()
        return
      }
      record(action)
    case .link:
      // Reported before the write that caused it: it joins that write's step.
      pendingLinkActions.append(action)
      recording.hasPendingLinkActions = true
    case .edit:
      record(action, typingInto: write.isInPlaceChange ? nil : write.model)
    case .commit, .groupCommit:
      record(action)
    }
  }

  /// Another keystroke into the property whose typing step is on top: the step takes the new value, and nothing
  /// else changes (no action is made for it). From then on, the model does not report the property's further
  /// keystrokes; the step takes the latest value when it closes. Returns false when `write` is not one.
  private func extendTyping(with write: borrowing ModelWrite) -> Bool {
    guard recording.typingIsOpen, recording.groupingLevel == 0, !recording.hasPendingLinkActions,
      let typing = topStepOnlyAction as? WriteAction, typing.side === write.side
    else { return false }
    typing.newValue = write.newValue
    if !recording.isCoalescing, write.model.coalesceEdits(of: write.side, for: self) {
      recording.isCoalescing = true
      coalescingModel = write.model
    }
    if !stacks.redo.isEmpty {
      stacks.redo = []
      publish()
    }
    return true
  }

  package func modelDidBeginTransaction(_ model: BindableObject) {
    guard !recording.isReplaying else { return }
    beginUndoGrouping()
  }

  package func modelDidEndTransaction(_ model: BindableObject) {
    guard !recording.isReplaying, recording.groupingLevel > 0 else { return }
    endUndoGrouping()
  }

  package func modelDidDeinitialize() {
    dropReleasedSteps()
  }
}

/// The undo manager's recording state that holds no reference.
private struct Recording {
  var levelsOfUndo = 0
  var groupingLevel = 0
  /// Whether ``EditUndoManager/pendingLinkActions`` has any.
  var hasPendingLinkActions = false
  /// Whether the top undo step is typing into one property that may still grow. The person ending editing closes
  /// it: the model counts the ends of editing (``BindableObject/editingEndCount``), and the manager compares the
  /// count when it is next told of a write, or acts.
  var typingIsOpen = false
  /// The model the open typing step writes to, and its count of ends of editing when the step opened.
  var typingModel: ObjectIdentifier?
  var typingEditingEndCount = 0
  /// Whether the open typing step's further keystrokes are not reported (``EditUndoManager/coalescingModel``).
  /// Asked for at its second keystroke, so that an edit that ends at once (a whole value entered) costs nothing more.
  var isCoalescing = false
  /// Set while undo or redo writes: those writes are not recorded.
  var isReplaying = false
  /// Above 0 inside `recordingProgramChanges`: program sets are recorded too.
  var recordsProgramChanges = 0
}

/// The steps to undo and to redo.
private struct Stacks {
  var undo: [UndoStep] = []
  var redo: [UndoStep] = []

  /// Pushes a new step to undo, and forgets the steps to redo. Returns whether the manager's bindable state changes:
  /// it does unless another step of the same name was on top and there was nothing to redo.
  mutating func push(_ step: consuming UndoStep) -> Bool {
    let changes = undo.isEmpty || !redo.isEmpty || undo[undo.count - 1].actionName != step.actionName
    undo.append(step)
    if !redo.isEmpty { redo = [] }
    return changes
  }
}

/// One undo step: what ``EditUndoManager/undo()`` undoes at once.
///
/// Most steps are one action named by it (an edit), kept as that action alone; a step of several actions, one named
/// otherwise (a group), or one a gesture made keeps them in a box of its own.
private enum UndoStep {
  /// One action, named by it.
  case single(UndoAction)
  /// Any other step.
  indirect case compound(Compound)

  /// A step of several actions, or named otherwise, or made by a gesture.
  struct Compound {
    let actionName: String
    var actions: [UndoAction]
    /// The writes a person's gesture made after its first one (the selection a list moved with its row). They
    /// derive from the actions: undone after them (an in-place change undone moves the selection again, which the
    /// follower then puts where it was), and redone after them.
    var followers: [UndoAction] = []
    /// The gesture that made the step (``BindableView/performUserGesture(_:)``), or nil.
    var gesture: UInt64?
  }

  init(actionName: String, actions: [UndoAction], gesture: UInt64? = nil) {
    if actions.count == 1, gesture == nil, actions[0].actionName == actionName {
      self = .single(actions[0])
    } else {
      self = .compound(Compound(actionName: actionName, actions: actions, gesture: gesture))
    }
  }

  var actionName: String {
    switch self {
    case .single(let action): action.actionName
    case .compound(let step): step.actionName
    }
  }

  /// The step's actions, in the order recorded.
  var actions: [UndoAction] {
    get {
      switch self {
      case .single(let action): [action]
      case .compound(let step): step.actions
      }
    }
    set {
      var step = compound
      step.actions = newValue
      self = .compound(step)
    }
  }

  /// The step's followers, in the order recorded.
  var followers: [UndoAction] {
    get {
      switch self {
      case .single: []
      case .compound(let step): step.followers
      }
    }
    set {
      var step = compound
      step.followers = newValue
      self = .compound(step)
    }
  }

  /// The gesture that made the step, or nil.
  var gesture: UInt64? {
    switch self {
    case .single: nil
    case .compound(let step): step.gesture
    }
  }

  /// The step as a compound one, to change it.
  private var compound: Compound {
    switch self {
    case .single(let action): Compound(actionName: action.actionName, actions: [action])
    case .compound(let step): step
    }
  }

  /// The action recorded last.
  var lastAction: (UndoAction)? {
    switch self {
    case .single(let action): action
    case .compound(let step): step.actions.last
    }
  }

  /// The step's action, when it has exactly one.
  var onlyAction: (UndoAction)? {
    switch self {
    case .single(let action): action
    case .compound(let step): step.actions.count == 1 ? step.actions[0] : nil
    }
  }

  /// Whether any of its actions still has its target.
  var isAlive: Bool {
    switch self {
    case .single(let action): action.target != nil
    case .compound(let step):
      step.actions.contains { $0.target != nil } || step.followers.contains { $0.target != nil }
    }
  }
}

/// One action of a step: a class, so that a step of one action is one reference on the stack. Its subclasses say
/// what it undoes and redoes.
private class UndoAction {
  /// The name a menu shows ("Undo Typing").
  var actionName: String { "Change" }
  /// The model (or registered target), nil once it is gone.
  var target: AnyObject? { nil }
  func undo() {}
  func redo() {}
  /// Takes `later`'s new value, when `later` is typing into the same property; returns whether it did.
  func absorb(_ later: UndoAction) -> Bool { false }
  /// Takes the property's value now as the value its redo writes (the open typing step, when it closes).
  func takeCurrentValue() {}
}

/// A write to one property: undone by writing the old value back, redone by writing the new one. The values are
/// kept untyped, as the write path reported them, and go back through the property's write path.
private class WriteAction: UndoAction {
  /// The property; it holds its model weakly.
  let side: ModelEndpoint
  let oldValue: Any
  var newValue: Any

  /// The action of `write`: a person's typing (a whole text value edited) is a ``TypingAction``, an in-place change a
  /// ``ChangeAction``. The kind is the class, so that an action keeps no flag for it.
  static func make(_ write: borrowing ModelWrite) -> WriteAction {
    if write.isInPlaceChange, let change = write.change { return ChangeAction(write: write, change: change) }
    if write.origin == .edit, write.side.holdsText { return TypingAction(write: write) }
    return WriteAction(write: write)
  }

  init(write: borrowing ModelWrite) {
    side = write.side
    oldValue = write.oldValue
    newValue = write.newValue
    super.init()
  }

  /// The in-place change the write made (a row deleted or moved), nil for a whole value.
  var change: CollectionChange? { nil }

  override var target: AnyObject? { side.owner }

  override func takeCurrentValue() {
    if let value = side.currentUntypedValue() { newValue = value }
  }

  /// Writes the old value back: for an in-place change, as the inverse change (the removed rows go back at their
  /// indexes, the inserted ones go), when the property holds what the change left; otherwise whole.
  override func undo() {
    var inverse: CollectionChange?
    if let change, !change.isSetting {
      inverse = CollectionChange(removedIndexes: change.insertedIndexes, insertedIndexes: change.removedIndexes)
    }
    side.writeBack(oldValue, change: inverse, from: newValue, origin: .undo)
  }

  /// Writes the new value again: for an in-place change, as that change, when the property holds what it found.
  override func redo() {
    side.writeBack(newValue, change: change, from: oldValue, origin: .undo)
  }

  override func absorb(_ later: UndoAction) -> Bool {
    guard let later = later as? WriteAction, later.side === side else { return false }
    newValue = later.newValue
    return true
  }
}

/// A person's edit of a whole text value: typing.
private final class TypingAction: WriteAction {
  override var actionName: String { "Typing" }
}

/// A write that made an in-place change of a to-many property.
private final class ChangeAction: WriteAction {
  let storedChange: CollectionChange

  init(write: borrowing ModelWrite, change: CollectionChange) {
    storedChange = change
    super.init(write: write)
  }

  override var change: CollectionChange? { storedChange }

  override var actionName: String {
    let inserted = storedChange.insertedIndexes.elementCount
    let removed = storedChange.removedIndexes.elementCount
    if inserted == 0 { return "Delete" }
    if removed == 0 { return "Insert" }
    return inserted == removed ? "Move" : "Change"
  }
}

/// A step the program registered (``EditUndoManager/registerUndo(actionName:target:undo:redo:)``).
private final class RegisteredAction<Target: AnyObject>: UndoAction {
  let name: String
  weak var weakTarget: Target?
  let undoBody: (Target) -> Void
  let redoBody: (Target) -> Void

  init(actionName: String, target: Target, undo: @escaping (Target) -> Void, redo: @escaping (Target) -> Void) {
    name = actionName
    weakTarget = target
    undoBody = undo
    redoBody = redo
    super.init()
  }

  override var actionName: String { name }

  override var target: AnyObject? { weakTarget }
  override func undo() { if let weakTarget { undoBody(weakTarget) } }
  override func redo() { if let weakTarget { redoBody(weakTarget) } }
}

/// A model, held weakly.
private struct WeakModel {
  weak var model: BindableObject?
}
