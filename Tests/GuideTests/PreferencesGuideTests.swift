import BindKit
import BindKitPreferences
import BindKitViews
import Foundation
import Testing

// The examples of Docs/Preferences.md, compiled and run. The guide quotes the code between the matching
// `// MARK:` lines; keep the two in step.

// MARK: Guide: the store

/// A mail client's settings, kept in a file.
final class MailSettings: PreferenceStore {
  @Bound var serverName = "mail.example.org"
  @Bound var port = 993
  @Bound var checksEveryMinutes = 5

  override class var keys: [PreferenceKey] {
    [
      PreferenceKey("serverName", \MailSettings.serverName),
      PreferenceKey("port", \MailSettings.port),
      PreferenceKey("checksEveryMinutes", \MailSettings.checksEveryMinutes),
    ]
  }
}

// MARK: -

// MARK: Guide: the main-actor scheduler
@MainActor func openSettings(_ file: URL) -> MailSettings {
  MailSettings(fileURL: file, scheduler: MainActorPreferenceScheduler())
}
// MARK: -

// MARK: Guide: a summary of the buffer
extension BufferedController where Model == MailSettings {
  /// What Apply would write, in one line.
  var summary: String { "\(self.serverName):\(self.port), every \(self.checksEveryMinutes) min" }
}
// MARK: -

@Suite struct PreferencesGuideTests {
  @Test @MainActor func aSummaryOfTheBufferFollowsItsEditsAndTheModel() throws {
    let folder = NSTemporaryDirectory() + "/bindkit-guide-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let settings = MailSettings(fileURL: URL(fileURLWithPath: folder + "/mail.json"))
    let buffer = BufferedController(model: settings)
    let portField = TextField()
    let summaryLabel = Label()
    buffer.bind(key: \.port, toView: portField, viewKey: \.text, converter: .integerText)
    buffer.bound(\.summary) => summaryLabel.bindable.text
    #expect(summaryLabel.text == "mail.example.org:993, every 5 min")
    portField.$text.userDidEdit("143")
    #expect(summaryLabel.text == "mail.example.org:143, every 5 min")
    #expect(settings.port == 993)
    settings.checksEveryMinutes = 10  // the model's change, where nothing is pending
    #expect(summaryLabel.text == "mail.example.org:143, every 10 min")
    buffer.revert()
    #expect(summaryLabel.text == "mail.example.org:993, every 10 min")
  }

  @Test func theStoreKeepsItsValuesAndTheBufferHoldsThemUntilSave() throws {
    let folder = NSTemporaryDirectory() + "/bindkit-guide-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = URL(fileURLWithPath: folder + "/mail.json")
    // MARK: Guide: binding and saving
    let settings = MailSettings(fileURL: file)
    let buffer = BufferedController(model: settings)
    buffer.validator = { $0.port > 0 && $0.port < 65536 ? [] : ["the port is from 1 to 65535"] }

    let serverField = TextField()
    buffer.bind(key: \.serverName, toView: serverField, viewKey: \.text)
    serverField.$text.userDidEdit("imap.example.com")  // the buffer holds it; settings does not see it yet

    buffer.save()  // Apply: one transaction on settings
    settings.flush()  // the file now holds it (call it before the program ends)
    // MARK: -
    #expect(settings.serverName == "imap.example.com")
    #expect(MailSettings(fileURL: file).serverName == "imap.example.com")
  }
}

extension PreferencesGuideTests {
  @Test @MainActor func aStoreOnTheMainActorSchedulerWritesItsChangesByItself() async throws {
    let folder = NSTemporaryDirectory() + "/bindkit-guide-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let settings = openSettings(URL(fileURLWithPath: folder + "/mail.json"))
    settings.port = 143
    #expect(settings.hasUnwrittenChanges)
    // Written when the burst ends (200 ms on the continuous clock), with no flush: waited for, not timed.
    let limit = ContinuousClock.now + .seconds(30)
    while settings.hasUnwrittenChanges, ContinuousClock.now < limit { try await Task.sleep(for: .milliseconds(10)) }
    #expect(!settings.hasUnwrittenChanges)
    #expect(MailSettings(fileURL: settings.fileURL).port == 143)
  }
}

/// Docs/Preferences.md quotes the code of this file as it is.
@Suite struct PreferencesGuideQuoteTests {
  @Test func theGuideQuotesTheCompiledExamples() throws {
    let testFile = String(#filePath)
    let source = try String(contentsOf: URL(fileURLWithPath: testFile), encoding: .utf8)
    var root = testFile
    for _ in 0..<3 { root = String(root[..<root.lastIndex(of: "/")!]) }
    let guide = try String(contentsOf: URL(fileURLWithPath: root + "/Docs/Preferences.md"), encoding: .utf8)
    let blocks = guideBlocks(in: source)
    #expect(blocks.count == 4)
    for (name, code) in blocks {
      #expect(guide.contains("```swift\n" + code + "\n```"), "Docs/Preferences.md does not quote '\(name)'")
    }
  }
}
