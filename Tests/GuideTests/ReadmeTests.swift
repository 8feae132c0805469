// The example in README.md, compiled and run. Edit it here and in the README together.

import BindKit
import BindKitViews
import Testing

final class Account: BindableObject {
  @Bound var username = ""
}

/// The code of README.md, compiled and run.
@Suite struct ReadmeTests {
  // The example under the two commands.
  @Test func theTenLineExample() {
    let account = Account()
    let field = TextField(placeholder: "User name")
    account.bind(key: \.username, toView: field, viewKey: \.text)
    field.enterText("alice")  // a person types: account.username == "alice"
    #expect(account.username == "alice")
    account.username = "bob"  // the field shows "bob"
    #expect(field.text == "bob")
  }
}
