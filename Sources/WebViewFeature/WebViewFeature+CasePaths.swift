import BridgeClient
import Foundation
import JSON
import StoreRuntime

extension WebViewFeature.Action: CasePathable {
  /// One case path per action case, so tests and parents name cases as key paths:
  /// `store.receive(\.delegate.closeRequested)`, `store.receive(\.pluginResponded)`.
  public struct AllCasePaths: Sendable {
    /// The actions these paths lead into.
    public typealias Action = WebViewFeature.Action

    /// `\.load`
    public let load = CasePath(Action.load) { if case .load(let v) = $0 { v } else { nil } }
    /// `\.reload`
    public let reload = CasePath(Action.reload) { if case .reload = $0 { true } else { false } }
    /// `\.goBack`
    public let goBack = CasePath(Action.goBack) { if case .goBack = $0 { true } else { false } }
    /// `\.goForward`
    public let goForward = CasePath(Action.goForward) { if case .goForward = $0 { true } else { false } }
    /// `\.backButtonTapped`
    public let backButtonTapped = CasePath(Action.backButtonTapped) { if case .backButtonTapped = $0 { true } else { false } }
    /// `\.historyChanged`: whether the web view can go back and forward.
    public let historyChanged = CasePath<Action, (canGoBack: Bool, canGoForward: Bool)>({
      .historyChanged(canGoBack: $0.canGoBack, canGoForward: $0.canGoForward)
    }) {
      if case .historyChanged(let back, let forward) = $0 { (back, forward) } else { nil }
    }
    /// `\.navigationRequested`: the id and the request.
    public let navigationRequested = CasePath<Action, (NavigationID, NavigationRequest)>({ .navigationRequested($0.0, $0.1) }) {
      if case .navigationRequested(let id, let request) = $0 { (id, request) } else { nil }
    }
    /// `\.responseReceived`: the id and the response.
    public let responseReceived = CasePath<Action, (NavigationID, NavigationResponse)>({ .responseReceived($0.0, $0.1) }) {
      if case .responseReceived(let id, let response) = $0 { (id, response) } else { nil }
    }
    /// `\.loadStarted`: the load and the URL.
    public let loadStarted = CasePath<Action, (LoadID, url: URL?)>({ .loadStarted($0.0, url: $0.url) }) {
      if case .loadStarted(let id, let url) = $0 { (id, url) } else { nil }
    }
    /// `\.loadRedirected`: the load and the new URL.
    public let loadRedirected = CasePath<Action, (LoadID, url: URL?)>({ .loadRedirected($0.0, url: $0.url) }) {
      if case .loadRedirected(let id, let url) = $0 { (id, url) } else { nil }
    }
    /// `\.loadCommitted`: the load and the URL.
    public let loadCommitted = CasePath<Action, (LoadID, url: URL?)>({ .loadCommitted($0.0, url: $0.url) }) {
      if case .loadCommitted(let id, let url) = $0 { (id, url) } else { nil }
    }
    /// `\.loadFinished`
    public let loadFinished = CasePath(Action.loadFinished) { if case .loadFinished(let v) = $0 { v } else { nil } }
    /// `\.loadFailedBeforeCommit`: the load and the failure.
    public let loadFailedBeforeCommit = CasePath<Action, (LoadID, NavigationFailure)>({ .loadFailedBeforeCommit($0.0, $0.1) }) {
      if case .loadFailedBeforeCommit(let id, let failure) = $0 { (id, failure) } else { nil }
    }
    /// `\.loadFailedAfterCommit`: the load and the failure.
    public let loadFailedAfterCommit = CasePath<Action, (LoadID, NavigationFailure)>({ .loadFailedAfterCommit($0.0, $0.1) }) {
      if case .loadFailedAfterCommit(let id, let failure) = $0 { (id, failure) } else { nil }
    }
    /// `\.processTerminated`
    public let processTerminated = CasePath(Action.processTerminated) { if case .processTerminated = $0 { true } else { false } }
    /// `\.progressChanged`
    public let progressChanged = CasePath(Action.progressChanged) { if case .progressChanged(let v) = $0 { v } else { nil } }
    /// `\.titleChanged`
    public let titleChanged = CasePath(Action.titleChanged) { if case .titleChanged(let v) = $0 { v } else { nil } }
    /// `\.urlChanged`
    public let urlChanged = CasePath(Action.urlChanged) { if case .urlChanged(let v) = $0 { v } else { nil } }
    /// `\.appBecameActive`: whether the title was missing.
    public let appBecameActive = CasePath(Action.appBecameActive) { if case .appBecameActive(let v) = $0 { v } else { nil } }
    /// `\.appResignedActive`
    public let appResignedActive = CasePath(Action.appResignedActive) { if case .appResignedActive = $0 { true } else { false } }
    /// `\.networkChanged`: whether the app is online.
    public let networkChanged = CasePath(Action.networkChanged) { if case .networkChanged(let v) = $0 { v } else { nil } }
    /// `\.sessionCookiesChanged`
    public let sessionCookiesChanged = CasePath(Action.sessionCookiesChanged) { if case .sessionCookiesChanged(let v) = $0 { v } else { nil } }
    /// `\.signInFinished`
    public let signInFinished = CasePath(Action.signInFinished) { if case .signInFinished(let v) = $0 { v } else { nil } }
    /// `\.accessTokenChanged`
    public let accessTokenChanged = CasePath(Action.accessTokenChanged) { if case .accessTokenChanged(let v) = $0 { v } else { nil } }
    /// `\.windowOpenRequested`
    public let windowOpenRequested = CasePath(Action.windowOpenRequested) { if case .windowOpenRequested(let v) = $0 { v } else { nil } }
    /// `\.popupNavigationRequested`: the id and the request.
    public let popupNavigationRequested = CasePath<Action, (NavigationID, NavigationRequest)>({
      .popupNavigationRequested($0.0, $0.1)
    }) { if case .popupNavigationRequested(let id, let request) = $0 { (id, request) } else { nil } }
    /// `\.popupLoadCommitted`
    public let popupLoadCommitted = CasePath(Action.popupLoadCommitted) { if case .popupLoadCommitted(let v) = $0 { v } else { nil } }
    /// `\.popupClosed`
    public let popupClosed = CasePath(Action.popupClosed) { if case .popupClosed = $0 { true } else { false } }
    /// `\.windowCloseRequested`
    public let windowCloseRequested = CasePath(Action.windowCloseRequested) { if case .windowCloseRequested = $0 { true } else { false } }
    /// `\.dialogRequested`
    public let dialogRequested = CasePath(Action.dialogRequested) { if case .dialogRequested(let v) = $0 { v } else { nil } }
    /// `\.dialogAnswered`: the dialog and the answer.
    public let dialogAnswered = CasePath<Action, (DialogID, DialogResult)>({ .dialogAnswered($0.0, $0.1) }) {
      if case .dialogAnswered(let id, let result) = $0 { (id, result) } else { nil }
    }
    /// `\.downloadRequested`: the download and WebKit's question.
    public let downloadRequested = CasePath<Action, (DownloadID, DownloadRequest)>({ .downloadRequested($0.0, $0.1) }) {
      if case .downloadRequested(let id, let request) = $0 { (id, request) } else { nil }
    }
    /// `\.downloadProgressed`: the download, the bytes received and the size when known.
    public let downloadProgressed = CasePath<Action, (DownloadID, receivedBytes: Int64, expectedBytes: Int64?)>({
      .downloadProgressed($0.0, receivedBytes: $0.receivedBytes, expectedBytes: $0.expectedBytes)
    }) {
      if case .downloadProgressed(let id, let received, let expected) = $0 { (id, received, expected) } else { nil }
    }
    /// `\.downloadFinished`: the download and its file.
    public let downloadFinished = CasePath<Action, (DownloadID, file: URL)>({ .downloadFinished($0.0, file: $0.file) }) {
      if case .downloadFinished(let id, let file) = $0 { (id, file) } else { nil }
    }
    /// `\.downloadFailed`: the download and the failure.
    public let downloadFailed = CasePath<Action, (DownloadID, NavigationFailure)>({ .downloadFailed($0.0, $0.1) }) {
      if case .downloadFailed(let id, let failure) = $0 { (id, failure) } else { nil }
    }
    /// `\.cancelDownload`
    public let cancelDownload = CasePath(Action.cancelDownload) { if case .cancelDownload(let v) = $0 { v } else { nil } }
    /// `\.downloadDismissed`
    public let downloadDismissed = CasePath(Action.downloadDismissed) { if case .downloadDismissed(let v) = $0 { v } else { nil } }
    /// `\.errorDismissed`
    public let errorDismissed = CasePath(Action.errorDismissed) { if case .errorDismissed = $0 { true } else { false } }
    /// `\.urlToOpenPresented`
    public let urlToOpenPresented = CasePath(Action.urlToOpenPresented) { if case .urlToOpenPresented = $0 { true } else { false } }
    /// `\.toastShown`
    public let toastShown = CasePath(Action.toastShown) { if case .toastShown = $0 { true } else { false } }
    /// `\.screenClosed`
    public let screenClosed = CasePath(Action.screenClosed) { if case .screenClosed = $0 { true } else { false } }
    /// `\.scriptMessageReceived`: the body and the frame.
    public let scriptMessageReceived = CasePath<Action, (body: JSONValue, frame: BridgeFrame)>({
      .scriptMessageReceived(body: $0.body, frame: $0.frame)
    }) {
      if case .scriptMessageReceived(let body, let frame) = $0 { (body, frame) } else { nil }
    }
    /// `\.replyHandlerMessageReceived`: the host's id, the body and the frame.
    public let replyHandlerMessageReceived = CasePath<Action, (ReplyHandlerID, body: JSONValue, frame: BridgeFrame)>({
      .replyHandlerMessageReceived($0.0, body: $0.body, frame: $0.frame)
    }) {
      if case .replyHandlerMessageReceived(let id, let body, let frame) = $0 { (id, body, frame) } else { nil }
    }
    /// `\.scriptMessageRejected`
    public let scriptMessageRejected = CasePath(Action.scriptMessageRejected) { if case .scriptMessageRejected(let v) = $0 { v } else { nil } }
    /// `\.pluginResponded`: the request and the plugin's response.
    public let pluginResponded = CasePath<Action, (BridgeRequest, BridgeResponse)>({ .pluginResponded($0.0, $0.1) }) {
      if case .pluginResponded(let request, let response) = $0 { (request, response) } else { nil }
    }
    /// `\.delegate`: what the feature asks of its parent.
    public let delegate = CasePath(Action.delegate) { if case .delegate(let v) = $0 { v } else { nil } }
  }

  /// The case paths of ``WebViewFeature/Action``.
  public static let allCasePaths = AllCasePaths()
}

extension WebViewFeature.Delegate: CasePathable {
  /// The case paths of ``WebViewFeature/Delegate``: `\.delegate.closeRequested`,
  /// `\.delegate.openInNewScreen`.
  public struct AllCasePaths: Sendable {
    /// The delegate actions these paths lead into.
    public typealias Delegate = WebViewFeature.Delegate

    /// `\.closeRequested`
    public let closeRequested = CasePath(Delegate.closeRequested) { if case .closeRequested = $0 { true } else { false } }
    /// `\.openInNewScreen`
    public let openInNewScreen = CasePath(Delegate.openInNewScreen) { if case .openInNewScreen(let v) = $0 { v } else { nil } }
  }

  /// The case paths of ``WebViewFeature/Delegate``.
  public static let allCasePaths = AllCasePaths()
}
