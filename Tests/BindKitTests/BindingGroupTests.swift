import BindKit
import BindKitViews
import Testing

private final class Filters: BindableObject {
  @Bound var query = ""
  @Bound var minimumPrice = 0
  @Bound var stars = 0
  @Bound var inStock = false
  var didUpdateCount = 0

  override func boundPropertiesDidUpdate() { didUpdateCount += 1 }
}

private final class Tag: BindableObject {
  @Bound var name = ""
  var didUpdateCount = 0

  override func boundPropertiesDidUpdate() { didUpdateCount += 1 }
}

/// A filter panel: its controls, and the group that binds them.
private struct Panel {
  let filters = Filters()
  let tags = [Tag(), Tag()]
  let queryField = TextField()
  let priceField = TextField()
  let starsStepper = Stepper(value: 0, minimumValue: 0, maximumValue: 5)
  let stockSwitch = Switch()
  let tagFields = [TextField(), TextField()]

  func bindAll(showsStars: Bool) -> BindingGroup {
    BindingGroup {
      filters.bind(key: \.query, toView: queryField, viewKey: \.text, updates: .onCommit)
      filters.bind(
        key: \.minimumPrice, toView: priceField, viewKey: \.text, converter: .integerText, updates: .onCommit)
      if showsStars {
        filters.bind(key: \.stars, toView: starsStepper, viewKey: \.value, converter: .numeric, updates: .onCommit)
      } else {
        filters.bind(key: \.inStock, toView: stockSwitch, viewKey: \.isOn)
      }
      for (tag, field) in zip(tags, tagFields) {
        tag.bind(key: \.name, toView: field, viewKey: \.text, updates: .onCommit)
      }
    }
  }
}

@Suite struct BindingGroupTests {
  @Test func theBlockCollectsEveryBindingIncludingBranchesAndLoops() {
    let panel = Panel()
    let withStars = panel.bindAll(showsStars: true)
    #expect(withStars.bindings.count == 5)
    withStars.unbind()
    let withoutStars = panel.bindAll(showsStars: false)
    #expect(withoutStars.bindings.count == 5)
    panel.stockSwitch.toggle()
    #expect(panel.filters.inStock)
  }

  @Test func unbindEndsThemAll() {
    let panel = Panel()
    let group = panel.bindAll(showsStars: true)
    let tokens = group.bindings
    group.unbind()
    #expect(tokens.allSatisfy { !$0.isBound })
    #expect(group.bindings.isEmpty)
    panel.queryField.enterText("x")
    panel.queryField.endEditing()
    #expect(panel.filters.query == "")
  }

  @Test func releasingTheGroupEndsThemUnlikeReleasingAToken() {
    let panel = Panel()
    var tokens: [BindingToken] = []
    do {
      let group = panel.bindAll(showsStars: true)
      tokens = group.bindings
    }
    #expect(tokens.count == 5)
    #expect(tokens.allSatisfy { !$0.isBound })

    do {
      _ = panel.filters.bind(key: \.query, toView: panel.queryField, viewKey: \.text)
    }
    panel.queryField.enterText("still bound")
    #expect(panel.filters.query == "still bound")
  }

  @Test func aGroupCommitWritesEveryEditWithOneCallbackPerModel() {
    let panel = Panel()
    let group = panel.bindAll(showsStars: true)
    panel.queryField.enterText("lamp")
    panel.priceField.enterText("20")
    panel.starsStepper.increment()
    panel.starsStepper.increment()
    panel.tagFields[0].enterText("desk")
    panel.tagFields[1].enterText("light")
    #expect(group.hasPendingEdits)
    #expect(panel.filters.didUpdateCount == 0)

    #expect(group.commit())
    #expect(panel.filters.query == "lamp")
    #expect(panel.filters.minimumPrice == 20)
    #expect(panel.filters.stars == 2)
    #expect(panel.tags.map(\.name) == ["desk", "light"])
    #expect(panel.filters.didUpdateCount == 1)
    #expect(panel.tags.map(\.didUpdateCount) == [1, 1])
    #expect(!group.hasPendingEdits)
  }

  @Test func aGroupCommitIsAllOrNothing() {
    let panel = Panel()
    let group = panel.bindAll(showsStars: true)
    let priceToken = group.bindings[1]
    panel.queryField.enterText("lamp")
    panel.priceField.enterText("cheap")
    #expect(!group.commit())
    #expect(panel.filters.query == "")
    #expect(panel.filters.didUpdateCount == 0)
    #expect(priceToken.validationError != nil)
    #expect(group.bindings[0].hasPendingEdit)

    panel.priceField.enterText("15")
    #expect(group.commit())
    #expect(panel.filters.query == "lamp")
    #expect(panel.filters.minimumPrice == 15)
    #expect(panel.filters.didUpdateCount == 1)
    #expect(priceToken.validationError == nil)
  }

  @Test func aGroupDiscardShowsEveryModelValueAgain() {
    let panel = Panel()
    panel.filters.query = "saved"
    let group = panel.bindAll(showsStars: true)
    panel.queryField.enterText("draft")
    panel.starsStepper.increment()
    panel.tagFields[1].enterText("draft tag")
    group.discard()
    #expect(panel.queryField.text == "saved")
    #expect(panel.starsStepper.value == 0)
    #expect(panel.tagFields[1].text == "")
    #expect(!group.hasPendingEdits)
    #expect(group.commit())
    #expect(panel.filters.didUpdateCount == 1)  // only for the program's set above
    #expect(panel.filters.query == "saved")
  }

  @Test func aNestedGroupHandsItsBindingsToTheOuterOne() {
    let panel = Panel()
    let outer = BindingGroup {
      panel.filters.bind(key: \.query, toView: panel.queryField, viewKey: \.text)
      BindingGroup {
        panel.filters.bind(key: \.inStock, toView: panel.stockSwitch, viewKey: \.isOn)
      }
      panel.queryField.placeholder = "Search"  // other statements add nothing
    }
    #expect(outer.bindings.count == 2)
    #expect(panel.queryField.placeholder == "Search")
    panel.stockSwitch.toggle()
    #expect(panel.filters.inStock)
    outer.unbind()
    panel.stockSwitch.toggle()
    #expect(panel.filters.inStock)
  }

  @Test func bindingsAddedLaterAreEndedWithTheGroup() {
    let panel = Panel()
    let group = BindingGroup()
    group.add(panel.filters.bind(key: \.query, toView: panel.queryField, viewKey: \.text))
    #expect(group.bindings.count == 1)
    group.unbind()
    panel.queryField.enterText("gone")
    #expect(panel.filters.query == "")
  }
}
