/// Converts between a model property's type and a view property's type, both ways, for
/// `bind(key:toView:viewKey:converter:)`.
///
/// ```swift
/// let percent = Converter<Double, String>(
///   toView: { "\(Int(($0 * 100).rounded()))" },
///   toModel: { text in
///     guard let number = Int(text) else { throw ConversionError("'\(text)' is not a whole number") }
///     return Double(number) / 100
///   })
/// model.bind(key: \.ratio, toView: field, viewKey: \.text, converter: percent)
/// ```
///
/// `toView` must accept every model value. `toModel` may refuse a value a person entered by throwing: the
/// model then keeps its value, the view keeps what the person entered, and the binding reports the error
/// (``BindingToken/validationError``). Throw a ``ConversionError`` for a readable message, or any error of your
/// own.
///
/// A converter is `Sendable` (its closures are `@Sendable`), so it can be a global or static constant. The
/// ones most forms need are static members (see `Converter+Standard.swift`): `numeric` (a number to a stepper's
/// or a slider's value), `integerText` and `decimalText` (numbers to text), `iso8601` (dates to text),
/// `rawValue` and `caseIndex` (enums to a segment index), `nilPlaceholder(_:)` and `validating(_:)`.
public struct Converter<ModelValue, ViewValue>: Sendable {
  private let convertToView: @Sendable (ModelValue) -> ViewValue
  private let convertToModel: @Sendable (ViewValue) throws -> ModelValue
  /// Whether the view shows the model's value after each accepted edit (for converters that correct values
  /// rather than reformat them, such as `validating(_:)`); otherwise only when editing ends.
  let showsCorrections: Bool

  /// Creates a converter from its two directions.
  ///
  /// - Parameters:
  ///   - toView: what the view shows for a model value.
  ///   - toModel: the model value for what a person entered; throws to refuse it.
  public init(
    toView: @escaping @Sendable (ModelValue) -> ViewValue,
    toModel: @escaping @Sendable (ViewValue) throws -> ModelValue
  ) {
    self.init(toView: toView, toModel: toModel, showsCorrections: false)
  }

  /// Creates a converter from its two directions, saying whether the edited view shows the model's value after each
  /// accepted edit.
  ///
  /// Pass `showsCorrections: true` for a converter that changes what a person chose (rounds it, clamps it): the
  /// view that was edited then moves to the value stored, as with `numeric` and `validating(_:)`. With `false`
  /// (what ``init(toView:toModel:)`` gives), the edited view keeps what the person entered until editing ends, which
  /// suits text that is reformatted (`integerText` shows `012` as typed, and `12` when the field is left).
  ///
  /// - Parameters:
  ///   - toView: what the view shows for a model value.
  ///   - toModel: the model value for what a person entered; throws to refuse it.
  ///   - showsCorrections: whether the edited view shows the stored value after each accepted edit.
  public init(
    toView: @escaping @Sendable (ModelValue) -> ViewValue,
    toModel: @escaping @Sendable (ViewValue) throws -> ModelValue,
    showsCorrections: Bool
  ) {
    convertToView = toView
    convertToModel = toModel
    self.showsCorrections = showsCorrections
  }

  /// What the view shows for `value`.
  public func toView(_ value: ModelValue) -> ViewValue {
    convertToView(value)
  }

  /// The model value for `value`, entered by a person; throws when it cannot be one.
  public func toModel(_ value: ViewValue) throws -> ModelValue {
    try convertToModel(value)
  }
}

/// Why a converter refused a value: a message a person can read, such as `'abc' is not a whole number`.
///
/// The built-in converters throw it; yours may too.
public struct ConversionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What was wrong with the value.
  public var message: String

  /// Creates an error with a message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
