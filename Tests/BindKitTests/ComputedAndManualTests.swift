import BindKit
import Testing

@Suite("Computed properties and manual notification")
struct ComputedAndManualTests {
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

  @Test func aPlainStoredPropertyIsReadOnBindAndFollowsManualNotification() {
    let person = Person()
    person.plainNote = "note"
    let view = ProbeView()
    person.bind(key: \.plainNote, toView: view, viewKey: \.text)
    #expect(view.text == "note")
    person.plainNote = "silent"
    #expect(view.text == "note")
    person.didChangeValue(for: \.plainNote)
    #expect(view.text == "silent")
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

@Suite("Dependency tracking")
struct DependencyTrackingTests {
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
}
