import BindKit
import Synchronization
import Testing

/// Claims Docs/WritingAnAdapter.md makes about the vendor protocol, checked.
@Suite struct WritingAnAdapterTests {
  /// A gauge whose derived text reads the level through the property, as the guide says not to.
  private final class GetterReadingWell: BindableView {
    let bindingRegistrar = BindingRegistrar()
    @ViewProperty var level = 0
    @ViewProperty var levelText = "0"

    init() {
      $level.onChange = { [weak self] _ in self?.$levelText.invalidate() }
      $levelText.deriveValue = { [weak self] in self.map { String($0.level) } ?? "" }
    }
  }

  /// The same gauge reading through the slot, as the guide says to.
  private final class SlotReadingWell: BindableView {
    let bindingRegistrar = BindingRegistrar()
    @ViewProperty var level = 0
    @ViewProperty var levelText = "0"

    init() {
      $level.onChange = { [weak self] _ in self?.$levelText.invalidate() }
      $levelText.deriveValue = { [weak self] in self.map { String($0.$level.value) } ?? "" }
    }
  }

  private final class Gauge: BindableObject {
    @Bound var text = "7"
  }

  @Test func aDerivedValueReadThroughAPropertyGetterMakesBindRefuseIt() {
    let refusals = Mutex(0)
    let countRefusal: @Sendable (String) -> Void = { _ in refusals.withLock { $0 += 1 } }
    BindKitDiagnostics.withProgrammerErrorHandler(countRefusal) {
      let well = GetterReadingWell()
      well.level = 3  // levelText is now out of date
      let token = Gauge().bind(key: \.text, toView: well, viewKey: \.levelText)
      #expect(!token.isBound)
    }
    #expect(refusals.withLock { $0 } == 1)
  }

  @Test func aDerivedValueReadThroughItsSlotBinds() {
    let gauge = Gauge()
    let well = SlotReadingWell()
    well.level = 3
    #expect(well.levelText == "3")
    well.level = 4
    let token = gauge.bind(key: \.text, toView: well, viewKey: \.levelText)
    #expect(token.isBound)
    #expect(well.levelText == "7")
  }
}
