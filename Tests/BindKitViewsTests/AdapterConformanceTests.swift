import BindKit
import BindKitTesting
import BindKitViews
import FoundationEssentials
import Testing

/// One bindable property of a built-in adapter, with the conformance check that covers it.
struct AdapterProperty: Sendable, CustomTestStringConvertible {
  let name: String
  let check: @Sendable () -> Void

  var testDescription: String { name }

  init(_ name: String, check: @escaping @Sendable () -> Void) {
    self.name = name
    self.check = check
  }
}

private let dayOne = Date(timeIntervalSinceReferenceDate: 0)
private let dayTwo = Date(timeIntervalSinceReferenceDate: 86_400)

extension AdapterProperty {
  /// Every bindable property of every built-in adapter.
  static let all: [AdapterProperty] = [
    AdapterProperty("TextField.text") {
      checkAdapterConformance(
        make: { TextField() }, property: \.text, slot: \.$text, values: ("alice", "bob"),
        userEdit: { $0.enterText($1) })
    },
    AdapterProperty("TextField.attributedText") {
      checkAdapterConformance(
        make: { TextField() }, property: \.attributedText, slot: \.$attributedText,
        values: (AttributedString("alice"), AttributedString("bob")),
        userEdit: { $0.enterText(String($1.characters)) })
    },
    AdapterProperty("TextField.placeholder") {
      checkAdapterConformance(
        make: { TextField() }, property: \.placeholder, slot: \.$placeholder, values: ("Name", "E-mail"),
        userEdit: nil)
    },
    AdapterProperty("TextField.isEnabled") {
      checkAdapterConformance(
        make: { TextField() }, property: \.isEnabled, slot: \.$isEnabled, values: (false, true), userEdit: nil)
    },
    AdapterProperty("TextField.isHidden") {
      checkAdapterConformance(
        make: { TextField() }, property: \.isHidden, slot: \.$isHidden, values: (true, false), userEdit: nil)
    },
    AdapterProperty("TextView.text") {
      checkAdapterConformance(
        make: { TextView() }, property: \.text, slot: \.$text, values: ("one\ntwo", "three"),
        userEdit: { $0.enterText($1) })
    },
    AdapterProperty("TextView.attributedText") {
      checkAdapterConformance(
        make: { TextView() }, property: \.attributedText, slot: \.$attributedText,
        values: (AttributedString("one\ntwo"), AttributedString("three")),
        userEdit: { $0.enterText(String($1.characters)) })
    },
    AdapterProperty("TextView.isEditable") {
      checkAdapterConformance(
        make: { TextView() }, property: \.isEditable, slot: \.$isEditable, values: (false, true), userEdit: nil)
    },
    AdapterProperty("TextView.isHidden") {
      checkAdapterConformance(
        make: { TextView() }, property: \.isHidden, slot: \.$isHidden, values: (true, false), userEdit: nil)
    },
    AdapterProperty("Label.text") {
      checkAdapterConformance(
        make: { Label() }, property: \.text, slot: \.$text, values: ("Hello", "Goodbye"), userEdit: nil)
    },
    AdapterProperty("Label.attributedText") {
      checkAdapterConformance(
        make: { Label() }, property: \.attributedText, slot: \.$attributedText,
        values: (AttributedString("Hello"), AttributedString("Goodbye")), userEdit: nil)
    },
    AdapterProperty("Label.isHidden") {
      checkAdapterConformance(
        make: { Label() }, property: \.isHidden, slot: \.$isHidden, values: (true, false), userEdit: nil)
    },
    AdapterProperty("Button.title") {
      checkAdapterConformance(
        make: { Button() }, property: \.title, slot: \.$title, values: ("Log on", "Log off"), userEdit: nil)
    },
    AdapterProperty("Button.isEnabled") {
      checkAdapterConformance(
        make: { Button() }, property: \.isEnabled, slot: \.$isEnabled, values: (false, true), userEdit: nil)
    },
    AdapterProperty("Button.isHidden") {
      checkAdapterConformance(
        make: { Button() }, property: \.isHidden, slot: \.$isHidden, values: (true, false), userEdit: nil)
    },
    AdapterProperty("BarButtonItem.title") {
      checkAdapterConformance(
        make: { BarButtonItem() }, property: \.title, slot: \.$title, values: ("Save", "Done"), userEdit: nil)
    },
    AdapterProperty("BarButtonItem.isEnabled") {
      checkAdapterConformance(
        make: { BarButtonItem() }, property: \.isEnabled, slot: \.$isEnabled, values: (false, true), userEdit: nil)
    },
    AdapterProperty("Switch.isOn") {
      checkAdapterConformance(
        make: { Switch() }, property: \.isOn, slot: \.$isOn, values: (true, false),
        userEdit: { view, isOn in if view.isOn != isOn { view.toggle() } })
    },
    AdapterProperty("Switch.isEnabled") {
      checkAdapterConformance(
        make: { Switch() }, property: \.isEnabled, slot: \.$isEnabled, values: (false, true), userEdit: nil)
    },
    AdapterProperty("Switch.isHidden") {
      checkAdapterConformance(
        make: { Switch() }, property: \.isHidden, slot: \.$isHidden, values: (true, false), userEdit: nil)
    },
    AdapterProperty("Slider.value") {
      checkAdapterConformance(
        make: { Slider() }, property: \.value, slot: \.$value, values: (0.25, 0.75), userEdit: { $0.slide(to: $1) })
    },
    AdapterProperty("Slider.minimumValue") {
      checkAdapterConformance(
        make: { Slider() }, property: \.minimumValue, slot: \.$minimumValue, values: (-1, 0.5), userEdit: nil)
    },
    AdapterProperty("Slider.maximumValue") {
      checkAdapterConformance(
        make: { Slider() }, property: \.maximumValue, slot: \.$maximumValue, values: (10, 20), userEdit: nil)
    },
    AdapterProperty("Slider.isEnabled") {
      checkAdapterConformance(
        make: { Slider() }, property: \.isEnabled, slot: \.$isEnabled, values: (false, true), userEdit: nil)
    },
    AdapterProperty("Slider.isHidden") {
      checkAdapterConformance(
        make: { Slider() }, property: \.isHidden, slot: \.$isHidden, values: (true, false), userEdit: nil)
    },
    AdapterProperty("Stepper.value") {
      checkAdapterConformance(
        make: { Stepper() }, property: \.value, slot: \.$value, values: (1, 2),
        userEdit: { stepper, target in target > stepper.value ? stepper.increment() : stepper.decrement() })
    },
    AdapterProperty("Stepper.minimumValue") {
      checkAdapterConformance(
        make: { Stepper() }, property: \.minimumValue, slot: \.$minimumValue, values: (-10, 10), userEdit: nil)
    },
    AdapterProperty("Stepper.maximumValue") {
      checkAdapterConformance(
        make: { Stepper() }, property: \.maximumValue, slot: \.$maximumValue, values: (50, 60), userEdit: nil)
    },
    AdapterProperty("Stepper.stepValue") {
      checkAdapterConformance(
        make: { Stepper() }, property: \.stepValue, slot: \.$stepValue, values: (0.5, 5), userEdit: nil)
    },
    AdapterProperty("Stepper.wraps") {
      checkAdapterConformance(
        make: { Stepper() }, property: \.wraps, slot: \.$wraps, values: (true, false), userEdit: nil)
    },
    AdapterProperty("Stepper.isEnabled") {
      checkAdapterConformance(
        make: { Stepper() }, property: \.isEnabled, slot: \.$isEnabled, values: (false, true), userEdit: nil)
    },
    AdapterProperty("Stepper.isHidden") {
      checkAdapterConformance(
        make: { Stepper() }, property: \.isHidden, slot: \.$isHidden, values: (true, false), userEdit: nil)
    },
    AdapterProperty("DatePicker.date") {
      checkAdapterConformance(
        make: { DatePicker() }, property: \.date, slot: \.$date, values: (dayOne, dayTwo), userEdit: { $0.pick($1) })
    },
    AdapterProperty("DatePicker.minimumDate") {
      checkAdapterConformance(
        make: { DatePicker() }, property: \.minimumDate, slot: \.$minimumDate, values: (dayOne, dayTwo),
        userEdit: nil)
    },
    AdapterProperty("DatePicker.maximumDate") {
      checkAdapterConformance(
        make: { DatePicker() }, property: \.maximumDate, slot: \.$maximumDate, values: (dayOne, dayTwo),
        userEdit: nil)
    },
    AdapterProperty("DatePicker.isEnabled") {
      checkAdapterConformance(
        make: { DatePicker() }, property: \.isEnabled, slot: \.$isEnabled, values: (false, true), userEdit: nil)
    },
    AdapterProperty("DatePicker.isHidden") {
      checkAdapterConformance(
        make: { DatePicker() }, property: \.isHidden, slot: \.$isHidden, values: (true, false), userEdit: nil)
    },
    AdapterProperty("SegmentedControl.selectedSegmentIndex") {
      checkAdapterConformance(
        make: { SegmentedControl(segments: ["A", "B", "C"]) }, property: \.selectedSegmentIndex,
        slot: \.$selectedSegmentIndex, values: (0, 2), userEdit: { $0.select($1) })
    },
    AdapterProperty("SegmentedControl.segments") {
      checkAdapterConformance(
        make: { SegmentedControl() }, property: \.segments, slot: \.$segments, values: (["A"], ["A", "B"]),
        userEdit: nil)
    },
    AdapterProperty("SegmentedControl.isEnabled") {
      checkAdapterConformance(
        make: { SegmentedControl() }, property: \.isEnabled, slot: \.$isEnabled, values: (false, true),
        userEdit: nil)
    },
    AdapterProperty("SegmentedControl.isHidden") {
      checkAdapterConformance(
        make: { SegmentedControl() }, property: \.isHidden, slot: \.$isHidden, values: (true, false), userEdit: nil)
    },
    AdapterProperty("PageControl.currentPage") {
      checkAdapterConformance(
        make: { PageControl(numberOfPages: 5) }, property: \.currentPage, slot: \.$currentPage, values: (1, 3),
        userEdit: { $0.select(page: $1) })
    },
    AdapterProperty("PageControl.numberOfPages") {
      checkAdapterConformance(
        make: { PageControl() }, property: \.numberOfPages, slot: \.$numberOfPages, values: (3, 5), userEdit: nil)
    },
    AdapterProperty("PageControl.isEnabled") {
      checkAdapterConformance(
        make: { PageControl() }, property: \.isEnabled, slot: \.$isEnabled, values: (false, true), userEdit: nil)
    },
    AdapterProperty("PageControl.isHidden") {
      checkAdapterConformance(
        make: { PageControl() }, property: \.isHidden, slot: \.$isHidden, values: (true, false), userEdit: nil)
    },
    AdapterProperty("ListView<String>.items") {
      checkAdapterConformance(
        make: { ListView<String>() }, property: \.items, slot: \.$items, values: (["a", "b"], ["b", "a"]),
        userEdit: { list, _ in list.moveRow(from: 0, to: 1) })
    },
    AdapterProperty("ListView<String>.selectedIndex") {
      checkAdapterConformance(
        make: { ListView(items: ["a", "b", "c"]) }, property: \.selectedIndex, slot: \.$selectedIndex,
        values: (0, 2), userEdit: { list, index in list.selectRow(index ?? 0) })
    },
    AdapterProperty("ListView<String>.isEnabled") {
      checkAdapterConformance(
        make: { ListView<String>() }, property: \.isEnabled, slot: \.$isEnabled, values: (false, true), userEdit: nil)
    },
    AdapterProperty("ListView<String>.isHidden") {
      checkAdapterConformance(
        make: { ListView<String>() }, property: \.isHidden, slot: \.$isHidden, values: (true, false), userEdit: nil)
    },
    AdapterProperty("ListView<String>.placeholder") {
      checkAdapterConformance(
        make: { ListView<String>() }, property: \.placeholder, slot: \.$placeholder, values: ("None", "Empty"),
        userEdit: nil)
    },
    AdapterProperty("ImageView.image") {
      checkAdapterConformance(
        make: { ImageView() }, property: \.image, slot: \.$image,
        values: (Image(name: "cat.jpg", width: 354, height: 240), Image(name: "dog.jpg", width: 320, height: 240)),
        userEdit: nil)
    },
    AdapterProperty("ImageView.isHidden") {
      checkAdapterConformance(
        make: { ImageView() }, property: \.isHidden, slot: \.$isHidden, values: (true, false), userEdit: nil)
    },
  ]
}

@Suite struct AdapterConformanceTests {
  @Test(arguments: AdapterProperty.all)
  func propertyKeepsTheAdapterContract(_ property: AdapterProperty) {
    property.check()
  }

  /// The bindable properties an adapter declares, read from its `@ViewProperty` storage.
  private static func bindableProperties(of view: some BindableView) -> [String] {
    Mirror(reflecting: view).children.compactMap { child in
      guard let label = child.label, String(describing: type(of: child.value)).hasPrefix("ViewProperty<") else {
        return nil
      }
      return "\(type(of: view)).\(label.dropFirst())"
    }
  }

  @Test func everyBindablePropertyOfEveryAdapterIsChecked() {
    let adapters: [any BindableView] = [
      TextField(), TextView(), Label(), Button(), BarButtonItem(), Switch(), Slider(), Stepper(), DatePicker(),
      SegmentedControl(), PageControl(), ImageView(), ListView<String>(),
    ]
    let declared = Set(adapters.flatMap { Self.bindableProperties(of: $0) })
    let checked = Set(AdapterProperty.all.map(\.name))
    #expect(declared.count == 52)
    #expect(declared == checked)
  }
}
