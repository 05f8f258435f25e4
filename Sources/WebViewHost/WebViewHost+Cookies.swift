import Foundation
import WebViewFeature

/// Loads and the web view's cookie store: session cookies go in, in order, one change at a time,
/// and a load waits until they are there.
extension WebViewHost {
  /// `load` of the `\.webView` client: without a web view, the next one attached loads `url`;
  /// while cookies are on their way to the web view's store, it loads once they are there; a
  /// torn-down screen loads nothing more.
  func load(_ url: URL) {
    guard !isTornDown else { return }
    guard let driver = currentDriver, !isChangingCookies else {
      pendingLoad = url
      return
    }
    load(url, in: driver)
  }

  /// `setSessionCookies` of the `\.webView` client: deletes the session cookies set before that
  /// are not among `cookies`, then sets `cookies`; the changes are made in order, one at a time.
  func setSessionCookies(_ cookies: [SessionCookie]) {
    guard !isTornDown else { return }
    let ids = Set(cookies.map(\.id))
    let removed = sessionCookieIDs.subtracting(ids).sorted()
    sessionCookieIDs = ids
    if !removed.isEmpty { cookieChanges.append(.delete(removed)) }
    if !cookies.isEmpty { cookieChanges.append(.set(cookies)) }
    changeCookies()
  }

  /// Makes the oldest waiting cookie change in the attached web view's store, then the next;
  /// after the last, loads what waited.
  func changeCookies() {
    guard !isChangingCookies, let driver = currentDriver else { return }
    guard !cookieChanges.isEmpty else {
      guard let url = pendingLoad, !isTornDown else { return }
      pendingLoad = nil
      return load(url, in: driver)
    }
    isChangingCookies = true
    let change = cookieChanges.removeFirst()
    Task { [weak self] in
      switch change {
      case .set(let cookies): await driver.setCookies(cookies)
      case .delete(let ids): await driver.deleteCookies(ids)
      }
      self?.isChangingCookies = false
      self?.changeCookies()
    }
  }

  /// A change of the web view's cookie store the store asked for.
  enum CookieChange {
    case set([SessionCookie])
    case delete([SessionCookie.ID])
  }
}
