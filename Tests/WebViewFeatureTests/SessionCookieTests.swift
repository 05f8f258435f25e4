import ActionLog
import BridgeClient
import Foundation
import Testing
import WebViewFeature

/// `sessionCookiesChanged`: the web view's cookie store gets the app's session cookies and loses
/// the ones no longer listed; the state keeps their ids, never their values.
@MainActor
struct SessionCookieTests {
  static let sid = SessionCookie(name: "sid", value: "s3cret", domain: "app.example.com")
  static let theme = SessionCookie(name: "theme", value: "dark", domain: ".example.com", isHTTPOnly: false)

  @Test func signingInSetsTheCookiesAndKeepsOnlyTheirIDs() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.sessionCookiesChanged([Self.theme, Self.sid])) {
      $0.sessionCookies = [Self.theme.id, Self.sid.id]
    }
    #expect(h.web.calls == [.setCookies([Self.theme, Self.sid])])
    await h.finish()
  }

  @Test func signingOutDeletesWhatWasSet() async {
    var state = Fixture.loadedPage
    state.sessionCookies = [Self.theme.id, Self.sid.id]
    let h = Harness(state)
    await h.send(.sessionCookiesChanged([])) {
      $0.sessionCookies = []
    }
    #expect(h.web.calls == [.deleteCookies([Self.theme.id, Self.sid.id])])
    await h.finish()
  }

  @Test func aNewSetDeletesWhatLeftItThenSetsTheRest() async {
    var state = Fixture.loadedPage
    state.sessionCookies = [Self.theme.id, Self.sid.id]
    let h = Harness(state)
    var renewed = Self.sid
    renewed.value = "n3w"
    let other = SessionCookie(name: "csrf", value: "t", domain: "app.example.com")
    await h.send(.sessionCookiesChanged([renewed, other])) {
      $0.sessionCookies = [other.id, Self.sid.id]
    }
    #expect(h.web.calls == [.deleteCookies([Self.theme.id]), .setCookies([renewed, other])])
    await h.finish()
  }

  @Test func signingOutWithNothingSetAsksNothing() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.sessionCookiesChanged([]))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test(arguments: [
    (SessionCookie(name: "", value: "v", domain: "app.example.com"), "the name must be a non-empty token (letters, digits and !#$%&'*+-.^_`|~)"),
    (SessionCookie(name: "a b", value: "v", domain: "app.example.com"), "the name must be a non-empty token (letters, digits and !#$%&'*+-.^_`|~)"),
    (SessionCookie(name: "sid", value: "a;b", domain: "app.example.com"), "the value must be ASCII without spaces, quotes, commas, semicolons, backslashes or control characters"),
    (SessionCookie(name: "sid", value: "값", domain: "app.example.com"), "the value must be ASCII without spaces, quotes, commas, semicolons, backslashes or control characters"),
    (SessionCookie(name: "sid", value: "a b", domain: "app.example.com"), "the value must be ASCII without spaces, quotes, commas, semicolons, backslashes or control characters"),
    (SessionCookie(name: "sid", value: "a\u{7F}", domain: "app.example.com"), "the value must be ASCII without spaces, quotes, commas, semicolons, backslashes or control characters"),
    (SessionCookie(name: "sid", value: "v", domain: ""), "the domain must be a host name"),
    (SessionCookie(name: "sid", value: "v", domain: "app.example.com", path: "api"), "the path must start with / and hold no spaces, semicolons or control characters"),
  ])
  func aMalformedCookieIsReportedAndNotSet(cookie: SessionCookie, reason: String) async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.sessionCookiesChanged([cookie, Self.sid])) {
      $0.sessionCookies = [Self.sid.id]
    }
    #expect(h.web.calls == [.diagnose(.cookieRefused(cookie.id, reason: reason)), .setCookies([Self.sid])])
    await h.finish()
  }

  @Test func aCookieIsSecureHTTPOnlyForTheWholeSiteAndOfTheSessionByDefault() {
    let cookie = SessionCookie(name: "sid", value: "v", domain: "app.example.com")
    #expect(cookie.isSecure)
    #expect(cookie.isHTTPOnly)
    #expect(cookie.id.path == "/")
    #expect(cookie.expires == nil)
  }

  @Test func anExpiryIsKept() {
    let expires = Date(timeIntervalSince1970: 2_000_000_000)
    #expect(SessionCookie(name: "sid", value: "v", domain: "app.example.com", expires: expires).expires == expires)
  }

  @Test func idsOrderByDomainThenPathThenName() {
    let a = SessionCookie.ID(name: "z", domain: "a.example.com", path: "/z")
    let b = SessionCookie.ID(name: "a", domain: "b.example.com", path: "/a")
    let c = SessionCookie.ID(name: "a", domain: "b.example.com", path: "/b")
    let d = SessionCookie.ID(name: "b", domain: "b.example.com", path: "/b")
    #expect([d, c, b, a].sorted() == [a, b, c, d])
    #expect(!(a < a))
  }

  @Test func aWellFormedCookieHasNoProblem() {
    #expect(Self.sid.problem == nil)
    #expect(SessionCookie(name: "__Host-s.id", value: "a-b_c=d/e:f", domain: ".example.com", path: "/api/v1").problem == nil)
  }

  @Test func theTimelineNamesCookiesWithoutTheirValues() {
    #expect(WebViewCall.webView(.setCookies([Self.sid])).renderedDescription == "web view: set cookies sid (app.example.com/)")
    #expect(
      WebViewCall.webView(.deleteCookies([Self.theme.id, Self.sid.id])).renderedDescription
        == "web view: delete cookies theme (.example.com/), sid (app.example.com/)")
    #expect(
      WebViewCall.webView(.diagnose(.cookieRefused(Self.sid.id, reason: "bad"))).renderedDescription
        == "web view: diagnostic: the cookie sid (app.example.com/) was not set: bad")
  }

  @Test func theSanitisersRedactValuesAndKeepTheRest() {
    var action = WebViewFeature.Action.sessionCookiesChanged([Self.sid])
    ActionLogSanitizer<WebViewFeature.State, WebViewFeature.Action>.redactingCookieValues.action(&action)
    var redacted = Self.sid
    redacted.value = SessionCookie.redactedValue
    #expect(action == .sessionCookiesChanged([redacted]))
    var call = WebViewCall.webView(.setCookies([Self.sid]))
    WebViewCall.redactCookieValues(&call)
    #expect(call == .webView(.setCookies([redacted])))
    var other = WebViewCall.webView(.deleteCookies([Self.sid.id]))
    WebViewCall.redactCookieValues(&other)
    #expect(other == .webView(.deleteCookies([Self.sid.id])))
  }
}
