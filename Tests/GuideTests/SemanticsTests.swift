// The code of Docs/Semantics.md, compiled and run: one test per snippet, each naming its section.
// Edit a snippet here and in the guide together.

import BindKit
import BindKitViews
import Synchronization
import Testing

// The model the examples share (the guide's opening snippet).
final class Profile: BindableObject {
  @Bound var name = ""
  @Bound var age = 0
  var updates = 0

  override func boundPropertiesDidUpdate() {
    updates += 1
  }
}

// Section "3. Did-update callbacks"
final class Logger: BoundPropertiesDelegate {
  var lines: [String] = []
  func boundPropertiesDidUpdate(_ object: BindableObject) { lines.append("delegate") }
}

// Section "9. Programmer errors and bad values"
final class Level: BindableObject {
  @Bound var value: Float = 0
}

/// The code of Docs/Semantics.md, compiled and run.
@Suite struct SemanticsTests {
  // Section "1. Bind pushes model to view"
  @Test func bindPushesModelToView() {
    let profile = Profile()
    profile.name = "Ada"
    profile.updates = 0
    let field = TextField()
    field.text = "old"
    profile.bind(key: \.name, toView: field, viewKey: \.text)
    #expect(field.text == "Ada")
    #expect(profile.name == "Ada")
    #expect(profile.updates == 0)
  }

  // Section "2. Model set, view edit"
  @Test func modelSetViewEdit() {
    let profile = Profile()
    let first = TextField()
    let second = TextField()
    profile.bind(key: \.name, toView: first, viewKey: \.text)
    profile.bind(key: \.name, toView: second, viewKey: \.text)

    profile.name = "Grace"
    #expect(first.text == "Grace" && second.text == "Grace" && profile.updates == 1)
    first.enterText("Alan")
    #expect(profile.name == "Alan" && second.text == "Alan" && profile.updates == 2)
    first.text = "in code"
    #expect(profile.name == "Alan")
  }

  // Section "3. Did-update callbacks"
  @Test func didUpdateCallbacks() {
    let profile = Profile()
    let logger = Logger()
    profile.boundPropertiesUpdateBlock = { logger.lines.append("block") }  // not called now
    profile.boundPropertiesDelegate = logger  // held weakly; not called now
    #expect(logger.lines.isEmpty)
    profile.age = 36
    #expect(profile.updates == 1)
    #expect(logger.lines == ["block", "delegate"])
  }

  // Section "4. Transactions"
  @Test func transactions() {
    let profile = Profile()
    let field = TextField()
    profile.bind(key: \.name, toView: field, viewKey: \.text)
    profile.updateBoundProperties {
      profile.name = "Katherine"
      #expect(field.text == "Katherine")  // already
      profile.age = 101
    }
    #expect(profile.updates == 1)

    profile.updateBoundProperties { profile.name = "Katherine" }  // nothing changed: no callbacks
    #expect(profile.updates == 1)
  }

  // Section "5. Equal values"
  @Test func equalValues() {
    let profile = Profile()
    profile.name = "Ada"
    profile.updates = 0
    let field = TextField()
    profile.bind(key: \.name, toView: field, viewKey: \.text)
    profile.name = "Ada"
    #expect(profile.updates == 0)
    field.enterText("Ada")
    #expect(profile.updates == 0)
  }

  // Section "6. Rebinding moves a view key"
  @Test func rebindingMovesAViewKey() {
    let row1 = Profile()
    let row2 = Profile()
    row1.name = "row 1"
    row2.name = "row 2"
    let cell = Label()
    let old = row1.bind(key: \.name, toView: cell, viewKey: \.text)
    let new = row2.bind(key: \.name, toView: cell, viewKey: \.text)
    #expect(cell.text == "row 2" && !old.isBound && new.isBound)
    row1.name = "changed"
    #expect(cell.text == "row 2")
    let again = row2.bind(key: \.name, toView: cell, viewKey: \.text)
    #expect(again === new)
  }

  // Section "7. Lifetime"
  @Test func lifetime() {
    let field = TextField()
    weak var weakProfile: Profile?
    do {
      let profile = Profile()
      weakProfile = profile
      profile.bind(key: \.name, toView: field, viewKey: \.text)
    }
    #expect(weakProfile == nil)  // the binding did not keep the model alive
    field.enterText("nobody listens")  // shown; nothing else happens
    #expect(field.text == "nobody listens")
    #expect(field.bindingRegistrar.bindings.isEmpty)
  }

  // Section "8. Threads"
  @Test func threads() {
    let profile = Profile()
    let first = Label()
    let second = Label()
    let token = profile.bind(key: \.name, toView: first, viewKey: \.text)
    profile.boundPropertiesUpdateBlock = { [unowned profile] in
      token.unbind()  // inside delivery: no deadlock
      profile.bind(key: \.name, toView: second, viewKey: \.text)
    }
    profile.name = "during"
    #expect(first.text == "during")
    #expect(second.text == "during")
    #expect(!token.isBound)
  }

  // Section "9. Programmer errors and bad values": a programmer error, reported to a handler. The guide's code
  // installs the process-wide handler; run here it could race `DiagnosticsTests`, which installs one too, so the
  // guide's code is compiled (`rule9Snippet`) and the same report is checked through a handler scoped to this
  // thread, which isolates parallel tests.
  @Test func programmerErrorsGoToTheHandler() {
    let profile = Profile()
    let messages = Mutex<[String]>([])
    let collect: @Sendable (String) -> Void = { message in messages.withLock { $0.append(message) } }
    BindKitDiagnostics.withProgrammerErrorHandler(collect) {
      profile.endUpdatingBoundProperties()  // reported, not fatal; the call does nothing
    }
    #expect(
      messages.withLock { $0 } == [
        "BindKit: endUpdatingBoundProperties() on Profile without a matching beginUpdatingBoundProperties()"
      ])
  }

  /// The guide's code for rule 9, word for word (compiled, not run: see above).
  func rule9Snippet(profile: Profile) {
    let messages = Mutex<[String]>([])
    BindKitDiagnostics.setProgrammerErrorHandler { message in messages.withLock { $0.append(message) } }
    profile.endUpdatingBoundProperties()  // reported, not fatal; the call does nothing
    BindKitDiagnostics.setProgrammerErrorHandler(nil)  // reports stop the program again
  }

  // Section "9. Programmer errors and bad values": bad values from gestures.
  @Test func badValuesFromGestures() {
    let volume = Slider(value: 5, minimumValue: 0, maximumValue: 10)
    let level = Level()
    level.bind(key: \.value, toView: volume, viewKey: \.value)
    volume.slide(to: 12)
    #expect(volume.value == 10 && level.value == 10)
    let sort = SegmentedControl(segments: ["Name", "Date"])
    sort.select(7)  // no such segment: nothing changes
    #expect(sort.selectedSegmentIndex == SegmentedControl.noSegment)
  }
}
