/// The reference model: what the binder should do, written as plainly as possible from the semantics rules
/// (Docs/Reliability.md lists them), with no code shared with the library. It keeps what each model holds, what
/// each view shows, which view property is bound to which model property, and the events a step should log.
struct Reference {
  /// A mistake to make on purpose, to show that the property-based test notices one and shrinks it.
  enum Fault {
    /// Forgets rule 5: setting a property to its own value notifies as if it had changed.
    case equalValuesNotify
    /// Forgets rule 4: a transaction runs the callbacks after every change instead of once at its end.
    case transactionsDoNotCoalesce
  }

  struct Model {
    var id: Int
    var values: [ModelKey: Value] = Dictionary(uniqueKeysWithValues: ModelKey.stored.map { ($0, $0.initialValue) })
    var depth = 0
    var changedInTransaction = false
    var isNotifying = false
    var hasBlock = false
    var hasDelegate = false
    var armedActions: [Step] = []
  }

  struct View {
    var id: Int
    let kind: ViewKind
    var shown: [ViewKey: Value]
    var hasBeenBound = false
    /// A slider's value as last given to it (by a model, or corrected from a gesture): it shows this, fitted into
    /// whatever its range is now.
    var requested: Value = .float(0)

    init(id: Int, kind: ViewKind) {
      self.id = id
      self.kind = kind
      shown = Dictionary(uniqueKeysWithValues: kind.keys.map { ($0, kind.initialValue(of: $0)) })
    }
  }

  struct Binding {
    var model: Int
    var key: ModelKey
  }

  let fault: Fault?
  private(set) var models: [Model] = []
  private(set) var views: [View] = []
  private(set) var bindings: [Address: Binding] = [:]
  /// What the step should log, in order.
  var events: [String] = []
  /// How many programmer errors should have been reported so far.
  private(set) var expectedMessages = 0
  private var nextModelID = 0
  private var nextViewID = 0

  init(fault: Fault? = nil) {
    self.fault = fault
    models = (0..<World.modelCount).map { _ in newModel() }
    views = ViewKind.layout.map { newView($0) }
  }

  private mutating func newModel() -> Model {
    defer { nextModelID += 1 }
    return Model(id: nextModelID)
  }

  private mutating func newView(_ kind: ViewKind) -> View {
    defer { nextViewID += 1 }
    return View(id: nextViewID, kind: kind)
  }

  /// The value model `index` holds for `key`.
  func value(model index: Int, _ key: ModelKey) -> Value {
    models[index].values[key.storage]!
  }

  // MARK: Steps

  mutating func perform(_ step: Step) {
    switch step {
    case .bind(let view, let key, let model, let modelKey):
      let address = Decode.viewKey(view: view, key: key)
      bind(address, model: model, key: Decode.modelKey(for: address, modelKey))
    case .unbind(let view, let key):
      bindings[Decode.viewKey(view: view, key: key)] = nil
    case .unbindAllOfModel(let model):
      bindings = bindings.filter { $0.value.model != model }
    case .unbindAllOfView(let view):
      bindings = bindings.filter { $0.key.view != view }
    case .set(let model, let key, let value):
      let modelKey = Decode.modelKey(key)
      set(model: model, modelKey, Decode.sample(modelKey.type, value), origin: nil)
    case .gesture(let view, let gesture, let value):
      perform(Decode.gesture(view: view, gesture: gesture, value: value), on: view)
    case .begin(let model):
      models[model].depth += 1
    case .end(let model):
      end(model)
    case .arm(let model, let actions):
      models[model].armedActions = actions
    case .assignCallbacks(let model, let block, let delegate):
      models[model].hasBlock = block
      models[model].hasDelegate = delegate
    case .releaseModel(let model):
      bindings = bindings.filter { $0.value.model != model }
      models[model] = newModel()
    case .releaseView(let view):
      bindings = bindings.filter { $0.key.view != view }
      views[view] = newView(views[view].kind)
    }
  }

  /// Rule 1 (bind pushes model to view, no callbacks) and rule 6 (rebinding a view property moves it; the same
  /// pair twice is the existing binding).
  private mutating func bind(_ address: Address, model: Int, key: ModelKey) {
    let name = "bind v\(views[address.view].id).\(address.key)"
    if let existing = bindings[address], existing.model == model, existing.key == key {
      events.append("\(name) existing")
      return
    }
    bindings[address] = Binding(model: model, key: key)
    show(value(model: model, key), at: address)
    if !views[address.view].hasBeenBound {
      views[address.view].hasBeenBound = true
      if views[address.view].kind == .probe { events.append("didBind v\(views[address.view].id) m\(models[model].id)") }
    }
    events.append("\(name) new")
  }

  /// Rule 2: a changed value reaches every bound view property except the one it came from, once each, then the
  /// callbacks run. Rule 5: an equal value notifies nobody.
  private mutating func set(model: Int, _ key: ModelKey, _ newValue: Value, origin: Address?) {
    let storage = key.storage
    if models[model].values[storage]!.isEqual(to: newValue) {
      if fault == .equalValuesNotify { didChange(model) }
      return
    }
    models[model].values[storage] = newValue
    for (address, binding) in bindings where binding.model == model && binding.key.storage == storage {
      if address != origin { show(newValue, at: address) }
    }
    didChange(model)
  }

  /// A view shows a value it was given (by a bind or a model change), fitted to what it can show.
  private mutating func show(_ value: Value, at address: Address) {
    let kind = views[address.view].kind
    if kind == .slider, address.key == .value { views[address.view].requested = value }
    let shown = kind.shown(value, for: address.key, range: sliderRange(address.view))
    views[address.view].shown[address.key] = shown
    logStored(shown, at: address)
    if kind == .slider, address.key == .minimumValue || address.key == .maximumValue {
      // The range changed: the slider shows the value it was last given, fitted into the new range.
      views[address.view].shown[.value] = kind.shown(
        views[address.view].requested, for: .value, range: sliderRange(address.view))
    }
  }

  /// A slider's range as it shows it.
  private func sliderRange(_ view: Int) -> (lower: Float, upper: Float) {
    guard views[view].kind == .slider, case .float(let lower) = views[view].shown[.minimumValue],
      case .float(let upper) = views[view].shown[.maximumValue]
    else { return (0, 1) }
    return (lower, upper)
  }

  private mutating func logStored(_ value: Value, at address: Address) {
    guard views[address.view].kind == .probe else { return }
    events.append("stored v\(views[address.view].id).\(address.key)=\(value)")
  }

  /// Rules 3 and 4: run the callbacks now, or once at the end of the outermost transaction; never inside
  /// themselves.
  private mutating func didChange(_ model: Int) {
    if models[model].depth > 0, fault != .transactionsDoNotCoalesce {
      models[model].changedInTransaction = true
    } else if !models[model].isNotifying {
      notify(model)
    }
  }

  private mutating func notify(_ model: Int) {
    let id = models[model].id
    models[model].isNotifying = true
    events.append("override m\(id)")
    let actions = models[model].armedActions
    models[model].armedActions = []
    for action in actions { perform(action) }
    if models[model].hasBlock { events.append("block m\(id)") }
    if models[model].hasDelegate { events.append("delegate m\(id)") }
    models[model].isNotifying = false
  }

  private mutating func end(_ model: Int) {
    guard models[model].depth > 0 else {
      expectedMessages += 1  // the unbalanced end is reported, and does nothing
      return
    }
    models[model].depth -= 1
    guard models[model].depth == 0, models[model].changedInTransaction else { return }
    models[model].changedInTransaction = false
    if !models[model].isNotifying { notify(model) }
  }

  // MARK: Gestures

  /// What a person's gesture does, per adapter: ignored while disabled; the value corrected as documented,
  /// shown, and reported to the bound model.
  private mutating func perform(_ gesture: Gesture, on view: Int) {
    let shown = views[view].shown
    let isEnabled = shown[.isEnabled].map { $0.isEqual(to: .bool(true)) } ?? true
    switch gesture {
    case .enterText(let text):
      if isEnabled { edit(.string(text), at: Address(view: view, key: .text)) }
    case .clear:
      if isEnabled { edit(.string(""), at: Address(view: view, key: .text)) }
    case .toggle:
      guard isEnabled, case .bool(let isOn) = shown[.isOn] else { return }
      edit(.bool(!isOn), at: Address(view: view, key: .isOn))
    case .increment:
      guard isEnabled, case .double(let current) = shown[.value] else { return }
      edit(.double(Swift.min(current + 1, 100)), at: Address(view: view, key: .value))
    case .decrement:
      guard isEnabled, case .double(let current) = shown[.value] else { return }
      edit(.double(Swift.max(current - 1, 0)), at: Address(view: view, key: .value))
    case .slide(let target):
      guard isEnabled else { return }
      let fitted = views[view].kind.shown(.float(target), for: .value, range: sliderRange(view))
      edit(fitted, at: Address(view: view, key: .value))
    case .select(let index):
      guard isEnabled, ViewKind.segmentTitles.indices.contains(index) else { return }
      edit(.int(index), at: Address(view: view, key: .selectedSegmentIndex))
    case .type(let text):
      edit(.string(text), at: Address(view: view, key: .text))
    case .enterNumber(let number):
      edit(.int(number), at: Address(view: view, key: .number))
    }
  }

  /// A person's edit: shown in the view, then set on the bound model, which does not echo it back.
  private mutating func edit(_ value: Value, at address: Address) {
    views[address.view].shown[address.key] = value
    if views[address.view].kind == .slider, address.key == .value { views[address.view].requested = value }
    logStored(value, at: address)
    guard let binding = bindings[address] else { return }
    set(model: binding.model, binding.key, value, origin: address)
  }
}
