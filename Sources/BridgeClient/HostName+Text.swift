import Foundation

/// Hosts given as text: normalising a pattern or a bare host, telling its kind, and the general
/// reading of a URL's authority (the path for authorities the byte-level reader leaves alone).
extension HostName {
  /// Lowercased, without brackets, port or one trailing dot; `nil` when obviously not a host.
  static func normalized(_ raw: String) -> String? {
    var host = Substring(raw)
    if host.hasPrefix("[") {
      guard let close = host.firstIndex(of: "]") else { return nil }
      let suffix = host[host.index(after: close)...]
      guard suffix.isEmpty || isPort(suffix) else { return nil }
      host = host[host.index(after: host.startIndex)..<close]
    } else if host.filter({ $0 == ":" }).count == 1, let colon = host.firstIndex(of: ":") {
      guard isPort(host[colon...]) else { return nil }
      host = host[..<colon]
    }
    if host.hasSuffix(".") { host = host.dropLast() }
    guard !host.isEmpty else { return nil }
    return host.lowercased()
  }

  private static func isPort(_ text: Substring) -> Bool {
    text.count > 1 && text.first == ":" && text.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// The kind of a normalised host.
  static func kind(of host: String) -> Kind {
    if host.contains(":") {
      return host.utf8.allSatisfy(isAddressByte) ? .address : .invalid
    }
    if !host.utf8.allSatisfy({ $0 < 0x80 }) {
      let forbidden: Set<Character> = ["/", "\\", "@", "%", "?", "#", " ", ":"]
      let valid = !host.contains(where: { forbidden.contains($0) || $0.isWhitespace })
        && !host.split(separator: ".", omittingEmptySubsequences: false).contains { $0.isEmpty }
      return valid ? .unicode : .invalid
    }
    return asciiKind(of: host)
  }

  /// The host of a URL's text, read the same way on every platform, the way a WHATWG URL parser
  /// (WebKit's) reads it: after `scheme://`, up to the first `/`, `?` or `#`; user info up to the
  /// *last* `@` dropped; a bracketed IPv6 address without its brackets; the port (`:` and digits)
  /// dropped; percent escapes decoded.
  ///
  /// `nil` when there is no `scheme://` authority, when the authority holds a backslash (WebKit
  /// ends the host there, RFC 3986 parsers do not), when the port is not digits, and when the
  /// decoded host holds a character no host may hold (`: / ? # @ [ ] \ %`, spaces, or a
  /// malformed escape): such a URL is never allowed.
  ///
  /// Foundation's `URL.host(percentEncoded:)` is not used: its parser differs between Linux,
  /// iOS 16 and iOS 17+, and the allow-list must decide alike everywhere it is tested.
  static func authorityHost(inURL text: String) -> String? {
    guard let schemeEnd = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter,
      text[..<schemeEnd].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
    else { return nil }
    let rest = text[text.index(after: schemeEnd)...]
    guard rest.hasPrefix("//") else { return nil }
    let authority = rest.dropFirst(2).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    guard !authority.contains("\\") else { return nil }
    let hostAndPort = authority.lastIndex(of: "@").map { authority[authority.index(after: $0)...] } ?? authority
    let host: Substring
    let port: Substring
    if hostAndPort.hasPrefix("[") {
      guard let close = hostAndPort.firstIndex(of: "]") else { return nil }
      host = hostAndPort[hostAndPort.index(after: hostAndPort.startIndex)..<close]
      port = hostAndPort[hostAndPort.index(after: close)...]
    } else {
      let colon = hostAndPort.firstIndex(of: ":") ?? hostAndPort.endIndex
      host = hostAndPort[..<colon]
      port = hostAndPort[colon...]
    }
    guard port.isEmpty || (port.first == ":" && port.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }),
      !host.isEmpty, let decoded = host.removingPercentEncoding,
      !decoded.contains(where: { ":/?#@[]\\%".contains($0) && !(hostAndPort.hasPrefix("[") && $0 == ":") || $0.isWhitespace })
    else { return nil }
    return decoded
  }

  /// Hex digits, `:` and `.`: the bytes of an IPv6 address (or an IPv4 one inside it).
  private static func isAddressByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ":"), UInt8(ascii: "."):
      true
    default: false
    }
  }
}
