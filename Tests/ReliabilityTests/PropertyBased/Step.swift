import TestSupport

/// One operation of a random sequence.
///
/// Objects are named by their index in the run's pools (``World/modelCount`` models, ``ViewKind/layout`` views), and
/// properties, gestures and values by small numbers that are reduced modulo what the object offers, so that every
/// step means something whatever steps come before it. That is what lets the shrinker drop any step.
indirect enum Step: CustomStringConvertible, Sendable {
  /// `model.bind(key:toView:viewKey:)`.
  case bind(view: Int, key: Int, model: Int, modelKey: Int)
  /// `unbind()` on the token last returned for that view property (which may have ended already).
  case unbind(view: Int, key: Int)
  case unbindAllOfModel(Int)
  case unbindAllOfView(Int)
  /// `model.$key <=> other.$otherKey` (two models' properties kept equal, or two properties of one model), its token
  /// kept in link slot `slot`; a link already there loses its token but stays linked.
  case link(slot: Int, model: Int, key: Int, other: Int, otherKey: Int)
  /// `unbind()` on the token in link slot `slot` (which may have ended already).
  case unlink(slot: Int)
  /// The program sets a model property.
  case set(model: Int, key: Int, value: Int)
  /// A person's gesture on a view.
  case gesture(view: Int, gesture: Int, value: Int)
  case begin(model: Int)
  /// `endUpdatingBoundProperties()`; without a matching begin it is the reported programmer error.
  case end(model: Int)
  /// Arms the model's next did-update callback to perform `actions` (from inside the callback, in order).
  case arm(model: Int, actions: [Step])
  /// Assigns (or clears) the update block and the delegate, which must not call them.
  case assignCallbacks(model: Int, block: Bool, delegate: Bool)
  /// Drops the test's only reference to a model, and puts a new one in its place.
  case releaseModel(Int)
  /// Drops the test's only reference to a view, and puts a new view of the same kind in its place.
  case releaseView(Int)

  var description: String {
    switch self {
    case .bind(let view, let key, let model, let modelKey):
      "bind(view: \(view), key: \(key), model: \(model), modelKey: \(modelKey))"
    case .unbind(let view, let key): "unbind(view: \(view), key: \(key))"
    case .unbindAllOfModel(let model): "unbindAllOfModel(\(model))"
    case .unbindAllOfView(let view): "unbindAllOfView(\(view))"
    case .link(let slot, let model, let key, let other, let otherKey):
      "link(slot: \(slot), model: \(model), key: \(key), other: \(other), otherKey: \(otherKey))"
    case .unlink(let slot): "unlink(slot: \(slot))"
    case .set(let model, let key, let value): "set(model: \(model), key: \(key), value: \(value))"
    case .gesture(let view, let gesture, let value): "gesture(view: \(view), gesture: \(gesture), value: \(value))"
    case .begin(let model): "begin(model: \(model))"
    case .end(let model): "end(model: \(model))"
    case .arm(let model, let actions):
      "arm(model: \(model), actions: [\(actions.map { ".\($0)" }.joined(separator: ", "))])"
    case .assignCallbacks(let model, let block, let delegate):
      "assignCallbacks(model: \(model), block: \(block), delegate: \(delegate))"
    case .releaseModel(let model): "releaseModel(\(model))"
    case .releaseView(let view): "releaseView(\(view))"
    }
  }

  /// A random step; `nested` leaves out what a callback does not do (arm, release).
  static func random(using generator: inout SeededGenerator, nested: Bool = false) -> Step {
    let model = generator.skewed(below: World.modelCount)
    let view = Int.random(in: 0..<ViewKind.layout.count, using: &generator)
    let small = { (generator: inout SeededGenerator) in Int.random(in: 0..<16, using: &generator) }
    let roll = Int.random(in: 0..<(nested ? 95 : 111), using: &generator)
    switch roll {
    case 0..<20:
      return .bind(view: view, key: small(&generator), model: model, modelKey: small(&generator))
    case 20..<26: return .unbind(view: view, key: small(&generator))
    case 26..<28: return .unbindAllOfModel(model)
    case 28..<30: return .unbindAllOfView(view)
    case 30..<50: return .set(model: model, key: small(&generator), value: small(&generator))
    case 50..<72: return .gesture(view: view, gesture: small(&generator), value: small(&generator))
    case 72..<77: return .begin(model: model)
    case 77..<84: return .end(model: model)
    case 84..<92:
      let other = generator.skewed(below: World.modelCount)
      return .link(
        slot: small(&generator), model: model, key: small(&generator), other: other, otherKey: small(&generator))
    case 92..<95: return .unlink(slot: small(&generator))
    case 95..<102:
      let count = Int.random(in: 1...3, using: &generator)
      return .arm(model: model, actions: (0..<count).map { _ in random(using: &generator, nested: true) })
    case 102..<105:
      return .assignCallbacks(
        model: model, block: Bool.random(using: &generator), delegate: Bool.random(using: &generator))
    case 105..<108: return .releaseModel(model)
    default: return .releaseView(view)
    }
  }

  /// A random sequence of 1 to `maximumLength` steps.
  static func randomSequence(seed: UInt64, maximumLength: Int) -> [Step] {
    var generator = SeededGenerator(seed: seed)
    let length = Int.random(in: 1...maximumLength, using: &generator)
    return (0..<length).map { _ in random(using: &generator) }
  }
}
