public import BindKit
public import BindKitTerminal
public import BindKitViews

/// The settings form: a ``SettingsModel`` bound to headless adapters, the connection test, and the form the
/// terminal draws and scripts drive.
///
/// The bindings are written in both of BindKit's spellings: `bind(key:toView:viewKey:)` where a converter or
/// `updates: .onCommit` is needed, and the operators (`model.$x <=> view.bindable.y`, `model.bound(\.x) =>
/// view.bindable.y`) elsewhere.
///
/// On the main actor: the connection test is an `Action` bound to its button there, so its work starts on the main
/// actor at a tap and continues there after waiting for the server; ``waitForTest()`` waits for it.
@MainActor
public final class SettingsForm {
  /// The model the adapters are bound to.
  public let model = SettingsModel()

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
  /// Commits every pending edit, all or nothing.
  public let applyButton = Button(title: "Apply")
  /// Discards every pending edit.
  public let revertButton = Button(title: "Revert")
  /// The summary, derived from the model.
  public let summaryLabel = Label()
  /// The status line.
  public let statusLabel = Label()
  /// The last alert the model sent.
  public let alertLabel = Label()

  /// The form: `name`, `port`, `notifications`, `volume`, `steps`, `level`, `theme`, `servers`, `newserver`,
  /// `add`, `remove`, `up`, `down`, `test`, `apply`, `revert`, `summary`, `status`, `alert`.
  public let form: Form
  /// The bindings Apply and Revert act on: the name and the port, both held until committed.
  public let edits: BindingGroup
  /// The connection test: its input is the selected server's host.
  public let testConnection: Action<String, String>

  private var others: [BindingToken] = []
  /// Keep the status and alert lines current (see `init`).
  private var staleness: [ViewPropertyListener] = []

  /// The connection test ran without a server (the button is disabled then, so it does not).
  public struct NoServer: Error {}

  /// Creates the form and binds it; connection tests take `testDelay`.
  public init(testDelay: Duration = .milliseconds(300)) {
    let model = model
    let tester = ConnectionTester(delay: testDelay)
    nameField.placeholder = "your name"
    portField.placeholder = "1-65535"
    serverField.placeholder = "host name"
    serverList.placeholder = "No servers: type one below and Add it"

    // Held until Enter or Apply; a refused value shows its error beside the field and leaves the model alone.
    let edits = BindingGroup { [nameField, portField] in
      model.bind(key: \.name, toView: nameField, viewKey: \.text, updates: .onCommit)
      model.bind(key: \.port, toView: portField, viewKey: \.text, converter: SettingsModel.portText, updates: .onCommit)
    }
    self.edits = edits

    // Converters: an Int model shown by a Float slider, a Double stepper and an Int segment index.
    model.bind(key: \.volume, toView: volumeSlider, viewKey: \.value, converter: .numeric)
    model.bind(key: \.volume, toView: volumeStepper, viewKey: \.value, converter: .numeric)
    model.bind(key: \.theme, toView: themeControl, viewKey: \.selectedSegmentIndex, converter: .rawValue)

    // The operators: two-way `<=>`, and one-way `=>` from a computed property.
    let (serverList, alertLabel) = (serverList, alertLabel)
    others = [
      model.$notifications <=> notificationsSwitch.bindable.isOn,
      model.$servers <=> serverList.bindable.items,
      model.$selectedServer <=> serverList.bindable.selectedIndex,
      model.$newServer <=> serverField.bindable.text,
      model.bound(\.notifications) => volumeSlider.bindable.isEnabled,
      model.bound(\.notifications) => volumeStepper.bindable.isEnabled,
      model.bound(\.volumeText) => volumeLabel.bindable.text,
      model.bound(\.summary) => summaryLabel.bindable.text,
      model.bound(\.status) => statusLabel.bindable.text,
      model.bound(\.hasSelection) => removeButton.bindable.isEnabled,
      model.bound(\.canMoveUp) => upButton.bindable.isEnabled,
      model.bound(\.canMoveDown) => downButton.bindable.isEnabled,
      model.bound(\.canAddServer) => addButton.bindable.isEnabled,
      model.$alert => { message in alertLabel.text = "! " + message },
    ]

    // Buttons: the list's own gestures (so the selection follows its row), and the model's methods.
    addButton.addAction { model.addServer() }
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
      if edits.commit() {
        model.status = "Applied."
      } else {
        model.alert("Nothing applied: correct the fields marked !")
      }
    }
    revertButton.addAction {
      edits.discard()
      alertLabel.text = ""
      model.status = "Reverted."
    }

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
        summaryLabel, statusLabel
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
      Blank()
      Field("Summary", summaryLabel)
      Field("Status", statusLabel)
      Field("", alertLabel, name: "alert")
      Blank()
      Text(
        "Tab/Shift-Tab: move   Enter: apply a field   Esc: revert a field (or quit)   Space: toggle, tap", style: .dim)
      Text("List: Up/Down select   Delete: remove   [ ]: move   Sliders, steppers, segments: Left/Right", style: .dim)
    }
  }

  // MARK: The connection test

  /// Waits until the running test (if any) has finished and the status line shows its outcome. While it waits, the
  /// main actor runs the rest of the test.
  public func waitForTest() async {
    for await isExecuting in testConnection.values(for: \.isExecuting) where !isExecuting { return }
  }
}
