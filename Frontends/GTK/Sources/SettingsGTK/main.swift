import BindKit
import BindKitGTK
import Glibc
import SettingsCore

// The settings demo as a GTK 4 window: the same model, adapters and form as `settings-demo` on the terminal.
guard GTKMainLoop.initialize() else {
  print("settings-gtk: cannot open a display (is DISPLAY set?)")
  exit(1)
}
let settings = SettingsForm()
// Ctrl-Z and Shift-Ctrl-Z take back and do again every edit of the model: a committed field, a switch, the list.
let undo = EditUndoManager()
undo.attach(settings.model)
let window = GTKFormWindow(form: settings.form, title: "BindKit settings")
window.undoManager = undo
window.present()
await GTKMainLoop.run { window.isOpen }
