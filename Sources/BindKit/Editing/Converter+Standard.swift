public import FoundationEssentials

// The converters most forms need. Text conversions are locale-free: they read and write numbers and dates the
// way Swift source code and ISO 8601 do, so a form behaves the same on every machine.

// MARK: Numbers to a stepper or a slider

extension Converter
where ModelValue: BinaryInteger & SendableMetatype, ViewValue: BinaryFloatingPoint & SendableMetatype {
  /// A whole number shown as a floating-point value: an `Int` bound to a `Stepper`'s `Double` or a `Slider`'s
  /// `Float`.
  ///
  /// ```swift
  /// booking.bind(key: \.guests, toView: guestsStepper, viewKey: \.value, converter: .numeric)
  /// ```
  ///
  /// A value a person chooses is rounded to the nearest whole number (halves away from zero), and the view then
  /// shows the value stored: a slider dragged to 6.5 moves to 7. NaN, infinities and values outside `ModelValue`'s
  /// range are refused with a ``ConversionError``.
  public static var numeric: Converter {
    Converter(
      toView: { ViewValue($0) },
      toModel: { value in
        let rounded = value.rounded(.toNearestOrAwayFromZero)
        guard let whole = ModelValue(exactly: rounded) else {
          throw ConversionError("\(value) is not a whole number from \(ModelValue.self)'s range")
        }
        return whole
      },
      showsCorrections: true)
  }
}

extension Converter
where ModelValue: BinaryFloatingPoint & SendableMetatype, ViewValue: BinaryFloatingPoint & SendableMetatype {
  /// One floating-point type shown as another: a `Double` bound to a `Slider`'s `Float`.
  ///
  /// ```swift
  /// player.bind(key: \.volume, toView: volumeSlider, viewKey: \.value, converter: .numeric)
  /// ```
  ///
  /// Values are converted to the nearest representable value, and the view then shows the value stored. NaN, and
  /// a value too large for `ModelValue`, are refused with a ``ConversionError``.
  public static var numeric: Converter {
    Converter(
      toView: { ViewValue($0) },
      toModel: { value in
        let converted = ModelValue(value)
        guard converted.isFinite else { throw ConversionError("\(value) is not a finite number") }
        return converted
      },
      showsCorrections: true)
  }
}

// MARK: Numbers to text

extension Converter where ModelValue: FixedWidthInteger & SendableMetatype, ViewValue == String {
  /// A whole number shown as text: `1234`, `-5`.
  ///
  /// ```swift
  /// order.bind(key: \.quantity, toView: quantityField, viewKey: \.text, converter: .integerText)
  /// ```
  ///
  /// Reading text accepts surrounding whitespace, a leading `+` or `-`, and spaces or underscores between
  /// digits (`12 345`, `12_345`). Anything else, and numbers outside `ModelValue`'s range, are refused with a
  /// ``ConversionError`` (`'abc' is not a whole number`).
  public static var integerText: Converter {
    Converter(toView: { String($0) }, toModel: { try NumberText.integer($0) })
  }

  /// A whole number shown through `format`, read back with `parse`.
  ///
  /// ```swift
  /// let grouped = Converter<Int, String>.integerText(format: { NumberText.grouped($0) })  // 12 345
  /// ```
  ///
  /// - Parameters:
  ///   - format: the text shown for a value.
  ///   - parse: reads a person's text; throws to refuse it. Nil (the default) reads it as ``integerText``
  ///     does, which also accepts what `format` writes when it only adds spaces or underscores.
  /// - Returns: the converter.
  public static func integerText(
    format: @escaping @Sendable (ModelValue) -> String,
    parse: (@Sendable (String) throws -> ModelValue)? = nil
  ) -> Converter {
    Converter(toView: format, toModel: parse ?? { try NumberText.integer($0) })
  }
}

extension Converter
where ModelValue: BinaryFloatingPoint & LosslessStringConvertible & SendableMetatype, ViewValue == String {
  /// A decimal number shown as text, in as few digits as identify it: `2.5`, `0.1`, `3` (not `3.0`), `1e+20`.
  ///
  /// ```swift
  /// recipe.bind(key: \.grams, toView: gramsField, viewKey: \.text, converter: .decimalText)
  /// ```
  ///
  /// Reading text accepts surrounding whitespace, a sign, digits with one `.` as the decimal point, an
  /// exponent (`1.5e3`), and spaces or underscores between digits. A `,`, NaN, infinities, hexadecimal and
  /// numbers too large for `ModelValue` are refused with a ``ConversionError``.
  public static var decimalText: Converter {
    Converter(toView: { NumberText.shortest($0) }, toModel: { try NumberText.decimal($0) })
  }

  /// A decimal number shown with exactly `fractionDigits` digits after the point (`2.50` for 2), rounded
  /// half away from zero; read back as ``decimalText-2wmmq`` reads text. Values too large to round that way are shown
  /// as ``decimalText-2wmmq`` shows them.
  public static func decimalText(fractionDigits: Int) -> Converter {
    let digits = max(0, min(fractionDigits, 15))
    return Converter(toView: { NumberText.fixed($0, fractionDigits: digits) }, toModel: { try NumberText.decimal($0) })
  }

  /// A decimal number shown through `format`, read back with `parse` (nil: as ``decimalText-2wmmq`` reads text).
  public static func decimalText(
    format: @escaping @Sendable (ModelValue) -> String,
    parse: (@Sendable (String) throws -> ModelValue)? = nil
  ) -> Converter {
    Converter(toView: format, toModel: parse ?? { try NumberText.decimal($0) })
  }
}

extension Converter where ModelValue == Decimal, ViewValue == String {
  /// A `Decimal` shown as text (`12.5`), for amounts that must not pick up binary rounding.
  ///
  /// Reading text accepts surrounding whitespace, a sign, digits with one `.` as the decimal point, and spaces
  /// or underscores between digits; anything else is refused with a ``ConversionError``.
  public static var decimalText: Converter {
    Converter(toView: { $0.description }, toModel: { try NumberText.decimalNumber($0) })
  }

  /// A `Decimal` shown through `format`, read back with `parse` (nil: as ``decimalText-99iwl`` reads text).
  public static func decimalText(
    format: @escaping @Sendable (Decimal) -> String,
    parse: (@Sendable (String) throws -> Decimal)? = nil
  ) -> Converter {
    Converter(toView: format, toModel: parse ?? { try NumberText.decimalNumber($0) })
  }
}

// MARK: Dates to text

extension Converter where ModelValue == Date, ViewValue == String {
  /// A date shown as ISO 8601 text in UTC: `2026-05-01T09:30:00Z`.
  ///
  /// ```swift
  /// event.bind(key: \.start, toView: startField, viewKey: \.text, converter: .iso8601)
  /// ```
  ///
  /// Text in another shape is refused with a ``ConversionError`` that shows the expected one.
  public static var iso8601: Converter {
    iso8601(Date.ISO8601FormatStyle())
  }

  /// A date shown as ISO 8601 text in `style`, for example a date alone:
  /// `.iso8601(Date.ISO8601FormatStyle().year().month().day())` shows `2026-05-01`.
  public static func iso8601(_ style: Date.ISO8601FormatStyle) -> Converter {
    Converter(
      toView: { style.format($0) },
      toModel: { text in
        let trimmed = NumberText.trimmed(text)
        do {
          return try style.parse(String(trimmed))
        } catch {
          let example = style.format(Date(timeIntervalSinceReferenceDate: 0))
          throw ConversionError("'\(text)' is not a date written like \(example)")
        }
      })
  }
}

// MARK: Enums to a segment index

extension Converter
where ModelValue: RawRepresentable & SendableMetatype, ModelValue.RawValue == Int, ViewValue == Int {
  /// An enum shown as its `Int` raw value: a `SegmentedControl`'s `selectedSegmentIndex` when the cases'
  /// raw values are the segments' indices.
  ///
  /// ```swift
  /// enum Sort: Int { case name, date, size }
  /// browser.bind(key: \.sort, toView: sortControl, viewKey: \.selectedSegmentIndex, converter: .rawValue)
  /// ```
  ///
  /// An index that is no case's raw value (`-1`, no selection) is refused with a ``ConversionError``.
  public static var rawValue: Converter {
    Converter(
      toView: { $0.rawValue },
      toModel: { index in
        guard let value = ModelValue(rawValue: index) else {
          throw ConversionError("\(index) is not the raw value of a \(ModelValue.self)")
        }
        return value
      })
  }
}

extension Converter where ModelValue: CaseIterable & Equatable & SendableMetatype, ViewValue == Int {
  /// An enum shown as the position of its case in `allCases`: a `SegmentedControl`'s index for an enum whose
  /// cases are listed in the segments' order.
  ///
  /// An index outside `allCases` (`-1`, no selection) is refused with a ``ConversionError``.
  public static var caseIndex: Converter {
    Converter(
      toView: { value in
        let cases = ModelValue.allCases
        guard let index = cases.firstIndex(of: value) else { return -1 }
        return cases.distance(from: cases.startIndex, to: index)
      },
      toModel: { position in
        let cases = ModelValue.allCases
        guard position >= 0, position < cases.count else {
          throw ConversionError("\(position) is not the position of a \(ModelValue.self) case")
        }
        return cases[cases.index(cases.startIndex, offsetBy: position)]
      })
  }
}

// MARK: Optionals and validation

extension Converter where ViewValue: Equatable & Sendable {
  /// An optional model value shown through a placeholder: nil shows as `placeholder`, and a person's edit that
  /// equals `placeholder` writes nil.
  ///
  /// The same as `bind(key:toView:viewKey:nilPlaceholder:)`, as a converter, so that it can be combined with
  /// `updates:`.
  public static func nilPlaceholder(_ placeholder: ViewValue) -> Converter<ViewValue?, ViewValue> {
    Converter<ViewValue?, ViewValue>(
      toView: { $0 ?? placeholder },
      toModel: { $0 == placeholder ? nil : $0 })
  }
}

extension Converter where ModelValue == ViewValue {
  /// No conversion, only validation: `validate` sees each value a person enters and may refuse it (by
  /// throwing) or correct it (by changing it). A correction is shown in the view.
  ///
  /// ```swift
  /// booking.bind(key: \.guests, toView: guestsField, viewKey: \.value, converter: .validating { guests in
  ///   guard guests <= 8 else { throw ConversionError("at most 8 guests") }
  /// })
  /// ```
  ///
  /// For a rule that holds for every view bound to a property, use the model's
  /// `setValidator(for:_:)` instead.
  public static func validating(_ validate: @escaping @Sendable (inout ModelValue) throws -> Void) -> Converter {
    Converter(
      toView: { $0 },
      toModel: { value in
        var checked = value
        try validate(&checked)
        return checked
      },
      showsCorrections: true)
  }
}
