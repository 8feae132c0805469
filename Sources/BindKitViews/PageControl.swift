public import BindKit

/// A headless page control: a row of dots, one per page, marking the current page.
///
/// ```swift
/// let dots = PageControl(numberOfPages: 5)
/// tour.bind(key: \.page, toView: dots, viewKey: \.currentPage)
/// dots.next()  // tour.page == 1
/// ```
///
/// What it shows, whatever it is given:
/// - `numberOfPages` is never negative (a negative count shows as 0).
/// - `currentPage` lies in `0..<numberOfPages` (0 when there are no pages). A page from the program or a model
///   outside that shows as the nearest page; a model keeps its own page, and nothing is reported to it until a
///   person acts. When the page count grows, the control shows the last page it was given, if it now exists.
/// - When the page count shrinks under the page shown, the control moves to its new last page (0 with no pages)
///   and **reports that page to the model bound to `currentPage` as an edit**, whether the count changed in code
///   or from a model: the page the model pointed at is gone, and the model should know where the control went.
public final class PageControl: BindableView {
  /// The view's binding bookkeeping.
  public let bindingRegistrar = BindingRegistrar()
  /// The page shown, in `0..<numberOfPages` (0 when there are no pages).
  @ViewProperty public var currentPage = 0
  /// How many pages there are (never negative; 0 by default).
  @ViewProperty public var numberOfPages = 0
  /// Whether a person can change the page.
  @ViewProperty public var isEnabled = true
  /// Whether the control is hidden.
  @ViewProperty public var isHidden = false

  /// Made by `init`'s first use of it, once `self` is available: the slots are reached through their projections.
  private lazy var fittedPage = FittedValue($currentPage) { [pages = $numberOfPages] page in
    min(max(page, 0), PageControl.lastPage(of: pages.value))
  }

  /// Creates an enabled control with no pages.
  public init() {
    _ = fittedPage
    $numberOfPages.normalize = { max($0, 0) }
    $numberOfPages.onChange = { [weak self] _ in self?.numberOfPagesDidChange() }
  }

  /// Creates an enabled control with pages, showing `currentPage` (fitted into them).
  public convenience init(numberOfPages: Int, currentPage: Int = 0) {
    self.init()
    self.numberOfPages = numberOfPages
    self.currentPage = currentPage
  }

  /// A person selects a page (taps or scrubs to a dot): `page`, clamped into `0..<numberOfPages`, becomes current
  /// and is reported to the bound model. Does nothing when there are no pages, or while the control is disabled or
  /// hidden.
  public func select(page: Int) {
    guard isEnabled, !isHidden, $numberOfPages.value > 0 else { return }
    fittedPage.userDidEdit(page)
  }

  /// A person moves to the next page; on the last page it stays there. Reported like ``select(page:)``.
  public func next() {
    select(page: $currentPage.value + 1)
  }

  /// A person moves to the previous page; on the first page it stays there. Reported like ``select(page:)``.
  public func previous() {
    select(page: $currentPage.value - 1)
  }

  private func numberOfPagesDidChange() {
    let lastPage = PageControl.lastPage(of: $numberOfPages.value)
    if $currentPage.value > lastPage {
      fittedPage.userDidEdit(lastPage)
    } else {
      fittedPage.rangeDidChange()
    }
  }

  private static func lastPage(of numberOfPages: Int) -> Int {
    max(numberOfPages - 1, 0)
  }
}
