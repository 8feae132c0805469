import BindKit
import BindKitViews
import Testing

private final class LogOnForm: BindableObject {
  @Bound var canLogOn = true
  @Bound var isHidden = false
  @Bound var buttonTitle = "Log on"
}

@Suite struct ButtonTests {
  @Test func tapRunsTheHandlersInTheOrderTheyWereAdded() {
    let button = Button(title: "Go")
    var log: [String] = []
    button.addAction { log.append("first") }
    button.addAction { log.append("second") }

    button.tap()
    button.tap()
    #expect(log == ["first", "second", "first", "second"])
  }

  @Test(arguments: disabledOrHidden)
  func tapDoesNothingWhileDisabledOrHidden(isEnabled: Bool, isHidden: Bool) {
    let form = LogOnForm()
    form.canLogOn = isEnabled
    form.isHidden = isHidden
    let button = Button()
    form.bind(key: \.canLogOn, toView: button, viewKey: \.isEnabled)
    form.bind(key: \.isHidden, toView: button, viewKey: \.isHidden)
    var taps = 0
    button.addAction { taps += 1 }

    button.tap()
    #expect(taps == 0)
    form.canLogOn = true
    form.isHidden = false
    button.tap()
    #expect(taps == 1)
  }

  @Test func removedHandlersNoLongerRun() {
    let button = Button()
    var log: [String] = []
    let token = button.addAction { log.append("removed") }
    button.addAction { log.append("kept") }
    #expect(token.isActive)

    token.remove()
    token.remove()
    button.tap()
    #expect(log == ["kept"])
    #expect(!token.isActive)
  }

  @Test func releasingTheTokenKeepsTheHandler() {
    let button = Button()
    var taps = 0
    do { _ = button.addAction { taps += 1 } }
    button.tap()
    #expect(taps == 1)
  }

  @Test func aHandlerRemovedDuringATapDoesNotRunAndOneAddedRunsNextTime() {
    let button = Button()
    var log: [String] = []
    var second: ActionToken?
    button.addAction { [weak button] in
      log.append("first")
      second?.remove()
      button?.addAction { log.append("added") }
    }
    second = button.addAction { log.append("second") }

    button.tap()
    #expect(log == ["first"])
    button.tap()
    #expect(log == ["first", "first", "added"])
  }

  @Test func aTokenThatOutlivesItsButtonIsInactive() {
    var token: ActionToken?
    weak var weakButton: Button?
    do {
      let button = Button()
      weakButton = button
      token = button.addAction {}
    }
    #expect(weakButton == nil)
    #expect(token?.isActive == false)
    token?.remove()
  }

  @Test func titleFollowsTheModelAndProgramSetsAreNotReported() {
    let form = LogOnForm()
    let button = Button()
    form.bind(key: \.buttonTitle, toView: button, viewKey: \.title)
    #expect(button.title == "Log on")

    form.buttonTitle = "Log off"
    #expect(button.title == "Log off")
    button.title = "Set in code"
    #expect(form.buttonTitle == "Log off")
  }
}

/// Tap handlers join a binding group and end with it.
@Suite struct TapHandlersInABindingGroupTests {
  @Test func aTapHandlerMadeInAGroupIsRemovedWhenTheGroupEnds() {
    let button = Button()
    var taps = 0
    let group = BindingGroup {
      button.addAction { taps += 1 }
    }
    button.tap()
    group.unbind()
    button.tap()
    #expect(taps == 1)
  }

  @Test func anEndingTokenRunsItsEndOnceAtItsFirstUnbind() {
    var ends = 0
    let token = BindingToken.ending { ends += 1 }
    #expect(token.isBound)
    token.unbind()
    token.unbind()
    #expect(ends == 1)
    #expect(!token.isBound)
  }
}
