public import BindKit
public import BindKitViews
import FoundationEssentials

// The built-in adapters of BindKitViews, as forms see them. Each front end draws them its own way (switching on
// `formKind`), and drives them through these members or the adapters' own gestures.

extension TextField: FormControl {
  /// ``FormControlKind/textField``.
  public var formKind: FormControlKind { .textField }
  /// Whether the field is enabled.
  public var isFormEnabled: Bool { isEnabled }
  /// Whether the field is hidden.
  public var isFormHidden: Bool { isHidden }
  /// The binding of the text.
  public var formBindingToken: BindingToken? { $text.bindingToken }
  /// The text, quoted (`"alice"`).
  public var formValueDescription: String { FormText.quoted(text) }
  /// The text.
  public var formText: String? { text }
  /// `enterText(_:)`.
  public func enterFormText(_ text: String) { enterText(text) }
  /// `endEditing()`.
  public func endFormEditing() { endEditing() }
  /// `type` types the text; no other action.
  public func perform(_ action: FormScriptAction) throws(FormControlError) {
    guard case .type(let text) = action else { throw .unsupported }
    enterText(text)
  }
  /// Listens to the text, the placeholder, `isEnabled` and `isHidden`.
  public func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
    [
      $text.addListener { _ in changed() }, $placeholder.addListener { _ in changed() },
      $isEnabled.addListener { _ in changed() }, $isHidden.addListener { _ in changed() },
    ]
  }
}

extension TextView: FormControl {
  /// ``FormControlKind/textView``.
  public var formKind: FormControlKind { .textView }
  /// Whether the text is editable.
  public var isFormEnabled: Bool { isEditable }
  /// Whether the view is hidden.
  public var isFormHidden: Bool { isHidden }
  /// The binding of the text.
  public var formBindingToken: BindingToken? { $text.bindingToken }
  /// The text, quoted, line breaks as `\n`.
  public var formValueDescription: String { FormText.quoted(text) }
  /// The text.
  public var formText: String? { text }
  /// `enterText(_:)`.
  public func enterFormText(_ text: String) { enterText(text) }
  /// `endEditing()`.
  public func endFormEditing() { endEditing() }
  /// `type` types the text; no other action.
  public func perform(_ action: FormScriptAction) throws(FormControlError) {
    guard case .type(let text) = action else { throw .unsupported }
    enterText(text)
  }
  /// Listens to the text, `isEditable` and `isHidden`.
  public func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
    [
      $text.addListener { _ in changed() }, $isEditable.addListener { _ in changed() },
      $isHidden.addListener { _ in changed() },
    ]
  }
}

extension Label: FormControl {
  /// ``FormControlKind/label``.
  public var formKind: FormControlKind { .label }
  /// A label does not take the focus.
  public var isFocusable: Bool { false }
  /// Whether the label is hidden.
  public var isFormHidden: Bool { isHidden }
  /// The text, control characters escaped.
  public var formValueDescription: String { FormText.escapingControls(text) }
  /// A label has no action.
  public func perform(_ action: FormScriptAction) throws(FormControlError) { throw .unsupported }
  /// Listens to the text and `isHidden`.
  public func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
    [$text.addListener { _ in changed() }, $isHidden.addListener { _ in changed() }]
  }
}

extension Button: FormControl {
  /// ``FormControlKind/button``.
  public var formKind: FormControlKind { .button }
  /// Whether the button is enabled.
  public var isFormEnabled: Bool { isEnabled }
  /// Whether the button is hidden.
  public var isFormHidden: Bool { isHidden }
  /// `enabled` or `disabled`.
  public var formValueDescription: String { isEnabled ? "enabled" : "disabled" }
  /// ``FormGesture/activate`` taps.
  public func perform(_ gesture: FormGesture) -> Bool {
    guard gesture == .activate else { return false }
    tap()
    return true
  }
  /// `tap` taps; no other action.
  public func perform(_ action: FormScriptAction) throws(FormControlError) {
    guard action == .tap else { throw .unsupported }
    tap()
  }
  /// Listens to the title, `isEnabled` and `isHidden`.
  public func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
    [
      $title.addListener { _ in changed() }, $isEnabled.addListener { _ in changed() },
      $isHidden.addListener { _ in changed() },
    ]
  }
}

extension BarButtonItem: FormControl {
  /// ``FormControlKind/barButtonItem``.
  public var formKind: FormControlKind { .barButtonItem }
  /// Whether the item is enabled.
  public var isFormEnabled: Bool { isEnabled }
  /// `enabled` or `disabled`.
  public var formValueDescription: String { isEnabled ? "enabled" : "disabled" }
  /// ``FormGesture/activate`` taps.
  public func perform(_ gesture: FormGesture) -> Bool {
    guard gesture == .activate else { return false }
    tap()
    return true
  }
  /// `tap` taps; no other action.
  public func perform(_ action: FormScriptAction) throws(FormControlError) {
    guard action == .tap else { throw .unsupported }
    tap()
  }
  /// Listens to the title and `isEnabled`.
  public func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
    [$title.addListener { _ in changed() }, $isEnabled.addListener { _ in changed() }]
  }
}

extension Switch: FormControl {
  /// ``FormControlKind/toggle``.
  public var formKind: FormControlKind { .toggle }
  /// Whether the switch is enabled.
  public var isFormEnabled: Bool { isEnabled }
  /// Whether the switch is hidden.
  public var isFormHidden: Bool { isHidden }
  /// The binding of `isOn`.
  public var formBindingToken: BindingToken? { $isOn.bindingToken }
  /// `on` or `off`.
  public var formValueDescription: String { isOn ? "on" : "off" }
  /// ``FormGesture/activate`` toggles.
  public func perform(_ gesture: FormGesture) -> Bool {
    guard gesture == .activate else { return false }
    toggle()
    return true
  }
  /// `toggle` toggles; no other action.
  public func perform(_ action: FormScriptAction) throws(FormControlError) {
    guard action == .toggle else { throw .unsupported }
    toggle()
  }
  /// Listens to `isOn`, `isEnabled` and `isHidden`.
  public func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
    [
      $isOn.addListener { _ in changed() }, $isEnabled.addListener { _ in changed() },
      $isHidden.addListener { _ in changed() },
    ]
  }
}

extension Slider: FormControl {
  /// ``FormControlKind/slider``.
  public var formKind: FormControlKind { .slider }
  /// Whether the slider is enabled.
  public var isFormEnabled: Bool { isEnabled }
  /// Whether the slider is hidden.
  public var isFormHidden: Bool { isHidden }
  /// The binding of the value.
  public var formBindingToken: BindingToken? { $value.bindingToken }
  /// The value, with up to two decimals.
  public var formValueDescription: String { FormText.number(Double(value)) }
  /// Slides by a twentieth of the range (``FormGesture/increment``, ``FormGesture/decrement``), or to an end. When a
  /// converter that shows its corrections puts the slider back where it was (`.numeric` rounds 6.5 on an `Int` back
  /// to 7), it slides on by further steps until the value moves or an end is reached.
  public func perform(_ gesture: FormGesture) -> Bool {
    let step = (maximumValue - minimumValue) / 20
    switch gesture {
    case .decrement: slide(stepping: -step)
    case .increment: slide(stepping: step)
    case .minimum: slide(to: minimumValue)
    case .maximum: slide(to: maximumValue)
    case .activate: return false
    }
    return true
  }

  private func slide(stepping step: Float) {
    let start = value
    var target = start
    repeat {
      target = min(max(target + step, minimumValue), maximumValue)
      slide(to: target)
    } while value == start && target != minimumValue && target != maximumValue
  }

  /// `set` slides to a number; no other action.
  public func perform(_ action: FormScriptAction) throws(FormControlError) {
    guard case .set(let text) = action else { throw .unsupported }
    guard let number = Float(text), number.isFinite else { throw .badValue(expected: "a number") }
    slide(to: number)
  }
  /// Listens to the value, its range, `isEnabled` and `isHidden`.
  public func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
    [
      $value.addListener { _ in changed() }, $minimumValue.addListener { _ in changed() },
      $maximumValue.addListener { _ in changed() }, $isEnabled.addListener { _ in changed() },
      $isHidden.addListener { _ in changed() },
    ]
  }
}

extension Stepper: FormControl {
  /// ``FormControlKind/stepper``.
  public var formKind: FormControlKind { .stepper }
  /// Whether the stepper is enabled.
  public var isFormEnabled: Bool { isEnabled }
  /// Whether the stepper is hidden.
  public var isFormHidden: Bool { isHidden }
  /// The binding of the value.
  public var formBindingToken: BindingToken? { $value.bindingToken }
  /// The value, with up to two decimals.
  public var formValueDescription: String { FormText.number(value) }
  /// ``FormGesture/increment`` and ``FormGesture/decrement`` step.
  public func perform(_ gesture: FormGesture) -> Bool {
    switch gesture {
    case .decrement: decrement()
    case .increment: increment()
    default: return false
    }
    return true
  }
  /// `set` steps towards a number, as a person would (a stepper has no "set" gesture), at most 10,000 times; no
  /// other action.
  public func perform(_ action: FormScriptAction) throws(FormControlError) {
    guard case .set(let text) = action else { throw .unsupported }
    guard let number = Double(text), number.isFinite else { throw .badValue(expected: "a number") }
    for _ in 0..<10_000 {
      let before = value
      if value + stepValue / 2 <= number {
        increment()
      } else if value - stepValue / 2 >= number {
        decrement()
      }
      if value == before { break }
    }
  }
  /// Listens to the value, its range, `isEnabled` and `isHidden`.
  public func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
    [
      $value.addListener { _ in changed() }, $minimumValue.addListener { _ in changed() },
      $maximumValue.addListener { _ in changed() }, $isEnabled.addListener { _ in changed() },
      $isHidden.addListener { _ in changed() },
    ]
  }
}

extension DatePicker: FormControl {
  /// ``FormControlKind/datePicker``.
  public var formKind: FormControlKind { .datePicker }
  /// Whether the picker is enabled.
  public var isFormEnabled: Bool { isEnabled }
  /// Whether the picker is hidden.
  public var isFormHidden: Bool { isHidden }
  /// The binding of the date.
  public var formBindingToken: BindingToken? { $date.bindingToken }
  /// The date in UTC: `2026-11-30 17:46 UTC`.
  public var formValueDescription: String {
    let parts = CivilTime(date).parts
    return "\(parts[0])-\(parts[1])-\(parts[2]) \(parts[3]):\(parts[4]) UTC"
  }
  /// ``FormGesture/increment`` and ``FormGesture/decrement`` pick the next or the previous day.
  public func perform(_ gesture: FormGesture) -> Bool {
    switch gesture {
    case .decrement: pick(CivilTime(date).adding(-1, toPart: 2))
    case .increment: pick(CivilTime(date).adding(1, toPart: 2))
    default: return false
    }
    return true
  }
  /// `set` picks a date written `YYYY-MM-DD` or `YYYY-MM-DD HH:MM` (UTC); no other action.
  public func perform(_ action: FormScriptAction) throws(FormControlError) {
    guard case .set(let text) = action else { throw .unsupported }
    guard let date = FormText.date(from: text) else { throw .badValue(expected: "YYYY-MM-DD or YYYY-MM-DD HH:MM") }
    pick(date)
  }
  /// Listens to the date, `isEnabled` and `isHidden`.
  public func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
    [
      $date.addListener { _ in changed() }, $isEnabled.addListener { _ in changed() },
      $isHidden.addListener { _ in changed() },
    ]
  }
}

extension SegmentedControl: FormControl {
  /// ``FormControlKind/segmentedControl``.
  public var formKind: FormControlKind { .segmentedControl }
  /// Whether the control is enabled.
  public var isFormEnabled: Bool { isEnabled }
  /// Whether the control is hidden.
  public var isFormHidden: Bool { isHidden }
  /// The binding of the selection.
  public var formBindingToken: BindingToken? { $selectedSegmentIndex.bindingToken }
  /// The selected segment's index and title (`1 "Pro"`), or `none`.
  public var formValueDescription: String {
    segments.indices.contains(selectedSegmentIndex)
      ? "\(selectedSegmentIndex) \(FormText.quoted(segments[selectedSegmentIndex]))" : "none"
  }
  /// ``FormGesture/increment`` and ``FormGesture/decrement`` select the segment after or before (staying at the
  /// ends).
  public func perform(_ gesture: FormGesture) -> Bool {
    let count = segments.count
    switch gesture {
    case .decrement where count > 0: select(max(selectedSegmentIndex - 1, 0))
    case .increment where count > 0: select(min(selectedSegmentIndex + 1, count - 1))
    default: return false
    }
    return true
  }
  /// `select` selects a segment; an index that names none is refused. No other action.
  public func perform(_ action: FormScriptAction) throws(FormControlError) {
    guard case .select(let index) = action else { throw .unsupported }
    guard segments.indices.contains(index) else {
      throw .refused("no segment \(index) (the control has \(segments.count))")
    }
    select(index)
  }
  /// Listens to the selection, the segments, `isEnabled` and `isHidden`.
  public func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
    [
      $selectedSegmentIndex.addListener { _ in changed() }, $segments.addListener { _ in changed() },
      $isEnabled.addListener { _ in changed() }, $isHidden.addListener { _ in changed() },
    ]
  }
}

extension PageControl: FormControl {
  /// ``FormControlKind/pageControl``.
  public var formKind: FormControlKind { .pageControl }
  /// Whether the control is enabled.
  public var isFormEnabled: Bool { isEnabled }
  /// Whether the control is hidden.
  public var isFormHidden: Bool { isHidden }
  /// The binding of the current page.
  public var formBindingToken: BindingToken? { $currentPage.bindingToken }
  /// `2 of 5`, or `none`.
  public var formValueDescription: String {
    numberOfPages > 0 ? "\(currentPage + 1) of \(numberOfPages)" : "none"
  }
  /// ``FormGesture/increment`` and ``FormGesture/decrement`` move to the next or the previous page.
  public func perform(_ gesture: FormGesture) -> Bool {
    switch gesture {
    case .decrement: previous()
    case .increment: next()
    default: return false
    }
    return true
  }
  /// `select` selects a page (clamped into the pages, as the gesture does); no other action.
  public func perform(_ action: FormScriptAction) throws(FormControlError) {
    guard case .select(let index) = action else { throw .unsupported }
    select(page: index)
  }
  /// Listens to the current page, the number of pages, `isEnabled` and `isHidden`.
  public func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
    [
      $currentPage.addListener { _ in changed() }, $numberOfPages.addListener { _ in changed() },
      $isEnabled.addListener { _ in changed() }, $isHidden.addListener { _ in changed() },
    ]
  }
}

extension ImageView: FormControl {
  /// ``FormControlKind/imageView``.
  public var formKind: FormControlKind { .imageView }
  /// An image view does not take the focus.
  public var isFocusable: Bool { false }
  /// Whether the view is hidden.
  public var isFormHidden: Bool { isHidden }
  /// The image's name and size (`logo (64×32)`), or `none`.
  public var formValueDescription: String { image.map { "\($0.name) (\($0.width)×\($0.height))" } ?? "none" }
  /// An image view has no action.
  public func perform(_ action: FormScriptAction) throws(FormControlError) { throw .unsupported }
  /// Listens to the image and `isHidden`.
  public func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
    [$image.addListener { _ in changed() }, $isHidden.addListener { _ in changed() }]
  }
}
