import BindKit
import BindKitViews
import TestSupport
import Testing

/// A form's model: typed fields, a held field, a group's two fields and a list.
private final class Sheet: BindableObject {
  @Bound var name = ""
  @Bound var age = 0
  @Bound var note = ""
  @Bound var city = ""
  @Bound var zip = ""
  @Bound var tags = ["a", "b", "c"]

  var snapshot: Snapshot { Snapshot(name: name, age: age, note: note, city: city, zip: zip, tags: tags) }
}

private struct Snapshot: Equatable {
  var name: String
  var age: Int
  var note: String
  var city: String
  var zip: String
  var tags: [String]

  /// The names of the properties whose values differ between `self` and `other`.
  func changedKeys(from other: Snapshot) -> Set<String> {
    var keys: Set<String> = []
    if name != other.name { keys.insert("name") }
    if age != other.age { keys.insert("age") }
    if note != other.note { keys.insert("note") }
    if city != other.city { keys.insert("city") }
    if zip != other.zip { keys.insert("zip") }
    if tags != other.tags { keys.insert("tags") }
    return keys
  }

  /// Takes `other`'s values of the properties named in `keys`.
  mutating func take(_ keys: Set<String>, from other: Snapshot) {
    if keys.contains("name") { name = other.name }
    if keys.contains("age") { age = other.age }
    if keys.contains("note") { note = other.note }
    if keys.contains("city") { city = other.city }
    if keys.contains("zip") { zip = other.zip }
    if keys.contains("tags") { tags = other.tags }
  }
}

/// One step of the reference stack: the form before and after it, and the properties it wrote.
private struct ReferenceStep {
  var before: Snapshot
  var after: Snapshot
  var written: Set<String>
}

/// Random sequences of edits, gestures, group commits and transactions on a form with an ``EditUndoManager``,
/// with undo and redo at random positions, against a reference stack of steps.
///
/// The rules the reference follows: each recorded operation that writes is one step (typing into one field grows
/// the step on top until editing ends or something else happens); undoing a step puts back, in each property it
/// wrote, the value before it, and redoing it the value after it, whatever happened to the property since. A
/// program's transaction outside `recordingProgramChanges` is not a step: it changes the form and leaves both
/// stacks as they were, so a later undo of a step that wrote the same property puts that step's value back.
///
/// Knobs: `BINDKIT_PBT_UNDO_SEQUENCES` (10,000 by default; 1,000,000 with `BINDKIT_SOAK=1`), `BINDKIT_PBT_SEED`,
/// `BINDKIT_PBT_LENGTH` (32 by default), as for ``PropertyBasedTests``.
@Suite struct UndoPropertyTests {
  @Test func undoAndRedoAgreeWithAReferenceStack() {
    let count = Environment.integer("BINDKIT_PBT_UNDO_SEQUENCES") ?? (Environment.isSoak ? 1_000_000 : 10_000)
    let firstSeed = Environment.string("BINDKIT_PBT_SEED").flatMap { UInt64($0) } ?? 0x5EED_0037
    let maximumLength = max(1, Environment.integer("BINDKIT_PBT_LENGTH") ?? 32)
    for index in 0..<count {
      let seed = firstSeed &+ UInt64(index)
      if let failure = run(seed: seed, maximumLength: maximumLength) {
        Issue.record(
          "\(failure)\nReproduce: BINDKIT_PBT_SEED=\(seed) BINDKIT_PBT_UNDO_SEQUENCES=1 swift test --filter UndoProperty"
        )
        return
      }
    }
  }

  /// Runs one sequence; returns what went wrong, or nil.
  private func run(seed: UInt64, maximumLength: Int) -> String? {
    var random = SeededGenerator(seed: seed)
    let sheet = Sheet()
    let nameField = TextField()
    let ageField = TextField()
    let noteField = TextField()
    let cityField = TextField()
    let zipField = TextField()
    let list = ListView<String>()
    sheet.bind(key: \.name, toView: nameField, viewKey: \.text)
    sheet.bind(key: \.age, toView: ageField, viewKey: \.text, converter: .integerText)
    let note = sheet.bind(key: \.note, toView: noteField, viewKey: \.text, updates: .onCommit)
    let group = BindingGroup {
      sheet.bind(key: \.city, toView: cityField, viewKey: \.text, updates: .onCommit)
      sheet.bind(key: \.zip, toView: zipField, viewKey: \.text, updates: .onCommit)
    }
    sheet.bind(key: \.tags, toView: list, viewKey: \.items)
    let undo = EditUndoManager()
    undo.attach(sheet)

    var done: [ReferenceStep] = []
    var undone: [ReferenceStep] = []
    var expected = sheet.snapshot
    /// Which typed field's step may still grow (0 name, 1 age), as the manager coalesces.
    var openTyping: Int?
    var log: [String] = []
    let words = ["", "a", "ab", "abc", "x", "xy"]

    func endTyping() {
      nameField.endEditing()
      ageField.endEditing()
      openTyping = nil
    }
    /// Pushes the step an operation made from `before`, when it wrote something. A gesture writes even when it
    /// leaves the form equal (a row moved past an equal one): `alsoWritten`.
    func recordStep(from before: Snapshot, alsoWritten: Set<String> = []) {
      let now = sheet.snapshot
      let written = now.changedKeys(from: before).union(alsoWritten)
      guard !written.isEmpty else { return }
      done.append(ReferenceStep(before: before, after: now, written: written))
      undone = []
      expected = now
    }
    func viewsAgree() -> String? {
      if nameField.text != sheet.name { return "name field \(nameField.text) but model \(sheet.name)" }
      if noteField.text != sheet.note { return "note field \(noteField.text) but model \(sheet.note)" }
      if cityField.text != sheet.city { return "city field \(cityField.text) but model \(sheet.city)" }
      if zipField.text != sheet.zip { return "zip field \(zipField.text) but model \(sheet.zip)" }
      if list.items != sheet.tags { return "list \(list.items) but model \(sheet.tags)" }
      if openTyping != 1, ageField.text != String(sheet.age) { return "age field \(ageField.text) but \(sheet.age)" }
      return nil
    }

    let length = 1 + Int.random(in: 0..<maximumLength, using: &random)
    for _ in 0..<length {
      let operation = Int.random(in: 0..<10, using: &random)
      switch operation {
      case 0, 1:
        let field = Int.random(in: 0...1, using: &random)
        let text = field == 0 ? words.randomElement(using: &random)! : String(Int.random(in: 0..<4, using: &random))
        log.append("type \(field) \(text)")
        let before = sheet.snapshot
        (field == 0 ? nameField : ageField).enterText(text)
        if sheet.snapshot != before {
          if openTyping == field, !done.isEmpty {
            done[done.count - 1].after = sheet.snapshot
            done[done.count - 1].written.formUnion(sheet.snapshot.changedKeys(from: before))
            undone = []
            expected = sheet.snapshot
          } else {
            recordStep(from: before)
          }
          openTyping = field
        }
        if Bool.random(using: &random) {
          log.append("end editing")
          endTyping()
        }
      case 2:
        endTyping()
        let text = words.randomElement(using: &random)!
        log.append("note \(text)")
        let before = sheet.snapshot
        noteField.enterText(text)
        note.commit()
        recordStep(from: before)
      case 3:
        endTyping()
        let city = words.randomElement(using: &random)!
        let zip = words.randomElement(using: &random)!
        log.append("group \(city) \(zip)")
        let before = sheet.snapshot
        cityField.enterText(city)
        zipField.enterText(zip)
        _ = group.commit()
        recordStep(from: before)
      case 4:
        endTyping()
        guard !list.items.isEmpty else { continue }
        let row = Int.random(in: 0..<list.items.count, using: &random)
        log.append("delete \(row)")
        let before = sheet.snapshot
        list.deleteRow(at: row)
        recordStep(from: before)
      case 5:
        endTyping()
        guard list.items.count > 1 else { continue }
        let from = Int.random(in: 0..<list.items.count, using: &random)
        let to = Int.random(in: 0..<list.items.count, using: &random)
        log.append("move \(from) \(to)")
        let before = sheet.snapshot
        list.moveRow(from: from, to: to)
        recordStep(from: before, alsoWritten: from != to ? ["tags"] : [])
      case 6:
        endTyping()
        let name = words.randomElement(using: &random)!
        let tag = words.randomElement(using: &random)!
        log.append("transaction \(name) \(tag)")
        let before = sheet.snapshot
        undo.recordingProgramChanges(actionName: "Fill In") {
          sheet.updateBoundProperties {
            sheet.name = name
            sheet.mutate(\.tags) { $0.append(tag) }
          }
        }
        recordStep(from: before)
      case 7:
        // The program's own transaction, not recorded: the form changes, the stacks do not.
        let name = words.randomElement(using: &random)!
        let tag = words.randomElement(using: &random)!
        log.append("program \(name) \(tag)")
        openTyping = nil
        // Replacing the first tag keeps the count, so an undo must not take the array for the one a step left.
        let replaces = !sheet.tags.isEmpty && Bool.random(using: &random)
        sheet.updateBoundProperties {
          sheet.name = name
          sheet.mutate(\.tags) { tags in
            if replaces { tags[0] = tag } else { tags.insert(tag, at: 0) }
          }
        }
        expected.name = name
        if replaces { expected.tags[0] = tag } else { expected.tags.insert(tag, at: 0) }
      case 8:
        log.append("undo")
        openTyping = nil
        let did = undo.undo()
        if did != !done.isEmpty {
          return "undo returned \(did) with \(done.count) steps\n\(log.joined(separator: "\n"))"
        }
        if did {
          let step = done.removeLast()
          expected.take(step.written, from: step.before)
          undone.append(step)
        }
      default:
        log.append("redo")
        openTyping = nil
        let did = undo.redo()
        if did != !undone.isEmpty {
          return "redo returned \(did) with \(undone.count) undone\n\(log.joined(separator: "\n"))"
        }
        if did {
          let step = undone.removeLast()
          expected.take(step.written, from: step.after)
          done.append(step)
        }
      }
      if sheet.snapshot != expected {
        return "after \(log.last ?? ""): \(sheet.snapshot) but expected \(expected)\n\(log.joined(separator: "\n"))"
      }
      if let mismatch = viewsAgree() { return mismatch + "\n" + log.joined(separator: "\n") }
    }
    endTyping()
    while let step = done.popLast() {
      expected.take(step.written, from: step.before)
      undone.append(step)
    }
    while undo.undo() {}
    if sheet.snapshot != expected {
      return "undo all: \(sheet.snapshot), not \(expected)\n\(log.joined(separator: "\n"))"
    }
    if let mismatch = viewsAgree() { return "undo all: " + mismatch + "\n" + log.joined(separator: "\n") }
    while let step = undone.popLast() { expected.take(step.written, from: step.after) }
    while undo.redo() {}
    if sheet.snapshot != expected {
      return "redo all: \(sheet.snapshot), not \(expected)\n\(log.joined(separator: "\n"))"
    }
    return viewsAgree()
  }
}
