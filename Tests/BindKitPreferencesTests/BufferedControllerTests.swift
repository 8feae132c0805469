import BindKit
import BindKitPreferences
import BindKitViews
import Testing

final class Account: BindableObject {
  @Bound var name = "ada"
  @Bound var port = 80
  var didUpdateCount = 0
  override func boundPropertiesDidUpdate() { didUpdateCount += 1 }
}

@Suite struct BufferedControllerTests {
  @Test func viewsSeeThePendingValueAndTheModelNothingUntilSave() {
    let account = Account()
    let buffer = BufferedController(model: account)
    let field = TextField()
    let summary = Label()
    buffer.bind(key: \.name, toView: field, viewKey: \.text)
    buffer.bind(key: \.name, toView: summary, viewKey: \.text)
    #expect(field.text == "ada")
    field.$text.userDidEdit("grace")
    #expect(summary.text == "grace")
    #expect(account.name == "ada")
    #expect(buffer.hasUnappliedChanges)
    #expect(buffer.save())
    #expect(account.name == "grace")
    #expect(!buffer.hasUnappliedChanges)
  }

  @Test func saveWritesEverythingInOneTransaction() {
    let account = Account()
    let buffer = BufferedController(model: account)
    buffer.name = "grace"
    buffer.port = 8080
    let before = account.didUpdateCount
    #expect(buffer.save())
    #expect(account.name == "grace" && account.port == 8080)
    #expect(account.didUpdateCount == before + 1)
  }

  @Test func saveIsOneUndoStepOfGroupCommitsUndoneAndRedone() {
    let account = Account()
    let buffer = BufferedController(model: account)
    let field = TextField()
    buffer.bind(key: \.name, toView: field, viewKey: \.text)
    let undo = EditUndoManager()
    undo.attach(account)
    let writes = WriteLog()
    account.addWriteObserver(writes)
    buffer.port = 8080
    buffer.name = "grace"
    #expect(!undo.canUndo)  // the buffer's own sets are the program's
    #expect(buffer.save())
    #expect(writes.origins == [.groupCommit, .groupCommit])
    #expect(undo.undoCount == 1 && undo.undoActionName == "Change")
    let before = account.didUpdateCount
    #expect(undo.undo())
    #expect(account.name == "ada" && account.port == 80 && field.text == "ada")
    #expect(account.didUpdateCount == before + 1)  // one transaction for the step
    #expect(writes.origins == [.groupCommit, .groupCommit, .undo, .undo] && !undo.canUndo)
    #expect(undo.redo())
    #expect(account.name == "grace" && account.port == 8080 && field.text == "grace")
    #expect(undo.undoCount == 1 && !undo.canRedo && !buffer.hasUnappliedChanges)
  }

  @Test func revertTakesBackACommittedFieldAndDiscardsHeldEdits() {
    let account = Account()
    let buffer = BufferedController(model: account)
    let committed = TextField()
    let held = TextField()
    buffer.bind(key: \.name, toView: committed, viewKey: \.text)
    let token = buffer.bind(key: \.name, toView: held, viewKey: \.text, updates: .onCommit)
    committed.$text.userDidEdit("grace")
    held.$text.userDidEdit("typing")
    #expect(token.hasPendingEdit)
    buffer.revert()
    #expect(!token.hasPendingEdit)
    #expect(committed.text == "ada" && held.text == "ada")
    #expect(!buffer.hasUnappliedChanges)
    #expect(account.name == "ada")
  }

  @Test func aFailedValidationRefusesTheWholeSave() {
    let account = Account()
    let buffer = BufferedController(model: account)
    buffer.validator = { $0.port > 65535 ? ["port must be at most 65535"] : [] }
    buffer.name = "grace"
    buffer.port = 70000
    #expect(!buffer.save())
    #expect(buffer.errors == ["port must be at most 65535"])
    #expect(account.name == "ada" && account.port == 80)
    buffer.port = 8080
    #expect(buffer.save())
    #expect(buffer.errors.isEmpty && account.name == "grace")
  }

  @Test func aModelChangeReachesViewsBoundThroughTheControllerWhereNothingIsPending() {
    let account = Account()
    let buffer = BufferedController(model: account)
    let label = Label()
    buffer.bind(key: \.name, toView: label, viewKey: \.text)
    account.name = "from the program"
    #expect(label.text == "from the program")
  }

  @Test func appliesImmediatelyWritesStraightToTheModel() {
    let account = Account()
    let buffer = BufferedController(model: account, appliesImmediately: true)
    buffer.port = 9
    #expect(account.port == 9 && !buffer.hasUnappliedChanges)
  }

  @Test func overAPreferenceStoreNothingIsWrittenUntilSave() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let settings = TestSettings(fileURL: folder.file)
    let buffer = BufferedController(model: settings)
    buffer.port = 1234
    #expect(settings.flush())
    #expect(folder.contents() == nil)
    buffer.save()
    settings.flush()
    #expect(folder.json()?["port"] as? Int == 1234)
  }
}

extension BufferedController where Model == Account {
  /// What a save would write, as a summary label shows it.
  var summary: String { "\(self.name):\(self.port)" }
}

@Suite struct BufferedControllerFollowingTests {
  @Test func aComputedPropertyOfTheControllerFollowsTheBufferAndTheModel() {
    let account = Account()
    let buffer = BufferedController(model: account)
    let summary = Label()
    let token = buffer.bound(\.summary) => summary.bindable.text
    defer { token.unbind() }
    #expect(summary.text == "ada:80")
    buffer.port = 8080
    #expect(summary.text == "ada:8080")
    #expect(account.port == 80)
    account.name = "grace"
    #expect(summary.text == "grace:8080")
    buffer.revert()
    #expect(summary.text == "grace:80")
  }

  @Test func aHeldEditTheControllersValidatorRefusesRefusesTheWholeSave() {
    let account = Account()
    let buffer = BufferedController(model: account)
    buffer.setValidator(for: \.port) { port in
      guard (1...65_535).contains(port) else { throw ConversionError("a port is 1 to 65535") }
    }
    let nameField = TextField()
    let portField = TextField()
    buffer.bind(key: \.name, toView: nameField, viewKey: \.text)
    let port = buffer.bind(
      key: \.port, toView: portField, viewKey: \.text, converter: .integerText, updates: .onCommit)
    nameField.$text.userDidEdit("grace")
    portField.$text.userDidEdit("70000")
    #expect(!buffer.save())
    #expect(buffer.errors == ["a port is 1 to 65535"])
    #expect(port.hasPendingEdit)
    #expect(account.name == "ada" && account.port == 80)
    #expect(buffer.name == "grace")
    portField.$text.userDidEdit("8080")
    #expect(buffer.save())
    #expect(account.name == "grace" && account.port == 8080)
    #expect(buffer.errors.isEmpty && !port.hasPendingEdit)
  }
}

/// Records the origin of every write a model reports.
private final class WriteLog: ModelWriteValueObserver {
  var origins: [WriteOrigin] = []
  func modelDidWrite(_ write: borrowing ModelWrite) { origins.append(write.origin) }
  func modelDidBeginTransaction(_ model: BindableObject) {}
  func modelDidEndTransaction(_ model: BindableObject) {}
}
