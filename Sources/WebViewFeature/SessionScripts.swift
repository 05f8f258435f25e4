import BridgeClient

/// Builds the scripts that hand the app's session to the page.
///
/// WebKit installs a document-start script in every document the web view shows, so the script
/// decides in the page whether its document may have the session
/// (`OriginTrust.pageCondition(secure:cleartext:)`, from ``SessionOrigins``) and does nothing in
/// any other. The token and the key travel only as JSON string literals, never spliced into
/// code, so no token can break out of the script.
package enum SessionScripts {
  /// In a document of `origins`: `localStorage.setItem(key, token)` when signed in,
  /// `localStorage.removeItem(key)` when signed out, so a token from an earlier session never
  /// outlives a sign-out. Storage a document may not use (an opaque origin, a full quota) is
  /// left alone.
  package static func script(
    token: String?, storageKey: String, origins: (secure: HostAllowList, cleartext: HostAllowList)
  ) -> String {
    let key = JavaScript.quoted(storageKey)
    guard let token else { return guarded("localStorage.removeItem(\(key))", origins: origins) }
    let (head, tail) = signedInParts(storageKey: storageKey, origins: origins)
    return head + JavaScript.quoted(token) + tail
  }

  /// A signed-in script is `head + JavaScript.quoted(token) + tail`: how a log's redaction finds
  /// the token.
  package static func signedInParts(
    storageKey: String, origins: (secure: HostAllowList, cleartext: HostAllowList)
  ) -> (head: String, tail: String) {
    let marker: Character = "\u{0}"
    let parts = guarded("localStorage.setItem(\(JavaScript.quoted(storageKey)),\(marker))", origins: origins)
      .split(separator: marker, omittingEmptySubsequences: false)
    return (String(parts[0]), String(parts[1]))
  }

  private static func guarded(_ write: String, origins: (secure: HostAllowList, cleartext: HostAllowList)) -> String {
    let condition = OriginTrust.pageCondition(secure: origins.secure, cleartext: origins.cleartext)
    return "(function(){if(!\(condition))return;try{\(write)}catch(e){}})()"
  }
}
