/// The reference model: what the binder should do, written as plainly as possible from the semantics rules
/// (Docs/Reliability.md lists them), with no code shared with the library. It keeps what each model holds, what
/// each view shows, which view property is bound to which model property, which properties are linked, and the events
/// a step should log.
///
/// A change is delivered to what is attached to the property, in the order it was attached (``attached``): a link
/// among them writes the other model there and then, and that model's callbacks run in the middle of the first
/// model's delivery, so the order decides which values the callbacks see and what they log around.
struct Reference {
  /// A mistake to make on purpose, to show that the property-based test notices one and shrinks it.
  enum Fault {
    /// Forgets rule 5: setting a property to its own value notifies as if it had changed.
    case equalValuesNotify
    /// Forgets rule 4: a transaction runs the callbacks after every change instead of once at its end.
    case transactionsDoNotCoalesce
    /// Gets links wrong: a change of a link's right-hand side is not written to the left.
    case linksAreOneWay
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
    /// How many changes each property has stored: a delivery stops once an observer it called has stored a newer
    /// value (which has been delivered to everyone by then).
    var changeCounts: [ModelKey: Int] = [:]
    /// `\SubSample.text` is not the `@Bound` property's own key path, so it is a computed property of the model: the
    /// views bound through it, in the order bound; one listener on `text` (``Attachment/computed``) while there are
    /// any; the value it read last, how many times it has read it, and the view whose edit it is writing.
    var computedViews: [Address] = []
    var computedValue: Value?
    var evaluations = 0
    var pendingEdit: (origin: Address, value: Value)?
    /// The number of the computed property's latest listener.
    var listener = 0
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

  /// One stored property of one model (by index in the pool).
  struct Property: Hashable {
    var model: Int
    /// The storage key.
    var key: ModelKey
  }

  /// What is attached to a property and told of its changes.
  enum Attachment: Equatable {
    /// A view property's binding.
    case view(Address)
    /// Link `n` (by index in ``links``), as its left-hand side's observer.
    case linkLeft(Int)
    /// Link `n`, as its right-hand side's observer (the relay).
    case linkRight(Int)
    /// The listener of the model's computed `\SubSample.text`, on `text`.
    /// (Each listener has a number of its own: one that ended is not called, even by a delivery that began before,
    /// and a new one is not the old one.)
    case computed(Int)
  }

  /// `left <=> right`, between two model properties.
  struct Link {
    var left: Property
    var right: Property
    var isBound = true
    /// Set while the link writes one side: a change that reaches it meanwhile is not carried over.
    var isWriting = false
  }

  let fault: Fault?
  private(set) var models: [Model] = []
  private(set) var views: [View] = []
  private(set) var bindings: [Address: Binding] = [:]
  /// Every link made in the run, live or ended.
  private(set) var links: [Link] = []
  /// The link whose token each link slot holds.
  private(set) var linkSlots: [Int: Int] = [:]
  /// What is attached to each property, in the order attached.
  private var attached: [Property: [Attachment]] = [:]
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

  /// How many of a model's `bindings` are links: a link is one of each side's (twice one model's when it links two
  /// of its properties).
  func linkCount(model index: Int) -> Int {
    links.reduce(0) { count, link in
      guard link.isBound else { return count }
      return count + (link.left.model == index ? 1 : 0) + (link.right.model == index ? 1 : 0)
    }
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
      unbind(Decode.viewKey(view: view, key: key))
    case .unbindAllOfModel(let model):
      unbindAll(ofModel: model)
    case .unbindAllOfView(let view):
      for address in bindings.keys where address.view == view { unbind(address) }
    case .link(let slot, let model, let key, let other, let otherKey):
      let (leftKey, rightKey) = Decode.linkKeys(key, otherKey)
      link(slot: Decode.linkSlot(slot), Property(model: model, key: leftKey), Property(model: other, key: rightKey))
    case .unlink(let slot):
      if let link = linkSlots[Decode.linkSlot(slot)] { unlink(link) }
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
      unbindAll(ofModel: model)
      models[model] = newModel()
    case .releaseView(let view):
      for address in bindings.keys where address.view == view { unbind(address) }
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
    unbind(address)
    bindings[address] = Binding(model: model, key: key)
    if key == .textViaSubclass {
      if models[model].computedViews.isEmpty {
        models[model].listener += 1
        attached[Property(model: model, key: .text), default: []].append(.computed(models[model].listener))
      }
      models[model].computedViews.append(address)
      evaluate(model)
    } else {
      attached[Property(model: model, key: key.storage), default: []].append(.view(address))
    }
    show(value(model: model, key), at: address)
    if !views[address.view].hasBeenBound {
      views[address.view].hasBeenBound = true
      if views[address.view].kind == .probe { events.append("didBind v\(views[address.view].id) m\(models[model].id)") }
    }
    events.append("\(name) new")
  }

  private mutating func unbind(_ address: Address) {
    guard let binding = bindings.removeValue(forKey: address) else { return }
    if binding.key == .textViaSubclass {
      models[binding.model].computedViews.removeAll { $0 == address }
      if models[binding.model].computedViews.isEmpty {
        detach(.computed(models[binding.model].listener), from: Property(model: binding.model, key: .text))
      }
    } else {
      detach(.view(address), from: Property(model: binding.model, key: binding.key.storage))
    }
  }

  /// Whether the view property at `address` is still bound to `key` of `model`: a delivery skips a view whose binding
  /// ended since the delivery began (a callback called by an earlier observer unbound or rebound it). A view rebound
  /// to the same storage through the other key path (`text` and `\SubSample.text`) has a new binding, which read the
  /// delivered value when it was made, so it is skipped too.
  private func isStillBound(_ address: Address, to model: Int, _ key: ModelKey) -> Bool {
    guard let binding = bindings[address] else { return false }
    return binding.model == model && binding.key == key
  }

  // MARK: The computed property

  /// Reads the computed property (at a bind, and when `text` changes); returns what it read before.
  @discardableResult
  private mutating func evaluate(_ model: Int) -> Value? {
    let previous = models[model].computedValue
    models[model].computedValue = value(model: model, .text)
    models[model].evaluations += 1
    return previous
  }

  /// `text` changed: read it again, and if it differs from the last read, deliver it to the views bound through the
  /// key path, until a newer read. The first delivery during a person's edit skips the edited view if it delivers the
  /// value the edit wrote; a later one, nested in it, reaches every view. When the value is the last read but the
  /// edited view shows another (a write nested in the edit put the value back), that view alone is given it.
  private mutating func reevaluate(_ model: Int) {
    let previous = evaluate(model)
    let current = models[model].computedValue!
    if let previous, previous.isEqual(to: current) {
      if let edit = models[model].pendingEdit, !edit.value.isEqual(to: current) {
        models[model].pendingEdit = nil
        if isStillBound(edit.origin, to: model, .textViaSubclass) { show(current, at: edit.origin) }
      }
      return
    }
    let evaluations = models[model].evaluations
    var skipped: Address?
    if let edit = models[model].pendingEdit {
      models[model].pendingEdit = nil
      if edit.value.isEqual(to: current) { skipped = edit.origin }
    }
    for address in models[model].computedViews where address != skipped {
      if models[model].evaluations != evaluations { break }
      if isStillBound(address, to: model, .textViaSubclass) { show(current, at: address) }
    }
  }

  /// A person's edit of a view bound through the key path: a transaction around the write, so the callbacks run
  /// after it, once.
  private mutating func editComputed(model: Int, _ value: Value, origin: Address) {
    models[model].depth += 1
    let previousEdit = models[model].pendingEdit
    models[model].pendingEdit = (origin, value)
    set(model: model, .text, value, origin: nil)
    models[model].pendingEdit = previousEdit
    end(model)
  }

  private mutating func detach(_ attachment: Attachment, from property: Property) {
    guard let index = attached[property]?.firstIndex(of: attachment) else { return }
    attached[property]!.remove(at: index)
  }

  /// `unbindAll()` on a model, and what its deallocation does: every binding and link it is part of ends.
  private mutating func unbindAll(ofModel model: Int) {
    for (address, binding) in bindings where binding.model == model { unbind(address) }
    for index in links.indices where links[index].left.model == model || links[index].right.model == model {
      unlink(index)
    }
  }

  // MARK: Links

  /// Attaches to the left-hand side, then to the right-hand side, then writes the left-hand value to the
  /// right-hand side as an edit from the link.
  private mutating func link(slot: Int, _ left: Property, _ right: Property) {
    let index = links.count
    links.append(Link(left: left, right: right))
    attached[left, default: []].append(.linkLeft(index))
    attached[right, default: []].append(.linkRight(index))
    write(value(model: left.model, left.key), link: index, toLeft: false)
    // The slot gets the token once the operator returns it: a callback run by the first write cannot reach it.
    linkSlots[slot] = index
  }

  private mutating func unlink(_ index: Int) {
    guard links[index].isBound else { return }
    links[index].isBound = false
    detach(.linkLeft(index), from: links[index].left)
    detach(.linkRight(index), from: links[index].right)
  }

  /// A link writes one side as a person's edit would: everything attached to it hears, but the link's own end there
  /// does not; not once it has ended, and not while it is writing already (so the sides never ping-pong).
  private mutating func write(_ value: Value, link index: Int, toLeft: Bool) {
    guard links[index].isBound, !links[index].isWriting else { return }
    if toLeft, fault == .linksAreOneWay { return }
    links[index].isWriting = true
    let target = toLeft ? links[index].left : links[index].right
    set(model: target.model, target.key, value, origin: toLeft ? .linkLeft(index) : .linkRight(index))
    links[index].isWriting = false
  }

  // MARK: Changes

  /// Rule 2: a changed value reaches everything attached to the property except what it came from, once each and in
  /// the order attached, then the callbacks run. Rule 5: an equal value notifies nobody.
  private mutating func set(model: Int, _ key: ModelKey, _ newValue: Value, origin: Attachment?) {
    let storage = key.storage
    if models[model].values[storage]!.isEqual(to: newValue) {
      if fault == .equalValuesNotify { didChange(model) }
      return
    }
    models[model].values[storage] = newValue
    let count = models[model].changeCounts[storage, default: 0] + 1
    models[model].changeCounts[storage] = count
    // What was attached when the delivery began, as the library snapshots its observer list.
    for attachment in attached[Property(model: model, key: storage)] ?? [] {
      // An observer stored a newer value, and that set has told everyone of it already.
      if models[model].changeCounts[storage] != count { break }
      if attachment == origin { continue }
      switch attachment {
      case .view(let address):
        // A view's attachment is made for a key that is its own storage.
        if isStillBound(address, to: model, storage) { show(newValue, at: address) }
      case .linkLeft(let link): write(newValue, link: link, toLeft: false)
      case .linkRight(let link): write(newValue, link: link, toLeft: true)
      case .computed(let listener):
        if attached[Property(model: model, key: .text)]?.contains(.computed(listener)) == true { reevaluate(model) }
      }
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
    if binding.key == .textViaSubclass {
      editComputed(model: binding.model, value, origin: address)
    } else {
      set(model: binding.model, binding.key, value, origin: .view(address))
    }
  }
}
