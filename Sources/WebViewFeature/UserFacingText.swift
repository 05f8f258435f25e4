import BridgeClient
import Foundation

/// The one place where values a page controls become text the user sees: `State.errorMessage`,
/// toasts, panels and the title all pass through here, so no page can put control characters on
/// screen or make the app name a host other than the one it refused.
package enum UserFacingText {
  /// `text` with every control character (Unicode category Cc: C0, DEL, C1) replaced by U+FFFD,
  /// except line feeds and tabs, which panels and toasts may need; CR LF and a lone CR become a
  /// line feed. Format characters such as bidirectional marks stay: right-to-left text needs them.
  package static func displayable(_ text: String) -> String {
    // Titles arrive on every load: text without a byte that can start a control character or a
    // carriage return comes back as it is, without building a new string.
    guard mayHoldControl(text) else { return text }
    var shown = String.UnicodeScalarView()
    var afterCarriageReturn = false
    for scalar in text.unicodeScalars {
      defer { afterCarriageReturn = scalar == "\r" }
      switch scalar {
      case "\n" where afterCarriageReturn:
        continue
      case "\r":
        shown.append("\n")
      case _ where isControl(scalar) && !isKept(scalar):
        shown.append("\u{FFFD}")
      default:
        shown.append(scalar)
      }
    }
    return String(shown)
  }

  /// `dialog` with its message and default text made ``displayable(_:)``, and a sign-in's
  /// server host ``displayableHost(_:)`` and realm ``displayable(_:)``.
  static func displayable(_ dialog: JSDialog) -> JSDialog {
    var shown = dialog
    shown.message = displayable(dialog.message)
    switch dialog.kind {
    case .prompt(let defaultText?):
      shown.kind = .prompt(defaultText: displayable(defaultText))
    case .credentials(var request):
      request.host = displayableHost(request.host)
      request.realm = request.realm.map(displayable)
      shown.kind = .credentials(request)
    case .clientCertificate(var request):
      request.host = displayableHost(request.host)
      request.realm = request.realm.map(displayable)
      shown.kind = .clientCertificate(request)
    default:
      break
    }
    return shown
  }

  /// A host name the way a panel names who asked: ``displayable(_:)``, and every format character
  /// (Unicode category Cf: bidirectional overrides and isolates, zero-width joiners) replaced by
  /// U+FFFD too. A host name never needs one, and a right-to-left override would make
  /// `U+202E moc.live` read as `evil.com`.
  static func displayableHost(_ host: String) -> String {
    var shown = String.UnicodeScalarView()
    for scalar in displayable(host).unicodeScalars {
      shown.append(scalar.properties.generalCategory == .format ? "\u{FFFD}" : scalar)
    }
    return String(shown)
  }

  /// How the error names a refused address: the host the navigation policy read (lowercased,
  /// without port, as `HostAllowList` matches it) or, when the policy could not read one, the
  /// URL's authority exactly as written, percent escapes kept and never decoded; at most
  /// ``maxAddressLength`` characters. Foundation's reading of a URL the policy could not read is
  /// never shown: for `https://evil.com\@example.com` it is `example.com`, where WebKit would load
  /// `evil.com`, and for `https://example.com%00.evil.com` it holds a NUL.
  static func refusedAddress(_ url: URL) -> String {
    let name = HostAllowList.host(of: url) ?? HostAllowList.writtenAuthority(of: url).map(String.init) ?? ""
    return name.count > maxAddressLength ? name.prefix(maxAddressLength) + "…" : name
  }

  /// The longest address an error names, in characters: the longest DNS name.
  static let maxAddressLength = 253

  /// Unicode's category Cc, which is fixed: C0 controls, DEL and C1 controls.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Whether `text` has a UTF-8 byte that is, or leads, a control character: C0 and DEL are one
  /// byte; every C1 control is encoded as 0xC2 followed by 0x80–0x9F.
  private static func mayHoldControl(_ text: String) -> Bool {
    let flagged = { (byte: UInt8) in byte < 0x20 || byte == 0x7F || byte == 0xC2 }
    // Read from the string's own buffer when it has one: through the UTF-8 view's iterator
    // every title costs more (`store-send-10-toasts`).
    return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: flagged) }
      ?? text.utf8.contains(where: flagged)
  }

  /// Line feeds and tabs: the control characters text on screen may hold.
  private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\n" || scalar == "\t"
  }
}
