import BindKit
import BindKitPreferences
import BindKitViews
import Foundation
import Glibc
import Testing

/// The real-clock scheduler. These tests assert order and outcome, never speed: each waits for what it expects with
/// a generous bound, and the delays are short so that the wait is too.
@Suite @MainActor struct MainActorPreferenceSchedulerTests {
  /// Waits until `condition` holds, or `limit` has passed; returns whether it holds.
  private func eventually(within limit: Duration = .seconds(30), _ condition: () -> Bool) async -> Bool {
    let end = ContinuousClock.now + limit
    while !condition() {
      guard ContinuousClock.now < end else { return false }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return true
  }

  @Test func worksRunOnTheMainActorInOrderOfDueTimeAndNeverBeforeTheirDelay() async {
    let scheduler = MainActorPreferenceScheduler()
    let start = ContinuousClock.now
    var ran: [(Int, Duration)] = []
    for milliseconds in [30, 10, 20] {
      scheduler.schedule(after: .milliseconds(milliseconds)) {
        MainActor.preconditionIsolated()
        ran.append((milliseconds, ContinuousClock.now - start))
      }
    }
    #expect(scheduler.pendingCount == 3)
    #expect(ran.isEmpty)  // scheduled, not run: schedule never runs a work at once
    #expect(await eventually { ran.count == 3 })
    #expect(ran.map(\.0) == [10, 20, 30])
    for (milliseconds, elapsed) in ran { #expect(elapsed >= .milliseconds(milliseconds)) }
    #expect(scheduler.pendingCount == 0)
  }

  @Test func aBurstIsOneWriteAndTheFileIsWrittenWithoutAFlush() async {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let scheduler = MainActorPreferenceScheduler()
    let settings = TestSettings(
      fileURL: folder.file, scheduler: scheduler, burstInterval: .milliseconds(20), checkInterval: nil)
    for port in 1...50 { settings.port = port }
    #expect(scheduler.pendingCount == 1)  // fifty changes, one write waiting
    #expect(folder.contents() == nil)
    #expect(await eventually { !settings.hasUnwrittenChanges })
    #expect(folder.json()?["port"] as? Int == 50)
    #expect(scheduler.pendingCount == 0)
  }

  @Test func aFailedWriteIsRetriedByItselfOnceTheFolderTakesIt() async throws {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let scheduler = MainActorPreferenceScheduler()
    let settings = TestSettings(
      fileURL: folder.file, scheduler: scheduler, burstInterval: .milliseconds(5), retryInterval: .milliseconds(20),
      checkInterval: nil)
    // A folder in the temporary file's place makes the write fail, whoever runs the test.
    let temporary = folder.file.path + ".tmp-\(getpid())"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
    settings.port = 2
    #expect(await eventually { settings.writeError != nil })
    #expect(folder.contents() == nil && settings.hasUnwrittenChanges)
    #expect(scheduler.pendingCount == 1)  // the retry
    try FileManager.default.removeItem(atPath: temporary)
    #expect(await eventually { settings.writeError == nil })
    #expect(folder.json()?["port"] as? Int == 2)
    #expect(!settings.hasUnwrittenChanges)
  }

  @Test func anExternalEditReachesABoundViewByItself() async {
    let folder = TemporaryFolder()
    defer { folder.cleanUp() }
    let settings = TestSettings(
      fileURL: folder.file, scheduler: MainActorPreferenceScheduler(), checkInterval: .milliseconds(10))
    let label = Label()
    settings.bind(key: \.serverName, toView: label, viewKey: \.text)
    folder.write(#"{"serverName": "edited.example"}"#)
    #expect(await eventually { label.text == "edited.example" })
  }
}
