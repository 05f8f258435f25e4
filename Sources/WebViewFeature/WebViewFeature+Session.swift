import StoreRuntime

/// Session injection: the token reaches every new document at document start, and the current
/// document at once; session cookies go into the web view's cookie store, and the ones no longer
/// listed come out.
extension WebViewFeature {
  func accessTokenChanged(_ token: String?, _ state: inout State) -> Effect<Action> {
    let token = token?.isEmpty == false ? token : nil
    let script = SessionScripts.script(token: token, storageKey: configuration.sessionStorageKey)
    guard state.documentStartScripts != [script] else { return .none }
    state.documentStartScripts = [script]
    guard state.url != nil else { return .none }
    let bridge = self.bridge
    let webView = self.webView
    return .run { _ in
      do {
        try await bridge.evaluate(script)
      } catch {
        await webView.diagnose(.sessionNotDelivered(reason: "\(error)"))
      }
    }
  }

  /// Deletes the cookies no longer listed, then sets the listed ones (again, as a value may have
  /// changed). The host holds the next load until both are done. A cookie with a problem is
  /// reported and left out, as if it were not listed.
  func sessionCookiesChanged(_ listed: [SessionCookie], _ state: inout State) -> Effect<Action> {
    let cookies = listed.filter { $0.problem == nil }
    let refused = listed.compactMap { cookie in cookie.problem.map { WebViewDiagnostic.cookieRefused(cookie.id, reason: $0) } }
    let ids = Set(cookies.map(\.id)).sorted()
    let removed = Set(state.sessionCookies).subtracting(ids).sorted()
    state.sessionCookies = ids
    var calls = refused.map(WebViewClient.Call.diagnose)
    if !removed.isEmpty { calls.append(.deleteCookies(removed)) }
    if !cookies.isEmpty { calls.append(.setCookies(cookies)) }
    return web { client in
      for call in calls { await client.perform(call) }
    }
  }
}
