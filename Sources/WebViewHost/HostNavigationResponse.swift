import Foundation
import WebViewFeature

/// What the kit reads from a `WKNavigationResponse`.
@MainActor
public protocol HostNavigationResponse {
  /// The response's URL.
  var responseURL: URL? { get }
  /// The HTTP status code; `nil` for a response that is not HTTP (a `file:` URL, say).
  var httpStatusCode: Int? { get }
  /// The MIME type.
  var responseMIMEType: String? { get }
  /// Whether the web view can show the MIME type.
  var canShowResponseMIMEType: Bool { get }
  /// Whether the response is for the main frame.
  var isResponseForMainFrame: Bool { get }
}

extension HostNavigationResponse {
  /// The response as the reducer sees it.
  public var navigationResponse: NavigationResponse {
    NavigationResponse(
      url: responseURL, isForMainFrame: isResponseForMainFrame, statusCode: httpStatusCode,
      mimeType: responseMIMEType, canShowMIMEType: canShowResponseMIMEType)
  }
}

/// A navigation response built by hand: for tests and hosts other than WebKit.
public struct HostResponse: HostNavigationResponse, Sendable, Equatable {
  /// The response's URL.
  public var responseURL: URL?
  /// The HTTP status code.
  public var httpStatusCode: Int?
  /// The MIME type.
  public var responseMIMEType: String?
  /// Whether the web view can show the MIME type.
  public var canShowResponseMIMEType: Bool
  /// Whether the response is for the main frame.
  public var isResponseForMainFrame: Bool

  /// Creates a response.
  public init(
    url: URL?, statusCode: Int? = 200, mimeType: String? = "text/html", canShowMIMEType: Bool = true,
    isForMainFrame: Bool = true
  ) {
    self.responseURL = url
    self.httpStatusCode = statusCode
    self.responseMIMEType = mimeType
    self.canShowResponseMIMEType = canShowMIMEType
    self.isResponseForMainFrame = isForMainFrame
  }
}
