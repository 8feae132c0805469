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
