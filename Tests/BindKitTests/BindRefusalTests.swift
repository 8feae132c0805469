import BindKit
import Synchronization
import TestSupport
import Testing

/// A refusal on the quick path names the model property by its declared name.
@Suite struct BindRefusalTests {
  @Test func aViewKeyThatIsNotAViewPropertyIsRefusedNamingBothEnds() {
    let messages = Mutex<[String]>([])
    let record: @Sendable (String) -> Void = { message in messages.withLock { $0.append(message) } }
    BindKitDiagnostics.withProgrammerErrorHandler(record) {
      let token = Person().bind(key: \.name, toView: ProbeView(), viewKey: \.plain)
      #expect(!token.isBound)
    }
    let message = messages.withLock { $0 }.first ?? ""
    #expect(message.contains("Person") && message.contains("name"))
    #expect(message.contains("ProbeView") && message.contains("plain"))
  }

  @Test func aViewKeyWhoseReadTouchesTwoViewPropertiesIsRefusedAndTheViewKeepsItsValues() {
    let messages = Mutex<[String]>([])
    let record: @Sendable (String) -> Void = { message in messages.withLock { $0.append(message) } }
    let view = TwoSlotView()
    let person = Person()
    person.name = "Ann"
    BindKitDiagnostics.withProgrammerErrorHandler(record) {
      let token = person.bind(key: \.name, toView: view, viewKey: \.both)
      #expect(!token.isBound)
    }
    #expect(view.first == "a" && view.second == "b")
    let message = messages.withLock { $0 }.first ?? ""
    // A computed key path describes itself by its type only ("computed String"), so the view key is not named.
    #expect(message.contains("Person") && message.contains("name"), "\(message)")
    #expect(message.contains("TwoSlotView") && message.contains("is not a @ViewProperty"), "\(message)")
  }
}

/// A view whose `both` reads (and writes) two `@ViewProperty` slots: not one view property a binding can own.
private final class TwoSlotView: BindableView {
  let bindingRegistrar = BindingRegistrar()
  @ViewProperty var first = "a"
  @ViewProperty var second = "b"
  var both: String {
    get { first + second }
    set {
      first = newValue
      second = newValue
    }
  }
}
