extension ViewSlot {
  /// Records that a person finished editing this property: pressed Return in a text field, or moved the focus
  /// away. Call it from the gesture method that means that (`TextField.endEditing()`), after checking that the
  /// control is enabled and visible.
  ///
  /// A binding made with `updates: .onCommit` commits its pending edit; a converting binding shows the model's
  /// value as its converter writes it (`2.50` becomes `2.5`) unless the person's edit was refused. A plain
  /// binding does nothing.
  public func userDidEndEditing() {
    guard let binding = currentBinding() else { return }
    binding.viewDidEndEditing()
    binding.editedModel?.noteEditingEnded()
  }
}
