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
  var models: [BenchModel] = []
  models.reserveCapacity(count)
  let before = heapBytesInUse()
  for _ in 0..<count { models.append(BenchModel()) }
  let after = heapBytesInUse()
  sink &+= models.count
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
