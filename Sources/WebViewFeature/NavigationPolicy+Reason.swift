import Foundation

extension NavigationPolicy {
  /// Why ``decide(_:)-(NavigationRequest)`` decides what it does for `request`, in one line
  /// that starts with the outcome: `allowed`, `cancelled`, `cancelled with an error` (the error
  /// is the state's), `handed to the OS` or `opened in the app`.
  ///
  /// For people reading a replay: `cancelled: tel: goes to the OS only when the user taps a
  /// link in the main frame (this navigation is .other from the main frame)`.
  public func reason(for request: NavigationRequest) -> String {
    let outcome = Self.outcome(of: decide(request))
    guard let url = request.url, let scheme = url.scheme?.lowercased() else {
      return "\(outcome): the request has no URL with a scheme"
    }
    switch scheme {
    case "http", "https":
      return "\(outcome): " + webReason(url, request)
    case "about":
      if request.target == .newWindow { return "\(outcome): a new window never opens an about: page" }
      return "\(outcome): only about:blank and about:srcdoc (empty documents) load"
    case "blob":
      return "\(outcome): a blob: URL loads only where the page that created it may load, never in a new window"
    case "file":
      return allowsLocalFiles
        ? "\(outcome): file: URLs load in this web view (allowsLocalFiles), never in a new window"
        : "\(outcome): file: URLs do not load (allowsLocalFiles is off)"
    case "javascript", "data":
      return "\(outcome): \(scheme): URLs never load and never reach the OS"
    default:
      if let origin = appOrigins.first(where: { $0.contains(url) }) {
        return request.target == .newWindow
          ? "\(outcome): \(origin) is one of the app's own origins (appOrigins); a new window opens as a new screen"
          : "\(outcome): \(origin) is one of the app's own origins (appOrigins)"
      }
      if isAppScheme(scheme) {
        return "\(outcome): \(scheme): is the scheme of the app's own origins, and \(Self.describeOrigin(url)) is not one of appOrigins"
      }
      guard lists(scheme) else {
        return "\(outcome): \(scheme): is neither a web scheme nor one of the external schemes"
      }
      switch (externalSchemeTrigger, externalSchemeTrigger.permits(request)) {
      case (.userTapInMainFrame, true):
        return "\(outcome): \(scheme): is an external scheme and the user tapped the link in the main frame"
      case (.userTapInMainFrame, false):
        return "\(outcome): \(scheme): goes to the OS only when the user taps a link in the main frame (\(Self.describe(request)))"
      case (.anyMainFrameNavigation, true):
        return "\(outcome): \(scheme): is an external scheme and the main frame asked (externalSchemeTrigger: anyMainFrameNavigation)"
      case (.anyMainFrameNavigation, false):
        return
          "\(outcome): \(scheme): goes to the OS only from the main frame, never into an iframe (\(Self.describe(request)), for \(Self.describe(request.target)))"
      }
    }
  }

  /// Why ``decide(_:)-(NavigationResponse)`` decides what it does for `response`, starting with
  /// the outcome as ``reason(for:)-(NavigationRequest)`` does.
  public func reason(for response: NavigationResponse) -> String {
    let outcome: String
    switch decide(response) {
    case .allow: outcome = "allowed"
    case .cancel: outcome = "cancelled"
    case .cancelWithError: outcome = "cancelled with an error"
    }
    let frame = response.isForMainFrame ? "main frame" : "iframe"
    if let status = response.statusCode, status >= 400, response.isForMainFrame {
      return "\(outcome): HTTP status \(status) in the main frame"
    }
    if !response.canShowMIMEType {
      return "\(outcome): the web view cannot show \(response.mimeType ?? "this content") (\(frame))"
    }
    return "\(outcome): \(response.statusCode.map { "status \($0)" } ?? "no status"), content the web view can show (\(frame))"
  }

  private func webReason(_ url: URL, _ request: NavigationRequest) -> String {
    // Named as the error names it: the host the policy read, never Foundation's reading of a
    // URL the policy could not read (`https://evil.com\@example.com` is not `example.com`).
    let refused = UserFacingText.refusedAddress(url)
    let host = refused.isEmpty ? "(no host)" : refused
    let allowed = allowedHosts.allows(url: url)
    switch (request.target, allowed) {
    case (.subframe, true):
      return "\(host) is an allowed host"
    case (.subframe, false):
      return subframeHosts == .anyHost
        ? "iframes may load any host (subframeHosts: anyHost)" : "an iframe may load only allowed hosts, and \(host) is not one"
    case (.mainFrame, true):
      return "\(host) is an allowed host"
    case (.newWindow, true):
      return "a new window to an allowed host (\(host)) opens as a new screen"
    case (.mainFrame, false), (.newWindow, false):
      guard disallowedHosts == .openExternallyOnTap else {
        return "\(host) is not an allowed host (disallowedHosts: showError)"
      }
      if request.isUserTapInMainFrame {
        return "\(host) is not an allowed host and the user tapped the link (disallowedHosts: openExternallyOnTap)"
      }
      return "\(host) is not an allowed host, and only a user's tap in the main frame goes to the OS (\(Self.describe(request)))"
    }
  }

  private static func outcome(of decision: NavigationDecision) -> String {
    switch decision {
    case .allow: "allowed"
    case .cancel: "cancelled"
    case .openExternally: "handed to the OS"
    case .openInApp: "opened in the app"
    case .cancelWithError: "cancelled with an error"
    }
  }

  /// `the main frame`, `an iframe`, `a new window`.
  private static func describe(_ target: NavigationTarget) -> String {
    switch target {
    case .mainFrame: "the main frame"
    case .subframe: "an iframe"
    case .newWindow: "a new window"
    }
  }

  /// `app://localhost:8080`: the origin as the URL writes it, percent-encoded.
  private static func describeOrigin(_ url: URL) -> String {
    "\(url.scheme ?? "")://\(url.host(percentEncoded: true) ?? "")" + (url.port.map { ":\($0)" } ?? "")
  }

  /// `this navigation is .other from the main frame`.
  private static func describe(_ request: NavigationRequest) -> String {
    "this navigation is .\(request.type.rawValue) from \(request.isFromMainFrame ? "the main frame" : "an iframe")"
  }
}
