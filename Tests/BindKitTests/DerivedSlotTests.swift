import BindKit
import TestSupport
import Testing

/// `ViewSlot.derive(from:_:)`: a derived value is computed when read after its source changed, and not before. The
/// first slot derived from a source keeps its flag in the source slot; a second one has a flag of its own.
@Suite
@MainActor
struct DerivedSlotTests {
  @Test func aDerivedValueIsComputedOnceAfterEachChangeOfItsSource() {
    let source = ViewSlot("a")
    let derived = ViewSlot(0)
    var computed = 0
    derived.derive(from: source) { text in
      computed += 1
      return text.count
    }
    #expect(computed == 0)  // nothing until read
    #expect(derived.value == 1)
    #expect(derived.value == 1)
    #expect(computed == 1)
    source.set("abc")
    #expect(computed == 1)  // a change only marks it out of date
    #expect(derived.value == 3)
    #expect(computed == 2)
  }

  @Test func aValueStoredInADerivedSlotStandsUntilTheSourceChanges() {
    let source = ViewSlot("abc")
    let derived = ViewSlot(0)
    derived.derive(from: source) { $0.count }
    #expect(derived.value == 3)
    derived.set(10)
    #expect(derived.value == 10)
    source.set("abcd")
    #expect(derived.value == 4)
  }

  @Test func twoSlotsDerivedFromOneSourceAreEachComputedAfterItsChange() {
    let source = ViewSlot("ab")
    let count = ViewSlot(0)
    let upper = ViewSlot("")
    var upperComputed = 0
    count.derive(from: source) { $0.count }
    upper.derive(from: source) { text in
      upperComputed += 1
      return text.uppercased()
    }
    #expect(count.value == 2)
    source.set("xyz")
    #expect(count.value == 3)  // reading one does not make the other current
    #expect(upperComputed == 0)
    #expect(upper.value == "XYZ")
    #expect(upperComputed == 1)
    upper.set("mine")
    source.set("q")
    #expect(upper.value == "Q")
    #expect(count.value == 1)
    count.set(7)  // a store in the first derived slot leaves the second one current
    #expect(upper.value == "Q")
    #expect(upperComputed == 2)
  }

  @Test func aDerivedSlotSeesAChangeItsSourceReceivesFromABoundModel() {
    let person = Person()
    let field = RecordingSlotView()
    person.bind(key: \.name, toView: field, viewKey: \.text)
    #expect(field.length == person.name.count)
    person.name = "a much longer name"
    #expect(field.length == "a much longer name".count)
  }

  @Test func invalidateAndMarkCurrentWorkWithAndWithoutASource() {
    let standalone = ViewSlot(0)
    var next = 0
    standalone.deriveValue = {
      next += 1
      return next
    }
    standalone.invalidate()
    #expect(standalone.value == 1)
    #expect(standalone.value == 1)
    standalone.invalidate()
    standalone.markCurrent()
    #expect(standalone.value == 1)  // marked current: not computed again

    let source = ViewSlot("a")
    let derived = ViewSlot(0)
    derived.derive(from: source) { $0.count }
    #expect(derived.value == 1)
    derived.set(5)
    derived.invalidate()  // out of date again, with no change of the source
    #expect(derived.value == 1)
  }
}

/// A view with a property derived from its text.
final class RecordingSlotView: BindableView {
  let bindingRegistrar = BindingRegistrar()
  @ViewProperty var text = ""
  @ViewProperty var length = 0

  init() {
    $length.derive(from: $text) { $0.count }
  }
}
