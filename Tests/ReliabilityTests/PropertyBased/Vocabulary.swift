import BindKit
import BindKitViews

// The objects and values the property-based test works with: a model class with a property of every type the
// adapters show, the adapters it binds them to, and the values it tries, hostile ones included.

/// A value of one of the property types the test uses.
enum Value: CustomStringConvertible {
  case string(String)
  case bool(Bool)
  case double(Double)
  case float(Float)
  case int(Int)

  /// Whether setting a property holding `self` to `other` changes nothing: the type's own `==`, as the binder
  /// compares `Equatable` values (so NaN always differs from NaN, and -0.0 equals 0.0).
  func isEqual(to other: Value) -> Bool {
    switch (self, other) {
    case (.string(let a), .string(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.double(let a), .double(let b)): a == b
    case (.float(let a), .float(let b)): a == b
    case (.int(let a), .int(let b)): a == b
    default: false
    }
  }

  /// Whether two shown values look the same: `==`, except that NaN matches NaN.
  func isSame(as other: Value) -> Bool {
    switch (self, other) {
    case (.double(let a), .double(let b)): a == b || (a.isNaN && b.isNaN)
    case (.float(let a), .float(let b)): a == b || (a.isNaN && b.isNaN)
    default: isEqual(to: other)
    }
  }

  var description: String {
    switch self {
    case .string(let value): String(reflecting: value)
    case .bool(let value): "\(value)"
    case .double(let value): "\(value)"
    case .float(let value): "\(value)f"
    case .int(let value): "\(value)"
    }
  }
}

/// The types of the properties the test binds.
enum ValueType {
  case string, bool, double, float, int

  /// The values steps pick from: ordinary ones, equal-but-different ones, and hostile ones.
  var samples: [Value] {
    switch self {
    case .string: ["", "a", "b", "\u{E9}", "e\u{301}", "a longer line of text", "\u{0}\u{1B}[2J"].map(Value.string)
    case .bool: [false, true].map(Value.bool)
    case .double: [0, 1, 42, 99.5, 100, 150, -5, -0.0, .nan, .infinity, -.infinity].map(Value.double)
    case .float: [0, 0.25, 0.5, 1, 2, -1, .nan, .infinity].map(Value.float)
    case .int: [0, 1, 2, 3, -1, -2, .max, .min].map(Value.int)
    }
  }
}

/// The models of the test. `SubSample` exists so that a key path written against the subclass
/// (`\SubSample.text`, which the binder follows through the key path) can be bound next to the declaring class's
/// (`\Sample.text`, the direct route).
class Sample: BindableObject {
  @Bound var text = ""
  @Bound var note = ""
  @Bound var flag = true
  @Bound var enabled = true
  @Bound var amount = 0.0
  @Bound var level: Float = 0
  @Bound var low: Float = 0
  @Bound var high: Float = 1
  @Bound var choice = 0

  /// Unique within one run, for the event log.
  let id: Int
  let log: EventLog
  /// Runs once, inside the next did-update callback (after it is logged).
  var armedAction: (() -> Void)?

  init(id: Int, log: EventLog) {
    self.id = id
    self.log = log
  }

  override func boundPropertiesDidUpdate() {
    log.append("override m\(id)")
    if let action = armedAction {
      armedAction = nil
      action()
    }
  }
}

final class SubSample: Sample {}

/// Logs the delegate callback of one model.
final class DelegateProbe: BoundPropertiesDelegate {
  let log: EventLog
  init(log: EventLog) { self.log = log }
  func boundPropertiesDidUpdate(_ object: BindableObject) {
    log.append("delegate m\((object as? Sample)?.id ?? -1)")
  }
}

/// What happened during one step, in order: callbacks, and every value stored into a ``Probe``.
final class EventLog {
  private(set) var events: [String] = []
  func append(_ event: String) { events.append(event) }
  func removeAll() { events.removeAll(keepingCapacity: true) }
}

/// A test adapter, written through the vendor protocol only, that logs every value stored in its properties
/// (so the test can count deliveries) and its first binding.
final class Probe: BindableView {
  let bindingRegistrar = BindingRegistrar()
  @ViewProperty var text = ""
  @ViewProperty var number = 0
  let id: Int
  let log: EventLog

  init(id: Int, log: EventLog) {
    self.id = id
    self.log = log
    $text.onChange = { [log] value in log.append("stored v\(id).text=\(Value.string(value))") }
    $number.onChange = { [log] value in log.append("stored v\(id).number=\(value)") }
  }

  func type(_ newText: String) { $text.userDidEdit(newText) }
  func enterNumber(_ newNumber: Int) { $number.userDidEdit(newNumber) }

  func viewDidBind(to model: BindableObject) {
    log.append("didBind v\(id) m\((model as? Sample)?.id ?? -1)")
  }
}

/// A bindable property of ``Sample``.
enum ModelKey: Int, CaseIterable, CustomStringConvertible {
  case text, note, flag, enabled, amount, level, choice, low, high
  /// `text` through `\SubSample.text`: the same storage, bound through the key path.
  case textViaSubclass

  var type: ValueType {
    switch self {
    case .text, .note, .textViaSubclass: .string
    case .flag, .enabled: .bool
    case .amount: .double
    case .level, .low, .high: .float
    case .choice: .int
    }
  }

  /// Where the value is stored: `textViaSubclass` is `text`.
  var storage: ModelKey { self == .textViaSubclass ? .text : self }

  /// The value of a new model.
  var initialValue: Value {
    if self == .high { return .float(1) }
    switch type {
    case .string: return .string("")
    case .bool: return .bool(true)
    case .double: return .double(0)
    case .float: return .float(0)
    case .int: return .int(0)
    }
  }

  /// The model properties a view property of `type` can be bound to.
  static func compatible(with type: ValueType) -> [ModelKey] {
    allCases.filter { $0.type == type }
  }

  /// Every stored property (each storage once).
  static let stored: [ModelKey] = allCases.filter { $0.storage == $0 }

  func value(of model: SubSample) -> Value {
    switch storage {
    case .text, .textViaSubclass: .string(model.text)
    case .note: .string(model.note)
    case .flag: .bool(model.flag)
    case .enabled: .bool(model.enabled)
    case .amount: .double(model.amount)
    case .level: .float(model.level)
    case .low: .float(model.low)
    case .high: .float(model.high)
    case .choice: .int(model.choice)
    }
  }

  func set(_ value: Value, on model: SubSample) {
    switch (self, value) {
    case (.text, .string(let value)): model.text = value
    case (.textViaSubclass, .string(let value)): model[keyPath: \SubSample.text] = value
    case (.note, .string(let value)): model.note = value
    case (.flag, .bool(let value)): model.flag = value
    case (.enabled, .bool(let value)): model.enabled = value
    case (.amount, .double(let value)): model.amount = value
    case (.level, .float(let value)): model.level = value
    case (.low, .float(let value)): model.low = value
    case (.high, .float(let value)): model.high = value
    case (.choice, .int(let value)): model.choice = value
    default: preconditionFailure("\(value) does not fit \(self)")
    }
  }

  /// The property's name. (Not `"\(self)"`: string interpolation of a `CustomStringConvertible` value calls
  /// `description`, which recursed until the stack overflowed the first time a failure message named a key.)
  var description: String {
    switch self {
    case .text: "text"
    case .note: "note"
    case .flag: "flag"
    case .enabled: "enabled"
    case .amount: "amount"
    case .level: "level"
    case .choice: "choice"
    case .low: "low"
    case .high: "high"
    case .textViaSubclass: "SubSample.text"
    }
  }
}

/// The kinds of view the test binds: five built-in adapters and the ``Probe``.
enum ViewKind: CustomStringConvertible {
  case textField, switchControl, stepper, slider, segmented, probe

  /// The kinds of the views in a run, by index.
  static let layout: [ViewKind] = [
    .textField, .probe, .switchControl, .stepper, .slider, .segmented, .textField, .probe,
  ]

  /// The segments of every segmented control in the test.
  static let segmentTitles = ["a", "b", "c"]

  /// The view's bindable properties the test uses.
  var keys: [ViewKey] {
    switch self {
    case .textField: [.text, .isEnabled]
    case .switchControl: [.isOn, .isEnabled]
    case .stepper: [.value, .isEnabled]
    case .slider: [.value, .isEnabled, .minimumValue, .maximumValue]
    case .segmented: [.selectedSegmentIndex, .isEnabled]
    case .probe: [.text, .number]
    }
  }

  func type(of key: ViewKey) -> ValueType {
    switch (self, key) {
    case (_, .text): .string
    case (_, .isEnabled), (_, .isOn): .bool
    case (.stepper, .value): .double
    case (.slider, .value), (.slider, .minimumValue), (.slider, .maximumValue): .float
    default: .int
    }
  }

  /// What a new view shows.
  func initialValue(of key: ViewKey) -> Value {
    switch (self, key) {
    case (_, .text): .string("")
    case (_, .isEnabled): .bool(true)
    case (_, .isOn): .bool(false)
    case (.stepper, .value): .double(0)
    case (.slider, .value), (.slider, .minimumValue): .float(0)
    case (.slider, .maximumValue): .float(1)
    case (_, .selectedSegmentIndex): .int(SegmentedControl.noSegment)
    default: .int(0)
    }
  }

  /// What the view shows when it is given `value` (by a model): each adapter's documented rule, written down
  /// independently of its code. `range` is a slider's current (shown) range.
  func shown(_ value: Value, for key: ViewKey, range: (lower: Float, upper: Float) = (0, 1)) -> Value {
    switch (self, key, value) {
    case (.stepper, .value, .double(let number)):  // range 0...100; NaN shows the minimum
      return .double(number.isNaN ? 0 : Swift.min(Swift.max(number, 0), 100))
    case (.slider, .value, .float(let number)):
      // Clamped into the range, NaN to the minimum; a reversed range is the single value `minimumValue`.
      let upper = Swift.max(range.lower, range.upper)
      return .float(number.isNaN ? range.lower : Swift.min(Swift.max(number, range.lower), upper))
    case (.slider, .minimumValue, .float(let bound)), (.slider, .maximumValue, .float(let bound)):
      // Finite: NaN is the default (0 and 1), an infinity the largest finite value of its sign.
      if bound.isNaN { return .float(key == .minimumValue ? 0 : 1) }
      if bound.isInfinite { return .float(bound < 0 ? -.greatestFiniteMagnitude : .greatestFiniteMagnitude) }
      return .float(bound)
    case (.segmented, .selectedSegmentIndex, .int(let index)):  // an index that names no segment shows none
      return .int(ViewKind.segmentTitles.indices.contains(index) ? index : SegmentedControl.noSegment)
    default: return value
    }
  }

  /// How many different gestures the kind offers.
  var gestureCount: Int {
    switch self {
    case .textField, .stepper, .probe: 2
    case .switchControl, .slider, .segmented: 1
    }
  }

  var description: String {
    switch self {
    case .textField: "TextField"
    case .switchControl: "Switch"
    case .stepper: "Stepper"
    case .slider: "Slider"
    case .segmented: "SegmentedControl"
    case .probe: "Probe"
    }
  }
}

/// A bindable view property used by the test.
enum ViewKey: CustomStringConvertible {
  case text, isEnabled, isOn, value, selectedSegmentIndex, number, minimumValue, maximumValue

  var description: String {
    switch self {
    case .text: "text"
    case .isEnabled: "isEnabled"
    case .isOn: "isOn"
    case .value: "value"
    case .selectedSegmentIndex: "selectedSegmentIndex"
    case .number: "number"
    case .minimumValue: "minimumValue"
    case .maximumValue: "maximumValue"
    }
  }
}
