import FoundationEssentials

/// The states in which a control ignores gestures: (isEnabled, isHidden) other than (true, false).
let disabledOrHidden: [(isEnabled: Bool, isHidden: Bool)] = [(false, false), (true, true), (false, true)]

/// A test-only text attribute, so attributed values can carry something that plain text does not.
enum Emphasis: AttributedStringKey {
  typealias Value = Int
  static let name = "BindKitViewsTests.Emphasis"
}

/// `text` with the ``Emphasis`` attribute over all of it.
func emphasized(_ text: String) -> AttributedString {
  var attributed = AttributedString(text)
  attributed[Emphasis.self] = 1
  return attributed
}
