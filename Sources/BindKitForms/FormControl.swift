public import BindKit

/// What kind of control a ``FormControl`` is: an open set, named by a string, that a front end switches on to draw
/// a control its own way.
///
/// The built-in adapters have the kinds below. A third-party adapter makes a kind of its own
/// (`FormControlKind("com.example.colorWell")`); a front end that does not know it draws the control from
/// ``FormControl/formValueDescription`` and drives it through the protocol's gestures.
public struct FormControlKind: Hashable, Sendable, CustomStringConvertible {
  /// The kind's name, unique among kinds (the built-in ones are single words such as `textField`).
  public let identifier: String

  /// A kind named `identifier`. Choose a name that no other adapter uses, such as a reverse domain name.
  public init(_ identifier: String) {
    self.identifier = identifier
  }

  /// The identifier.
  public var description: String { identifier }

  /// A `TextField`: one line of text.
  public static let textField = FormControlKind("textField")
  /// A `TextView`: several lines of text.
  public static let textView = FormControlKind("textView")
  /// A `Label`: text the person cannot edit.
  public static let label = FormControlKind("label")
  /// A `Button`.
  public static let button = FormControlKind("button")
  /// A `BarButtonItem`.
  public static let barButtonItem = FormControlKind("barButtonItem")
  /// A `Switch`.
  public static let toggle = FormControlKind("switch")
  /// A `Slider`.
  public static let slider = FormControlKind("slider")
  /// A `Stepper`.
  public static let stepper = FormControlKind("stepper")
  /// A `DatePicker`.
  public static let datePicker = FormControlKind("datePicker")
  /// A `SegmentedControl`.
  public static let segmentedControl = FormControlKind("segmentedControl")
  /// A `PageControl`.
  public static let pageControl = FormControlKind("pageControl")
  /// An `ImageView`.
  public static let imageView = FormControlKind("imageView")
  /// A `ListView` (see ``ListControl``).
  public static let list = FormControlKind("list")
}

/// A gesture a front end performs on a focused control, from a key, a click or a scroll.
public enum FormGesture: Equatable, Sendable {
  /// Taps or toggles the control (Space or Enter on a terminal).
  case activate
  /// Moves the value one step up (Right or `+` on a terminal).
  case increment
  /// Moves the value one step down (Left or `-` on a terminal).
  case decrement
  /// Moves the value to its least (Home on a terminal).
  case minimum
  /// Moves the value to its greatest (End on a terminal).
  case maximum
}

/// What a script asks of one control (the name already resolved): `type`, `toggle`, `tap`, `set` or `select`.
public enum FormScriptAction: Equatable, Sendable {
  /// Replaces the control's text with this text.
  case type(String)
  /// Toggles the control.
  case toggle
  /// Taps the control.
  case tap
  /// Sets the control to the value written as this text.
  case set(String)
  /// Selects the item at this index, counting from 0.
  case select(Int)
}

/// Why a control did not take a ``FormScriptAction``.
public enum FormControlError: Error, Equatable, Sendable {
  /// The control has no such action (`toggle` on a text field): the script driver names what the action needs.
  case unsupported
  /// The value cannot be read; `expected` says what it must be (`"a number"`).
  case badValue(expected: String)
  /// The value is understood but the control cannot take it; the message says why (`"no segment 7 (the control
  /// has 3)"`).
  case refused(String)
}

/// An adapter as a form sees it: what any front end needs to know to draw the control, move the focus to it, turn
/// keys or clicks into its gestures, show its validation error, and drive it from a script.
///
/// The built-in adapters of BindKitViews conform. A third-party adapter conforms in its own module, and is then put
/// in a form with `Field("Caption", control)`:
///
/// ```swift
/// extension ColorWell: FormControl {
///   public var formKind: FormControlKind { FormControlKind("com.example.colorWell") }
///   public var isFormEnabled: Bool { isEnabled }
///   public var isFormHidden: Bool { isHidden }
///   public var formValueDescription: String { color.hex }
///   public var formBindingToken: BindingToken? { $color.bindingToken ?? $hexText.bindingToken }
///   public func perform(_ gesture: FormGesture) -> Bool { ... }  // lighter, darker, the next colour
///   public func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
///     [$color.addListener { _ in changed() }, $isEnabled.addListener { _ in changed() },
///      $isHidden.addListener { _ in changed() }]
///   }
/// }
/// ```
///
/// Every requirement but ``formKind``, ``formValueDescription`` and ``observeForm(_:)`` has a default: a control
/// that takes the focus, always enabled and shown, with no binding state, no text and no gestures.
public protocol FormControl: AnyObject {
  /// What kind of control it is; a front end draws the kinds it knows its own way, and any other one from
  /// ``formValueDescription``.
  var formKind: FormControlKind { get }
  /// Whether the control can take the focus at all (false for a label or an image); see ``canTakeFocus``.
  var isFocusable: Bool { get }
  /// Whether the control takes gestures now (a disabled control is drawn dimmed and skipped by the focus).
  var isFormEnabled: Bool { get }
  /// Whether the control takes no room now.
  var isFormHidden: Bool { get }
  /// The binding of the control's value, whose editing state (a pending edit, a validation error) the form shows.
  var formBindingToken: BindingToken? { get }
  /// The control's value as one line of plain text, control characters escaped: what a script's `show` prints
  /// after the name, and what a front end that does not know ``formKind`` draws.
  var formValueDescription: String { get }
  /// The text a person edits, character by character, or nil when the control is not edited as text.
  var formText: String? { get }
  /// A person replaces the text (one key's edit, or a paste): only called when ``formText`` is not nil.
  func enterFormText(_ text: String)
  /// A person leaves the text, or presses Enter: a binding that updates on commit writes its pending edit.
  func endFormEditing()
  /// Performs `gesture`; returns false when the control has no such gesture (the front end then uses the key
  /// otherwise, or not at all).
  func perform(_ gesture: FormGesture) -> Bool
  /// Performs what a script asks; throws when the control has no such action or cannot take the value.
  func perform(_ action: FormScriptAction) throws(FormControlError)
  /// Calls `changed` after every change of a view property the control is drawn from, until the listeners returned
  /// are removed.
  func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener]
}

extension FormControl {
  /// Takes the focus.
  public var isFocusable: Bool { true }
  /// Always enabled.
  public var isFormEnabled: Bool { true }
  /// Never hidden.
  public var isFormHidden: Bool { false }
  /// No binding state.
  public var formBindingToken: BindingToken? { nil }
  /// Not edited as text.
  public var formText: String? { nil }
  /// Does nothing.
  public func enterFormText(_ text: String) {}
  /// Commits the binding's pending edit, if any.
  public func endFormEditing() { formBindingToken?.commit() }
  /// Has no gestures.
  public func perform(_ gesture: FormGesture) -> Bool { false }
  /// Types into ``formText`` when the control has text, takes `toggle` and `tap` as ``FormGesture/activate``, and
  /// has no other action.
  public func perform(_ action: FormScriptAction) throws(FormControlError) {
    switch action {
    case .type(let text):
      guard formText != nil else { throw .unsupported }
      enterFormText(text)
    case .toggle, .tap:
      guard perform(.activate) else { throw .unsupported }
    case .set, .select:
      throw .unsupported
    }
  }

  /// Whether the control can take the focus now: focusable, enabled and shown.
  public var canTakeFocus: Bool { isFocusable && isFormEnabled && !isFormHidden }
}
