extension BindingToken {
  /// Why the binding refused the latest value a person entered, or nil once a valid value went through.
  ///
  /// Set when a converter's `toModel` or the model's validator throws (the person typed `abc` into a number
  /// field): the model then keeps its value and the view keeps what the person entered. Cleared by the next
  /// accepted edit, a successful ``commit()``, or ``discard()``. Always nil for a plain binding, which cannot
  /// refuse a value.
  public var validationError: (any Error)? {
    currentValidationError
  }

  /// Called each time ``validationError`` changes: with the error when a value is refused (each time one is),
  /// and with nil when it is cleared. Use it to show the error:
  ///
  /// ```swift
  /// token.onValidationError = { error in errorLabel.text = error.map { "\($0)" } ?? "" }
  /// ```
  ///
  /// Called on the thread that made the edit, with no lock held. Assigning it does not call it. A plain binding
  /// never calls it.
  public var onValidationError: (((any Error)?) -> Void)? {
    get { validationErrorHandler }
    set { validationErrorHandler = newValue }
  }

  /// Whether the view shows a person's edit that the model has not taken: one held by an `updates: .onCommit`
  /// binding, or one that was refused. Always false for a plain binding.
  public var hasPendingEdit: Bool {
    isHoldingEdit
  }

  /// Writes the pending edit, if any, to the model (converted and validated first).
  ///
  /// - Returns: false when the edit was refused: it stays pending, and ``validationError`` says why. True
  ///   otherwise, including when nothing was pending (always, for a plain binding).
  @discardableResult
  public func commit() -> Bool {
    switch prepareCommit(origin: .commit) {
    case .nothingPending: return true
    case .refused: return false
    case .ready(_, let write):
      write()
      return true
    }
  }

  /// Throws the pending edit away: the view shows the model's value again, and ``validationError`` is cleared.
  /// Does nothing when nothing is pending (always, for a plain binding).
  public func discard() {
    discardPendingEdit()
  }
}
