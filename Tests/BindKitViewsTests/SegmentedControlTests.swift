import BindKit
import BindKitViews
import Testing

private final class Browser: BindableObject {
  @Bound var sortColumn = -1
  @Bound var columns = ["Name", "Date", "Size"]
  @Bound var canChange = true
  @Bound var isHidden = false
}

@Suite struct SegmentedControlTests {
  private func boundControl(sortColumn: Int = -1) -> (Browser, SegmentedControl) {
    let browser = Browser()
    browser.sortColumn = sortColumn
    let control = SegmentedControl(segments: ["Name", "Date", "Size"])
    browser.bind(key: \.sortColumn, toView: control, viewKey: \.selectedSegmentIndex)
    return (browser, control)
  }

  @Test func selectReachesTheModelAndModelChangesReachTheControl() {
    let (browser, control) = boundControl()
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.select(1)
    #expect(browser.sortColumn == 1)
    browser.sortColumn = 2
    #expect(control.selectedSegmentIndex == 2)
    browser.sortColumn = -1
    #expect(control.selectedSegmentIndex == -1)
  }

  @Test(arguments: [-1, 3, 99, Int.max, Int.min])
  func selectingASegmentThatDoesNotExistChangesNothing(_ index: Int) {
    let (browser, control) = boundControl(sortColumn: 1)
    control.select(index)
    #expect(control.selectedSegmentIndex == 1)
    #expect(browser.sortColumn == 1)
  }

  @Test(arguments: [3, 42, Int.max, -2, Int.min])
  func aModelIndexThatNamesNoSegmentShowsNoSelectionAndIsKept(_ index: Int) {
    let (browser, control) = boundControl(sortColumn: 0)
    browser.sortColumn = index
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(browser.sortColumn == index)
    control.select(2)
    #expect(browser.sortColumn == 2)
  }

  @Test func removingTheSelectedSegmentShowsNoSelectionWithoutReportingIt() {
    let (browser, control) = boundControl(sortColumn: 2)
    browser.bind(key: \.columns, toView: control, viewKey: \.segments)

    browser.columns = ["Name", "Date"]
    #expect(control.segments == ["Name", "Date"])
    #expect(control.selectedSegmentIndex == -1)
    #expect(browser.sortColumn == 2)
    browser.columns = ["Name", "Date", "Kind"]
    #expect(control.selectedSegmentIndex == 2)
  }

  @Test func segmentsAndSelectionSetInCodeAreNotReported() {
    let (browser, control) = boundControl(sortColumn: 0)
    browser.bind(key: \.columns, toView: control, viewKey: \.segments)
    control.segments = ["A", "B", "C", "D"]
    control.selectedSegmentIndex = 3
    #expect(browser.columns == ["Name", "Date", "Size"])
    #expect(browser.sortColumn == 0)
  }

  @Test(arguments: disabledOrHidden)
  func selectDoesNothingWhileDisabledOrHidden(isEnabled: Bool, isHidden: Bool) {
    let (browser, control) = boundControl(sortColumn: 0)
    browser.canChange = isEnabled
    browser.isHidden = isHidden
    browser.bind(key: \.canChange, toView: control, viewKey: \.isEnabled)
    browser.bind(key: \.isHidden, toView: control, viewKey: \.isHidden)

    control.select(2)
    #expect(control.selectedSegmentIndex == 0)
    #expect(browser.sortColumn == 0)
    browser.canChange = true
    browser.isHidden = false
    control.select(2)
    #expect(browser.sortColumn == 2)
  }
}
