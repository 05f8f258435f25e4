import BridgeClient
import Foundation
import StoreRuntime
import StoreTesting
import Testing
import WebViewFeature

/// `WebViewCall.capture` hands every web view and page call to a recorder, tied to the action
/// whose effect made it, and still makes the call; each call renders as one readable line.
@MainActor
struct WebViewCallTests {
  /// What a capture saw: each call with the action sequence of the effect that made it.
  final class Captured: Sendable {
    let calls = LockIsolated<[(call: WebViewCall, sequence: Int?)]>([])
    func record(_ call: WebViewCall) {
      let sequence = EffectContext.actionSequence
      calls.withValue { $0.append((call, sequence)) }
    }
  }

  private func store(_ captured: Captured) -> (Store<State, Action>, WebViewClientRecorder, BridgeScriptRecorder) {
    let (webView, web) = WebViewClient.recording()
    let (bridge, page) = BridgeClient.recording()
    let store = Store(initialState: Fixture.loadedPage, reducer: WebViewFeature(configuration: Fixture.configuration())) {
      $0.webView = webView
      $0.bridgeClient = bridge
      $0.appInfo = Fixture.appInfo
      $0.date = .constant(Fixture.start)
      WebViewCall.capture(&$0) { captured.record($0) }
    }
    return (store, web, page)
  }

  @Test func webViewCallsAreCapturedWithTheirActionAndStillMade() async {
    let captured = Captured()
    let (store, web, _) = store(captured)
    await store.send(.navigationRequested(7, NavigationRequest(url: Fixture.tel, type: .linkActivated))).finish()
    let expected: [WebViewCall] = [.webView(.decidePolicy(7, .cancel)), .webView(.openExternally(Fixture.tel))]
    #expect(captured.calls.value.map(\.call) == expected)
    #expect(captured.calls.value.map(\.sequence) == [1, 1])
    #expect(web.calls == [.decidePolicy(7, .cancel), .openExternally(Fixture.tel)])
  }

  @Test func repliesAreCapturedWithTheirMeaningAndTheScriptIsStillSent() async throws {
    let captured = Captured()
    let (store, _, page) = store(captured)
    store.send(.networkChanged(isOnline: true))
    await store.send(.scriptMessageReceived(body: Fixture.message("greeting", data: ["a": 1]), frame: Fixture.mainFrame)).finish()
    let route = ReplyRoute.callback(try JSFunctionPath(validating: "cb"))
    let expected: [WebViewCall] = [
      .page(.event(name: "networkChange", data: ["isOnline": true])),
      .page(.reply(action: "greeting", route: route, response: .success("Hello from native", data: ["a": 1]))),
    ]
    #expect(captured.calls.value.map(\.call) == expected)
    #expect(captured.calls.value.map(\.sequence) == [1, 2])
    #expect(page.scripts.count == 2)
  }

  @Test func aScriptEvaluatedDirectlyIsCapturedAsAScript() async {
    let captured = Captured()
    let (store, _, page) = store(captured)
    await store.send(.accessTokenChanged("t")).finish()
    #expect(captured.calls.value.map(\.call) == [.page(.script(page.scripts[0]))])
  }

  @Test func callsFromConcurrentEffectsAreCapturedInTheOrderTheEffectsStarted() async throws {
    for _ in 0..<50 {
      let captured = Captured()
      var state = Fixture.loadedPage
      state.isPageReady = false
      state.pendingEvents = [.networkChange(isOnline: true)]
      let (webView, _) = WebViewClient.recording()
      let store = Store(initialState: state, reducer: WebViewFeature(configuration: Fixture.configuration())) {
        $0.webView = webView
        $0.bridgeClient = .noop
        $0.appInfo = Fixture.appInfo
        $0.date = .constant(Fixture.start)
        WebViewCall.capture(&$0) { captured.record($0) }
      }
      await store.send(.scriptMessageReceived(body: Fixture.message("ready"), frame: Fixture.mainFrame)).finish()
      let route = ReplyRoute.callback(try JSFunctionPath(validating: "cb"))
      let expected: [WebViewCall] = [
        .page(.event(name: "networkChange", data: ["isOnline": true])),
        .page(.reply(action: "ready", route: route, response: .success())),
      ]
      #expect(captured.calls.value.map(\.call) == expected)
    }
  }

  @Test(
    arguments: [
      (WebViewCall.webView(.decidePolicy(2, .cancel)), "web view: cancel navigation #2"),
      (.webView(.decideResponse(1, .allow)), "web view: allow the response of navigation #1"),
      (.webView(.openExternally(URL(string: "tel:+1-555")!)), "web view: open in the OS: tel:+1-555"),
      (.webView(.completeDialog(3, .prompted("Mina"))), #"web view: complete dialog #3 with .prompted("Mina")"#),
      (.webView(.load(URL(string: "https://a.example/x")!)), "web view: load https://a.example/x"),
      (.webView(.closeScreen), "web view: close the screen"),
      (.webView(.goBack), "web view: go back"),
      (.webView(.goForward), "web view: go forward"),
      (
        .webView(.diagnose(.messageDropped(BridgeMessageError(code: .untrustedOrigin, reason: "not trusted")))),
        "web view: diagnostic: message dropped without a reply (UNTRUSTED_ORIGIN): not trusted"
      ),
      (
        .webView(.diagnose(.messageDropped(BridgeMessageError(code: .untrustedOrigin, reason: "not trusted", replyRoute: .replyHandler(3))))),
        "web view: diagnostic: message refused with an error reply (UNTRUSTED_ORIGIN): not trusted"
      ),
      (
        .page(.reply(action: "greeting", route: .replyHandler(3), response: .success())),
        #"page: reply to greeting via reply handler #3: success "OK""#
      ),
      (
        .webView(.diagnose(.externalNavigationCancelled(URL(string: "tel:+1-555")!, reason: "cancelled: no tap"))),
        "web view: diagnostic: tel:+1-555 did not reach the OS: cancelled: no tap"
      ),
      (.page(.event(name: "networkChange", data: ["isOnline": false])), #"page: event networkChange {"isOnline":false}"#),
      (
        .page(
          .reply(
            action: "x", route: .callbackID(.integer(7), namespace: BridgeDialect.defaultNamespace), response: .failure(.unknownAction, "No 'x'."))),
        #"page: reply to x via wadInterface.fromNative, id 7: error UNKNOWN_ACTION "No 'x'.""#
      ),
      (
        .page(.reply(action: "y", route: .uuid(.string("u1"), replyFunction: BridgeDialect.defaultReplyFunction), response: .success(data: [1]))),
        #"page: reply to y via nativeBridge.resolve, id "u1": success "OK", data [1]"#
      ),
    ] as [(WebViewCall, String)])
  func callRendersAsOneReadableLine(call: WebViewCall, text: String) {
    #expect(StateDiff.renderLine(call) == text)
  }

  @Test func aCallSurvivesAJSONRoundTrip() throws {
    let call = WebViewCall.webView(.diagnose(.dialogAnswerMismatch(3, .confirmed(true))))
    #expect(try JSONDecoder().decode(WebViewCall.self, from: JSONEncoder().encode(call)) == call)
  }
}
