import BindKit
import BindKitPreferences
import BindKitTerminal
import BindKitViews
import Foundation
import Glibc
import SettingsCore
import TestSupport
import Testing

/// The settings form, driven through its adapters' gestures and its keys, in process.
@Suite @MainActor struct SettingsFormTests {
  /// The settings file's folder, a new one for each test.
  private let folder: TemporaryFolder
  init() throws { folder = try TemporaryFolder() }
  private var configFile: URL { URL(fileURLWithPath: folder.file("preferences.json")) }

  private func makeForm() -> SettingsForm {
    SettingsForm(configFile: configFile, testDelay: .zero)
  }

  @Test func releasingTheFormReleasesItsModelBufferAndUndoManager() throws {
    // The closures the model and the buffer keep (observations, the fields' listeners) must not hold them: a
    // cycle would keep the whole form alive after it goes.
    weak var model: SettingsModel?
    weak var buffer: BufferedController<SettingsModel>?
    weak var undo: EditUndoManager?
    do {
      let settings = makeForm()
      (model, buffer, undo) = (settings.model, settings.buffer, settings.undo)
      settings.nameField.enterText("Grace")
      settings.nameField.endEditing()
      #expect(settings.buffer.hasUnappliedChanges)
    }
    #expect(model == nil)
    #expect(buffer == nil)
    #expect(undo == nil)
  }

  @Test func theNameReachesTheBufferWhenCommittedAndValidAndTheModelAtApply() throws {
    let settings = makeForm()
    settings.nameField.enterText("Grace")
    #expect(settings.buffer.name == "Ada")
    settings.nameField.endEditing()
    #expect(settings.buffer.name == "Grace")
    #expect(settings.model.name == "Ada")
    settings.nameField.enterText("   ")
    settings.nameField.endEditing()
    #expect(settings.buffer.name == "Grace")
    #expect(settings.nameField.$text.bindingToken?.validationError != nil)
    settings.nameField.enterText("Grace")
    settings.applyButton.tap()
    #expect(settings.model.name == "Grace")
  }

  @Test func aBadPortShowsItsErrorInlineAndLeavesTheModelAlone() throws {
    let settings = makeForm()
    let driver = FormDriver(form: settings.form)
    driver.focus(named: "port")
    driver.handle(.control("u"))
    for character in "0" { driver.handle(.character(character)) }
    driver.handle(.enter)
    #expect(settings.model.port == 8080)
    var screen = Screen(rows: 60, columns: 100)
    screen.draw(driver.frame(columns: 100))
    #expect(screen.text.contains("Port        [0_                        ]  ! a port is 1 to 65535"))
    driver.handle(.escape)  // discards the edit: the field shows the model again
    #expect(settings.portField.text == "8080")
  }

  @Test func applyIsAllOrNothingAndRevertThrowsTheEditsAway() throws {
    let settings = makeForm()
    settings.nameField.enterText("Grace")
    settings.portField.enterText("abc")
    settings.applyButton.tap()
    #expect(settings.model.name == "Ada")
    #expect(settings.alertLabel.text == "! Nothing applied: correct the fields marked !")
    settings.portField.enterText("9090")
    settings.applyButton.tap()
    #expect(settings.model.name == "Grace")
    #expect(settings.model.port == 9090)
    #expect(settings.statusLabel.text == "Applied.")
    settings.nameField.enterText("Linus")
    settings.nameField.endEditing()  // Tab: taken into the buffer, not the model
    #expect(settings.buffer.name == "Linus")
    #expect(settings.summaryLabel.text == "Linus, port 9090, system theme, 2 servers")
    settings.revertButton.tap()
    #expect(settings.nameField.text == "Grace")
    #expect(settings.buffer.name == "Grace")
    #expect(settings.model.name == "Grace")
    #expect(settings.summaryLabel.text == "Grace, port 9090, system theme, 2 servers")
  }

  @Test func appliedSettingsAreInTheFileForTheNextRunAndTheListIsWrittenAtTheEnd() throws {
    let first = makeForm()
    first.nameField.enterText("Grace")
    first.volumeSlider.slide(to: 2)
    first.themeControl.select(2)
    first.applyButton.tap()
    #expect(first.statusLabel.text == "Applied.")
    first.serverList.deleteRow(at: 0)
    #expect(first.writeFile())

    let second = makeForm()
    #expect(second.nameField.text == "Grace")
    #expect(second.volumeLabel.text == "2 of 10")
    #expect(second.themeControl.selectedSegmentIndex == 2)
    #expect(second.serverList.items == ["us.example.org"])
    #expect(second.model.loadProblem == nil)
  }

  @Test func theListIsWrittenAtTheEndOfABurstAndAFailedApplyIsRetriedUntilSaved() throws {
    let clock = ManualPreferenceScheduler()
    let settings = SettingsForm(
      configFile: configFile, testDelay: .zero, scheduler: clock, writeDelay: .milliseconds(200))
    // The list changes the model at once; the file follows when the burst ends, without writeFile().
    settings.serverList.deleteRow(at: 0)
    settings.serverList.deleteRow(at: 0)
    #expect(!FileManager.default.fileExists(atPath: configFile.path))
    clock.advance(by: .milliseconds(200))
    #expect(SettingsModel(fileURL: configFile).servers.isEmpty)
    // A folder in the temporary file's place: Apply's write fails, whoever runs the test.
    let temporary = configFile.path + ".tmp-\(getpid())"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
    settings.nameField.enterText("Grace")
    settings.applyButton.tap()
    #expect(settings.model.status.hasPrefix("Applied, but not saved: cannot write"))
    clock.advance(by: .seconds(5))  // retried, and failed again
    #expect(settings.model.writeError != nil)
    try FileManager.default.removeItem(atPath: temporary)
    clock.advance(by: .seconds(5))  // retried by itself, written
    #expect(settings.model.writeError == nil)
    #expect(settings.model.status == "Saved.")
    #expect(SettingsModel(fileURL: configFile).name == "Grace")
  }

  @Test func applyAndRevertAreEnabledOnlyWhenTheyCanAct() throws {
    let settings = makeForm()
    #expect(!settings.applyButton.isEnabled && !settings.revertButton.isEnabled)
    settings.nameField.enterText("Grace")  // held in the field
    #expect(settings.applyButton.isEnabled && settings.revertButton.isEnabled)
    settings.nameField.endEditing()  // in the buffer
    #expect(settings.applyButton.isEnabled && settings.revertButton.isEnabled)
    settings.applyButton.tap()
    #expect(!settings.applyButton.isEnabled && !settings.revertButton.isEnabled)
    settings.portField.enterText("70000")
    settings.portField.endEditing()  // refused: still held in the field
    #expect(settings.applyButton.isEnabled && settings.revertButton.isEnabled)
    settings.revertButton.tap()
    #expect(settings.portField.text == "8080")
    #expect(!settings.applyButton.isEnabled && !settings.revertButton.isEnabled)
    settings.serverList.deleteRow(at: 0)  // the list changes the model at once: nothing to apply
    #expect(!settings.applyButton.isEnabled)
  }

  @Test func whatIsNotAppliedIsNotWritten() throws {
    let first = makeForm()
    first.nameField.enterText("Grace")
    first.nameField.endEditing()
    #expect(first.writeFile())
    #expect(makeForm().nameField.text == "Ada")
  }

  @Test func everyChangeIsUndoneAndRedoneAndTheButtonsNameIt() throws {
    let settings = makeForm()
    #expect(!settings.undoButton.isEnabled && settings.undoButton.title == "Undo")
    settings.notificationsSwitch.toggle()
    #expect(settings.undoButton.isEnabled)
    #expect(settings.undoButton.title.hasPrefix("Undo "))
    settings.nameField.enterText("Grace")
    settings.nameField.endEditing()
    settings.applyButton.tap()
    #expect(settings.model.name == "Grace" && !settings.model.notifications)
    settings.undoButton.tap()  // Apply
    #expect(settings.model.name == "Ada" && settings.model.notifications)
    settings.undoButton.tap()  // the name, in the buffer
    #expect(settings.nameField.text == "Ada")
    settings.undoButton.tap()  // the switch
    #expect(settings.notificationsSwitch.isOn)
    #expect(!settings.undoButton.isEnabled && settings.redoButton.isEnabled)
    settings.redoButton.tap()
    settings.redoButton.tap()
    settings.redoButton.tap()
    #expect(settings.model.name == "Grace" && !settings.model.notifications)
    #expect(!settings.redoButton.isEnabled)
    settings.serverList.deleteRow(at: 0)
    settings.undoButton.tap()
    #expect(settings.model.servers == ["eu.example.org", "us.example.org"])
  }

  @Test func addRemoveUpAndDownAreStepsUndoneAndRedoneWithTheSelection() throws {
    let settings = makeForm()
    let (list, model) = (settings.serverList, settings.model)
    let selected = { list.selectedIndex.map { list.items[$0] } }
    settings.serverField.enterText("db.example.org")
    settings.addButton.tap()
    #expect(model.servers == ["eu.example.org", "us.example.org", "db.example.org"])
    #expect(selected() == "db.example.org" && settings.serverField.text == "")
    #expect(settings.undoButton.title == "Undo Add Server" && settings.undoButton.isEnabled)
    settings.undoButton.tap()
    #expect(model.servers == ["eu.example.org", "us.example.org"] && list.items == model.servers)
    #expect(selected() == "eu.example.org" && model.selectedServer == 0)
    #expect(settings.serverField.text == "db.example.org")  // the host typed before Add
    #expect(settings.redoButton.title == "Redo Add Server")
    settings.redoButton.tap()
    #expect(list.items == ["eu.example.org", "us.example.org", "db.example.org"])
    #expect(selected() == "db.example.org" && settings.serverField.text == "")

    settings.upButton.tap()
    #expect(list.items == ["eu.example.org", "db.example.org", "us.example.org"])
    #expect(selected() == "db.example.org" && settings.undoButton.title == "Undo Move")
    settings.removeButton.tap()
    #expect(list.items == ["eu.example.org", "us.example.org"] && selected() == "us.example.org")
    #expect(settings.undoButton.title == "Undo Delete")
    #expect(settings.undo.undoCount == 4)  // typing the host, Add, Up, Remove: the selection is in each gesture
    settings.undoButton.tap()  // the removed server is back at its index; the selection was beside it
    #expect(list.items == ["eu.example.org", "db.example.org", "us.example.org"] && list.items == model.servers)
    #expect(selected() == "us.example.org" && model.selectedServer == 2)
    settings.undoButton.tap()  // the move: the list and the selection as before Up
    #expect(list.items == ["eu.example.org", "us.example.org", "db.example.org"] && list.items == model.servers)
    #expect(selected() == "db.example.org" && model.selectedServer == 2)
    settings.downButton.tap()  // the last row: Down does nothing
    settings.redoButton.tap()
    settings.redoButton.tap()
    #expect(model.servers == ["eu.example.org", "us.example.org"] && selected() == "us.example.org")
    #expect(!settings.redoButton.isEnabled)
  }

  @Test func theSliderAndTheStepperEditOneVolumeAndTheSwitchEnablesThem() throws {
    let settings = makeForm()
    settings.volumeSlider.slide(to: 8.2)
    #expect(settings.buffer.volume == 8)
    #expect(settings.model.volume == 5)  // until Apply
    #expect(settings.volumeStepper.value == 8)
    #expect(settings.volumeLabel.text == "8 of 10")
    settings.volumeStepper.increment()
    #expect(settings.volumeSlider.value == 9)
    settings.notificationsSwitch.toggle()
    #expect(!settings.volumeSlider.isEnabled)
    #expect(!settings.volumeStepper.isEnabled)
    #expect(settings.volumeLabel.text == "off")
    settings.volumeStepper.increment()  // disabled: the gesture does nothing
    #expect(settings.buffer.volume == 9)
  }

  @Test func theThemeIsAnEnumBehindASegmentedControl() throws {
    let settings = makeForm()
    settings.themeControl.select(2)
    #expect(settings.buffer.theme == .dark)
    settings.applyButton.tap()
    #expect(settings.model.theme == .dark)
    settings.model.theme = .light
    #expect(settings.themeControl.selectedSegmentIndex == 1)
    #expect(settings.summaryLabel.text == "Ada, port 8080, light theme, 2 servers")
  }

  @Test func serversAreAddedReorderedAndRemovedWithTheSelectionFollowing() throws {
    let settings = makeForm()
    let model = settings.model
    settings.serverField.enterText(" db.example.org ")
    settings.addButton.tap()
    #expect(model.servers == ["eu.example.org", "us.example.org", "db.example.org"])
    #expect(model.selectedServer == 2)
    #expect(settings.serverField.text == "")
    settings.upButton.tap()
    #expect(model.servers == ["eu.example.org", "db.example.org", "us.example.org"])
    #expect(model.selectedServer == 1)
    settings.removeButton.tap()
    #expect(model.servers == ["eu.example.org", "us.example.org"])
    #expect(model.selectedServer == 1)
    #expect(!settings.addButton.isEnabled)  // nothing typed: Add cannot act
    settings.serverField.enterText("us.example.org")
    #expect(settings.addButton.isEnabled)
    settings.addButton.tap()
    #expect(settings.alertLabel.text == "! us.example.org is in the list already.")
    settings.removeButton.tap()
    settings.removeButton.tap()
    #expect(model.servers.isEmpty)
    #expect(!settings.removeButton.isEnabled)
    #expect(!settings.testButton.isEnabled)
  }

  @Test func theListIsDrivenByKeys() throws {
    let settings = makeForm()
    let driver = FormDriver(form: settings.form)
    driver.focus(named: "servers")
    driver.handle(.down)
    #expect(settings.model.selectedServer == 1)
    driver.handle(.character("["))
    #expect(settings.model.servers == ["us.example.org", "eu.example.org"])
    driver.handle(.delete)
    #expect(settings.model.servers == ["eu.example.org"])
    #expect(settings.summaryLabel.text == "Ada, port 8080, system theme, 1 server")
  }

  @Test(.timeLimit(.minutes(1))) func theConnectionTestRunsWithTheSelectedServerAndReportsItsOutcome() async throws {
    // A delay that always suspends: with none, the pretend check can finish inside the tap, before "Testing".
    let settings = SettingsForm(configFile: configFile, testDelay: .milliseconds(20))
    settings.testButton.tap()
    #expect(settings.statusLabel.text == "Testing eu.example.org...")
    #expect(!settings.testButton.isEnabled)  // running
    await settings.waitForTest()
    #expect(settings.statusLabel.text == "Connected: eu.example.org:8080 answered.")
    settings.serverField.enterText("db.test")
    settings.addButton.tap()
    settings.testButton.tap()
    await settings.waitForTest()
    #expect(settings.statusLabel.text == "Connection failed: db.test refused port 8080.")
  }

  @Test func theWholeFormIsDrawn() throws {
    let settings = makeForm()
    let driver = FormDriver(form: settings.form)
    var screen = Screen(rows: 60, columns: 110)
    screen.draw(driver.frame(columns: 110))
    let text = screen.text
    for expected in [
      "> Name", "[x] Notifications", "Level: 5 of 10", "Theme       [System]  Light   Dark", "  Servers",
      "  > eu.example.org", "[ Test connection ]", "Summary: Ada, port 8080, system theme, 2 servers",
    ] {
      #expect(text.contains(expected), "\(expected)")
    }
  }

  @Test func anyOutOfRangePortIsRefusedNamingThePortsRange() {
    let settings = makeForm()
    for text in ["0", "70000", "99999999999999999999999", "-99999999999999999999999"] {
      settings.portField.enterText(text)
      settings.portField.endEditing()
      let error = settings.portField.$text.bindingToken?.validationError.map { "\($0)" }
      #expect(error == "a port is 1 to 65535", "\(text)")
      #expect(settings.model.port == 8080)
    }
    settings.portField.enterText("8o80")
    settings.portField.endEditing()
    #expect(settings.portField.$text.bindingToken?.validationError.map { "\($0)" } != "a port is 1 to 65535")
  }

  @Test func theListsButtonsAreEnabledOnlyWhenTheyCanAct() {
    let settings = makeForm()
    #expect(settings.model.selectedServer == 0)
    #expect(!settings.addButton.isEnabled)
    #expect(!settings.upButton.isEnabled)  // row 0
    #expect(settings.downButton.isEnabled)
    settings.serverList.selectRow(1)
    #expect(settings.upButton.isEnabled)
    #expect(!settings.downButton.isEnabled)  // the last row
    settings.serverField.enterText("  ")
    #expect(!settings.addButton.isEnabled)  // blanks are no host
    settings.model.selectedServer = nil
    #expect(!settings.removeButton.isEnabled)
    #expect(!settings.upButton.isEnabled)
    #expect(!settings.downButton.isEnabled)
  }

  @Test func theAlertAndAConnectionsStatusClearWhenTheyNoLongerHold() {
    let settings = makeForm()
    settings.serverField.enterText("eu.example.org")
    settings.addButton.tap()
    #expect(settings.alertLabel.text == "! eu.example.org is in the list already.")
    settings.serverField.enterText("eu.example.or")  // the host it named is no longer typed
    #expect(settings.alertLabel.text == "")
    settings.serverField.enterText("eu.example.org")
    settings.addButton.tap()
    settings.serverList.deleteRow(at: 0)  // the server it named is gone
    #expect(settings.alertLabel.text == "")
    settings.model.status = "Connected: us.example.org answers."
    #expect(settings.statusLabel.text == "Connected: us.example.org answers.")
    settings.model.servers.append("db.example.org")
    #expect(settings.model.status == "Ready.")  // the list changed
    settings.model.status = "Connection failed: no address."
    settings.serverList.selectRow(1)
    #expect(settings.statusLabel.text == "Ready.")
  }

}
