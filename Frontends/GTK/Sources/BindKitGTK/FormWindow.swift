import BindKit
public import BindKitForms
public import CGtk4

/// A ``Form`` drawn as a GTK 4 window: a grid with the captions in one column, the controls in the next, and each
/// control's validation error beside it (with GTK's `error` style class). Every control is bound both ways through
/// its adapter: the adapter's view-property listeners update the widgets, and the widgets' signals call the
/// adapter's gestures. Disabled and hidden controls are insensitive and hidden.
///
/// Releasing the window object destroys the GTK window and its widgets.
@MainActor
public final class GTKFormWindow {
  /// The `GtkWindow`.
  public let window: UnsafeMutablePointer<GtkWidget>
  /// The form drawn.
  public let form: Form
  /// Called when the window closes: a person closed it, or the program called ``close()``. The place to save what
  /// must outlive the window, such as a `PreferenceStore`'s changes not yet written (`flush()`). Not called when
  /// the window is only released, nor when the process ends without closing it.
  public var onClose: (@MainActor () -> Void)?
  /// The undo manager that Ctrl-Z (undo), and Shift-Ctrl-Z and Ctrl-Y (redo) use, wherever the focus is in the
  /// window; nil (the default) leaves those keys to the widgets, whose own undo is off. The program attaches it to
  /// the form's models (`EditUndoManager.attach(_:)`).
  public var undoManager: EditUndoManager?
  /// The name of the key controllers BindKitGTK adds to its windows and widgets (`gtk_event_controller_get_name`).
  public nonisolated static let keyControllerName = "bindkit-keys"
  /// False once the window is closed.
  public private(set) var isOpen = true

  private var rows: [RowView] = []
  private var namedRows: [String: RowView] = [:]

  /// A window titled `title` that draws `form`. Call ``GTKMainLoop/initialize()`` first.
  public init(form: Form, title: String) {
    self.form = form
    window = gtk_window_new()
    g_object_ref(UnsafeMutableRawPointer(window))
    let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_title(gtkWindow, title)
    gtk_window_set_default_size(gtkWindow, 460, -1)
    let grid = gtk_grid_new()!
    let gridPointer = UnsafeMutableRawPointer(grid).assumingMemoryBound(to: GtkGrid.self)
    gtk_grid_set_row_spacing(gridPointer, 6)
    gtk_grid_set_column_spacing(gridPointer, 12)
    for margin in [
      gtk_widget_set_margin_top, gtk_widget_set_margin_bottom, gtk_widget_set_margin_start,
      gtk_widget_set_margin_end,
    ] {
      margin(grid, 16)
    }
    for (index, row) in form.rows.enumerated() {
      let line = Int32(index)
      switch row.content {
      case .heading(let title):
        let label = Self.label(title, classes: ["heading"])
        gtk_grid_attach(gridPointer, label, 0, line, 3, 1)
      case .text(let text, let style):
        let label = Self.label(text, classes: style == .bold ? ["heading"] : style == .dim ? ["dim-label"] : [])
        gtk_grid_attach(gridPointer, label, 0, line, 3, 1)
      case .blank:
        let label = Self.label("", classes: [])
        gtk_grid_attach(gridPointer, label, 0, line, 3, 1)
      case .control(let control):
        let captionText = control.formKind == .button || control.formKind == .barButtonItem ? "" : row.caption
        let caption = Self.label(captionText, classes: ["dim-label"])
        gtk_widget_set_halign(caption, GTK_ALIGN_END)
        // The control view's edits refresh the row, which is made after the view.
        let refresher = RowRefresher()
        let controlView = GTKControls.makeView(control, row, GTKControlContext { refresher.row?.refresh() })
        let view = RowView(
          row: row, control: control, caption: caption, error: Self.label("", classes: ["error"]),
          controlView: controlView)
        refresher.row = view
        gtk_grid_attach(gridPointer, view.caption, 0, line, 1, 1)
        gtk_grid_attach(gridPointer, view.controlView.widget, 1, line, 1, 1)
        gtk_grid_attach(gridPointer, view.error, 2, line, 1, 1)
        view.listeners = control.observeForm { [weak view] in view?.refresh() }
        view.refresh()
        rows.append(view)
        if let name = row.name, namedRows[name] == nil { namedRows[name] = view }
      }
    }
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(scrolled), 1)
    gtk_scrolled_window_set_child(OpaquePointer(scrolled), grid)
    gtk_window_set_child(gtkWindow, scrolled)
    onKeys(window) { [weak self] key, modifiers in self?.handleKey(key, modifiers) ?? false }
    onSignalReturning(window, "close-request") { [weak self] in
      self?.isOpen = false
      self?.onClose?()
      return false
    }
  }

  private static func label(_ text: String, classes: [String]) -> UnsafeMutablePointer<GtkWidget> {
    let label = gtk_label_new(text)!
    gtk_label_set_xalign(OpaquePointer(label), 0)
    for name in classes { gtk_widget_add_css_class(label, name) }
    return label
  }

  /// Ctrl-Z undoes; Shift-Ctrl-Z and Ctrl-Y redo (as in GTK's own entries and text views), through
  /// ``undoManager``. As in the terminal's `FormDriver`, the manager's `undo()` itself ends the typing step open in
  /// the focused entry, so everything typed since the entry was last committed is undone at once.
  private func handleKey(_ key: UInt32, _ modifiers: GdkModifierType) -> Bool {
    guard let undoManager else { return false }
    let held = modifiers.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue | GDK_ALT_MASK.rawValue)
    let control = GDK_CONTROL_MASK.rawValue
    let shift = GDK_SHIFT_MASK.rawValue
    switch (gdk_keyval_to_lower(key), held) {
    case (UInt32(GDK_KEY_z), control):
      undoManager.undo()
    case (UInt32(GDK_KEY_z), control | shift), (UInt32(GDK_KEY_y), control):
      undoManager.redo()
    default:
      return false
    }
    return true
  }

  /// Shows the window.
  public func present() {
    gtk_window_present(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
  }

  /// Closes the window (as a person would; ``onClose`` is called).
  public func close() {
    gtk_window_close(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
  }

  /// The widget of the control named `name` (a `GtkEntry` for a text field, a `GtkSwitch`...), or nil.
  public func widget(named name: String) -> UnsafeMutablePointer<GtkWidget>? {
    namedRows[name]?.controlView.widget
  }

  /// The validation error shown beside the control named `name`, or nil when none is shown.
  public func errorText(named name: String) -> String? {
    guard let row = namedRows[name], gtk_widget_get_visible(row.error) != 0 else { return nil }
    return text(gtk_label_get_text(OpaquePointer(row.error)))
  }

  isolated deinit {
    for row in rows {
      for listener in row.listeners { listener.remove() }
    }
    gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
    g_object_unref(UnsafeMutableRawPointer(window))
  }
}

/// Refreshes its row once the row is made: a control view's context is made before its row.
@MainActor
final class RowRefresher {
  weak var row: RowView?
}

@MainActor
final class RowView {
  let row: FormRow
  let control: any FormControl
  let caption: UnsafeMutablePointer<GtkWidget>
  let error: UnsafeMutablePointer<GtkWidget>
  let controlView: any GTKControlView
  var listeners: [ViewPropertyListener] = []

  init(
    row: FormRow, control: any FormControl, caption: UnsafeMutablePointer<GtkWidget>,
    error: UnsafeMutablePointer<GtkWidget>, controlView: any GTKControlView
  ) {
    self.row = row
    self.control = control
    self.caption = caption
    self.error = error
    self.controlView = controlView
  }

  func refresh() {
    controlView.update()
    let widget = controlView.widget
    gtk_widget_set_sensitive(widget, control.isFormEnabled ? 1 : 0)
    let visible: gboolean = control.isFormHidden ? 0 : 1
    gtk_widget_set_visible(widget, visible)
    gtk_widget_set_visible(caption, visible)
    if let failure = control.formBindingToken?.validationError {
      gtk_label_set_text(OpaquePointer(error), "\(failure)")
      gtk_widget_set_visible(error, visible)
      gtk_widget_add_css_class(widget, "error")
    } else {
      gtk_label_set_text(OpaquePointer(error), "")
      gtk_widget_set_visible(error, 0)
      gtk_widget_remove_css_class(widget, "error")
    }
  }
}
