import Foundation

/// Which documents a pair of host lists trusts: `https:` pages of the secure hosts, `http:` pages
/// of the cleartext hosts, nothing else. The one rule behind bridge trust
/// (``BridgeConfiguration/trustedOrigins`` and ``BridgeConfiguration/cleartextOrigins``) and the
/// session's origins, decided natively for a URL and, for a document that is starting, by the
/// same rule written as JavaScript.
package enum OriginTrust {
  /// What the rule says of one URL.
  package enum Verdict: Equatable, Sendable {
    /// An `https:` URL of a secure host, or an `http:` URL of a cleartext host.
    case trusted
    /// A `file:` URL: neither list decides it.
    case file
    /// An `https:` or `http:` URL whose host is in neither list.
    case hostNotListed
    /// An `http:` URL whose host is trusted over `https:` only.
    case cleartextNotListed
    /// Any other scheme (`about:`, `data:`, `blob:`, `ftp:`, an app's own).
    case schemeNotTrusted
  }

  /// The verdict for `url`. The secure list is read first and in full, as it is per message:
  /// most pages are `https:` pages of a listed host.
  package static func verdict(for url: URL, secure: HostAllowList, cleartext: HostAllowList) -> Verdict {
    let (scheme, isSecureHost) = secure.judge(url)
    switch scheme {
    case .https: return isSecureHost ? .trusted : .hostNotListed
    case .http:
      if cleartext.allows(url: url) { return .trusted }
      return isSecureHost ? .cleartextNotListed : .hostNotListed
    case .file: return .file
    case .other: return .schemeNotTrusted
    }
  }

  /// A JavaScript expression, true exactly when the document whose `location` the script sees
  /// is one the rule trusts: for scripts WebKit installs in every document, which must decide
  /// in the page.
  ///
  /// It reads `location.protocol` and `location.hostname`, which the browser's URL parser has
  /// already lowercased, converted to punycode and stripped of user info and port, and matches
  /// the host as ``HostAllowList`` does: IPv6 brackets or one trailing dot dropped, a domain
  /// pattern by whole labels, an address or a non-ASCII pattern only when equal (a browser never
  /// reports a non-ASCII host, so those never match, as the list documents). Patterns are
  /// written as JSON string literals, never as code.
  ///
  /// It calls no method a page can replace: `location`'s properties are unforgeable, and the
  /// host is compared one indexed character at a time with `===`, never with `slice` or
  /// `endsWith`. A document that ran scripts of its own before this (the immediate delivery to
  /// the document on screen) cannot make an untrusted origin pass.
  package static func pageCondition(secure: HostAllowList, cleartext: HostAllowList) -> String {
    func matches(_ list: HostAllowList) -> String {
      let tests = list.rules.map { rule -> String in
        let host = JavaScript.quoted(rule.host)
        switch rule.scope {
        case .exact: return "m(\(host),1,0)"
        case .domain: return "m(\(host),1,1)"
        case .subdomains: return "m(\(host),0,1)"
        }
      }
      return tests.isEmpty ? "false" : tests.joined(separator: "||")
    }
    // m(x, d, s): whether the host is x (when d) or a subdomain of x (when s): x ends the host
    // at n, and either starts it or follows a dot that a non-empty label precedes.
    return "(function(l){var p=l.protocol,h=l.hostname,b=0,e=h.length;"
      + "if(h[0]===\"[\"){b=1;e--}else if(h[e-1]===\".\")e--;"
      + "function m(x,d,s){var n=e-x.length,i;if(n<b)return false;"
      + "for(i=0;i<x.length;i++)if(h[n+i]!==x[i])return false;"
      + "return n===b?d===1:s===1&&n-1>b&&h[n-1]===\".\"}"
      + "return p===\"https:\"?\(matches(secure)):p===\"http:\"?\(matches(cleartext)):false})(location)"
  }
}
