public import BindKit
public import BindKitForms

/// The well in a form: `Field("Colour", well)` puts it there, and any front end draws and drives it through
/// ``FormControl`` alone. A terminal that does not know the kind draws ``formValueDescription`` (`#FF8800`).
///
/// - Keys (through ``FormGesture``): Right or `+` makes the colour lighter, Left or `-` darker, by 17 of 255 in each
///   channel; Space or Enter picks the next colour of ``palette``.
/// - Scripts: `set colour #ff8800` (or `ff8800`) picks that colour; other text is refused with one error line.
extension ColorWell: FormControl {
  /// The well's kind, which no built-in front end knows.
  public static let formKind = FormControlKind("com.example.colorWell")

  /// The colours Space or Enter steps through.
  public static let palette: [RGBColor] = [
    .black, .red, RGBColor(red: 1, green: 0.5, blue: 0), RGBColor(red: 0, green: 1, blue: 0), .blue, .white,
  ]

  /// ``ColorWell/formKind``.
  public var formKind: FormControlKind { Self.formKind }
  /// Whether the well is enabled.
  public var isFormEnabled: Bool { isEnabled }
  /// Whether the well is hidden.
  public var isFormHidden: Bool { isHidden }
  /// The binding of the colour, or else of its hex text.
  public var formBindingToken: BindingToken? { $color.bindingToken ?? $hexText.bindingToken }
  /// The colour as `#RRGGBB`.
  public var formValueDescription: String { color.hex }

  /// Lighter (``FormGesture/increment``), darker (``FormGesture/decrement``), or the next colour of ``palette``
  /// (``FormGesture/activate``), each through ``pick(_:)``.
  public func perform(_ gesture: FormGesture) -> Bool {
    let step = 17.0 / 255
    func shifted(_ amount: Double) -> RGBColor {
      RGBColor(red: color.red + amount, green: color.green + amount, blue: color.blue + amount)
    }
    switch gesture {
    case .increment: pick(shifted(step))
    case .decrement: pick(shifted(-step))
    case .activate:
      let next = (Self.palette.firstIndex(of: color).map { $0 + 1 } ?? 0) % Self.palette.count
      pick(Self.palette[next])
    case .minimum: pick(.black)
    case .maximum: pick(.white)
    }
    return true
  }

  /// `set` picks a colour written as hex (``enterHex(_:)``); text that is not a colour is refused.
  public func perform(_ action: FormScriptAction) throws(FormControlError) {
    guard case .set(let text) = action else { throw .unsupported }
    guard RGBColor(hex: text) != nil else { throw .badValue(expected: "a colour written #RRGGBB") }
    enterHex(text)
  }

  /// Listens to the colour, `isEnabled` and `isHidden`.
  public func observeForm(_ changed: @escaping () -> Void) -> [ViewPropertyListener] {
    [
      $color.addListener { _ in changed() }, $isEnabled.addListener { _ in changed() },
      $isHidden.addListener { _ in changed() },
    ]
  }
}
