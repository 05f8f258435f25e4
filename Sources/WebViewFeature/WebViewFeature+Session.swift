import StoreRuntime

/// Session injection: the token reaches every new document at document start, and the current
/// document at once; session cookies go to the host, which keeps the web view's cookie store in
/// step with them.
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

  /// The host makes the well-formed cookies the screen's session cookies (deleting the ones it
  /// set before that are not listed) and holds the next load until its store has them. A cookie
  /// with a problem is reported and left out, as if it were not listed.
  func sessionCookiesChanged(_ listed: [SessionCookie]) -> Effect<Action> {
    let refused = listed.compactMap { cookie in cookie.problem.map { WebViewDiagnostic.cookieRefused(cookie.id, reason: $0) } }
    let cookies = listed.filter { $0.problem == nil }
    return web { client in
      for diagnostic in refused { await client.diagnose(diagnostic) }
      await client.setSessionCookies(cookies)
    }
  }
}
