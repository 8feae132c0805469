import BindKit
import BindKitPreferences
import BindKitViews
import Foundation

// bindkit-bench: the hot paths of BindKit against hand-written and Observation baselines.
// Usage: bindkit-bench [--quick] [--json FILE] [--only CASE[,CASE...] [--ops N]]  (--ops: one run of N operations)
//        bindkit-bench --compare OLD.json NEW.json [--factor F]

var quick = false
var jsonPath: String?
var only: String?
var onlyOperations: Int?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--quick": quick = true
  case "--json":
    guard let path = arguments.popFirst() else {
      FileHandle.standardError.write(Data("--json needs a file name\n".utf8))
      exit(2)
    }
    jsonPath = path
  case "--only":
    only = arguments.popFirst()
  case "--ops":
    onlyOperations = arguments.popFirst().flatMap { Int($0) }
  case "--compare":
    guard let old = arguments.popFirst(), let new = arguments.popFirst() else {
      FileHandle.standardError.write(Data("--compare needs two files: OLD.json NEW.json\n".utf8))
      exit(2)
    }
    var factor = 1.1
    if arguments.first == "--factor" {
      arguments.removeFirst()
      guard let text = arguments.popFirst(), let value = Double(text), value > 1 else {
        FileHandle.standardError.write(Data("--factor needs a number above 1\n".utf8))
        exit(2)
      }
      factor = value
    }
    exit(compare(oldPath: old, newPath: new, factor: factor))
  case "--help", "-h":
    print("usage: bindkit-bench [--quick] [--json FILE] [--only CASE[,CASE...] [--ops N]]")
    print("       bindkit-bench --compare OLD.json NEW.json [--factor F]   (default factor 1.1)")
    exit(0)
  default:
    FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
    exit(2)
  }
}

func pad(_ text: String, _ width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
func format(_ number: Double) -> String {
  let rounded = (number * 100).rounded() / 100
  return String(describing: rounded)
}

let scale = quick ? 0.01 : 1.0
func ops(_ full: Int) -> Int { max(1, Int(Double(full) * scale)) }
let repetitions = quick ? 3 : 11

// Objects shared by the timed cases.
let plain = PlainModel()
let guardedModel: GuardedModel = GuardedFormModel()
/// Set once, so the overriding subclass is a class the program uses (see `CountingGuardedModel`).
let countingGuardedModel: GuardedModel = CountingGuardedModel()
let didSetModel = DidSetModel(target: PlainTarget())
let fanOutModel = DidSetFanOutModel(targets: (0..<1000).map { _ in PlainTarget() })
let observable = ObservableModel()
let unobserved = BenchModel()
// Sixteen models read in turn, so that no read can be moved out of the loop: plain ones, and bound ones (each
// property bound to a field, so that it reads through its box).
let plainReadModels = (0..<16).map { _ in PlainModel() }
let boundReadModels = (0..<16).map { _ in BenchModel() }
let boundReadFields = (0..<16).map { _ in Field() }
for (model, field) in zip(boundReadModels, boundReadFields) { model.bind(key: \.text, toView: field, viewKey: \.text) }
let oneView = BenchModel()
let oneViewField = Field()
oneView.bind(key: \.text, toView: oneViewField, viewKey: \.text)
let editModel = BenchModel()
let editField = Field()
editModel.bind(key: \.text, toView: editField, viewKey: \.text)
// Edits recorded by an undo manager: one step per edit (editing ended each time), and typing coalesced into one.
let undoModel = BenchModel()
let undoField = Field()
undoModel.bind(key: \.text, toView: undoField, viewKey: \.text)
let undoManager = EditUndoManager()
undoManager.attach(undoModel)
let typingModel = BenchModel()
let typingField = Field()
typingModel.bind(key: \.text, toView: typingField, viewKey: \.text)
let typingUndoManager = EditUndoManager()
typingUndoManager.attach(typingModel)
// A preference store bound to one field; its scheduler is never advanced, so no set waits for the file.
let preferences = BenchPreferences(
  fileURL: preferencesFolder.appendingPathComponent("one-view.json"), scheduler: ManualPreferenceScheduler())
let preferencesField = Field()
preferences.bind(key: \.text, toView: preferencesField, viewKey: \.text)
let thousandKeysFile = writeThousandKeysFile()
let fanOut = BenchModel()
let fanOutFields = (0..<1000).map { _ in Field() }
for field in fanOutFields { fanOut.bind(key: \.text, toView: field, viewKey: \.text) }
let bindModel = BenchModel()
let bindField = Field()

// The crowd: 100,000 other live bindings on 10,000 other models.
let crowdModels = (0..<(quick ? 100 : 10_000)).map { _ in BenchModel() }
let crowdFields = (0..<(quick ? 1_000 : 100_000)).map { _ in Field() }
for (index, field) in crowdFields.enumerated() {
  crowdModels[index % crowdModels.count].bind(key: \.text, toView: field, viewKey: \.text)
}
let crowded = BenchModel()
let crowdedField = Field()
crowded.bind(key: \.text, toView: crowdedField, viewKey: \.text)

// A tracked computed property bound one way to a button; a chain bound to a field; a transaction.
let form = BenchForm()
let logOnButton = Button()
form.bind(key: \.canLogOn, toView: logOnButton, viewKey: \.isEnabled)
let readsChangeForm = BenchForm()
let readsChangeButton = Button()
readsChangeForm.bind(key: \.canLogOnReadsChange, toView: readsChangeButton, viewKey: \.isEnabled)
let customers = [BenchCustomer(name: "first"), BenchCustomer(name: "second")]
let order = BenchOrder(customer: customers[0])
let customerField = Field()
order.bind(key: \.customer.name, toView: customerField, viewKey: \.text)
let transactionModel = BenchModel()
let transactionField = Field()
transactionModel.bind(key: \.text, toView: transactionField, viewKey: \.text)

let timed: [BenchmarkCase] = [
  BenchmarkCase(name: "plain.set", unit: "ns", operations: ops(2_000_000)) { n in
    timePerOperation(n) { setPlain(plain, n) }
  },
  BenchmarkCase(name: "plain.get", unit: "ns", operations: ops(2_000_000)) { n in
    timePerOperation(n) { getPlain(plainReadModels, n) }
  },
  BenchmarkCase(name: "bound.get", unit: "ns", operations: ops(2_000_000)) { n in
    timePerOperation(n) { getBound(boundReadModels, n) }
  },
  BenchmarkCase(name: "guarded.set", unit: "ns", operations: ops(2_000_000)) { n in
    setGuarded(countingGuardedModel, 16)
    return timePerOperation(n) { setGuarded(guardedModel, n) }
  },
  BenchmarkCase(name: "didset.assign", unit: "ns", operations: ops(2_000_000)) { n in
    timePerOperation(n) { setDidSet(didSetModel, n) }
  },
  BenchmarkCase(name: "didset.loop.1000", unit: "ns", operations: ops(2_000)) { n in
    timePerOperation(n * 1000) { setDidSetFanOut(fanOutModel, n) }
  },
  BenchmarkCase(name: "observation.set.unobserved", unit: "ns", operations: ops(2_000_000)) { n in
    timePerOperation(n) { setObservable(observable, n) }
  },
  BenchmarkCase(name: "observation.track-cycle", unit: "ns", operations: ops(100_000)) { n in
    timePerOperation(n) { observationTrackCycles(observable, n) }
  },
  BenchmarkCase(name: "bound.set.unobserved", unit: "ns", operations: ops(2_000_000)) { n in
    timePerOperation(n) { setBound(unobserved, n) }
  },
  BenchmarkCase(name: "bound.set.one-view", unit: "ns", operations: ops(2_000_000)) { n in
    timePerOperation(n) { setBound(oneView, n) }
  },
  BenchmarkCase(name: "view.edit.to-model", unit: "ns", operations: ops(2_000_000)) { n in
    timePerOperation(n) { enterTexts(editField, n) }
  },
  BenchmarkCase(name: "view.edit.to-model.undo", unit: "ns", operations: ops(200_000)) { n in
    undoManager.removeAllActions()  // before the clock: each run records its own steps
    return timePerOperation(n) { enterTextsEndingEach(undoField, n) }
  },
  BenchmarkCase(name: "view.edit.typing.undo", unit: "ns", operations: ops(2_000_000)) { n in
    timePerOperation(n) { enterTexts(typingField, n) }
  },
  BenchmarkCase(name: "prefs.set.one-view", unit: "ns", operations: ops(2_000_000)) { n in
    timePerOperation(n) { setPreferences(preferences, n) }
  },
  BenchmarkCase(name: "prefs.load.1000", unit: "ns", operations: ops(2_000)) { n in
    timePerOperation(n) { loadThousandKeys(thousandKeysFile, n) }
  },
  BenchmarkCase(name: "bound.fanout.1000", unit: "ns", operations: ops(2_000)) { n in
    timePerOperation(n * 1000) { setBound(fanOut, n) }
  },
  BenchmarkCase(name: "bound.set.one-view.crowded", unit: "ns", operations: ops(2_000_000)) { n in
    timePerOperation(n) { setBound(crowded, n) }
  },
  BenchmarkCase(name: "computed.tracked", unit: "ns", operations: ops(200_000)) { n in
    timePerOperation(n) { toggleComputed(form, n) }
  },
  BenchmarkCase(name: "computed.reads-change", unit: "ns", operations: ops(200_000)) { n in
    timePerOperation(n) { toggleComputed(readsChangeForm, n) }
  },
  BenchmarkCase(name: "chain.retarget", unit: "ns", operations: ops(200_000)) { n in
    timePerOperation(n) { retargetChain(order, customers, n) }
  },
  BenchmarkCase(name: "transaction.100", unit: "ns", operations: ops(20_000)) { n in
    timePerOperation(n) { transactions(transactionModel, n) }
  },
  BenchmarkCase(name: "bind-unbind", unit: "ns", operations: ops(200_000)) { n in
    timePerOperation(n) { bindUnbind(bindModel, bindField, n) }
  },
  BenchmarkCase(name: "bind-unbind.fresh", unit: "ns", operations: ops(50_000)) { bindUnbindFresh($0) },
  BenchmarkCase(name: "bind-unbind.fresh.stride-20", unit: "ns", operations: ops(50_000)) {
    bindUnbindFresh($0, apart: 20)
  },
  BenchmarkCase(name: "bind.form.20", unit: "ns", operations: ops(5_000)) { bindForm20($0) },
  BenchmarkCase(name: "bind.batch.20", unit: "ns", operations: ops(5_000)) { bindBatch20($0) },
  BenchmarkCase(name: "bind.form.20.runtime-keys", unit: "ns", operations: ops(5_000)) {
    bindForm20($0, runtimeKeys: true)
  },
  BenchmarkCase(name: "unbind.fanout.1k", unit: "ns", operations: 1_000) { unbindFanOut(views: $0) },
  BenchmarkCase(name: "unbind.fanout.10k", unit: "ns", operations: 10_000) { unbindFanOut(views: $0) },
  BenchmarkCase(name: "list.insert.10k", unit: "ns", operations: ops(1_000)) { listInsert($0) },
  BenchmarkCase(name: "list.insert.10k.baseline", unit: "ns", operations: ops(1_000)) { listInsertBaseline($0) },
  BenchmarkCase(name: "list.assign.diff.10k", unit: "ns", operations: ops(1_000)) { listAssignDiff($0) },
  BenchmarkCase(name: "terminal.frame.50", unit: "ns", operations: ops(100)) { terminalFrame($0) },
  BenchmarkCase(name: "terminal.keystroke", unit: "ns", operations: ops(400)) { terminalKeystroke($0) },
  BenchmarkCase(name: "terminal.frame.50.baseline", unit: "ns", operations: ops(20_000)) { terminalFrameBaseline($0) },
  BenchmarkCase(name: "terminal.keystroke.baseline", unit: "ns", operations: ops(200_000)) {
    terminalKeystrokeBaseline($0)
  },
]

let memory: [BenchmarkCase] = [
  BenchmarkCase(name: "bytes-per-binding", unit: "bytes", operations: ops(100_000)) { bytesPerBinding($0) },
  BenchmarkCase(name: "model.bytes", unit: "bytes", operations: ops(100_000)) { bytesPerModel($0) },
  BenchmarkCase(name: "view.bytes", unit: "bytes", operations: ops(10_000)) { bytesPerView($0) },
  BenchmarkCase(name: "threads.2.scaling.plain", unit: "ratio", operations: ops(5_000_000)) {
    plainTwoThreadScaling($0)
  },
  BenchmarkCase(name: "threads.2.scaling", unit: "ratio", operations: ops(5_000_000)) { twoThreadScaling($0) },
]

if let only {
  // Profiling aid: run one case alone (for callgrind or perf) and print its figure. Several, comma-separated, run
  // interleaved (median of 20), so that a case and its baseline see the same machine.
  let names = only.split(separator: ",").map(String.init)
  var chosen: [BenchmarkCase] = []
  for name in names {
    guard let benchmark = (timed + memory).first(where: { $0.name == name }) else {
      FileHandle.standardError.write(Data("no case named \(name)\n".utf8))
      exit(2)
    }
    chosen.append(benchmark)
  }
  if chosen.count > 1 {
    for (benchmark, figure) in runInterleaved(chosen, repetitions: 20) {
      print(benchmark.name, format(figure), benchmark.unit)
    }
    exit(0)
  }
  let benchmark = chosen[0]
  let operations = onlyOperations ?? benchmark.operations * (quick ? 100 : 1)
  let figures = (0..<(onlyOperations == nil ? 20 : 1)).map { _ in benchmark.measure(operations) }
  print(benchmark.name, format(median(figures)), benchmark.unit)
  exit(0)
}

var results = runInterleaved(timed, repetitions: repetitions)
results += runInterleaved(memory, repetitions: quick ? 1 : 3)

let value = Dictionary(uniqueKeysWithValues: results.map { ($0.0.name, $0.1) })
func ratio(_ a: String, _ b: String) -> Double { value[a]! / value[b]! }

struct Target {
  let description: String
  let figure: Double
  let limit: Double
  let atMost: Bool
  var met: Bool { atMost ? figure <= limit : figure >= limit }
}

let targets = [
  Target(
    description: "bound.set.unobserved / guarded.set", figure: ratio("bound.set.unobserved", "guarded.set"),
    limit: 1.5, atMost: true),
  Target(
    description: "bound.set.one-view / didset.assign", figure: ratio("bound.set.one-view", "didset.assign"), limit: 5,
    atMost: true),
  Target(
    description: "view.edit.to-model / didset.assign", figure: ratio("view.edit.to-model", "didset.assign"), limit: 8,
    atMost: true),
  Target(
    description: "view.edit.to-model.undo / view.edit.to-model",
    figure: ratio("view.edit.to-model.undo", "view.edit.to-model"), limit: 3, atMost: true),
  Target(
    description: "view.edit.typing.undo / view.edit.to-model",
    figure: ratio("view.edit.typing.undo", "view.edit.to-model"), limit: 3, atMost: true),
  Target(
    description: "prefs.set.one-view / bound.set.one-view",
    figure: ratio("prefs.set.one-view", "bound.set.one-view"), limit: 1.5, atMost: true),
  Target(
    description: "bound.fanout.1000 / didset.loop.1000", figure: ratio("bound.fanout.1000", "didset.loop.1000"),
    limit: 2, atMost: true),
  Target(
    description: "bound.set.one-view.crowded / bound.set.one-view",
    figure: ratio("bound.set.one-view.crowded", "bound.set.one-view"), limit: 1.2, atMost: true),
  Target(
    description: "list.insert.10k / list.insert.10k.baseline",
    figure: ratio("list.insert.10k", "list.insert.10k.baseline"), limit: 1.2, atMost: true),
  Target(
    description: "computed.tracked / observation.track-cycle",
    figure: ratio("computed.tracked", "observation.track-cycle"), limit: 0.3, atMost: true),
  Target(
    description: "computed.reads-change / computed.tracked",
    figure: ratio("computed.reads-change", "computed.tracked"), limit: 1.3, atMost: true),
  Target(
    description: "unbind.fanout.10k / unbind.fanout.1k", figure: ratio("unbind.fanout.10k", "unbind.fanout.1k"),
    limit: 1.5, atMost: true),
  Target(
    description: "bind-unbind.fresh / observation.track-cycle",
    figure: ratio("bind-unbind.fresh", "observation.track-cycle"), limit: 1.0, atMost: true),
  Target(
    description: "terminal.keystroke / terminal.keystroke.baseline",
    figure: ratio("terminal.keystroke", "terminal.keystroke.baseline"), limit: 20, atMost: true),
  Target(
    description: "terminal.frame.50 / terminal.frame.50.baseline",
    figure: ratio("terminal.frame.50", "terminal.frame.50.baseline"), limit: 10, atMost: true),
  Target(description: "bytes-per-binding", figure: value["bytes-per-binding"]!, limit: 200, atMost: true),
  Target(description: "model.bytes", figure: value["model.bytes"]!, limit: 96, atMost: true),
  Target(description: "threads.2.scaling", figure: value["threads.2.scaling"]!, limit: 1.7, atMost: false),
]

print("BindKit benchmarks (\(quick ? "quick" : "full") run, median of \(repetitions) interleaved repetitions)")
print(pad("case", 32) + pad("value", 12) + "unit")
for (benchmark, figure) in results {
  print(pad(benchmark.name, 32) + pad(format(figure), 12) + benchmark.unit)
}
print("")
print(pad("target", 52) + pad("figure", 10) + pad("limit", 10) + "met")
for target in targets {
  print(
    pad(target.description, 52) + pad(format(target.figure), 10)
      + pad((target.atMost ? "<= " : ">= ") + format(target.limit), 10) + (target.met ? "yes" : "NO"))
}

// Reported with no target: the keystroke against a whole frame written by hand, the form against fresh pairs bound
// in the order a form reaches its views, and how two threads of plain objects scale on this machine.
let ratiosWithoutTarget = [
  ("terminal.keystroke / terminal.frame.50.baseline", ratio("terminal.keystroke", "terminal.frame.50.baseline")),
  ("threads.2.scaling.plain (the machine's own scaling)", value["threads.2.scaling.plain"]!),
  ("bind.form.20 / bind-unbind.fresh.stride-20", ratio("bind.form.20", "bind-unbind.fresh.stride-20")),
]
print("")
print(pad("ratio (no target)", 52) + "figure")
for (description, figure) in ratiosWithoutTarget {
  print(pad(description, 52) + format(figure))
}

if let jsonPath {
  var lines: [String] = []
  for (benchmark, figure) in results {
    lines.append("    {\"name\": \"\(benchmark.name)\", \"value\": \(figure), \"unit\": \"\(benchmark.unit)\"}")
  }
  let json = "{\"results\": [\n" + lines.joined(separator: ",\n") + "\n]}\n"
  guard FileManager.default.createFile(atPath: jsonPath, contents: Data(json.utf8)) else {
    FileHandle.standardError.write(Data("cannot write \(jsonPath)\n".utf8))
    exit(1)
  }
  print("\nwrote \(jsonPath)")
}
