import BindKit
import BindKitViews
import FoundationEssentials
import Testing

// The examples of Docs/Editing.md, compiled and run. Each section of the guide quotes the code between the
// matching `// MARK:` lines; keep the two in step.

// MARK: Guide: the model

/// A table booking, as the guide's examples bind it.
final class TableBooking: BindableObject {
  @Bound var guests = 2
  @Bound var date = Date(timeIntervalSince1970: 1_780_000_000)
  @Bound var seating = Seating.inside
  @Bound var notes: String? = nil
  @Bound var discountPercent = 0
  @Bound var email = ""

  enum Seating: Int { case inside, terrace, bar }

  override init() {
    super.init()
    setValidator(for: \.guests) { guests in
      guard guests >= 1 else { throw ConversionError("a booking is for at least one guest") }
      guests = min(guests, 12)  // larger groups book by phone: take the most we can
    }
    setValidator(for: \.email) { email in
      email = email.lowercased()
      guard email.contains("@") else { throw ConversionError("'\(email)' is not an e-mail address") }
    }
  }
}

// MARK: Guide: a percentage converter

/// A fraction shown as a whole percentage, refusing what is not a number from 0 to 100.
let percentText = Converter<Int, String>(
  toView: { "\($0)%" },
  toModel: { text in
    let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
    guard let percent = Int(digits), (0...100).contains(percent) else {
      throw ConversionError("'\(text)' is not a percentage from 0 to 100")
    }
    return percent
  })

// MARK: -

/// The code of Docs/Editing.md, compiled and run.
@Suite struct EditingGuideTests {
  @Test func converters() {
    // MARK: Guide: converters
    let booking = TableBooking()
    let guestsStepper = Stepper(value: 0, minimumValue: 1, maximumValue: 12)
    let guestsField = TextField()
    let dateField = TextField()
    let seatingControl = SegmentedControl(segments: ["Inside", "Terrace", "Bar"])
    let discountField = TextField()

    booking.bind(key: \.guests, toView: guestsStepper, viewKey: \.value, converter: .numeric)
    booking.bind(key: \.guests, toView: guestsField, viewKey: \.text, converter: .integerText)
    booking.bind(key: \.date, toView: dateField, viewKey: \.text, converter: .iso8601)
    booking.bind(key: \.seating, toView: seatingControl, viewKey: \.selectedSegmentIndex, converter: .rawValue)
    booking.bind(key: \.discountPercent, toView: discountField, viewKey: \.text, converter: percentText)

    guestsStepper.increment()  // booking.guests == 3, guestsField.text == "3"
    dateField.enterText("2026-06-01T19:30:00Z")
    seatingControl.select(1)  // booking.seating == .terrace
    discountField.enterText("15")  // booking.discountPercent == 15; the field keeps "15" while it is edited
    discountField.endEditing()  // and shows "15%" once editing ends
    // MARK: -
    #expect(booking.guests == 3)
    #expect(guestsField.text == "3")
    #expect(booking.date == Date(timeIntervalSince1970: 1_780_342_200))
    #expect(booking.seating == .terrace)
    #expect(booking.discountPercent == 15)
    #expect(discountField.text == "15%")
  }

  @Test func validation() {
    let booking = TableBooking()
    let guestsField = TextField()
    let guestsError = Label()
    // MARK: Guide: validation errors
    let guestsBinding = booking.bind(key: \.guests, toView: guestsField, viewKey: \.text, converter: .integerText)
    guestsBinding.onValidationError = { error in
      guestsError.text = error.map { "\($0)" } ?? ""
    }

    guestsField.enterText("four")
    // booking.guests is still 2, the field shows "four", and
    // guestsError.text == "'four' is not a whole number"
    guestsField.enterText("4")
    // booking.guests == 4, guestsError.text == ""
    // MARK: -
    #expect(booking.guests == 4)
    #expect(guestsError.text == "")
    guestsField.enterText("four")
    #expect(booking.guests == 4)
    #expect(guestsField.text == "four")
    #expect(guestsError.text == "'four' is not a whole number")
    #expect(guestsBinding.hasPendingEdit)
  }

  @Test func modelValidation() throws {
    let booking = TableBooking()
    let guestsField = TextField()
    let emailField = TextField()
    booking.bind(key: \.guests, toView: guestsField, viewKey: \.text, converter: .integerText)
    // MARK: Guide: model validation
    let emailBinding = booking.bind(key: \.email, toView: emailField, viewKey: \.text)

    guestsField.enterText("0")  // refused: booking.guests stays 2
    guestsField.enterText("30")  // corrected: booking.guests == 12, and the field shows "12"
    emailField.enterText("Ann@Example.org")  // corrected: booking.email == "ann@example.org"
    emailField.enterText("ann")  // refused: emailBinding.validationError says why

    var guests = 0
    #expect(throws: ConversionError.self) { try booking.validateValue(&guests, for: \.guests) }
    // MARK: -
    #expect(booking.guests == 12)
    #expect(guestsField.text == "12")
    #expect(booking.email == "ann@example.org")
    #expect("\(emailBinding.validationError!)" == "'ann' is not an e-mail address")
  }

  @Test func nilPlaceholders() {
    let booking = TableBooking()
    // MARK: Guide: nil placeholders
    let notesField = TextField(placeholder: "Anything we should know?")
    booking.bind(key: \.notes, toView: notesField, viewKey: \.text, nilPlaceholder: "")

    notesField.enterText("A high chair, please")  // booking.notes == "A high chair, please"
    notesField.clear()  // booking.notes == nil
    // MARK: -
    #expect(booking.notes == nil)
    booking.notes = "Window seat"
    #expect(notesField.text == "Window seat")
  }

  @Test func deferredCommit() {
    let booking = TableBooking()
    // MARK: Guide: deferred commit
    let emailField = TextField()
    let email = booking.bind(key: \.email, toView: emailField, viewKey: \.text, updates: .onCommit)

    emailField.enterText("ann@")
    emailField.enterText("ann@example.org")  // booking.email is still "", email.hasPendingEdit
    emailField.endEditing()  // Return: booking.email == "ann@example.org"

    emailField.enterText("bob@example.org")
    email.discard()  // the field shows "ann@example.org" again
    // MARK: -
    #expect(booking.email == "ann@example.org")
    #expect(emailField.text == "ann@example.org")
    #expect(!email.hasPendingEdit)
  }

  @Test func groups() {
    let booking = TableBooking()
    var didUpdateCount = 0
    booking.boundPropertiesUpdateBlock = { didUpdateCount += 1 }
    let showsDiscount = true
    // MARK: Guide: grouped bindings
    let guestsField = TextField()
    let notesField = TextField()
    let discountField = TextField()
    let save = Button(title: "Save")
    let cancel = Button(title: "Cancel")

    let form = BindingGroup {
      booking.bind(key: \.guests, toView: guestsField, viewKey: \.text, converter: .integerText, updates: .onCommit)
      booking.bind(
        key: \.notes, toView: notesField, viewKey: \.text, converter: .nilPlaceholder(""), updates: .onCommit)
      if showsDiscount {
        booking.bind(
          key: \.discountPercent, toView: discountField, viewKey: \.text, converter: percentText, updates: .onCommit)
      }
    }
    save.addAction { form.commit() }  // all or nothing; booking's callbacks run once
    cancel.addAction { form.discard() }

    guestsField.enterText("6")
    notesField.enterText("Birthday")
    save.tap()  // booking.guests == 6, booking.notes == "Birthday", one did-update callback
    // MARK: -
    #expect(booking.guests == 6)
    #expect(booking.notes == "Birthday")
    #expect(didUpdateCount == 1)
    discountField.enterText("120")
    guestsField.enterText("7")
    save.tap()
    #expect(booking.guests == 6)
    #expect(form.hasPendingEdits)
    cancel.tap()
    #expect(guestsField.text == "6")
    #expect(discountField.text == "0%")
    #expect(!form.hasPendingEdits)
  }

  @Test func undo() {
    let booking = TableBooking()
    // MARK: Guide: undo
    let undo = EditUndoManager()
    undo.attach(booking)  // one manager per form or window, attached to the models its bindings edit

    let guestsField = TextField()
    let notesField = TextField()
    booking.bind(key: \.guests, toView: guestsField, viewKey: \.text, converter: .integerText)
    booking.bind(key: \.notes, toView: notesField, viewKey: \.text, converter: .nilPlaceholder(""))

    notesField.enterText("B")
    notesField.enterText("Birthday")  // typing into one field is one step, named "Typing"
    notesField.endEditing()  // Return, or the focus leaving, ends the step
    guestsField.enterText("20")  // the validator stores 12: the step holds 2 and 12

    undo.undo()  // booking.guests == 2, and the field shows "2"
    undo.undo()  // booking.notes == nil, and the field shows ""
    undo.redo()  // booking.notes == "Birthday"; the guests can be redone next
    // MARK: -
    #expect(booking.guests == 2 && guestsField.text == "2")
    #expect(booking.notes == "Birthday" && notesField.text == "Birthday")
    #expect(undo.canUndo && undo.canRedo)
    #expect(undo.undoActionName == "Typing" && undo.redoActionName == "Change")
    #expect(undo.redo())
    #expect(booking.guests == 12 && guestsField.text == "12")
    #expect(!undo.canRedo)
    booking.guests = 3  // the program's own set is not a step
    #expect(undo.undoCount == 2)
  }
}

// MARK: Guide: actions

/// Where bookings are sent: a `Sendable` service, since the booking call runs wherever the service chooses.
protocol BookingService: Sendable {
  func book(guests: Int, on date: Date) async throws -> String
}

/// The booking screen, on the main actor as an app's user interface is.
@MainActor
final class BookingScreen {
  let booking = TableBooking()
  let bookButton = Button(title: "Book")
  let status = Label()
  let confirm: Action<Void, String>

  init(service: any BookingService) {
    let booking = booking
    let status = status
    confirm = Action(enabledIf: booking.guests > 0 && !booking.email.isEmpty) {
      status.text = "Booking..."
      return try await service.book(guests: booking.guests, on: booking.date)
    }
    confirm.onValue = { reference in status.text = "Booked: \(reference)" }
    confirm.onError = { error in
      if let error { status.text = "Not booked: \(error)" }
    }
    bookButton.bind(action: confirm)
  }
}

// MARK: -

/// A booking service that answers when the test lets it.
@MainActor
private final class FakeService: BookingService {
  private var pending: [CheckedContinuation<String, any Error>] = []
  var hasPending: Bool { !pending.isEmpty }

  nonisolated func book(guests: Int, on date: Date) async throws -> String {
    try await enqueue()
  }

  private func enqueue() async throws -> String {
    try await withCheckedThrowingContinuation { pending.append($0) }
  }

  func answer(_ result: Result<String, any Error>) {
    pending.removeFirst().resume(with: result)
  }
}

/// The code of Docs/Editing.md's section on actions, compiled and run.
@MainActor
@Suite struct EditingGuideActionTests {
  @Test func aTapBooksAndTheButtonWaits() async {
    let service = FakeService()
    let screen = BookingScreen(service: service)
    #expect(!screen.bookButton.isEnabled)
    screen.booking.email = "ann@example.org"
    #expect(screen.bookButton.isEnabled)

    screen.bookButton.tap()
    #expect(screen.status.text == "Booking...")
    #expect(!screen.bookButton.isEnabled)
    for _ in 0..<1000 where !service.hasPending { await Task.yield() }
    service.answer(.success("T-42"))
    for _ in 0..<1000 where screen.confirm.isExecuting { await Task.yield() }
    #expect(screen.status.text == "Booked: T-42")
    #expect(screen.bookButton.isEnabled)

    screen.bookButton.tap()
    for _ in 0..<1000 where !service.hasPending { await Task.yield() }
    service.answer(.failure(ConversionError("no table free")))
    for _ in 0..<1000 where screen.confirm.isExecuting { await Task.yield() }
    #expect(screen.status.text == "Not booked: no table free")
  }

  @Test func codeAwaitsTheSameAction() async throws {
    let service = FakeService()
    let screen = BookingScreen(service: service)
    screen.booking.email = "ann@example.org"
    // A task started on the main actor runs the action there; the action cannot leave it (it is not Sendable).
    let booked = Task { try await screen.confirm.execute() }
    for _ in 0..<1000 where !service.hasPending { await Task.yield() }
    #expect(screen.confirm.isExecuting)
    await #expect(throws: ActionError.alreadyExecuting) { try await screen.confirm.execute() }
    service.answer(.success("T-7"))
    #expect(try await booked.value == "T-7")
  }
}

// MARK: Guide: typed actions

/// Why a search for a table fails: the directory's own error type, so the screen can handle each case.
enum TableSearchError: Error {
  case noTableFree
  case closed
}

/// Where free tables are looked up.
protocol TableDirectory: Sendable {
  func freeTables(for guests: Int) async throws(TableSearchError) -> [String]
}

/// A screen that finds a free table for the number of guests its stepper shows.
@MainActor
final class TableFinder {
  let guests = Stepper(value: 2, minimumValue: 1, maximumValue: 12)
  let findButton = Button(title: "Find a table")
  let stopButton = Button(title: "Stop")
  let status = Label()
  let find: TypedAction<Int, [String], TableSearchError>

  init(directory: any TableDirectory) {
    let status = status
    find = TypedAction { (guests: Int) throws(TableSearchError) in
      try await directory.freeTables(for: guests)
    }
    find.onValue = { tables in status.text = "Free: \(tables.joined(separator: ", "))" }
    let find = find
    findButton.bind(action: find, input: { [unowned guests] in Int(guests.value) })
    stopButton.addAction { find.cancel() }
  }

  /// What the status shows after a search started from code, each failure handled by its case.
  func search(for guests: Int) async -> String {
    do {
      return "Free: \(try await find.execute(guests).joined(separator: ", "))"
    } catch {
      switch error {
      case .failed(.noTableFree): return "No table is free"
      case .failed(.closed): return "Closed that day"
      case .refused(let refusal): return "Not now: \(refusal)"
      }
    }
  }
}

// MARK: -

/// A directory that answers once the test lets it, and notices cancellation.
@MainActor
private final class FakeDirectory: TableDirectory {
  private var pending: [(guests: Int, answer: CheckedContinuation<[String]?, Never>)] = []
  var requests: [Int] { pending.map(\.guests) }

  nonisolated func freeTables(for guests: Int) async throws(TableSearchError) -> [String] {
    guard let tables = await enqueue(guests) else { throw .noTableFree }
    if tables.isEmpty { throw .closed }
    return tables
  }

  private func enqueue(_ guests: Int) async -> [String]? {
    await withCheckedContinuation { pending.append((guests, $0)) }
  }

  func answer(_ tables: [String]?) {
    pending.removeFirst().answer.resume(returning: tables)
  }
}

/// The code of Docs/Editing.md's section on typed actions, compiled and run.
@MainActor
@Suite struct EditingGuideTypedActionTests {
  @Test func aTapSearchesForTheGuestsTheStepperShows() async {
    let directory = FakeDirectory()
    let finder = TableFinder(directory: directory)
    finder.guests.increment()
    finder.findButton.tap()
    #expect(!finder.findButton.isEnabled)
    for _ in 0..<1000 where directory.requests.isEmpty { await Task.yield() }
    #expect(directory.requests == [3])
    directory.answer(["T1", "T4"])
    for _ in 0..<1000 where finder.find.isExecuting { await Task.yield() }
    #expect(finder.status.text == "Free: T1, T4")
  }

  @Test func eachFailureIsHandledByItsCase() async {
    let directory = FakeDirectory()
    let finder = TableFinder(directory: directory)
    async let first = finder.search(for: 2)
    for _ in 0..<1000 where directory.requests.isEmpty { await Task.yield() }
    #expect(await finder.search(for: 4) == "Not now: the action is already executing")
    directory.answer(nil)
    #expect(await first == "No table is free")
    async let second = finder.search(for: 2)
    for _ in 0..<1000 where directory.requests.isEmpty { await Task.yield() }
    directory.answer([])
    #expect(await second == "Closed that day")
  }

  @Test func stopCancelsATappedSearch() async {
    let directory = FakeDirectory()
    let finder = TableFinder(directory: directory)
    finder.findButton.tap()
    for _ in 0..<1000 where directory.requests.isEmpty { await Task.yield() }
    finder.stopButton.tap()
    directory.answer(nil)  // the directory gives up, as a cancelled request does
    for _ in 0..<1000 where finder.find.isExecuting { await Task.yield() }
    #expect(!finder.find.isExecuting)
    #expect(finder.find.latestFailure == nil)  // a cancelled execution reports no failure
    #expect(finder.findButton.isEnabled)
  }
}

/// Docs/Editing.md quotes the code of this file as it is.
@Suite struct EditingGuideQuoteTests {
  @Test func theGuideQuotesTheCompiledExamples() throws {
    let testFile = String(#filePath)
    let source = try String(decoding: Data(contentsOf: URL(fileURLWithPath: testFile)), as: UTF8.self)
    var root = testFile
    for _ in 0..<3 { root = String(root[..<root.lastIndex(of: "/")!]) }
    let guide = try String(decoding: Data(contentsOf: URL(fileURLWithPath: root + "/Docs/Editing.md")), as: UTF8.self)
    let blocks = guideBlocks(in: source)
    #expect(blocks.count == 11)
    for (name, code) in blocks {
      let isQuoted = guide.contains("```swift\n" + code + "\n```")
      #expect(isQuoted, "Docs/Editing.md does not quote the '\(name)' example as this file has it")
    }
  }
}
