import BindKit
import Synchronization
import TestSupport
import Testing

/// A refusal on the quick path names the model property by its declared name. (Not in
/// BindResolutionTests.swift: .ci/run also runs that file's suite built for release, where installing a handler with
/// TaskLocal.withValue crashes on Swift 6.3.1.)
@Suite struct BindRefusalTests {
  @Test func aViewKeyThatIsNotAViewPropertyIsRefusedNamingBothEnds() {
    let messages = Mutex<[String]>([])
    let record: @Sendable (String) -> Void = { message in messages.withLock { $0.append(message) } }
    BindKitDiagnostics.$programmerErrorHandler.withValue(record) {
      let token = Person().bind(key: \.name, toView: ProbeView(), viewKey: \.plain)
      #expect(!token.isBound)
    }
    let message = messages.withLock { $0 }.first ?? ""
    #expect(message.contains("Person") && message.contains("name"))
    #expect(message.contains("ProbeView") && message.contains("plain"))
  }
}
