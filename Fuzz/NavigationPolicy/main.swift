import BridgeClient
import Foundation
import StoreRuntime
import WebViewFeature

// Arbitrary URL strings and request flags -> NavigationPolicy.decide, then the same request
// through the WebViewFeature reducer in a real Store with a recording web view.
// Invariants: an http(s) main-frame or new-window navigation to a host outside the allow-list is
// never allowed or opened in the app; javascript:, data:, file:, about: and blob: never reach the
// OS, even when listed as external schemes; only a user's tap in the main frame reaches the OS
// (or, with externalSchemeTrigger .anyMainFrameNavigation, a listed scheme the main frame asked
// for outside an iframe); the decision is the same every time; every request is answered by
// exactly one decidePolicy call, and a window.open by none; every cancelled navigation to a
// scheme outside the web is diagnosed, and nothing else is; HostAllowList never allows a host that
// Foundation's own reading (an oracle written apart) puts outside the list, and reads the scheme
// as Foundation does.

private let allowedPatterns = ["example.com", "*.wild.org", "10.0.0.1"]
private let neverExternal: Set<String> = ["javascript", "data", "file", "about", "blob"]
private let inAppSchemes = neverExternal.union(["http", "https"])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var external = NavigationPolicy.defaultExternalSchemes
  if input.bool() { external.formUnion(["javascript", "DATA", "file", "blob", "about", "http", "https"]) }
  let policy = NavigationPolicy(
    allowedHosts: HostAllowList(allowedPatterns),
    disallowedHosts: input.bool() ? .openExternallyOnTap : .showError,
    subframeHosts: input.bool() ? .anyHost : .allowedHostsOnly,
    externalSchemes: external,
    allowsLocalFiles: input.bool(),
    externalSchemeTrigger: input.bool() ? .anyMainFrameNavigation : .userTapInMainFrame
  )
  let type = input.pick(NavigationType.allCases)
  let target = input.pick(NavigationTarget.allCases)
  let isFromMainFrame = input.bool()
  let asWindowOpen = input.bool()
  let text = String(decoding: input.rest(), as: UTF8.self)
  let request = NavigationRequest(url: URL(string: text), type: type, target: target, isFromMainFrame: isFromMainFrame)

  if let url = request.url {
    let hosts = policy.allowedHosts
    // Trust reads the scheme from the URL's text; Foundation is the reference.
    let scheme = hosts.judge(url).scheme
    invariant((scheme == .file) == url.isFileURL, "file: scheme misread for \(url.absoluteString)")
    let foundationScheme = url.isFileURL ? nil : url.scheme?.lowercased()
    invariant((scheme == .https) == (foundationScheme == "https"), "https: scheme misread for \(url.absoluteString)")
    invariant((scheme == .http) == (foundationScheme == "http"), "http: scheme misread for \(url.absoluteString)")
  }

  let decision = policy.decide(request)
  invariant(policy.decide(request) == decision, "the decision changed between two calls")
  check(decision, for: request, policy: policy)
  MainActor.assumeIsolated {
    runThroughReducer(request, asWindowOpen: asWindowOpen, policy: policy)
  }
  return 0
}

private func check(_ decision: NavigationDecision, for request: NavigationRequest, policy: NavigationPolicy) {
  let scheme = request.url?.scheme?.lowercased()
  let isWeb = scheme == "http" || scheme == "https"
  let trusted = request.url.map(isOnAllowList) ?? false
  switch decision {
  case .allow:
    invariant(scheme != "javascript" && scheme != "data", "\(scheme ?? "") URL allowed")
    if isWeb && (request.target != .subframe || policy.subframeHosts == .allowedHostsOnly) {
      invariant(trusted, "navigation to a host outside the allow-list was allowed: \(request)")
    }
    if scheme == "file" { invariant(policy.allowsLocalFiles, "file: allowed without allowsLocalFiles") }
    invariant(request.target != .newWindow, "a new window was allowed in place")
  case .openInApp(let url):
    invariant(isWeb && trusted && request.target == .newWindow && url == request.url, "bad openInApp: \(request)")
  case .openExternally(let url):
    invariant(url == request.url, "the OS would open another URL than requested")
    invariant(!neverExternal.contains(scheme ?? ""), "\(scheme ?? "") URL handed to the OS: \(request)")
    let scriptedMayLeave =
      policy.externalSchemeTrigger == .anyMainFrameNavigation && !isWeb && request.isFromMainFrame
      && request.target != .subframe
    invariant(
      request.isUserTapInMainFrame || scriptedMayLeave,
      "a URL left the app without a user's tap in the main frame: \(request)")
    if isWeb {
      invariant(policy.disallowedHosts == .openExternallyOnTap, "web URL handed to the OS: \(request)")
    }
  case .cancelWithError(let error):
    // Only this direction is checked against the oracle: the policy may refuse more than the
    // oracle does (empty labels, odd characters), never less.
    invariant(isWeb && request.target != .subframe, "an error for a request that is not a web page: \(request)")
    if case .hostNotAllowed = error {} else { invariant(false, "unexpected error \(error)") }
  case .cancel:
    break
  }
}

/// An oracle written apart from HostAllowList: Foundation's host, lowercased, one trailing dot
/// dropped, matched by whole labels; any backslash in the authority refuses the URL. It may
/// allow hosts the policy refuses (such as `.ww.example.com`, with an empty label), never fewer.
private func isOnAllowList(_ url: URL) -> Bool {
  let text = url.absoluteString
  if let slashes = text.range(of: "//") {
    let authority = text[slashes.upperBound...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    if authority.contains("\\") || authority.lowercased().contains("%5c") { return false }
  }
  guard var host = url.host(percentEncoded: false)?.lowercased() else { return false }
  if host.hasSuffix(".") { host.removeLast() }
  return host == "example.com" || host.hasSuffix(".example.com") || host.hasSuffix(".wild.org")
    || host == "10.0.0.1"
}

@MainActor
private func runThroughReducer(_ request: NavigationRequest, asWindowOpen: Bool, policy: NavigationPolicy) {
  let (client, recorder) = MainActorRecorder.client()
  let configuration = WebViewFeature.Configuration(navigation: policy)
  let effects = RunningEffects()
  let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: configuration)) {
    $0.webView = client
    $0.bridgeClient = .noop
    $0.effectMonitor = effects
  }
  let id: NavigationID = 7
  store.send(asWindowOpen ? .windowOpenRequested(request) : .navigationRequested(id, request))
  effects.runUntilIdle()
  var expected: [WebViewClient.Call] = []
  var decided = request
  if asWindowOpen {
    decided.target = .newWindow
  } else {
    expected.append(.decidePolicy(id, policy.decide(decided) == .allow ? .allow : .cancel))
  }
  let decision = policy.decide(decided)
  if case .openExternally(let url) = decision { expected.append(.openExternally(url)) }
  if decision == .cancel, let url = decided.url, let scheme = url.scheme?.lowercased(), !inAppSchemes.contains(scheme) {
    expected.append(.diagnose(.externalNavigationCancelled(url, reason: policy.reason(for: decided))))
  }
  invariant(recorder.calls == expected, "web view calls \(recorder.calls), expected \(expected) for \(request)")
}

/// Records web view calls on the main actor, so effects never hop to another thread and the
/// run loop alone drives them.
@MainActor
private final class MainActorRecorder {
  var calls: [WebViewClient.Call] = []

  static func client() -> (WebViewClient, MainActorRecorder) {
    let recorder = MainActorRecorder()
    let client = WebViewClient { @MainActor in recorder.calls.append($0) }
    return (client, recorder)
  }
}
