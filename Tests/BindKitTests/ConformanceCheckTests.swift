import BindKit
import BindKitTesting
import Testing

/// An adapter that stores a gesture twice: once as a program set, once as an edit.
private final class DoubleWritingField: BindableView {
  let bindingRegistrar = BindingRegistrar()
  @ViewProperty var text = ""

  func enterText(_ newText: String) {
    $text.set(newText)
    $text.userDidEdit(newText)
  }
}

/// An adapter whose gesture is stored but never reported.
private final class SilentField: BindableView {
  let bindingRegistrar = BindingRegistrar()
  @ViewProperty var text = ""

  func enterText(_ newText: String) {
    $text.set(newText)
  }
}

/// An adapter whose slot hook captures it strongly: it can never deallocate.
private final class SelfRetainingField: BindableView {
  let bindingRegistrar = BindingRegistrar()
  @ViewProperty var text = ""
  var changes = 0

  init() {
    $text.onChange = { _ in self.changes += 1 }
  }
}

/// An adapter that ignores a model's value on bind and shows its own.
private final class StubbornField: BindableView {
  let bindingRegistrar = BindingRegistrar()
  @ViewProperty var text = "mine"

  init() {
    $text.normalize = { _ in "mine" }
  }
}

@Suite struct ConformanceCheckTests {
  @Test func itCatchesAGestureThatWritesTwice() {
    withKnownIssue {
      checkAdapterConformance(
        make: { DoubleWritingField() }, property: \.text, slot: \.$text, values: ("a", "b"),
        userEdit: { $0.enterText($1) })
    }
  }

  @Test func itCatchesAGestureThatIsNotReported() {
    withKnownIssue {
      checkAdapterConformance(
        make: { SilentField() }, property: \.text, slot: \.$text, values: ("a", "b"),
        userEdit: { $0.enterText($1) })
    }
  }

  @Test func itCatchesAViewThatCannotDeallocate() {
    withKnownIssue {
      checkAdapterConformance(
        make: { SelfRetainingField() }, property: \.text, slot: \.$text, values: ("a", "b"), userEdit: nil)
    }
  }

  @Test func itCatchesAViewThatDoesNotShowTheModelsValue() {
    withKnownIssue {
      checkAdapterConformance(
        make: { StubbornField() }, property: \.text, slot: \.$text, values: ("a", "b"), userEdit: nil)
    }
  }

  @Test func itRefusesTwoEqualValues() {
    withKnownIssue {
      checkAdapterConformance(
        make: { SilentField() }, property: \.text, slot: \.$text, values: ("a", "a"), userEdit: nil)
    }
  }
}
