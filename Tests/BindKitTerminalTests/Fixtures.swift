import BindKit
import BindKitTerminal
import BindKitViews

/// A preferences model with one property per kind of control.
final class Preferences: BindableObject {
  @Bound var name = "Ada"
  @Bound var port = 8080
  @Bound var volume: Float = 0.5
  @Bound var on = false

  override init() {
    super.init()
    setValidator(for: \.port) { port in
      guard (1...65_535).contains(port) else { throw ConversionError("1 to 65535") }
    }
  }
}

/// Draws `driver`'s current frame into an 80 x 24 in-memory screen, and returns its text.
func screenText(_ driver: FormDriver, columns: Int = 80) -> String {
  var screen = Screen(rows: 24, columns: columns)
  screen.draw(driver.frame(columns: columns))
  return screen.text
}

/// Feeds each character of `text` to `driver` as a typed key.
func type(_ text: String, into driver: FormDriver) {
  for character in text { driver.handle(.character(character)) }
}

/// One section of ``FiftyControlForm``: ten bound properties, each shown by one built-in adapter.
final class Account: BindableObject {
  @Bound var name: String
  @Bound var email: String
  @Bound var status = "Connected"
  @Bound var summary = "3 devices, last seen today"
  @Bound var notifies = true
  @Bound var isPublic = false
  @Bound var volume: Float = 0.5
  @Bound var retries: Double = 3
  @Bound var plan = 1
  @Bound var action = "Sync now"

  init(number: Int) {
    name = "Account \(number)"
    email = "user\(number)@example.com"
    super.init()
  }
}

/// The form of the `terminal.*` benchmark cases (Benchmarks/Sources/bindkit-bench/TerminalCases.swift): five
/// sections, each an ``Account`` bound to two text fields, two labels, two switches, a slider, a stepper, a segmented
/// control and a button; 50 controls. The focus starts on the first text field (`name1`).
struct FiftyControlForm {
  let accounts = (1...5).map { Account(number: $0) }
  let driver: FormDriver

  init(usesColor: Bool = false) {
    struct Views {
      let name = TextField()
      let email = TextField()
      let status = Label()
      let summary = Label()
      let notifies = Switch()
      let isPublic = Switch()
      let volume = Slider()
      let retries = Stepper()
      let plan = SegmentedControl(segments: ["Free", "Team", "Enterprise"])
      let action = Button()

      init(boundTo account: Account) {
        account.bind(key: \.name, toView: name, viewKey: \.text)
        account.bind(key: \.email, toView: email, viewKey: \.text)
        account.bind(key: \.status, toView: status, viewKey: \.text)
        account.bind(key: \.summary, toView: summary, viewKey: \.text)
        account.bind(key: \.notifies, toView: notifies, viewKey: \.isOn)
        account.bind(key: \.isPublic, toView: isPublic, viewKey: \.isOn)
        account.bind(key: \.volume, toView: volume, viewKey: \.value)
        account.bind(key: \.retries, toView: retries, viewKey: \.value)
        account.bind(key: \.plan, toView: plan, viewKey: \.selectedSegmentIndex)
        account.bind(key: \.action, toView: action, viewKey: \.title)
      }
    }
    let views = accounts.map { Views(boundTo: $0) }
    driver = FormDriver(
      form: Form {
        for (index, section) in views.enumerated() {
          let number = index + 1
          Section("Account \(number)") {
            Field("Name", section.name, name: "name\(number)")
            Field("Email", section.email, name: "email\(number)")
            Field("Status", section.status, name: "status\(number)")
            Field("Devices", section.summary, name: "devices\(number)")
            Field("Notify me", section.notifies, name: "notify\(number)")
            Field("Public profile", section.isPublic, name: "public\(number)")
            Field("Volume", section.volume, name: "volume\(number)")
            Field("Retries", section.retries, name: "retries\(number)")
            Field("Plan", section.plan, name: "plan\(number)")
            Field("Sync", section.action, name: "sync\(number)")
          }
        }
      }, usesColor: usesColor)
  }
}
