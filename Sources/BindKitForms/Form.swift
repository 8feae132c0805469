public import BindKitViews

/// What a form is made of: one or more rows, in order.
public protocol FormContent {
  /// The rows, in order.
  var rows: [FormRow] { get }
}

/// One line of a form: a control with its caption and name, a line of text, a section heading or a blank.
///
/// Made with ``Field``, ``Text``, ``Section`` and ``Blank`` inside a ``Form``. A front end draws ``content``: the
/// kinds of control it knows its own way, any other from ``FormControl/formValueDescription``.
public struct FormRow: FormContent {
  /// What a row holds.
  public enum Content {
    /// A line of fixed text.
    case text(String, TextStyle)
    /// A section's heading.
    case heading(String)
    /// An empty line.
    case blank
    /// A control.
    case control(any FormControl)
  }

  /// The name scripts and tests address the control by; nil for text, headings and blanks.
  public let name: String?
  /// The caption drawn beside the control.
  public let caption: String
  /// What the row holds.
  public let content: Content
  /// Whether the control's text is drawn and shown as one `*` per character (a password).
  public let isSecure: Bool
  /// How many of a list's rows are shown at once (at least 1).
  public let visibleRows: Int

  init(name: String?, caption: String, content: Content, isSecure: Bool = false, visibleRows: Int = 5) {
    self.name = name
    self.caption = caption
    self.content = content
    self.isSecure = isSecure
    self.visibleRows = max(visibleRows, 1)
  }

  /// The row's control, or nil for text, a heading or a blank.
  public var control: (any FormControl)? {
    if case .control(let control) = content { return control }
    return nil
  }

  /// The row itself.
  public var rows: [FormRow] { [self] }

  /// `caption` as a name: lower-cased letters and digits only (`"Log on"` is `logon`).
  static func defaultName(_ caption: String) -> String {
    String(caption.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}

/// How a line of ``Text`` is drawn.
public enum TextStyle: Sendable {
  /// As it is.
  case plain
  /// Bold.
  case bold
  /// Dim: hints and help lines.
  case dim
}

/// A control of a form: an adapter (a built-in one, or any ``FormControl``), its caption, and the name scripts
/// address it by.
///
/// ```swift
/// Field("Username", usernameField)                 // name: username
/// Field("Password", passwordField, secure: true)   // drawn as one * per character
/// Field("Remember me", rememberSwitch, name: "remember")
/// Field("Colour", colorWell)                       // a third-party adapter that conforms to FormControl
/// ```
///
/// The name defaults to the caption in lower case, letters and digits only.
public struct Field: FormContent {
  /// The field's row.
  public let rows: [FormRow]

  private init(caption: String, name: String?, control: any FormControl, secure: Bool = false, rows: Int = 5) {
    self.rows = [
      FormRow(
        name: name ?? FormRow.defaultName(caption), caption: caption, content: .control(control), isSecure: secure,
        visibleRows: rows)
    ]
  }

  /// Any control: a third-party adapter that conforms to ``FormControl``, or a built-in one.
  public init(_ caption: String, _ control: some FormControl, name: String? = nil) {
    self.init(caption: caption, name: name, control: control)
  }

  /// A text field; `secure` draws and shows its text as one `*` per character.
  public init(_ caption: String, _ view: TextField, name: String? = nil, secure: Bool = false) {
    self.init(caption: caption, name: name, control: view, secure: secure)
  }

  /// A text view: several lines of text; Enter inserts a line break.
  public init(_ caption: String, _ view: TextView, name: String? = nil) {
    self.init(caption: caption, name: name, control: view)
  }

  /// A label, drawn as `Caption: text` (or its text alone when `caption` is empty).
  public init(_ caption: String, _ view: Label, name: String? = nil) {
    self.init(caption: caption, name: name, control: view)
  }

  /// A button, drawn as `[ title ]`; `caption` names it (its title is drawn).
  public init(_ caption: String, _ view: Button, name: String? = nil) {
    self.init(caption: caption, name: name, control: view)
  }

  /// A bar button item, drawn as `[ title ]`.
  public init(_ caption: String, _ view: BarButtonItem, name: String? = nil) {
    self.init(caption: caption, name: name, control: view)
  }

  /// A switch, drawn as `[x] Caption`.
  public init(_ caption: String, _ view: Switch, name: String? = nil) {
    self.init(caption: caption, name: name, control: view)
  }

  /// A slider, drawn as a bar and its value.
  public init(_ caption: String, _ view: Slider, name: String? = nil) {
    self.init(caption: caption, name: name, control: view)
  }

  /// A stepper, drawn as `< value >`.
  public init(_ caption: String, _ view: Stepper, name: String? = nil) {
    self.init(caption: caption, name: name, control: view)
  }

  /// A date picker, drawn and edited in UTC, field by field (year, month, day, hour, minute).
  public init(_ caption: String, _ view: DatePicker, name: String? = nil) {
    self.init(caption: caption, name: name, control: view)
  }

  /// A segmented control, drawn as its segments with the selected one marked.
  public init(_ caption: String, _ view: SegmentedControl, name: String? = nil) {
    self.init(caption: caption, name: name, control: view)
  }

  /// A page control, drawn as one dot per page and `page N of M`.
  public init(_ caption: String, _ view: PageControl, name: String? = nil) {
    self.init(caption: caption, name: name, control: view)
  }

  /// An image view, drawn as its image's name and size.
  public init(_ caption: String, _ view: ImageView, name: String? = nil) {
    self.init(caption: caption, name: name, control: view)
  }

  /// A list, drawn as its caption and then `rows` lines of its rows (at least 1; 5 unless given), each showing
  /// `rowTitle` of its item; the selected row is marked `>` (reverse video with colour). A longer list scrolls so
  /// that the selected row stays in view, and the caption says which rows show (`Servers (3-7 of 12)`); an empty
  /// one shows its placeholder.
  ///
  /// Keys, while it has the focus: Up and Down select the row above or below (`selectRow(_:)`; past the first or
  /// the last row they move the focus on, as on other controls), Home and End the first and the last row; Delete
  /// or Backspace deletes the selected row (`deleteRow(at:)`); `[` and `]` move it up or down one place
  /// (`moveRow(from:to:)`).
  public init<Item>(_ caption: String, _ view: ListView<Item>, name: String? = nil, rows: Int = 5) {
    self.init(caption: caption, name: name, control: view, rows: rows)
  }
}

/// A line of fixed text.
public struct Text: FormContent {
  /// The text's row.
  public let rows: [FormRow]

  /// A line showing `text` in `style`.
  public init(_ text: String, style: TextStyle = .plain) {
    rows = [FormRow(name: nil, caption: "", content: .text(text, style))]
  }
}

/// An empty line.
public struct Blank: FormContent {
  /// The blank row.
  public let rows: [FormRow]

  /// An empty line.
  public init() {
    rows = [FormRow(name: nil, caption: "", content: .blank)]
  }
}

/// A group of rows under a bold heading, followed by an empty line.
///
/// ```swift
/// Section("Network") {
///   Field("Host", hostField)
///   Field("Port", portField)
/// }
/// ```
public struct Section: FormContent {
  /// The heading, the section's rows, and an empty line.
  public let rows: [FormRow]

  /// A section titled `title` (no heading when it is empty).
  public init(_ title: String, @FormBuilder content: () -> [FormRow]) {
    var rows: [FormRow] = []
    if !title.isEmpty { rows.append(FormRow(name: nil, caption: title, content: .heading(title))) }
    rows += content()
    rows.append(FormRow(name: nil, caption: "", content: .blank))
    self.rows = rows
  }
}

/// Builds a form's rows from ``Field``, ``Text``, ``Section`` and ``Blank``, with `if`, `if`-`else` and `for`.
@resultBuilder
public enum FormBuilder {
  /// One piece of content.
  public static func buildExpression(_ content: some FormContent) -> [FormRow] { content.rows }
  /// The rows of a block, in order.
  public static func buildBlock(_ parts: [FormRow]...) -> [FormRow] { parts.flatMap(\.self) }
  /// An `if` without `else`: its rows, or none.
  public static func buildOptional(_ rows: [FormRow]?) -> [FormRow] { rows ?? [] }
  /// The first branch of an `if`-`else`.
  public static func buildEither(first rows: [FormRow]) -> [FormRow] { rows }
  /// The second branch of an `if`-`else`.
  public static func buildEither(second rows: [FormRow]) -> [FormRow] { rows }
  /// A `for` loop: the rows of every pass.
  public static func buildArray(_ parts: [[FormRow]]) -> [FormRow] { parts.flatMap(\.self) }
}

/// A form: rows of controls, declared with a result builder.
///
/// ```swift
/// let form = Form {
///   Text("Sign in", style: .bold)
///   Section("Account") {
///     Field("Username", username)
///     Field("Password", password, secure: true)
///   }
///   if showsRemember { Field("Remember me", remember, name: "remember") }
///   Field("Log on", logOn)
/// }
/// ```
///
/// A form says what its controls are, not how they look: a front end draws it and turns keys or clicks into the
/// controls' gestures (on a terminal, BindKitTerminal's `FormDriver`; by name, its `ScriptDriver`).
public struct Form {
  /// The rows, in order.
  public let rows: [FormRow]

  /// A form of the rows `content` builds.
  public init(@FormBuilder _ content: () -> [FormRow]) {
    rows = content()
  }

  /// The names of the controls, in order (the first of two rows with the same name is the one addressed).
  public var names: [String] { rows.compactMap(\.name) }

  /// The index of the first row named `name`, or nil.
  public func index(named name: String) -> Int? {
    rows.firstIndex { $0.name == name }
  }
}
