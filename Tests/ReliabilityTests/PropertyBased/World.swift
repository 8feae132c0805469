import BindKit
import BindKitViews
import Synchronization

/// The real objects of one run: models, built-in adapters and probes, the tokens `bind` returned, and weak
/// references to everything released. Performs steps on them and compares the outcome with a ``Reference``.
final class World {
  static let modelCount = 3

  let log = EventLog()
  private(set) var models: [SubSample] = []
  /// The delegate of each model, kept alive here (the model holds it weakly).
  private var delegates: [DelegateProbe?] = []
  private(set) var views: [AnyObject] = []
  /// The run-wide id of each view (the reference numbers views the same way).
  private var viewIDs: [Int] = []
  /// The token `bind` last returned for each view property.
  private var lastTokens: [Address: BindingToken] = [:]
  /// The token of the link each link slot holds.
  private var linkTokens: [Int: BindingToken] = [:]
  /// Tokens of views that were released: every one must have ended.
  private var retiredTokens: [BindingToken] = []
  /// Every object the run created, to check that each one is deallocated once released.
  private var created: [(object: Weak, name: String)] = []
  private var released: [(object: Weak, name: String)] = []
  private var nextModelID = 0
  private var nextViewID = 0
  let messages = Messages()

  struct Weak {
    weak var object: AnyObject?
  }

  /// Programmer-error messages reported during the run.
  final class Messages: Sendable {
    private let list = Mutex<[String]>([])
    var all: [String] { list.withLock { $0 } }
    func append(_ message: String) { list.withLock { $0.append(message) } }
  }

  init() {
    models = (0..<World.modelCount).map { _ in newModel() }
    delegates = Array(repeating: nil, count: World.modelCount)
    for kind in ViewKind.layout {
      viewIDs.append(nextViewID)
      views.append(newView(kind))
    }
  }

  private func newModel() -> SubSample {
    defer { nextModelID += 1 }
    let model = SubSample(id: nextModelID, log: log)
    created.append((Weak(object: model), "model m\(nextModelID)"))
    return model
  }

  private func newView(_ kind: ViewKind) -> AnyObject {
    defer { nextViewID += 1 }
    let view: AnyObject =
      switch kind {
      case .textField: TextField()
      case .switchControl: Switch()
      case .stepper: Stepper()
      case .slider: Slider()
      case .segmented: SegmentedControl(segments: ViewKind.segmentTitles)
      case .probe: Probe(id: nextViewID, log: log)
      }
    created.append((Weak(object: view), "view v\(nextViewID) (\(kind))"))
    return view
  }

  func id(ofView index: Int) -> Int {
    viewIDs[index]
  }

  // MARK: Steps

  func perform(_ step: Step) {
    switch step {
    case .bind(let view, let key, let model, let modelKey):
      let address = Decode.viewKey(view: view, key: key)
      let previous = lastTokens[address]
      // Every other bind is spelled with the operator (`model.$x <=> view.bindable.y`), which must behave exactly
      // as bind(key:toView:viewKey:); the reference does not know which spelling was used.
      usesOperator = (view &+ key &+ model &+ modelKey) & 1 == 1
      let token = bind(models[model], Decode.modelKey(for: address, modelKey), to: views[view], address.key)
      lastTokens[address] = token
      log.append("bind v\(id(ofView: view)).\(address.key) \(token === previous ? "existing" : "new")")
    case .unbind(let view, let key):
      lastTokens[Decode.viewKey(view: view, key: key)]?.unbind()
    case .unbindAllOfModel(let model):
      models[model].unbindAll()
    case .link(let slot, let model, let key, let other, let otherKey):
      let (leftKey, rightKey) = Decode.linkKeys(key, otherKey)
      linkTokens[Decode.linkSlot(slot)] = link(models[model], leftKey, models[other], rightKey)
    case .unlink(let slot):
      linkTokens[Decode.linkSlot(slot)]?.unbind()
    case .unbindAllOfView(let view):
      (views[view] as! any BindableView).unbindAll()
    case .set(let model, let key, let value):
      let modelKey = Decode.modelKey(key)
      modelKey.set(Decode.sample(modelKey.type, value), on: models[model])
    case .gesture(let view, let gesture, let value):
      perform(Decode.gesture(view: view, gesture: gesture, value: value), on: views[view])
    case .begin(let model):
      models[model].beginUpdatingBoundProperties()
    case .end(let model):
      models[model].endUpdatingBoundProperties()
    case .arm(let model, let actions):
      models[model].armedAction = { [unowned self] in
        for action in actions { perform(action) }
      }
    case .assignCallbacks(let model, let block, let delegate):
      let target = models[model]
      let id = target.id
      target.boundPropertiesUpdateBlock = block ? { [log] in log.append("block m\(id)") } : nil
      let probe = delegate ? DelegateProbe(log: log) : nil
      delegates[model] = probe
      target.boundPropertiesDelegate = probe
    case .releaseModel(let model):
      released.append((Weak(object: models[model]), "model m\(models[model].id)"))
      models[model] = newModel()
      delegates[model] = nil
    case .releaseView(let view):
      released.append((Weak(object: views[view]), "view v\(id(ofView: view))"))
      for (address, token) in lastTokens where address.view == view {
        retiredTokens.append(token)
        lastTokens[address] = nil
      }
      viewIDs[view] = nextViewID
      views[view] = newView(ViewKind.layout[view])
    }
  }

  private func perform(_ gesture: Gesture, on view: AnyObject) {
    switch (gesture, view) {
    case (.enterText(let text), let field as TextField): field.enterText(text)
    case (.clear, let field as TextField): field.clear()
    case (.toggle, let control as Switch): control.toggle()
    case (.increment, let stepper as Stepper): stepper.increment()
    case (.decrement, let stepper as Stepper): stepper.decrement()
    case (.slide(let value), let slider as Slider): slider.slide(to: value)
    case (.select(let index), let control as SegmentedControl): control.select(index)
    case (.type(let text), let probe as Probe): probe.type(text)
    case (.enterNumber(let number), let probe as Probe): probe.enterNumber(number)
    default: preconditionFailure("\(gesture) on \(type(of: view))")
    }
  }

  // MARK: Binding with concrete key paths

  /// `left.$leftKey <=> right.$rightKey`.
  private func link(_ left: Sample, _ leftKey: ModelKey, _ right: Sample, _ rightKey: ModelKey) -> BindingToken {
    switch leftKey.type {
    case .string: handle(left, leftKey, String.self) <=> handle(right, rightKey, String.self)
    case .bool: handle(left, leftKey, Bool.self) <=> handle(right, rightKey, Bool.self)
    case .double: handle(left, leftKey, Double.self) <=> handle(right, rightKey, Double.self)
    case .float: handle(left, leftKey, Float.self) <=> handle(right, rightKey, Float.self)
    case .int: handle(left, leftKey, Int.self) <=> handle(right, rightKey, Int.self)
    }
  }

  /// `model.$key`, for a stored key whose values are `Value`s.
  private func handle<Value>(_ model: Sample, _ key: ModelKey, _: Value.Type) -> MutableModelProperty<Value> {
    let handle: Any =
      switch key {
      case .text, .textViaSubclass: model.$text
      case .note: model.$note
      case .flag: model.$flag
      case .enabled: model.$enabled
      case .amount: model.$amount
      case .level: model.$level
      case .low: model.$low
      case .high: model.$high
      case .choice: model.$choice
      }
    return handle as! MutableModelProperty<Value>
  }

  /// Whether the bind being made is spelled with the `<=>` operator.
  private var usesOperator = false

  /// Binds two-way, spelled as `bind(key:toView:viewKey:)` or as `handle <=> view.bindable[viewKey]`.
  private func twoWay<View: BindableView, Value>(
    _ model: Sample, _ key: ReferenceWritableKeyPath<Sample, Value>,
    _ handle: @autoclosure () -> MutableModelProperty<Value>,
    _ view: View, _ viewKey: ReferenceWritableKeyPath<View, Value>
  ) -> BindingToken {
    if usesOperator { return handle() <=> view.bindable[dynamicMember: viewKey] }
    return model.bind(key: key, toView: view, viewKey: viewKey)
  }

  private func bind(_ model: SubSample, _ modelKey: ModelKey, to view: AnyObject, _ key: ViewKey) -> BindingToken {
    let sample: Sample = model
    return switch (view, key) {
    case (let view as TextField, .text): bindString(model, modelKey, view, \.text)
    case (let view as Probe, .text): bindString(model, modelKey, view, \.text)
    case (let view as TextField, .isEnabled): bindBool(model, modelKey, view, \.isEnabled)
    case (let view as Switch, .isEnabled): bindBool(model, modelKey, view, \.isEnabled)
    case (let view as Switch, .isOn): bindBool(model, modelKey, view, \.isOn)
    case (let view as Stepper, .isEnabled): bindBool(model, modelKey, view, \.isEnabled)
    case (let view as Slider, .isEnabled): bindBool(model, modelKey, view, \.isEnabled)
    case (let view as SegmentedControl, .isEnabled): bindBool(model, modelKey, view, \.isEnabled)
    case (let view as Stepper, .value): twoWay(sample, \.amount, sample.$amount, view, \.value)
    case (let view as Slider, .value): bindFloat(model, modelKey, view, \.value)
    case (let view as Slider, .minimumValue): bindFloat(model, modelKey, view, \.minimumValue)
    case (let view as Slider, .maximumValue): bindFloat(model, modelKey, view, \.maximumValue)
    case (let view as SegmentedControl, .selectedSegmentIndex):
      twoWay(sample, \.choice, sample.$choice, view, \.selectedSegmentIndex)
    case (let view as Probe, .number): twoWay(sample, \.choice, sample.$choice, view, \.number)
    default: preconditionFailure("no \(key) on \(type(of: view))")
    }
  }

  private func bindString<View: BindableView>(
    _ model: SubSample, _ modelKey: ModelKey, _ view: View, _ viewKey: ReferenceWritableKeyPath<View, String>
  ) -> BindingToken {
    switch modelKey {
    case .text: twoWay(model, \.text, (model as Sample).$text, view, viewKey)
    case .note: twoWay(model, \.note, (model as Sample).$note, view, viewKey)
    case .textViaSubclass:
      usesOperator
        ? model.bound(\SubSample.text) <=> view.bindable[dynamicMember: viewKey]
        : model.bind(key: \SubSample.text, toView: view, viewKey: viewKey)
    default: preconditionFailure("\(modelKey) is not a String")
    }
  }

  private func bindFloat<View: BindableView>(
    _ model: SubSample, _ modelKey: ModelKey, _ view: View, _ viewKey: ReferenceWritableKeyPath<View, Float>
  ) -> BindingToken {
    switch modelKey {
    case .level: twoWay(model, \.level, (model as Sample).$level, view, viewKey)
    case .low: twoWay(model, \.low, (model as Sample).$low, view, viewKey)
    case .high: twoWay(model, \.high, (model as Sample).$high, view, viewKey)
    default: preconditionFailure("\(modelKey) is not a Float")
    }
  }

  private func bindBool<View: BindableView>(
    _ model: SubSample, _ modelKey: ModelKey, _ view: View, _ viewKey: ReferenceWritableKeyPath<View, Bool>
  ) -> BindingToken {
    switch modelKey {
    case .flag: twoWay(model, \.flag, (model as Sample).$flag, view, viewKey)
    case .enabled: twoWay(model, \.enabled, (model as Sample).$enabled, view, viewKey)
    default: preconditionFailure("\(modelKey) is not a Bool")
    }
  }

  /// What view `index` shows for `key`.
  func shown(view index: Int, _ key: ViewKey) -> Value {
    switch (views[index], key) {
    case (let view as TextField, .text): .string(view.text)
    case (let view as TextField, .isEnabled): .bool(view.isEnabled)
    case (let view as Switch, .isOn): .bool(view.isOn)
    case (let view as Switch, .isEnabled): .bool(view.isEnabled)
    case (let view as Stepper, .value): .double(view.value)
    case (let view as Stepper, .isEnabled): .bool(view.isEnabled)
    case (let view as Slider, .value): .float(view.value)
    case (let view as Slider, .minimumValue): .float(view.minimumValue)
    case (let view as Slider, .maximumValue): .float(view.maximumValue)
    case (let view as Slider, .isEnabled): .bool(view.isEnabled)
    case (let view as SegmentedControl, .selectedSegmentIndex): .int(view.selectedSegmentIndex)
    case (let view as SegmentedControl, .isEnabled): .bool(view.isEnabled)
    case (let view as Probe, .text): .string(view.text)
    case (let view as Probe, .number): .int(view.number)
    default: preconditionFailure("no \(key) on \(type(of: views[index]))")
    }
  }

  // MARK: Checks

  /// Compares the step's outcome with the reference; returns what differs, or nil.
  func check(against reference: Reference) -> String? {
    let actualEvents = World.canonical(log.events)
    let expectedEvents = World.canonical(reference.events)
    if actualEvents != expectedEvents {
      return "events differ\n    expected: \(expectedEvents)\n    actual:   \(actualEvents)"
    }
    for (index, model) in models.enumerated() {
      for key in ModelKey.stored {
        let expected = reference.value(model: index, key)
        let actual = key.value(of: model)
        if !actual.isSame(as: expected) {
          return "model \(index) (m\(model.id)).\(key) holds \(actual), expected \(expected)"
        }
      }
      let expectedCount =
        reference.bindings.values.filter { $0.model == index }.count + reference.linkCount(model: index)
      if model.bindings.count != expectedCount {
        return "model \(index) (m\(model.id)) has \(model.bindings.count) bindings, expected \(expectedCount)"
      }
      if model.isUpdatingBoundProperties != (reference.models[index].depth > 0) {
        return "model \(index) (m\(model.id)).isUpdatingBoundProperties is \(model.isUpdatingBoundProperties)"
      }
    }
    for (index, view) in views.enumerated() {
      let kind = ViewKind.layout[index]
      for key in kind.keys {
        let address = Address(view: index, key: key)
        let actual = shown(view: index, key)
        let expected = reference.views[index].shown[key]!
        if !actual.isSame(as: expected) { return "\(address) shows \(actual), expected \(expected)" }
        // The invariant itself, independently of the reference's bookkeeping: a bound view property shows its
        // model property's value, as near as the control can show it.
        if let binding = reference.bindings[address] {
          let modelValue = binding.key.value(of: models[binding.model])
          let range = (views[index] as? Slider).map { ($0.minimumValue, $0.maximumValue) } ?? (0, 1)
          let fitted = kind.shown(modelValue, for: key, range: range)
          if !actual.isSame(as: fitted) {
            return "\(address) shows \(actual) while bound to model \(binding.model).\(binding.key) = \(modelValue)"
          }
        }
        let isBound = reference.bindings[address] != nil
        if isBound, lastTokens[address] == nil { return "\(address) is bound but bind returned no token" }
        if let token = lastTokens[address], token.isBound != isBound {
          return "\(address): token.isBound is \(token.isBound), expected \(isBound)"
        }
      }
      let registrar = (view as! any BindableView).bindingRegistrar
      let expectedCount = reference.bindings.keys.filter { $0.view == index }.count
      if registrar.bindings.count != expectedCount {
        return "view \(index) (\(kind)) has \(registrar.bindings.count) bindings, expected \(expectedCount)"
      }
    }
    for (slot, token) in linkTokens {
      let expected = reference.linkSlots[slot].map { reference.links[$0].isBound } ?? false
      if token.isBound != expected {
        return "link slot \(slot): token.isBound is \(token.isBound), expected \(expected)"
      }
    }
    if let live = retiredTokens.first(where: { $0.isBound }) {
      return "a binding of a released view is still bound: \(live)"
    }
    if let alive = released.first(where: { $0.object.object != nil }) {
      return "\(alive.name) was released but is still alive"
    }
    if messages.all.count != reference.expectedMessages {
      return "\(messages.all.count) programmer errors reported, expected \(reference.expectedMessages): \(messages.all)"
    }
    if let message = messages.all.first(where: { !$0.contains("SubSample") }) {
      return "a programmer-error message does not name the model: \(message)"
    }
    return nil
  }

  /// Drops every object and token; returns the objects that outlived the run (a leak or a retain cycle).
  func tearDown() -> [String] {
    models.removeAll()
    delegates.removeAll()
    views.removeAll()
    lastTokens.removeAll()
    linkTokens.removeAll()
    retiredTokens.removeAll()
    return created.filter { $0.object.object != nil }.map(\.name)
  }

  /// The events with each run of consecutive `stored` events sorted: the order in which one change reaches
  /// several views is not specified, only that each gets it once.
  static func canonical(_ events: [String]) -> [String] {
    var result: [String] = []
    var run: [String] = []
    for event in events {
      if event.hasPrefix("stored ") {
        run.append(event)
      } else {
        result += run.sorted()
        run.removeAll()
        result.append(event)
      }
    }
    return result + run.sorted()
  }
}
