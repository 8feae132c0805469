import BindKit
import Foundation
import SettingsCore
import TestSupport
import Testing

/// The settings model's own rules, with no view: validators, derived text, adding servers, its file.
@Suite struct SettingsModelTests {
  /// The settings file's folder, a new one for each test.
  private let folder: TemporaryFolder
  init() throws { folder = try TemporaryFolder() }
  private func makeModel() -> SettingsModel {
    SettingsModel(fileURL: URL(fileURLWithPath: folder.file("settings.json")))
  }

  @Test func valuesOutOfRangeInTheFileFallBackToTheirDefaults() throws {
    let text = #"{"name": "  ", "port": 0, "volume": 99, "servers": ["ok.example.org", "a b", ""], "theme": 2}"#
    try text.write(toFile: folder.file("settings.json"), atomically: true, encoding: .utf8)
    let model = makeModel()
    #expect(model.name == "Ada" && model.port == 8080 && model.volume == 5)
    #expect(model.servers == ["ok.example.org"] && model.theme == .dark)
    #expect(model.selectedServer == 0)
  }

  @Test func theDerivedTextFollowsThePropertiesItReads() {
    let model = makeModel()
    #expect(model.summary == "Ada, port 8080, system theme, 2 servers")
    #expect(model.volumeText == "5 of 10")
    model.volume = 0
    #expect(model.volumeText == "muted")
    model.notifications = false
    #expect(model.volumeText == "off")
  }

  @Test func addingAServerAppendsItSelectsItAndClearsTheField() {
    let model = makeModel()
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
    let model = makeModel()
    #expect(model.hasSelection)
    model.selectedServer = 5
    #expect(!model.hasSelection)
    #expect(model.selectedHost == nil)
  }
}
