public import BindKit
public import BindKitPreferences
public import Foundation

/// What the logon demo remembers between runs: the username of the last log-on made with "remember me" on.
///
/// A `PreferenceStore` kept in a file (`--config PATH`, or ``defaultPath``). The form fills the username field and
/// turns "remember me" on at start when a name is remembered; an accepted log-on with "remember me" off forgets
/// it. The password is never kept.
public final class LogonMemory: PreferenceStore {
  /// The remembered username; empty when none is.
  @Bound public var username = ""

  /// The keys kept in the file, by their names there.
  public override class var keys: [PreferenceKey] {
    [PreferenceKey("username", \LogonMemory.username)]
  }

  /// The file without `--config`: `$XDG_CONFIG_HOME/bindkit-logon-demo/preferences.json`, or under `~/.config`.
  public static var defaultPath: String {
    PreferenceStore.defaultFileURL(appName: "bindkit-logon-demo").path
  }

  /// The memory kept in `fileURL` (nothing remembered when the file has nothing, or cannot be read). With a
  /// `scheduler`, a failed write is retried by itself, and a name remembered by another run reaches the form.
  public init(fileURL: URL, scheduler: (any PreferenceScheduler)? = nil) {
    super.init(fileURL: fileURL, scheduler: scheduler)
  }
}
