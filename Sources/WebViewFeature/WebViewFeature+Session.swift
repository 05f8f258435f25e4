import StoreRuntime

/// Session injection: the token reaches every new document at document start, and the current
/// document at once.
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
}
