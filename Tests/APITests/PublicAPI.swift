// The public API of BindKit, BindKitViews and BindKitTesting, pinned (BindKitTerminal's: PublicAPI+Terminal.swift).
//
// Every function below uses public names the way a client does, with plain imports (no `@testable`), and is never
// called: it only has to type-check. Removing or renaming a public name, changing a type or a label, dropping a
// `@discardableResult` or making a closure `@Sendable` breaks the build of this file. A change made on purpose
// updates the function of its type here in the same commit.
//
// One function per public type. To pin a new type, add a function named after it; to pin a new member, add a
// line to its type's function.

import BindKit
import BindKitTesting
import BindKitViews
import FoundationEssentials
import Observation
import Testing

// There is no test to run here: building this target is the check. (Testing is imported for the
// conformance helper's `SourceLocation`.)

// MARK: - Fixtures

/// A model declared as a client declares one.
private final class Account: BindableObject {
  @Bound var name = ""
  @Bound var count = 0
  @Bound var nickname: String? = nil
  @Bound var tags: [String] = []
  var plain = ""
  var computed: String {
    get { name.uppercased() }
    set { name = newValue.lowercased() }
  }

  override init() {}

  override func boundPropertiesDidUpdate() {
    super.boundPropertiesDidUpdate()
  }
}

/// An adapter declared as a third party declares one, through the vendor protocol only.
private final class Gauge: BindableView {
  let bindingRegistrar = BindingRegistrar()
  @ViewProperty var level = 0
  @ViewProperty var label = ""
  @ViewProperty var note: String? = nil

  func viewDidBind(to model: AnyObject) {}
}

/// An adapter that keeps the protocol's default `viewDidBind(to:)`.
private final class MinimalView: BindableView {
  let bindingRegistrar = BindingRegistrar()
  @ViewProperty var text = ""
}

/// The enum a client binds to a segmented control.
private enum Seating: Int, CaseIterable {
  case inside, terrace, bar
}

private final class Listener: BoundPropertiesDelegate {
  func boundPropertiesDidUpdate(_ object: BindableObject) {}
}

@MainActor private final class MainActorAccount: MainActorBindableObject {
  @Bound var count = 0
  override func boundPropertiesDidUpdateOnMainActor() {}
}

@MainActor private func pinMainActorBindableObject() {
  let account = MainActorAccount()
  let _: MainActorBindableObject = account
  let _: BindableObject = account
  account.boundPropertiesDidUpdateOnMainActor()
}

private func pinManualNotificationAndHandles(_ token: BindingToken) {
  let _: Bool = BindableObject.automaticallyNotifiesObservers(for: \Account.count)
  let handle: UnbindHandle = token.unbindHandle
  let _: Bool = handle.isBound
  handle.unbind()
  let _: any Sendable = handle
}

private func requiresBindableView<View: BindableView>(_ type: View.Type) {}
private func requiresDelegate<Delegate: BoundPropertiesDelegate>(_ type: Delegate.Type) {}

// MARK: - BindKit

private func pinBindableObject(_ account: Account, _ gauge: Gauge) throws {
  let _: BindableObject = BindableObject()
  let token: BindingToken = account.bind(key: \.count, toView: gauge, viewKey: \.level)
  account.bind(key: \.name, toView: gauge, viewKey: \.label)  // @discardableResult
  account.bind(key: \.nickname, toView: gauge, viewKey: \.note)
  account.bind(key: \.computed, toView: gauge, viewKey: \.label)
  account.bind(key: \.plain, toView: gauge, viewKey: \.label)
  _ = token

  let _: (BindableObject) -> () -> Void = BindableObject.boundPropertiesDidUpdate
  var block: (() -> Void)? = account.boundPropertiesUpdateBlock
  var counter = 0
  block = { counter += 1 }  // not @Sendable: captures local state
  account.boundPropertiesUpdateBlock = block
  _ = counter
  var delegate: (any BoundPropertiesDelegate)? = account.boundPropertiesDelegate
  delegate = Listener()
  account.boundPropertiesDelegate = delegate

  account.beginUpdatingBoundProperties()
  account.endUpdatingBoundProperties()
  let result: Int = account.updateBoundProperties { 1 }
  let thrown: Int = try account.updateBoundProperties { () throws -> Int in 2 }
  _ = (result, thrown)
  let _: Bool = account.isUpdatingBoundProperties

  account.willChangeValue(for: \.plain)
  account.didChangeValue(for: \.plain)
  account.didChangeValue(for: \.name)

  let _: [BindingToken] = account.bindings
  account.unbindAll()

  // One way, from a read-only key path.
  let readOnly: KeyPath<Account, String> = \.computed
  account.bind(key: readOnly, toView: gauge, viewKey: \.label)

  // Observing.
  let observation: BindingToken = account.observe(\.name, options: [.initial, .old, .new, .prior]) { model, change in
    let _: Account = model
    let _: String? = change.oldValue
    let _: String? = change.newValue
    let _: Bool = change.isPrior
  }
  account.observe(\.count) { _, _ in }  // options default to [.new]; @discardableResult
  _ = observation
  let _: AsyncStream<String> = account.values(for: \.name)
  let _: AsyncStream<Int> = account.values(for: \.count, bufferingPolicy: .bufferingNewest(1))

  // Converting, validating and committing edits.
  let converted: BindingToken = account.bind(key: \.count, toView: gauge, viewKey: \.label, converter: .integerText)
  account.bind(key: \.count, toView: gauge, viewKey: \.label, converter: .integerText)  // @discardableResult
  let placeholder: BindingToken = account.bind(key: \.nickname, toView: gauge, viewKey: \.label, nilPlaceholder: "")
  account.bind(key: \.nickname, toView: gauge, viewKey: \.label, nilPlaceholder: "")
  let deferred: BindingToken = account.bind(key: \.name, toView: gauge, viewKey: \.label, updates: .onCommit)
  account.bind(key: \.count, toView: gauge, viewKey: \.level, updates: .continuously)
  let both: BindingToken = account.bind(
    key: \.count, toView: gauge, viewKey: \.label, converter: .integerText, updates: .onCommit)
  account.bind(key: \.nickname, toView: gauge, viewKey: \.label, converter: .nilPlaceholder(""), updates: .onCommit)
  _ = (converted, placeholder, deferred, both)

  var refusals = 0
  let validator: ((inout Int) throws -> Void)? = { count in  // not @Sendable: captures local state
    guard count >= 0 else {
      refusals += 1
      throw ConversionError("not negative")
    }
    count = min(count, 10)
  }
  account.setValidator(for: \.count, validator)
  account.setValidator(for: \.name) { name in name = name.lowercased() }
  account.setValidator(for: \.name, nil)
  var candidate = 12
  try account.validateValue(&candidate, for: \.count)
  _ = refusals
}

private func pinObservingOptions() {
  let options: ObservingOptions = [.initial, .old, .new, .prior]
  let _: Bool = options.contains(.old)
  let _: Int = options.rawValue
  let _ = ObservingOptions(rawValue: 1)
}

private func pinObservedChange(_ change: ObservedChange<Int>) {
  let _: Int? = change.oldValue
  let _: Int? = change.newValue
  let _: Bool = change.isPrior
  let _: CollectionChange.Kind = change.kind
  let _: RangeSet<Int>? = change.indexes
  let _: CollectionChange? = change.collectionChange
  let _: Int? = change.removedElements
  let _: Int? = change.insertedElements
}

private func pinMutate(_ account: Account) {
  let _: Int = account.mutate(\.tags) { (tags: inout ArrayMutation<String>) -> Int in
    tags.insert("a", at: 0)
    return tags.count
  }
  account.mutate(\.tags) { $0.append("b") }  // @discardableResult
  let _: Int = account.$tags.mutate { (tags: inout ArrayMutation<String>) -> Int in tags.count }
  account.$tags.mutate { $0.append("c") }  // @discardableResult
  struct Refused: Error {}
  do {
    try account.mutate(\.tags) { _ in throw Refused() }
  } catch {}
}

private func pinArrayMutation(_ mutation: inout ArrayMutation<String>) {
  let _: [String] = mutation.elements
  let _: Int = mutation.count
  let _: Bool = mutation.isEmpty
  let _: String = mutation[0]
  mutation[0] = "a"
  mutation.insert("a", at: 0)
  mutation.insert(contentsOf: ["a"], at: 0)
  mutation.append("a")
  mutation.append(contentsOf: ["a"])
  let _: String = mutation.remove(at: 0)
  mutation.remove(at: 0)
  let _: String = mutation.removeLast()
  mutation.removeSubrange(0..<1)
  mutation.removeAll()
  mutation.move(from: 0, to: 1)
}

private func pinCollectionChange(_ change: CollectionChange) {
  let _: CollectionChange = CollectionChange(removedIndexes: RangeSet(0..<1), insertedIndexes: RangeSet())
  let _: CollectionChange = .setting(oldCount: 1, newCount: 2)
  let _: CollectionChange = .difference(from: [1], to: [2])
  let _: RangeSet<Int> = change.removedIndexes
  let _: RangeSet<Int> = change.insertedIndexes
  let _: RangeSet<Int> = change.indexes
  let _: Bool = change.isSetting
  let _: Bool = change.isEmpty
  var array = [1]
  change.apply(to: &array, from: [2])
  switch change.kind {
  case .setting, .insertion, .removal, .replacement: break
  }
  let _: Bool = change == change
}

private func pinViewSlotToMany(_ slot: ViewSlot<[String]>) {
  let _: CollectionChange? = slot.collectionChange
  let _: Int = slot.userDidMutate { (rows: inout ArrayMutation<String>) -> Int in
    rows.append("a")
    return rows.count
  }
  slot.userDidMutate { $0.append("b") }  // @discardableResult
}

private func pinListView(_ list: ListView<String>) {
  let _: ListView<String> = ListView<String>()
  let _: ListView<String> = ListView<String>(rowTitle: { $0 })
  let _: ListView<String> = ListView(items: ["a"])
  let _: ListView<String> = ListView(items: ["a"], rowTitle: { $0 })
  requiresBindableView(ListView<String>.self)
  let _: ReferenceWritableKeyPath<ListView<String>, [String]> = \.items
  let _: ReferenceWritableKeyPath<ListView<String>, Int?> = \.selectedIndex
  let _: ReferenceWritableKeyPath<ListView<String>, Bool> = \.isEnabled
  let _: ReferenceWritableKeyPath<ListView<String>, Bool> = \.isHidden
  let _: ReferenceWritableKeyPath<ListView<String>, String> = \.placeholder
  let _: (ViewSlot<[String]>, ViewSlot<Int?>) = (list.$items, list.$selectedIndex)
  let _: (ViewSlot<Bool>, ViewSlot<Bool>, ViewSlot<String>) = (list.$isEnabled, list.$isHidden, list.$placeholder)
  list.rowTitle = { $0 }
  let _: (String) -> String = list.rowTitle
  let _: String? = list.title(ofRow: 0)
  let _: Bool = list.showsPlaceholder
  list.selectRow(0)
  list.clearSelection()
  list.deleteRow(at: 0)
  list.moveRow(from: 0, to: 1)
  let _: Int = list.performUserGesture { 1 }
  list.performUserGesture { list.deleteRow(at: 0) }
}

@Observable
private final class ObservableAccount {
  var name = ""
}

@MainActor
private func pinObservableBinding(_ account: ObservableAccount, _ gauge: Gauge) {
  let _: BindingToken = account.bind(key: \.name, toView: gauge, viewKey: \.label)
}

private func pinConverter() throws {
  let percent = Converter<Double, String>(
    toView: { "\(Int(($0 * 100).rounded()))" },
    toModel: { text in
      guard let number = Int(text) else { throw ConversionError("'\(text)' is not a whole number") }
      return Double(number) / 100
    })
  let _: String = percent.toView(0.5)
  let _: Double = try percent.toModel("50")
  let _: any Sendable = percent
  let _ = Converter<Int, Double>(toView: { Double($0) }, toModel: { Int($0) }, showsCorrections: true)

  // Numbers to a stepper or a slider.
  let _: Converter<Int, Double> = .numeric
  let _: Converter<UInt8, Float> = .numeric
  let _: Converter<Double, Float> = .numeric
  let _: Converter<Float, Double> = .numeric

  // Numbers to text.
  let _: Converter<Int, String> = .integerText
  let _: Converter<Int64, String> = .integerText(format: { NumberText.grouped($0) })
  let _: Converter<Int, String> = .integerText(format: { "\($0)" }, parse: { text in Int(text) ?? 0 })
  let _: Converter<Double, String> = .decimalText
  let _: Converter<Float, String> = .decimalText(fractionDigits: 2)
  let _: Converter<Double, String> = .decimalText(format: { "\($0)" })
  let _: Converter<Double, String> = .decimalText(format: { "\($0)" }, parse: { text in Double(text) ?? 0 })
  let _: Converter<Decimal, String> = .decimalText
  let _: Converter<Decimal, String> = .decimalText(format: { $0.description })
  let _: Converter<Decimal, String> = .decimalText(format: { $0.description }, parse: { _ in Decimal(0) })

  // Dates to text.
  let _: Converter<Date, String> = .iso8601
  let _: Converter<Date, String> = .iso8601(Date.ISO8601FormatStyle().year().month().day())

  // Enums to a segment index.
  let _: Converter<Seating, Int> = .rawValue
  let _: Converter<Seating, Int> = .caseIndex

  // Optionals and validation.
  let _: Converter<String?, String> = .nilPlaceholder("")
  let _: Converter<Int?, Int> = .nilPlaceholder(-1)
  let _: Converter<Int, Int> = .validating { guests in
    guard guests >= 1 else { throw ConversionError("at least one guest") }
    guests = min(guests, 8)
  }
}

private func pinConversionError() {
  var error = ConversionError("'abc' is not a whole number")
  error.message = "at least one guest"
  let _: String = error.message
  let _: String = error.description
  let _: Bool = error == ConversionError("")
  let _: any Error & Sendable & CustomStringConvertible = error
}

private func pinNumberText() {
  let _: String = NumberText.grouped(12_345_678)
  let _: String = NumberText.grouped(UInt64(1_000), separator: "_")
}

private func pinBindingUpdatePolicy(_ policy: BindingUpdatePolicy) {
  switch policy {
  case .continuously, .onCommit: break
  }
  let _: Bool = policy == .onCommit
  let _: any Sendable = policy
}

private func pinBindingGroup(
  _ account: Account, _ gauge: Gauge, _ fields: [TextField], _ showsNote: Bool, _ token: BindingToken
) {
  let group = BindingGroup {
    account.bind(key: \.name, toView: gauge, viewKey: \.label, updates: .onCommit)
    if showsNote {
      account.bind(key: \.nickname, toView: gauge, viewKey: \.note)
    }
    if showsNote {
      account.bind(key: \.count, toView: gauge, viewKey: \.level)
    } else {
      account.bind(key: \.count, toView: gauge, viewKey: \.label, converter: .integerText, updates: .onCommit)
    }
    switch account.count {
    case 0: account.bind(key: \.count, toView: gauge, viewKey: \.level)
    default: gauge.bindingRegistrar.bindings
    }
    for field in fields {
      account.bind(key: \.name, toView: field, viewKey: \.text)
    }
    BindingGroup { account.bind(key: \.count, toView: gauge, viewKey: \.level) }  // hands its bindings over
    gauge.label = "placeholder"  // any other statement adds nothing
  }
  let empty: BindingGroup = BindingGroup()
  empty.add(token)
  let _: [BindingToken] = group.bindings
  let _: Bool = group.hasPendingEdits
  let _: Bool = group.commit()
  group.commit()  // @discardableResult
  group.discard()
  group.unbind()
}

private func pinBindingGroupBuilder(_ account: Account, _ gauge: Gauge, _ token: BindingToken) {
  @BindingGroupBuilder
  func formBindings(_ showsNote: Bool) -> [BindingToken] {
    account.bind(key: \.name, toView: gauge, viewKey: \.label)
    if showsNote {
      account.bind(key: \.nickname, toView: gauge, viewKey: \.note)
    }
  }
  let _: [BindingToken] = formBindings(true)
  let _: [BindingToken] = BindingGroupBuilder.buildExpression(token)
  let _: [BindingToken] = BindingGroupBuilder.buildExpression([token])
  let _: [BindingToken] = BindingGroupBuilder.buildExpression(BindingGroup())
  let _: [BindingToken] = BindingGroupBuilder.buildExpression(())
  let _: [BindingToken] = BindingGroupBuilder.buildBlock([token], [])
  let _: [BindingToken] = BindingGroupBuilder.buildOptional(nil)
  let _: [BindingToken] = BindingGroupBuilder.buildEither(first: [token])
  let _: [BindingToken] = BindingGroupBuilder.buildEither(second: [token])
  let _: [BindingToken] = BindingGroupBuilder.buildArray([[token]])
  let _: [BindingToken] = BindingGroupBuilder.buildLimitedAvailability([token])
}

@MainActor
private func pinAction(_ account: Account, _ button: Button) async throws {
  var runs = 0
  let load = Action<Int, String> { input in  // not @Sendable: captures local state
    runs += 1
    return "\(input)"
  }
  let save = Action<Void, Void>(enabledIf: !account.name.isEmpty) {}
  let _: BindableObject = load

  var enabled: Bool = load.isEnabled
  enabled.toggle()
  load.isEnabled = enabled
  let _: Bool = load.isExecuting
  let _: Bool = load.canExecute
  let _: String? = load.latestValue
  let _: (any Error)? = load.latestError
  var shown = ""
  load.onValue = { value in shown = value }  // not @Sendable
  load.onError = { error in shown = error.map { "\($0)" } ?? "" }
  let _: ((String) -> Void)? = load.onValue
  let _: (((any Error)?) -> Void)? = load.onError
  let executor: (any TaskExecutor)? = load.taskExecutor
  load.taskExecutor = executor
  let _: AsyncStream<String> = load.values()
  let _: AsyncStream<any Error> = load.errors()
  save.bind(key: \.canExecute, toView: button, viewKey: \.isEnabled)
  save.bind(key: \.isExecuting, toView: button, viewKey: \.isHidden)

  // Executing: on the caller's executor, or as a task started from synchronous code.
  let value: String = try await load.execute(1)
  try await save.execute()
  let _: Void = try await save.execute(())
  do {
    let task: Task<Void, Never> = try load.start(2)
    try load.start(3, isolation: MainActor.shared)  // @discardableResult
    let _: Task<Void, Never> = try save.start()
    try save.start(isolation: #isolation)
    await task.value
  } catch {
    let _: ActionError = error  // typed throws
  }
  _ = (value, runs, shown)
}

private struct PinFailure: Error, Equatable {}

@MainActor
private func pinTypedAction(_ button: Button) async {
  let untyped: TypedAction<Int, String, any Error> = Action<Int, String> { "\($0)" }  // Action is this alias
  let load = TypedAction<Int, String, PinFailure> { (input: Int) throws(PinFailure) -> String in "\(input)" }
  let save = TypedAction<Void, Void, PinFailure>(enabledIf: true) { () throws(PinFailure) in }
  let never = TypedAction<Void, Int, Never> { 1 }
  let _: BindableObject = load
  let _: TypedActionError<PinFailure>? = load.latestFailure
  let _: TypedActionError<any Error>? = untyped.latestFailure
  let _: (any Error)? = load.latestError
  load.onFailure = { (failure: PinFailure) in _ = failure }  // typed, not @Sendable
  untyped.onFailure = { (error: any Error) in _ = error }
  load.onRefusal = { (refusal: ActionError) in _ = refusal }
  let _: ((PinFailure) -> Void)? = load.onFailure
  let _: ((ActionError) -> Void)? = load.onRefusal
  do {
    let _: String = try await load.execute(1)
    try await save.execute()
  } catch {
    let _: TypedActionError<PinFailure> = error  // typed throws
  }
  do {
    let _: Int = try await never.execute()
  } catch {
    let _: TypedActionError<Never> = error
  }
  load.cancel()
  button.bind(action: load, input: { 1 })
  button.bind(action: save)  // any failure
  let _: ActionToken = button.bind(action: untyped, input: { 2 }, isolation: nil)
}

private func pinTypedActionError(_ error: TypedActionError<PinFailure>) {
  switch error {
  case .refused(let refusal): let _: ActionError = refusal
  case .failed(let failure): let _: PinFailure = failure
  }
  let _: String = error.description
  let _: Bool = error == .refused(.disabled)
  let _: any Error & Sendable & CustomStringConvertible = error
}

private func pinActionError(_ error: ActionError) {
  switch error {
  case .disabled, .alreadyExecuting, .noExecutor: break
  }
  let _: String = error.description
  let _: Bool = error == .disabled
  let _: any Error & Sendable & CustomStringConvertible = error
}

private func pinBindingGraph(_ account: Account, _ gauge: Gauge) {
  let graph = BindingGraph(of: [account, gauge])
  let _: String = graph.text
  let _: String = graph.dot
  let _: String = graph.description
  for edge in graph.edges {
    let _: BindingGraph.Node = edge.model
    let _: BindingGraph.Node? = edge.view
    let kind: BindingGraph.Kind = edge.kind
    switch kind {
    case .twoWay, .oneWay, .observer: break
    }
    let _: String = edge.description
  }
  let node = BindingGraph.Node(id: nil, typeName: "Account", property: "name")
  let _: ObjectIdentifier? = node.id
  let _: String = node.typeName + node.property + node.description
  let _ = BindingGraph.Edge(model: node, view: nil, kind: .observer)
}

private func pinBound() {
  let _: Bound<Int> = Bound(wrappedValue: 0)
  let _: Bound<String?> = Bound<String?>(wrappedValue: nil)
}

private func pinBoundPropertiesDelegate(_ delegate: any BoundPropertiesDelegate, _ account: Account) {
  requiresDelegate(Listener.self)
  delegate.boundPropertiesDidUpdate(account)
}

private func pinBindableView(_ gauge: Gauge, _ minimal: MinimalView, _ account: Account) {
  requiresBindableView(Gauge.self)
  requiresBindableView(MinimalView.self)
  let _: BindingRegistrar = gauge.bindingRegistrar
  gauge.viewDidBind(to: account as AnyObject)
  minimal.viewDidBind(to: account as AnyObject)
  gauge.unbindAll()
}

private func pinBindingRegistrar(_ registrar: BindingRegistrar) {
  let _: BindingRegistrar = BindingRegistrar()
  let _: [BindingToken] = registrar.bindings
  registrar.unbindAll()
}

private func pinBindingToken(_ token: BindingToken) {
  let _: Bool = token.isBound
  token.unbind()
  let _: String = token.description
  let _: any CustomStringConvertible = token

  let _: (any Error)? = token.validationError
  var handler: (((any Error)?) -> Void)? = token.onValidationError
  var shown = ""
  handler = { error in shown = error.map { "\($0)" } ?? "" }  // not @Sendable: captures local state
  token.onValidationError = handler
  _ = shown
  let _: Bool = token.hasPendingEdit
  let _: Bool = token.commit()
  token.commit()  // @discardableResult
  token.discard()
}

private func pinViewProperty(_ gauge: Gauge) {
  var property = ViewProperty(wrappedValue: 1)
  let _: Int = property.value
  let _: ViewSlot<Int> = property.projectedValue
  let _: ViewSlot<Int> = gauge.$level
  let _: ReferenceWritableKeyPath<Gauge, Int> = \Gauge.level
}

private func pinDerivedSlots(_ source: ViewSlot<String>, _ derived: ViewSlot<Int>) {
  derived.derive(from: source) { $0.count }
  derived.markCurrent()
}

private final class Operands: BindableObject {
  @Bound var name = ""
  @Bound var nickname: String? = nil
  @ViewAction var alert: (String) -> Void
  @ViewAction var close: () -> Void
  var shout: String { name.uppercased() }
  var writableShout: String {
    get { name.uppercased() }
    set { name = newValue.lowercased() }
  }
}

private func pinOperatorsAndHandles(_ model: Operands, _ other: Operands, _ gauge: Gauge) {
  let handle: MutableModelProperty<String> = model.$name
  let _: String? = handle.value
  let readOnly: ModelProperty<String> = handle.readOnly
  let _: String? = readOnly.value
  let computed: ModelProperty<String> = model.bound(\.shout)
  let writable: MutableModelProperty<String> = model.bound(\.writableShout)
  let properties: BindableProperties<Gauge> = gauge.bindable
  let reference: ViewPropertyReference<Gauge, String> = properties.label
  let placeholder: PlaceholderViewPropertyReference<Gauge, String> = reference ?? ""
  let _: BindingToken = handle <=> reference
  let _: BindingToken = writable <=> gauge.bindable.label
  let _: BindingToken = model.$nickname <=> placeholder
  let _: BindingToken = computed => gauge.bindable.label
  let _: BindingToken = handle => gauge.bindable.label
  let _: BindingToken = computed => { (value: String) in _ = value }
  let _: BindingToken = handle => { (value: String) in _ = value }
  let _: BindingToken = model.$name <=> other.$name
  let receivers: ViewActionReceivers<String> = model.$alert
  let _: BindingToken = receivers => { (message: String) in _ = message }
  let _: BindingToken = model.$close => {}
  model.alert("x")
  model.close()
  let _: ViewAction<String> = ViewAction<String>()
  let _: BindingToken = .ending {}
}

private func pinAdapterBuildingBlocks(
  _ value: ViewSlot<Float>, _ range: ViewSlot<Float>, _ text: ViewSlot<String>,
  _ attributed: ViewSlot<AttributedString>
) {
  let fitted = FittedValue(value) { (asked: Float) -> Float in min(asked, range.value) }
  let _: (Float) -> Float = fitted.fit
  fitted.refit(whenChanged: range)
  fitted.rangeDidChange()
  fitted.userDidEdit(1)
  TextContent.link(text: text, attributedText: attributed)
  TextContent.userDidEnter("typed", text: text, attributedText: attributed)
  let actions = ActionList()
  let token: ActionToken = actions.add {}
  actions.runAll()
  token.remove()
}

private func pinViewSlot(_ slot: ViewSlot<String>) {
  let _: ViewSlot<String> = ViewSlot("")
  let _: String = slot.value
  let _: Bool = slot.isBound
  slot.set("program")
  slot.userDidEdit("person")
  slot.userDidEndEditing()
  slot.invalidate()
  slot.normalize = { (value: String) -> String in value }
  slot.onChange = { (value: String) in _ = value }
  slot.deriveValue = { () -> String in "" }
  let _: ((String) -> String)? = slot.normalize
  let _: ((String) -> Void)? = slot.onChange
  let _: (() -> String)? = slot.deriveValue
  let listener: ViewPropertyListener = slot.addListener { (value: String) in _ = value }
  let _: Bool = listener.isActive
  listener.remove()
}

private func pinProcessWideProgrammerErrorHandler() {
  BindKitDiagnostics.setProgrammerErrorHandler { message in
    let _: String = message
  }
  BindKitDiagnostics.setProgrammerErrorHandler(nil)
}

private func pinLogging() {
  let level: BindKitDiagnostics.LogLevel = BindKitDiagnostics.logLevel
  BindKitDiagnostics.logLevel = .debug
  BindKitDiagnostics.setLogHandler { level, message in
    let _: BindKitDiagnostics.LogLevel = level
    let _: String = message + level.description
  }
  BindKitDiagnostics.setLogHandler(nil)
  let _: Bool = level < .error
  switch level {
  case .debug, .info, .warning, .error: break
  }
}

private func pinBindKitDiagnostics(_ account: Account) {
  let ignore: @Sendable (String) -> Void = { _ in }
  let count: Int = BindKitDiagnostics.withProgrammerErrorHandler(ignore) {
    account.endUpdatingBoundProperties()
    return 1
  }
  let _: Int = count
}

/// The deprecated task-local handler, still public; named from a deprecated function so that using it does not
/// warn.
@available(*, deprecated)
private func pinDeprecatedBindKitDiagnostics(_ account: Account) {
  let handler: (@Sendable (String) -> Void)? = BindKitDiagnostics.programmerErrorHandler
  BindKitDiagnostics.$programmerErrorHandler.withValue(handler) {
    account.endUpdatingBoundProperties()
  }
}

// MARK: - BindKitViews

private func pinTextField(_ field: TextField, _ account: Account) {
  let _: TextField = TextField()
  let _: TextField = TextField(placeholder: "")
  let _: TextField = TextField(text: "", placeholder: "")
  requiresBindableView(TextField.self)
  let _: BindingRegistrar = field.bindingRegistrar
  let _: ReferenceWritableKeyPath<TextField, String> = \.text
  let _: ReferenceWritableKeyPath<TextField, AttributedString> = \.attributedText
  let _: ReferenceWritableKeyPath<TextField, String> = \.placeholder
  let _: ReferenceWritableKeyPath<TextField, Bool> = \.isEnabled
  let _: ReferenceWritableKeyPath<TextField, Bool> = \.isHidden
  let _: (ViewSlot<String>, ViewSlot<AttributedString>) = (field.$text, field.$attributedText)
  let _: (ViewSlot<String>, ViewSlot<Bool>, ViewSlot<Bool>) = (field.$placeholder, field.$isEnabled, field.$isHidden)
  field.enterText("")
  field.clear()
  field.endEditing()
  account.bind(key: \.name, toView: field, viewKey: \.text)
}

private func pinTextView(_ view: TextView) {
  let _: TextView = TextView()
  let _: TextView = TextView(text: "")
  requiresBindableView(TextView.self)
  let _: ReferenceWritableKeyPath<TextView, String> = \.text
  let _: ReferenceWritableKeyPath<TextView, AttributedString> = \.attributedText
  let _: ReferenceWritableKeyPath<TextView, Bool> = \.isEditable
  let _: ReferenceWritableKeyPath<TextView, Bool> = \.isHidden
  let _: (ViewSlot<String>, ViewSlot<AttributedString>) = (view.$text, view.$attributedText)
  let _: (ViewSlot<Bool>, ViewSlot<Bool>) = (view.$isEditable, view.$isHidden)
  view.enterText("")
  view.endEditing()
}

private func pinLabel(_ label: Label) {
  let _: Label = Label()
  let _: Label = Label(text: "")
  requiresBindableView(Label.self)
  let _: ReferenceWritableKeyPath<Label, String> = \.text
  let _: ReferenceWritableKeyPath<Label, AttributedString> = \.attributedText
  let _: ReferenceWritableKeyPath<Label, Bool> = \.isHidden
  let _: (ViewSlot<String>, ViewSlot<AttributedString>, ViewSlot<Bool>) = (
    label.$text, label.$attributedText, label.$isHidden
  )
}

private func pinButton(_ button: Button) {
  let _: Button = Button()
  let _: Button = Button(title: "")
  requiresBindableView(Button.self)
  let _: ReferenceWritableKeyPath<Button, String> = \.title
  let _: ReferenceWritableKeyPath<Button, Bool> = \.isEnabled
  let _: ReferenceWritableKeyPath<Button, Bool> = \.isHidden
  let _: (ViewSlot<String>, ViewSlot<Bool>, ViewSlot<Bool>) = (button.$title, button.$isEnabled, button.$isHidden)
  var taps = 0
  let token: ActionToken = button.addAction { taps += 1 }  // not @Sendable: captures local state
  button.addAction {}  // @discardableResult
  _ = (token, taps)
  button.tap()
  let handler: BindingToken = button.taps => { taps += 1 }  // not @Sendable
  button.taps => {}  // @discardableResult
  let _: Taps = BarButtonItem(title: "").taps
  _ = handler

  let save = Action<Void, Void> {}
  let bound: ActionToken = button.bind(action: save)
  button.bind(action: Action<Void, Int> { 1 })  // any output; @discardableResult
  button.bind(action: save, isolation: nil)
  _ = bound
}

private func pinBarButtonItem(_ item: BarButtonItem) {
  let _: BarButtonItem = BarButtonItem()
  let _: BarButtonItem = BarButtonItem(title: "")
  requiresBindableView(BarButtonItem.self)
  let _: ReferenceWritableKeyPath<BarButtonItem, String> = \.title
  let _: ReferenceWritableKeyPath<BarButtonItem, Bool> = \.isEnabled
  let _: (ViewSlot<String>, ViewSlot<Bool>) = (item.$title, item.$isEnabled)
  let _: ActionToken = item.addAction {}
  item.addAction {}
  item.tap()

  let save = Action<Void, Void> {}
  let bound: ActionToken = item.bind(action: save)
  item.bind(action: Action<Void, Int> { 1 })  // @discardableResult
  item.bind(action: save, isolation: nil)
  item.bind(action: Action<Int, Void> { _ in }, input: { 1 })
  let _: ActionToken = item.bind(action: Action<Int, Void> { _ in }, input: { 1 }, isolation: nil)
  _ = bound
}

private func pinActionToken(_ token: ActionToken) {
  let _: Bool = token.isActive
  token.remove()
}

private func pinSwitch(_ toggle: Switch) {
  let _: Switch = Switch()
  let _: Switch = Switch(isOn: true)
  requiresBindableView(Switch.self)
  let _: ReferenceWritableKeyPath<Switch, Bool> = \.isOn
  let _: ReferenceWritableKeyPath<Switch, Bool> = \.isEnabled
  let _: ReferenceWritableKeyPath<Switch, Bool> = \.isHidden
  let _: (ViewSlot<Bool>, ViewSlot<Bool>, ViewSlot<Bool>) = (toggle.$isOn, toggle.$isEnabled, toggle.$isHidden)
  toggle.toggle()
  let _: ActionToken = toggle.bind(action: Action<Bool, Void> { _ in })
  toggle.bind(action: TypedAction<Bool, Int, Never> { _ in 1 }, isolation: nil)  // @discardableResult
}

private func pinSlider(_ slider: Slider) {
  let _: Slider = Slider()
  let _: Slider = Slider(value: 0)
  let _: Slider = Slider(value: 0, minimumValue: 0, maximumValue: 1)
  requiresBindableView(Slider.self)
  let _: ReferenceWritableKeyPath<Slider, Float> = \.value
  let _: ReferenceWritableKeyPath<Slider, Float> = \.minimumValue
  let _: ReferenceWritableKeyPath<Slider, Float> = \.maximumValue
  let _: ReferenceWritableKeyPath<Slider, Bool> = \.isEnabled
  let _: ReferenceWritableKeyPath<Slider, Bool> = \.isHidden
  let _: (ViewSlot<Float>, ViewSlot<Float>, ViewSlot<Float>) = (
    slider.$value, slider.$minimumValue, slider.$maximumValue
  )
  let _: (ViewSlot<Bool>, ViewSlot<Bool>) = (slider.$isEnabled, slider.$isHidden)
  slider.slide(to: 0.5)
}

private func pinStepper(_ stepper: Stepper) {
  let _: Stepper = Stepper()
  let _: Stepper = Stepper(value: 0)
  let _: Stepper = Stepper(value: 0, minimumValue: 0, maximumValue: 100, stepValue: 1, wraps: false)
  requiresBindableView(Stepper.self)
  let _: ReferenceWritableKeyPath<Stepper, Double> = \.value
  let _: ReferenceWritableKeyPath<Stepper, Double> = \.minimumValue
  let _: ReferenceWritableKeyPath<Stepper, Double> = \.maximumValue
  let _: ReferenceWritableKeyPath<Stepper, Double> = \.stepValue
  let _: ReferenceWritableKeyPath<Stepper, Bool> = \.wraps
  let _: ReferenceWritableKeyPath<Stepper, Bool> = \.isEnabled
  let _: ReferenceWritableKeyPath<Stepper, Bool> = \.isHidden
  let _: (ViewSlot<Double>, ViewSlot<Double>, ViewSlot<Double>, ViewSlot<Double>) = (
    stepper.$value, stepper.$minimumValue, stepper.$maximumValue, stepper.$stepValue
  )
  let _: (ViewSlot<Bool>, ViewSlot<Bool>, ViewSlot<Bool>) = (stepper.$wraps, stepper.$isEnabled, stepper.$isHidden)
  stepper.increment()
  stepper.decrement()
}

private func pinDatePicker(_ picker: DatePicker) {
  let _: DatePicker = DatePicker()
  let _: DatePicker = DatePicker(date: Date())
  let _: DatePicker = DatePicker(date: Date(), minimumDate: nil, maximumDate: nil)
  requiresBindableView(DatePicker.self)
  let _: ReferenceWritableKeyPath<DatePicker, Date> = \.date
  let _: ReferenceWritableKeyPath<DatePicker, Date?> = \.minimumDate
  let _: ReferenceWritableKeyPath<DatePicker, Date?> = \.maximumDate
  let _: ReferenceWritableKeyPath<DatePicker, Bool> = \.isEnabled
  let _: ReferenceWritableKeyPath<DatePicker, Bool> = \.isHidden
  let _: (ViewSlot<Date>, ViewSlot<Date?>, ViewSlot<Date?>) = (
    picker.$date, picker.$minimumDate, picker.$maximumDate
  )
  let _: (ViewSlot<Bool>, ViewSlot<Bool>) = (picker.$isEnabled, picker.$isHidden)
  picker.pick(Date())
}

private func pinSegmentedControl(_ control: SegmentedControl) {
  let _: SegmentedControl = SegmentedControl()
  let _: SegmentedControl = SegmentedControl(segments: [])
  let _: SegmentedControl = SegmentedControl(segments: [], selectedSegmentIndex: 0)
  let _: Int = SegmentedControl.noSegment
  requiresBindableView(SegmentedControl.self)
  let _: ReferenceWritableKeyPath<SegmentedControl, Int> = \.selectedSegmentIndex
  let _: ReferenceWritableKeyPath<SegmentedControl, [String]> = \.segments
  let _: ReferenceWritableKeyPath<SegmentedControl, Bool> = \.isEnabled
  let _: ReferenceWritableKeyPath<SegmentedControl, Bool> = \.isHidden
  let _: (ViewSlot<Int>, ViewSlot<[String]>) = (control.$selectedSegmentIndex, control.$segments)
  let _: (ViewSlot<Bool>, ViewSlot<Bool>) = (control.$isEnabled, control.$isHidden)
  control.select(0)
  let _: ActionToken = control.bind(action: Action<Int, Void> { _ in })
  control.bind(action: TypedAction<Int, Int, Never> { $0 }, isolation: nil)  // @discardableResult
}

private func pinPageControl(_ control: PageControl) {
  let _: PageControl = PageControl()
  let _: PageControl = PageControl(numberOfPages: 3)
  let _: PageControl = PageControl(numberOfPages: 3, currentPage: 1)
  requiresBindableView(PageControl.self)
  let _: ReferenceWritableKeyPath<PageControl, Int> = \.currentPage
  let _: ReferenceWritableKeyPath<PageControl, Int> = \.numberOfPages
  let _: ReferenceWritableKeyPath<PageControl, Bool> = \.isEnabled
  let _: ReferenceWritableKeyPath<PageControl, Bool> = \.isHidden
  let _: (ViewSlot<Int>, ViewSlot<Int>) = (control.$currentPage, control.$numberOfPages)
  let _: (ViewSlot<Bool>, ViewSlot<Bool>) = (control.$isEnabled, control.$isHidden)
  control.select(page: 0)
  control.next()
  control.previous()
}

private func pinImageView(_ view: ImageView) {
  let _: ImageView = ImageView()
  let _: ImageView = ImageView(image: nil)
  requiresBindableView(ImageView.self)
  let _: ReferenceWritableKeyPath<ImageView, Image?> = \.image
  let _: ReferenceWritableKeyPath<ImageView, Bool> = \.isHidden
  let _: (ViewSlot<Image?>, ViewSlot<Bool>) = (view.$image, view.$isHidden)
}

private func pinImage(_ image: Image) {
  let _: Image = Image(name: "", width: 0, height: 0)
  let _: String = image.name
  let _: Int = image.width
  let _: Int = image.height
  let _: String = image.description
  let _: any Hashable & Sendable & CustomStringConvertible = image
}

// MARK: - BindKitTesting

private func pinCheckAdapterConformance() {
  checkAdapterConformance(
    make: { Gauge() }, property: \.level, slot: \.$level, values: (1, 2), userEdit: { $0.$level.userDidEdit($1) })
  checkAdapterConformance(
    make: { Gauge() }, property: \.label, slot: \.$label, values: ("a", "b"), userEdit: nil,
    sourceLocation: #_sourceLocation)
}

private func pinEditUndoManager(_ account: Account) {
  let undo = EditUndoManager()
  undo.attach(account)
  undo.detach(account)
  let _: Bool = undo.canUndo
  let _: Bool = undo.canRedo
  let _: String = undo.undoActionName
  let _: String = undo.redoActionName
  let _: Int = undo.undoCount
  let _: Int = undo.redoCount
  let _: Int = undo.groupingLevel
  undo.levelsOfUndo = 10
  let _: Bool = undo.undo()
  let _: Bool = undo.redo()
  undo.beginUndoGrouping(actionName: "Fill In")
  undo.beginUndoGrouping()
  undo.endUndoGrouping()
  undo.endUndoGrouping()
  let _: Int = undo.grouping(actionName: "Fill In") { 1 }
  undo.grouping { account.name = "ann" }
  undo.recordingProgramChanges(actionName: "Rename") { account.name = "bo" }
  undo.registerUndo(actionName: "Rename", target: account, undo: { $0.name = "" }, redo: { $0.name = "bo" })
  undo.removeAllActions(withTarget: account)
  undo.removeAllActions()
  let _: BindableObject = undo
}
