public import BindKit

/// A headless colour well: a custom adapter written only through BindKit's vendor protocol, as a third party
/// would write one. Docs/WritingAnAdapter.md walks through it.
///
/// ```swift
/// let well = ColorWell()
/// theme.bind(key: \.accent, toView: well, viewKey: \.color)
/// well.enterHex("#FF8800")  // theme.accent follows
/// ```
///
/// - `color` is the colour shown; a colour from the program or a model with a channel outside 0...1 shows clamped
///   (NaN as 0), and the model keeps its own.
/// - `hexText` is the same colour as `#RRGGBB`, computed only when read. Setting it (in code or from a model) to
///   valid hex changes `color`; invalid hex is shown as given and leaves `color` alone.
/// - The gestures do nothing while the well is disabled or hidden.
public final class ColorWell: BindableView {
  /// The view's binding bookkeeping.
  public let bindingRegistrar = BindingRegistrar()
  /// The colour shown, every channel in 0...1.
  @ViewProperty public var color = RGBColor.black
  /// The colour as `#RRGGBB`. Setting it to valid hex sets ``color``.
  @ViewProperty public var hexText = RGBColor.black.hex
  /// Whether a person can pick a colour.
  @ViewProperty public var isEnabled = true
  /// Whether the well is hidden.
  @ViewProperty public var isHidden = false

  /// The model the well was first bound to, held weakly; a front end can label the well with it.
  public private(set) weak var firstModel: BindableObject?

  /// Creates an enabled, black well.
  public init() {
    $color.normalize = { $0.clamped }
    // Computed from the colour when read, after each change of the colour.
    $hexText.derive(from: $color) { $0.hex }
    // Read other properties through their slots here, never through the property itself.
    $hexText.onChange = { [weak self] text in
      guard let self, let parsed = RGBColor(hex: text), parsed != $color.value else { return }
      $color.set(parsed)
      $hexText.markCurrent()  // the text just stored stands, as written
    }
  }

  /// Remembers the first model, weakly, when it is a ``BindableObject``.
  public func viewDidBind(to model: AnyObject) {
    firstModel = model as? BindableObject
  }

  /// A person picks a colour: clamped into range, shown, and reported (to the model bound to `hexText` too).
  /// Does nothing while the well is disabled or hidden.
  public func pick(_ newColor: RGBColor) {
    guard isEnabled, !isHidden else { return }
    report(newColor.clamped)
  }

  /// A person types a colour as hex (`#RRGGBB` or `RRGGBB`): shown, and reported like ``pick(_:)``. Text that is
  /// not a colour changes nothing, as does typing while the well is disabled or hidden.
  public func enterHex(_ text: String) {
    guard isEnabled, !isHidden, let parsed = RGBColor(hex: text) else { return }
    report(parsed)
  }

  private func report(_ newColor: RGBColor) {
    $color.userDidEdit(newColor)  // also marks hexText out of date (derived from color)
    if $hexText.isBound { $hexText.userDidEdit(newColor.hex) }
  }
}
