import BridgeClient
import Foundation
import Testing
import WebViewFeature

/// Action logs record actions and states as JSON; a round trip must give back the same value.
struct CodableTests {
  /// One sample per action case, with non-default payloads. ``caseName(_:)`` has no `default`, so
  /// a new case fails to compile until it is named there, and the count check then asks for a
  /// sample here.
  static let samples: [Action] = [
    .load(Fixture.home),
    .reload,
    .goBack,
    .goForward,
    .backButtonTapped,
    .historyChanged(canGoBack: true, canGoForward: false),
    .navigationRequested(1, NavigationRequest(url: Fixture.tel, type: .linkActivated, target: .newWindow, isFromMainFrame: false)),
    .responseReceived(2, NavigationResponse(url: Fixture.home, isForMainFrame: false, statusCode: nil, mimeType: nil, canShowMIMEType: false)),
    .loadStarted(3, url: Fixture.home),
    .loadRedirected(3, url: nil),
    .loadCommitted(3, url: Fixture.url("https://app.example.com/a%20b?q=1#frag")),
    .loadFinished(3),
    .loadFailedBeforeCommit(3, .url(-1009, "The Internet connection appears to be offline.")),
    .loadFailedAfterCommit(3, .webKit(102, "Frame load interrupted")),
    .processTerminated,
    .progressChanged(0.123456789),
    .titleChanged("제목 \"quoted\""),
    .urlChanged(Fixture.url("https://app.example.com/orders?tab=2#top")),
    .appBecameActive(titleMissing: true),
    .appResignedActive,
    .networkChanged(isOnline: false),
    .accessTokenChanged(nil),
    .sessionCookiesChanged([
      SessionCookie(
        name: "sid", value: "v", domain: ".example.com", path: "/a", isSecure: false, isHTTPOnly: false,
        expires: Date(timeIntervalSince1970: 1_900_000_000.5))
    ]),
    .windowOpenRequested(NavigationRequest(url: Fixture.url("about:blank"))),
    .popupNavigationRequested(4, NavigationRequest(url: Fixture.url("https://pay.example.net/"), type: .formSubmitted)),
    .popupLoadCommitted(nil),
    .popupLoadCommitted(Fixture.url("https://pay.example.net/")),
    .popupClosed,
    .windowCloseRequested,
    .dialogRequested(JSDialog(id: 4, kind: .prompt(defaultText: nil), message: "Name?")),
    .dialogAnswered(4, .prompted("Mina")),
    .navigationRequested(9, NavigationRequest(url: Fixture.url("blob:https://app.example.com/1"), type: .linkActivated, isDownload: true)),
    .responseReceived(9, NavigationResponse(url: Fixture.article, mimeType: "application/pdf", isAttachment: true)),
    .downloadRequested(5, DownloadRequest(url: nil, suggestedFilename: "../a\u{202E}.pdf", mimeType: nil, expectedBytes: 7)),
    .downloadProgressed(5, receivedBytes: 3, expectedBytes: nil),
    .downloadFinished(5, file: URL(fileURLWithPath: "/tmp/a b/r.pdf")),
    .downloadFailed(5, .url(-1005, "lost")),
    .cancelDownload(5),
    .downloadDismissed(5),
    .errorDismissed,
    .urlToOpenPresented,
    .toastShown,
    .screenClosed,
    .scriptMessageReceived(body: ["type": "showToast", "data": ["message": "hi", "n": 1.5, "x": nil, "l": [true]]], frame: Fixture.mainFrame),
    .replyHandlerMessageReceived(7, body: ["type": "getUserInfo", "callback": 3], frame: BridgeFrame(url: nil, isMainFrame: false)),
    .scriptMessageRejected(BridgeMessageError(code: .payloadTooLarge, reason: "big", replyRoute: .callback(try! JSFunctionPath(validating: "cb")))),
    .scriptMessageRejected(BridgeMessageError(code: .untrustedOrigin, reason: "evil", replyRoute: .replyHandler(8))),
    .pluginResponded(
      BridgeRequest(
        action: "scan", payload: .null, replyRoute: .uuid(.string("u-1"), replyFunction: BridgeDialect.defaultReplyFunction),
        frame: BridgeFrame(url: nil, isMainFrame: false)),
      BridgeResponse(success: true, message: "OK", data: .null)),
    .delegate(.openInNewScreen(Fixture.article)),
    .delegate(.closeRequested),
    .signInFinished(.callback(Fixture.url("myapp://signed-in?code=a1"))),
    .signInFinished(.cancelled),
    .delegate(.signInFinished(.failed("no window"))),
  ]

  static func caseName(_ action: Action) -> String {
    switch action {
    case .load: "load"
    case .reload: "reload"
    case .goBack: "goBack"
    case .goForward: "goForward"
    case .backButtonTapped: "backButtonTapped"
    case .historyChanged: "historyChanged"
    case .navigationRequested: "navigationRequested"
    case .responseReceived: "responseReceived"
    case .loadStarted: "loadStarted"
    case .loadRedirected: "loadRedirected"
    case .loadCommitted: "loadCommitted"
    case .loadFinished: "loadFinished"
    case .loadFailedBeforeCommit: "loadFailedBeforeCommit"
    case .loadFailedAfterCommit: "loadFailedAfterCommit"
    case .processTerminated: "processTerminated"
    case .progressChanged: "progressChanged"
    case .titleChanged: "titleChanged"
    case .urlChanged: "urlChanged"
    case .appBecameActive: "appBecameActive"
    case .appResignedActive: "appResignedActive"
    case .networkChanged: "networkChanged"
    case .accessTokenChanged: "accessTokenChanged"
    case .sessionCookiesChanged: "sessionCookiesChanged"
    case .windowOpenRequested: "windowOpenRequested"
    case .windowCloseRequested: "windowCloseRequested"
    case .popupNavigationRequested: "popupNavigationRequested"
    case .popupLoadCommitted: "popupLoadCommitted"
    case .popupClosed: "popupClosed"
    case .dialogRequested: "dialogRequested"
    case .dialogAnswered: "dialogAnswered"
    case .downloadRequested: "downloadRequested"
    case .downloadProgressed: "downloadProgressed"
    case .downloadFinished: "downloadFinished"
    case .downloadFailed: "downloadFailed"
    case .cancelDownload: "cancelDownload"
    case .downloadDismissed: "downloadDismissed"
    case .errorDismissed: "errorDismissed"
    case .urlToOpenPresented: "urlToOpenPresented"
    case .toastShown: "toastShown"
    case .screenClosed: "screenClosed"
    case .scriptMessageReceived: "scriptMessageReceived"
    case .replyHandlerMessageReceived: "replyHandlerMessageReceived"
    case .scriptMessageRejected: "scriptMessageRejected"
    case .pluginResponded: "pluginResponded"
    case .delegate(.closeRequested): "delegate.closeRequested"
    case .delegate(.openInNewScreen): "delegate.openInNewScreen"
    case .signInFinished: "signInFinished"
    case .delegate(.signInFinished): "delegate.signInFinished"
    }
  }

  private static func roundTrip<T: Codable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
  }

  @Test func everyActionCaseHasASample() {
    #expect(Set(Self.samples.map(Self.caseName)).count == 48)
    #expect(Self.samples.count == 53)
  }

  @Test(arguments: samples)
  func actionSurvivesAJSONRoundTrip(action: Action) throws {
    #expect(try Self.roundTrip(action) == action)
  }

  @Test(arguments: [DialogResult.alertDismissed, .confirmed(false), .prompted(nil), .clientCertificateChosen(true)])
  func dialogResultSurvivesAJSONRoundTrip(result: DialogResult) throws {
    #expect(try Self.roundTrip(result) == result)
  }

  @Test(arguments: [
    LoadError.offline, .timedOut, .hostNotFound, .connectionLost, .secureConnectionFailed,
    .invalidCertificate, .httpStatus(404), .unsupportedContent(mimeType: nil),
    .hostNotAllowed("evil.com"), .crashLoop(terminations: 4), .other("x"),
  ])
  func loadErrorSurvivesAJSONRoundTrip(error: LoadError) throws {
    #expect(try Self.roundTrip(error) == error)
  }

  @Test func stateWithEveryFieldSetSurvivesAJSONRoundTrip() throws {
    var state = Fixture.loadedPage
    state.lastURL = Fixture.article
    state.isLoading = true
    state.progress = 0.3333333333333333
    state.currentLoad = 12
    state.show(.httpStatus(503))
    state.urlToOpen = Fixture.login
    state.toastMessage = "One"
    state.queuedToasts = ["Two"]
    state.dialogs = [JSDialog(id: 1, kind: .alert, message: "a"), JSDialog(id: 2, kind: .prompt(defaultText: "d"), message: "b")]
    state.isActive = false
    state.isOnline = true
    state.isClosed = true
    state.needsReload = true
    state.recentTerminations = [Fixture.start, Date(timeIntervalSinceReferenceDate: 1234.56789)]
    state.automaticReloadsStopped = true
    state.pendingEvents = [.appStateChange(isActive: false)]
    state.documentStartScripts = [#"localStorage.setItem("accessToken","t")"#]
    #expect(try Self.roundTrip(state) == state)
  }

  /// A round trip alone cannot tell: a response that lost its URL would come back equal.
  @Test func responseIsLoggedWithItsURL() throws {
    let data = try JSONEncoder().encode(Action.responseReceived(2, NavigationResponse(url: Fixture.home)))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: [String: Any]]
    let response = object?["responseReceived"]?["_1"] as? [String: Any]
    #expect(response?["url"] as? String == Fixture.home.absoluteString)
  }

  @Test func idsAreEncodedAsBareNumbers() throws {
    let text = String(decoding: try JSONEncoder().encode(Action.loadFinished(42)), as: UTF8.self)
    #expect(text == #"{"loadFinished":{"_0":42}}"#)
  }
}
