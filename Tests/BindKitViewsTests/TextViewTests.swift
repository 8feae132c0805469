import BindKit
import BindKitViews
import FoundationEssentials
import Testing

private final class Note: BindableObject {
  @Bound var body = ""
  @Bound var styledBody = AttributedString()
  @Bound var isEditable = true
  @Bound var isHidden = false
}

@Suite struct TextViewTests {
  @Test func typingReachesTheModelAndModelChangesReachTheView() {
    let note = Note()
    let view = TextView()
    note.bind(key: \.body, toView: view, viewKey: \.text)

    view.enterText("Call Bob\nBuy milk")
    #expect(note.body == "Call Bob\nBuy milk")
    note.body = "Done"
    #expect(view.text == "Done")
  }

  @Test(arguments: disabledOrHidden)
  func typingDoesNothingWhileNotEditableOrHidden(isEditable: Bool, isHidden: Bool) {
    let note = Note()
    note.body = "kept"
    note.isEditable = isEditable
    note.isHidden = isHidden
    let view = TextView()
    note.bind(key: \.body, toView: view, viewKey: \.text)
    note.bind(key: \.isEditable, toView: view, viewKey: \.isEditable)
    note.bind(key: \.isHidden, toView: view, viewKey: \.isHidden)

    view.enterText("typed")
    #expect(view.text == "kept")
    #expect(note.body == "kept")

    note.isEditable = true
    note.isHidden = false
    view.enterText("typed")
    #expect(note.body == "typed")
  }

  @Test func textAndAttributedTextShowTheSameCharacters() {
    let note = Note()
    let view = TextView(text: "first")
    #expect(view.attributedText == AttributedString("first"))

    note.bind(key: \.styledBody, toView: view, viewKey: \.attributedText)
    note.styledBody = emphasized("styled")
    #expect(view.text == "styled")
    #expect(view.attributedText == emphasized("styled"))

    view.enterText("typed")
    #expect(note.styledBody == AttributedString("typed"))
    #expect(view.attributedText == AttributedString("typed"))
  }

  @Test func programSetsAreNotReported() {
    let note = Note()
    note.body = "model"
    note.styledBody = emphasized("styled model")
    let view = TextView()
    note.bind(key: \.body, toView: view, viewKey: \.text)
    note.bind(key: \.styledBody, toView: view, viewKey: \.attributedText)

    view.text = "code"
    view.attributedText = emphasized("more code")
    #expect(view.text == "more code")
    #expect(note.body == "model")
    #expect(note.styledBody == emphasized("styled model"))
  }
}
