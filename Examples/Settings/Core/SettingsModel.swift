public import BindKit
public import BindKitPreferences
public import Foundation

/// The look the settings demo offers, shown in a segmented control through the `.rawValue` converter.
public enum Theme: Int, Sendable, CaseIterable, Codable {
  /// Follow the system.
  case system
  /// Light.
  case light
  /// Dark.
  case dark

  /// The segments' titles, in raw-value order.
  public static let titles = ["System", "Light", "Dark"]
}

/// The preferences: what the form edits, and what it derives, kept in a file.
///
/// The model has no idea of views. It is a `PreferenceStore`: the name, the port, the sound, the theme and the
/// servers are kept in its file (``keys``); the selection, the typed host and the status are not. Its rules are the
/// validators (a name of 1 to 20 characters, a port from 1 to 65535), so a bad value never reaches it; its derived
/// text (``volumeText``, ``summary``) are computed properties that views bind one way and that follow the `@Bound`
/// properties they read.
public final class SettingsModel: PreferenceStore {
  /// The display name (bound with `updates: .onCommit`: Enter or Apply writes it).
  @Bound public var name = "Ada"
  /// The server port, 1 to 65535 (typed as text, through the `.integerText` converter).
  @Bound public var port = 8080
  /// Whether notifications are on; the volume controls are enabled only then.
  @Bound public var notifications = true
  /// The notification volume, 0 to 10 (a slider and a stepper, both through `.numeric`).
  @Bound public var volume = 5
  /// The look.
  @Bound public var theme = Theme.system
  /// The servers, in order of preference.
  @Bound public var servers = ["eu.example.org", "us.example.org"]
  /// The selected server's index, or nil.
  @Bound public var selectedServer: Int? = 0
  /// The host typed into the "New server" field.
  @Bound public var newServer = ""
  /// The status line.
  @Bound public var status = "Ready."
  /// A one-shot message for the view (a failed Apply, a refused server); the view shows it in its alert line.
  @ViewAction public var alert: (String) -> Void

  /// The longest name.
  public static let maximumNameLength = 20

  /// The keys kept in the file, by their names there.
  public override class var keys: [PreferenceKey] {
    [
      PreferenceKey("name", \SettingsModel.name), PreferenceKey("port", \SettingsModel.port),
      PreferenceKey("notifications", \SettingsModel.notifications), PreferenceKey("volume", \SettingsModel.volume),
      PreferenceKey("theme", \SettingsModel.theme), PreferenceKey("servers", \SettingsModel.servers),
    ]
  }

  /// The volume as the label beside the controls shows it: derived, bound one way.
  public var volumeText: String { Self.volumeText(notifications: notifications, volume: volume) }

  /// One line about everything: derived, bound one way.
  public var summary: String { Self.summary(name: name, port: port, theme: theme, serverCount: servers.count) }

  /// The volume's text: "off", "muted" or "N of 10".
  public static func volumeText(notifications: Bool, volume: Int) -> String {
    guard notifications else { return "off" }
    return volume == 0 ? "muted" : "\(volume) of 10"
  }

  /// The summary's text.
  public static func summary(name: String, port: Int, theme: Theme, serverCount: Int) -> String {
    let count = serverCount == 1 ? "1 server" : "\(serverCount) servers"
    return "\(name), port \(port), \(Theme.titles[theme.rawValue].lowercased()) theme, \(count)"
  }

  /// Whether a server is selected (the Remove, Move and Test buttons need one).
  public var hasSelection: Bool { selectedServer.map { servers.indices.contains($0) } ?? false }

  /// Whether a host is typed (the Add button needs one).
  public var canAddServer: Bool { !Self.trimmed(newServer).isEmpty }

  /// Whether the selected server can move up: it is not the first.
  public var canMoveUp: Bool { hasSelection && (selectedServer ?? 0) > 0 }

  /// Whether the selected server can move down: it is not the last.
  public var canMoveDown: Bool { hasSelection && (selectedServer ?? 0) < servers.count - 1 }

  /// The port's text converter: a whole number, and any number out of range (however long) is refused naming the
  /// port's range, as the validator refuses 0 or 70000.
  public static let portText = Converter<Int, String>(
    toView: { String($0) },
    toModel: { text in
      do {
        return try Converter<Int, String>.integerText.toModel(text)
      } catch {
        let digits = trimmed(text).drop { $0 == "+" || $0 == "-" }.filter { $0 != " " && $0 != "_" }
        if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) {
          throw ConversionError("a port is 1 to 65535")
        }
        throw error
      }
    })

  /// The selected server's host, or nil.
  public var selectedHost: String? {
    guard let selectedServer, servers.indices.contains(selectedServer) else { return nil }
    return servers[selectedServer]
  }

  /// The preferences kept in `fileURL`: the defaults where the file has no value (or none at all). A value out of
  /// range there (a file edited by hand) falls back to its default, as a value of the wrong type does. With a
  /// `scheduler`, a burst of changes is written `burstInterval` after its first change, a failed write is retried,
  /// and a change made to the file elsewhere reaches the form by itself.
  public init(
    fileURL: URL, scheduler: (any PreferenceScheduler)? = nil, burstInterval: Duration = .milliseconds(200)
  ) {
    super.init(fileURL: fileURL, scheduler: scheduler, burstInterval: burstInterval)
    setValidator(for: \.name, Self.validateName)
    setValidator(for: \.port, Self.validatePort)
    var name = name
    if (try? Self.validateName(&name)) == nil { self.name = "Ada" }
    if (try? Self.validatePort(&port)) == nil { port = 8080 }
    if !(0...10).contains(volume) { volume = 5 }
    let hosts = servers.map(Self.trimmed).filter { !$0.isEmpty && !$0.contains(where: \.isWhitespace) }
    if hosts != servers { servers = hosts }
    if !hasSelection { selectedServer = servers.isEmpty ? nil : 0 }
  }

  /// The name's rule: trimmed, 1 to ``maximumNameLength`` characters.
  public static func validateName(_ name: inout String) throws {
    name = trimmed(name)
    guard !name.isEmpty else { throw ConversionError("a name is needed") }
    guard name.count <= maximumNameLength else { throw ConversionError("at most \(maximumNameLength) characters") }
  }

  /// The port's rule: 1 to 65535.
  public static func validatePort(_ port: inout Int) throws {
    guard (1...65_535).contains(port) else { throw ConversionError("a port is 1 to 65535") }
  }

  /// Adds ``newServer`` (trimmed) at the end of the list and selects it; says why not through ``alert`` when it is
  /// empty, has a space, or is in the list already.
  public func addServer() {
    let host = Self.trimmed(newServer)
    guard !host.isEmpty else { return alert("Type a host name first.") }
    guard !host.contains(where: \.isWhitespace) else { return alert("A host name has no spaces.") }
    guard !servers.contains(host) else { return alert("\(host) is in the list already.") }
    updateBoundProperties {
      mutate(\.servers) { $0.append(host) }
      selectedServer = servers.count - 1
      newServer = ""
      status = "Added \(host)."
    }
  }

  /// `text` without leading and trailing whitespace.
  static func trimmed(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }
}
