import BindKitGTK
import Glibc
import SettingsCore

// The settings demo as a GTK 4 window: the same model, adapters and form as `settings-demo` on the terminal.
guard GTKMainLoop.initialize() else {
  print("settings-gtk: cannot open a display (is DISPLAY set?)")
  exit(1)
}
let settings = SettingsForm()
let window = GTKFormWindow(form: settings.form, title: "BindKit settings")
window.present()
await GTKMainLoop.run { window.isOpen }
