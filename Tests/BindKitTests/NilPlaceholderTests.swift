import BindKit
import BindKitViews
import Testing

private final class Contact: BindableObject {
  @Bound var nickname: String? = nil
  @Bound var team: Int? = nil
  var didUpdateCount = 0

  /// Computed and optional, reached through its key path.
  var shoutedNickname: String? {
    get { nickname?.uppercased() }
    set { nickname = newValue?.lowercased() }
  }

  override func boundPropertiesDidUpdate() { didUpdateCount += 1 }
}

@Suite struct NilPlaceholderTests {
  @Test func nilShowsAsThePlaceholderAndAnEditBackToItWritesNil() {
    let contact = Contact()
    let field = TextField()
    contact.bind(key: \.nickname, toView: field, viewKey: \.text, nilPlaceholder: "")
    #expect(field.text == "")
    field.enterText("Bob")
    #expect(contact.nickname == "Bob")
    field.clear()
    #expect(contact.nickname == nil)
    #expect(contact.didUpdateCount == 2)
    contact.nickname = "Al"
    #expect(field.text == "Al")
    contact.nickname = nil
    #expect(field.text == "")
  }

  @Test func aPlaceholderOtherThanEmptyStandsForNilBothWays() {
    let contact = Contact()
    let label = Label()
    let field = TextField()
    contact.bind(key: \.nickname, toView: label, viewKey: \.text, nilPlaceholder: "(none)")
    contact.bind(key: \.nickname, toView: field, viewKey: \.text, nilPlaceholder: "(none)")
    #expect(label.text == "(none)")
    field.enterText("Bob")
    #expect(label.text == "Bob")
    field.enterText("(none)")
    #expect(contact.nickname == nil)
    #expect(label.text == "(none)")
  }

  @Test func noSelectionIsNil() {
    let contact = Contact()
    let teams = SegmentedControl(segments: ["Red", "Blue"])
    contact.bind(
      key: \.team, toView: teams, viewKey: \.selectedSegmentIndex, nilPlaceholder: SegmentedControl.noSegment)
    #expect(teams.selectedSegmentIndex == -1)
    teams.select(1)
    #expect(contact.team == 1)
    contact.team = nil
    #expect(teams.selectedSegmentIndex == -1)
  }

  @Test func aComputedOptionalPropertyShowsAndWritesNilThroughThePlaceholder() {
    let contact = Contact()
    let field = TextField()
    contact.bind(key: \.shoutedNickname, toView: field, viewKey: \.text, nilPlaceholder: "")
    contact.nickname = "bob"
    #expect(field.text == "BOB")
    field.enterText("ANN")
    #expect(contact.nickname == "ann")
    field.clear()
    #expect(contact.nickname == nil)
  }

  @Test func thePlaceholderConverterWorksWithDeferredUpdates() {
    let contact = Contact()
    let field = TextField()
    let token = contact.bind(
      key: \.nickname, toView: field, viewKey: \.text, converter: .nilPlaceholder("-"), updates: .onCommit)
    #expect(field.text == "-")
    field.enterText("Zed")
    #expect(contact.nickname == nil)
    #expect(token.commit())
    #expect(contact.nickname == "Zed")
    field.enterText("-")
    field.endEditing()
    #expect(contact.nickname == nil)
  }
}
