// The public API of BindKit, BindKitViews and BindKitTesting, pinned.
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

  func viewDidBind(to model: BindableObject) {}
}

/// An adapter that keeps the protocol's default `viewDidBind(to:)`.
private final class MinimalView: BindableView {
  let bindingRegistrar = BindingRegistrar()
  @ViewProperty var text = ""
}

private final class Listener: BoundPropertiesDelegate {
  func boundPropertiesDidUpdate(_ object: BindableObject) {}
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
}

@Observable
private final class ObservableAccount {
  var name = ""
}

@MainActor
private func pinObservableBinding(_ account: ObservableAccount, _ gauge: Gauge) {
  let _: BindingToken = account.bind(key: \.name, toView: gauge, viewKey: \.label)
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
  gauge.viewDidBind(to: account)
  minimal.viewDidBind(to: account)
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
}

private func pinViewProperty(_ gauge: Gauge) {
  let property = ViewProperty(wrappedValue: 1)
  let _: ViewSlot<Int> = property.projectedValue
  let _: ViewSlot<Int> = gauge.$level
  let _: ReferenceWritableKeyPath<Gauge, Int> = \Gauge.level
}

private func pinDerivedSlots(_ source: ViewSlot<String>, _ derived: ViewSlot<Int>) {
  derived.derive(from: source) { $0.count }
  derived.markCurrent()
}

private func pinViewSlot(_ slot: ViewSlot<String>) {
  let _: ViewSlot<String> = ViewSlot("")
  let _: String = slot.value
  let _: Bool = slot.isBound
  slot.set("program")
  slot.userDidEdit("person")
  slot.invalidate()
  slot.normalize = { (value: String) -> String in value }
  slot.onChange = { (value: String) in _ = value }
  slot.deriveValue = { () -> String in "" }
  let _: ((String) -> String)? = slot.normalize
  let _: ((String) -> Void)? = slot.onChange
  let _: (() -> String)? = slot.deriveValue
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
