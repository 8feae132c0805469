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
}

/// Random sequences of edits, gestures, group commits and transactions on a form with an ``EditUndoManager``,
/// with undo and redo at random positions, against a reference stack of the form's states.
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

    var states = [sheet.snapshot]
    var position = 0
    /// Which typed field's step may still grow (0 name, 1 age), as the manager coalesces.
    var openTyping: Int?
    var log: [String] = []
    let words = ["", "a", "ab", "abc", "x", "xy"]

    func endTyping() {
      nameField.endEditing()
      ageField.endEditing()
      openTyping = nil
    }
    /// A gesture is a step even when it leaves the form equal (a row moved past an equal one): `always`.
    func recordStep(always: Bool = false) {
      let now = sheet.snapshot
      guard always || now != states[position] else { return }
      states.removeSubrange((position + 1)...)
      states.append(now)
      position += 1
    }
    func viewsAgree() -> String? {
      if nameField.text != sheet.name { return "name field \(nameField.text) but model \(sheet.name)" }
      if list.items != sheet.tags { return "list \(list.items) but model \(sheet.tags)" }
      if openTyping != 1, ageField.text != String(sheet.age) { return "age field \(ageField.text) but \(sheet.age)" }
      return nil
    }

    let length = 1 + Int.random(in: 0..<maximumLength, using: &random)
    for _ in 0..<length {
      let operation = Int.random(in: 0..<9, using: &random)
      switch operation {
      case 0, 1:
        let field = Int.random(in: 0...1, using: &random)
        let text = field == 0 ? words.randomElement(using: &random)! : String(Int.random(in: 0..<4, using: &random))
        log.append("type \(field) \(text)")
        let before = sheet.snapshot
        (field == 0 ? nameField : ageField).enterText(text)
        if sheet.snapshot != before {
          if openTyping == field, position > 0 {
            states[position] = sheet.snapshot
            states.removeSubrange((position + 1)...)
          } else {
            recordStep()
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
        noteField.enterText(text)
        note.commit()
        recordStep()
      case 3:
        endTyping()
        let city = words.randomElement(using: &random)!
        let zip = words.randomElement(using: &random)!
        log.append("group \(city) \(zip)")
        cityField.enterText(city)
        zipField.enterText(zip)
        _ = group.commit()
        recordStep()
      case 4:
        endTyping()
        guard !list.items.isEmpty else { continue }
        let row = Int.random(in: 0..<list.items.count, using: &random)
        log.append("delete \(row)")
        list.deleteRow(at: row)
        recordStep()
      case 5:
        endTyping()
        guard list.items.count > 1 else { continue }
        let from = Int.random(in: 0..<list.items.count, using: &random)
        let to = Int.random(in: 0..<list.items.count, using: &random)
        log.append("move \(from) \(to)")
        list.moveRow(from: from, to: to)
        recordStep(always: from != to)
      case 6:
        endTyping()
        let name = words.randomElement(using: &random)!
        let tag = words.randomElement(using: &random)!
        log.append("transaction \(name) \(tag)")
        undo.recordingProgramChanges(actionName: "Fill In") {
          sheet.updateBoundProperties {
            sheet.name = name
            sheet.mutate(\.tags) { $0.append(tag) }
          }
        }
        recordStep()
      case 7:
        log.append("undo")
        openTyping = nil
        let did = undo.undo()
        if did != (position > 0) { return "undo returned \(did) at \(position)\n\(log.joined(separator: "\n"))" }
        if did { position -= 1 }
      default:
        log.append("redo")
        openTyping = nil
        let did = undo.redo()
        if did != (position < states.count - 1) {
          return "redo returned \(did) at \(position) of \(states.count)\n\(log.joined(separator: "\n"))"
        }
        if did { position += 1 }
      }
      if sheet.snapshot != states[position] {
        return
          "after \(log.last ?? ""): \(sheet.snapshot) but expected \(states[position])\n\(log.joined(separator: "\n"))"
      }
      if let mismatch = viewsAgree() { return mismatch + "\n" + log.joined(separator: "\n") }
    }
    endTyping()
    while undo.undo() {}
    if sheet.snapshot != states[0] {
      return "undo all: \(sheet.snapshot), not \(states[0])\n\(log.joined(separator: "\n"))"
    }
    while undo.redo() {}
    if sheet.snapshot != states.last! {
      return "redo all: \(sheet.snapshot), not \(states.last!)\n\(log.joined(separator: "\n"))"
    }
    return viewsAgree()
  }
}
