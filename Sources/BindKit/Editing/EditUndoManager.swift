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
  public var levelsOfUndo = 0 {
    didSet { trim() }
  }

  private var undoStack: [UndoStep] = []
  private var redoStack: [UndoStep] = []
  /// The open group's actions, while ``groupingLevel`` is above 0.
  private var openGroup: [any UndoAction] = []
  private var openGroupName: String?
  /// How deep explicit groups and attached models' transactions nest.
  public private(set) var groupingLevel = 0
  /// Link writes reported before the write that caused them (a link writes the other model during the delivery of
  /// the first write, which is reported after its delivery).
  private var pendingLinkActions: [any UndoAction] = []
  /// Whether the top undo step is typing into one property that may still grow (no end of editing since).
  private var typingIsOpen = false
  /// The model whose write path does not report the further keystrokes of the open typing step
  /// (``BindableObject/coalesceEdits(of:for:)``): the step takes its latest value when it closes.
  private weak var coalescingModel: BindableObject?
  /// Set while undo or redo writes: those writes are not recorded.
  private var isReplaying = false
  /// Set inside `recordingProgramChanges`: program sets are recorded too.
  private var recordsProgramChanges = 0
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
    if coalescingModel === model { closeTyping() }
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
    guard let step = undoStack.popLast() else { return false }
    replay(step) {
      for action in step.actions.reversed() { action.undo() }
      for action in step.followers.reversed() { action.undo() }
    }
    redoStack.append(step)
    publish()
    return true
  }

  /// Redoes the latest undone step. Returns false when there was nothing to redo.
  @discardableResult
  public func redo() -> Bool {
    closeOpenGroupForReplay()
    dropReleasedSteps()
    guard let step = redoStack.popLast() else { return false }
    replay(step) {
      for action in step.actions { action.redo() }
      for action in step.followers { action.redo() }
    }
    undoStack.append(step)
    publish()
    return true
  }

  // MARK: Grouping

  /// Opens a group: what is recorded until the matching ``endUndoGrouping()`` is one step. Groups nest; the
  /// outermost end closes the step. `actionName`, when given, names the step.
  public func beginUndoGrouping(actionName: String? = nil) {
    if groupingLevel == 0 {
      openGroup = []
      openGroupName = actionName
      closeTyping()
    } else if openGroupName == nil {
      openGroupName = actionName
    }
    groupingLevel += 1
  }

  /// Closes the group ``beginUndoGrouping(actionName:)`` opened. Without an open group, it is a programmer error
  /// (see ``BindKitDiagnostics``); when handled, the call does nothing.
  public func endUndoGrouping() {
    guard groupingLevel > 0 else {
      BindKitDiagnostics.reportProgrammerError(
        "EditUndoManager.endUndoGrouping() without a matching beginUndoGrouping()")
      return
    }
    groupingLevel -= 1
    guard groupingLevel == 0 else { return }
    let actions = openGroup
    openGroup = []
    guard !actions.isEmpty else { return }
    push(UndoStep(actionName: openGroupName ?? actions[0].actionName, actions: actions), typing: false)
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
    recordsProgramChanges += 1
    defer { recordsProgramChanges -= 1 }
    return try grouping(actionName: actionName, body)
  }

  /// Registers a step of the program's own: ``undo()`` calls `undo` with `target`, ``redo()`` calls `redo`. Holds
  /// `target` weakly; the step is dropped once `target` is gone. Inside a group, it joins the group's step.
  public func registerUndo<Target: AnyObject>(
    actionName: String, target: Target, undo: @escaping (Target) -> Void, redo: @escaping (Target) -> Void
  ) {
    record(RegisteredAction(actionName: actionName, target: target, undo: undo, redo: redo), linked: false)
  }

  // MARK: Removing

  /// Forgets every step, for undo and for redo.
  public func removeAllActions() {
    closeTyping()
    undoStack = []
    redoStack = []
    openGroup = []
    pendingLinkActions = []
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
    undoStack = strip(undoStack)
    redoStack = strip(redoStack)
    openGroup.removeAll { $0.target === target }
    publish()
  }

  /// How many steps there are to undo (steps of a model that is gone are not counted).
  public var undoCount: Int {
    undoStack.count { $0.isAlive }
  }

  /// How many steps there are to redo.
  public var redoCount: Int {
    redoStack.count { $0.isAlive }
  }

  // MARK: Bookkeeping

  /// Runs `body` with recording off, inside one transaction on each model of `step`, so that each model's
  /// did-update callbacks run once for the step.
  private func replay(_ step: UndoStep, _ body: () -> Void) {
    isReplaying = true
    defer { isReplaying = false }
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
    pendingLinkActions = []
  }

  /// Ends the open typing step: a later keystroke starts a step of its own. When the model did not report the
  /// step's keystrokes, the step takes the property's value now, the latest one typed.
  private func closeTyping() {
    if let model = coalescingModel {
      undoStack.last?.actions.last?.takeCurrentValue()
      model.coalesceEdits(of: nil, for: self)
      coalescingModel = nil
    }
    typingIsOpen = false
  }

  /// Forgets the steps whose models and targets are all gone; an open typing step that goes is closed.
  private func dropReleasedSteps() {
    if let top = undoStack.last, !top.isAlive { typingIsOpen = false }
    undoStack.removeAll { !$0.isAlive }
    redoStack.removeAll { !$0.isAlive }
    publish()
  }

  /// Records `action`: into the open group, into the open typing step, or as a step of its own.
  private func record(_ action: any UndoAction, linked: Bool, coalescing: Bool = false) {
    var actions = pendingLinkActions
    pendingLinkActions = []
    actions.append(action)
    if groupingLevel > 0 {
      openGroup.append(contentsOf: actions)
      return
    }
    let gesture = UserGesture.current
    if let gesture, undoStack.last?.gesture == gesture {
      // A later write of the gesture whose step is on top (the selection a list moved with its row): it is part of
      // that step, and follows what the gesture wrote first.
      undoStack[undoStack.count - 1].followers.append(contentsOf: actions)
      return
    }
    if coalescing, typingIsOpen, actions.count == 1, let top = undoStack.last, top.actions.count == 1,
      top.actions[0].absorb(action)
    {
      redoStack = []
      publish()
      return
    }
    push(
      UndoStep(actionName: action.actionName, actions: actions, gesture: gesture), typing: coalescing && gesture == nil)
  }

  private func push(_ step: UndoStep, typing: Bool) {
    closeTyping()
    undoStack.append(step)
    redoStack = []
    typingIsOpen = typing
    if typing, let action = step.actions.last, let model = action.model, let side = action.sideObject,
      model.coalesceEdits(of: side, for: self)
    {
      coalescingModel = model
    }
    trim()
    publish()
  }

  private func trim() {
    if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
      undoStack.removeFirst(undoStack.count - levelsOfUndo)
      publish()
    }
  }

  private func publish() {
    let undoName = undoStack.last?.actionName ?? ""
    let redoName = redoStack.last?.actionName ?? ""
    if canUndo != !undoStack.isEmpty { canUndo = !undoStack.isEmpty }
    if canRedo != !redoStack.isEmpty { canRedo = !redoStack.isEmpty }
    if undoActionName != undoName { undoActionName = undoName }
    if redoActionName != redoName { redoActionName = redoName }
  }
}

extension EditUndoManager: ModelWriteValueObserver {
  package func modelDidWrite<Value>(_ write: ModelWrite<Value>) {
    guard !isReplaying, write.model !== self, write.origin != .undo else { return }
    if write.origin != .link, coalescingModel != nil {
      // The open typing step's keystrokes were not reported: it takes its latest value before this write. A link's
      // write is made while the keystroke that caused it is delivered, and that keystroke is reported after it.
      if let typing = undoStack.last?.actions.last as? WriteAction<Value>, typing.side === write.side {
        typing.newValue = write.oldValue
      } else {
        undoStack.last?.actions.last?.takeCurrentValue()
      }
      coalescingModel?.coalesceEdits(of: nil, for: self)
      coalescingModel = nil
    }
    if write.origin == .edit, write.change == nil, extendTyping(with: write) { return }
    let action = WriteAction(write: write)
    switch write.origin {
    case .undo:
      return
    case .program:
      guard recordsProgramChanges > 0 else {
        pendingLinkActions = []
        return
      }
      record(action, linked: false)
    case .link:
      // Reported before the write that caused it: it joins that write's step.
      pendingLinkActions.append(action)
    case .edit:
      record(action, linked: false, coalescing: write.change == nil)
    case .commit, .groupCommit:
      record(action, linked: false)
    }
  }

  /// Another keystroke into the property whose typing step is on top: the step takes the new value, and nothing
  /// else changes (no action is made for it). Returns false when `write` is not one.
  private func extendTyping<Value>(with write: ModelWrite<Value>) -> Bool {
    guard typingIsOpen, groupingLevel == 0, pendingLinkActions.isEmpty, let top = undoStack.last,
      top.actions.count == 1, let typing = top.actions[0] as? WriteAction<Value>, typing.side === write.side
    else { return false }
    typing.newValue = write.newValue
    if !redoStack.isEmpty {
      redoStack = []
      publish()
    }
    return true
  }

  package func modelDidBeginTransaction(_ model: BindableObject) {
    guard !isReplaying else { return }
    beginUndoGrouping()
  }

  package func modelDidEndTransaction(_ model: BindableObject) {
    guard !isReplaying, groupingLevel > 0 else { return }
    endUndoGrouping()
  }

  package func modelDidEndEditing(_ model: BindableObject) {
    closeTyping()
  }

  package func modelDidDeinitialize() {
    dropReleasedSteps()
  }
}

/// One undo step: what ``EditUndoManager/undo()`` undoes at once.
private struct UndoStep {
  let actionName: String
  var actions: [any UndoAction]
  /// The writes a person's gesture made after its first one (the selection a list moved with its row). They
  /// derive from the actions: undone after them (an in-place change undone moves the selection again, which the
  /// follower then puts where it was), and redone after them.
  var followers: [any UndoAction] = []
  /// The gesture that made the step (``BindableView/performUserGesture(_:)``), or nil.
  var gesture: UInt64?

  init(actionName: String, actions: [any UndoAction], gesture: UInt64? = nil) {
    self.actionName = actionName
    self.actions = actions
    self.gesture = gesture
  }

  /// Whether any of its actions still has its target.
  var isAlive: Bool { actions.contains { $0.target != nil } || followers.contains { $0.target != nil } }
}

/// One action of a step.
private protocol UndoAction: AnyObject {
  var actionName: String { get }
  /// The model (or registered target), nil once it is gone.
  var target: AnyObject? { get }
  func undo()
  func redo()
  /// Takes `later`'s new value, when `later` is typing into the same property; returns whether it did.
  func absorb(_ later: any UndoAction) -> Bool
  /// Takes the property's value now as the value its redo writes (the open typing step, when it closes).
  func takeCurrentValue()
  /// The model whose property it writes, while the model exists (nil for a registered step).
  var model: BindableObject? { get }
  /// The property's write path (nil for a registered step).
  var sideObject: AnyObject? { get }
}

/// A write to one property: undone by writing the old value back, redone by writing the new one.
private final class WriteAction<Value>: UndoAction {
  /// The property; it holds its model weakly.
  let side: ModelSide<Value>
  let oldValue: Value
  var newValue: Value
  /// The in-place change the write made (a row deleted or moved), nil for a whole value.
  let change: CollectionChange?
  let actionName: String

  init(write: ModelWrite<Value>) {
    side = write.side
    oldValue = write.oldValue
    newValue = write.newValue
    change = write.change
    actionName = Self.name(of: write)
  }

  var target: AnyObject? { side.bindableOwner }
  var model: BindableObject? { side.bindableOwner }
  var sideObject: AnyObject? { side }

  func takeCurrentValue() {
    if let value = side.currentValue() { newValue = value }
  }

  /// Writes the old value back: for an in-place change, as the inverse change (the removed rows go back at their
  /// indexes, the inserted ones go), when the property holds what the change left; otherwise whole.
  func undo() {
    if let change, !change.isSetting, let current = side.currentValue(), isKnownEqual(current, newValue) {
      let inverse = CollectionChange(removedIndexes: change.insertedIndexes, insertedIndexes: change.removedIndexes)
      side.writeChange(inverse, to: oldValue, origin: .undo)
    } else {
      side.write(oldValue, origin: .undo, except: nil)
    }
  }

  /// Writes the new value again: for an in-place change, as that change, when the property holds what it found.
  func redo() {
    if let change, !change.isSetting, let current = side.currentValue(), isKnownEqual(current, oldValue) {
      side.writeChange(change, to: newValue, origin: .undo)
    } else {
      side.write(newValue, origin: .undo, except: nil)
    }
  }

  func absorb(_ later: any UndoAction) -> Bool {
    guard let later = later as? WriteAction<Value>, later.side === side else { return false }
    newValue = later.newValue
    return true
  }

  private static func name(of write: ModelWrite<Value>) -> String {
    if let change = write.change {
      let inserted = change.insertedIndexes.elementCount
      let removed = change.removedIndexes.elementCount
      if inserted == 0 { return "Delete" }
      if removed == 0 { return "Insert" }
      return inserted == removed ? "Move" : "Change"
    }
    if write.origin == .edit, Value.self == String.self || Value.self == String?.self { return "Typing" }
    return "Change"
  }
}

/// A step the program registered (``EditUndoManager/registerUndo(actionName:target:undo:redo:)``).
private final class RegisteredAction<Target: AnyObject>: UndoAction {
  let actionName: String
  weak var weakTarget: Target?
  let undoBody: (Target) -> Void
  let redoBody: (Target) -> Void

  init(actionName: String, target: Target, undo: @escaping (Target) -> Void, redo: @escaping (Target) -> Void) {
    self.actionName = actionName
    weakTarget = target
    undoBody = undo
    redoBody = redo
  }

  var target: AnyObject? { weakTarget }
  func undo() { if let weakTarget { undoBody(weakTarget) } }
  func redo() { if let weakTarget { redoBody(weakTarget) } }
  func absorb(_ later: any UndoAction) -> Bool { false }
  func takeCurrentValue() {}
  var model: BindableObject? { nil }
  var sideObject: AnyObject? { nil }
}

/// A model, held weakly.
private struct WeakModel {
  weak var model: BindableObject?
}
