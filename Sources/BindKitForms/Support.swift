package import FoundationEssentials

/// Text as a form's value descriptions write it, shared by the front ends.
package enum FormText {
  /// `text` with each control character written as `\u{XX}`, so that output stays on one line.
  package static func escapingControls(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .control {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` in double quotes, with `"`, `\` and control characters escaped.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default: result += escapingControls(String(scalar))
      }
    }
    return result + "\""
  }

  /// `value` without a fraction when it has none, with up to two decimals otherwise.
  package static func number(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    let hundredths = (value * 100).rounded() / 100
    return "\(hundredths)"
  }

  /// `YYYY-MM-DD` or `YYYY-MM-DD HH:MM`, in UTC.
  package static func date(from text: String) -> Date? {
    let parts = text.split { $0 == " " || $0 == "-" || $0 == ":" || $0 == "T" }.map { Int($0) }
    guard parts.count == 3 || parts.count == 5, parts.allSatisfy({ $0 != nil }) else { return nil }
    let numbers = parts.map { $0! }
    guard (1...12).contains(numbers[1]), (1...31).contains(numbers[2]), abs(numbers[0]) < 100_000 else { return nil }
    let hour = parts.count == 5 ? numbers[3] : 0
    let minute = parts.count == 5 ? numbers[4] : 0
    guard (0..<24).contains(hour), (0..<60).contains(minute),
      numbers[2] <= CivilTime.daysIn(year: numbers[0], month: numbers[1])
    else { return nil }
    let days = CivilTime.days(year: numbers[0], month: numbers[1], day: numbers[2])
    return Date(timeIntervalSince1970: Double(days) * 86_400 + Double(hour * 3600 + minute * 60))
  }
}

/// A date as UTC calendar fields, for drawing and editing a ``DatePicker`` field by field.
package struct CivilTime {
  package var year: Int
  package var month: Int
  package var day: Int
  package var hour: Int
  package var minute: Int
  package var second: Double

  /// Year, month, day, hour, minute.
  package static let partCount = 5

  package init(_ date: Date) {
    let interval = date.timeIntervalSince1970
    let seconds = interval.isFinite ? min(max(interval, -1e14), 1e14) : 0
    let days = Int((seconds / 86_400).rounded(.down))
    let inDay = seconds - Double(days) * 86_400
    (year, month, day) = Self.civil(fromDays: days)
    hour = Int(inDay / 3600)
    minute = Int(inDay.truncatingRemainder(dividingBy: 3600) / 60)
    second = inDay.truncatingRemainder(dividingBy: 60)
  }

  /// The fields as drawn: `2026`, `11`, `30`, `17`, `46`.
  package var parts: [String] {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return ["\(year)", two(month), two(day), two(hour), two(minute)]
  }

  /// The date `amount` units of field `part` later (a month keeps its day when it can, or takes its last one).
  package func adding(_ amount: Int, toPart part: Int) -> Date {
    var time = self
    switch part {
    case 0: time.year += amount
    case 1:
      let months = time.year * 12 + (time.month - 1) + amount
      time.year = Int((Double(months) / 12).rounded(.down))
      time.month = months - time.year * 12 + 1
    case 2: return Date(timeIntervalSince1970: time.interval + Double(amount) * 86_400)
    case 3: return Date(timeIntervalSince1970: time.interval + Double(amount) * 3600)
    default: return Date(timeIntervalSince1970: time.interval + Double(amount) * 60)
    }
    time.day = min(time.day, Self.daysIn(year: time.year, month: time.month))
    return Date(timeIntervalSince1970: time.interval)
  }

  package var interval: Double {
    Double(Self.days(year: year, month: month, day: day)) * 86_400 + Double(hour * 3600 + minute * 60) + second
  }

  package static func daysIn(year: Int, month: Int) -> Int {
    days(year: month == 12 ? year + 1 : year, month: month == 12 ? 1 : month + 1, day: 1)
      - days(year: year, month: month, day: 1)
  }

  /// Days since 1970-01-01 (H. Hinnant's `days_from_civil`).
  package static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The calendar date of a day since 1970-01-01 (H. Hinnant's `civil_from_days`).
  package static func civil(fromDays days: Int) -> (Int, Int, Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
