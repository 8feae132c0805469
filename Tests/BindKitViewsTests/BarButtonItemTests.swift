import BindKit
import BindKitViews
import Testing

private final class Editor: BindableObject {
  @Bound var hasChanges = false
  @Bound var saveTitle = "Save"
}

@Suite struct BarButtonItemTests {
  @Test func tapRunsTheHandlersOnlyWhileEnabled() {
    let editor = Editor()
    let save = BarButtonItem(title: "Save")
    editor.bind(key: \.hasChanges, toView: save, viewKey: \.isEnabled)
    var log: [String] = []
    save.addAction { log.append("first") }
    save.addAction { log.append("second") }

    save.tap()
    #expect(log.isEmpty)
    editor.hasChanges = true
    save.tap()
    #expect(log == ["first", "second"])
  }

  @Test func removedHandlersNoLongerRun() {
    let item = BarButtonItem()
    var taps = 0
    let token = item.addAction { taps += 1 }
    token.remove()
    item.tap()
    #expect(taps == 0)
    #expect(!token.isActive)
  }

  @Test func titleAndIsEnabledFollowTheModelAndProgramSetsAreNotReported() {
    let editor = Editor()
    let item = BarButtonItem()
    editor.bind(key: \.saveTitle, toView: item, viewKey: \.title)
    editor.bind(key: \.hasChanges, toView: item, viewKey: \.isEnabled)
    #expect(item.title == "Save")
    #expect(!item.isEnabled)

    editor.saveTitle = "Save All"
    editor.hasChanges = true
    #expect(item.title == "Save All")
    #expect(item.isEnabled)
    item.title = "In code"
    item.isEnabled = false
    #expect(editor.saveTitle == "Save All")
    #expect(editor.hasChanges)
  }
}
