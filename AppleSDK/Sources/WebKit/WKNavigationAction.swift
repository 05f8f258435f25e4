import Foundation

/// `enum WKNavigationType : Int, @unchecked Sendable`.
public enum WKNavigationType: Int, @unchecked Sendable {
  case linkActivated = 0
  case formSubmitted = 1
  case backForward = 2
  case reload = 3
  case formResubmitted = 4
  case other = -1
}

/// `enum WKNavigationActionPolicy : Int, @unchecked Sendable`.
public enum WKNavigationActionPolicy: Int, @unchecked Sendable {
  case cancel = 0
  case allow = 1
  case download = 2
}

/// `enum WKNavigationResponsePolicy : Int, @unchecked Sendable`.
public enum WKNavigationResponsePolicy: Int, @unchecked Sendable {
  case cancel = 0
  case allow = 1
  case download = 2
}

/// `@MainActor class WKSecurityOrigin : NSObject`: an opaque origin (a sandboxed iframe, a
/// `data:` document) has an empty `protocol` and `host` and port 0.
@MainActor open class WKSecurityOrigin: NSObject {
  /// `var protocol: String { get }`.
  open private(set) var `protocol`: String
  /// `var host: String { get }`.
  open private(set) var host: String
  /// `var port: Int { get }`: 0 for the scheme's default port.
  open private(set) var port: Int

  package init(protocol: String, host: String, port: Int = 0) {
    self.protocol = `protocol`
    self.host = host
    self.port = port
  }
}

/// `@MainActor class WKFrameInfo : NSObject, NSCopying`.
@MainActor open class WKFrameInfo: NSObject {
  /// `var isMainFrame: Bool { get }`.
  open private(set) var isMainFrame: Bool
  /// `var request: URLRequest { get }`.
  open private(set) var request: URLRequest
  /// `var securityOrigin: WKSecurityOrigin { get }`.
  open private(set) var securityOrigin: WKSecurityOrigin
  /// `weak var webView: WKWebView? { get }`.
  open private(set) weak var webView: WKWebView?

  package init(isMainFrame: Bool, url: URL, securityOrigin: WKSecurityOrigin, webView: WKWebView? = nil) {
    self.isMainFrame = isMainFrame
    self.request = URLRequest(url: url)
    self.securityOrigin = securityOrigin
    self.webView = webView
  }
}

/// `@MainActor class WKNavigationAction : NSObject`.
@MainActor open class WKNavigationAction: NSObject {
  /// `var request: URLRequest { get }`.
  open private(set) var request: URLRequest
  /// `var navigationType: WKNavigationType { get }`.
  open private(set) var navigationType: WKNavigationType
  /// `@NSCopying var sourceFrame: WKFrameInfo { get }`: declared nonnull, yet WebKit has handed
  /// nil (a load the app started). A fake made with a `nil` source frame returns a null
  /// reference here, as Objective-C does: Swift's type says otherwise, so `sourceFrame as
  /// WKFrameInfo?` is not `nil`, and reading through it crashes.
  open var sourceFrame: WKFrameInfo { unsafeBitCast(storedSourceFrame, to: WKFrameInfo.self) }
  private let storedSourceFrame: WKFrameInfo?
  /// `@NSCopying var targetFrame: WKFrameInfo? { get }`: nil for a new window.
  open private(set) var targetFrame: WKFrameInfo?
  /// `var shouldPerformDownload: Bool { get }`: a link with the `download` attribute.
  open private(set) var shouldPerformDownload: Bool

  package init(
    url: URL, navigationType: WKNavigationType, sourceFrame: WKFrameInfo?, targetFrame: WKFrameInfo?, shouldPerformDownload: Bool = false
  ) {
    self.request = URLRequest(url: url)
    self.navigationType = navigationType
    self.storedSourceFrame = sourceFrame
    self.targetFrame = targetFrame
    self.shouldPerformDownload = shouldPerformDownload
  }
}

/// `@MainActor class WKNavigationResponse : NSObject`.
@MainActor open class WKNavigationResponse: NSObject {
  /// `var isForMainFrame: Bool { get }`.
  open private(set) var isForMainFrame: Bool
  /// `@NSCopying var response: URLResponse { get }`.
  open private(set) var response: URLResponse
  /// `var canShowMIMEType: Bool { get }`.
  open private(set) var canShowMIMEType: Bool

  package init(response: URLResponse, isForMainFrame: Bool = true, canShowMIMEType: Bool = true) {
    self.response = response
    self.isForMainFrame = isForMainFrame
    self.canShowMIMEType = canShowMIMEType
  }
}

/// `@MainActor class WKNavigation : NSObject`.
@MainActor open class WKNavigation: NSObject {
  package override init() { super.init() }
}

/// `@MainActor class WKWindowFeatures : NSObject`.
@MainActor open class WKWindowFeatures: NSObject {
  package override init() { super.init() }
}
