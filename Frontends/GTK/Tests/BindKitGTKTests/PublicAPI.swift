// The public API of BindKitGTK and ColorWellGTK, pinned as the root package's Tests/APITests pin its libraries':
// functions that use every public name as a client does and are never called, so that a name removed or renamed
// fails this build.
// Frontends/GTK/check-public-api.sh fails on a public name that Frontends/GTK/public-api.txt does not list.

import BindKit
import BindKitForms
import BindKitGTK
import BindKitViews
import CGtk4
import ColorWellGTK
import CustomAdapterExample

@MainActor
private func pinMainLoop() async {
  let _: Bool = GTKMainLoop.initialize()
  let _: Bool = GTKMainLoop.dispatchPending()
  GTKMainLoop.pollIntervalMilliseconds = 10
  await GTKMainLoop.turn()
  await GTKMainLoop.run { false }
}

@MainActor
private func pinFormWindow(_ form: Form, _ manager: EditUndoManager) {
  let window = GTKFormWindow(form: form, title: "title")
  let _: UnsafeMutablePointer<GtkWidget> = window.window
  let _: Form = window.form
  window.onClose = {}
  window.undoManager = manager
  let _: EditUndoManager? = window.undoManager
  let _: Bool = window.isOpen
  let _: String = GTKFormWindow.keyControllerName
  let _: UnsafeMutablePointer<GtkWidget>? = window.widget(named: "name")
  let _: String? = window.errorText(named: "name")
  window.present()
  window.close()
}

@MainActor
private final class PinnedView: GTKControlView {
  let widget: UnsafeMutablePointer<GtkWidget> = gtk_label_new("")
  func update() {}
}

@MainActor
private func pinControls(_ kind: FormControlKind) {
  let factory: GTKControlFactory = { control, row, context in
    let _: any FormControl = control
    let _: FormRow = row
    context.didEdit()
    let entry = GTKEntryView(control: control, secure: false, context: context)
    let _: UnsafeMutablePointer<GtkWidget> = entry.widget
    entry.update()
    let view: any GTKControlView = PinnedView()
    return view
  }
  GTKControls.register(kind, factory: factory)
  let widget: UnsafeMutablePointer<GtkWidget> = gtk_label_new("")
  GTKControls.connect("destroy", of: widget) {}
  GTKControls.connect("notify::label", of: widget) { (_: UnsafeMutableRawPointer?) in }
}

@MainActor
private func pinColorWell(_ well: ColorWell, _ context: GTKControlContext) {
  GTKColorWellView.register()
  let view = GTKColorWellView(well: well, context: context)
  let _: UnsafeMutablePointer<GtkWidget> = view.widget
  let _: ColorWell = view.well
  view.update()
}
