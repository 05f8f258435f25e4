#if canImport(WebKit)
  import Foundation
  import WebKit
  import WebViewFeature

  extension WKHTTPCookieStore {
    /// Sets each cookie, in order, waiting for WebKit to store it. (The reducer let through only
    /// well-formed cookies, which Foundation makes.)
    func setSessionCookies(_ cookies: [SessionCookie]) async {
      for httpCookie in cookies.compactMap(\.httpCookie) {
        await setCookie(httpCookie)
      }
    }

    /// Deletes the cookie of each id, in order, waiting for WebKit.
    func deleteSessionCookies(_ ids: [SessionCookie.ID]) async {
      for httpCookie in ids.compactMap(\.httpCookie) {
        await deleteCookie(httpCookie)
      }
    }
  }
#endif
