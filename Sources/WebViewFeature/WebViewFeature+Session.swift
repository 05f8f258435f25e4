import StoreRuntime

/// Session injection: the token reaches every new document of the session's origins
/// (``Configuration/sessionOrigins``) at document start, and the document on screen at once when
/// it is one of them; session cookies go to the host, which keeps the web view's cookie store in
/// step with them.
extension WebViewFeature {
  func accessTokenChanged(_ token: String?, _ state: inout State) -> Effect<Action> {
    let token = token?.isEmpty == false ? token : nil
    let origins = configuration.sessionOrigins.lists(configuration.bridge)
    let script = SessionScripts.script(token: token, storageKey: configuration.sessionStorageKey, origins: origins)
    guard state.documentStartScripts != [script] else { return .none }
    state.documentStartScripts = [script]
    // The script decides in the page too; this keeps the token out of other documents' processes.
    guard let url = state.url, OriginTrust.verdict(for: url, secure: origins.secure, cleartext: origins.cleartext) == .trusted
    else { return .none }
    let bridge = self.bridge
    let webView = self.webView
    return .run { _ in
      // A document that replaced this one before the script left gets the document-start script.
      guard !Task.isCancelled else { return }
      do {
        try await bridge.evaluate(script)
      } catch {
        await webView.diagnose(.sessionNotDelivered(reason: "\(error)"))
      }
    }
    .cancellable(id: CancelID.document)
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
