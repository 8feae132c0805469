import BindKit
import BindKitPreferences
import BindKitViews
import Foundation
import Glibc
import Testing

/// The store's own look at its file: with a scheduler, every `checkInterval` it takes a change made elsewhere,
/// without a `reload()`. Time moves only through the manual scheduler.
@Suite struct FileCheckTests {
  /// Rewrites the file in place, as an editor that truncates and writes does: the inode stays, the size changes.
  private func writeInPlace(_ folder: TemporaryFolder, _ text: String) {
    let fd = open(folder.file.path, O_WRONLY | O_TRUNC | O_CLOEXEC)
    precondition(fd >= 0)
    _ = text.utf8CString.withUnsafeBufferPointer { Glibc.write(fd, $0.baseAddress!, $0.count - 1) }
    close(fd)
  }

  private func inode(_ folder: TemporaryFolder) -> ino_t? {
    var status = stat()
    return stat(folder.file.path, &status) == 0 ? status.st_ino : nil
  }

  @Test func anExternalEditReachesABoundViewAtTheNextCheckWithoutReload() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let clock = ManualPreferenceScheduler()
    let settings = TestSettings(fileURL: folder.file, scheduler: clock, checkInterval: .seconds(1))
    let label = Label()
    settings.bind(key: \.serverName, toView: label, viewKey: \.text)
    // Another process's store writes the file: a new version renamed over it.
    let other = TestSettings(fileURL: folder.file)
    other.serverName = "edited.example"
    #expect(other.flush())
    clock.advance(by: .milliseconds(999))
    #expect(label.text == "localhost")  // not before the check
    clock.advance(by: .milliseconds(1))
    #expect(label.text == "edited.example" && settings.serverName == "edited.example")
    #expect(!settings.hasUnwrittenChanges)  // taken from the file, not a change to write back
    #expect(settings.loadProblem == nil)
  }

  @Test func anEditInPlaceIsSeenAndTheChecksGoOn() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    folder.write(#"{"port": 1}"#)
    let clock = ManualPreferenceScheduler()
    let settings = TestSettings(fileURL: folder.file, scheduler: clock, checkInterval: .seconds(1))
    let before = inode(folder)
    writeInPlace(folder, #"{"port": 22}"#)
    clock.advance(by: .seconds(1))
    #expect(settings.port == 22)
    writeInPlace(folder, #"{"port": 333}"#)
    clock.advance(by: .seconds(1))
    #expect(settings.port == 333)
    #expect(inode(folder) == before)
  }

  @Test func aLocalChangeNotYetWrittenIsKeptAndTheOtherKeysAreTaken() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let clock = ManualPreferenceScheduler()
    let settings = TestSettings(
      fileURL: folder.file, scheduler: clock, burstInterval: .seconds(10), checkInterval: .seconds(1))
    settings.port = 7
    folder.write(#"{"port": 9, "serverName": "other.example"}"#)
    clock.advance(by: .seconds(1))
    #expect(settings.serverName == "other.example")
    #expect(settings.port == 7 && settings.hasUnwrittenChanges)
    clock.advance(by: .seconds(9))  // the burst ends: this store's port is written beside the other's name
    let json = folder.json()
    #expect(json?["port"] as? Int == 7 && json?["serverName"] as? String == "other.example")
  }

  @Test func aFileHalfWrittenIsLeftAloneUntilItParses() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let clock = ManualPreferenceScheduler()
    let settings = TestSettings(fileURL: folder.file, scheduler: clock, checkInterval: .seconds(1))
    folder.write(#"{"serverName": "half"#)
    clock.advance(by: .seconds(3))
    #expect(settings.serverName == "localhost")
    #expect(settings.loadProblem == nil)
    #expect(!folder.entries().contains { $0.contains(".corrupt-") })  // not moved aside under the editor
    folder.write(#"{"serverName": "whole.example"}"#)
    clock.advance(by: .seconds(1))
    #expect(settings.serverName == "whole.example")
  }

  @Test func aStoreWithoutCheckIntervalTakesTheEditOnlyAtReload() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let clock = ManualPreferenceScheduler()
    let settings = TestSettings(fileURL: folder.file, scheduler: clock, checkInterval: nil)
    folder.write(#"{"port": 4}"#)
    clock.advance(by: .seconds(10))
    #expect(settings.port == 8080 && clock.pendingCount == 0)
    settings.reload()
    #expect(settings.port == 4)
  }

  @Test func aStoreThatIsGoneStopsChecking() {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let clock = ManualPreferenceScheduler()
    weak var gone: TestSettings?
    do {
      let settings = TestSettings(fileURL: folder.file, scheduler: clock, checkInterval: .seconds(1))
      gone = settings
    }
    #expect(gone == nil)
    clock.advance(by: .seconds(1))
    #expect(clock.pendingCount == 0)
  }
}
