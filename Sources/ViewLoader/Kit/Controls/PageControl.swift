/// A row of dots, one per page, that shows the current page (UIKit's `UIPageControl`). It sends
/// `valueChanged` when the user picks another page.
open class PageControl: Control {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedNumberOfPages: Int = 0
  private var storedCurrentPage: Int = 0
  private var storedHidesForSinglePage: Bool = false
  private var storedPageIndicatorTintColor: Color? = nil
  private var storedCurrentPageIndicatorTintColor: Color? = nil

  /// How many pages there are; 0 by default.
  public var numberOfPages: Int {
    get { storedNumberOfPages }
    set { storedNumberOfPages = newValue }
  }

  /// The index of the current page; 0 by default.
  public var currentPage: Int {
    get { storedCurrentPage }
    set { storedCurrentPage = newValue }
  }

  /// Whether the control is hidden when there is only one page; `false` by default.
  public var hidesForSinglePage: Bool {
    get { storedHidesForSinglePage }
    set { storedHidesForSinglePage = newValue }
  }

  /// The colour of the dots of the other pages; `nil` for the default.
  public var pageIndicatorTintColor: Color? {
    get { storedPageIndicatorTintColor }
    set { storedPageIndicatorTintColor = newValue }
  }

  /// The colour of the current page's dot; `nil` for the default.
  public var currentPageIndicatorTintColor: Color? {
    get { storedCurrentPageIndicatorTintColor }
    set { storedCurrentPageIndicatorTintColor = newValue }
  }
}
