import BridgeClient
import Foundation
import StoreRuntime

/// Everything a `WKWebView` screen decides, as one reducer: navigation policy, load progress and
/// errors, JavaScript panels, white-screen recovery, events to the page, the bridge and the
/// session scripts.
///
/// The host only translates WebKit callbacks into ``Action`` values and executes what the
/// effects ask of ``WebViewClient`` (the web view) and `BridgeClient` (scripts to the page).
/// Every WebKit request that carries an id (navigation decisions, panels) is answered exactly
/// once by an effect. Time comes from `@Dependency(\.date)`, app facts from
/// `@Dependency(\.appInfo)`, so the reducer replays exactly from an action log.
///
/// ```swift
/// // `webViewClient` and `bridgeClient` are built by the host around its WKWebView.
/// let store = Store(initialState: WebViewFeature.State(),
///                   reducer: WebViewFeature(configuration: configuration)) {
///   $0.webView = webViewClient; $0.bridgeClient = bridgeClient; $0.appInfo = appInfo
/// }
/// store.send(.load(startURL))
/// ```
public struct WebViewFeature: Reducer {
  /// The screen's policy.
  public var configuration: Configuration { parts.configuration }

  var webView: WebViewClient { parts.webView }
  var bridge: BridgeClient { parts.bridge }
  var appInfo: AppInfo { parts.appInfo }
  var date: DateGenerator { parts.date }
  var signIn: SignInClient { parts.signIn }

  // Everything the reducer holds sits behind one reference: a store calls it through its
  // `Reducer` witness, which copied the whole value (904 bytes) per action (`store-send-mix`).
  private let parts: Parts

  /// Creates the reducer with `configuration` (safe defaults: nothing may load, nobody may use
  /// the bridge).
  public init(configuration: Configuration = Configuration()) {
    parts = Parts(configuration: configuration)
  }

  /// The configuration and the dependencies the reducer reads. Never changed after `init`: the
  /// `@Dependency` wrappers only look their values up when read.
  private final class Parts: @unchecked Sendable {
    let configuration: Configuration
    @Dependency(\.webView) var webView
    @Dependency(\.bridgeClient) var bridge
    @Dependency(\.appInfo) var appInfo
    @Dependency(\.date) var date
    @Dependency(\.signIn) var signIn

    init(configuration: Configuration) {
      self.configuration = configuration
    }
  }

  /// Applies `action` to `state` and returns the effects that answer WebKit and the page.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    // Progress arrives dozens of times per page load, so it is handled before the full switch,
    // whose stack frame and saved registers would cost more than the update itself.
    if case .progressChanged(let progress) = action {
      progressChanged(progress, &state)
      return .none
    }
    return reduceAny(into: &state, action: action)
  }

  @inline(never)
  private func reduceAny(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load(let url):
      state.lastURL = url
      return web { await $0.load(url) }
    case .reload:
      return reload(&state)
    case .goBack:
      return state.canGoBack ? web { await $0.goBack() } : .none
    case .goForward:
      return state.canGoForward ? web { await $0.goForward() } : .none
    case .backButtonTapped:
      return backButtonTapped(&state)
    case .historyChanged(let canGoBack, let canGoForward):
      (state.canGoBack, state.canGoForward) = (canGoBack, canGoForward)
      return .none
    case .navigationRequested(let id, let request):
      return carryOut(decideNavigation(id, request, &state), &state)
    case .responseReceived(let id, let response):
      return decideResponse(id, response, &state)
    case .loadStarted(let id, let url):
      return loadStarted(id, url, &state)
    case .loadRedirected(let id, let url):
      return loadRedirected(id, url, &state)
    case .loadCommitted(let id, let url):
      return carryOut(loadCommitted(id, url, &state), &state)
    case .loadFinished(let id):
      return carryOut(loadFinished(id, &state), &state)
    case .loadFailedBeforeCommit(let id, let failure), .loadFailedAfterCommit(let id, let failure):
      return loadFailed(id, failure, &state)
    case .processTerminated:
      return carryOut(recoverFromTermination(&state), &state)
    case .progressChanged(let progress):
      progressChanged(progress, &state)
      return .none
    case .titleChanged(let title):
      state.title = title.map(UserFacingText.displayable)
      return .none
    case .urlChanged(let url):
      return urlChanged(url, &state)
    case .appBecameActive(let titleMissing):
      let wasActive = state.isActive
      state.isActive = true
      // Recovery first: a dead page must not be sent the event; the reloaded one gets it queued.
      let recovery = carryOut(recoverOnActivation(titleMissing: titleMissing, &state), &state)
      return wasActive ? recovery : .merge(recovery, sendEvent(.appStateChange(isActive: true), &state))
    case .appResignedActive:
      return appResignedActive(&state)
    case .networkChanged(let isOnline):
      return networkChanged(isOnline: isOnline, &state)
    case .accessTokenChanged(let token):
      return accessTokenChanged(token, &state)
    case .sessionCookiesChanged(let cookies):
      return sessionCookiesChanged(cookies)
    case .signInFinished(let outcome):
      return .send(.delegate(.signInFinished(outcome)))
    case .windowOpenRequested(let request):
      return carryOut(windowOpenRequested(request, &state), &state)
    case .popupNavigationRequested(let id, let request):
      return carryOut(popupNavigationRequested(id, request, &state), &state)
    case .popupLoadCommitted(let url):
      state.popup?.url = url
      return .none
    case .popupClosed:
      state.popup = nil
      return .none
    case .windowCloseRequested:
      return closeRequested()
    case .dialogRequested(let dialog):
      return dialogRequested(dialog, &state)
    case .dialogAnswered(let id, let result):
      return dialogAnswered(id, result, &state)
    case .downloadRequested(let id, let request):
      return downloadRequested(id, request, &state)
    case .downloadProgressed(let id, let received, let expected):
      downloadProgressed(id, received: received, expected: expected, &state)
      return .none
    case .downloadFinished(let id, let file):
      downloadEnded(id, .finished(file), &state)
      return .none
    case .downloadFailed(let id, let failure):
      downloadEnded(id, .failed(failure), &state)
      return .none
    case .cancelDownload(let id):
      return cancelDownload(id, &state)
    case .downloadDismissed(let id):
      return downloadDismissed(id, &state)
    case .errorDismissed:
      state.show(nil, in: configuration.messages)
      return .none
    case .urlToOpenPresented:
      state.urlToOpen = nil
      return .none
    case .toastShown:
      state.toastMessage = state.queuedToasts.isEmpty ? nil : state.queuedToasts.removeFirst()
      return .none
    case .screenClosed:
      state.isClosed = true
      state.popup = nil
      return .merge(Self.endDocumentWork, completeAllDialogs(&state), cancelAllDownloads(&state))
    case .scriptMessageReceived(let body, let frame):
      return carryOut(scriptMessageReceived(body, frame, &state), &state)
    case .replyHandlerMessageReceived(let id, let body, let frame):
      return carryOut(scriptMessageReceived(body, frame, &state, replyHandler: id), &state)
    case .scriptMessageRejected(let error):
      return rejected(error)
    case .pluginResponded(let request, let response):
      return reply(to: request, with: response)
    case .delegate:
      return .none
    }
  }
}
