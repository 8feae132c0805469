import BindKit
import Synchronization

/// A model for the tests, recording its did-update callbacks in `log`.
class Person: BindableObject {
  @Bound var name = ""
  @Bound var age = 0
  @Bound var nickname: String? = nil
  /// Computed from `name`, writable.
  var shoutedName: String {
    get { name.uppercased() }
    set { name = newValue.lowercased() }
  }
  /// Backed elsewhere; announced by hand with `didChangeValue(for:)`.
  var storage: [String: String] = [:]
  var manualTitle: String {
    get { storage["title", default: ""] }
    set {
      willChangeValue(for: \.manualTitle)
      storage["title"] = newValue
      didChangeValue(for: \.manualTitle)
    }
  }

  var log: [String] = []
  /// Runs inside `boundPropertiesDidUpdate()`, after logging.
  var onDidUpdate: ((Person) -> Void)?

  override func boundPropertiesDidUpdate() {
    log.append("override")
    onDidUpdate?(self)
  }
}

/// A subclass whose key paths (`\Employee.name`) differ from the declaring class's (`\Person.name`).
final class Employee: Person {
  @Bound var title = ""
}

/// Records the delegate callback.
final class DelegateRecorder: BoundPropertiesDelegate {
  let record: (String) -> Void
  init(_ record: @escaping (String) -> Void) { self.record = record }
  func boundPropertiesDidUpdate(_ object: BindableObject) { record("delegate") }
}

/// A minimal adapter, written only through the vendor protocol, that counts what reaches it.
final class ProbeView: BindableView {
  let bindingRegistrar = BindingRegistrar()
  @ViewProperty var text = ""
  @ViewProperty var number = 0
  @ViewProperty var optionalText: String? = nil
  @ViewProperty var flag = false
  /// Not bindable.
  var plain = ""
  /// Every value stored in `text`, from any source.
  private(set) var textChanges: [String] = []
  private(set) var boundModels: [ObjectIdentifier] = []

  init() {
    $text.onChange = { [weak self] value in self?.textChanges.append(value) }
  }

  /// A person typing: replaces the text.
  func type(_ newText: String) { $text.userDidEdit(newText) }
  func enterNumber(_ value: Int) { $number.userDidEdit(value) }

  func viewDidBind(to model: BindableObject) { boundModels.append(ObjectIdentifier(model)) }
}

/// Collects programmer-error messages for the current task instead of stopping the program.
final class MessageLog: Sendable {
  private let messages = Mutex<[String]>([])
  var all: [String] { messages.withLock { $0 } }
  func append(_ message: String) { messages.withLock { $0.append(message) } }

  func capture<Result>(_ body: () throws -> Result) rethrows -> Result {
    try BindKitDiagnostics.$programmerErrorHandler.withValue({ [self] in append($0) }, operation: body)
  }
}
