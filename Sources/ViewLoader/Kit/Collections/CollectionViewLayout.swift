/// Decides where a collection view's items go (UIKit's `UICollectionViewLayout`): the base of the
/// kit's layouts, and of an app's own.
open class CollectionViewLayout: Object {

}

/// A layout that flows a collection view's items into lines, section after section (UIKit's
/// `UICollectionViewFlowLayout`).
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// The direction in which a flow layout scrolls.
  public enum ScrollDirection: String, CaseIterable, NibEnum {
    /// Lines of items run across; the content grows downwards.
    case vertical
    /// Lines of items run downwards; the content grows to the right.
    case horizontal
  }

  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedScrollDirection: ScrollDirection = .vertical
  private var storedItemSize: Size = Size(width: 50, height: 50)
  private var storedEstimatedItemSize: Size = .zero
  private var storedMinimumLineSpacing: Double = 10
  private var storedMinimumInteritemSpacing: Double = 10
  private var storedHeaderReferenceSize: Size = .zero
  private var storedFooterReferenceSize: Size = .zero
  private var storedSectionInset: Insets = .zero
  private var storedSectionHeadersPinToVisibleBounds: Bool = false
  private var storedSectionFootersPinToVisibleBounds: Bool = false

  /// The direction the content scrolls in; vertical by default.
  public var scrollDirection: ScrollDirection {
    get { storedScrollDirection }
    set { storedScrollDirection = newValue }
  }

  /// The size of each item; 50 × 50 by default.
  public var itemSize: Size {
    get { storedItemSize }
    set { storedItemSize = newValue }
  }

  /// An estimate of the items' size that lets them size themselves, or zero (the default) to use
  /// ``itemSize``.
  public var estimatedItemSize: Size {
    get { storedEstimatedItemSize }
    set { storedEstimatedItemSize = newValue }
  }

  /// The least space between lines; 10 by default.
  public var minimumLineSpacing: Double {
    get { storedMinimumLineSpacing }
    set { storedMinimumLineSpacing = newValue }
  }

  /// The least space between items of a line; 10 by default.
  public var minimumInteritemSpacing: Double {
    get { storedMinimumInteritemSpacing }
    set { storedMinimumInteritemSpacing = newValue }
  }

  /// The size of each section's header; zero (none) by default.
  public var headerReferenceSize: Size {
    get { storedHeaderReferenceSize }
    set { storedHeaderReferenceSize = newValue }
  }

  /// The size of each section's footer; zero (none) by default.
  public var footerReferenceSize: Size {
    get { storedFooterReferenceSize }
    set { storedFooterReferenceSize = newValue }
  }

  /// The margins around each section's items; zero by default.
  public var sectionInset: Insets {
    get { storedSectionInset }
    set { storedSectionInset = newValue }
  }

  /// Whether headers stay in view while their section scrolls; `false` by default.
  public var sectionHeadersPinToVisibleBounds: Bool {
    get { storedSectionHeadersPinToVisibleBounds }
    set { storedSectionHeadersPinToVisibleBounds = newValue }
  }

  /// Whether footers stay in view while their section scrolls; `false` by default.
  public var sectionFootersPinToVisibleBounds: Bool {
    get { storedSectionFootersPinToVisibleBounds }
    set { storedSectionFootersPinToVisibleBounds = newValue }
  }
}
