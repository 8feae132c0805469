import BindKit
import Dispatch
import Synchronization
import TestSupport
import Testing

/// Converting bindings and their tokens used from several threads at once.
@Suite struct EditingConcurrencyTests {
  @Test func tokensAreReadFromOtherThreadsWhileTheirViewsAreEdited() {
    let failures = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      let person = Person()
      let view = ProbeView()
      let token = person.bind(key: \.age, toView: view, viewKey: \.text, converter: ageText)
      let shared = Shared(value: token)
      let reader = DispatchGroup()
      let done = Atomic<Bool>(false)
      DispatchQueue.global().async(group: reader) {
        while !done.load(ordering: .relaxed) {
          _ = shared.value.validationError
          _ = shared.value.hasPendingEdit
          shared.value.onValidationError = { _ in }
        }
      }
      for round in 0..<300 * TestSize.durability {
        view.type(round % 2 == 0 ? "\(round)" : "not \(round)")
        if round % 2 == 0, person.age != round { failures.add(1, ordering: .relaxed) }
      }
      done.store(true, ordering: .relaxed)
      reader.wait()
      _ = thread
    }
    #expect(failures.load(ordering: .relaxed) == 0)
  }
}
