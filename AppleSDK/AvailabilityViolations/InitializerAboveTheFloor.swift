// An initialiser of iOS 17.4 / macOS 14.4 used unguarded in a package whose floor is iOS 17 /
// macOS 14: Scripts/availability-check.py must report it (it is called by its type's name).
import AuthenticationServices

func makeSession(_ url: URL) -> ASWebAuthenticationSession {
  ASWebAuthenticationSession(url: url, callback: .customScheme("shop")) { _, _ in }
}
