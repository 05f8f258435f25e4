import Foundation
import WebViewFeature

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension SessionCookie {
  /// The cookie as `WKHTTPCookieStore.setCookie` takes it: `Secure` and `HttpOnly` as flagged,
  /// an expiry date, or a cookie of the session (`Discard`); `nil` when Foundation refuses it
  /// (the reducer lets through only cookies it accepts: `SessionCookie.problem`).
  var httpCookie: HTTPCookie? {
    var properties: [HTTPCookiePropertyKey: Any] = [
      .name: id.name, .value: value, .domain: id.domain, .path: id.path,
    ]
    if isSecure { properties[.secure] = "TRUE" }
    if isHTTPOnly { properties[HTTPCookiePropertyKey("HttpOnly")] = "TRUE" }
    if let expires { properties[.expires] = expires } else { properties[.discard] = "TRUE" }
    return HTTPCookie(properties: properties)
  }
}

extension SessionCookie.ID {
  /// A cookie with this name, domain and path: what `WKHTTPCookieStore.deleteCookie` matches.
  var httpCookie: HTTPCookie? {
    HTTPCookie(properties: [.name: name, .value: "", .domain: domain, .path: path])
  }
}
