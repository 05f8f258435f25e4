import ActionLog
import WebViewFeature

extension ActionLogSanitizer where State == WebViewFeature.State, Action == WebViewFeature.Action {
  /// Writes actions and states as they are, except the values of session cookies, which become
  /// `SessionCookie.redactedValue`: the sanitiser of a screen's recorder whenever the app sends
  /// `sessionCookiesChanged`. The state holds no values, so a replay still matches its
  /// checkpoints; pair it with `WebViewCall/redactCookieValues(_:)` when the recorder captures
  /// calls.
  public static var redactingCookieValues: Self {
    Self(action: { action in
      if case .sessionCookiesChanged(let cookies) = action {
        action = .sessionCookiesChanged(cookies.map(\.redacted))
      }
    })
  }
}

extension WebViewCall {
  /// Replaces the values of the cookies a call sets with `SessionCookie.redactedValue`: the
  /// `callSanitizer` of a recorder that captures calls (`ActionRecorder(…, capturingCalls:
  /// WebViewCall.capture, callSanitizer: WebViewCall.redactCookieValues)`).
  public static func redactCookieValues(_ call: inout WebViewCall) {
    if case .webView(.setSessionCookies(let cookies)) = call {
      call = .webView(.setSessionCookies(cookies.map(\.redacted)))
    }
  }
}

extension SessionCookie {
  fileprivate var redacted: SessionCookie {
    var copy = self
    copy.value = Self.redactedValue
    return copy
  }
}
