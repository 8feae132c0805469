import BindKit
import BindKitForms
import BindKitGTK
import BindKitViews
import CGtk4
import Testing

/// Whether the focus of `window` is in `widget` (an entry's focus is on the text inside it).
@MainActor
func hasFocus(_ widget: UnsafeMutablePointer<GtkWidget>?, in window: GTKFormWindow) -> Bool {
  let gtkWindow = UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self)
  guard let focus = gtk_window_get_focus(gtkWindow), let widget else { return false }
  return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
}

/// Tab (or Shift-Tab, `backward`): GTK's window binds the key to moving the focus, which is this call.
@MainActor
func tab(_ window: GTKFormWindow, backward: Bool = false) {
  gtk_widget_child_focus(window.window, backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD)
}

// A window's undo manager goes with it; the focus follows Tab past disabled and hidden controls.
extension FormWindowTests {
  @Test func releasingTheWindowReleasesItsUndoManager() {
    weak var released: EditUndoManager?
    do {
      let (profile, _, _, _, window) = profileWindow()
      let undo = EditUndoManager()
      undo.attach(profile)
      window.undoManager = undo
      released = undo
      type("!", into: window.widget(named: "name"))
      #expect(press(GDK_KEY_z, control, on: window.window))
      #expect(profile.name == "Ada")
    }
    GTKMainLoop.dispatchPending()
    #expect(released == nil)
  }

  @Test func tabMovesTheFocusDownTheFormSkippingDisabledAndHiddenControls() {
    let (_, nameField, portField, _, window) = profileWindow()
    let (name, port, on) = (window.widget(named: "name"), window.widget(named: "port"), window.widget(named: "on"))
    gtk_widget_grab_focus(name)
    #expect(hasFocus(name, in: window))
    tab(window)
    #expect(hasFocus(port, in: window))
    tab(window)
    #expect(hasFocus(on, in: window))
    tab(window, backward: true)
    #expect(hasFocus(port, in: window))

    // A disabled field is insensitive: it loses the focus, and Tab goes past it, both ways.
    portField.isEnabled = false
    #expect(gtk_widget_get_sensitive(port) == 0)
    #expect(!hasFocus(port, in: window))
    gtk_widget_grab_focus(on)
    tab(window, backward: true)
    #expect(hasFocus(name, in: window))
    tab(window)
    #expect(hasFocus(on, in: window))
    tab(window, backward: true)
    #expect(hasFocus(name, in: window))

    // A hidden field is not shown, nor is its caption, and Tab goes past it too.
    portField.isEnabled = true
    nameField.isHidden = true
    #expect(gtk_widget_get_visible(name) == 0)
    #expect(gtk_widget_get_mapped(name) == 0)
    // The caption, in the grid's first column of the same row (the section's heading is row 0).
    let grid = UnsafeMutableRawPointer(gtk_widget_get_parent(name)!).assumingMemoryBound(to: GtkGrid.self)
    let caption = gtk_grid_get_child_at(grid, 0, 1)
    #expect(label(caption) == "Name")
    #expect(gtk_widget_get_visible(caption) == 0)
    gtk_widget_grab_focus(on)
    tab(window, backward: true)
    #expect(hasFocus(port, in: window))
    tab(window, backward: true)
    #expect(!hasFocus(name, in: window))
    // Shown again, it takes the focus again.
    nameField.isHidden = false
    #expect(gtk_widget_get_visible(name) != 0)
    #expect(gtk_widget_get_visible(caption) != 0)
    gtk_widget_grab_focus(on)
    tab(window, backward: true)
    tab(window, backward: true)
    #expect(hasFocus(name, in: window))
  }
}
