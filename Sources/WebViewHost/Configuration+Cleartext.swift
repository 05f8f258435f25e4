import WebViewFeature

extension WebViewFeature.Configuration {
  /// The host patterns whose `http:` pages the bridge (`bridge.cleartextOrigins`) or the session
  /// (`SessionOrigins.hosts(_:cleartext:)`) trusts, each once, in the order listed: what
  /// `HostDiagnostic.cleartextOriginsTrusted(_:)` names when the kit connects.
  var cleartextHostPatterns: [String] {
    var patterns = bridge.cleartextOrigins.patterns
    if case .hosts(_, let cleartext) = sessionOrigins { patterns += cleartext.patterns }
    var seen: Set<String> = []
    return patterns.filter { seen.insert($0).inserted }
  }
}
