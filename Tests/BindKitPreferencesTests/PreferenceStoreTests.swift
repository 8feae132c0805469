import BindKit
import BindKitPreferences
import BindKitViews
import Foundation
import Glibc
import Synchronization
import Testing

@Suite struct PreferenceStoreTests {
  @Test func aNewStoreHasTheDefaultsAndWritesNothingUntilAChange() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let settings = TestSettings(fileURL: folder.file)
    #expect(settings.serverName == "localhost" && settings.port == 8080)
    #expect(settings.flush())
    #expect(folder.contents() == nil)
    #expect(settings.loadProblem == nil)
  }

  @Test func valuesSurviveANewStoreOnTheSameFile() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let first = TestSettings(fileURL: folder.file)
    first.serverName = "example.org"
    first.tags = ["a", "b"]
    #expect(first.hasUnwrittenChanges)
    #expect(first.flush())
    #expect(!first.hasUnwrittenChanges)
    let second = TestSettings(fileURL: folder.file)
    #expect(second.serverName == "example.org" && second.tags == ["a", "b"] && second.port == 8080)
  }

  @Test func theFileIsIndentedJSONWithSortedKeys() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let settings = TestSettings(fileURL: folder.file)
    settings.port = 9090
    settings.flush()
    #expect(folder.contents() == "{\n  \"port\" : 9090\n}\n")
  }

  @Test func aBurstOfChangesIsOneWriteWhenTheSchedulerRunsIt() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let clock = ManualPreferenceScheduler()
    // No file check: the only work the scheduler holds is the write.
    let settings = TestSettings(
      fileURL: folder.file, scheduler: clock, burstInterval: .milliseconds(200), checkInterval: nil)
    for port in 1...50 { settings.port = port }
    #expect(clock.pendingCount == 1)
    #expect(folder.contents() == nil)
    clock.advance(by: .milliseconds(199))
    #expect(folder.contents() == nil)
    clock.advance(by: .milliseconds(1))
    #expect(folder.json()?["port"] as? Int == 50)
    #expect(clock.pendingCount == 0)
    #expect(!settings.hasUnwrittenChanges)
  }

  @Test func aChangeAfterAWriteStartsTheNextBurst() {
    // Within a burst the store hears only the first change (it reads every value when it writes); once written,
    // it must hear the next change again, whether a program's set or a person's edit.
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let clock = ManualPreferenceScheduler()
    let settings = TestSettings(
      fileURL: folder.file, scheduler: clock, burstInterval: .milliseconds(200), checkInterval: nil)
    let field = TextField()
    settings.bind(key: \.serverName, toView: field, viewKey: \.text)
    settings.port = 1
    field.$text.userDidEdit("first.example")
    settings.port = 2
    #expect(clock.pendingCount == 1 && settings.hasUnwrittenChanges)
    clock.advance(by: .milliseconds(200))
    #expect(folder.json()?["port"] as? Int == 2)
    #expect(folder.json()?["serverName"] as? String == "first.example")
    #expect(!settings.hasUnwrittenChanges)
    field.$text.userDidEdit("second.example")
    #expect(clock.pendingCount == 1 && settings.hasUnwrittenChanges)
    settings.port = 3
    clock.advance(by: .milliseconds(200))
    #expect(folder.json()?["serverName"] as? String == "second.example")
    #expect(folder.json()?["port"] as? Int == 3)
    settings.port = 4
    #expect(clock.pendingCount == 1 && settings.hasUnwrittenChanges)
    #expect(settings.flush())
    #expect(folder.json()?["port"] as? Int == 4)
  }

  @Test func aBoundEditIsWrittenLikeAnyChange() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let clock = ManualPreferenceScheduler()
    let settings = TestSettings(fileURL: folder.file, scheduler: clock)
    let field = TextField()
    settings.bind(key: \.serverName, toView: field, viewKey: \.text)
    field.$text.userDidEdit("typed.example")
    clock.advance(by: .seconds(1))
    #expect(folder.json()?["serverName"] as? String == "typed.example")
  }

  @Test func revertToInitialValuesRestoresTheDefaultsAndWritesThem() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let settings = TestSettings(fileURL: folder.file)
    settings.serverName = "x"
    settings.port = 1
    settings.flush()
    settings.revertToInitialValues()
    #expect(settings.serverName == "localhost" && settings.port == 8080)
    settings.flush()
    #expect(folder.json()?["port"] as? Int == 8080)
  }

  @Test(arguments: [
    ("empty", Data()), ("truncated", Data("{\"port\": 90".utf8)), ("binary", Data([0x00, 0xFF, 0x13, 0x37, 0x80])),
    ("not an object", Data("[1, 2]".utf8)),
  ])
  func anUnreadableFileIsMovedAsideAndTheStoreStartsFromTheDefaults(kind: String, bytes: Data) {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    folder.write(bytes)
    let settings = TestSettings(fileURL: folder.file)
    #expect(settings.port == 8080)
    #expect(settings.loadProblem?.contains("moved aside to \(folder.file.path).corrupt-1") == true, "\(kind)")
    #expect(FileManager.default.contents(atPath: folder.file.path + ".corrupt-1") == bytes)
    #expect(folder.contents() == nil)
    // Reported once: writing the defaults later does not report it again, nor touch the kept file.
    settings.port = 1
    settings.flush()
    #expect(FileManager.default.contents(atPath: folder.file.path + ".corrupt-1") == bytes)
    #expect(!folder.entries().contains("preferences.json.corrupt-2"))
  }

  @Test func aKeyOfTheWrongTypeFallsBackAloneAndIsReported() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    folder.write(#"{"port": "eighty", "serverName": "kept.example"}"#)
    let settings = TestSettings(fileURL: folder.file)
    #expect(settings.port == 8080)
    #expect(settings.serverName == "kept.example")
    #expect(settings.loadProblem?.contains("port has the wrong type") == true)
  }

  @Test func keysTheProgramDoesNotKnowAreKeptOnWrite() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    folder.write(#"{"fromANewerVersion": {"nested": [1, 2.5, null, true]}, "port": 1}"#)
    let settings = TestSettings(fileURL: folder.file)
    settings.port = 2
    #expect(settings.flush())
    let json = folder.json()
    #expect(json?["port"] as? Int == 2)
    let kept = json?["fromANewerVersion"] as? [String: Any]
    #expect((kept?["nested"] as? [Any])?.count == 4)
  }

  @Test func anExternalEditReachesABoundViewAtReload() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let settings = TestSettings(fileURL: folder.file)
    let label = Label()
    settings.bind(key: \.serverName, toView: label, viewKey: \.text)
    folder.write(#"{"serverName": "edited.example"}"#)
    #expect(label.text == "localhost")
    settings.reload()
    #expect(label.text == "edited.example")
    #expect(!settings.hasUnwrittenChanges)
  }

  @Test func twoStoresOnOneFileKeepEachOthersKeys() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let a = TestSettings(fileURL: folder.file)
    let b = TestSettings(fileURL: folder.file)
    a.port = 1
    b.serverName = "b.example"
    #expect(a.flush())
    #expect(b.flush())
    #expect(b.port == 1)
    a.reload()
    #expect(a.serverName == "b.example")
    let json = folder.json()
    #expect(json?["port"] as? Int == 1 && json?["serverName"] as? String == "b.example")
  }

  @Test func aFailedWriteIsReportedKeepsTheValuesAndTheOldFileAndIsRetried() throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let clock = ManualPreferenceScheduler()
    let settings = TestSettings(fileURL: folder.file, scheduler: clock, retryInterval: .seconds(5))
    settings.port = 1
    clock.advance(by: .seconds(1))
    let old = folder.contents()
    // A folder in the temporary file's place: its open fails, as a full disk's or a read-only folder's write does,
    // whoever runs the test (root ignores permissions).
    let temporary = folder.file.path + ".tmp-\(getpid())"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
    let logged = LogCollector()
    BindKitDiagnostics.setLogHandler { level, message in logged.append("[\(level)] \(message)") }
    defer { BindKitDiagnostics.setLogHandler(nil) }
    settings.port = 2
    clock.advance(by: .seconds(1))
    #expect(settings.writeError?.contains("cannot write") == true)
    #expect(logged.messages.contains { $0.hasPrefix("[error] PreferenceStore: cannot write") })
    #expect(settings.port == 2 && settings.hasUnwrittenChanges)
    #expect(folder.contents() == old)
    try FileManager.default.removeItem(atPath: temporary)
    clock.advance(by: .seconds(5))
    #expect(settings.writeError == nil)
    #expect(folder.json()?["port"] as? Int == 2)
  }

  @Test func theDefaultFileIsUnderTheConfigFolder() {
    let url = PreferenceStore.defaultFileURL(appName: "demo")
    let xdg = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]
    if let xdg, xdg.hasPrefix("/") {
      #expect(url.path == xdg + "/demo/preferences.json")
    } else {
      #expect(url.path.hasSuffix("/.config/demo/preferences.json"))
    }
  }
}

final class LogCollector: Sendable {
  private let storage = Mutex<[String]>([])
  func append(_ message: String) { storage.withLock { $0.append(message) } }
  var messages: [String] { storage.withLock { $0 } }
}
