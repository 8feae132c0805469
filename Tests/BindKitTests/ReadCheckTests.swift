import Testing

@testable import BindKit

/// A computed property's evaluation checks its reads against the boxes it read the time before (`ReadCheck`).
@Suite struct ReadCheckTests {
  private final class Storage {}

  @Test func theSameReadsInTheSameOrderMatchAndARepeatedReadCountsOnce() {
    let a = Storage()
    let b = Storage()
    var check = ReadCheck(expecting: [a, b])
    check.note(a)
    check.note(a)
    check.note(b)
    #expect(check.readTheExpected)
    #expect(check.takeReads().map(ObjectIdentifier.init) == [ObjectIdentifier(a), ObjectIdentifier(b)])
  }

  @Test func fewerReadsDoNotMatchAndAreTheExpectedPrefix() {
    let a = Storage()
    let b = Storage()
    var check = ReadCheck(expecting: [a, b])
    check.note(a)
    #expect(!check.readTheExpected)
    #expect(check.takeReads().map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
  }

  @Test func aReadThatDiffersKeepsEveryReadFromTheFirst() {
    let a = Storage()
    let b = Storage()
    let c = Storage()
    var check = ReadCheck(expecting: [a, b])
    check.note(a)
    check.note(c)
    check.note(b)
    #expect(!check.readTheExpected)
    #expect(
      check.takeReads().map(ObjectIdentifier.init) == [ObjectIdentifier(a), ObjectIdentifier(c), ObjectIdentifier(b)])
  }

  @Test func theSameReadsInAnotherOrderDiffer() {
    let a = Storage()
    let b = Storage()
    var check = ReadCheck(expecting: [a, b])
    check.note(b)
    check.note(a)
    #expect(!check.readTheExpected)
    #expect(check.takeReads().map(ObjectIdentifier.init) == [ObjectIdentifier(b), ObjectIdentifier(a)])
  }

  @Test func nothingExpectedMatchesOnlyNoRead() {
    var none = ReadCheck(expecting: [])
    #expect(none.readTheExpected)
    none.note(Storage())
    #expect(!none.readTheExpected)
  }

  private final class Pair: BindableObject {
    @Bound var first = 1
    @Bound var second = 2
    @Bound var firstIsRead = true
    /// Reads both, in an order that `firstIsRead` decides.
    var sum: Int { firstIsRead ? first + second : second + first }
  }

  private final class Shown: BindableView {
    let bindingRegistrar = BindingRegistrar()
    @ViewProperty var value = 0
  }

  @Test func aComputedPropertyWhoseReadsSwapOrderFollowsBothProperties() {
    let pair = Pair()
    let shown = Shown()
    pair.bind(key: \.sum, toView: shown, viewKey: \.value)
    #expect(shown.value == 3)
    pair.firstIsRead = false
    pair.first = 10
    #expect(shown.value == 12)
    pair.second = 20
    #expect(shown.value == 30)
    pair.firstIsRead = true
    pair.first = 5
    #expect(shown.value == 25)
  }
}
