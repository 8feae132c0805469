public import BindKit

/// The look the settings demo offers, shown in a segmented control through the `.rawValue` converter.
public enum Theme: Int, Sendable, CaseIterable {
  /// Follow the system.
  case system
  /// Light.
  case light
  /// Dark.
  case dark

  /// The segments' titles, in raw-value order.
  public static let titles = ["System", "Light", "Dark"]
}

/// The preferences: what the form edits, and what it derives.
///
/// The model has no idea of views. Its rules are the validators (a name of 1 to 20 characters, a port from 1 to
/// 65535), so a bad value never reaches it; its derived text (``volumeText``, ``summary``) are computed properties
/// that views bind one way and that follow the `@Bound` properties they read.
public final class SettingsModel: BindableObject {
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

  /// The volume as the label beside the controls shows it: derived, bound one way.
  public var volumeText: String {
    guard notifications else { return "off" }
    return volume == 0 ? "muted" : "\(volume) of 10"
  }

  /// One line about everything: derived, bound one way.
  public var summary: String {
    let count = servers.count == 1 ? "1 server" : "\(servers.count) servers"
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

  /// Creates the default preferences.
  public override init() {
    super.init()
    setValidator(for: \.name) { name in
      name = SettingsModel.trimmed(name)
      guard !name.isEmpty else { throw ConversionError("a name is needed") }
      guard name.count <= SettingsModel.maximumNameLength else {
        throw ConversionError("at most \(SettingsModel.maximumNameLength) characters")
      }
    }
    setValidator(for: \.port) { port in
      guard (1...65_535).contains(port) else { throw ConversionError("a port is 1 to 65535") }
    }
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
