/// A colour as red, green and blue channels, each from 0 to 1.
public struct RGBColor: Hashable, Sendable, CustomStringConvertible {
  /// The red channel, 0...1.
  public var red: Double
  /// The green channel, 0...1.
  public var green: Double
  /// The blue channel, 0...1.
  public var blue: Double

  /// Creates a colour. Channels are stored as given; ``clamped`` moves them into 0...1.
  public init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Black, #000000.
  public static let black = RGBColor(red: 0, green: 0, blue: 0)
  /// White, #FFFFFF.
  public static let white = RGBColor(red: 1, green: 1, blue: 1)
  /// Red, #FF0000.
  public static let red = RGBColor(red: 1, green: 0, blue: 0)
  /// Blue, #0000FF.
  public static let blue = RGBColor(red: 0, green: 0, blue: 1)

  /// The colour with every channel moved into 0...1 (NaN becomes 0).
  public var clamped: RGBColor {
    func clamp(_ channel: Double) -> Double { channel.isNaN ? 0 : min(max(channel, 0), 1) }
    return RGBColor(red: clamp(red), green: clamp(green), blue: clamp(blue))
  }

  /// The colour as `#RRGGBB`, each channel (clamped) rounded to 0...255.
  public var hex: String {
    let color = clamped
    let bytes = [color.red, color.green, color.blue].map { channel in
      let digits = String(Int((channel * 255).rounded()), radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + bytes.joined()
  }

  /// Reads `#RRGGBB` or `RRGGBB` (either case); nil for anything else.
  public init?(hex: String) {
    let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
    guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
    var channels: [Double] = []
    var rest = digits
    while !rest.isEmpty {
      guard let byte = UInt8(rest.prefix(2), radix: 16) else { return nil }
      channels.append(Double(byte) / 255)
      rest = rest.dropFirst(2)
    }
    self.init(red: channels[0], green: channels[1], blue: channels[2])
  }

  /// The colour as `#RRGGBB`.
  public var description: String { hex }
}
