/// A view that shows web content (UIKit's `UIWebView` and WebKit's `WKWebView`, Interface
/// Builder's `webView` and `wkWebView`). Headless: it records what a renderer needs.
open class WebView: View {
  // Private storage behind public properties: exclusivity is then checked at compile time
  // (see View).
  private var storedScalesPageToFit: Bool = false
  private var storedAllowsBackForwardNavigationGestures: Bool = false
  private var storedAllowsLinkPreview: Bool = true
  private var storedCustomUserAgent: String? = nil
  private var delegates: WebViewDelegates? = nil

  /// The delegates set, boxed: most web views have none or one.
  private var madeDelegates: WebViewDelegates {
    if let delegates { return delegates }
    let made = WebViewDelegates()
    delegates = made
    return made
  }

  /// The object that hears about loading (UIKit's legacy `UIWebViewDelegate`), or `nil`; the
  /// view does not keep it alive, nor any of its delegates.
  public var delegate: AnyObject? {
    get { delegates?.delegate }
    set { madeDelegates.delegate = newValue }
  }

  /// The object that decides which navigations happen (WebKit's `WKNavigationDelegate`), or
  /// `nil`.
  public var navigationDelegate: AnyObject? {
    get { delegates?.navigation }
    set { madeDelegates.navigation = newValue }
  }

  /// The object that shows the page's panels and new windows (WebKit's `WKUIDelegate`, and the
  /// legacy macOS `WebView`'s `WebUIDelegate`; Interface Builder's `UIDelegate`), or `nil`.
  public var uiDelegate: AnyObject? {
    get { delegates?.ui }
    set { madeDelegates.ui = newValue }
  }

  /// The legacy macOS web view's delegate that decides what a navigation or a response does
  /// (`WebPolicyDelegate`), or `nil`.
  public var policyDelegate: AnyObject? {
    get { delegates?.policy }
    set { madeDelegates.policy = newValue }
  }

  /// The legacy macOS web view's delegate told as frames load (`WebFrameLoadDelegate`), or
  /// `nil`.
  public var frameLoadDelegate: AnyObject? {
    get { delegates?.frameLoad }
    set { madeDelegates.frameLoad = newValue }
  }

  /// The legacy macOS web view's delegate told as resources load (`WebResourceLoadDelegate`),
  /// or `nil`.
  public var resourceLoadDelegate: AnyObject? {
    get { delegates?.resourceLoad }
    set { madeDelegates.resourceLoad = newValue }
  }

  /// The legacy macOS web view's delegate told of downloads (`WebDownloadDelegate`), or `nil`.
  public var downloadDelegate: AnyObject? {
    get { delegates?.download }
    set { madeDelegates.download = newValue }
  }

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

/// A web view's delegates, boxed (``WebView``'s `delegates`). Owned by one web view; none of
/// the delegates is kept alive.
private final class WebViewDelegates {
  weak var delegate: AnyObject?
  weak var navigation: AnyObject?
  weak var ui: AnyObject?
  weak var policy: AnyObject?
  weak var frameLoad: AnyObject?
  weak var resourceLoad: AnyObject?
  weak var download: AnyObject?
}
