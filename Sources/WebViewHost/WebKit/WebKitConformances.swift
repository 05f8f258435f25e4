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
    public var hostNavigationType: NavigationType { NavigationType(navigationType) }

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

  extension NavigationType {
    /// The kit's name for WebKit's navigation type.
    init(_ type: WKNavigationType) {
      self =
        switch type {
        case .linkActivated: .linkActivated
        case .formSubmitted: .formSubmitted
        case .backForward: .backForward
        case .reload: .reload
        case .formResubmitted: .formResubmitted
        case .other: .other
        @unknown default: .other
        }
    }
  }

  #if canImport(SwiftUI)
    @available(iOS 26.0, macOS 26.0, *)
    extension WebPage.NavigationAction: HostNavigationAction {
      public var requestURL: URL? { request.url }
      public var hostNavigationType: NavigationType { NavigationType(navigationType) }
      public var isTargetMainFrame: Bool? { target?.isMainFrame }
      public var isSourceMainFrame: Bool { source.isMainFrame }
    }

    /// `WebPage` does not say whether a response is for a subframe: every one is taken as the
    /// main frame's (the stricter reading: a main frame's response that cannot be shown is an
    /// error the user sees).
    @available(iOS 26.0, macOS 26.0, *)
    extension WebPage.NavigationResponse: HostNavigationResponse {
      public var responseURL: URL? { response.url }
      public var httpStatusCode: Int? { (response as? HTTPURLResponse)?.statusCode }
      public var responseMIMEType: String? { response.mimeType }
      public var canShowResponseMIMEType: Bool { canShowMIMEType }
      public var isResponseForMainFrame: Bool { true }
    }

    @available(iOS 26.0, macOS 26.0, *)
    extension WebPage.FrameInfo {
      var bridgeFrame: BridgeFrame {
        BridgeFrame(
          originScheme: securityOrigin.protocol, host: securityOrigin.host, port: securityOrigin.port,
          isMainFrame: isMainFrame)
      }
    }
  #endif

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
