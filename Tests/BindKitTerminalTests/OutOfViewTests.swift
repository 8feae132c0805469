import BindKit
import BindKitViews
import Testing

@testable import BindKitTerminal

/// A change to a row out of a short terminal's window is noted at the window's edge until it comes into view.
@Suite struct OutOfViewTests {
  @Test func aChangeBelowTheWindowIsNotedAtItsBottomEdgeUntilItIsInView() {
    let status = Label()
    let driver = FormDriver(
      form: Form {
        Field("First", TextField())
        for number in 1...6 { Field("Switch \(number)", Switch()) }
        Field("Status", status)
        Field("Last", Button(title: "Last"))
        Text("Help")
      })
    var changes = OutOfViewChanges()
    var offset = 0
    func window() -> [String] {
      let frame = driver.frame()
      let window = frame.window(rows: 4, offset: &offset)
      return changes.note(
        driver.changedLines, view: offset..<(offset + 4), focused: driver.focusedRowLines, in: window
      ).lines.map(\.plainText)
    }
    #expect(window().last == "  [ ] Switch 3")
    status.text = "Saved."  // line 7, below the window
    #expect(window().last == "  ↓ 1 more changed below")
    #expect(window().last == "  ↓ 1 more changed below")  // still out of view: still noted
    driver.handle(.pageDown)  // the bottom of the form: the status is in view
    let bottom = window()
    #expect(bottom.contains("  Status: Saved."))
    #expect(!bottom.contains { $0.contains("more changed") })
    driver.handle(.pageUp)
    #expect(!window().contains { $0.contains("more changed") })
  }

  @Test func theNoteNeverHidesTheFocusedControl() {
    var changes = OutOfViewChanges()
    let window = Frame(lines: [StyledLine("a"), StyledLine("b"), StyledLine("> focused")])
    let noted = changes.note([10..<11], view: 0..<3, focused: 2..<3, in: window)
    #expect(noted.lines.map(\.plainText) == ["a", "b", "> focused"])
    #expect(changes.below == [10])
  }
}
