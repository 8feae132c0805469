import BindKit
import BindKitViews
import FoundationEssentials
import Testing

/// Every bindable property of every built-in adapter bound, in one order and in the reverse order: when the model
/// and the view go, so does every slot. (Bound value-first, a slider's value and range slots once held each other
/// through the view's list of bound slots and outlived the view.)
@Suite struct SlotLifetimeTests {
  /// A model with a property for every type the adapters show.
  final class Everything: BindableObject {
    @Bound var text = "text"
    @Bound var attributed = AttributedString("attributed")
    @Bound var flag = true
    @Bound var float: Float = 0.5
    @Bound var double = 5.0
    @Bound var int = 1
    @Bound var date = Date(timeIntervalSinceReferenceDate: 0)
    @Bound var optionalDate: Date? = nil
    @Bound var strings = ["a", "b"]
    @Bound var image: Image? = nil
  }

  /// One adapter: makes it, binds its properties (in the given order) to a model, and returns weak probes of its
  /// slots.
  struct AdapterCase: Sendable, CustomTestStringConvertible {
    let name: String
    let propertyCount: Int
    let bindAll: @Sendable (Everything, [Int]) -> (view: AnyObject, slots: [() -> AnyObject?])
    var testDescription: String { name }
  }

  private static func weakly(_ object: AnyObject) -> () -> AnyObject? {
    { [weak object] in object }
  }

  static let adapters: [AdapterCase] = [
    AdapterCase(name: "TextField", propertyCount: 5) { model, order in
      let view = TextField()
      let bindings: [() -> Void] = [
        { model.bind(key: \.text, toView: view, viewKey: \.text) },
        { model.bind(key: \.attributed, toView: view, viewKey: \.attributedText) },
        { model.bind(key: \.text, toView: view, viewKey: \.placeholder) },
        { model.bind(key: \.flag, toView: view, viewKey: \.isEnabled) },
        { model.bind(key: \.flag, toView: view, viewKey: \.isHidden) },
      ]
      for index in order { bindings[index]() }
      view.enterText("typed")
      return (
        view,
        ([view.$text, view.$attributedText, view.$placeholder, view.$isEnabled, view.$isHidden] as [AnyObject]).map {
          weakly($0)
        }
      )
    },
    AdapterCase(name: "TextView", propertyCount: 4) { model, order in
      let view = TextView()
      let bindings: [() -> Void] = [
        { model.bind(key: \.text, toView: view, viewKey: \.text) },
        { model.bind(key: \.attributed, toView: view, viewKey: \.attributedText) },
        { model.bind(key: \.flag, toView: view, viewKey: \.isEditable) },
        { model.bind(key: \.flag, toView: view, viewKey: \.isHidden) },
      ]
      for index in order { bindings[index]() }
      return (
        view, ([view.$text, view.$attributedText, view.$isEditable, view.$isHidden] as [AnyObject]).map { weakly($0) }
      )
    },
    AdapterCase(name: "Label", propertyCount: 3) { model, order in
      let view = Label()
      let bindings: [() -> Void] = [
        { model.bind(key: \.text, toView: view, viewKey: \.text) },
        { model.bind(key: \.attributed, toView: view, viewKey: \.attributedText) },
        { model.bind(key: \.flag, toView: view, viewKey: \.isHidden) },
      ]
      for index in order { bindings[index]() }
      return (view, ([view.$text, view.$attributedText, view.$isHidden] as [AnyObject]).map { weakly($0) })
    },
    AdapterCase(name: "Slider", propertyCount: 4) { model, order in
      let view = Slider()
      let bindings: [() -> Void] = [
        { model.bind(key: \.float, toView: view, viewKey: \.value) },
        { model.bind(key: \.float, toView: view, viewKey: \.minimumValue) },
        { model.bind(key: \.float, toView: view, viewKey: \.maximumValue) },
        { model.bind(key: \.flag, toView: view, viewKey: \.isEnabled) },
      ]
      for index in order { bindings[index]() }
      view.slide(to: 0.25)
      return (
        view,
        ([view.$value, view.$minimumValue, view.$maximumValue, view.$isEnabled] as [AnyObject]).map { weakly($0) }
      )
    },
    AdapterCase(name: "Stepper", propertyCount: 5) { model, order in
      let view = Stepper()
      let bindings: [() -> Void] = [
        { model.bind(key: \.double, toView: view, viewKey: \.value) },
        { model.bind(key: \.double, toView: view, viewKey: \.minimumValue) },
        { model.bind(key: \.double, toView: view, viewKey: \.maximumValue) },
        { model.bind(key: \.double, toView: view, viewKey: \.stepValue) },
        { model.bind(key: \.flag, toView: view, viewKey: \.wraps) },
      ]
      for index in order { bindings[index]() }
      view.increment()
      return (
        view,
        ([view.$value, view.$minimumValue, view.$maximumValue, view.$stepValue, view.$wraps] as [AnyObject]).map {
          weakly($0)
        }
      )
    },
    AdapterCase(name: "DatePicker", propertyCount: 4) { model, order in
      let view = DatePicker()
      let bindings: [() -> Void] = [
        { model.bind(key: \.date, toView: view, viewKey: \.date) },
        { model.bind(key: \.optionalDate, toView: view, viewKey: \.minimumDate) },
        { model.bind(key: \.optionalDate, toView: view, viewKey: \.maximumDate) },
        { model.bind(key: \.flag, toView: view, viewKey: \.isEnabled) },
      ]
      for index in order { bindings[index]() }
      view.pick(Date(timeIntervalSinceReferenceDate: 1))
      return (
        view, ([view.$date, view.$minimumDate, view.$maximumDate, view.$isEnabled] as [AnyObject]).map { weakly($0) }
      )
    },
    AdapterCase(name: "SegmentedControl", propertyCount: 3) { model, order in
      let view = SegmentedControl()
      let bindings: [() -> Void] = [
        { model.bind(key: \.int, toView: view, viewKey: \.selectedSegmentIndex) },
        { model.bind(key: \.strings, toView: view, viewKey: \.segments) },
        { model.bind(key: \.flag, toView: view, viewKey: \.isEnabled) },
      ]
      for index in order { bindings[index]() }
      view.select(0)
      return (view, ([view.$selectedSegmentIndex, view.$segments, view.$isEnabled] as [AnyObject]).map { weakly($0) })
    },
    AdapterCase(name: "PageControl", propertyCount: 3) { model, order in
      let view = PageControl()
      let bindings: [() -> Void] = [
        { model.bind(key: \.int, toView: view, viewKey: \.currentPage) },
        { model.bind(key: \.int, toView: view, viewKey: \.numberOfPages) },
        { model.bind(key: \.flag, toView: view, viewKey: \.isEnabled) },
      ]
      for index in order { bindings[index]() }
      view.next()
      return (view, ([view.$currentPage, view.$numberOfPages, view.$isEnabled] as [AnyObject]).map { weakly($0) })
    },
    AdapterCase(name: "ImageView", propertyCount: 2) { model, order in
      let view = ImageView()
      let bindings: [() -> Void] = [
        { model.bind(key: \.image, toView: view, viewKey: \.image) },
        { model.bind(key: \.flag, toView: view, viewKey: \.isHidden) },
      ]
      for index in order { bindings[index]() }
      return (view, ([view.$image, view.$isHidden] as [AnyObject]).map { weakly($0) })
    },
  ]

  @Test(arguments: adapters, [false, true])
  func everySlotGoesWithItsView(_ adapter: AdapterCase, reversed: Bool) {
    var probes: [() -> AnyObject?] = []
    do {
      let model = Everything()
      let order = Array(0..<adapter.propertyCount)
      let (view, slots) = adapter.bindAll(model, reversed ? order.reversed() : order)
      probes = slots + [Self.weakly(view), Self.weakly(model)]
    }
    let survivors = probes.enumerated().filter { $0.element() != nil }.map(\.offset)
    #expect(survivors.isEmpty, "still alive (slot index; the last two are the view and the model): \(survivors)")
  }
}
