#if canImport(WebKit)
  import BridgeClient
  import Foundation
  import WebKit
  import WebViewFeature

  // Compiled on Apple platforms only (WebKit does not exist on Linux). Kept to reading
  // properties: every decision is made by the platform-neutral kit, tested on Linux.

  extension WKNavigationAction: HostNavigationAction {
    /// `request.url`.
    public var requestURL: URL? { request.url }

    /// `navigationType`, as the reducer names it.
    public var hostNavigationType: NavigationType {
      switch navigationType {
      case .linkActivated: .linkActivated
      case .formSubmitted: .formSubmitted
      case .backForward: .backForward
      case .reload: .reload
      case .formResubmitted: .formResubmitted
      case .other: .other
      @unknown default: .other
      }
    }

    /// `targetFrame?.isMainFrame`: `nil` asks for a new window.
    public var isTargetMainFrame: Bool? { targetFrame?.isMainFrame }

    /// `sourceFrame.isMainFrame`; WebKit sometimes leaves `sourceFrame` nil despite its
    /// declaration, so it is read as an optional.
    public var isSourceMainFrame: Bool { (sourceFrame as WKFrameInfo?)?.isMainFrame ?? true }
  }

  extension WKNavigationResponse: HostNavigationResponse {
    /// `response.url`.
    public var responseURL: URL? { response.url }
    /// The status code of an HTTP response.
    public var httpStatusCode: Int? { (response as? HTTPURLResponse)?.statusCode }
    /// `response.mimeType`.
    public var responseMIMEType: String? { response.mimeType }
    /// `canShowMIMEType`.
    public var canShowResponseMIMEType: Bool { canShowMIMEType }
    /// `isForMainFrame`.
    public var isResponseForMainFrame: Bool { isForMainFrame }
  }

  extension WKScriptMessage: HostScriptMessage {
    /// `body`.
    public var messageBody: Any { body }
    /// `frameInfo`'s security origin and whether it is the main frame.
    public var messageFrame: BridgeFrame { frameInfo.bridgeFrame }
  }

  extension WKFrameInfo {
    /// The frame as the core reads it, for script messages and panels alike: its security
    /// origin, never `request.url`, which a sandboxed (opaque-origin) iframe shares with the
    /// trusted page it was loaded from.
    var bridgeFrame: BridgeFrame {
      BridgeFrame(
        originScheme: securityOrigin.protocol, host: securityOrigin.host, port: securityOrigin.port,
        isMainFrame: isMainFrame)
    }
  }
#endif
