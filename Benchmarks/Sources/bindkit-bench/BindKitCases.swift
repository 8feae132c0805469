import BindKit
import BindKitViews
import Dispatch
import Foundation
import Synchronization

/// A model with one bindable String, as an app declares it.
final class BenchModel: BindableObject {
  @Bound var text = ""
}

/// The adapter every case binds to: the built-in text field.
typealias Field = TextField

/// A form whose `canLogOn` is computed from two bound properties.
final class BenchForm: BindableObject {
  @Bound var username = ""
  @Bound var password = "secret"
  /// Reads both properties on every evaluation (password first), so its dependencies stay the same.
  var canLogOn: Bool { !password.isEmpty && !username.isEmpty }
  /// Reads `password` only while `username` is not empty (the `&&` short-circuits), so toggling `username` changes
  /// which properties an evaluation reads.
  var canLogOnReadsChange: Bool { !username.isEmpty && !password.isEmpty }
}

/// An order whose customer is replaced, for key-path chains.
final class BenchCustomer: BindableObject {
  @Bound var name: String
  init(name: String) { self.name = name }
}

final class BenchOrder: BindableObject {
  @Bound var customer: BenchCustomer
  init(customer: BenchCustomer) { self.customer = customer }
}

/// Alternates `username` between empty and not, so `canLogOn` changes and reaches the button every time.
@inline(never)
func toggleComputed(_ form: BenchForm, _ count: Int) {
  for index in 0..<count { form.username = index & 1 == 0 ? "" : sampleStrings[index & 15] }
}

/// Replaces the order's customer, alternating between two, so the chained binding moves every time.
@inline(never)
func retargetChain(_ order: BenchOrder, _ customers: [BenchCustomer], _ count: Int) {
  for index in 0..<count { order.customer = customers[index & 1] }
}

/// 100 sets in one transaction, per iteration.
@inline(never)
func transactions(_ model: BenchModel, _ count: Int) {
  for iteration in 0..<count {
    model.updateBoundProperties {
      for index in 0..<100 { model.text = sampleStrings[(iteration + index) & 15] }
    }
  }
}

/// Reads a `@Bound` property `count` times, of sixteen models in turn.
@inline(never)
func getBound(_ models: [BenchModel], _ count: Int) {
  var empty = 0
  for index in 0..<count where models[index & 15].text.isEmpty { empty &+= 1 }
  sink &+= empty
}

@inline(never)
func setBound(_ model: BenchModel, _ count: Int) {
  for index in 0..<count { model.text = sampleStrings[index & 15] }
}

@inline(never)
func enterTexts(_ field: Field, _ count: Int) {
  for index in 0..<count { field.enterText(sampleStrings[index & 15]) }
}

/// Binds and unbinds one pair `count` times.
@inline(never)
func bindUnbind(_ model: BenchModel, _ field: Field, _ count: Int) {
  for _ in 0..<count {
    let token = model.bind(key: \.text, toView: field, viewKey: \.text)
    token.unbind()
  }
}

/// Heap bytes a live binding holds: allocator statistics before and after `count` bindings between
/// objects created beforehand (each model bound to one field).
func bytesPerBinding(_ count: Int) -> Double {
  let models = (0..<count).map { _ in BenchModel() }
  let fields = (0..<count).map { _ in Field() }
  let before = heapBytesInUse()
  var tokens: [BindingToken] = []
  tokens.reserveCapacity(count)
  let reserved = heapBytesInUse()
  for index in 0..<count {
    tokens.append(models[index].bind(key: \.text, toView: fields[index], viewKey: \.text))
  }
  let after = heapBytesInUse()
  sink &+= tokens.count + (reserved - before)
  withExtendedLifetime((models, fields)) {}
  return Double(after - reserved) / Double(count)
}

/// Heap bytes of a model with one `@Bound` String, nothing bound.
func bytesPerModel(_ count: Int) -> Double {
  heapBytesPerObject(count) { BenchModel() }
}

/// Heap bytes of a new `TextField`, nothing bound: its object, its registrar, and the two slots its init makes (its
/// text and the attributed text derived from it, with the derivation's closures); its other properties have no slot
/// until they are needed.
func bytesPerView(_ count: Int) -> Double {
  heapBytesPerObject(count) { Field() }
}

/// Heap bytes each of `count` objects made by `make` holds, kept alive until measured.
func heapBytesPerObject<Object: AnyObject>(_ count: Int, _ make: () -> Object) -> Double {
  var objects: [Object] = []
  objects.reserveCapacity(count)
  let before = heapBytesInUse()
  for _ in 0..<count { objects.append(make()) }
  let after = heapBytesInUse()
  sink &+= objects.count
  return Double(after - before) / Double(count)
}

/// Sets `model.text` from `strings` (16 of them) `count` times.
@inline(never)
func setBound(_ model: BenchModel, from strings: [String], _ count: Int) {
  for index in 0..<count { model.text = strings[index & 15] }
}

/// Throughput of two threads setting their own bound models, divided by one thread's. Each thread sets strings
/// of its own (copies with their own storage), so the threads share nothing, not even reference counts; each run
/// starts its threads itself (a dispatch queue may run both iterations on one thread).
func twoThreadScaling(_ count: Int) -> Double {
  scaling(count) { strings, count in
    let model = BenchModel()
    let field = Field()
    model.bind(key: \.text, toView: field, viewKey: \.text)
    return {
      setBound(model, from: strings, count)
      withExtendedLifetime(field) {}
    }
  }
}

/// The same for plain stored properties (the baseline): how far two threads scale on this machine at all.
func plainTwoThreadScaling(_ count: Int) -> Double {
  scaling(count) { strings, count in
    let model = PlainModel()
    return { setPlain(model, from: strings, count) }
  }
}

@inline(never)
func setPlain(_ model: PlainModel, from strings: [String], _ count: Int) {
  for index in 0..<count { model.text = strings[index & 15] }
}

/// Runs `prepare`'s work on one thread, then on two at once, and returns the throughput ratio.
func scaling(_ count: Int, _ prepare: @escaping @Sendable ([String], Int) -> () -> Void) -> Double {
  func run(threads: Int) -> Double {
    let ready = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<threads {
      Thread.detachNewThread {
        let strings = sampleStrings.map { String(decoding: Array($0.utf8), as: UTF8.self) }
        let work = prepare(strings, count)
        ready.signal()
        go.wait()
        work()
        done.signal()
      }
    }
    for _ in 0..<threads { ready.wait() }
    let start = nanoseconds()
    for _ in 0..<threads { go.signal() }
    for _ in 0..<threads { done.wait() }
    let elapsed = Double(nanoseconds() - start)
    return Double(threads * count) / elapsed
  }
  let one = run(threads: 1)
  let two = run(threads: 2)
  return two / one
}

/// A new form, as a screen creates it: twenty bound text properties.
final class BenchForm20: BindableObject {
  @Bound var field0 = ""
  @Bound var field1 = ""
  @Bound var field2 = ""
  @Bound var field3 = ""
  @Bound var field4 = ""
  @Bound var field5 = ""
  @Bound var field6 = ""
  @Bound var field7 = ""
  @Bound var field8 = ""
  @Bound var field9 = ""
  @Bound var field10 = ""
  @Bound var field11 = ""
  @Bound var field12 = ""
  @Bound var field13 = ""
  @Bound var field14 = ""
  @Bound var field15 = ""
  @Bound var field16 = ""
  @Bound var field17 = ""
  @Bound var field18 = ""
  @Bound var field19 = ""

  static var keys: [ReferenceWritableKeyPath<BenchForm20, String>] {
    [
      \.field0, \.field1, \.field2, \.field3, \.field4, \.field5, \.field6, \.field7, \.field8, \.field9,
      \.field10, \.field11, \.field12, \.field13, \.field14, \.field15, \.field16, \.field17, \.field18, \.field19,
    ]
  }
}

/// Binds and unbinds `count` new model-and-field pairs, each used once (a new row, a new screen). The objects are
/// created before the clock starts and released after it stops: only binding and unbinding are timed.
///
/// With `apart` above 1 (`bind-unbind.fresh.stride-20`), the pairs are bound that many apart (0, 20, 40, ..., then
/// 1, 21, 41, ...), as each of a form's twenty `bind` lines meets its next view one form, twenty fields, after the
/// last. The work is the same, pair for pair; only the order in which the cold objects are reached differs, so the
/// difference from `bind-unbind.fresh` is what that order costs in the memory system, not in the library.
func bindUnbindFresh(_ count: Int, apart: Int = 1) -> Double {
  let models = (0..<count).map { _ in BenchModel() }
  let fields = (0..<count).map { _ in Field() }
  var visited = (models, fields)
  if apart > 1 {
    let order = (0..<apart).flatMap { stride(from: $0, to: count, by: apart) }
    visited = (order.map { models[$0] }, order.map { fields[$0] })
  }
  let figure = timePerOperation(count) { bindUnbindEach(visited.0, visited.1) }
  withExtendedLifetime((models, fields)) {}
  return figure
}

@inline(never)
func bindUnbindEach(_ models: [BenchModel], _ fields: [Field]) {
  for index in models.indices {
    let token = models[index].bind(key: \.text, toView: fields[index], viewKey: \.text)
    token.unbind()
  }
}

/// Binds a new twenty-field form to twenty new fields and unbinds it, `count` times; ns per form. The form binds as a
/// form's code does, one `bind` line per field with literal key paths (`bindForms`); `runtimeKeys` binds through key
/// paths taken from an array instead (`bindFormsFromKeyArray`), which the compiler cannot see through.
func bindForm20(_ count: Int, runtimeKeys: Bool = false) -> Double {
  let forms = (0..<count).map { _ in BenchForm20() }
  let fields = (0..<count).map { _ in (0..<20).map { _ in Field() } }
  let keys = BenchForm20.keys
  let figure = timePerOperation(count) {
    if runtimeKeys { bindFormsFromKeyArray(forms, fields, keys) } else { bindForms(forms, fields) }
  }
  withExtendedLifetime((forms, fields)) {}
  return figure
}

@inline(never)
func bindForms(_ forms: [BenchForm20], _ fields: [[Field]]) {
  var tokens: [BindingToken] = []
  tokens.reserveCapacity(20)
  for index in forms.indices {
    let form = forms[index]
    let row = fields[index]
    tokens.append(form.bind(key: \.field0, toView: row[0], viewKey: \.text))
    tokens.append(form.bind(key: \.field1, toView: row[1], viewKey: \.text))
    tokens.append(form.bind(key: \.field2, toView: row[2], viewKey: \.text))
    tokens.append(form.bind(key: \.field3, toView: row[3], viewKey: \.text))
    tokens.append(form.bind(key: \.field4, toView: row[4], viewKey: \.text))
    tokens.append(form.bind(key: \.field5, toView: row[5], viewKey: \.text))
    tokens.append(form.bind(key: \.field6, toView: row[6], viewKey: \.text))
    tokens.append(form.bind(key: \.field7, toView: row[7], viewKey: \.text))
    tokens.append(form.bind(key: \.field8, toView: row[8], viewKey: \.text))
    tokens.append(form.bind(key: \.field9, toView: row[9], viewKey: \.text))
    tokens.append(form.bind(key: \.field10, toView: row[10], viewKey: \.text))
    tokens.append(form.bind(key: \.field11, toView: row[11], viewKey: \.text))
    tokens.append(form.bind(key: \.field12, toView: row[12], viewKey: \.text))
    tokens.append(form.bind(key: \.field13, toView: row[13], viewKey: \.text))
    tokens.append(form.bind(key: \.field14, toView: row[14], viewKey: \.text))
    tokens.append(form.bind(key: \.field15, toView: row[15], viewKey: \.text))
    tokens.append(form.bind(key: \.field16, toView: row[16], viewKey: \.text))
    tokens.append(form.bind(key: \.field17, toView: row[17], viewKey: \.text))
    tokens.append(form.bind(key: \.field18, toView: row[18], viewKey: \.text))
    tokens.append(form.bind(key: \.field19, toView: row[19], viewKey: \.text))
    form.unbindAll()
    tokens.removeAll(keepingCapacity: true)
  }
}

@inline(never)
func bindFormsFromKeyArray(
  _ forms: [BenchForm20], _ fields: [[Field]], _ keys: [ReferenceWritableKeyPath<BenchForm20, String>]
) {
  var tokens: [BindingToken] = []
  tokens.reserveCapacity(20)
  for index in forms.indices {
    let form = forms[index]
    let row = fields[index]
    for (slot, key) in keys.enumerated() {
      tokens.append(form.bind(key: key, toView: row[slot], viewKey: \.text))
    }
    form.unbindAll()
    tokens.removeAll(keepingCapacity: true)
  }
}

/// Releasing `views` fields bound to one model property (a theme bound to every row): ns per released view.
/// The fields are created and bound before the clock starts; the clock times releasing them, which ends each
/// binding.
func unbindFanOut(views: Int) -> Double {
  let model = BenchModel()
  let holder = FieldHolder((0..<views).map { _ in Field() })
  for field in holder.fields { model.bind(key: \.text, toView: field, viewKey: \.text) }
  let start = nanoseconds()
  releaseFields(holder)
  let elapsed = nanoseconds() - start
  withExtendedLifetime(model) {}
  return Double(elapsed) / Double(views)
}

/// Holds fields on the heap, so that releasing them happens where `releaseFields` says and not later.
final class FieldHolder {
  var fields: [Field]
  init(_ fields: [Field]) { self.fields = fields }
}

@inline(never)
func releaseFields(_ holder: FieldHolder) {
  holder.fields = []
}
