// The BindKit for Linux code of Docs/MigratingFromBindKit.md, compiled and run: one test per snippet, each naming
// its section. Edit a snippet here and in the guide together.

public import BindKit
import BindKitViews
import Synchronization
import Testing

// Section "A model and its bindings"
final class LogonModel: BindableObject {
  @Bound var username = ""
  @Bound var password = ""
  @Bound var logonEnabled = false

  override func boundPropertiesDidUpdate() {
    logonEnabled = !username.isEmpty && !password.isEmpty
  }
}

// Section "Writing an adapter (the vendor API)"
/// A headless search bar: the text a person searches for.
public final class SearchBar: BindableView {
  /// The view's binding bookkeeping.
  public let bindingRegistrar = BindingRegistrar()
  /// The text in the search field.
  @ViewProperty public var text = ""
  /// Whether the search bar is hidden; a hidden bar ignores typing.
  @ViewProperty public var isHidden = false

  /// Creates an empty, visible search bar.
  public init() {}

  /// A person typed in the search field: `newText` replaces its contents, and is reported to the bound model.
  public func type(_ newText: String) {
    guard !$isHidden.value else { return }
    $text.userDidEdit(newText)
  }
}

/// A model for the search bar.
private final class SearchModel: BindableObject {
  @Bound var query = ""
}

/// The code of Docs/MigratingFromBindKit.md, compiled and run.
@Suite struct MigratingFromBindKitTests {
  // Section "A model and its bindings"
  @Test func aModelAndItsBindings() {
    let model = LogonModel()
    let usernameField = TextField()
    let passwordField = TextField()
    let logonButton = Button(title: "Log on")
    model.bind(key: \.username, toView: usernameField, viewKey: \.text)
    model.bind(key: \.password, toView: passwordField, viewKey: \.text)
    model.bind(key: \.logonEnabled, toView: logonButton, viewKey: \.isEnabled)
    #expect(!logonButton.isEnabled)

    usernameField.enterText("alice")  // a person types: model.username == "alice"
    #expect(model.username == "alice")
    passwordField.enterText("secret")  // logonButton.isEnabled == true
    #expect(logonButton.isEnabled)
  }

  // Section "The model side, call by call": unbinding, which BindKit did not have.
  @Test func bindingsCanEnd() {
    let model = LogonModel()
    let field = TextField()
    let token = model.bind(key: \.username, toView: field, viewKey: \.text)
    #expect(model.bindings.count == 1 && field.bindingRegistrar.bindings.count == 1)
    token.unbind()
    #expect(model.bindings.isEmpty)
    model.bind(key: \.username, toView: field, viewKey: \.text)
    field.unbindAll()
    #expect(model.bindings.isEmpty)
  }

  // Section "The model side, call by call": the quirks of the callbacks, fixed.
  @Test func callbacksRunOnceAndNotOnAssignment() {
    let model = LogonModel()
    let fields = [TextField(), TextField(), TextField()]
    for field in fields { model.bind(key: \.username, toView: field, viewKey: \.text) }
    var runs = 0
    model.boundPropertiesUpdateBlock = { runs += 1 }
    #expect(runs == 0)  // assigning it does not call it
    model.username = "a"
    #expect(runs == 1)  // once, not N² times
    model.username = "a"
    #expect(runs == 1)  // the same value: nobody is notified
    fields[0].enterText("b")
    #expect(runs == 2 && fields[1].text == "b" && fields[2].text == "b")
  }

  // Section "Errors": an unbalanced end, handled.
  @Test func anUnbalancedEndIsReported() {
    let model = LogonModel()
    let reports = Mutex(0)
    let count: @Sendable (String) -> Void = { _ in reports.withLock { $0 += 1 } }
    BindKitDiagnostics.withProgrammerErrorHandler(count) {
      model.endUpdatingBoundProperties()
    }
    #expect(reports.withLock { $0 } == 1)
    #expect(!model.isUpdatingBoundProperties)
  }

  // Section "Writing an adapter (the vendor API)"
  @Test func theSearchBarAdapter() {
    let model = SearchModel()
    let bar = SearchBar()
    model.bind(key: \.query, toView: bar, viewKey: \.text)
    bar.type("swift")
    #expect(model.query == "swift")
    model.query = "linux"
    #expect(bar.text == "linux")
    bar.isHidden = true
    bar.type("ignored")
    #expect(model.query == "linux")
  }
}
