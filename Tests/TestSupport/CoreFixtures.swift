public import BindKit
import Synchronization

/// A model for the tests, recording its did-update callbacks in `log`.
public class Person: BindableObject {
  /// A stored property.
  @Bound public var name = ""
  /// A stored property of another type.
  @Bound public var age = 0
  /// An optional stored property.
  @Bound public var nickname: String? = nil
  /// Computed from `name`, writable.
  public var shoutedName: String {
    get { name.uppercased() }
    set { name = newValue.lowercased() }
  }
  /// Backed elsewhere; announced by hand with `didChangeValue(for:)`.
  public var storage: [String: String] = [:]
  /// A property stored in `storage`, announced by hand.
  public var manualTitle: String {
    get { storage["title", default: ""] }
    set {
      willChangeValue(for: \.manualTitle)
      storage["title"] = newValue
      didChangeValue(for: \.manualTitle)
    }
  }

  /// What the callbacks have done, in order.
  public var log: [String] = []
  /// Runs inside `boundPropertiesDidUpdate()`, after logging.
  public var onDidUpdate: ((Person) -> Void)?

  /// Logs "override", then runs `onDidUpdate`.
  public override func boundPropertiesDidUpdate() {
    log.append("override")
    onDidUpdate?(self)
  }
}

/// A subclass whose key paths (`\Employee.name`) differ from the declaring class's (`\Person.name`).
public final class Employee: Person {
  /// A property of the subclass only.
  @Bound public var title = ""
}

/// Records the delegate callback.
public final class DelegateRecorder: BoundPropertiesDelegate {
  /// Called with "delegate" on every callback.
  public let record: (String) -> Void
  /// A recorder that hands each callback to `record`.
  public init(_ record: @escaping (String) -> Void) { self.record = record }
  /// Records "delegate".
  public func boundPropertiesDidUpdate(_ object: BindableObject) { record("delegate") }
}

/// A minimal adapter, written only through the vendor protocol, that counts what reaches it.
public final class ProbeView: BindableView {
  /// The view's bindings.
  public let bindingRegistrar = BindingRegistrar()
  /// Bindable text.
  @ViewProperty public var text = ""
  /// A bindable number.
  @ViewProperty public var number = 0
  /// Bindable optional text.
  @ViewProperty public var optionalText: String? = nil
  /// A bindable flag.
  @ViewProperty public var flag = false
  /// Not bindable.
  public var plain = ""
  /// Every value stored in `text`, from any source.
  public private(set) var textChanges: [String] = []
  /// The models `viewDidBind(to:)` was told of, in order.
  public private(set) var boundModels: [ObjectIdentifier] = []

  /// An empty view.
  public init() {
    $text.onChange = { [weak self] value in self?.textChanges.append(value) }
  }

  /// A person typing: replaces the text.
  public func type(_ newText: String) { $text.userDidEdit(newText) }
  /// A person entering a number.
  public func enterNumber(_ value: Int) { $number.userDidEdit(value) }

  /// Records the model.
  public func viewDidBind(to model: BindableObject) { boundModels.append(ObjectIdentifier(model)) }
}

/// Whole numbers as text, as a test converter written by hand.
public let ageText = Converter<Int, String>(
  toView: { String($0) },
  toModel: { text in
    guard let age = Int(text) else { throw ConversionError("'\(text)' is not an age") }
    return age
  })

/// Collects programmer-error messages for the current task instead of stopping the program.
public final class MessageLog: Sendable {
  private let messages = Mutex<[String]>([])
  /// The messages so far, in order.
  public var all: [String] { messages.withLock { $0 } }
  /// An empty log.
  public init() {}
  /// Adds `message`.
  public func append(_ message: String) { messages.withLock { $0.append(message) } }

  /// Runs `body` with the programmer errors reported on this thread going to this log.
  public func capture<Result>(_ body: () throws -> Result) rethrows -> Result {
    try BindKitDiagnostics.withProgrammerErrorHandler({ [self] in append($0) }, body)
  }
}
