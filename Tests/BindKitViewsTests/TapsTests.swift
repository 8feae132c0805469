import BindKit
import BindKitViews
import Testing

/// Something a tap handler captures, to see when the handler is released.
private final class Captured {
  var taps = 0
}

/// `button.taps => { ... }`: RxSwift's `button.rx.tap => { ... }`.
@Suite struct TapsTests {
  @Test func aTapRunsTheHandlerAfterTheOnesAddedBefore() {
    let button = Button(title: "Go")
    var log: [String] = []
    button.addAction { log.append("first") }
    let token: BindingToken = button.taps => { log.append("second") }

    button.tap()
    #expect(log == ["first", "second"])
    #expect(token.isBound)
    token.unbind()
    button.tap()
    #expect(log == ["first", "second", "first"])
  }

  @Test func theHandlerEndsWithTheGroupAndReleasesWhatItCaptured() {
    let button = Button()
    let item = BarButtonItem(title: "Save")
    var captured: Captured? = Captured()
    weak let weakCaptured = captured
    var group: BindingGroup? = BindingGroup {
      button.taps => { [captured] in captured!.taps += 1 }
      item.taps => { [captured] in captured!.taps += 10 }
    }
    captured = nil
    button.tap()
    item.tap()
    #expect(weakCaptured?.taps == 11)

    group = nil  // the group ends what its block made
    #expect(weakCaptured == nil)
    button.tap()
    _ = group
  }

  @Test func theTokenEndsWithTheButtonAndKeepsNeitherAlive() {
    var button: Button? = Button()
    weak let weakButton = button
    var captured: Captured? = Captured()
    weak let weakCaptured = captured
    let token = button!.taps => { [captured] in captured!.taps += 1 }
    captured = nil
    button!.tap()
    #expect(weakCaptured?.taps == 1)

    button = nil
    #expect(weakButton == nil)  // the token does not keep the button
    #expect(weakCaptured == nil)  // nor the handler
    #expect(!token.isBound)
    token.unbind()  // does nothing
  }

  @Test func tapsOfAButtonThatIsGoneMakeAnEndedToken() {
    var button: Button? = Button()
    let taps = button!.taps
    button = nil
    let token = taps => {}
    #expect(!token.isBound)
  }

  @Test func aHandlerThatCapturesTheButtonWeaklyDoesNotKeepIt() {
    var button: Button? = Button()
    weak let weakButton = button
    var taps = 0
    let token =
      button!.taps => { [weak button] in
        if button != nil { taps += 1 }
      }
    button!.tap()
    #expect(taps == 1)
    button = nil
    #expect(weakButton == nil)
    #expect(!token.isBound)
  }
}
