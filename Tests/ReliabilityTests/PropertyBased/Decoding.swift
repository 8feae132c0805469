// How a step's small numbers name concrete objects, properties, gestures and values. Shared by the reference and
// the real run so that both read a step the same way; it says nothing about what the binder does.

/// A view property of a run: the view's index, and the property.
struct Address: Hashable, Comparable, CustomStringConvertible {
  let view: Int
  let key: ViewKey

  static func < (lhs: Address, rhs: Address) -> Bool {
    (lhs.view, lhs.key.description) < (rhs.view, rhs.key.description)
  }

  var description: String { "view \(view) (\(ViewKind.layout[view])).\(key)" }
}

/// A person's gesture on one kind of adapter.
enum Gesture: CustomStringConvertible {
  case enterText(String)
  case clear, toggle, increment, decrement
  case slide(Float)
  case select(Int)
  case type(String)
  case enterNumber(Int)

  var description: String {
    switch self {
    case .enterText(let text): "enterText(\(String(reflecting: text)))"
    case .clear: "clear()"
    case .toggle: "toggle()"
    case .increment: "increment()"
    case .decrement: "decrement()"
    case .slide(let value): "slide(to: \(value))"
    case .select(let index): "select(\(index))"
    case .type(let text): "type(\(String(reflecting: text)))"
    case .enterNumber(let number): "enterNumber(\(number))"
    }
  }
}

enum Decode {
  static func sample(_ type: ValueType, _ index: Int) -> Value {
    let samples = type.samples
    return samples[index % samples.count]
  }

  static func viewKey(view: Int, key: Int) -> Address {
    let keys = ViewKind.layout[view].keys
    return Address(view: view, key: keys[key % keys.count])
  }

  static func modelKey(for address: Address, _ index: Int) -> ModelKey {
    let candidates = ModelKey.compatible(with: ViewKind.layout[address.view].type(of: address.key))
    return candidates[index % candidates.count]
  }

  static func modelKey(_ index: Int) -> ModelKey {
    ModelKey.allCases[index % ModelKey.allCases.count]
  }

  /// The properties a link step joins: any stored property, and one of the same type (perhaps the same one).
  static func linkKeys(_ key: Int, _ otherKey: Int) -> (ModelKey, ModelKey) {
    let first = ModelKey.stored[key % ModelKey.stored.count]
    let candidates = ModelKey.stored.filter { $0.type == first.type }
    return (first, candidates[otherKey % candidates.count])
  }

  /// How many link tokens a run keeps by number (``Step/link(slot:model:key:other:otherKey:)``).
  static let linkSlotCount = 3

  static func linkSlot(_ slot: Int) -> Int {
    slot % linkSlotCount
  }

  static func gesture(view: Int, gesture: Int, value: Int) -> Gesture {
    let kind = ViewKind.layout[view]
    let choice = gesture % kind.gestureCount
    func string() -> String {
      guard case .string(let text) = sample(.string, value) else { preconditionFailure() }
      return text
    }
    func int() -> Int {
      guard case .int(let number) = sample(.int, value) else { preconditionFailure() }
      return number
    }
    switch kind {
    case .textField: return choice == 0 ? .enterText(string()) : .clear
    case .switchControl: return .toggle
    case .stepper: return choice == 0 ? .increment : .decrement
    case .slider:
      guard case .float(let number) = sample(.float, value) else { preconditionFailure() }
      return .slide(number)
    case .segmented: return .select(int())
    case .probe: return choice == 0 ? .type(string()) : .enterNumber(int())
    }
  }
}
