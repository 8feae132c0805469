// bindkit-gtk-bench: what BindKitGTK costs over GTK windows wired by hand, both measured in this process.
//
//   xvfb-run -a -s "-screen 0 1280x1024x24" env GDK_BACKEND=x11 GSK_RENDERER=cairo \
//     swift run -c release --package-path Frontends/GTK bindkit-gtk-bench [--runs N] [--json FILE] [--quick]
//
// Cases, each BindKitGTK's then the hand-wired one, interleaved run by run:
// - gtk.keystroke.20: one key typed into (or Backspace in) the first entry of a 20-field window, from the entry's
//   `changed` to the model and on to the other widget bound to the same property, a label beside each entry (the
//   window's row refresh included); GTK's layout and drawing, which both pay alike on the next frame, are not run.
//   The hand-wired window's `changed` handler reads the entry's text, sets a Swift property and sets the label's
//   text.
// - gtk.open.50: a 50-field window made, shown and realised, with the events that are ready then dispatched; through
//   GTKFormWindow (adapters, bindings and form included) and by hand (the same widgets: a scrolled grid of caption,
//   entry and hidden error label per field, each entry's text set and its `changed` connected). The windows are
//   destroyed after the clock stops.
import BindKit
import BindKitForms
import BindKitGTK
import BindKitViews
import CGtk4
import Glibc

// MARK: Timing

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

@MainActor
func dispatchReady() {
  while g_main_context_iteration(nil, 0) != 0 {}
}

// MARK: Models

@MainActor
final class FieldModel: MainActorBindableObject {
  @Bound var text: String
  init(_ text: String) { self.text = text }
}

/// The hand-wired program's model: a plain Swift property per field.
@MainActor
final class PlainField {
  var text: String
  let entry: UnsafeMutablePointer<GtkWidget>
  /// The label that shows the same text, in a window with echoes.
  let echo: UnsafeMutablePointer<GtkWidget>?
  init(_ text: String, entry: UnsafeMutablePointer<GtkWidget>, echo: UnsafeMutablePointer<GtkWidget>?) {
    self.text = text
    self.entry = entry
    self.echo = echo
  }
}

/// The hand-wired windows' fields, found by the number their `changed` handler is given (its index plus one).
var plainFields: [PlainField?] = []

/// The hand-wired `changed` handler: the entry's text into the Swift property of the field it was connected for.
let plainChanged: @convention(c) (gpointer?, gpointer?) -> Void = { editable, data in
  let index = Int(bitPattern: data) - 1
  MainActor.assumeIsolated {
    guard let field = plainFields[index] else { return }
    field.text = String(cString: gtk_editable_get_text(OpaquePointer(editable)))
    if let echo = field.echo { gtk_label_set_text(OpaquePointer(echo), field.text) }
  }
}

// MARK: Windows

@MainActor
final class BoundWindow {
  let models: [FieldModel]
  let fields: [TextField]
  /// With echoes, a label bound to each model too, in a row below its field.
  let echoes: [Label]
  let window: GTKFormWindow

  init(fields count: Int, echoes: Bool = false) {
    models = (0..<count).map { FieldModel("Value \($0 + 1)") }
    fields = (0..<count).map { _ in TextField() }
    self.echoes = echoes ? (0..<count).map { _ in Label() } : []
    for (model, field) in zip(models, fields) { model.bind(key: \.text, toView: field, viewKey: \.text) }
    for (model, label) in zip(models, self.echoes) { model.bind(key: \.text, toView: label, viewKey: \.text) }
    let (fields, labels) = (fields, self.echoes)
    window = GTKFormWindow(
      form: Form {
        Section("Fields") {
          for (index, field) in fields.enumerated() {
            Field("Field \(index + 1)", field)
            if index < labels.count { Field("Echo \(index + 1)", labels[index]) }
          }
        }
      }, title: "bench")
    window.present()
  }

  func destroy() {
    gtk_window_destroy(UnsafeMutableRawPointer(window.window).assumingMemoryBound(to: GtkWindow.self))
  }
}

@MainActor
final class PlainWindow {
  let window: UnsafeMutablePointer<GtkWidget>
  var fields: [PlainField] = []
  /// Where its fields start in `plainFields`.
  let firstField = plainFields.count

  init(fields count: Int, echoes: Bool = false) {
    window = gtk_window_new()
    let gtkWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_title(gtkWindow, "bench")
    gtk_window_set_default_size(gtkWindow, 460, -1)
    let grid = gtk_grid_new()!
    let gridPointer = UnsafeMutableRawPointer(grid).assumingMemoryBound(to: GtkGrid.self)
    gtk_grid_set_row_spacing(gridPointer, 6)
    gtk_grid_set_column_spacing(gridPointer, 12)
    gtk_widget_set_margin_top(grid, 16)
    gtk_widget_set_margin_bottom(grid, 16)
    gtk_widget_set_margin_start(grid, 16)
    gtk_widget_set_margin_end(grid, 16)
    let heading = gtk_label_new("Fields")!
    gtk_label_set_xalign(OpaquePointer(heading), 0)
    gtk_widget_add_css_class(heading, "heading")
    gtk_grid_attach(gridPointer, heading, 0, 0, 3, 1)
    for index in 0..<count {
      let line = Int32(index + 1)
      let caption = gtk_label_new("Field \(index + 1)")!
      gtk_label_set_xalign(OpaquePointer(caption), 0)
      gtk_widget_add_css_class(caption, "dim-label")
      gtk_widget_set_halign(caption, GTK_ALIGN_END)
      let entry = gtk_entry_new()!
      gtk_widget_set_hexpand(entry, 1)
      let error = gtk_label_new("")!
      gtk_label_set_xalign(OpaquePointer(error), 0)
      gtk_widget_add_css_class(error, "error")
      gtk_widget_set_visible(error, 0)
      let echo = echoes ? gtk_label_new("Value \(index + 1)")! : nil
      let field = PlainField("Value \(index + 1)", entry: entry, echo: echo)
      gtk_editable_set_text(OpaquePointer(entry), field.text)
      plainFields.append(field)
      g_signal_connect_data(
        entry, "changed", unsafeBitCast(plainChanged, to: GCallback.self),
        UnsafeMutableRawPointer(bitPattern: plainFields.count), nil, GConnectFlags(rawValue: 0))
      fields.append(field)
      gtk_grid_attach(gridPointer, caption, 0, line, 1, 1)
      gtk_grid_attach(gridPointer, entry, 1, line, 1, 1)
      gtk_grid_attach(gridPointer, error, 2, line, 1, 1)
      if let echo { gtk_grid_attach(gridPointer, echo, 3, line, 1, 1) }
    }
    let scrolled = gtk_scrolled_window_new()!
    gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(scrolled), 1)
    gtk_scrolled_window_set_child(OpaquePointer(scrolled), grid)
    gtk_window_set_child(gtkWindow, scrolled)
    gtk_window_present(gtkWindow)
  }

  func destroy() {
    gtk_window_destroy(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self))
    for index in firstField..<(firstField + fields.count) { plainFields[index] = nil }
  }
}

// MARK: Cases

/// Types `count` keys into `entry`: "x" and Backspace in turn.
@MainActor
@inline(never)
func typeKeys(_ entry: UnsafeMutablePointer<GtkWidget>, _ count: Int) {
  let editable = OpaquePointer(entry)
  for index in 0..<count {
    if index & 1 == 0 {
      var position = Int32(-1)
      gtk_editable_insert_text(editable, "x", 1, &position)
    } else {
      let length = Int32(g_utf8_strlen(gtk_editable_get_text(editable), -1))
      gtk_editable_delete_text(editable, length - 1, length)
    }
  }
}

/// ns per key through BindKitGTK.
@MainActor
func boundKeystroke(_ window: BoundWindow, _ count: Int) -> Double {
  let entry = window.window.widget(named: "field1")!
  let start = now()
  typeKeys(entry, count)
  let time = (now() - start) / Double(count)
  precondition(window.models[0].text == (count % 2 == 0 ? "Value 1" : "Value 1x"), "every key reached the model")
  precondition(window.echoes.isEmpty || window.echoes[0].text == window.models[0].text, "and the other widget")
  if count % 2 == 1 { typeKeys(entry, 1) }
  return time
}

/// ns per key through a hand-wired `changed` handler.
@MainActor
func plainKeystroke(_ window: PlainWindow, _ count: Int) -> Double {
  let entry = window.fields[0].entry
  let start = now()
  typeKeys(entry, count)
  let time = (now() - start) / Double(count)
  precondition(window.fields[0].text == (count % 2 == 0 ? "Value 1" : "Value 1x"), "every key reached the model")
  precondition(
    window.fields[0].echo.map { String(cString: gtk_label_get_text(OpaquePointer($0))) == window.fields[0].text }
      ?? true, "and the other widget")
  if count % 2 == 1 { typeKeys(entry, 1) }
  return time
}

/// ns per window opened, `count` windows of `fields` fields.
@MainActor
func openWindows<Window>(_ count: Int, _ make: () -> Window, destroy: (Window) -> Void) -> Double {
  var windows: [Window] = []
  windows.reserveCapacity(count)
  var total = 0.0
  for _ in 0..<count {
    let start = now()
    windows.append(make())
    dispatchReady()
    total += now() - start
    destroy(windows.removeLast())
    dispatchReady()
  }
  return total / Double(count)
}

// MARK: Main

var runs = 9
var jsonPath: String?
var quick = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--runs": runs = Int(arguments.next() ?? "") ?? runs
  case "--json": jsonPath = arguments.next()
  case "--quick": quick = true
  default:
    print("usage: bindkit-gtk-bench [--runs N] [--json FILE] [--quick]  (on an X display: xvfb-run)")
    exit(2)
  }
}
if quick { runs = 3 }
guard GTKMainLoop.initialize() else {
  print("bindkit-gtk-bench: cannot open a display (run under xvfb-run)")
  exit(1)
}

let keys = quick ? 200 : 20_000
let opens = quick ? 3 : 40

// Warm-up: both windows built, typed into and opened once before any clock.
let boundTyping = BoundWindow(fields: 20, echoes: true)
let plainTyping = PlainWindow(fields: 20, echoes: true)
dispatchReady()
_ = boundKeystroke(boundTyping, keys / 10)
_ = plainKeystroke(plainTyping, keys / 10)
_ = openWindows(2, { BoundWindow(fields: 50) }, destroy: { $0.destroy() })
_ = openWindows(2, { PlainWindow(fields: 50) }, destroy: { $0.destroy() })

var samples: [String: [Double]] = [:]
var keyRatios: [Double] = []
var openRatios: [Double] = []
for _ in 0..<runs {
  let boundKey = boundKeystroke(boundTyping, keys)
  let plainKey = plainKeystroke(plainTyping, keys)
  let boundOpen = openWindows(opens, { BoundWindow(fields: 50) }, destroy: { $0.destroy() })
  let plainOpen = openWindows(opens, { PlainWindow(fields: 50) }, destroy: { $0.destroy() })
  samples["gtk.keystroke.20", default: []].append(boundKey)
  samples["gtk.keystroke.20.baseline", default: []].append(plainKey)
  samples["gtk.open.50", default: []].append(boundOpen)
  samples["gtk.open.50.baseline", default: []].append(plainOpen)
  keyRatios.append(boundKey / plainKey)
  openRatios.append(boundOpen / plainOpen)
}

let names = ["gtk.keystroke.20", "gtk.keystroke.20.baseline", "gtk.open.50", "gtk.open.50.baseline"]
var results: [(String, Double, String)] = names.map { ($0, median(samples[$0]!), "ns") }
results.append(("gtk.keystroke.20.ratio", median(keyRatios), "ratio"))
results.append(("gtk.open.50.ratio", median(openRatios), "ratio"))

print("BindKitGTK benchmarks (median of \(runs) interleaved runs; \(keys) keys and \(opens) windows per run)")
func padded(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(width - text.count, 1)) }
print(padded("case", 32) + padded("value", 12) + "unit")
for (name, value, unit) in results {
  let shown = unit == "ratio" ? (value * 100).rounded() / 100 : (value * 10).rounded() / 10
  print(padded(name, 32) + padded("\(shown)", 12) + unit)
}
print("(ratio: the median of the per-run ratios BindKitGTK / hand-wired)")

if let jsonPath {
  let lines = results.map { "    {\"name\": \"\($0.0)\", \"value\": \($0.1), \"unit\": \"\($0.2)\"}" }
  let json = "{\"results\": [\n" + lines.joined(separator: ",\n") + "\n]}\n"
  guard let file = fopen(jsonPath, "w") else {
    print("bindkit-gtk-bench: cannot write \(jsonPath)")
    exit(1)
  }
  fputs(json, file)
  fclose(file)
}
