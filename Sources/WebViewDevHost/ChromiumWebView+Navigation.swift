import BridgeClient
import Foundation
import JSON
import WebViewFeature
import WebViewHost

/// Navigations: each document request paused, decided by the core, then continued, served or
/// failed; the load callbacks follow Chromium's frame events.
extension ChromiumWebView {
  func frameRequestedNavigation(_ params: JSONValue) {
    guard let frame = params["frameId"]?.stringValue, let url = params["url"]?.stringValue else { return }
    requestedNavigations[frame] = (url, params["reason"]?.stringValue ?? "")
  }

  /// Every navigation starts here. Chromium fetches `http(s)` documents, so those are decided when
  /// their request pauses; for other schemes (`tel:`, `mailto:`, `about:`) there is no request to
  /// pause, so the core is asked now and Chromium, which opens no external apps, does the rest.
  func frameStartedNavigating(_ params: JSONValue) {
    guard let frame = params["frameId"]?.stringValue, let text = params["url"]?.stringValue,
      let loaderID = params["loaderId"]?.stringValue
    else { return }
    let kind = params["navigationType"]?.stringValue ?? ""
    guard kind != "sameDocument", kind != "historySameDocument" else { return }
    startingNavigations[frame] = (text, loaderID, kind)
    let url = URL(string: text)
    let scheme = url?.scheme?.lowercased()
    guard scheme != "http", scheme != "https" else { return }
    let action = navigationAction(url: url, text: text, frame: frame, kind: kind)
    host?.decidePolicy(for: action) { [weak self] policy in
      guard let self else { return }
      self.onRecord?(.navigation(url, action.type, action.target, policy))
      if policy == .allow, frame == self.mainFrame, scheme == "about" {
        self.startLoad(loaderID: loaderID, url: url)
      }
    }
  }

  func requestPaused(_ params: JSONValue) {
    guard let requestID = params["requestId"]?.stringValue, let text = params["request"]?["url"]?.stringValue else { return }
    let url = URL(string: text)
    let isDocument = params["resourceType"]?.stringValue == "Document"
    let atResponse = params["responseStatusCode"] != nil || params["responseErrorReason"] != nil
    switch (isDocument, atResponse) {
    case (false, _):
      serveSubresource(requestID, url, params["request"])
    case (true, false):
      documentRequested(requestID, url: url, text: text, params)
    case (true, true):
      documentResponded(requestID, url: url, params)
    }
  }

  func frameNavigated(_ params: JSONValue) {
    let frame = params["frame"] ?? [:]
    guard let id = frame["id"]?.stringValue else { return }
    // Chromium's own error page: the failure was reported when the request failed.
    guard frame["unreachableUrl"] == nil else { return }
    let url = frame["url"]?.stringValue.flatMap { URL(string: $0) }
    frameURLs[id] = url
    // A page restored from the back-forward cache commits without a request of its own.
    if id == mainFrame { reportHistory() }
    guard id == mainFrame, let loaderID = frame["loaderId"]?.stringValue, let load = loads[loaderID] else { return }
    host?.didCommit(load, url: url)
    host?.progressChanged(0.5)
  }

  func navigatedWithinDocument(_ params: JSONValue) {
    guard let frame = params["frameId"]?.stringValue, let text = params["url"]?.stringValue else { return }
    frameURLs[frame] = URL(string: text)
    guard frame == mainFrame else { return }
    host?.urlChanged(URL(string: text))
    reportHistory()
  }

  func lifecycleEvent(_ params: JSONValue) {
    guard params["frameId"]?.stringValue == mainFrame, let loaderID = params["loaderId"]?.stringValue,
      let load = loads[loaderID]
    else { return }
    switch params["name"]?.stringValue {
    case "DOMContentLoaded":
      host?.progressChanged(0.8)
    case "load":
      loads[loaderID] = nil
      requestLoads = requestLoads.filter { $0.value !== load }
      host?.didFinish(load)
      // Again once the page is whole: a report at commit can come before Chromium's entry does.
      reportHistory()
    default:
      break
    }
  }

  // MARK: Private

  private func documentRequested(_ requestID: String, url: URL?, text: String, _ params: JSONValue) {
    let frame = params["frameId"]?.stringValue ?? mainFrame
    let redirectedFrom = params["redirectedRequestId"]?.stringValue
    let action: NavigationRequest
    if let redirectedFrom {
      requestLoads[requestID] = requestLoads[redirectedFrom]
      action = NavigationRequest(url: url, target: frame == mainFrame ? .mainFrame : .subframe)
    } else {
      action = navigationAction(url: url, text: text, frame: frame, kind: startingNavigations[frame]?.kind ?? "")
    }
    host?.decidePolicy(for: action) { [weak self] policy in
      guard let self else { return }
      self.onRecord?(.navigation(url, action.type, action.target, policy))
      guard policy == .allow else {
        self.post("Fetch.failRequest", ["requestId": .string(requestID), "errorReason": "Aborted"])
        if redirectedFrom != nil, let load = self.requestLoads[requestID] {
          self.failLoad(load, NetworkError.cancelled)
        }
        return
      }
      if frame == self.mainFrame {
        if redirectedFrom != nil, let load = self.requestLoads[requestID] {
          self.host?.didReceiveServerRedirect(load, url: url)
        } else if let loaderID = self.startingNavigations[frame]?.loaderID {
          self.requestLoads[requestID] = self.startLoad(loaderID: loaderID, url: url)
        }
      }
      if let files = self.files, let url, files.serves(url) {
        self.serveDocument(requestID, url: url, isMainFrame: frame == self.mainFrame, files.response(to: params["request"], url: url))
      } else {
        self.post("Fetch.continueRequest", ["requestId": .string(requestID)])
      }
    }
  }

  private func documentResponded(_ requestID: String, url: URL?, _ params: JSONValue) {
    let isMainFrame = (params["frameId"]?.stringValue ?? mainFrame) == mainFrame
    let load = requestLoads[requestID]
    if let reason = params["responseErrorReason"]?.stringValue {
      // Failed for good: WebKit keeps the old page and reports the error, Chromium would show
      // its own error page, so the request ends as aborted and the error goes to the kit.
      post("Fetch.failRequest", ["requestId": .string(requestID), "errorReason": "Aborted"])
      if isMainFrame, let load { failLoad(load, NetworkError.error(forReason: reason, url: url)) }
      return
    }
    let status = params["responseStatusCode"]?.intValue
    let headers = params["responseHeaders"]?.arrayValue ?? []
    if let status, (300..<400).contains(status), Self.header("location", in: headers) != nil {
      post("Fetch.continueRequest", ["requestId": .string(requestID)])
      return
    }
    let mimeType = Self.header("content-type", in: headers).map(Self.mimeType(ofContentType:))
    let response = NavigationResponse(
      url: url, isForMainFrame: isMainFrame, statusCode: status, mimeType: mimeType,
      canShowMIMEType: PageFiles.canShow(mimeType: mimeType),
      isAttachment: NavigationResponse.isAttachment(contentDisposition: Self.header("content-disposition", in: headers)))
    host?.decidePolicy(for: response) { [weak self] policy in
      guard let self else { return }
      self.onRecord?(.response(url, status: status, mimeType: mimeType, policy))
      switch policy {
      case .allow:
        self.post("Fetch.continueRequest", ["requestId": .string(requestID)])
      case .download:
        self.continueAsDownload(requestID, url: url, status: status ?? 200, mimeType: mimeType, headers: headers)
        if isMainFrame, let load { self.failLoad(load, NetworkError.frameLoadInterrupted) }
      case .cancel:
        self.post("Fetch.failRequest", ["requestId": .string(requestID), "errorReason": "Aborted"])
        if isMainFrame, let load { self.failLoad(load, NetworkError.frameLoadInterrupted) }
      }
    }
  }

  /// A served document: the core decides on the response before it is handed to the browser.
  private func serveDocument(_ requestID: String, url: URL, isMainFrame: Bool, _ served: FolderServer.Response) {
    let load = requestLoads[requestID]
    let response = NavigationResponse(
      url: url, isForMainFrame: isMainFrame, statusCode: served.status, mimeType: served.mimeType,
      canShowMIMEType: PageFiles.canShow(mimeType: served.mimeType))
    host?.decidePolicy(for: response) { [weak self] policy in
      guard let self else { return }
      self.onRecord?(.response(url, status: served.status, mimeType: served.mimeType, policy))
      switch policy {
      case .allow:
        self.fulfill(requestID, served)
      case .download:
        var attachment = served
        attachment.headers["Content-Disposition"] = "attachment"
        self.downloadResponses[url.absoluteString] = (served.mimeType, Int64(served.body.count))
        self.fulfill(requestID, attachment)
        if isMainFrame, let load { self.failLoad(load, NetworkError.frameLoadInterrupted) }
      case .cancel:
        self.post("Fetch.failRequest", ["requestId": .string(requestID), "errorReason": "Aborted"])
        if isMainFrame, let load { self.failLoad(load, NetworkError.frameLoadInterrupted) }
      }
    }
  }

  private func serveSubresource(_ requestID: String, _ url: URL?, _ request: JSONValue?) {
    guard let files, let url, files.serves(url) else {
      post("Fetch.continueRequest", ["requestId": .string(requestID)])
      return
    }
    fulfill(requestID, files.response(to: request, url: url))
  }

  private func fulfill(_ requestID: String, _ served: FolderServer.Response) {
    post("Fetch.fulfillRequest", served.fulfillment(of: requestID))
  }

  @discardableResult
  private func startLoad(loaderID: String, url: URL?) -> PageLoad {
    let load = loads[loaderID] ?? PageLoad(loaderID: loaderID)
    loads[loaderID] = load
    host?.didStartProvisionalNavigation(load, url: url)
    host?.progressChanged(0.1)
    return load
  }

  private func failLoad(_ load: PageLoad, _ error: NSError) {
    loads[load.loaderID] = nil
    requestLoads = requestLoads.filter { $0.value !== load }
    host?.didFailProvisionalNavigation(load, error: error)
  }

  /// The navigation as WebKit would describe it. DevTools does not name the frame a navigation
  /// came from, so the frame it navigates stands in for it.
  private func navigationAction(url: URL?, text: String, frame: String, kind: String) -> NavigationRequest {
    let reason = requestedNavigations[frame].flatMap { $0.url == text ? $0.reason : nil }
    requestedNavigations[frame] = nil
    let type: NavigationType =
      switch (reason, kind) {
      case ("anchorClick"?, _): .linkActivated
      case ("formSubmissionGet"?, _), ("formSubmissionPost"?, _): .formSubmitted
      case (_, "reload"), (_, "reloadBypassingCache"): .reload
      case (_, "historyDifferentDocument"), (_, "restore"), (_, "restoreWithPost"): .backForward
      default: .other
      }
    let isMain = frame == mainFrame
    return NavigationRequest(url: url, type: type, target: isMain ? .mainFrame : .subframe, isFromMainFrame: isMain)
  }

  static func header(_ name: String, in headers: [JSONValue]) -> String? {
    headers.first { $0["name"]?.stringValue?.lowercased() == name }?["value"]?.stringValue
  }

  private static func mimeType(ofContentType value: String) -> String {
    String(value.prefix { $0 != ";" }).trimmingCharacters(in: .whitespaces).lowercased()
  }
}
