import BridgeClient

/// Builds the scripts that hand the app's session to the page.
///
/// The token travels only as a JSON string literal made by `JavaScript.call`, never spliced into
/// code, so no token can break out of the script.
enum SessionScripts {
  /// `localStorage.setItem(key, token)` when signed in, `localStorage.removeItem(key)` when
  /// signed out, so a token from an earlier session never outlives a sign-out.
  static func script(token: String?, storageKey: String) -> String {
    do {
      if let token {
        return try JavaScript.call(
          JSFunctionPath(validating: "localStorage.setItem"), [.string(storageKey), .string(token)])
      }
      return try JavaScript.call(JSFunctionPath(validating: "localStorage.removeItem"), [.string(storageKey)])
    } catch {
      // Unreachable: both paths are plain identifiers and only numbers can make `call` throw.
      preconditionFailure("Session script could not be built: \(error)")
    }
  }
}
