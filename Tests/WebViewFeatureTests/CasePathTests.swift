import Foundation
import StoreRuntime
import Testing
import WebViewFeature

/// A case path of a case without a payload matches that case and no other: `receive(\.reload)`
/// must not accept a different action, and must accept its own.
@Suite struct CasePathTests {
  private typealias Action = WebViewFeature.Action

  private static let paths = Action.allCasePaths
  private static let withoutPayload: [(name: String, path: CasePath<Action, Void>, action: Action)] = [
    ("reload", paths.reload, .reload),
    ("goBack", paths.goBack, .goBack),
    ("goForward", paths.goForward, .goForward),
    ("backButtonTapped", paths.backButtonTapped, .backButtonTapped),
    ("processTerminated", paths.processTerminated, .processTerminated),
    ("appResignedActive", paths.appResignedActive, .appResignedActive),
    ("windowCloseRequested", paths.windowCloseRequested, .windowCloseRequested),
    ("errorDismissed", paths.errorDismissed, .errorDismissed),
    ("urlToOpenPresented", paths.urlToOpenPresented, .urlToOpenPresented),
    ("toastShown", paths.toastShown, .toastShown),
    ("screenClosed", paths.screenClosed, .screenClosed),
    ("popupClosed", paths.popupClosed, .popupClosed),
    ("delegate.closeRequested", paths.delegate.closeRequested, .delegate(.closeRequested)),
  ]

  @Test func aPathWithoutPayloadMatchesItsOwnCaseAndEmbedsIt() {
    for (name, path, action) in Self.withoutPayload {
      #expect(path.extract(from: action) != nil, "\(name)")
      #expect(path.embed(()) == action, "\(name)")
    }
  }

  @Test func aPathWithoutPayloadMatchesNoOtherCase() {
    let page = URL(string: "https://example.com")!
    let others = Self.withoutPayload.map(\.action) + [.load(page), .progressChanged(0.5), .delegate(.openInNewScreen(page))]
    for (name, path, action) in Self.withoutPayload {
      for other in others where other != action {
        #expect(path.extract(from: other) == nil, "\(name) matched \(other)")
      }
    }
  }

  @Test func theReplyHandlersPathCarriesItsIDBodyAndFrame() {
    let frame = BridgeFrame(url: URL(string: "https://app.example.com/"), isMainFrame: true)
    let action = Action.replyHandlerMessageReceived(4, body: ["type": "ready"], frame: frame)
    let extracted = Self.paths.replyHandlerMessageReceived.extract(from: action)
    #expect(extracted?.0 == 4 && extracted?.body == ["type": "ready"] && extracted?.frame == frame)
    #expect(Self.paths.replyHandlerMessageReceived.embed((4, body: ["type": "ready"], frame: frame)) == action)
    #expect(Self.paths.replyHandlerMessageReceived.extract(from: .scriptMessageReceived(body: ["type": "ready"], frame: frame)) == nil)
  }

  @Test func theSessionCookiesPathCarriesTheCookies() {
    let cookies = [SessionCookie(name: "sid", value: "v", domain: "app.example.com")]
    #expect(Self.paths.sessionCookiesChanged.extract(from: .sessionCookiesChanged(cookies)) == cookies)
    #expect(Self.paths.sessionCookiesChanged.embed(cookies) == .sessionCookiesChanged(cookies))
    #expect(Self.paths.sessionCookiesChanged.extract(from: .accessTokenChanged("t")) == nil)
  }

  @Test func theChildWindowsPathsCarryTheirPayloads() {
    let request = NavigationRequest(url: URL(string: "https://pay.example.net/")!)
    let page = URL(string: "https://pay.example.net/card")
    let navigation = Self.paths.popupNavigationRequested.extract(from: .popupNavigationRequested(6, request))
    #expect(navigation?.0 == 6 && navigation?.1 == request)
    #expect(Self.paths.popupNavigationRequested.embed((6, request)) == .popupNavigationRequested(6, request))
    #expect(Self.paths.popupNavigationRequested.extract(from: .navigationRequested(6, request)) == nil)
    #expect(Self.paths.popupLoadCommitted.extract(from: .popupLoadCommitted(page)) == .some(page))
    #expect(Self.paths.popupLoadCommitted.embed(page) == .popupLoadCommitted(page))
    #expect(Self.paths.popupLoadCommitted.extract(from: .urlChanged(page)) == nil)
  }

  @Test func theHistoryPathCarriesBothValues() {
    let path = Self.paths.historyChanged
    let extracted = path.extract(from: .historyChanged(canGoBack: true, canGoForward: false))
    #expect(extracted?.canGoBack == true)
    #expect(extracted?.canGoForward == false)
    #expect(path.embed((canGoBack: false, canGoForward: true)) == .historyChanged(canGoBack: false, canGoForward: true))
    #expect(path.extract(from: .goBack) == nil)
  }
}
