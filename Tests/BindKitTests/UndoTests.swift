import BindKit
import BindKitViews
import Testing

private final class Profile: BindableObject {
  @Bound var name = ""
  @Bound var code = ""
  @Bound var age = 0
  @Bound var tags: [String] = []
  @Bound var selected: Int? = nil
  var didUpdateCount = 0

  override init() {
    super.init()
    setValidator(for: \.code) { code in code = code.uppercased() }
  }

  override func boundPropertiesDidUpdate() { didUpdateCount += 1 }
}

/// The edit undo manager: what it records from the write path, how it groups, and what it holds.
@Suite struct UndoTests {
  @Test func aPlainEditIsOneStepUndoneAndRedone() {
    let profile = Profile()
    let field = TextField()
    profile.bind(key: \.name, toView: field, viewKey: \.text)
    let undo = EditUndoManager()
    undo.attach(profile)
    field.enterText("ann")
    field.endEditing()
    #expect(undo.canUndo && !undo.canRedo && undo.undoActionName == "Typing")
    #expect(undo.undo())
    #expect(profile.name == "" && field.text == "")
    #expect(!undo.canUndo && undo.canRedo && undo.redoActionName == "Typing")
    #expect(undo.redo())
    #expect(profile.name == "ann" && field.text == "ann")
    #expect(undo.undoCount == 1 && undo.redoCount == 0)
  }

  @Test func typingIntoOneFieldIsOneStepUntilEditingEnds() {
    let profile = Profile()
    let field = TextField()
    profile.bind(key: \.name, toView: field, viewKey: \.text)
    let undo = EditUndoManager()
    undo.attach(profile)
    for text in ["a", "an", "ann"] { field.enterText(text) }
    field.endEditing()
    field.enterText("anne")
    #expect(undo.undoCount == 2)
    undo.undo()
    #expect(profile.name == "ann")
    undo.undo()
    #expect(profile.name == "")
  }

  @Test func aTypingStepClosedByTheEndOfEditingKeepsTheLastKeystrokeThroughLaterWrites() {
    // The end of editing closes the step without calling the manager: the model counts it, and the manager reads the
    // count at the next write. The step must hold what was typed, not what a later write stored.
    let profile = Profile()
    let field = TextField()
    profile.bind(key: \.name, toView: field, viewKey: \.text)
    let undo = EditUndoManager()
    undo.attach(profile)
    for text in ["a", "an", "ann"] { field.enterText(text) }
    field.endEditing()
    profile.name = "set by the program"  // not recorded
    field.enterText("b")
    #expect(undo.undoCount == 2)
    undo.undo()
    #expect(profile.name == "set by the program")
    undo.undo()
    #expect(profile.name == "")
    undo.redo()
    #expect(profile.name == "ann" && field.text == "ann")
  }

  @Test func typingsStepTakesTheLatestKeystrokeWhicheverWayItCloses() {
    // The model does not report the keystrokes after the first (the manager coalesces them): the step must still
    // hold the latest one when it closes by an undo, a program's recorded change, or another manager attaching.
    let profile = Profile()
    let field = TextField()
    profile.bind(key: \.name, toView: field, viewKey: \.text)
    let undo = EditUndoManager()
    undo.attach(profile)
    for text in ["a", "an", "ann"] { field.enterText(text) }
    undo.undo()
    #expect(profile.name == "" && field.text == "")
    undo.redo()
    #expect(profile.name == "ann" && field.text == "ann")

    for text in ["b", "bo"] { field.enterText(text) }
    undo.recordingProgramChanges(actionName: "Fill In") { profile.code = "7" }
    #expect(undo.undoCount == 3)
    undo.undo()
    undo.undo()
    #expect(profile.name == "ann" && profile.code == "")
    undo.redo()
    #expect(profile.name == "bo")

    let other = EditUndoManager()
    field.enterText("c")
    field.enterText("cy")
    other.attach(profile)
    field.enterText("cyd")
    #expect(other.undoCount == 1)
    undo.undo()
    #expect(profile.name == "bo")
    undo.redo()
    #expect(profile.name == "cyd")
  }

  @Test func typingIntoALinkedPropertyKeepsEachLinkWriteWithItsKeystroke() {
    let left = Profile()
    let right = Profile()
    let field = TextField()
    left.bind(key: \.name, toView: field, viewKey: \.text)
    let link = left.$name <=> right.$name
    let undo = EditUndoManager()
    undo.attach(left)
    undo.attach(right)
    for text in ["e", "ed", "edd"] { field.enterText(text) }
    #expect(right.name == "edd")
    while undo.undo() {}
    #expect(left.name == "" && right.name == "" && field.text == "")
    while undo.redo() {}
    #expect(left.name == "edd" && right.name == "edd" && field.text == "edd")
    link.unbind()
  }

  @Test func typingIntoAnotherFieldStartsAStep() {
    let profile = Profile()
    let name = TextField()
    let code = TextField()
    profile.bind(key: \.name, toView: name, viewKey: \.text)
    profile.bind(key: \.code, toView: code, viewKey: \.text)
    let undo = EditUndoManager()
    undo.attach(profile)
    name.enterText("a")
    code.enterText("x")
    name.enterText("ab")
    #expect(undo.undoCount == 3)
  }

  @Test func aConvertedAndACorrectedEditUndoToTheStoredValues() {
    let profile = Profile()
    let age = TextField()
    let code = TextField()
    profile.bind(key: \.age, toView: age, viewKey: \.text, converter: .integerText)
    profile.bind(key: \.code, toView: code, viewKey: \.text)
    let undo = EditUndoManager()
    undo.attach(profile)
    age.enterText("42")
    age.endEditing()
    code.enterText("ab")
    code.endEditing()
    #expect(profile.code == "AB" && undo.undoActionName == "Typing")
    undo.undo()
    #expect(profile.code == "")
    undo.undo()
    #expect(profile.age == 0 && age.text == "0")
    undo.redo()
    undo.redo()
    #expect(profile.age == 42 && profile.code == "AB")
  }

  @Test func aHeldEditIsOneStepWhenItCommits() {
    let profile = Profile()
    let field = TextField()
    let token = profile.bind(key: \.name, toView: field, viewKey: \.text, updates: .onCommit)
    let undo = EditUndoManager()
    undo.attach(profile)
    field.enterText("b")
    field.enterText("bo")
    #expect(!undo.canUndo)
    token.commit()
    #expect(undo.undoCount == 1 && undo.undoActionName == "Change")
    undo.undo()
    #expect(profile.name == "")
  }

  @Test func aGroupsCommitIsOneStepAndItsCallbacksRunOncePerUndo() {
    let profile = Profile()
    let name = TextField()
    let age = TextField()
    let group = BindingGroup {
      profile.bind(key: \.name, toView: name, viewKey: \.text, updates: .onCommit)
      profile.bind(key: \.age, toView: age, viewKey: \.text, converter: .integerText, updates: .onCommit)
    }
    let undo = EditUndoManager()
    undo.attach(profile)
    name.enterText("cy")
    age.enterText("7")
    #expect(group.commit())
    #expect(undo.undoCount == 1)
    let before = profile.didUpdateCount
    undo.undo()
    #expect(profile.name == "" && profile.age == 0 && name.text == "" && age.text == "0")
    #expect(profile.didUpdateCount == before + 1)
    undo.redo()
    #expect(profile.name == "cy" && profile.age == 7)
  }

  @Test func aLinksWriteIsPartOfTheStepThatCausedIt() {
    let left = Profile()
    let right = Profile()
    let field = TextField()
    left.bind(key: \.name, toView: field, viewKey: \.text)
    let link = left.$name <=> right.$name
    let undo = EditUndoManager()
    undo.attach(left)
    undo.attach(right)
    field.enterText("ed")
    #expect(undo.undoCount == 1 && right.name == "ed")
    undo.undo()
    #expect(left.name == "" && right.name == "")
    undo.redo()
    #expect(left.name == "ed" && right.name == "ed")
    #expect(undo.undoCount == 1)
    link.unbind()
  }

  @Test func aDeletedRowComesBackAtItsIndex() {
    let profile = Profile()
    profile.tags = ["a", "b", "c"]
    let list = ListView<String>()
    profile.bind(key: \.tags, toView: list, viewKey: \.items)
    let undo = EditUndoManager()
    undo.attach(profile)
    list.deleteRow(at: 1)
    #expect(profile.tags == ["a", "c"] && undo.undoActionName == "Delete")
    undo.undo()
    #expect(profile.tags == ["a", "b", "c"] && list.items == ["a", "b", "c"])
    list.moveRow(from: 0, to: 2)
    #expect(profile.tags == ["b", "c", "a"] && undo.undoActionName == "Move")
    undo.undo()
    #expect(profile.tags == ["a", "b", "c"])
  }

  /// A list over `profile.tags` (["a", "b", "c", "d"]), with row `selected` selected, its selection bound to
  /// `profile.selected` or not, and a manager attached with no step yet.
  private func listForm(selected: Int, selectionIsBound: Bool) -> (Profile, ListView<String>, EditUndoManager) {
    let profile = Profile()
    profile.tags = ["a", "b", "c", "d"]
    let list = ListView<String>()
    profile.bind(key: \.tags, toView: list, viewKey: \.items)
    if selectionIsBound { profile.bind(key: \.selected, toView: list, viewKey: \.selectedIndex) }
    list.selectRow(selected)
    let undo = EditUndoManager()
    undo.attach(profile)
    return (profile, list, undo)
  }

  /// The selected row's item, and (when the selection is bound) that the model holds the same index.
  private func selection(of list: ListView<String>, _ profile: Profile, bound: Bool) -> String? {
    guard let index = list.selectedIndex else { return nil }
    if bound, profile.selected != index { return "model \(String(describing: profile.selected)), list \(index)" }
    return list.items[index]
  }

  @Test(arguments: [false, true])
  func undoingADeleteBesideTheSelectionPutsTheRowBackAndTheSelectionStaysOnItsItem(selectionIsBound: Bool) {
    let (profile, list, undo) = listForm(selected: 2, selectionIsBound: selectionIsBound)
    list.deleteRow(at: 1)
    #expect(list.items == ["a", "c", "d"] && selection(of: list, profile, bound: selectionIsBound) == "c")
    #expect(undo.undoCount == 1 && undo.undoActionName == "Delete")
    #expect(undo.undo())
    #expect(profile.tags == ["a", "b", "c", "d"] && list.items == profile.tags)
    #expect(list.selectedIndex == 2 && selection(of: list, profile, bound: selectionIsBound) == "c")
    #expect(undo.redo())
    #expect(profile.tags == ["a", "c", "d"] && list.items == profile.tags)
    #expect(list.selectedIndex == 1 && selection(of: list, profile, bound: selectionIsBound) == "c")
    #expect(undo.undoCount == 1 && !undo.canRedo)
  }

  @Test(arguments: [false, true])
  func undoingADeleteOfTheSelectedRowPutsItBackAndTheSelectionStaysOnTheRowThatTookIt(selectionIsBound: Bool) {
    let (profile, list, undo) = listForm(selected: 1, selectionIsBound: selectionIsBound)
    list.deleteRow(at: 1)
    #expect(list.items == ["a", "c", "d"] && selection(of: list, profile, bound: selectionIsBound) == "c")
    #expect(undo.undoCount == 1)
    undo.undo()
    #expect(profile.tags == ["a", "b", "c", "d"] && list.items == profile.tags)
    #expect(list.selectedIndex == 2 && selection(of: list, profile, bound: selectionIsBound) == "c")
    undo.redo()
    #expect(list.items == ["a", "c", "d"] && list.selectedIndex == 1)
    #expect(selection(of: list, profile, bound: selectionIsBound) == "c")
    // The last row, selected: the row before takes the selection, and keeps it when the row comes back.
    list.deleteRow(at: 2)
    #expect(list.items == ["a", "c"] && selection(of: list, profile, bound: selectionIsBound) == "c")
    undo.undo()
    #expect(list.items == ["a", "c", "d"] && selection(of: list, profile, bound: selectionIsBound) == "c")
  }

  @Test(arguments: [false, true])
  func undoingMovedRowsPutsThemBackAndTheSelectionGoesWithItsRow(selectionIsBound: Bool) {
    let (profile, list, undo) = listForm(selected: 0, selectionIsBound: selectionIsBound)
    list.moveRow(from: 0, to: 2)
    #expect(list.items == ["b", "c", "a", "d"] && selection(of: list, profile, bound: selectionIsBound) == "a")
    #expect(undo.undoCount == 1 && undo.undoActionName == "Move")
    list.moveRow(from: 3, to: 0)
    #expect(list.items == ["d", "b", "c", "a"] && list.selectedIndex == 3)
    #expect(undo.undoCount == 2)
    undo.undo()
    #expect(profile.tags == ["b", "c", "a", "d"] && list.items == profile.tags)
    #expect(list.selectedIndex == 2 && selection(of: list, profile, bound: selectionIsBound) == "a")
    undo.undo()
    #expect(profile.tags == ["a", "b", "c", "d"] && list.items == profile.tags)
    #expect(list.selectedIndex == 0 && selection(of: list, profile, bound: selectionIsBound) == "a")
    undo.redo()
    #expect(list.items == ["b", "c", "a", "d"] && selection(of: list, profile, bound: selectionIsBound) == "a")
    undo.redo()
    #expect(list.items == ["d", "b", "c", "a"] && selection(of: list, profile, bound: selectionIsBound) == "a")
    #expect(list.selectedIndex == 3 && !undo.canRedo)
  }

  @Test func anUndoneRowChangeIsToldToTheListAsAChange() {
    let (profile, list, undo) = listForm(selected: 0, selectionIsBound: false)
    var changes: [CollectionChange?] = []
    let listener = list.$items.addListener { [weak list] _ in changes.append(list?.$items.collectionChange) }
    list.deleteRow(at: 3)
    undo.undo()
    undo.redo()
    let removal = CollectionChange(removedIndexes: RangeSet(3..<4), insertedIndexes: RangeSet())
    let insertion = CollectionChange(removedIndexes: RangeSet(), insertedIndexes: RangeSet(3..<4))
    #expect(changes == [removal, insertion, removal])
    #expect(profile.tags == ["a", "b", "c"])
    withExtendedLifetime(listener) {}
  }

  @Test func aTransactionIsOneStepAndExplicitGroupsNest() {
    let profile = Profile()
    let undo = EditUndoManager()
    undo.attach(profile)
    undo.recordingProgramChanges(actionName: "Fill In") {
      profile.updateBoundProperties {
        profile.name = "fay"
        profile.age = 3
      }
      undo.grouping {
        profile.code = "Q"
      }
    }
    #expect(undo.undoCount == 1 && undo.undoActionName == "Fill In")
    undo.undo()
    #expect(profile.name == "" && profile.age == 0 && profile.code == "")
  }

  @Test func aProgramsSetIsNotRecordedUnlessAsked() {
    let profile = Profile()
    let undo = EditUndoManager()
    undo.attach(profile)
    profile.name = "gus"
    #expect(!undo.canUndo)
    undo.registerUndo(actionName: "Rename", target: profile, undo: { $0.name = "gus" }, redo: { $0.name = "hal" })
    profile.name = "hal"
    #expect(undo.undoActionName == "Rename")
    undo.undo()
    #expect(profile.name == "gus" && !undo.canUndo)
    undo.redo()
    #expect(profile.name == "hal")
  }

  @Test func aNewEditAfterAnUndoClearsTheRedoStack() {
    let profile = Profile()
    let field = TextField()
    profile.bind(key: \.name, toView: field, viewKey: \.text)
    let undo = EditUndoManager()
    undo.attach(profile)
    field.enterText("a")
    field.endEditing()
    undo.undo()
    #expect(undo.canRedo)
    field.enterText("b")
    #expect(!undo.canRedo && undo.undoCount == 1)
  }

  @Test func levelsOfUndoAndRemovingActions() {
    let profile = Profile()
    let other = Profile()
    let field = TextField()
    let otherField = TextField()
    profile.bind(key: \.age, toView: field, viewKey: \.text, converter: .integerText)
    other.bind(key: \.age, toView: otherField, viewKey: \.text, converter: .integerText)
    let undo = EditUndoManager()
    undo.attach(profile)
    undo.attach(other)
    undo.levelsOfUndo = 2
    for value in 1...4 {
      field.enterText("\(value)")
      field.endEditing()
    }
    #expect(undo.undoCount == 2)
    otherField.enterText("9")
    #expect(undo.undoCount == 2)
    undo.removeAllActions(withTarget: other)
    #expect(undo.undoCount == 1)
    undo.undo()
    #expect(profile.age == 3 && other.age == 9)
    undo.removeAllActions()
    #expect(!undo.canUndo && !undo.canRedo && undo.undoActionName == "")
  }

  @Test func canUndoIsBindable() {
    let profile = Profile()
    let field = TextField()
    profile.bind(key: \.name, toView: field, viewKey: \.text)
    let undo = EditUndoManager()
    undo.attach(profile)
    let button = Button(title: "Undo")
    undo.bind(key: \.canUndo, toView: button, viewKey: \.isEnabled)
    #expect(!button.isEnabled)
    field.enterText("x")
    #expect(button.isEnabled)
    undo.undo()
    #expect(!button.isEnabled)
  }

  @Test func aReleasedModelsStepsVanish() {
    let undo = EditUndoManager()
    let field = TextField()
    weak var weakProfile: Profile?
    do {
      let profile = Profile()
      weakProfile = profile
      profile.bind(key: \.name, toView: field, viewKey: \.text)
      undo.attach(profile)
      field.enterText("x")
      #expect(undo.undoCount == 1)
    }
    #expect(weakProfile == nil)
    // The bindable state follows at once, before anything asks the manager to undo.
    #expect(!undo.canUndo && undo.undoActionName == "")
    #expect(undo.undoCount == 0)
    #expect(!undo.undo())
    #expect(!undo.canUndo)
  }

  @Test func aStepWhoseModelWentIsDroppedThoughTheOtherModelsStepsStay() {
    let undo = EditUndoManager()
    let kept = Profile()
    let keptField = TextField()
    kept.bind(key: \.name, toView: keptField, viewKey: \.text)
    undo.attach(kept)
    let button = Button(title: "Undo")
    undo.bind(key: \.canUndo, toView: button, viewKey: \.isEnabled)
    keptField.enterText("k")
    keptField.endEditing()
    do {
      let gone = Profile()
      let field = TextField()
      gone.bind(key: \.name, toView: field, viewKey: \.text)
      undo.attach(gone)
      field.enterText("x")
      field.endEditing()
      #expect(undo.undoCount == 2)
    }
    #expect(undo.canUndo && button.isEnabled && undo.undoActionName == "Typing")
    #expect(undo.undo())
    #expect(kept.name == "" && !undo.canUndo && !button.isEnabled)
  }

  @Test func aRegisteredStepWhoseTargetWentIsNeitherCountedNorUndone() {
    let profile = Profile()
    let field = TextField()
    profile.bind(key: \.name, toView: field, viewKey: \.text)
    let undo = EditUndoManager()
    undo.attach(profile)
    do {
      let target = Profile()
      undo.registerUndo(actionName: "Rename", target: target, undo: { $0.name = "" }, redo: { $0.name = "z" })
      #expect(undo.undoActionName == "Rename")
    }
    field.enterText("y")
    #expect(undo.undoCount == 1 && undo.undoActionName == "Typing")
    undo.undo()
    #expect(!undo.canUndo)
  }

  @Test func aReleasedManagerIsFreedWhileItsModelLives() {
    let profile = Profile()
    let field = TextField()
    profile.bind(key: \.name, toView: field, viewKey: \.text)
    weak var weakUndo: EditUndoManager?
    do {
      let undo = EditUndoManager()
      weakUndo = undo
      undo.attach(profile)
      field.enterText("x")
    }
    #expect(weakUndo == nil)
    field.enterText("y")
    #expect(profile.name == "y")
  }
}
