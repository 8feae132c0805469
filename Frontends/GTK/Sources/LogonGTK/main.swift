import BindKitGTK
import BindKitPreferences
import Foundation
import Glibc
import LogonFormCore

// The logon demo as a GTK 4 window: the same model, adapters, form and remembered username as `logon-demo` on the
// terminal (`--config PATH`, or the XDG default).
guard GTKMainLoop.initialize() else {
  print("logon-gtk: cannot open a display (is DISPLAY set?)")
  exit(1)
}
var arguments = CommandLine.arguments.dropFirst()
var configPath = LogonMemory.defaultPath
while let argument = arguments.popFirst() {
  guard argument == "--config", let path = arguments.popFirst() else {
    print("usage: logon-gtk [--config PATH]")
    exit(2)
  }
  configPath = path
}
// A failed write is retried on the main actor's clock, which runs between GTK's events.
let memory = LogonMemory(fileURL: URL(fileURLWithPath: configPath), scheduler: MainActorPreferenceScheduler())
if let problem = memory.loadProblem { print("logon-gtk: \(problem)") }
// An accepted log-on writes the file at once; its status line says when the file could not be written.
let logon = LogonForm(
  memory: memory, keys: ["Tab/Shift-Tab: move   Space, Enter: toggle, log on", "Ctrl-Z: undo   Shift-Ctrl-Z: redo"])
let window = GTKFormWindow(form: logon.form, title: "BindKit logon")
window.undoManager = logon.undo  // Ctrl-Z, Shift-Ctrl-Z: attached to the form's model by LogonForm
var written = true
// Closing the window writes what a retry has not written yet; a file that cannot be written is reported.
window.onClose = {
  written = memory.flush()
  if !written { print("logon-gtk: the username was not remembered: \(memory.writeError ?? configPath)") }
}
window.present()
await GTKMainLoop.run { window.isOpen }
exit(written ? 0 : 1)
