import TestSupport
import Testing

@testable import BindKit

/// A computed property that reads `name` only while `showsName` is set.
private final class Badge: BindableObject {
  @Bound var showsName = false
  @Bound var name = "ann"
  var caption: String { showsName ? name : "-" }
}

/// Computed properties and manual notification.
@Suite struct ComputedAndManualTests {
  @Test func aPropertyFirstReadWhenAComputedPropertyIsEvaluatedAgainIsFollowedAndBindsAsItself() {
    let badge = Badge()
    let captionView = ProbeView()
    let nameView = ProbeView()
    badge.bind(key: \.caption, toView: captionView, viewKey: \.text)
    #expect(captionView.text == "-")
    // The re-evaluation is the first read of `name`: it makes the property's box, outside any bind.
    badge.showsName = true
    #expect(captionView.text == "ann")
    badge.name = "bo"
    #expect(captionView.text == "bo")
    // The box made there is the property's own: a two-way binding to `name` finds it and carries edits both ways.
    let token = badge.bind(key: \.name, toView: nameView, viewKey: \.text)
    #expect(token.isBound)
    #expect(nameView.text == "bo")
    nameView.type("cy")
    #expect(badge.name == "cy")
    #expect(captionView.text == "cy")
    badge.name = "di"
    #expect(nameView.text == "di")
    #expect(captionView.text == "di")
  }

  /// The one-way bind's equality test (the value type's own `==`, made where the types are concrete) keeps an
  /// unchanged value from the view; the view's slot itself stores every value it is given.
  @Test func aComputedPropertyReachesTheViewOnlyWhenItsValueChanges() {
    final class Counter: BindableObject {
      @Bound var count = 0
      var parity: String { count.isMultiple(of: 2) ? "even" : "odd" }
    }
    let counter = Counter()
    let view = ProbeView()
    counter.bind(key: \.parity, toView: view, viewKey: \.text)
    counter.count = 2
    counter.count = 3
    counter.count = 5
    counter.count = 6
    #expect(view.textChanges == ["even", "odd", "even"])
  }

  @Test func aComputedPropertyFollowsTheBoundPropertyItReads() {
    let person = Person()
    let view = ProbeView()
    person.bind(key: \.shoutedName, toView: view, viewKey: \.text)
    person.name = "jo"
    #expect(view.text == "JO")
    #expect(view.textChanges == ["", "JO"])
  }

  @Test func anEditOfAComputedPropertyGoesThroughItsSetterWithoutEcho() {
    let person = Person()
    let view = ProbeView()
    let plainView = ProbeView()
    person.bind(key: \.shoutedName, toView: view, viewKey: \.text)
    person.bind(key: \.name, toView: plainView, viewKey: \.text)
    view.type("KIM")
    #expect(person.name == "kim")
    #expect(plainView.text == "kim")
    #expect(view.textChanges == ["", "KIM"])
    #expect(person.log == ["override"])
  }

  @Test func aPropertyBackedElsewhereUpdatesViewsWhenTheModelAnnouncesIt() {
    let person = Person()
    let view = ProbeView()
    person.bind(key: \.manualTitle, toView: view, viewKey: \.text)
    person.manualTitle = "Dr"
    #expect(view.text == "Dr")
    #expect(person.log == ["override"])
    view.type("Prof")
    #expect(person.storage["title"] == "Prof")
    #expect(view.textChanges == ["", "Dr", "Prof"])
  }

  @Test func didChangeValueOnABoundPropertyRedeliversItsValue() {
    let person = Person()
    let view = ProbeView()
    person.bind(key: \.name, toView: view, viewKey: \.text)
    person.didChangeValue(for: \.name)
    #expect(view.textChanges == ["", ""])
    #expect(person.log == ["override"])
  }

  @Test func aStoredPropertyDeclaredAsAnnouncedByHandIsReadOnBindAndFollowsItsAnnouncements() {
    let note = Note()
    note.declared = "note"
    let view = ProbeView()
    note.bind(key: \.declared, toView: view, viewKey: \.text)
    #expect(view.text == "note")
    note.declared = "silent"
    #expect(view.text == "note")
    note.didChangeValue(for: \.declared)
    #expect(view.text == "silent")
    view.type("edited")
    #expect(note.declared == "edited")
  }

  @Test func bindingAStoredPropertyThatNobodyAnnouncesIsAProgrammerErrorNamingModelKeyAndView() {
    let note = Note()
    let view = ProbeView()
    let errors = MessageLog()
    let token = errors.capture { note.bind(key: \.undeclared, toView: view, viewKey: \.text) }
    #expect(!token.isBound)
    #expect(errors.all.count == 1)
    let message = errors.all.first ?? ""
    #expect(message.contains("Note"))
    #expect(message.contains("\\Note.undeclared"))
    #expect(message.contains("ProbeView"))
    #expect(message.contains("@Bound var undeclared"))
    #expect(message.contains("automaticallyNotifiesObservers(for:)"))
    // The converting variants are refused the same way.
    let converted = errors.capture {
      note.bind(
        key: \.undeclared, toView: view, viewKey: \.text, converter: Converter(toView: { $0 }, toModel: { $0 }))
    }
    #expect(!converted.isBound)
    #expect(errors.all.count == 2)
    // A computed property keeps binding, and so does a read-only key path to a constant (one way).
    #expect(errors.capture { note.bind(key: \.shouted, toView: view, viewKey: \.text) }.isBound)
    #expect(errors.capture { note.bind(key: \.constant, toView: view, viewKey: \.text) }.isBound)
    #expect(errors.all.count == 2)
  }
}

/// A final model with plain stored properties: one declared as announced by hand, one not.
///
/// (In a class that is not final, Swift's key path to a stored property goes through its accessors, since a
/// subclass may override it, and cannot be told from a computed property's: binding it keeps the warning that a
/// property reading no `@Bound` property gets.)
final class Note: BindableObject {
  var declared = ""
  var undeclared = ""
  let constant = "constant"
  @Bound var text = ""
  var shouted: String {
    get { text.uppercased() }
    set { text = newValue.lowercased() }
  }

  override class func automaticallyNotifiesObservers(for key: AnyKeyPath) -> Bool {
    key == \Note.declared ? false : super.automaticallyNotifiesObservers(for: key)
  }
}

/// A model whose computed property reads different properties depending on a flag.
final class Switcher: BindableObject {
  @Bound var useFirst = true
  @Bound var first = "a"
  @Bound var second = "b"
  var reads = 0
  var chosen: String {
    get {
      reads += 1
      return useFirst ? first : second
    }
    set {
      if useFirst { first = newValue } else { second = newValue }
    }
  }
}

/// Dependency tracking.
@Suite struct DependencyTrackingTests {
  @Test func aBranchThatStopsReadingAPropertyStopsDependingOnIt() {
    let model = Switcher()
    let view = ProbeView()
    model.bind(key: \.chosen, toView: view, viewKey: \.text)
    #expect(view.text == "a")
    model.useFirst = false
    #expect(view.text == "b")
    let readsBefore = model.reads
    model.first = "changed, no longer read"
    #expect(model.reads == readsBefore)
    #expect(view.text == "b")
    model.second = "c"
    #expect(view.text == "c")
  }

  /// A getter whose reads alternate keeps the listener of the property it reads every other time, resting in between,
  /// and a property it stops reading for two evaluations loses its listener.
  @Test func aPropertyReadEveryOtherEvaluationKeepsItsListenerAndOneNotReadTwiceLosesIt() throws {
    let model = Switcher()
    let view = ProbeView()
    model.bind(key: \.chosen, toView: view, viewKey: \.text)
    let first = try #require(model.endpoint(for: \Switcher.first) as? PropertyBox<String>)
    #expect(first.observerCount == 1)
    model.useFirst = false
    // Resting: still in the box's list, passing nothing on.
    #expect(first.observerCount == 1)
    let readsBefore = model.reads
    model.first = "x"
    #expect(model.reads == readsBefore)
    #expect(view.text == "b")
    model.useFirst = true
    #expect(view.text == "x")
    #expect(first.observerCount == 1)
    model.first = "y"
    #expect(view.text == "y")
    model.useFirst = false
    model.second = "c"
    #expect(view.text == "c")
    #expect(first.observerCount == 0)
    model.first = "z"
    #expect(view.text == "c")
  }
}

/// A team whose `title` reads one of its own properties and one of another model's.
private final class Team: BindableObject {
  @Bound var name = "blue"
  let coach: Coach
  /// Called by `deinit` after it sets `name`, while the bindings still hold.
  var onDeinit: (() -> Void)?
  init(coach: Coach) { self.coach = coach }
  var title: String { "\(name) (\(coach.name))" }
  deinit {
    name = "gone"
    onDeinit?()
  }
}

private final class Coach: BindableObject {
  @Bound var name = "ann"
}

/// Re-evaluation after a change of the computed property's own model's property (which uses the model without a weak
/// load: whoever set the property holds the model), and of another model's (which loads it).
@Suite struct DependencyOwnerTests {
  @Test func aComputedPropertyFollowsItsOwnModelsPropertiesAndAnotherModels() {
    let coach = Coach()
    let team = Team(coach: coach)
    let view = ProbeView()
    team.bind(key: \.title, toView: view, viewKey: \.text)
    team.name = "red"
    #expect(view.text == "red (ann)")
    coach.name = "bo"
    #expect(view.text == "red (bo)")
    // An edit of the other model's property through its own binding re-evaluates too (the edit holds that model).
    let coachView = ProbeView()
    coach.bind(key: \.name, toView: coachView, viewKey: \.text)
    coachView.type("cy")
    #expect(view.text == "red (cy)")
    #expect(view.textChanges == ["blue (ann)", "red (ann)", "red (bo)", "red (cy)"])
  }

  @Test func anotherModelsChangeAfterTheComputedPropertysModelIsGoneReachesNothing() {
    let coach = Coach()
    let view = ProbeView()
    do {
      let team = Team(coach: coach)
      team.bind(key: \.title, toView: view, viewKey: \.text)
      coach.name = "bo"
      #expect(view.text == "blue (bo)")
    }
    let shown = view.textChanges
    coach.name = "cy"
    #expect(view.textChanges == shown)
  }

  /// A set in the model's own `deinit` (before the binding ends) reaches the view through the computed property, as
  /// it does through a binding of the `@Bound` property itself.
  @Test func aSetInTheModelsDeinitReachesAViewOfAComputedPropertyBeforeTheBindingEnds() {
    let coach = Coach()
    let view = ProbeView()
    let nameView = ProbeView()
    var seenAtDeinit: (title: String, name: String)?
    do {
      let team = Team(coach: coach)
      team.bind(key: \.title, toView: view, viewKey: \.text)
      team.bind(key: \.name, toView: nameView, viewKey: \.text)
      team.onDeinit = { seenAtDeinit = (view.text, nameView.text) }
    }
    #expect(seenAtDeinit?.name == "gone")
    #expect(seenAtDeinit?.title == "gone (ann)")
    // The bindings ended with the model; the other model's later changes reach neither view.
    coach.name = "bo"
    #expect(view.text == "gone (ann)")
  }
}

/// A banner whose `shown` reads a stored property the model announces by hand.
private final class Banner: BindableObject {
  var text = "on"
  var shown: String { text.uppercased() }
  /// Told the view's text in `deinit`, after the announcement.
  var onDeinit: (() -> Void)?
  override class func automaticallyNotifiesObservers(for key: AnyKeyPath) -> Bool { key != \Banner.text }
  deinit {
    text = "off"
    didChangeValue(for: \.shown)
    onDeinit?()
  }
}

extension DependencyOwnerTests {
  /// `didChangeValue(for:)` of a computed property in the model's own `deinit` reaches its view, as a set of a `@Bound`
  /// property it reads does.
  @Test func anAnnouncementInTheModelsDeinitReachesAViewOfTheComputedProperty() {
    let view = ProbeView()
    var seenAtDeinit: String?
    do {
      let banner = Banner()
      banner.bind(key: \.shown, toView: view, viewKey: \.text)
      #expect(view.text == "ON")
      banner.onDeinit = { seenAtDeinit = view.text }
    }
    #expect(seenAtDeinit == "OFF")
  }
}
