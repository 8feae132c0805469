import BindKitViews
import Testing

@testable import BindKit

private final class Account: BindableObject {
  @Bound var name = ""
  @Bound var tags: [String] = []
  @Bound var age = 0
}

/// Records what the write path reports, one line per event.
private final class WriteLog: ModelWriteValueObserver {
  var lines: [String] = []

  func modelDidWrite(_ write: borrowing ModelWrite) {
    let change = write.change.map { " change \($0.insertedIndexes.elementCount)+\($0.removedIndexes.elementCount)-" }
    lines.append("\(write.origin) \(write.oldValue) -> \(write.newValue)\(change ?? "")")
  }

  func modelDidBeginTransaction(_ model: BindableObject) { lines.append("begin") }
  func modelDidEndTransaction(_ model: BindableObject) { lines.append("end") }
}

/// Records only that the model changed, with the origin (as a preference store does).
private final class ChangeLog: ModelChangeObserver {
  var lines: [String] = []

  func modelDidChange(_ model: BindableObject, origin: WriteOrigin) { lines.append("\(origin)") }
  func modelDidBeginTransaction(_ model: BindableObject) {}
  func modelDidEndTransaction(_ model: BindableObject) {}
}

/// The one write path: every write BindKit performs reaches a model's write observers with its origin and values.
@Suite struct WritePathTests {
  @Test func aProgramsSetIsReportedEvenWhenNothingIsBound() {
    let account = Account()
    let log = WriteLog()
    account.addWriteObserver(log)
    account.name = "ann"
    account.name = "ann"  // equal: not a write
    #expect(log.lines == ["program  -> ann"])
  }

  @Test func anEditThroughAPlainBindingIsReportedAsAnEdit() {
    let account = Account()
    let field = TextField()
    account.bind(key: \.name, toView: field, viewKey: \.text)
    let log = WriteLog()
    account.addWriteObserver(log)
    field.enterText("bo")
    #expect(log.lines == ["edit  -> bo"])
    #expect(account.name == "bo")
  }

  @Test func aConvertedEditAndACommitCarryTheirOrigins() {
    let account = Account()
    let ageField = TextField()
    let nameField = TextField()
    account.bind(key: \.age, toView: ageField, viewKey: \.text, converter: .integerText)
    let held = account.bind(key: \.name, toView: nameField, viewKey: \.text, updates: .onCommit)
    let log = WriteLog()
    account.addWriteObserver(log)
    ageField.enterText("42")
    nameField.enterText("cy")
    #expect(log.lines == ["edit 0 -> 42"])
    held.commit()
    #expect(log.lines == ["edit 0 -> 42", "commit  -> cy"])
  }

  @Test func aGroupsCommitIsOneTransactionOfGroupCommits() {
    let account = Account()
    let nameField = TextField()
    let ageField = TextField()
    let group = BindingGroup {
      account.bind(key: \.name, toView: nameField, viewKey: \.text, updates: .onCommit)
      account.bind(key: \.age, toView: ageField, viewKey: \.text, converter: .integerText, updates: .onCommit)
    }
    let log = WriteLog()
    account.addWriteObserver(log)
    nameField.enterText("di")
    ageField.enterText("7")
    #expect(group.commit())
    #expect(log.lines == ["begin", "groupCommit  -> di", "groupCommit 0 -> 7", "end"])
  }

  @Test func aLinkWritesTheOtherModelWithTheLinkOrigin() {
    let left = Account()
    let right = Account()
    let log = WriteLog()
    right.addWriteObserver(log)
    let link = left.$name <=> right.$name
    left.name = "ed"
    #expect(log.lines == ["link  -> ed"])
    link.unbind()
  }

  @Test func anInPlaceChangeIsReportedWithItsCollectionChange() {
    let account = Account()
    account.tags = ["a", "b"]
    let log = WriteLog()
    account.addWriteObserver(log)
    account.mutate(\.tags) { $0.append("c") }
    #expect(log.lines == [#"program ["a", "b"] -> ["a", "b", "c"] change 1+0-"#])
  }

  @Test func aReleasedObserverIsNoLongerTold() {
    let account = Account()
    var log: WriteLog? = WriteLog()
    weak let weakLog = log
    account.addWriteObserver(log!)
    log = nil
    account.name = "fay"
    #expect(weakLog == nil)
    #expect(account.name == "fay")
  }

  @Test func anObserverThatNeedsNoValuesIsToldOfEveryChangeAloneOrBesideOneThatDoes() {
    let account = Account()
    let field = TextField()
    account.bind(key: \.name, toView: field, viewKey: \.text)
    let changes = ChangeLog()
    account.addWriteObserver(changes)
    account.name = "ann"  // bound: the box's write path, with no values kept
    account.age = 3  // not bound
    account.age = 3  // equal: not a change
    field.enterText("bob")
    account.mutate(\.tags) { $0.append("a") }
    #expect(changes.lines == ["program", "program", "edit", "program"])
    #expect(account.name == "bob" && account.tags == ["a"])
    let log = WriteLog()
    account.addWriteObserver(log)  // now one needs the values: both are told
    account.name = "cy"
    #expect(changes.lines.last == "program" && changes.lines.count == 5)
    #expect(log.lines == ["program bob -> cy"])
    #expect(field.text == "cy")
  }
}
