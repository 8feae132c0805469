import BindKit
import Dispatch
import Synchronization
import TestSupport
import Testing

/// Threads and tasks binding, setting, editing and releasing models and views.
@Suite struct ConcurrencyTests {
  @Test func aBindingEndsThroughItsUnbindHandleFromAnotherTask() async {
    let person = Person()
    let view = ProbeView()
    let token = person.bind(key: \.name, toView: view, viewKey: \.text)
    let handle = token.unbindHandle
    #expect(handle.isBound)
    await Task.detached { handle.unbind() }.value
    #expect(!token.isBound)
    #expect(!handle.isBound)
    person.name = "after"
    #expect(view.text == "")
  }

  @Test func eightThreadsEachDrivingTheirOwnModelsAndViews() {
    let failures = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      let models = (0..<4).map { _ in Person() }
      let views = (0..<8).map { _ in ProbeView() }
      for round in 0..<500 * TestSize.durability {
        let model = models[round % models.count]
        let view = views[round % views.count]
        let token = model.bind(key: \.name, toView: view, viewKey: \.text)
        model.name = "t\(thread) r\(round)"
        if view.text != model.name { failures.add(1, ordering: .relaxed) }
        view.type("edit \(round)")
        if model.name != "edit \(round)" { failures.add(1, ordering: .relaxed) }
        if round % 3 == 0 { token.unbind() }
        if round % 50 == 0 { model.unbindAll() }
      }
    }
    #expect(failures.load(ordering: .relaxed) == 0)
  }

  @Test func oneModelBoundAndUnboundFromManyThreads() {
    let person = Person()
    person.name = "shared"
    let mismatches = bindAndUnbindOnEightThreads(person, rounds: 500, expecting: "shared") { person, view in
      person.bind(key: \.name, toView: view, viewKey: \.text)
    }
    #expect(mismatches == 0)
    #expect(person.bindings.isEmpty)
  }

  /// Each bind evaluates the computed property: eight threads at once share its own recorder (one at a time) and
  /// fall back to their threads' spare recorders.
  @Test func oneComputedPropertyEvaluatedOnManyThreadsAtOnce() {
    final class Greeter: BindableObject {
      @Bound var name = "shared"
      var greeting: String { "hello " + name }
    }
    let greeter = Greeter()
    let mismatches = bindAndUnbindOnEightThreads(greeter, rounds: 300, expecting: "hello shared") { greeter, view in
      greeter.bind(key: \.greeting, toView: view, viewKey: \.text)
    }
    #expect(mismatches == 0)
    #expect(greeter.bindings.isEmpty)
    // The entry still follows `name` correctly after the concurrent evaluations.
    let view = ProbeView()
    greeter.bind(key: \.greeting, toView: view, viewKey: \.text)
    greeter.name = "again"
    #expect(view.text == "hello again")
  }

  @Test func aModelReleasedOnOneThreadWhileAnotherEditsItsView() {
    /// Holds the only strong reference to the model, for another thread to drop.
    final class Holder: @unchecked Sendable {
      let lock = Mutex<Void>(())
      var model: Person?
    }
    for _ in 0..<200 * TestSize.durability {
      let view = ProbeView()
      let holder = Holder()
      do {
        let person = Person()
        person.bind(key: \.name, toView: view, viewKey: \.text)
        holder.model = person
      }
      let shared = Shared(value: view)
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          holder.lock.withLock { _ in holder.model = nil }
        } else {
          for step in 0..<20 { shared.value.type("edit \(step)") }
        }
      }
      #expect(view.text == "edit 19")
      #expect(view.bindingRegistrar.bindings.isEmpty)
    }
  }
}

/// Eight threads at once, each with a view of its own, bind it to the shared `model` with `bind` and unbind it again,
/// `rounds` times each; returns how many of those binds left the view showing something other than `expected`.
private func bindAndUnbindOnEightThreads<Model: BindableObject>(
  _ model: Model, rounds: Int, expecting expected: String,
  bind: @escaping @Sendable (Model, ProbeView) -> BindingToken
) -> Int {
  let shared = Shared(value: model)
  let mismatches = Atomic<Int>(0)
  DispatchQueue.concurrentPerform(iterations: 8) { _ in
    let view = ProbeView()
    for _ in 0..<rounds {
      let token = bind(shared.value, view)
      if view.text != expected { mismatches.add(1, ordering: .relaxed) }
      token.unbind()
    }
  }
  return mismatches.load(ordering: .relaxed)
}
