import BindKit
import BindKitViews
import FoundationEssentials
import Testing

private final class Greeting: BindableObject {
  @Bound var message = "Hello"
  @Bound var styledMessage = AttributedString()
  @Bound var isHidden = false
}

@Suite struct LabelTests {
  @Test func textFollowsTheModelAndProgramSetsAreNotReported() {
    let greeting = Greeting()
    let label = Label()
    greeting.bind(key: \.message, toView: label, viewKey: \.text)
    #expect(label.text == "Hello")

    greeting.message = "Goodbye"
    #expect(label.text == "Goodbye")
    #expect(label.attributedText == AttributedString("Goodbye"))
    label.text = "Set in code"
    #expect(greeting.message == "Goodbye")
  }

  @Test func attributedTextFollowsTheModelAndUpdatesText() {
    let greeting = Greeting()
    greeting.styledMessage = emphasized("Welcome")
    let label = Label(text: "before")
    greeting.bind(key: \.styledMessage, toView: label, viewKey: \.attributedText)
    #expect(label.attributedText == emphasized("Welcome"))
    #expect(label.text == "Welcome")

    label.attributedText = emphasized("In code")
    #expect(greeting.styledMessage == emphasized("Welcome"))
    #expect(label.text == "In code")
  }

  @Test func isHiddenFollowsTheModelAndProgramSetsAreNotReported() {
    let greeting = Greeting()
    greeting.isHidden = true
    let label = Label()
    greeting.bind(key: \.isHidden, toView: label, viewKey: \.isHidden)
    #expect(label.isHidden)

    greeting.isHidden = false
    #expect(!label.isHidden)
    label.isHidden = true
    #expect(!greeting.isHidden)
  }
}
