import BindKitGTK
import Glibc
import LogonFormCore

// The logon demo as a GTK 4 window: the same model, adapters and form as `logon-demo` on the terminal.
guard GTKMainLoop.initialize() else {
  print("logon-gtk: cannot open a display (is DISPLAY set?)")
  exit(1)
}
let logon = LogonForm()
let window = GTKFormWindow(form: logon.form, title: "BindKit logon")
window.undoManager = logon.undo  // Ctrl-Z, Shift-Ctrl-Z: attached to the form's model by LogonForm
window.present()
await GTKMainLoop.run { window.isOpen }
