import BindKit
import BindKitViews
import Testing

private final class Tour: BindableObject {
  @Bound var page = 0
  @Bound var pages = 5
  @Bound var canChange = true
  @Bound var isHidden = false
  var updates = 0

  override func boundPropertiesDidUpdate() {
    updates += 1
  }
}

@Suite struct PageControlTests {
  /// A tour's page bound to a control with five pages.
  private func boundControl(page: Int = 0) -> (Tour, PageControl) {
    let tour = Tour()
    tour.page = page
    let control = PageControl(numberOfPages: 5)
    tour.bind(key: \.page, toView: control, viewKey: \.currentPage)
    return (tour, control)
  }

  @Test func selectReachesTheModelAndModelChangesReachTheControl() {
    let (tour, control) = boundControl()
    control.select(page: 3)
    #expect(tour.page == 3)
    tour.page = 1
    #expect(control.currentPage == 1)
  }

  @Test func nextAndPreviousMovePageByPageAndStopAtTheEnds() {
    let (tour, control) = boundControl(page: 3)
    control.next()
    #expect(tour.page == 4)
    control.next()
    #expect(tour.page == 4)
    tour.page = 1
    control.previous()
    #expect(tour.page == 0)
    control.previous()
    #expect(control.currentPage == 0)
    #expect(tour.page == 0)
  }

  @Test(arguments: [(-3, 0), (9, 4), (Int.max, 4), (Int.min, 0)])
  func selectIsClampedIntoThePages(_ page: Int, lands expected: Int) {
    let (tour, control) = boundControl(page: 2)
    control.select(page: page)
    #expect(control.currentPage == expected)
    #expect(tour.page == expected)
  }

  @Test func withNoPagesGesturesDoNothing() {
    let tour = Tour()
    tour.page = 3
    let control = PageControl()
    tour.bind(key: \.page, toView: control, viewKey: \.currentPage)
    #expect(control.currentPage == 0)

    control.select(page: 0)
    control.next()
    control.previous()
    #expect(tour.page == 3)
  }

  @Test(arguments: [9, -1, Int.max, Int.min])
  func aModelPageOutsideThePagesShowsTheNearestPageAndIsKept(_ page: Int) {
    let (tour, control) = boundControl()
    tour.page = page
    #expect(control.currentPage == (page < 0 ? 0 : 4))
    #expect(tour.page == page)
  }

  @Test(arguments: [true, false])
  func theModelsPageShowsWhateverOrderThePageCountArrivesIn(pageFirst: Bool) {
    let tour = Tour()
    tour.page = 3
    tour.pages = 5
    let control = PageControl()
    if pageFirst {
      tour.bind(key: \.page, toView: control, viewKey: \.currentPage)
      tour.bind(key: \.pages, toView: control, viewKey: \.numberOfPages)
    } else {
      tour.bind(key: \.pages, toView: control, viewKey: \.numberOfPages)
      tour.bind(key: \.page, toView: control, viewKey: \.currentPage)
    }
    #expect(control.currentPage == 3)
    #expect(tour.page == 3)
  }

  @Test func shrinkingUnderTheCurrentPageReportsTheCorrectedPage() {
    let (tour, control) = boundControl(page: 4)
    tour.bind(key: \.pages, toView: control, viewKey: \.numberOfPages)

    tour.pages = 2
    #expect(control.currentPage == 1)
    #expect(tour.page == 1)
    control.numberOfPages = 1
    #expect(control.currentPage == 0)
    #expect(tour.page == 0)
    #expect(tour.pages == 2)
  }

  @Test func shrinkingToNoPagesReportsPageZero() {
    let (tour, control) = boundControl(page: 2)
    control.numberOfPages = 0
    #expect(control.currentPage == 0)
    #expect(tour.page == 0)
  }

  @Test func shrinkingAboveTheCurrentPageReportsNothing() {
    let (tour, control) = boundControl(page: 1)
    tour.bind(key: \.pages, toView: control, viewKey: \.numberOfPages)
    tour.updates = 0
    tour.pages = 3
    #expect(control.currentPage == 1)
    #expect(tour.updates == 1)
  }

  @Test(arguments: [-1, Int.min])
  func aNegativePageCountShowsAsNoPages(_ count: Int) {
    let tour = Tour()
    tour.pages = count
    let control = PageControl()
    tour.bind(key: \.pages, toView: control, viewKey: \.numberOfPages)
    #expect(control.numberOfPages == 0)
    #expect(tour.pages == count)
  }

  @Test func theLargestPageCountWorks() {
    let (tour, control) = boundControl()
    control.numberOfPages = .max
    control.select(page: .max)
    #expect(tour.page == .max - 1)
    control.next()
    #expect(control.currentPage == .max - 1)
  }

  @Test(arguments: disabledOrHidden)
  func gesturesDoNothingWhileDisabledOrHidden(isEnabled: Bool, isHidden: Bool) {
    let (tour, control) = boundControl(page: 2)
    tour.canChange = isEnabled
    tour.isHidden = isHidden
    tour.bind(key: \.canChange, toView: control, viewKey: \.isEnabled)
    tour.bind(key: \.isHidden, toView: control, viewKey: \.isHidden)

    control.select(page: 4)
    control.next()
    control.previous()
    #expect(control.currentPage == 2)
    #expect(tour.page == 2)
    tour.canChange = true
    tour.isHidden = false
    control.next()
    #expect(tour.page == 3)
  }
}
