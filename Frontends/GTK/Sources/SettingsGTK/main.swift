import BindKit
import BindKitGTK
import BindKitPreferences
import Foundation
import Glibc
import SettingsCore

// The settings demo as a GTK 4 window: the same model, buffer, undo manager and form as `settings-demo` on the
// terminal, and the same settings file (`--config PATH`, or the XDG default).
guard GTKMainLoop.initialize() else {
  print("settings-gtk: cannot open a display (is DISPLAY set?)")
  exit(1)
}
var arguments = CommandLine.arguments.dropFirst()
var configPath = SettingsInfo.defaultConfigPath
while let argument = arguments.popFirst() {
  guard argument == "--config", let path = arguments.popFirst() else {
    print("usage: settings-gtk [--config PATH]")
    exit(2)
  }
  configPath = path
}
// The file is written a burst at a time on the main actor's clock, which runs between GTK's events; a failed
// write is retried by itself, and a change made to the file elsewhere reaches the window.
let settings = SettingsForm(
  configFile: URL(fileURLWithPath: configPath), scheduler: MainActorPreferenceScheduler(),
  keys: [
    "Tab/Shift-Tab: move   Enter: take a field   Esc: revert a field   Space: toggle, tap",
    "List: click to select   Delete: remove   Alt+Up, Alt+Down: move the row",
    "Ctrl-Z: undo   Shift-Ctrl-Z or Ctrl-Y: redo   Apply and closing the window write the settings file",
  ])
if let problem = settings.model.loadProblem { print("settings-gtk: \(problem)") }
let window = GTKFormWindow(form: settings.form, title: "BindKit settings")
// Ctrl-Z and Shift-Ctrl-Z take back and do again every edit: a committed field, a switch, the list, Apply.
window.undoManager = settings.undo
var written = true
// Closing the window writes what was applied and not yet written; a file that cannot be written is reported.
window.onClose = {
  written = settings.writeFile()
  if !written { print("settings-gtk: the settings were not saved: \(settings.model.writeError ?? configPath)") }
}
window.present()
await GTKMainLoop.run { window.isOpen }
exit(written ? 0 : 1)
