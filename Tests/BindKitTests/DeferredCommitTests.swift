import BindKit
import BindKitViews
import Testing

private final class Search: BindableObject {
  @Bound var query = ""
  @Bound var limit = 10
  var log: [String] = []

  override func boundPropertiesDidUpdate() { log.append("did update: \(query) \(limit)") }
}

@Suite struct DeferredCommitTests {
  @Test func editsWaitForReturn() {
    let search = Search()
    let field = TextField()
    let preview = Label()
    let token = search.bind(key: \.query, toView: field, viewKey: \.text, updates: .onCommit)
    search.bind(key: \.query, toView: preview, viewKey: \.text)
    field.enterText("s")
    field.enterText("sw")
    field.enterText("swift")
    #expect(search.query == "")
    #expect(preview.text == "")
    #expect(token.hasPendingEdit)
    #expect(search.log.isEmpty)

    field.endEditing()
    #expect(search.query == "swift")
    #expect(preview.text == "swift")
    #expect(!token.hasPendingEdit)
    #expect(search.log == ["did update: swift 10"])
  }

  @Test func commitWritesAndDiscardRestoresTheModelsValue() {
    let search = Search()
    search.query = "kept"
    let field = TextField()
    let token = search.bind(key: \.query, toView: field, viewKey: \.text, updates: .onCommit)
    field.enterText("draft")
    token.discard()
    #expect(field.text == "kept")
    #expect(search.query == "kept")
    #expect(!token.hasPendingEdit)

    field.enterText("final")
    #expect(token.commit())
    #expect(search.query == "final")
    #expect(token.commit())  // nothing pending
  }

  @Test func aModelChangeWhileAnEditIsPendingKeepsThePersonsEdit() {
    let search = Search()
    let field = TextField()
    let token = search.bind(key: \.query, toView: field, viewKey: \.text, updates: .onCommit)
    field.enterText("mine")
    search.query = "theirs"
    #expect(field.text == "mine")
    token.discard()
    #expect(field.text == "theirs")

    field.enterText("mine again")
    search.query = "theirs again"
    token.commit()
    #expect(search.query == "mine again")
    #expect(field.text == "mine again")
    search.query = "after"
    #expect(field.text == "after")  // nothing pending: model changes show again
  }

  @Test func aRefusedCommitStaysPending() {
    let search = Search()
    let field = TextField()
    let token = search.bind(
      key: \.limit, toView: field, viewKey: \.text, converter: .integerText, updates: .onCommit)
    field.enterText("many")
    #expect(token.validationError == nil)  // not checked until the commit
    field.endEditing()
    #expect(search.limit == 10)
    #expect(token.hasPendingEdit)
    #expect(token.validationError != nil)
    #expect(!token.commit())

    field.enterText(" 25 ")
    #expect(token.commit())
    #expect(search.limit == 25)
    #expect(field.text == "25")
    #expect(token.validationError == nil)
  }

  @Test func endingEditingDoesNothingWhileTheFieldIsDisabled() {
    let search = Search()
    let field = TextField()
    let token = search.bind(key: \.query, toView: field, viewKey: \.text, updates: .onCommit)
    field.enterText("held")
    field.isEnabled = false
    field.endEditing()
    #expect(search.query == "")
    #expect(token.hasPendingEdit)
    token.commit()  // the program may still commit
    #expect(search.query == "held")
  }

  @Test func aTextViewCommitsWhenEditingEnds() {
    let search = Search()
    let notes = TextView()
    search.bind(key: \.query, toView: notes, viewKey: \.text, updates: .onCommit)
    notes.enterText("line one\nline two")
    #expect(search.query == "")
    notes.endEditing()
    #expect(search.query == "line one\nline two")
  }

  @Test func continuousUpdatesAreThePlainBinding() {
    let search = Search()
    let field = TextField()
    let token = search.bind(key: \.query, toView: field, viewKey: \.text, updates: .continuously)
    field.enterText("at once")
    #expect(search.query == "at once")
    #expect(!token.hasPendingEdit)
    field.endEditing()
    #expect(search.query == "at once")
  }

  @Test func anUnboundBindingHoldsNothing() {
    let search = Search()
    let field = TextField()
    let token = search.bind(key: \.query, toView: field, viewKey: \.text, updates: .onCommit)
    field.enterText("draft")
    token.unbind()
    #expect(!token.hasPendingEdit)
    #expect(token.commit())
    #expect(search.query == "")
    #expect(field.text == "draft")
  }
}
