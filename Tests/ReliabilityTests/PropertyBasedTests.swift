import BindKit
import BindKitViews
import Testing

/// Runs random sequences of binder operations against the reference model (``Reference``) and checks, after every
/// step, that the real objects agree with it: what every model holds and every view shows (so every live binding's
/// view shows its model's value, as near as the control can show it), which did-update callbacks ran and how often,
/// every value stored into a probe view (so each change reaches each bound view exactly once, and never echoes),
/// which bindings and links are live, and that every released object is gone (so nothing can reach it). Steps
/// include model-to-model links (`model.$x <=> other.$y`) and ending them by the token.
///
/// Knobs (environment variables):
/// - `BINDKIT_PBT_SEQUENCES`: how many sequences (10,000 by default; 1,000,000 with `BINDKIT_SOAK=1`).
/// - `BINDKIT_PBT_SEED`: the first sequence's seed (sequence `i` uses seed + i). A failure prints its seed; run it
///   alone with `BINDKIT_PBT_SEED=<seed> BINDKIT_PBT_SEQUENCES=1`.
/// - `BINDKIT_PBT_LENGTH`: the longest sequence (32 by default).
@Suite struct PropertyBasedTests {
  static let defaultSeed: UInt64 = 0xB1D_0000

  @Test func randomSequencesAgreeWithTheReferenceModel() {
    let count = Environment.integer("BINDKIT_PBT_SEQUENCES") ?? (Environment.isSoak ? 1_000_000 : 10_000)
    let firstSeed = Environment.string("BINDKIT_PBT_SEED").flatMap { UInt64($0) } ?? Self.defaultSeed
    let maximumLength = max(1, Environment.integer("BINDKIT_PBT_LENGTH") ?? 32)
    let start = secondsNow()
    var lastProgress = start
    var steps = 0
    for index in 0..<count {
      let seed = firstSeed &+ UInt64(index)
      let sequence = Step.randomSequence(seed: seed, maximumLength: maximumLength)
      steps += sequence.count
      if let failure = Runner.run(sequence) {
        let shrunk = Runner.shrink(sequence)
        let message = Runner.describe(seed: seed, original: sequence, failure: failure, shrunk: shrunk)
        report(message)
        Issue.record(Comment(rawValue: message))
        return
      }
      if secondsNow() - lastProgress > 30 {
        lastProgress = secondsNow()
        report("PropertyBased: \(index + 1) of \(count) sequences, \(steps) steps so far")
      }
    }
    let seconds = secondsNow() - start
    report(
      "PropertyBased: \(count) sequences (seeds \(firstSeed)...\(firstSeed &+ UInt64(count - 1))), \(steps) steps, "
        + "all agree with the reference model, in \(Int(seconds * 1000)) ms")
  }

  /// The test is only worth something if it notices a wrong answer: with a reference that gets one rule wrong on
  /// purpose, it must fail, and shrink the failure to the two or three steps that show it.
  @Test(arguments: [Reference.Fault.equalValuesNotify, .transactionsDoNotCoalesce])
  func aWrongRuleIsCaughtAndShrunkToAFewSteps(fault: Reference.Fault) throws {
    var found: (seed: UInt64, sequence: [Step])?
    for seed in UInt64(1)...2_000 {
      let sequence = Step.randomSequence(seed: seed, maximumLength: 32)
      if Runner.run(sequence, fault: fault) != nil {
        found = (seed, sequence)
        break
      }
    }
    let (seed, sequence) = try #require(found)
    let shrunk = Runner.shrink(sequence, fault: fault)
    let failure = try #require(Runner.run(shrunk, fault: fault))
    #expect(shrunk.count <= 3, "\(Runner.describe(seed: seed, original: sequence, failure: failure, shrunk: shrunk))")
    #expect(failure.message.contains("events differ"))
  }

  /// A reference whose links are one-way disagrees with the library's two-way links, and the shrunk sequence shows
  /// it in a few steps (a link, and a change of its right-hand side).
  @Test func aOneWayLinkIsCaughtAndShrunkToAFewSteps() throws {
    let fault = Reference.Fault.linksAreOneWay
    let seed = try #require(
      (UInt64(1)...2_000).first { Runner.run(Step.randomSequence(seed: $0, maximumLength: 32), fault: fault) != nil })
    let shrunk = Runner.shrink(Step.randomSequence(seed: seed, maximumLength: 32), fault: fault)
    #expect(shrunk.count <= 3, "\(shrunk)")
    #expect(shrunk.contains { if case .link = $0 { true } else { false } })
  }

  /// A did-update callback that runs in the middle of a delivery (a link's write runs the other model's there) and
  /// binds a view property to another model property: the rest of the delivery skips the view's ended binding, so
  /// the view shows its new property's value. (Found by the random sequences once they made links.)
  @Test func aViewReboundDuringADeliveryShowsItsNewModelsValue() {
    let log = EventLog()
    // As `Sample`s: `\SubSample.text` is a computed property, whose listener ends with its last binding.
    let (first, second, third): (Sample, Sample, Sample) = (
      SubSample(id: 0, log: log), SubSample(id: 1, log: log), SubSample(id: 2, log: log)
    )
    third.text = "third"
    let field = TextField()
    let link = first.$text <=> second.$text
    first.bind(key: \.text, toView: field, viewKey: \.text)
    second.armedAction = { third.bind(key: \.text, toView: field, viewKey: \.text) }
    first.text = "first"  // the link writes `second`, whose callback rebinds the field to `third`
    #expect(second.text == "first")
    #expect(field.text == third.text)
    link.unbind()
  }

  /// A person's edit through a computed property of the model, during whose delivery a callback sets the property
  /// again (through a link to another model): the edited view shows the newer value, whichever of the view's
  /// binding and the link is told first. The view is skipped only for the value it wrote. (Found by the 10^6 soak.)
  @Test(arguments: [false, true]) func aWriteNestedInAnEditThroughAComputedPropertyReachesTheEditedView(
    linkFirst: Bool
  ) {
    let log = EventLog()
    let first = SubSample(id: 0, log: log)
    let second = SubSample(id: 1, log: log)
    let field = TextField()
    var tokens: [BindingToken] = []
    if linkFirst { tokens.append(second.$text <=> first.$text) }
    first.bind(key: \SubSample.text, toView: field, viewKey: \.text)
    if !linkFirst { tokens.append(second.$text <=> first.$text) }
    second.armedAction = { first.text = "corrected" }
    field.enterText("typed")
    #expect(first.text == "corrected")
    #expect(field.text == "corrected")
    // The link does not carry over a change that reaches it while it writes (no ping-pong).
    #expect(second.text == "typed")
    for token in tokens { token.unbind() }
  }

  /// A person's edit through a computed property of the model, during whose delivery a callback (run through a link)
  /// puts back the value the property read last: the edited view shows that value again, though the property's value
  /// did not change since it last read it. (Found by the 10^6 soak.)
  @Test func aWriteNestedInAnEditThatPutsBackTheLastValueReachesTheEditedView() {
    let log = EventLog()
    let first = SubSample(id: 0, log: log)
    let second = SubSample(id: 1, log: log)
    let field = TextField()
    let link = first.$text <=> second.$text
    first.bind(key: \SubSample.text, toView: field, viewKey: \.text)
    second.armedAction = { first.text = "" }
    field.enterText("typed")
    #expect(first.text == "")
    #expect(field.text == "")
    link.unbind()
  }

  /// Sequences that once failed, or that pin a rule down; each runs as it is.
  @Test(arguments: [
    // A set inside a callback updates views but does not run the callbacks again.
    [
      Step.bind(view: 1, key: 0, model: 0, modelKey: 0),
      .arm(model: 0, actions: [.set(model: 0, key: 0, value: 2)]), .set(model: 0, key: 0, value: 1),
    ],
    // A transaction that is still open when a callback of another model ends it.
    [
      .begin(model: 1), .arm(model: 0, actions: [.end(model: 1)]), .set(model: 1, key: 2, value: 0),
      .set(model: 0, key: 1, value: 1),
    ],
    // A callback that opens and closes a transaction of its own model: its end does not run the callbacks again.
    [
      .bind(view: 1, key: 0, model: 0, modelKey: 0),
      .arm(model: 0, actions: [.begin(model: 0), .set(model: 0, key: 0, value: 2), .end(model: 0)]),
      .set(model: 0, key: 0, value: 1),
    ],
    // NaN never equals itself: setting it again notifies again; the stepper shows its minimum.
    [
      .bind(view: 3, key: 0, model: 0, modelKey: 0), .set(model: 0, key: 4, value: 8),
      .set(model: 0, key: 4, value: 8), .gesture(view: 3, gesture: 0, value: 0),
    ],
    // The subclass key path (followed through the key path) and the direct one, on one property.
    // (Model key 9 is `SubSample.text`.)
    [
      .bind(view: 0, key: 0, model: 0, modelKey: 2), .bind(view: 1, key: 0, model: 0, modelKey: 0),
      .gesture(view: 0, gesture: 0, value: 1), .gesture(view: 1, gesture: 0, value: 2), .releaseView(0),
      .set(model: 0, key: 9, value: 3),
    ],
    // A link to another property of the same model, edited through the subclass key path: the edit is a
    // transaction, so the link's write does not run the callbacks on its own; they run once.
    [
      .bind(view: 6, key: 10, model: 0, modelKey: 11), .link(slot: 7, model: 0, key: 0, other: 0, otherKey: 15),
      .gesture(view: 6, gesture: 12, value: 5),
    ],
    // The linked model's callback sets the left-hand property again while the link writes: the view after the link
    // shows the newer value, the older delivery stops, and the newer value is not carried over (no ping-pong).
    [
      .link(slot: 0, model: 0, key: 0, other: 1, otherKey: 0), .bind(view: 1, key: 0, model: 0, modelKey: 0),
      .arm(model: 1, actions: [.set(model: 0, key: 0, value: 2)]), .set(model: 0, key: 0, value: 1),
    ],
    // A person's edit through the subclass key path (a computed property of the model), whose link's write runs a
    // callback that sets the property again: the edited view shows the newer value. (Found by the 10^6 soak.)
    [
      .bind(view: 6, key: 12, model: 0, modelKey: 14), .link(slot: 7, model: 2, key: 9, other: 0, otherKey: 4),
      .arm(model: 2, actions: [.set(model: 0, key: 0, value: 13)]), .gesture(view: 6, gesture: 12, value: 12),
    ],
    // Unlinking from inside the callback that a new link's first write runs: the slot still holds the older link's
    // token (the operator has not returned the new one), so the older link ends and the new one stays.
    [
      .link(slot: 0, model: 0, key: 0, other: 1, otherKey: 0), .set(model: 0, key: 0, value: 1),
      .arm(model: 1, actions: [.unlink(slot: 0)]), .link(slot: 0, model: 0, key: 1, other: 1, otherKey: 0),
      .set(model: 0, key: 0, value: 2),
    ],
    // A callback run through a link rebinds a view from `text` to `\SubSample.text` of the same model during the
    // delivery of a set: the new binding shows the value when it is made, and the delivery skips the ended one, so
    // the view stores the value once. (Found by the 10^6 soak.)
    [
      .link(slot: 0, model: 0, key: 0, other: 1, otherKey: 8),
      .arm(model: 1, actions: [.bind(view: 7, key: 4, model: 0, modelKey: 5)]),
      .bind(view: 7, key: 2, model: 0, modelKey: 6), .set(model: 0, key: 10, value: 13),
    ],
    // A person's edit through `\SubSample.text`, whose link's write runs a callback that puts back the value the
    // computed property read last: the edited view shows it again. (Found by the 10^6 soak.)
    [
      .link(slot: 10, model: 0, key: 0, other: 1, otherKey: 8),
      .arm(model: 1, actions: [.set(model: 0, key: 10, value: 0)]),
      .bind(view: 0, key: 4, model: 0, modelKey: 14), .gesture(view: 0, gesture: 8, value: 9),
    ],
  ])
  func knownSequencesAgreeWithTheReferenceModel(sequence: [Step]) {
    if let failure = Runner.run(sequence) {
      Issue.record(Comment(rawValue: "step \(failure.stepIndex): \(failure.message)"))
    }
  }
}

/// Runs sequences, and shrinks failing ones.
enum Runner {
  struct Failure {
    /// The step after which the check failed (the sequence's length for a leak found at the end).
    var stepIndex: Int
    var message: String
  }

  /// Runs `steps` on fresh objects, checking after each one; returns the first disagreement.
  static func run(_ steps: [Step], fault: Reference.Fault? = nil) -> Failure? {
    let world = World()
    var reference = Reference(fault: fault)
    let messages = world.messages
    let runSteps = { () -> Failure? in
      for (index, step) in steps.enumerated() {
        world.log.removeAll()
        reference.events.removeAll()
        world.perform(step)
        reference.perform(step)
        if let problem = world.check(against: reference) { return Failure(stepIndex: index, message: problem) }
      }
      return nil
    }
    let failure = withProgrammerErrors(to: { messages.append($0) }, runSteps)
    let survivors = world.tearDown()
    if failure == nil, !survivors.isEmpty {
      return Failure(stepIndex: steps.count, message: "outlived the run (a leak or a cycle): \(survivors)")
    }
    return failure
  }

  /// The shortest failing sequence found by dropping steps (chunks, then single steps) while it still fails, and
  /// by replacing an armed callback with its action.
  static func shrink(_ steps: [Step], fault: Reference.Fault? = nil) -> [Step] {
    var current = steps
    var chunk = max(current.count / 2, 1)
    while true {
      var removedAny = false
      var index = 0
      while index < current.count {
        var candidate = current
        candidate.removeSubrange(index..<min(index + chunk, current.count))
        if run(candidate, fault: fault) != nil {
          current = candidate
          removedAny = true
        } else {
          index += chunk
        }
      }
      if chunk == 1 && !removedAny { break }
      chunk = max(chunk / 2, 1)
    }
    // Simpler callbacks: fewer actions, or the actions performed directly instead of from a callback.
    for index in current.indices {
      guard case .arm(let model, var actions) = current[index] else { continue }
      var action = 0
      while action < actions.count, actions.count > 1 {
        var fewer = actions
        fewer.remove(at: action)
        var candidate = current
        candidate[index] = .arm(model: model, actions: fewer)
        if run(candidate, fault: fault) != nil {
          current = candidate
          actions = fewer
        } else {
          action += 1
        }
      }
      var candidate = current
      candidate.replaceSubrange(index...index, with: actions)
      if candidate.count == current.count, run(candidate, fault: fault) != nil { current = candidate }
    }
    return current
  }

  static func describe(seed: UInt64, original: [Step], failure: Failure, shrunk: [Step]) -> String {
    let shrunkFailure = run(shrunk) ?? failure
    var lines = [
      "PropertyBased: seed \(seed) failed at step \(failure.stepIndex) of \(original.count): \(failure.message)",
      "Reproduce: BINDKIT_PBT_SEED=\(seed) BINDKIT_PBT_SEQUENCES=1 swift test --filter PropertyBased",
      "Shrunk to \(shrunk.count) steps, failing at step \(shrunkFailure.stepIndex): \(shrunkFailure.message)",
      "[",
    ]
    lines += shrunk.map { "  .\($0)," }
    lines.append("]")
    return lines.joined(separator: "\n")
  }
}

/// Runs random sequences of collection operations (in-place changes, whole assignments, list gestures) against a
/// reference that follows rows by identity (``ListReference``), and checks after every step that the model, both
/// bound lists and an observation that rebuilds the array from the changes it is told all agree with it, and that
/// each change is told exactly once.
///
/// Knobs: `BINDKIT_PBT_COLLECTION_SEQUENCES`, else `BINDKIT_PBT_SEQUENCES` (2,000 by default; 100,000 with
/// `BINDKIT_SOAK=1`), `BINDKIT_PBT_SEED`, `BINDKIT_PBT_LENGTH` (32 by default), as for ``PropertyBasedTests``.
@Suite struct CollectionPropertyBasedTests {
  static let defaultSeed: UInt64 = 0xC011_0000

  @Test func randomCollectionSequencesAgreeWithTheReference() {
    let count =
      Environment.integer("BINDKIT_PBT_COLLECTION_SEQUENCES") ?? Environment.integer("BINDKIT_PBT_SEQUENCES")
      ?? (Environment.isSoak ? 100_000 : 2_000)
    let firstSeed = Environment.string("BINDKIT_PBT_SEED").flatMap { UInt64($0) } ?? Self.defaultSeed
    let maximumLength = max(1, Environment.integer("BINDKIT_PBT_LENGTH") ?? 32)
    var steps = 0
    for index in 0..<count {
      let seed = firstSeed &+ UInt64(index)
      let sequence = CollectionStep.randomSequence(seed: seed, maximumLength: maximumLength)
      steps += sequence.count
      if let (step, message) = CollectionWorld.run(sequence) {
        let shown = sequence[...step].map(\.description).joined(separator: "\n  ")
        let text = "collection sequence with seed \(seed) disagrees at step \(step): \(message)\n  \(shown)"
        report(text)
        Issue.record(Comment(rawValue: text))
        return
      }
    }
    report("CollectionPropertyBased: \(count) sequences, \(steps) steps, all agree with the reference")
  }

  /// The check notices a wrong answer: a reference that moves the selection one row too far disagrees.
  @Test func aWrongSelectionIsNoticed() {
    let world = CollectionWorld()
    _ = world.perform(.mutate([(true, 0), (true, 0), (true, 0)]))
    _ = world.perform(.select(1))
    world.reference.shown = 2
    #expect(world.perform(.enable(true)) != nil)
  }
}
