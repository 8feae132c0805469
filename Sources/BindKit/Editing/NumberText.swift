import FoundationEssentials

/// Locale-free number text: how the text converters (`integerText`, `decimalText`) read and write numbers.
///
/// ``grouped(_:separator:)`` helps write a custom format whose text those converters still read back.
public enum NumberText {
  /// `value` with its digits grouped in threes by `separator` (a space by default): `12 345 678`.
  public static func grouped<Value: BinaryInteger>(_ value: Value, separator: String = " ") -> String {
    let digits = String(value.magnitude)
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
      let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
      groups.append(digits[start..<end])
      end = start
    }
    return (value < 0 ? "-" : "") + groups.reversed().joined(separator: separator)
  }

  /// `text` without leading and trailing whitespace.
  static func trimmed(_ text: String) -> Substring {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return text[first...last]
  }

  private static func isDigit(_ character: Character) -> Bool {
    character >= "0" && character <= "9"
  }

  /// `text` with its sign and digits only, or nil when it is not a sign and digits with single spaces or
  /// underscores between digits.
  private static func compactInteger(_ text: Substring) -> String? {
    var body = text
    var result = ""
    if let sign = body.first, sign == "+" || sign == "-" {
      if sign == "-" { result.append("-") }
      body = body.dropFirst()
    }
    guard let first = body.first, isDigit(first), let last = body.last, isDigit(last) else { return nil }
    var previousWasDigit = false
    for character in body {
      if isDigit(character) {
        result.append(character)
        previousWasDigit = true
      } else if previousWasDigit, character == "_" || character.isWhitespace {
        previousWasDigit = false
      } else {
        return nil
      }
    }
    return result
  }

  static func integer<Value: FixedWidthInteger>(_ text: String) throws -> Value {
    guard let compact = compactInteger(trimmed(text)) else {
      throw ConversionError("'\(text)' is not a whole number")
    }
    guard let value = Value(compact) else {
      throw ConversionError("'\(text)' is out of range (\(Value.min) to \(Value.max))")
    }
    return value
  }

  /// `text` as `[sign]digits[.digits][e[sign]digits]` with separators removed, or nil.
  private static func compactDecimal(_ text: Substring, allowsExponent: Bool) -> String? {
    var mantissa = text
    var exponent: Substring = ""
    if let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
      guard allowsExponent else { return nil }
      mantissa = text[..<marker]
      exponent = text[text.index(after: marker)...]
      guard compactInteger(exponent) != nil, !exponent.contains(where: { $0 == "_" || $0.isWhitespace }) else {
        return nil
      }
    }
    var sign = ""
    if let first = mantissa.first, first == "+" || first == "-" {
      if first == "-" { sign = "-" }
      mantissa = mantissa.dropFirst()
    }
    let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { return nil }
    let whole = parts[0]
    let fraction = parts.count == 2 ? parts[1] : nil
    var result = sign
    if !whole.isEmpty {
      guard whole.first.map(isDigit) == true, let digits = compactInteger(whole) else { return nil }
      result += digits
    } else {
      guard let fraction, !fraction.isEmpty else { return nil }
      result += "0"
    }
    if let fraction {
      if !fraction.isEmpty {
        guard fraction.first.map(isDigit) == true, let digits = compactInteger(fraction) else { return nil }
        result += "." + digits
      }
    }
    if !exponent.isEmpty { result += "e" + exponent }
    return result
  }

  static func decimal<Value: BinaryFloatingPoint & LosslessStringConvertible>(_ text: String) throws -> Value {
    guard let compact = compactDecimal(trimmed(text), allowsExponent: true), let value = Value(compact) else {
      throw ConversionError("'\(text)' is not a number")
    }
    guard value.isFinite else { throw ConversionError("'\(text)' is too large") }
    return value
  }

  static func decimalNumber(_ text: String) throws -> Decimal {
    guard let compact = compactDecimal(trimmed(text), allowsExponent: false), let value = Decimal(string: compact)
    else {
      throw ConversionError("'\(text)' is not a number")
    }
    return value
  }

  /// The shortest text that reads back as `value`, without a trailing `.0`.
  static func shortest<Value: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Value) -> String {
    if value == 0 { return "0" }
    let text = value.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// `value` with exactly `fractionDigits` digits after the point.
  static func fixed<Value: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Value, fractionDigits: Int)
    -> String
  {
    guard value.isFinite else { return value.description }
    var scale: Value = 1
    for _ in 0..<fractionDigits { scale *= 10 }
    let scaled = (value * scale).rounded(.toNearestOrAwayFromZero)
    // Exact as an integer only below 2^significandBitCount (and within Int64).
    let limit = Value(sign: .plus, exponent: Value.Exponent(min(Value.significandBitCount, 62)), significand: 1)
    guard scaled.magnitude < limit, let whole = Int64(exactly: scaled) else { return shortest(value) }
    if whole == 0 { return fractionDigits == 0 ? "0" : "0." + String(repeating: "0", count: fractionDigits) }
    var digits = String(whole.magnitude)
    if digits.count <= fractionDigits {
      digits = String(repeating: "0", count: fractionDigits - digits.count + 1) + digits
    }
    let sign = whole < 0 ? "-" : ""
    guard fractionDigits > 0 else { return sign + digits }
    let point = digits.index(digits.endIndex, offsetBy: -fractionDigits)
    return sign + digits[..<point] + "." + digits[point...]
  }
}
