#if canImport(WebKit)
  import BridgeClient
  import Foundation
  import WebKit
  import WebViewFeature

  // Compiled on Apple platforms only (WebKit does not exist on Linux). Kept to reading
  // properties: every decision is made by the platform-neutral kit, tested on Linux.

  extension WKNavigationAction: HostNavigationAction {
    /// `request.url`, `navigationType`, the target frame (`nil` asks for a new window) and
    /// whether the source frame is the main one; a navigation without a source frame (a load
    /// the app started) is the main frame's.
    public var navigationRequest: NavigationRequest {
      NavigationRequest(
        url: request.url, type: NavigationType(navigationType),
        target: NavigationTarget(targetFrameIsMain: targetFrame?.isMainFrame),
        isFromMainFrame: sourceFrameIfAny?.isMainFrame ?? true, isDownload: shouldPerformDownload)
    }

    /// `sourceFrame` as WebKit really hands it: declared nonnull, it has been nil. Swift trusts
    /// the declaration, so `sourceFrame as WKFrameInfo?` is never `nil` (a nil then reads as a
    /// subframe, and a bridged read such as `request` crashes); the bit cast keeps a nil a nil.
    private var sourceFrameIfAny: WKFrameInfo? { unsafeBitCast(sourceFrame, to: WKFrameInfo?.self) }
  }

  extension WKNavigationResponse: HostNavigationResponse {
    /// `response.url`, `isForMainFrame`, the status code of an HTTP response, `response.mimeType`,
    /// `canShowMIMEType`, and whether its `Content-Disposition` asks for an attachment.
    public var navigationResponse: NavigationResponse {
      let http = response as? HTTPURLResponse
      return NavigationResponse(
        url: response.url, isForMainFrame: isForMainFrame, statusCode: http?.statusCode, mimeType: response.mimeType,
        canShowMIMEType: canShowMIMEType,
        isAttachment: NavigationResponse.isAttachment(contentDisposition: http?.value(forHTTPHeaderField: "Content-Disposition")))
    }
  }

  /// WebKit's two decision answers, which spell the same three cases.
  protocol WebKitDecision {
    static var allow: Self { get }
    static var cancel: Self { get }
    static var download: Self { get }
  }

  extension WKNavigationActionPolicy: WebKitDecision {}
  extension WKNavigationResponsePolicy: WebKitDecision {}

  extension WebKitDecision {
    /// The reducer's answer as WebKit takes it.
    init(_ policy: WebKitPolicy) {
      self =
        switch policy {
        case .allow: .allow
        case .cancel: .cancel
        case .download: .download
        }
    }
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
      /// `request.url`, `navigationType`, the target frame and the source frame.
      public var navigationRequest: NavigationRequest {
        NavigationRequest(
          url: request.url, type: NavigationType(navigationType),
          target: NavigationTarget(targetFrameIsMain: target?.isMainFrame), isFromMainFrame: source.isMainFrame)
      }
    }

    /// `WebPage` does not say whether a response is for a subframe: every one is taken as the
    /// main frame's (the stricter reading: a main frame's response that cannot be shown is an
    /// error the user sees).
    @available(iOS 26.0, macOS 26.0, *)
    extension WebPage.NavigationResponse: HostNavigationResponse {
      /// `response.url`, the status code of an HTTP response, `response.mimeType` and
      /// `canShowMimeType` (so spelt on `WebPage`), for the main frame.
      public var navigationResponse: NavigationResponse {
        NavigationResponse(
          url: response.url, isForMainFrame: true, statusCode: (response as? HTTPURLResponse)?.statusCode,
          mimeType: response.mimeType, canShowMIMEType: canShowMimeType)
      }
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

  extension WKMediaCaptureType {
    /// What the core's policy reads; a type WebKit adds later asks for nothing, which the policy
    /// denies.
    var permissions: [Permission] {
      switch self {
      case .camera: [.camera]
      case .microphone: [.microphone]
      case .cameraAndMicrophone: [.camera, .microphone]
      @unknown default: []
      }
    }
  }

  extension WebViewHost {
    /// A permission request of any of the screen's web views, answered to WebKit as granted or
    /// denied, never with its own prompt.
    func requestPermission(
      _ permissions: [Permission], frame: BridgeFrame,
      answering decisionHandler: @escaping @MainActor @Sendable (WKPermissionDecision) -> Void
    ) {
      requestPermission(permissions, frame: frame) { decisionHandler($0 ? .grant : .deny) }
    }

    #if !canImport(UIKit)
      /// `runOpenPanelWith` of any of the screen's web views (macOS only: iOS keeps WebKit's own
      /// picker).
      func runOpenPanel(
        _ parameters: WKOpenPanelParameters, frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable ([URL]?) -> Void
      ) {
        runOpenPanel(
          allowsMultipleSelection: parameters.allowsMultipleSelection, allowsDirectories: parameters.allowsDirectories,
          frame: frame.bridgeFrame, completionHandler: completionHandler)
      }
    #endif
  }
#endif
