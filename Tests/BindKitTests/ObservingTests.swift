import BindKit
import Dispatch
import TestSupport
import Testing

/// A customer and an order that refers to one, for key-path chains.
private final class Customer: BindableObject {
  @Bound var name: String
  init(name: String) { self.name = name }
}

private final class Order: BindableObject {
  @Bound var customer: Customer
  @Bound var quantity = 1
  init(customer: Customer) { self.customer = customer }
}

/// A form whose `canLogOn` is computed from two fields and from a separate settings object.
final class Settings: BindableObject {
  @Bound var isLocked = false
}

final class LogonFormModel: BindableObject {
  @Bound var username = ""
  @Bound var password = ""
  let settings: Settings
  init(settings: Settings) { self.settings = settings }
  var canLogOn: Bool { !settings.isLocked && !username.isEmpty && !password.isEmpty }
}

/// `observe(_:options:changeHandler:)`.
@Suite struct ObserveTests {
  @Test func initialNewAndOldAreReportedAsAsked() {
    let person = Person()
    person.name = "a"
    var changes: [String] = []
    person.observe(\.name, options: [.initial, .old, .new]) { _, change in
      changes.append("\(change.oldValue ?? "nil")->\(change.newValue ?? "nil")")
    }
    person.name = "b"
    person.name = "b"
    person.name = "c"
    #expect(changes == ["nil->a", "a->b", "b->c"])
  }

  @Test func priorNotificationsComeBeforeTheChangeAndBeforeTheCallbacks() {
    let person = Person()
    var events: [String] = []
    person.onDidUpdate = { events.append("did-update \($0.name)") }
    person.observe(\.name, options: [.old, .new, .prior]) { model, change in
      if change.isPrior {
        events.append("prior old=\(change.oldValue ?? "nil") model=\(model.name)")
      } else {
        events.append("after \(change.oldValue ?? "nil")->\(change.newValue ?? "nil")")
      }
    }
    person.name = "x"
    #expect(events == ["prior old= model=", "after ->x", "did-update x"])
  }

  @Test func withoutOptionsOnlyTheNewValueIsReported() {
    let person = Person()
    var seen: [ObservedChange<Int>] = []
    person.observe(\.age) { _, change in seen.append(change) }
    person.age = 5
    #expect(seen.count == 1)
    #expect(seen.first?.newValue == 5)
    #expect(seen.first?.oldValue == nil)
    #expect(seen.first?.isPrior == false)
  }

  @Test func unbindingTheTokenStopsTheObservation() {
    let person = Person()
    var count = 0
    let token = person.observe(\.age) { _, _ in count += 1 }
    person.age = 1
    token.unbind()
    person.age = 2
    #expect(count == 1)
  }

  @Test func aComputedPropertyIsObservedThroughWhatItReads() {
    let person = Person()
    var seen: [String] = []
    person.observe(\.shoutedName) { _, change in seen.append(change.newValue ?? "") }
    person.name = "ann"
    #expect(seen == ["ANN"])
  }

  @Test func willChangeValueSendsThePriorNotificationOfAManualProperty() {
    let person = Person()
    var events: [String] = []
    person.observe(\.manualTitle, options: [.prior, .old, .new]) { _, change in
      events.append(change.isPrior ? "prior \(change.oldValue ?? "")" : "after \(change.newValue ?? "")")
    }
    person.manualTitle = "Dr"
    #expect(events == ["prior ", "after Dr"])
  }

  @Test func anObservationDoesNotKeepTheModelAlive() {
    weak var weakPerson: Person?
    var token: BindingToken?
    do {
      let person = Person()
      weakPerson = person
      token = person.observe(\.name) { _, _ in }
    }
    #expect(weakPerson == nil)
    #expect(token?.isBound == false)
  }
}

/// One-way bindings and dependency tracking.
@Suite struct OneWayBindingTests {
  @Test func aComputedPropertyBoundOneWayFollowsEveryPropertyItReadsIncludingOtherModels() {
    let settings = Settings()
    let form = LogonFormModel(settings: settings)
    let probe = ProbeView()
    let token = form.bind(key: \.canLogOn, toView: probe, viewKey: \.flag)
    #expect(token.isBound)
    #expect(probe.flag == false)
    form.username = "u"
    #expect(probe.flag == false)
    form.password = "p"
    #expect(probe.flag == true)
    settings.isLocked = true
    #expect(probe.flag == false)
    settings.isLocked = false
    #expect(probe.flag == true)
  }

  @Test func anEditOfAOneWayBoundViewStaysInTheView() {
    let settings = Settings()
    let form = LogonFormModel(settings: settings)
    let probe = ProbeView()
    form.bind(key: \.canLogOn, toView: probe, viewKey: \.flag)
    probe.$flag.userDidEdit(true)
    #expect(probe.flag == true)
    #expect(form.canLogOn == false)
    form.username = "u"
    form.password = "p"
    #expect(probe.flag == true)
    form.password = ""
    #expect(probe.flag == false)
  }
}

/// Key-path chains.
@Suite struct KeyPathChainTests {
  @Test func aChainFollowsTheObjectInTheMiddleWhenItIsReplacedThenReleased() {
    let first = Customer(name: "first")
    let order = Order(customer: first)
    let field = ProbeView()
    order.bind(key: \.customer.name, toView: field, viewKey: \.text)
    #expect(field.text == "first")
    first.name = "first renamed"
    #expect(field.text == "first renamed")

    weak var weakFirst: Customer?
    do {
      let second = Customer(name: "second")
      order.customer = second
      weakFirst = first
    }
    #expect(field.text == "second")
    field.type("typed")
    #expect(order.customer.name == "typed")
    #expect(first.name == "first renamed")
    withExtendedLifetime(first) {}
    // The first customer is now only referenced by this test: releasing it must not disturb the binding.
    first.name = "no longer followed"
    #expect(field.text == "typed")
    order.customer.name = "second renamed"
    #expect(field.text == "second renamed")
    _ = weakFirst
  }

  @Test func releasingTheObjectInTheMiddleAfterItWasReplacedDoesNotCrash() {
    let order = Order(customer: Customer(name: "a"))
    let field = ProbeView()
    order.bind(key: \.customer.name, toView: field, viewKey: \.text)
    weak var weakOld: Customer?
    do {
      weakOld = order.customer
      order.customer = Customer(name: "b")
    }
    #expect(weakOld == nil)
    #expect(field.text == "b")
    order.customer.name = "c"
    #expect(field.text == "c")
  }
}

/// `values(for:)`.
@Suite struct ValuesSequenceTests {
  @Test func theSequenceYieldsTheCurrentValueThenEveryChange() async {
    let person = Person()
    person.age = 1
    var iterator = person.values(for: \.age).makeAsyncIterator()
    person.age = 2
    person.age = 2
    person.age = 3
    var seen: [Int] = []
    for _ in 0..<3 { if let value = await iterator.next() { seen.append(value) } }
    #expect(seen == [1, 2, 3])
  }

  @Test func theSequenceEndsWhenTheModelIsReleased() async {
    var person: Person? = Person()
    let stream = person!.values(for: \.age)
    person = nil
    var count = 0
    for await _ in stream { count += 1 }
    #expect(count == 1)
  }

  @Test func aTaskConsumesValuesSetOnAnotherThread() async {
    final class Box: @unchecked Sendable { let person = Person() }
    let box = Box()
    let stream = box.person.values(for: \.age)
    let consumer = Task {
      var last = -1
      for await value in stream {
        last = value
        if value == 1_000 { break }
      }
      return last
    }
    DispatchQueue.global().async {
      for value in 1...1_000 { box.person.age = value }
    }
    #expect(await consumer.value == 1_000)
  }
}
