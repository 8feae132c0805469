import BindKit
import BindKitForms
import BindKitGTK
import BindKitPreferences
import BindKitViews
import CGtk4
import FoundationEssentials
import Glibc
import LogonFormCore
import Testing

// Real GTK widgets on an X display (Xvfb in CI: Frontends/GTK/test.sh), driven through GTK's API as a person's
// typing, clicks and toggles are.

@MainActor
final class Profile: MainActorBindableObject {
  @Bound var name = "Ada"
  @Bound var port = 8080
  @Bound var isOn = false
}

struct NotAPort: Error, CustomStringConvertible {
  var description: String { "not a port" }
}

@MainActor
func editable(_ widget: UnsafeMutablePointer<GtkWidget>?) -> OpaquePointer { OpaquePointer(widget!) }

@MainActor
func entryText(_ widget: UnsafeMutablePointer<GtkWidget>?) -> String {
  String(cString: gtk_editable_get_text(editable(widget)))
}

/// Types `text` at the end of an entry, one character at a time, as keystrokes do (one `changed` each).
@MainActor
func type(_ text: String, into widget: UnsafeMutablePointer<GtkWidget>?) {
  for character in text {
    var position = Int32(-1)
    gtk_editable_insert_text(editable(widget), String(character), -1, &position)
  }
}

/// Presses `key` with `modifiers` held, as GTK delivers it to the key controller BindKitGTK added to `widget`
/// (`key-pressed`, emitted with `g_signal_emitv`); returns whether the controller used the key.
@MainActor
func press(
  _ key: Int32, _ modifiers: GdkModifierType = GdkModifierType(0), on widget: UnsafeMutablePointer<GtkWidget>?
) -> Bool {
  let controllers = gtk_widget_observe_controllers(widget)
  defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
  let keyType = gtk_event_controller_key_get_type()
  for index in 0..<g_list_model_get_n_items(controllers) {
    let item = g_list_model_get_item(controllers, index)
    defer { g_object_unref(item) }
    guard let name = gtk_event_controller_get_name(OpaquePointer(item)),
      String(cString: name) == GTKFormWindow.keyControllerName
    else { continue }
    var arguments = [GValue](repeating: GValue(), count: 4)
    g_value_init(&arguments[0], keyType)
    g_value_set_object(&arguments[0], item)
    g_value_init(&arguments[1], g_type_from_name("guint"))
    g_value_set_uint(&arguments[1], guint(key))
    g_value_init(&arguments[2], g_type_from_name("guint"))
    g_value_init(&arguments[3], gdk_modifier_type_get_type())
    g_value_set_flags(&arguments[3], modifiers.rawValue)
    var handled = GValue()
    g_value_init(&handled, g_type_from_name("gboolean"))
    g_signal_emitv(arguments, g_signal_lookup("key-pressed", keyType), 0, &handled)
    let result = g_value_get_boolean(&handled) != 0
    for index in arguments.indices { g_value_unset(&arguments[index]) }
    g_value_unset(&handled)
    return result
  }
  Issue.record("no BindKitGTK key controller on the widget")
  return false
}

/// Enter in an entry: GTK emits the entry's `activate`.
@MainActor
func activate(_ entry: UnsafeMutablePointer<GtkWidget>?) {
  var instance = GValue()
  g_value_init(&instance, gtk_entry_get_type())
  g_value_set_object(&instance, entry)
  g_signal_emitv(&instance, g_signal_lookup("activate", gtk_entry_get_type()), 0, nil)
  g_value_unset(&instance)
}

let control = GDK_CONTROL_MASK
let shiftControl = GdkModifierType(GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue)

/// Preferences kept in a file, for the window's close hook.
final class WindowPreferences: PreferenceStore {
  @Bound var name = "Ada"
  override class var keys: [PreferenceKey] { [PreferenceKey("name", \WindowPreferences.name)] }
}

/// Counts the widgets of a window that are still alive, through GObject weak references.
@MainActor
final class LiveWidgets {
  static var count = 0
  static func watch(_ widget: UnsafeMutablePointer<GtkWidget>) {
    count += 1
    g_object_weak_ref(UnsafeMutablePointer(OpaquePointer(widget)), { _, _ in LiveWidgets.died() }, nil)
  }
  nonisolated static func died() { MainActor.assumeIsolated { count -= 1 } }
}

@MainActor
@Suite(.serialized)
struct FormWindowTests {
  init() {
    #expect(GTKMainLoop.initialize(), "no X display: run under xvfb-run (Frontends/GTK/test.sh)")
  }

  func profileWindow() -> (Profile, TextField, TextField, Switch, GTKFormWindow) {
    let profile = Profile()
    let nameField = TextField()
    let portField = TextField()
    let toggle = Switch()
    profile.bind(key: \.name, toView: nameField, viewKey: \.text)
    profile.bind(
      key: \.port, toView: portField, viewKey: \.text,
      converter: Converter(
        toView: { "\($0)" },
        toModel: { text in
          guard let port = Int(text), (1...65535).contains(port) else { throw NotAPort() }
          return port
        }))
    profile.bind(key: \.isOn, toView: toggle, viewKey: \.isOn)
    let form = Form {
      Section("Profile") {
        Field("Name", nameField)
        Field("Port", portField)
        Field("On", toggle)
      }
    }
    let window = GTKFormWindow(form: form, title: "test")
    window.present()
    GTKMainLoop.dispatchPending()
    return (profile, nameField, portField, toggle, window)
  }

  @Test func typingUpdatesTheModelAndAPushDoesNotEcho() {
    let (profile, nameField, _, _, window) = profileWindow()
    let entry = window.widget(named: "name")
    #expect(entryText(entry) == "Ada")
    gtk_editable_set_text(editable(entry), "Grace")
    #expect(profile.name == "Grace")
    #expect(nameField.text == "Grace")

    // The model pushes a value: GTK reports `changed` twice ("" then the text); neither reaches the model as an
    // edit, so it never sees the empty string.
    var written: [String] = []
    let listener = nameField.$text.addListener { written.append($0) }
    profile.name = "Hopper"
    listener.remove()
    #expect(entryText(entry) == "Hopper")
    #expect(written == ["Hopper"])
    #expect(profile.name == "Hopper")
  }

  @Test func aDisabledFieldRefusesInput() {
    let (profile, nameField, _, toggle, window) = profileWindow()
    nameField.isEnabled = false
    toggle.isEnabled = false
    let entry = window.widget(named: "name")
    #expect(gtk_widget_get_sensitive(entry) == 0)
    gtk_editable_set_text(editable(entry), "Mallory")
    #expect(profile.name == "Ada")
    #expect(entryText(entry) == "Ada")
    gtk_switch_set_active(OpaquePointer(window.widget(named: "on")!), 1)
    #expect(profile.isOn == false)
    #expect(gtk_switch_get_active(OpaquePointer(window.widget(named: "on")!)) == 0)
  }

  @Test func theSwitchTogglesTheModelAndFollowsIt() {
    let (profile, _, _, _, window) = profileWindow()
    let widget = OpaquePointer(window.widget(named: "on")!)
    gtk_switch_set_active(widget, 1)
    #expect(profile.isOn)
    profile.isOn = false
    #expect(gtk_switch_get_active(widget) == 0)
    #expect(profile.isOn == false)
  }

  @Test func aRefusedEditShowsItsErrorBesideTheField() {
    let (profile, _, _, _, window) = profileWindow()
    let entry = window.widget(named: "port")
    gtk_editable_set_text(editable(entry), "80x")
    #expect(profile.port == 8080)
    #expect(window.errorText(named: "port") == "not a port")
    #expect(gtk_widget_has_css_class(entry, "error") != 0)
    gtk_editable_set_text(editable(entry), "443")
    #expect(profile.port == 443)
    #expect(window.errorText(named: "port") == nil)
    #expect(gtk_widget_has_css_class(entry, "error") == 0)
  }

  @Test(.timeLimit(.minutes(1))) func theLogonButtonAwaitsTheCheckThenUpdatesTheWindow() async {
    let logon = LogonForm(directory: AccountDirectory(accounts: ["demo": "bindkit"], checkDelay: .milliseconds(20)))
    let window = GTKFormWindow(form: logon.form, title: "logon")
    window.present()
    let button = window.widget(named: "logon")!
    #expect(gtk_widget_get_sensitive(button) == 0)
    gtk_editable_set_text(editable(window.widget(named: "username")), "demo")
    gtk_editable_set_text(editable(window.widget(named: "password")), "bindkit")
    #expect(gtk_widget_get_sensitive(button) != 0)
    // Activating a GtkButton shows it pressed for a moment, then emits `clicked` from GTK's loop.
    let before = logon.statusLabel.text
    #expect(gtk_widget_activate(button) != 0)
    await GTKMainLoop.run { !logon.isLoggingOn && logon.statusLabel.text == before }
    // While the account is checked, the model makes the fields read-only, and the window follows.
    if logon.isLoggingOn { #expect(gtk_widget_get_sensitive(window.widget(named: "username")) == 0) }
    await GTKMainLoop.run { logon.isLoggingOn }
    let status = logon.statusLabel.text
    #expect(status.contains("demo"))
    // The status row's label shows what the model said.
    #expect(String(cString: gtk_label_get_text(OpaquePointer(window.widget(named: "status")!))) == status)
  }

  @Test func ctrlZUndoesTheTypingThenShiftCtrlZAndCtrlYRedoIt() {
    let (profile, nameField, _, _, window) = profileWindow()
    let undo = EditUndoManager()
    undo.attach(profile)
    window.undoManager = undo
    let entry = window.widget(named: "name")
    type(" Lovelace", into: entry)
    #expect(profile.name == "Ada Lovelace")
    #expect(undo.undoCount == 1)  // the keystrokes are one step

    // The undo writes the model, the binding pushes to the field, the window to the entry; the entry's `changed`
    // is not taken back as an edit (which would record a step and clear the redo stack).
    var written: [String] = []
    let listener = nameField.$text.addListener { written.append($0) }
    #expect(press(GDK_KEY_z, control, on: window.window))
    #expect(profile.name == "Ada")
    #expect(entryText(entry) == "Ada")
    #expect(written == ["Ada"])
    #expect(undo.undoCount == 0)
    #expect(undo.redoCount == 1)

    // With Shift held, GTK reports the key as `Z`.
    #expect(press(GDK_KEY_Z, shiftControl, on: window.window))
    #expect(profile.name == "Ada Lovelace")
    #expect(entryText(entry) == "Ada Lovelace")
    #expect(press(GDK_KEY_z, control, on: window.window))
    #expect(entryText(entry) == "Ada")
    #expect(press(GDK_KEY_y, control, on: window.window))
    #expect(profile.name == "Ada Lovelace")
    #expect(entryText(entry) == "Ada Lovelace")
    listener.remove()
    #expect(written == ["Ada", "Ada Lovelace", "Ada", "Ada Lovelace"])
    #expect(undo.undoCount == 1)
    #expect(undo.redoCount == 0)

    // Nothing left to redo: the key is still the window's (GTK's own redo is off anyway).
    #expect(press(GDK_KEY_y, control, on: window.window))
    #expect(profile.name == "Ada Lovelace")
  }

  @Test func eachFieldTypedIntoIsAStepAndASwitchIsOne() {
    let (profile, _, _, _, window) = profileWindow()
    let undo = EditUndoManager()
    undo.attach(profile)
    window.undoManager = undo
    type("!", into: window.widget(named: "name"))
    gtk_editable_set_text(editable(window.widget(named: "port")), "443")
    gtk_switch_set_active(OpaquePointer(window.widget(named: "on")!), 1)
    #expect(undo.undoCount == 3)
    #expect(press(GDK_KEY_z, control, on: window.window))
    #expect(profile.isOn == false)
    #expect(gtk_switch_get_active(OpaquePointer(window.widget(named: "on")!)) == 0)
    #expect(press(GDK_KEY_z, control, on: window.window))
    #expect(profile.port == 8080)
    #expect(entryText(window.widget(named: "port")) == "8080")
    #expect(press(GDK_KEY_z, control, on: window.window))
    #expect(profile.name == "Ada")
    #expect(entryText(window.widget(named: "name")) == "Ada")
    #expect(undo.redoCount == 3)
  }

  @Test func withoutAnUndoManagerTheKeysAreLeftAndGTKsOwnUndoIsOff() {
    let (profile, _, _, _, window) = profileWindow()
    let entry = window.widget(named: "name")
    #expect(gtk_editable_get_enable_undo(editable(entry)) == 0)
    type("!", into: entry)
    #expect(!press(GDK_KEY_z, control, on: window.window))
    #expect(!press(GDK_KEY_z, GdkModifierType(GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue), on: window.window))
    #expect(profile.name == "Ada!")
    #expect(entryText(entry) == "Ada!")
  }

  @Test func enterCommitsAHeldEditAndEscDiscardsIt() {
    let profile = Profile()
    let nameField = TextField()
    let token = profile.bind(key: \.name, toView: nameField, viewKey: \.text, updates: .onCommit)
    let window = GTKFormWindow(form: Form { Field("Name", nameField) }, title: "test")
    window.present()
    let entry = window.widget(named: "name")

    type(" Lovelace", into: entry)
    #expect(profile.name == "Ada")
    #expect(token.hasPendingEdit)
    activate(entry)
    #expect(profile.name == "Ada Lovelace")
    #expect(!token.hasPendingEdit)

    type("!", into: entry)
    #expect(token.hasPendingEdit)
    #expect(press(GDK_KEY_Escape, on: entry))
    #expect(profile.name == "Ada Lovelace")
    #expect(entryText(entry) == "Ada Lovelace")
    #expect(!token.hasPendingEdit)
    // With nothing to discard, Esc is left to the window.
    #expect(!press(GDK_KEY_Escape, on: entry))
  }

  @Test func closingRunsOnCloseWhereAProgramFlushesItsPreferences() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bindkit-gtk-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("preferences.json")
    // A scheduler that never runs the write: only the flush at close writes the file.
    let preferences = WindowPreferences(fileURL: file, scheduler: ManualPreferenceScheduler())
    let nameField = TextField()
    preferences.bind(key: \.name, toView: nameField, viewKey: \.text)
    let window = GTKFormWindow(form: Form { Field("Name", nameField) }, title: "test")
    var closes = 0
    window.onClose = {
      closes += 1
      preferences.flush()
    }
    window.present()
    type(" Lovelace", into: window.widget(named: "name"))
    #expect(preferences.name == "Ada Lovelace")
    #expect(!FileManager.default.fileExists(atPath: file.path))
    window.close()
    #expect(closes == 1)
    #expect(!window.isOpen)
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written.contains("Ada Lovelace"))
  }

  /// `MainActorPreferenceScheduler` runs between GTK's events while `GTKMainLoop.run` turns: a typed edit is
  /// written when its burst ends, with no flush, and an edit made to the file elsewhere reaches the entry. Each wait
  /// ends when its outcome is seen (or at the time limit); nothing is timed.
  @Test(.timeLimit(.minutes(1))) func theMainActorSchedulerWritesAndFollowsTheFileWhileGTKRuns() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bindkit-gtk-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("preferences.json")
    let preferences = WindowPreferences(
      fileURL: file, scheduler: MainActorPreferenceScheduler(), burstInterval: .milliseconds(20),
      checkInterval: .milliseconds(20))
    let nameField = TextField()
    preferences.bind(key: \.name, toView: nameField, viewKey: \.text)
    let window = GTKFormWindow(form: Form { Field("Name", nameField) }, title: "test")
    window.present()
    type(" Lovelace", into: window.widget(named: "name"))
    #expect(!FileManager.default.fileExists(atPath: file.path))
    await GTKMainLoop.run { preferences.hasUnwrittenChanges }
    #expect(try String(contentsOf: file, encoding: .utf8).contains("Ada Lovelace"))
    let edited = file.path + ".edit"
    #expect(FileManager.default.createFile(atPath: edited, contents: Data(#"{"name": "Grace Hopper"}"#.utf8)))
    #expect(rename(edited, file.path) == 0)
    await GTKMainLoop.run { entryText(window.widget(named: "name")) != "Grace Hopper" }
    #expect(preferences.name == "Grace Hopper")
    window.close()
  }

  @Test func releasingTheWindowReleasesItsWidgets() {
    LiveWidgets.count = 0
    do {
      let (_, _, _, _, window) = profileWindow()
      for name in ["name", "port", "on"] { LiveWidgets.watch(window.widget(named: name)!) }
      LiveWidgets.watch(window.window)
      #expect(LiveWidgets.count == 4)
    }
    GTKMainLoop.dispatchPending()
    #expect(LiveWidgets.count == 0)
  }
}
