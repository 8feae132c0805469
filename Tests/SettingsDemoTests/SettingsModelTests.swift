import BindKit
import SettingsCore
import Testing

/// The settings model's own rules, with no view: validators, derived text, adding servers.
@Suite struct SettingsModelTests {
  @Test func theDerivedTextFollowsThePropertiesItReads() {
    let model = SettingsModel()
    #expect(model.summary == "Ada, port 8080, system theme, 2 servers")
    #expect(model.volumeText == "5 of 10")
    model.volume = 0
    #expect(model.volumeText == "muted")
    model.notifications = false
    #expect(model.volumeText == "off")
  }

  @Test func addingAServerAppendsItSelectsItAndClearsTheField() {
    let model = SettingsModel()
    var alerts: [String] = []
    let receiver = model.$alert => { alerts.append($0) }
    model.newServer = "  db.example.org "
    model.addServer()
    #expect(model.servers == ["eu.example.org", "us.example.org", "db.example.org"])
    #expect(model.selectedServer == 2)
    #expect(model.selectedHost == "db.example.org")
    #expect(model.newServer == "")
    model.newServer = "a b"
    model.addServer()
    model.newServer = "eu.example.org"
    model.addServer()
    #expect(model.servers.count == 3)
    #expect(alerts == ["A host name has no spaces.", "eu.example.org is in the list already."])
    receiver.unbind()
  }

  @Test func theSelectionIsOnlyASelectionWhileItNamesAServer() {
    let model = SettingsModel()
    #expect(model.hasSelection)
    model.selectedServer = 5
    #expect(!model.hasSelection)
    #expect(model.selectedHost == nil)
  }
}
