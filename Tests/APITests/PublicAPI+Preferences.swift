// The public API of BindKitPreferences, pinned (see PublicAPI.swift).

import BindKit
import BindKitPreferences
import Foundation

private final class PinnedSettings: PreferenceStore {
  @Bound var name = ""
  override class var keys: [PreferenceKey] { [PreferenceKey("name", \PinnedSettings.name)] }
}

private func pinPreferenceKey() {
  let key = PreferenceKey("name", \PinnedSettings.name)
  let _: String = key.name
}

private func pinPreferenceStore() {
  let clock = ManualPreferenceScheduler()
  let settings = PinnedSettings(
    fileURL: URL(fileURLWithPath: "/tmp/x.json"), scheduler: clock, burstInterval: .milliseconds(1),
    retryInterval: .seconds(1), checkInterval: .seconds(1))
  let other = PinnedSettings(appName: "app", fileName: "p.json", scheduler: nil)
  let _: URL = PreferenceStore.defaultFileURL(appName: "app", fileName: "p.json")
  let _: [PreferenceKey] = PinnedSettings.keys
  let _: Bool = settings.flush()
  settings.reload()
  settings.revertToInitialValues()
  let _: String? = settings.writeError
  let _: String? = other.loadProblem
  let _: URL = settings.fileURL
  let _: Duration = settings.burstInterval
  let _: Duration = settings.retryInterval
  let _: Duration? = settings.checkInterval
  let _: Bool = settings.hasUnwrittenChanges
}

private func pinManualPreferenceScheduler() {
  let clock = ManualPreferenceScheduler()
  let scheduler: any PreferenceScheduler = clock
  scheduler.schedule(after: .seconds(1)) {}
  clock.advance(by: .seconds(1))
  let _: Duration = clock.now
  let _: Int = clock.pendingCount
}

@MainActor private func pinMainActorPreferenceScheduler() {
  let scheduler = MainActorPreferenceScheduler()
  scheduler.schedule(after: .seconds(1)) {}
  let _: Int = scheduler.pendingCount
  let _ = PinnedSettings(fileURL: URL(fileURLWithPath: "/tmp/x.json"), scheduler: scheduler)
}

private func pinBufferedController() {
  let settings = PinnedSettings(appName: "app")
  let buffer = BufferedController(model: settings, appliesImmediately: false)
  buffer.name = "x"
  let _: String = buffer.name
  let _: PinnedSettings = buffer.model
  buffer.appliesImmediately = true
  let _: Bool = buffer.hasUnappliedChanges
  let _: [String] = buffer.errors
  buffer.validator = { _ in [] }
  let _: Bool = buffer.save()
  buffer.revert()
}
