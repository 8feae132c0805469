import Observation

/// A plain stored property: the floor for an unobserved set.
final class PlainModel {
  var text = ""
}

/// What a hand-written binding does: a `didSet` that assigns a target object's property.
final class PlainTarget {
  var text = ""
}

final class DidSetModel {
  let target: PlainTarget
  var text = "" {
    didSet { target.text = text }
  }

  init(target: PlainTarget) { self.target = target }
}

final class DidSetFanOutModel {
  let targets: [PlainTarget]
  var text = "" {
    didSet {
      for target in targets { target.text = text }
    }
  }

  init(targets: [PlainTarget]) { self.targets = targets }
}

@Observable
final class ObservableModel {
  var text = ""
}

@inline(never)
func setPlain(_ model: PlainModel, _ count: Int) {
  for index in 0..<count { model.text = sampleStrings[index & 15] }
}

/// Reads a plain stored property `count` times, of sixteen models in turn (the floor for `bound.get`).
@inline(never)
func getPlain(_ models: [PlainModel], _ count: Int) {
  var empty = 0
  for index in 0..<count where models[index & 15].text.isEmpty { empty &+= 1 }
  sink &+= empty
}

@inline(never)
func setDidSet(_ model: DidSetModel, _ count: Int) {
  for index in 0..<count { model.text = sampleStrings[index & 15] }
}

@inline(never)
func setDidSetFanOut(_ model: DidSetFanOutModel, _ count: Int) {
  for index in 0..<count { model.text = sampleStrings[index & 15] }
}

@inline(never)
func setObservable(_ model: ObservableModel, _ count: Int) {
  for index in 0..<count { model.text = sampleStrings[index & 15] }
}

/// One `withObservationTracking` cycle: register, change, be told, per iteration.
@inline(never)
func observationTrackCycles(_ model: ObservableModel, _ count: Int) {
  final class Counter: @unchecked Sendable { var fired = 0 }
  let counter = Counter()
  for index in 0..<count {
    withObservationTracking {
      _ = model.text
    } onChange: {
      counter.fired += 1
    }
    model.text = sampleStrings[index & 15]
  }
  sink &+= counter.fired
}

/// The honest floor for an unobserved `@Bound` set: a hand-written setter that compares, stores, and calls an
/// overridable did-update method (what the rules require of every set, observed or not).
class GuardedModel {
  private var storage = ""
  var text: String {
    get { storage }
    set {
      if storage == newValue { return }
      storage = newValue
      didUpdate()
    }
  }

  /// Overridable, as `boundPropertiesDidUpdate()` is; the default does nothing.
  func didUpdate() {}
}

/// The model the benchmark sets: it keeps the default, empty did-update method.
final class GuardedFormModel: GuardedModel {}

/// A subclass that overrides the did-update method. Without one, the whole-module optimiser sees that nothing
/// overrides `didUpdate()` and deletes the call from the setter, and the baseline no longer calls an overridable
/// method; with it, the setter checks the model's class before the call, as an app's overridable method does.
final class CountingGuardedModel: GuardedModel {
  var updates = 0
  override func didUpdate() { updates &+= 1 }
}

@inline(never)
func setGuarded(_ model: GuardedModel, _ count: Int) {
  for index in 0..<count { model.text = sampleStrings[index & 15] }
}
