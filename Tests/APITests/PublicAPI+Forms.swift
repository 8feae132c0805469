// The public API of BindKitForms, pinned, as PublicAPI+Terminal.swift pins BindKitTerminal's: functions that use every
// public name as a client does and are never called. The form's pieces (Form, Field, Section...) are pinned there,
// through BindKitTerminal's re-export; this file pins what a front end and a third-party adapter use.

import BindKit
import BindKitForms
import BindKitViews

private func pinFormControlKind() {
  let kind = FormControlKind("com.example.well")
  let _: String = kind.identifier
  let _: String = kind.description
  let _: [FormControlKind] = [
    .textField, .textView, .label, .button, .barButtonItem, .toggle, .slider, .stepper, .datePicker,
    .segmentedControl, .pageControl, .imageView, .list,
  ]
  let _: Bool = kind == .list
  let _: Set<FormControlKind> = [kind]
}

private func pinFormGesture(_ gesture: FormGesture) {
  switch gesture {
  case .activate, .increment, .decrement, .minimum, .maximum: break
  }
}

private func pinFormScriptAction(_ action: FormScriptAction) {
  switch action {
  case .type(let text): _ = text
  case .toggle, .tap: break
  case .set(let value): _ = value
  case .select(let index): _ = index
  }
}

private func pinFormControlError(_ error: FormControlError) {
  switch error {
  case .unsupported: break
  case .badValue(let expected): _ = expected
  case .refused(let message): _ = message
  }
}

private func pinFormControl(_ control: some FormControl) throws(FormControlError) {
  let _: FormControlKind = control.formKind
  let _: Bool = control.isFocusable
  let _: Bool = control.isFormEnabled
  let _: Bool = control.isFormHidden
  let _: Bool = control.canTakeFocus
  let _: BindingToken? = control.formBindingToken
  let _: String = control.formValueDescription
  let _: String? = control.formText
  control.enterFormText("text")
  control.endFormEditing()
  let _: Bool = control.perform(.activate)
  try control.perform(.select(0))
  let listeners: [ViewPropertyListener] = control.observeForm {}
  _ = listeners
}

/// A control with only the requirements that have no default.
private final class MinimalControl: FormControl {
  var formKind: FormControlKind { FormControlKind("minimal") }
  var formValueDescription: String { "" }
  func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] { [] }
}

private func pinBuiltInControls() {
  let _: [any FormControl] = [
    TextField(), TextView(), Label(), Button(), BarButtonItem(), Switch(), Slider(), Stepper(), DatePicker(),
    SegmentedControl(), PageControl(), ImageView(), ListView<String>(), MinimalControl(),
  ]
}

private func pinListControl(_ list: some ListControl) {
  let _: Int = list.rowCount
  let _: String? = list.title(ofRow: 0)
  let _: Int? = list.selectedRow
  let _: String = list.placeholderText
  list.selectRow(0)
  list.deleteRow(at: 0)
  list.moveRow(from: 0, to: 1)
}

private func pinFormRowContent(_ row: FormRow) {
  let _: Bool = row.isSecure
  let _: Int = row.visibleRows
  let _: (any FormControl)? = row.control
  switch row.content {
  case .text(let text, let style): _ = (text, style)
  case .heading(let title): _ = title
  case .blank: break
  case .control(let control): _ = control
  }
}

private func pinGenericField(_ form: Form) {
  let _: [FormRow] = Field("Minimal", MinimalControl(), name: "minimal").rows
  let _: Int? = form.index(named: "minimal")
}
