import BindKit
public import BindKitForms
import BindKitViews
public import CGtk4

/// A form control drawn as a GTK widget. The window puts ``widget`` in the form's grid, and calls ``update()`` after
/// every change the control reports through `observeForm`; the window itself follows `isFormEnabled`,
/// `isFormHidden` and the binding's validation error.
@MainActor
public protocol GTKControlView: AnyObject {
  /// The widget drawn in the control's row.
  var widget: UnsafeMutablePointer<GtkWidget> { get }
  /// Shows the control's state. Setting a widget's value here must not be taken back as a person's edit.
  func update()
}

/// What a control view tells its window: that a person edited the control (the window then shows or clears the
/// edit's validation error).
@MainActor
public struct GTKControlContext {
  let edited: @MainActor () -> Void
  /// Call after passing a person's edit or gesture to the control.
  public func didEdit() { edited() }
}

/// Makes the view of a control, or nil to leave it to the next factory (and in the end to the built-in views).
public typealias GTKControlFactory =
  @MainActor (_ control: any FormControl, _ row: FormRow, _ context: GTKControlContext) -> (any GTKControlView)?

/// The extension point for third-party adapters: a factory registered for a ``FormControlKind`` draws every
/// control of that kind in the windows opened after.
///
/// ```swift
/// GTKControls.register(ColorWell.formKind) { control, row, context in
///   (control as? ColorWell).map { GTKColorWellView(well: $0, context: context) }
/// }
/// ```
///
/// The view connects its widget's signals with `GTKControls.connect(_:of:_:)`, and after passing a person's
/// edit to the control calls ``GTKControlContext/didEdit()``. `Frontends/GTK/Sources/ColorWellGTK` is a whole one.
@MainActor
public enum GTKControls {
  static var factories: [FormControlKind: GTKControlFactory] = [:]

  /// Draws controls of `kind` with `factory` (replacing any factory registered for it before).
  public static func register(_ kind: FormControlKind, factory: @escaping GTKControlFactory) {
    factories[kind] = factory
  }

  /// Calls `handler` on each emission of `signal` by `instance` (a widget, an event controller, a text buffer), for
  /// a signal whose handler takes no argument but the instance, such as `clicked`, `changed` or `color-set`. GTK
  /// keeps `handler` until `instance` is finalized; capture the control view weakly in it.
  public static func connect(
    _ signal: String, of instance: UnsafeMutableRawPointer, _ handler: @escaping @MainActor () -> Void
  ) {
    onSignal(instance, signal, handler)
  }

  /// Calls `handler` on each emission of `signal` by `instance`, for a signal whose handler takes one pointer after
  /// the instance, such as `notify::rgba` (a `GParamSpec`) or a list box's `row-selected` (the row). GTK keeps
  /// `handler` until `instance` is finalized; capture the control view weakly in it.
  public static func connect(
    _ signal: String, of instance: UnsafeMutableRawPointer,
    _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
  ) {
    onSignal(instance, signal, handler)
  }

  static func makeView(_ control: any FormControl, _ row: FormRow, _ context: GTKControlContext)
    -> any GTKControlView
  {
    if let factory = factories[control.formKind], let view = factory(control, row, context) { return view }
    switch control.formKind {
    case .textField: return GTKEntryView(control: control, secure: row.isSecure, context: context)
    case .button, .barButtonItem: return ButtonView(control: control, caption: row.caption, context: context)
    case .toggle: return SwitchView(control: control, context: context)
    case .slider:
      if let slider = control as? Slider { return SliderView(slider: slider, context: context) }
    case .stepper:
      if let stepper = control as? Stepper { return StepperView(stepper: stepper, context: context) }
    case .textView: return TextViewView(control: control, context: context)
    case .segmentedControl:
      if let segmented = control as? SegmentedControl { return SegmentsView(control: segmented, context: context) }
    case .list:
      if let list = control as? any ListControl { return ListBoxView(list: list, context: context) }
    case .datePicker:
      if let picker = control as? DatePicker { return CalendarView(picker: picker, context: context) }
    case .pageControl:
      if let pages = control as? PageControl { return PageButtonsView(pages: pages, context: context) }
    case .imageView:
      if let imageView = control as? ImageView { return PictureView(imageView: imageView) }
    default: break
    }
    if control.formText != nil { return GTKEntryView(control: control, secure: row.isSecure, context: context) }
    return DescriptionView(control: control)
  }
}

func text(_ pointer: UnsafePointer<CChar>?) -> String { pointer.map { String(cString: $0) } ?? "" }

/// Adds a key controller that calls `handler` with each key pressed in `widget` and the modifiers held (before the
/// widget sees it).
@MainActor
func onKeys(
  _ widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping @MainActor (UInt32, GdkModifierType) -> Bool
) {
  let controller = gtk_event_controller_key_new()!
  gtk_event_controller_set_name(controller, GTKFormWindow.keyControllerName)
  gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
  onKeyPressed(UnsafeMutableRawPointer(controller), handler)
  gtk_widget_add_controller(widget, controller)
}

/// Adds a focus controller that calls `handler` when the focus leaves `widget` and its children.
@MainActor
func onFocusLeave(_ widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping @MainActor () -> Void) {
  let controller = gtk_event_controller_focus_new()!
  onSignal(UnsafeMutableRawPointer(controller), "leave", handler)
  gtk_widget_add_controller(widget, controller)
}

/// A control edited as one line of text (``FormControl/formText``): a `GtkEntry`, or a `GtkPasswordEntry` when
/// secure. Enter commits the pending edit (`endFormEditing()`), so does leaving the entry; Esc discards it.
/// GTK's own undo is off, so that the binding's history is the only one.
public final class GTKEntryView: GTKControlView {
  /// The `GtkEntry` or `GtkPasswordEntry`.
  public let widget: UnsafeMutablePointer<GtkWidget>
  let control: any FormControl
  let context: GTKControlContext
  /// Set while the view writes the model's text into the entry: GTK reports that write as `changed` (twice:
  /// empty, then the text), which is not a person's edit.
  var isPushing = false

  /// An entry for `control`, whose ``FormControl/formText`` must not be nil.
  public init(control: any FormControl, secure: Bool, context: GTKControlContext) {
    self.control = control
    self.context = context
    widget = secure ? gtk_password_entry_new() : gtk_entry_new()
    gtk_widget_set_hexpand(widget, 1)
    gtk_editable_set_enable_undo(OpaquePointer(widget), 0)
    if secure { gtk_password_entry_set_show_peek_icon(OpaquePointer(widget), 1) }
    onSignal(widget, "changed") { [weak self] in self?.changed() }
    onSignal(widget, "activate") { [weak self] in self?.commit() }
    onFocusLeave(widget) { [weak self] in self?.commit() }
    onKeys(widget) { [weak self] key, _ in
      guard let self, key == UInt32(GDK_KEY_Escape), self.control.formBindingToken?.hasPendingEdit == true
      else { return false }
      self.control.formBindingToken?.discard()
      self.context.didEdit()
      return true
    }
  }

  var entryText: String { text(gtk_editable_get_text(OpaquePointer(widget))) }

  func changed() {
    guard !isPushing else { return }
    guard control.isFormEnabled, !control.isFormHidden else { return update() }
    let typed = entryText
    if typed != control.formText { control.enterFormText(typed) }
    context.didEdit()
  }

  func commit() {
    control.endFormEditing()
    context.didEdit()
  }

  /// Shows the control's text (or its value's description), unless the entry shows it already.
  public func update() {
    let value = control.formText ?? control.formValueDescription
    guard value != entryText else { return }
    isPushing = true
    gtk_editable_set_text(OpaquePointer(widget), value)
    isPushing = false
  }
}

final class DescriptionView: GTKControlView {
  let widget: UnsafeMutablePointer<GtkWidget>
  let control: any FormControl
  init(control: any FormControl) {
    self.control = control
    widget = gtk_label_new("")
    gtk_label_set_xalign(OpaquePointer(widget), 0)
    gtk_label_set_wrap(OpaquePointer(widget), 1)
  }
  func update() {
    let value = (control as? Label)?.text ?? control.formValueDescription
    gtk_label_set_text(OpaquePointer(widget), value)
  }
}

final class ButtonView: GTKControlView {
  let widget: UnsafeMutablePointer<GtkWidget>
  let control: any FormControl
  let caption: String
  init(control: any FormControl, caption: String, context: GTKControlContext) {
    self.control = control
    self.caption = caption
    widget = gtk_button_new_with_label(caption)
    gtk_widget_set_halign(widget, GTK_ALIGN_START)
    onSignal(widget, "clicked") { [weak self] in
      guard let self, self.control.isFormEnabled else { return }
      _ = self.control.perform(.activate)
      context.didEdit()
    }
  }
  func update() {
    let title = (control as? Button)?.title ?? (control as? BarButtonItem)?.title ?? caption
    gtk_button_set_label(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self), title)
  }
}

final class SwitchView: GTKControlView {
  let widget: UnsafeMutablePointer<GtkWidget>
  let control: any FormControl
  var isPushing = false
  init(control: any FormControl, context: GTKControlContext) {
    self.control = control
    widget = gtk_switch_new()
    gtk_widget_set_halign(widget, GTK_ALIGN_START)
    onSignal(widget, "notify::active") { [weak self] (_: UnsafeMutableRawPointer?) in
      guard let self, !self.isPushing else { return }
      if self.control.isFormEnabled, self.isActive != self.isOn { _ = self.control.perform(.activate) }
      self.update()
      context.didEdit()
    }
  }
  var isOn: Bool { (control as? Switch)?.isOn ?? (control.formValueDescription == "on") }
  var isActive: Bool { gtk_switch_get_active(OpaquePointer(widget)) != 0 }
  func update() {
    guard isActive != isOn else { return }
    isPushing = true
    gtk_switch_set_active(OpaquePointer(widget), isOn ? 1 : 0)
    isPushing = false
  }
}

final class SliderView: GTKControlView {
  let widget: UnsafeMutablePointer<GtkWidget>
  let slider: Slider
  var isPushing = false
  var range: UnsafeMutablePointer<GtkRange> { UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkRange.self) }
  init(slider: Slider, context: GTKControlContext) {
    self.slider = slider
    let step = max(Double(slider.maximumValue - slider.minimumValue) / 20, 0.01)
    widget = gtk_scale_new_with_range(
      GTK_ORIENTATION_HORIZONTAL, Double(slider.minimumValue),
      Double(max(slider.maximumValue, slider.minimumValue + 0.01)), step)
    gtk_widget_set_hexpand(widget, 1)
    gtk_scale_set_draw_value(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkScale.self), 1)
    onSignal(widget, "value-changed") { [weak self] in
      guard let self, !self.isPushing else { return }
      if self.slider.isEnabled { self.slider.slide(to: Float(gtk_range_get_value(self.range))) }
      self.update()
      context.didEdit()
    }
  }
  func update() {
    isPushing = true
    if slider.maximumValue > slider.minimumValue {
      gtk_range_set_range(range, Double(slider.minimumValue), Double(slider.maximumValue))
    }
    if gtk_range_get_value(range) != Double(slider.value) { gtk_range_set_value(range, Double(slider.value)) }
    isPushing = false
  }
}

final class StepperView: GTKControlView {
  let widget: UnsafeMutablePointer<GtkWidget>
  let stepper: Stepper
  var isPushing = false
  init(stepper: Stepper, context: GTKControlContext) {
    self.stepper = stepper
    widget = gtk_spin_button_new_with_range(
      stepper.minimumValue, max(stepper.maximumValue, stepper.minimumValue + 1), max(stepper.stepValue, 0.01))
    gtk_widget_set_halign(widget, GTK_ALIGN_START)
    gtk_editable_set_enable_undo(OpaquePointer(widget), 0)
    onSignal(widget, "value-changed") { [weak self] in
      guard let self, !self.isPushing else { return }
      if self.stepper.isEnabled {
        try? self.stepper.perform(FormScriptAction.set("\(gtk_spin_button_get_value(OpaquePointer(self.widget)))"))
      }
      self.update()
      context.didEdit()
    }
  }
  func update() {
    isPushing = true
    if stepper.maximumValue > stepper.minimumValue {
      gtk_spin_button_set_range(OpaquePointer(widget), stepper.minimumValue, stepper.maximumValue)
    }
    if gtk_spin_button_get_value(OpaquePointer(widget)) != stepper.value {
      gtk_spin_button_set_value(OpaquePointer(widget), stepper.value)
    }
    isPushing = false
  }
}

final class TextViewView: GTKControlView {
  let widget: UnsafeMutablePointer<GtkWidget>
  let control: any FormControl
  let buffer: OpaquePointer
  var isPushing = false
  init(control: any FormControl, context: GTKControlContext) {
    self.control = control
    widget = gtk_text_view_new()
    let view = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkTextView.self)
    gtk_text_view_set_wrap_mode(view, GTK_WRAP_WORD_CHAR)
    gtk_widget_set_size_request(widget, -1, 64)
    gtk_widget_set_hexpand(widget, 1)
    buffer = OpaquePointer(gtk_text_view_get_buffer(view))
    gtk_text_buffer_set_enable_undo(UnsafeMutablePointer(buffer), 0)
    onSignal(UnsafeMutableRawPointer(buffer), "changed") { [weak self] in
      guard let self, !self.isPushing else { return }
      guard self.control.isFormEnabled else { return self.update() }
      self.control.enterFormText(self.bufferText)
      context.didEdit()
    }
    onFocusLeave(widget) { [weak self] in
      self?.control.endFormEditing()
      context.didEdit()
    }
  }
  var bufferText: String {
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_bounds(UnsafeMutablePointer(buffer), &start, &end)
    let chars = gtk_text_buffer_get_text(UnsafeMutablePointer(buffer), &start, &end, 0)
    defer { g_free(chars) }
    return text(chars)
  }
  func update() {
    let value = control.formText ?? ""
    guard value != bufferText else { return }
    isPushing = true
    gtk_text_buffer_set_text(UnsafeMutablePointer(buffer), value, -1)
    isPushing = false
  }
}

final class SegmentsView: GTKControlView {
  let widget: UnsafeMutablePointer<GtkWidget>
  let control: SegmentedControl
  var shownSegments: [String]?
  var isPushing = false
  init(control: SegmentedControl, context: GTKControlContext) {
    self.control = control
    widget = gtk_drop_down_new(nil, nil)
    gtk_widget_set_halign(widget, GTK_ALIGN_START)
    onSignal(widget, "notify::selected") { [weak self] (_: UnsafeMutableRawPointer?) in
      guard let self, !self.isPushing else { return }
      let selected = Int(gtk_drop_down_get_selected(OpaquePointer(self.widget)))
      if self.control.isEnabled, self.control.segments.indices.contains(selected),
        selected != self.control.selectedSegmentIndex
      {
        self.control.select(selected)
      }
      self.update()
      context.didEdit()
    }
  }
  func update() {
    isPushing = true
    defer { isPushing = false }
    if shownSegments != control.segments {
      shownSegments = control.segments
      let list = gtk_string_list_new(nil)
      for segment in control.segments { gtk_string_list_append(list, segment) }
      gtk_drop_down_set_model(OpaquePointer(widget), list)
      g_object_unref(UnsafeMutableRawPointer(list))
    }
    let index = control.selectedSegmentIndex
    let position = control.segments.indices.contains(index) ? guint(index) : guint(GTK_INVALID_LIST_POSITION)
    if gtk_drop_down_get_selected(OpaquePointer(widget)) != position {
      gtk_drop_down_set_selected(OpaquePointer(widget), position)
    }
  }
}

final class ListBoxView: GTKControlView {
  let widget: UnsafeMutablePointer<GtkWidget>
  let list: any ListControl
  var shownTitles: [String]?
  var isPushing = false
  var box: OpaquePointer { OpaquePointer(widget) }
  init(list: any ListControl, context: GTKControlContext) {
    self.list = list
    widget = gtk_list_box_new()
    gtk_widget_set_hexpand(widget, 1)
    gtk_widget_add_css_class(widget, "frame")
    let placeholder = gtk_label_new(list.placeholderText)
    gtk_list_box_set_placeholder(OpaquePointer(widget), placeholder)
    onSignal(widget, "row-selected") { [weak self] (row: UnsafeMutableRawPointer?) in
      guard let self, !self.isPushing, let row else { return }
      let index = Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self)))
      if self.list.isFormEnabled, index != self.list.selectedRow { self.list.selectRow(index) }
      self.update()
      context.didEdit()
    }
    onKeys(widget) { [weak self] key, modifiers in
      guard let self, self.list.isFormEnabled, let row = self.list.selectedRow else { return false }
      let held = modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_ALT_MASK.rawValue)
      switch (key, held) {
      case (UInt32(GDK_KEY_Delete), _), (UInt32(GDK_KEY_BackSpace), _):
        self.list.deleteRow(at: row)
      case (UInt32(GDK_KEY_Up), GDK_ALT_MASK.rawValue):
        self.list.moveRow(from: row, to: row - 1)
        self.focusSelectedRow()
      case (UInt32(GDK_KEY_Down), GDK_ALT_MASK.rawValue):
        self.list.moveRow(from: row, to: row + 1)
        self.focusSelectedRow()
      default:
        return false
      }
      context.didEdit()
      return true
    }
  }

  /// Gives the focus to the selected row: a move rebuilds the rows, and the row that had the focus is gone.
  func focusSelectedRow() {
    guard let selected = list.selectedRow, let row = gtk_list_box_get_row_at_index(box, Int32(selected)) else { return }
    gtk_widget_grab_focus(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self))
  }
  func update() {
    isPushing = true
    defer { isPushing = false }
    let titles = (0..<list.rowCount).map { list.title(ofRow: $0) ?? "" }
    if titles != shownTitles {
      shownTitles = titles
      while let row = gtk_list_box_get_row_at_index(box, 0) {
        gtk_list_box_remove(box, UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self))
      }
      for title in titles {
        let label = gtk_label_new(title)!
        gtk_label_set_xalign(OpaquePointer(label), 0)
        gtk_list_box_append(box, label)
      }
    }
    if let selected = list.selectedRow, let row = gtk_list_box_get_row_at_index(box, Int32(selected)) {
      if gtk_list_box_get_selected_row(box) != row { gtk_list_box_select_row(box, row) }
    } else {
      gtk_list_box_unselect_all(box)
    }
  }
}
