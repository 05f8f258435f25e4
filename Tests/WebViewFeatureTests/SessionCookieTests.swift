import ActionLog
import BridgeClient
import Foundation
import Testing
import WebViewFeature
import WebViewFeatureLogs

/// `sessionCookiesChanged`: the well-formed cookies go to the host, which keeps the web view's
/// cookie store in step; the state keeps nothing of them.
@MainActor
struct SessionCookieTests {
  static let sid = SessionCookie(name: "sid", value: "s3cret", domain: "app.example.com")
  static let theme = SessionCookie(name: "theme", value: "dark", domain: ".example.com", isHTTPOnly: false)

  @Test func signingInHandsTheCookiesToTheHost() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.sessionCookiesChanged([Self.theme, Self.sid]))
    #expect(h.web.calls == [.setSessionCookies([Self.theme, Self.sid])])
    await h.finish()
  }

  @Test func signingOutHandsTheHostNoCookies() async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.sessionCookiesChanged([]))
    #expect(h.web.calls == [.setSessionCookies([])])
    await h.finish()
  }

  @Test(arguments: [
    (SessionCookie(name: "", value: "v", domain: "app.example.com"), "the name must be a non-empty token (letters, digits and !#$%&'*+-.^_`|~)"),
    (SessionCookie(name: "a b", value: "v", domain: "app.example.com"), "the name must be a non-empty token (letters, digits and !#$%&'*+-.^_`|~)"),
    (
      SessionCookie(name: "sid", value: "a;b", domain: "app.example.com"),
      "the value must be ASCII without spaces, quotes, commas, semicolons, backslashes or control characters"
    ),
    (
      SessionCookie(name: "sid", value: "값", domain: "app.example.com"),
      "the value must be ASCII without spaces, quotes, commas, semicolons, backslashes or control characters"
    ),
    (
      SessionCookie(name: "sid", value: "a b", domain: "app.example.com"),
      "the value must be ASCII without spaces, quotes, commas, semicolons, backslashes or control characters"
    ),
    (
      SessionCookie(name: "sid", value: "a\u{7F}", domain: "app.example.com"),
      "the value must be ASCII without spaces, quotes, commas, semicolons, backslashes or control characters"
    ),
    (SessionCookie(name: "sid", value: "v", domain: ""), "the domain must be a host name"),
    (
      SessionCookie(name: "sid", value: "v", domain: "app.example.com", path: "api"),
      "the path must start with / and hold no spaces, semicolons or control characters"
    ),
  ])
  func aMalformedCookieIsReportedAndNotSet(cookie: SessionCookie, reason: String) async {
    let h = Harness(Fixture.loadedPage)
    await h.send(.sessionCookiesChanged([cookie, Self.sid]))
    #expect(h.web.calls == [.diagnose(.cookieRefused(cookie.id, reason: reason)), .setSessionCookies([Self.sid])])
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
    #expect(
      WebViewCall.webView(.setSessionCookies([Self.theme, Self.sid])).renderedDescription
        == "web view: set the session cookies theme (.example.com/), sid (app.example.com/)")
    #expect(WebViewCall.webView(.setSessionCookies([])).renderedDescription == "web view: delete the session cookies")
    #expect(
      WebViewCall.webView(.diagnose(.cookieRefused(Self.sid.id, reason: "bad"))).renderedDescription
        == "web view: diagnostic: the cookie sid (app.example.com/) was not set: bad")
  }
}
