public import BindKit
public import BindKitForms
public import BindKitPreferences
public import BindKitViews
public import Foundation

/// The settings form: a ``SettingsModel`` bound to headless adapters, the connection test, and the form the
/// terminal draws and scripts drive.
///
/// The profile, the sound and the theme are bound through a `BufferedController` (``buffer``): what a person sets
/// there waits in it, and the model (and its file) sees it only when Apply saves it; Revert throws it away, even a
/// field already committed with Tab or Enter. The server list and its buttons change the model at once. Apply and
/// quitting write the file. ``undo`` takes back every change, Apply's included.
///
/// The bindings are written in both of BindKit's spellings: `bind(key:toView:viewKey:)` where a converter or
/// `updates: .onCommit` is needed, and the operators (`model.$x <=> view.bindable.y`, `model.bound(\.x) =>
/// view.bindable.y`) elsewhere.
///
/// On the main actor: the connection test is an `Action` bound to its button there, so its work starts on the main
/// actor at a tap and continues there after waiting for the server; ``waitForTest()`` waits for it.
@MainActor
public final class SettingsForm {
  /// The model, kept in its file.
  public let model: SettingsModel
  /// What Apply writes to the model, and Revert throws away: the profile, the sound and the theme.
  public let buffer: BufferedController<SettingsModel>
  /// Takes back and does again every change (Ctrl-_ or Alt-U, Alt-E, the Undo and Redo buttons; `undo`, `redo`).
  public let undo = EditUndoManager()

  /// The name field (commits on Enter, or with Apply).
  public let nameField = TextField()
  /// The port field (text converted to an integer; commits on Enter, or with Apply).
  public let portField = TextField()
  /// The notifications switch.
  public let notificationsSwitch = Switch()
  /// The volume slider, 0 to 10.
  public let volumeSlider = Slider(value: 0, minimumValue: 0, maximumValue: 10)
  /// The volume stepper, bound to the same property as the slider.
  public let volumeStepper = Stepper(value: 0, minimumValue: 0, maximumValue: 10)
  /// The volume, as text derived from the model.
  public let volumeLabel = Label()
  /// The theme.
  public let themeControl = SegmentedControl(segments: Theme.titles)
  /// The servers.
  public let serverList = ListView<String>()
  /// The host of a server to add.
  public let serverField = TextField()
  /// Adds the typed server.
  public let addButton = Button(title: "Add server")
  /// Removes the selected server.
  public let removeButton = Button(title: "Remove server")
  /// Moves the selected server up.
  public let upButton = Button(title: "Move up")
  /// Moves the selected server down.
  public let downButton = Button(title: "Move down")
  /// Tests the connection to the selected server.
  public let testButton = Button(title: "Test connection")
  /// Saves the buffer into the model, all or nothing, and writes the file.
  public let applyButton = Button(title: "Apply")
  /// Throws the buffer's changes away.
  public let revertButton = Button(title: "Revert")
  /// Undoes the last change; its title names it ("Undo Typing").
  public let undoButton = Button(title: "Undo")
  /// Redoes the last undone change.
  public let redoButton = Button(title: "Redo")
  /// The summary, derived from the model.
  public let summaryLabel = Label()
  /// The status line.
  public let statusLabel = Label()
  /// The last alert the model sent.
  public let alertLabel = Label()

  /// The form: `name`, `port`, `notifications`, `volume`, `steps`, `level`, `theme`, `servers`, `newserver`,
  /// `add`, `remove`, `up`, `down`, `test`, `apply`, `revert`, `undo`, `redo`, `summary`, `status`, `alert`.
  public let form: Form
  /// The connection test: its input is the selected server's host.
  public let testConnection: Action<String, String>

  private var others: [BindingToken] = []
  /// Whether Apply and Revert can act.
  private let applyState: ApplyState
  /// The name and port fields' listeners that keep ``applyState`` current.
  private var fieldListeners: [ViewPropertyListener] = []
  /// Keep the status and alert lines current (see `init`).
  private var staleness: [ViewPropertyListener] = []

  /// The connection test ran without a server (the button is disabled then, so it does not).
  public struct NoServer: Error {}

  /// The keys the terminal front end offers, as the form's last lines list them.
  public static let terminalKeys = [
    "Tab/Shift-Tab: move   Enter: take a field   Esc: revert a field (or quit)   Space: toggle, tap",
    "List: Up/Down select   Delete: remove   [ ]: move   Sliders, steppers, segments: Left/Right",
    "Ctrl-_ or Alt-U: undo   Alt-E: redo   Apply writes the settings file",
  ]

  /// Creates the form over the preferences kept in `configFile`, and binds it; connection tests take `testDelay`.
  /// The model writes its file through `scheduler` (nil: only at ``writeFile()`` and Apply), `writeDelay` after
  /// the first change of a burst. The form ends with `keys`, a line each: the keys of the front end that draws it.
  public init(
    configFile: URL, testDelay: Duration = .milliseconds(300), scheduler: (any PreferenceScheduler)? = nil,
    writeDelay: Duration = .milliseconds(200), keys: [String] = SettingsForm.terminalKeys
  ) {
    let model = SettingsModel(fileURL: configFile, scheduler: scheduler, burstInterval: writeDelay)
    let buffer = BufferedController(model: model)
    let undo = undo
    self.model = model
    self.buffer = buffer
    let applyState = ApplyState(buffer: buffer)
    self.applyState = applyState
    undo.attach(model)
    undo.attach(buffer)
    let tester = ConnectionTester(delay: testDelay)
    nameField.placeholder = "your name"
    portField.placeholder = "1-65535"
    serverField.placeholder = "host name"
    serverList.placeholder = "No servers: type one below and Add it"

    // Through the buffer. The name and the port are held in their fields until Enter or Tab commits them into the
    // buffer; a refused value shows its error beside the field and reaches neither the buffer nor the model.
    buffer.setValidator(for: \.name, SettingsModel.validateName)
    buffer.setValidator(for: \.port, SettingsModel.validatePort)
    buffer.bind(key: \.name, toView: nameField, viewKey: \.text, updates: .onCommit)
    buffer.bind(key: \.port, toView: portField, viewKey: \.text, converter: SettingsModel.portText, updates: .onCommit)
    // Apply and Revert act on the buffer and on an edit still held in a field (typed and not yet taken, or refused):
    // a field holds one while its text is not the buffer's value. A change of a field's text, or of the buffer, may
    // start or end one. (The closure holds what it reads weakly: the fields keep their listeners, and the buffer
    // keeps the observation of its `hasUnappliedChanges` below, so a strong reference would be a cycle.)
    let noteHeldEdits = { [weak nameField, weak portField, weak buffer, weak applyState] in
      guard let nameField, let portField, let buffer, let applyState else { return }
      applyState.fieldsHoldEdits =
        nameField.text != buffer.name || portField.text != SettingsModel.portText.toView(buffer.port)
    }
    fieldListeners = [
      nameField.$text.addListener { _ in noteHeldEdits() }, portField.$text.addListener { _ in noteHeldEdits() },
    ]
    buffer.bind(key: \.notifications, toView: notificationsSwitch, viewKey: \.isOn)
    // Converters: an Int model shown by a Float slider, a Double stepper and an Int segment index.
    buffer.bind(key: \.volume, toView: volumeSlider, viewKey: \.value, converter: .numeric)
    buffer.bind(key: \.volume, toView: volumeStepper, viewKey: \.value, converter: .numeric)
    buffer.bind(key: \.theme, toView: themeControl, viewKey: \.selectedSegmentIndex, converter: .rawValue)

    // The operators: two-way `<=>`, and one-way `=>` from a computed property.
    let (serverList, alertLabel) = (serverList, alertLabel)
    var failedWrite = false
    others = [
      model.$servers <=> serverList.bindable.items,
      model.$selectedServer <=> serverList.bindable.selectedIndex,
      model.$newServer <=> serverField.bindable.text,
      buffer.bound(\.notifications) => volumeSlider.bindable.isEnabled,
      buffer.bound(\.notifications) => volumeStepper.bindable.isEnabled,
      buffer.bound(\.volumeText) => volumeLabel.bindable.text,
      buffer.bound(\.summary) => summaryLabel.bindable.text,
      applyState.bound(\.canAct) => applyButton.bindable.isEnabled,
      applyState.bound(\.canAct) => revertButton.bindable.isEnabled,
      buffer.$hasUnappliedChanges => { _ in noteHeldEdits() },
      undo.bound(\.canUndo) => undoButton.bindable.isEnabled,
      undo.bound(\.canRedo) => redoButton.bindable.isEnabled,
      undo.bound(\.undoTitle) => undoButton.bindable.title,
      undo.bound(\.redoTitle) => redoButton.bindable.title,
      model.bound(\.status) => statusLabel.bindable.text,
      model.bound(\.hasSelection) => removeButton.bindable.isEnabled,
      model.bound(\.canMoveUp) => upButton.bindable.isEnabled,
      model.bound(\.canMoveDown) => downButton.bindable.isEnabled,
      model.bound(\.canAddServer) => addButton.bindable.isEnabled,
      model.$alert => { message in alertLabel.text = "! " + message },
      // A failed write is retried by itself; the status line says when the file holds the settings again. The
      // closure, which the model's observer list keeps, holds the model weakly: a strong reference would be a cycle.
      model.$writeError => { [weak model] error in
        if error == nil, failedWrite { model?.status = "Saved." }
        failedWrite = error != nil
      },
    ]

    // Buttons: the list's own gestures (so the selection follows its row, and each is one undo step), and the
    // model's methods, whose changes are the program's: Add records them as one step.
    addButton.addAction { undo.recordingProgramChanges(actionName: "Add Server") { model.addServer() } }
    removeButton.addAction {
      if let row = serverList.selectedIndex { serverList.deleteRow(at: row) }
    }
    upButton.addAction {
      if let row = serverList.selectedIndex, row > 0 { serverList.moveRow(from: row, to: row - 1) }
    }
    downButton.addAction {
      if let row = serverList.selectedIndex { serverList.moveRow(from: row, to: row + 1) }
    }
    applyButton.addAction {
      alertLabel.text = ""
      defer { noteHeldEdits() }
      guard buffer.save() else { return model.alert("Nothing applied: correct the fields marked !") }
      model.status = model.flush() ? "Applied." : "Applied, but not saved: \(model.writeError ?? "the file")."
    }
    revertButton.addAction {
      defer { noteHeldEdits() }
      buffer.revert()
      alertLabel.text = ""
      model.status = "Reverted."
    }
    undoButton.addAction { undo.undo() }
    redoButton.addAction { undo.redo() }

    // An action with an input: the host the button's closure reads at the tap.
    testConnection = Action(enabledIf: model.hasSelection) { (host: String) in
      guard !host.isEmpty else { throw NoServer() }
      model.status = "Testing \(host)..."
      return try await tester.test(host: host, port: model.port)
    }
    testConnection.onValue = { message in model.status = "Connected: \(message)." }
    testConnection.onError = { error in
      if let error { model.status = "Connection failed: \(error)." }
    }
    testButton.bind(action: testConnection, input: { model.selectedHost ?? "" })

    // The alert line clears when what it said may no longer hold: the servers, the typed host, the name or the
    // port changed. A connection's result is about the server selected then: it goes when another one is.
    let clearAlert: () -> Void = { if !alertLabel.text.isEmpty { alertLabel.text = "" } }
    let clearConnection: () -> Void = {
      if model.status.hasPrefix("Connected: ") || model.status.hasPrefix("Connection failed: ") {
        model.status = "Ready."
      }
    }
    staleness = [
      serverList.$items.addListener { _ in
        clearAlert()
        clearConnection()
      },
      serverList.$selectedIndex.addListener { _ in clearConnection() },
      serverField.$text.addListener { _ in clearAlert() },
      nameField.$text.addListener { _ in clearAlert() },
      portField.$text.addListener { _ in clearAlert() },
    ]

    form = Form {
      [
        nameField, portField, notificationsSwitch, volumeSlider, volumeStepper, volumeLabel, themeControl,
        serverField, addButton, removeButton, upButton, downButton, testButton, applyButton, revertButton,
        undoButton, redoButton, summaryLabel, statusLabel
      ] in
      Text("BindKit settings demo", style: .bold)
      Blank()
      Section("Profile") {
        Field("Name", nameField)
        Field("Port", portField)
      }
      Section("Sound") {
        Field("Notifications", notificationsSwitch)
        Field("Volume", volumeSlider)
        Field("Steps", volumeStepper)
        Field("Level", volumeLabel)
      }
      Section("Appearance") {
        Field("Theme", themeControl)
      }
      Section("Servers") {
        Field("Servers", serverList, rows: 4)
        Field("New server", serverField)
        Field("Add", addButton)
        Field("Remove", removeButton)
        Field("Up", upButton)
        Field("Down", downButton)
        Field("Test", testButton)
      }
      Field("Apply", applyButton)
      Field("Revert", revertButton)
      Field("Undo", undoButton)
      Field("Redo", redoButton)
      Blank()
      Field("Summary", summaryLabel)
      Field("Status", statusLabel)
      Field("", alertLabel, name: "alert")
      Blank()
      for line in keys { Text(line, style: .dim) }
    }
  }

  /// Writes what the model holds to its file (the server list's changes; Apply writes the rest); returns whether
  /// the file holds it. The demos call it before they end.
  @discardableResult
  public func writeFile() -> Bool {
    model.flush()
  }

  // MARK: The connection test

  /// Waits until the running test (if any) has finished and the status line shows its outcome. While it waits, the
  /// main actor runs the rest of the test.
  public func waitForTest() async {
    for await isExecuting in testConnection.values(for: \.isExecuting) where !isExecuting { return }
  }
}

extension BufferedController where Model == SettingsModel {
  /// The volume as the label beside the controls shows it, from the buffer: what Apply would write.
  public var volumeText: String { SettingsModel.volumeText(notifications: self.notifications, volume: self.volume) }

  /// One line about everything, from the buffer: what Apply would write.
  public var summary: String {
    SettingsModel.summary(name: self.name, port: self.port, theme: self.theme, serverCount: self.servers.count)
  }
}

extension EditUndoManager {
  /// "Undo", or "Undo" and the name of the step it would take back.
  public var undoTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
  /// "Redo", or "Redo" and the name of the step it would do again.
  public var redoTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }
}

/// Whether Apply and Revert can act: the buffer holds a change, or a field holds an edit not yet taken into it.
private final class ApplyState: BindableObject {
  let buffer: BufferedController<SettingsModel>
  /// Whether the name or the port field holds an edit (typed and not yet committed, or refused).
  @Bound var fieldsHoldEdits = false

  init(buffer: BufferedController<SettingsModel>) {
    self.buffer = buffer
  }

  var canAct: Bool { buffer.hasUnappliedChanges || fieldsHoldEdits }
}
