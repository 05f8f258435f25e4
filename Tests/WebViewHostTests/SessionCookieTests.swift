import Foundation
import StoreRuntime
import Testing
import WebViewFeature
import WebViewHost

/// The kit makes the store's cookie changes in the web view's cookie store, in order, one at a
/// time, and holds a load until they are made: the session is there before the first request.
@MainActor
@Suite struct SessionCookieKitTests {
  static let sid = SessionCookie(name: "sid", value: "s3cret", domain: "app.example.com")

  @Test func aLoadAfterSigningInWaitsUntilTheCookiesAreStored() async {
    let screen = Screen()
    screen.webView.holdsCookies = true
    screen.store.send(.sessionCookiesChanged([Self.sid]))
    screen.store.send(.load(Screen.home))
    await settle()
    #expect(screen.webView.calls.isEmpty)
    screen.webView.releaseCookies()
    await settle()
    #expect(screen.webView.calls == [.setCookies([Self.sid]), .load(Screen.home)])
  }

  @Test func signingOutWhileSigningInIsMadeAfterIt() async {
    let screen = Screen()
    screen.webView.holdsCookies = true
    screen.store.send(.sessionCookiesChanged([Self.sid]))
    screen.store.send(.sessionCookiesChanged([]))
    await settle()
    screen.webView.releaseCookies()
    await settle()
    #expect(screen.webView.calls == [.setCookies([Self.sid]), .deleteCookies([Self.sid.id])])
  }

  @Test func aNewSetDeletesWhatLeftItThenSetsTheRest() async {
    let screen = Screen()
    let theme = SessionCookie(name: "theme", value: "dark", domain: ".example.com", isHTTPOnly: false)
    var renewed = Self.sid
    renewed.value = "n3w"
    screen.store.send(.sessionCookiesChanged([theme, Self.sid]))
    screen.store.send(.sessionCookiesChanged([renewed]))
    screen.store.send(.sessionCookiesChanged([]))
    await settle()
    #expect(
      screen.webView.calls == [
        .setCookies([theme, Self.sid]), .deleteCookies([theme.id]), .setCookies([renewed]), .deleteCookies([Self.sid.id]),
      ])
  }

  @Test func signingOutWithNothingSetAsksNothing() async {
    let screen = Screen()
    screen.store.send(.sessionCookiesChanged([]))
    await settle()
    #expect(screen.webView.calls.isEmpty)
  }

  @Test func withoutCookiesALoadIsNotHeld() async {
    let screen = Screen()
    screen.store.send(.load(Screen.home))
    await settle()
    #expect(screen.webView.calls == [.load(Screen.home)])
  }

  @Test func aWebViewAttachedLaterGetsTheCookiesBeforeItsFirstLoad() async {
    let host = WebViewHost(configuration: Screen.configuration)
    let store = Store(initialState: WebViewFeature.State(), reducer: WebViewFeature(configuration: Screen.configuration)) {
      $0.webView = host.webViewClient
      $0.bridgeClient = host.bridgeClient
    }
    host.connect(to: store)
    store.send(.sessionCookiesChanged([Self.sid]))
    store.send(.load(Screen.home))
    await settle()
    let webView = FakeWebView()
    host.attach(webView)
    await settle()
    #expect(webView.calls == [.setCookies([Self.sid]), .load(Screen.home)])
  }

  @Test func aLoadThatWaitedForCookiesIsDroppedWhenTheScreenIsTornDownMeanwhile() async {
    let screen = Screen()
    screen.webView.holdsCookies = true
    screen.store.send(.sessionCookiesChanged([Self.sid]))
    screen.store.send(.load(Screen.home))
    await settle()
    screen.host.tearDown()
    screen.webView.releaseCookies()
    await settle()
    #expect(screen.webView.calls == [.setCookies([Self.sid])])
  }

  @Test func aTornDownScreenChangesNoCookies() async {
    let screen = Screen()
    screen.host.tearDown()
    await screen.host.webViewClient.setSessionCookies([Self.sid])
    await settle()
    #expect(screen.webView.calls.isEmpty)
  }
}
