// A declaration the current SDK deprecates, used where its replacement is available:
// Scripts/availability-check.py must report it (no compiler does while the deployment target is
// older than the deprecation).
import AuthenticationServices

func makeSession(_ url: URL) -> ASWebAuthenticationSession {
  ASWebAuthenticationSession(url: url, callbackURLScheme: "shop") { _, _ in }
}
