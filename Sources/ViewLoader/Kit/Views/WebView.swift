/// A view that shows web content (UIKit's `UIWebView` and WebKit's `WKWebView`, Interface
/// Builder's `webView` and `wkWebView`). Headless: it records what a renderer needs.
open class WebView: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedScalesPageToFit: Bool = false
  private var storedAllowsBackForwardNavigationGestures: Bool = false
  private var storedAllowsLinkPreview: Bool = true
  private var storedCustomUserAgent: String? = nil

  /// Whether the page is scaled to fit the view (the legacy web view's setting); `false` by
  /// default.
  public var scalesPageToFit: Bool {
    get { storedScalesPageToFit }
    set { storedScalesPageToFit = newValue }
  }

  /// Whether swipes go back and forward in the history; `false` by default.
  public var allowsBackForwardNavigationGestures: Bool {
    get { storedAllowsBackForwardNavigationGestures }
    set { storedAllowsBackForwardNavigationGestures = newValue }
  }

  /// Whether pressing a link previews it; `true` by default.
  public var allowsLinkPreview: Bool {
    get { storedAllowsLinkPreview }
    set { storedAllowsLinkPreview = newValue }
  }

  /// The user agent the view sends, or `nil` for the default.
  public var customUserAgent: String? {
    get { storedCustomUserAgent }
    set { storedCustomUserAgent = newValue }
  }
}
