import Foundation
import StoreRuntime

/// Navigation decisions and the main-frame load life cycle.
extension WebViewFeature {
  /// A sign-in page goes to the app's authentication session instead (``Handoff/signIn(_:cancelling:)``).
  func decideNavigation(_ id: NavigationID, _ request: NavigationRequest, _ state: inout State) -> Step {
    if let signInPage = configuration.signIn.handsOff(request) { return (.none, .signIn(signInPage, cancelling: id)) }
    if configuration.downloads.downloads(request, navigation: configuration.navigation) {
      return (web { await $0.decidePolicy(id, .download) }, nil)
    }
    let decision = configuration.navigation.decide(request)
    let (external, handoff) = apply(decision, &state)
    let policy: WebKitPolicy = decision == .allow ? .allow : .cancel
    let refused = refusedExternalNavigation(request)
    let answer = web { webView in
      await webView.decidePolicy(id, policy)
      if let external { await webView.openExternally(external) }
      if let refused { await webView.diagnose(refused) }
    }
    return (answer, handoff)
  }

  /// `window.open` asks for no decision, only the consequence: the host returns the child web
  /// view when this opens ``State/popup``, `nil` otherwise.
  func windowOpenRequested(_ request: NavigationRequest, _ state: inout State) -> Step {
    var request = request
    request.target = .newWindow
    if let signInPage = configuration.signIn.handsOff(request) { return (.none, .signIn(signInPage, cancelling: nil)) }
    switch configuration.popups.decide(request) {
    case .newScreen:
      break
    case .childWebView:
      // One child at a time: a page cannot stack windows over the user.
      if state.popup == nil { state.popup = Popup() }
      return (.none, nil)
    case .cancel:
      return (.none, nil)
    }
    let (external, handoff) = apply(configuration.navigation.decide(request), &state)
    if let external { return (web { await $0.openExternally(external) }, nil) }
    if let refused = refusedExternalNavigation(request) { return (web { await $0.diagnose(refused) }, nil) }
    return (.none, handoff)
  }

  /// A child window browses the web (``PopupPolicy/childMayBrowse(_:)``); its other navigations
  /// follow the navigation policy. A child the screen no longer shows navigates nowhere.
  func popupNavigationRequested(_ id: NavigationID, _ request: NavigationRequest, _ state: inout State) -> Step {
    guard state.popup != nil else { return (web { await $0.decidePolicy(id, .cancel) }, nil) }
    if PopupPolicy.childMayBrowse(request) { return (web { await $0.decidePolicy(id, .allow) }, nil) }
    return decideNavigation(id, request, &state)
  }

  /// The diagnostic for a cancelled navigation to a scheme outside the web, which the user
  /// would otherwise see as a button that does nothing.
  private func refusedExternalNavigation(_ request: NavigationRequest) -> WebViewDiagnostic? {
    let policy = configuration.navigation
    guard let url = request.url, policy.cancelsExternalScheme(request) else { return nil }
    return .externalNavigationCancelled(url, reason: policy.reason(for: request))
  }

  /// Records what a cancelled navigation turns into; returns the URL to hand to the OS, if any,
  /// or the screen to open.
  private func apply(_ decision: NavigationDecision, _ state: inout State) -> (external: URL?, handoff: Handoff?) {
    switch decision {
    case .allow, .cancel:
      return (nil, nil)
    case .openExternally(let url):
      return (url, nil)
    case .openInApp(let url):
      return (nil, .openInNewScreen(url))
    case .cancelWithError(let error):
      state.show(error, in: configuration.messages)
      return (nil, nil)
    }
  }

  /// A response ``DownloadPolicy`` takes is saved as a file; the navigation policy decides the
  /// others.
  func decideResponse(_ id: NavigationID, _ response: NavigationResponse, _ state: inout State) -> Effect<Action> {
    if configuration.downloads.downloads(response, navigation: configuration.navigation) {
      return web { await $0.decideResponse(id, .download) }
    }
    let policy: WebKitPolicy
    switch configuration.navigation.decide(response) {
    case .allow:
      policy = .allow
    case .cancel:
      policy = .cancel
    case .cancelWithError(let error):
      // WebKit follows the cancellation with error 102, which loadFailed ignores, so this
      // error is the one the user sees.
      state.show(error, in: configuration.messages)
      policy = .cancel
    }
    return web { await $0.decideResponse(id, policy) }
  }

  func loadStarted(_ id: LoadID, _ url: URL?, _ state: inout State) -> Effect<Action> {
    state.currentLoad = id
    state.isLoading = true
    state.progress = 0
    state.show(nil, in: configuration.messages)
    state.needsReload = false
    if let url { state.lastURL = url }
    return .none
  }

  func loadRedirected(_ id: LoadID, _ url: URL?, _ state: inout State) -> Effect<Action> {
    guard id == state.currentLoad, let url else { return .none }
    state.lastURL = url
    return .none
  }

  /// A new document replaces the old one: its readiness no longer counts, and its panels can
  /// no longer be answered (``Handoff/documentEnded``).
  func loadCommitted(_ id: LoadID, _ url: URL?, _ state: inout State) -> Step {
    guard id == state.currentLoad else { return (.none, nil) }
    state.url = url
    if let url { state.lastURL = url }
    state.title = nil
    state.isPageReady = false
    return (.none, .documentEnded)
  }

  /// A finished document can receive the page's events (``Handoff/pageReady``).
  func loadFinished(_ id: LoadID, _ state: inout State) -> Step {
    guard id == state.currentLoad else { return (.none, nil) }
    state.currentLoad = nil
    state.isLoading = false
    state.progress = 1
    return (.none, .pageReady)
  }

  /// Failures of a load a newer one replaced are stale and change nothing; benign failures
  /// (`-999`, `102`, `204`) end the load without an error and keep the error already shown.
  func loadFailed(_ id: LoadID, _ failure: NavigationFailure, _ state: inout State) -> Effect<Action> {
    guard id == state.currentLoad else { return .none }
    state.currentLoad = nil
    state.isLoading = false
    state.progress = 0
    if let error = LoadError(failure) { state.show(error, in: configuration.messages) }
    return .none
  }

  /// Single-page navigation moves ``State/url`` (a same-document navigation cannot be cancelled:
  /// the state says what is on screen). A reload or a recovery goes there too, unless the policy
  /// would not load it: ``State/lastURL`` then keeps the last URL it allowed, and the developer
  /// hears why. A browser keeps `pushState` and fragments on the document's origin, so that only
  /// happens to a document the policy allowed under a rule that does not cover its other URLs.
  func urlChanged(_ url: URL?, _ state: inout State) -> Effect<Action> {
    guard let url, url != state.url else { return .none }
    state.url = url
    let request = NavigationRequest(url: url)
    let policy = configuration.navigation
    guard policy.decide(request) == .allow else {
      let reason = policy.reason(for: request)
      return web { await $0.diagnose(.sameDocumentNavigationOutsidePolicy(url, reason: reason)) }
    }
    state.lastURL = url
    return .none
  }

  /// Progress only counts during a load, is clamped to 0…1 and never moves backwards, so the
  /// bar neither bounces nor starts full. NaN is ignored.
  func progressChanged(_ progress: Double, _ state: inout State) {
    guard state.isLoading else { return }
    // Plain comparisons: a NaN fails both, stays NaN and then fails `>`, so it changes nothing.
    let clamped = progress < 0 ? 0 : progress > 1 ? 1 : progress
    if clamped > state.progress { state.progress = clamped }
  }
}
