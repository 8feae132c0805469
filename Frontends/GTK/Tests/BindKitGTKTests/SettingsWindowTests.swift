import BindKitGTK
import CGtk4
import Foundation
import SettingsCore
import Testing

/// A click on a button: GTK emits its `clicked`.
@MainActor
func click(_ button: UnsafeMutablePointer<GtkWidget>?) {
  emit("clicked", on: button, type: gtk_button_get_type())
}

/// Replaces an entry's text and presses Enter in it, as a person does.
@MainActor
func enter(_ text: String, into entry: UnsafeMutablePointer<GtkWidget>?) {
  gtk_editable_set_text(editable(entry), text)
  activate(entry)
}

/// The settings demo's window, as `settings-gtk` opens it: the same `SettingsForm`, over a settings file in a folder
/// of its own.
@MainActor
final class SettingsWindow {
  let folder: URL
  let settings: SettingsForm
  let window: GTKFormWindow

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bindkit-gtk-settings-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    settings = SettingsForm(configFile: folder.appendingPathComponent("settings.json"), testDelay: .zero, keys: [])
    window = GTKFormWindow(form: settings.form, title: "BindKit settings")
    window.undoManager = settings.undo
    window.present()
  }

  var fileText: String? { try? String(contentsOf: folder.appendingPathComponent("settings.json"), encoding: .utf8) }

  deinit { try? FileManager.default.removeItem(at: folder) }
}

// `settings-gtk`'s window: its list, its validation, and Apply and Revert over the buffer, on real widgets.
extension FormWindowTests {
  @Test func theSettingsWindowAddsSelectsAndRemovesServers() throws {
    let demo = try SettingsWindow()
    let (model, window) = (demo.settings.model, demo.window)
    let list = window.widget(named: "servers")
    #expect(rowTitles(list) == ["eu.example.org", "us.example.org"])

    // Add is enabled once a host is typed; a click adds it to the model and the list, and selects it.
    #expect(gtk_widget_get_sensitive(window.widget(named: "add")) == 0)
    type("db.example.org", into: window.widget(named: "newserver"))
    #expect(model.newServer == "db.example.org")
    #expect(gtk_widget_get_sensitive(window.widget(named: "add")) != 0)
    click(window.widget(named: "add"))
    #expect(model.servers == ["eu.example.org", "us.example.org", "db.example.org"])
    #expect(rowTitles(list) == ["eu.example.org", "us.example.org", "db.example.org"])
    #expect(selectedRowIndex(list) == 2)
    #expect(entryText(window.widget(named: "newserver")) == "")

    // A host that is in the list already is refused, and the alert row says why.
    type("eu.example.org", into: window.widget(named: "newserver"))
    click(window.widget(named: "add"))
    #expect(model.servers.count == 3)
    #expect(label(window.widget(named: "alert")) == "! eu.example.org is in the list already.")

    // Selecting a row by a click, then Remove.
    gtk_list_box_select_row(OpaquePointer(list), gtk_list_box_get_row_at_index(OpaquePointer(list), 0))
    #expect(model.selectedServer == 0)
    click(window.widget(named: "remove"))
    #expect(model.servers == ["us.example.org", "db.example.org"])
    #expect(rowTitles(list) == ["us.example.org", "db.example.org"])

    // Delete in the list removes the selected row too, and Up moves it.
    gtk_list_box_select_row(OpaquePointer(list), gtk_list_box_get_row_at_index(OpaquePointer(list), 1))
    click(window.widget(named: "up"))
    #expect(model.servers == ["db.example.org", "us.example.org"])
    #expect(press(GDK_KEY_Delete, on: list))
    #expect(model.servers == ["us.example.org"])
    #expect(rowTitles(list) == ["us.example.org"])
  }

  @Test func theSettingsWindowShowsARefusedPortBesideItsField() throws {
    let demo = try SettingsWindow()
    let (settings, window) = (demo.settings, demo.window)
    let port = window.widget(named: "port")
    enter("70000", into: port)
    #expect(window.errorText(named: "port") == "a port is 1 to 65535")
    #expect(gtk_widget_has_css_class(port, "error") != 0)
    #expect(settings.buffer.port == 8080)
    #expect(settings.model.port == 8080)
    // Apply with a refused field applies nothing, and says so.
    click(window.widget(named: "apply"))
    #expect(settings.model.port == 8080)
    #expect(label(window.widget(named: "alert")) == "! Nothing applied: correct the fields marked !")
    // Esc discards the refused text; the field shows the buffer's port again, with no error.
    #expect(press(GDK_KEY_Escape, on: port))
    #expect(entryText(port) == "8080")
    #expect(window.errorText(named: "port") == nil)
    #expect(gtk_widget_has_css_class(port, "error") == 0)
  }

  @Test func theSettingsWindowsApplyWritesTheBufferAndRevertDropsIt() throws {
    let demo = try SettingsWindow()
    let (settings, window) = (demo.settings, demo.window)
    let (apply, revert, name) = (
      window.widget(named: "apply"), window.widget(named: "revert"), window.widget(named: "name")
    )
    #expect(gtk_widget_get_sensitive(apply) == 0)
    #expect(gtk_widget_get_sensitive(revert) == 0)

    // Enter takes the name into the buffer; the model and the file wait for Apply.
    enter("Grace", into: name)
    #expect(settings.buffer.name == "Grace")
    #expect(settings.model.name == "Ada")
    #expect(gtk_widget_get_sensitive(apply) != 0)
    #expect(gtk_widget_get_sensitive(revert) != 0)
    gtk_switch_set_active(OpaquePointer(window.widget(named: "notifications")!), 0)
    #expect(settings.buffer.notifications == false)
    #expect(settings.model.notifications == true)
    // The volume follows the buffer's switch: disabled while notifications are off.
    #expect(gtk_widget_get_sensitive(window.widget(named: "volume")) == 0)

    click(apply)
    #expect(settings.model.name == "Grace")
    #expect(settings.model.notifications == false)
    #expect(label(window.widget(named: "status")) == "Applied.")
    #expect(demo.fileText?.contains("Grace") == true)
    #expect(gtk_widget_get_sensitive(apply) == 0)

    // Revert drops what the buffer holds: the entry and the switch show the model's values again.
    enter("Hopper", into: name)
    gtk_switch_set_active(OpaquePointer(window.widget(named: "notifications")!), 1)
    #expect(settings.buffer.name == "Hopper")
    click(revert)
    #expect(settings.buffer.name == "Grace")
    #expect(settings.model.name == "Grace")
    #expect(entryText(name) == "Grace")
    #expect(gtk_switch_get_active(OpaquePointer(window.widget(named: "notifications")!)) == 0)
    #expect(label(window.widget(named: "status")) == "Reverted.")
    #expect(gtk_widget_get_sensitive(revert) == 0)

  }
}
