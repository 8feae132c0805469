import BindKit
import Dispatch
import Synchronization
import TestSupport
import Testing

/// A model type used only by these tests, so messages from tests running in parallel are easy to tell apart.
final class DiagnosedModel: BindableObject {
  @Bound var title = ""
  /// A computed property that reads no `@Bound` property (nothing will ever announce it).
  var unannounced: String {
    get { "constant" }
    set {}
  }
}

/// Diagnostics: the log handler and the binding graph.
@Suite(.serialized) struct DiagnosticsTests {
  /// Collects log messages mentioning `DiagnosedModel` while `body` runs at `level`.
  func messages(at level: BindKitDiagnostics.LogLevel, during body: () -> Void) -> [String] {
    let collected = Mutex<[String]>([])
    let previous = BindKitDiagnostics.logLevel
    BindKitDiagnostics.logLevel = level
    BindKitDiagnostics.setLogHandler { level, message in
      if message.contains("DiagnosedModel") { collected.withLock { $0.append("\(level): \(message)") } }
    }
    body()
    BindKitDiagnostics.setLogHandler(nil)
    BindKitDiagnostics.logLevel = previous
    return collected.withLock { $0 }
  }

  @Test func debugLoggingReportsBindAndUnbind() {
    let log = messages(at: .debug) {
      let model = DiagnosedModel()
      let view = ProbeView()
      let token = model.bind(key: \.title, toView: view, viewKey: \.text)
      token.unbind()
    }
    #expect(
      log == [
        "debug: bound DiagnosedModel.title <-> ProbeView.text",
        "debug: unbound DiagnosedModel.title <-> ProbeView.text",
      ])
  }

  @Test func theDefaultLevelKeepsDebugMessagesBack() {
    let log = messages(at: .warning) {
      let model = DiagnosedModel()
      model.bind(key: \.title, toView: ProbeView(), viewKey: \.text)
    }
    #expect(log.isEmpty)
  }

  @Test func bindingAPropertyNothingAnnouncesIsAWarning() {
    let log = messages(at: .warning) {
      let model = DiagnosedModel()
      model.bind(key: \.unannounced, toView: ProbeView(), viewKey: \.text)
    }
    #expect(log.count == 1)
    #expect(log.first?.hasPrefix("warning: DiagnosedModel") == true)
    #expect(log.first?.contains("didChangeValue(for:)") == true)
  }

  @Test func programmerErrorsAreLoggedAsErrors() {
    let errors = MessageLog()
    let log = messages(at: .error) {
      let model = DiagnosedModel()
      errors.capture { _ = model.bind(key: \.title, toView: ProbeView(), viewKey: \.plain) }
    }
    #expect(errors.all.count == 1)
    #expect(log.count == 1)
    #expect(log.first?.hasPrefix("error: BindKit: cannot bind DiagnosedModel") == true)
  }

  @Test func aProcessWideHandlerReceivesProgrammerErrorsWhereNoScopedOneIsInstalled() {
    let messages = Mutex<[String]>([])
    BindKitDiagnostics.setProgrammerErrorHandler { message in messages.withLock { $0.append(message) } }
    let model = DiagnosedModel()
    model.endUpdatingBoundProperties()
    BindKitDiagnostics.setProgrammerErrorHandler(nil)
    let received = messages.withLock { $0 }
    #expect(received.count == 1)
    #expect(received.first?.contains("DiagnosedModel") == true)
    model.title = "still usable"
    #expect(model.title == "still usable")
  }

  @Test func scopedHandlersNestTheInnerOneWinsAndTheOuterOneIsBackAfterIt() {
    let outer = MessageLog()
    let inner = MessageLog()
    let model = DiagnosedModel()
    outer.capture {
      model.endUpdatingBoundProperties()
      inner.capture {
        model.endUpdatingBoundProperties()
        model.endUpdatingBoundProperties()
      }
      model.endUpdatingBoundProperties()
    }
    #expect(outer.all.count == 2)
    #expect(inner.all.count == 2)
    #expect(inner.all.allSatisfy { $0.contains("DiagnosedModel") })
  }

  @Test func aScopedHandlerEndsWhenItsBodyThrows() {
    struct Failure: Error {}
    let outer = MessageLog()
    let inner = MessageLog()
    let model = DiagnosedModel()
    outer.capture {
      #expect(throws: Failure.self) {
        try inner.capture {
          model.endUpdatingBoundProperties()
          throw Failure()
        }
      }
      model.endUpdatingBoundProperties()
    }
    #expect(inner.all.count == 1)
    #expect(outer.all.count == 1)
  }

  @Test func aScopedHandlerReturnsWhatItsBodyReturns() {
    let log = MessageLog()
    let token = log.capture { DiagnosedModel().bind(key: \.title, toView: ProbeView(), viewKey: \.plain) }
    #expect(!token.isBound)
    #expect(log.all.count == 1)
  }

  @Test func aScopedHandlerIsPerThreadAnotherThreadReportsToTheProcessWideOne() {
    let processWide = Mutex<[String]>([])
    BindKitDiagnostics.setProgrammerErrorHandler { message in
      if message.contains("DiagnosedModel") { processWide.withLock { $0.append(message) } }
    }
    defer { BindKitDiagnostics.setProgrammerErrorHandler(nil) }
    let scoped = MessageLog()
    let otherThreadsOwn = MessageLog()
    scoped.capture {
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        DiagnosedModel().endUpdatingBoundProperties()  // no handler scoped on this thread
        otherThreadsOwn.capture { DiagnosedModel().endUpdatingBoundProperties() }
        done.signal()
      }
      done.wait()
      DiagnosedModel().endUpdatingBoundProperties()
    }
    #expect(scoped.all.count == 1)
    #expect(otherThreadsOwn.all.count == 1)
    #expect(processWide.withLock { $0 }.count == 1)
  }

  @Test func theGraphListsTheLiveBindingsAsTextAndDot() {
    let model = DiagnosedModel()
    let person = Person()
    let first = ProbeView()
    let second = ProbeView()
    model.bind(key: \.title, toView: first, viewKey: \.text)
    model.bind(key: \.title, toView: second, viewKey: \.text)
    person.bind(key: \.age, toView: first, viewKey: \.number)
    person.observe(\.name) { _, _ in }
    let ended = person.bind(key: \.nickname, toView: second, viewKey: \.optionalText)
    ended.unbind()

    let graph = BindingGraph(of: [model, person, first])
    #expect(
      graph.text == """
        DiagnosedModel#1.title <-> ProbeView#1.text
        DiagnosedModel#1.title <-> ProbeView#2.text
        Person#1.age <-> ProbeView#1.number
        Person#1.name (observed)
        """)
    #expect(graph.dot.hasPrefix("digraph BindKit {"))
    #expect(graph.dot.contains("\"DiagnosedModel#1\" -> \"ProbeView#2\" [label=\"title <-> text\", dir=both];"))
    #expect(graph.dot.contains("style=dashed"))
    #expect(graph.dot.hasSuffix("}"))
  }

  @Test func aOneWayBindingIsDrawnWithAnArrow() {
    let settings = Settings()
    let form = LogonFormModel(settings: settings)
    let view = ProbeView()
    form.bind(key: \.canLogOn, toView: view, viewKey: \.flag)
    #expect(BindingGraph(of: [view]).text == "LogonFormModel#1.(computed Bool) -> ProbeView#1.flag")
  }
}
