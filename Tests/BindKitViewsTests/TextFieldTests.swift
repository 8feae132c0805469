import BindKit
import BindKitViews
import FoundationEssentials
import Testing

private final class Account: BindableObject {
  @Bound var username = ""
  @Bound var bio = AttributedString()
  @Bound var hint = ""
  @Bound var canEdit = true
  @Bound var isHidden = false
}

@Suite struct TextFieldTests {
  @Test func typingReachesTheModelAndModelChangesReachTheField() {
    let account = Account()
    let field = TextField()
    account.bind(key: \.username, toView: field, viewKey: \.text)

    field.enterText("alice")
    #expect(account.username == "alice")
    account.username = "bob"
    #expect(field.text == "bob")
  }

  @Test func enterTextReplacesTheContents() {
    let account = Account()
    account.username = "old"
    let field = TextField()
    account.bind(key: \.username, toView: field, viewKey: \.text)

    field.enterText("new")
    #expect(field.text == "new")
    #expect(account.username == "new")
  }

  @Test func clearEmptiesTheFieldAndTheModel() {
    let account = Account()
    account.username = "alice"
    let field = TextField()
    account.bind(key: \.username, toView: field, viewKey: \.text)

    field.clear()
    #expect(field.text.isEmpty)
    #expect(account.username.isEmpty)
  }

  @Test(arguments: disabledOrHidden)
  func gesturesDoNothingWhileDisabledOrHidden(isEnabled: Bool, isHidden: Bool) {
    let account = Account()
    account.username = "kept"
    account.canEdit = isEnabled
    account.isHidden = isHidden
    let field = TextField()
    account.bind(key: \.username, toView: field, viewKey: \.text)
    account.bind(key: \.canEdit, toView: field, viewKey: \.isEnabled)
    account.bind(key: \.isHidden, toView: field, viewKey: \.isHidden)

    field.enterText("typed")
    field.clear()
    #expect(field.text == "kept")
    #expect(account.username == "kept")

    account.canEdit = true
    account.isHidden = false
    field.enterText("typed")
    #expect(account.username == "typed")
  }

  @Test func placeholderFollowsTheModelAndProgramSetsAreNotReported() {
    let account = Account()
    account.hint = "User name"
    let field = TextField()
    account.bind(key: \.hint, toView: field, viewKey: \.placeholder)
    #expect(field.placeholder == "User name")

    account.hint = "E-mail"
    #expect(field.placeholder == "E-mail")
    field.placeholder = "Set in code"
    #expect(account.hint == "E-mail")
  }

  @Test func settingTextUpdatesAttributedText() {
    let field = TextField(text: "hello", placeholder: "")
    #expect(field.attributedText == AttributedString("hello"))
    field.text = "bye"
    #expect(field.attributedText == AttributedString("bye"))
  }

  @Test func settingAttributedTextUpdatesTextAndKeepsItsAttributes() {
    let field = TextField()
    field.attributedText = emphasized("bold")
    #expect(field.text == "bold")
    #expect(field.attributedText == emphasized("bold"))
    #expect(field.attributedText != AttributedString("bold"), "the attributes were kept, not derived from text")
  }

  @Test func attributedTextIsBuiltOnlyWhenRead() throws {
    let account = Account()
    let field = TextField()
    account.bind(key: \.username, toView: field, viewKey: \.text)
    var derivations = 0
    let derive = try #require(field.$attributedText.deriveValue)
    field.$attributedText.deriveValue = nil  // replacing the adapter's hook deliberately
    field.$attributedText.deriveValue = {
      derivations += 1
      return derive()
    }

    for name in ["a", "b", "c"] { account.username = name }
    field.enterText("typed")
    #expect(derivations == 0)
    #expect(field.attributedText == AttributedString("typed"))
    _ = field.attributedText
    #expect(derivations == 1)
  }

  @Test func aModelsAttributedTextReachesTextWithoutBeingReported() {
    let account = Account()
    account.username = "old"
    let field = TextField()
    account.bind(key: \.username, toView: field, viewKey: \.text)
    account.bind(key: \.bio, toView: field, viewKey: \.attributedText)

    account.bio = emphasized("new")
    #expect(field.attributedText == emphasized("new"))
    #expect(field.text == "new")
    #expect(account.username == "old")
  }

  @Test func typingReportsAttributedTextOnlyWhenItIsBound() throws {
    let account = Account()
    let field = TextField()
    account.bind(key: \.username, toView: field, viewKey: \.text)
    var derivations = 0
    let derive = try #require(field.$attributedText.deriveValue)
    field.$attributedText.deriveValue = nil  // replacing the adapter's hook deliberately
    field.$attributedText.deriveValue = {
      derivations += 1
      return derive()
    }
    field.enterText("plain")
    #expect(derivations == 0)

    account.bind(key: \.bio, toView: field, viewKey: \.attributedText)
    field.enterText("both")
    #expect(account.username == "both")
    #expect(account.bio == AttributedString("both"))
  }

  @Test func bindingAttributedTextWhileItIsOutOfDateWorks() {
    let account = Account()
    account.bio = emphasized("from model")
    let field = TextField()
    field.text = "makes attributedText out of date"

    let token = account.bind(key: \.bio, toView: field, viewKey: \.attributedText)
    #expect(token.isBound)
    #expect(field.attributedText == emphasized("from model"))
    #expect(field.text == "from model")
  }

  @Test(arguments: [String(repeating: "x", count: 1_000_000), "e\u{301}👍🏽\u{0}\n\t", ""])
  func unusualTextSurvivesTheRoundTrip(_ text: String) {
    let account = Account()
    account.username = "before"
    let field = TextField()
    account.bind(key: \.username, toView: field, viewKey: \.text)
    account.bind(key: \.bio, toView: field, viewKey: \.attributedText)

    field.enterText(text)
    #expect(account.username == text)
    #expect(String(account.bio.characters) == text)
    account.bio = AttributedString(text + "!")
    #expect(field.text == text + "!")
  }
}
