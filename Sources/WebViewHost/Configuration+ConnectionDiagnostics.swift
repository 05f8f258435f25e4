import Foundation
import StoreRuntime
import WebViewFeature

extension WebViewFeature.Configuration {
  /// What the kit reports about this configuration when it connects, in this order: cleartext
  /// trust (``HostDiagnostic/cleartextOriginsTrusted(_:)``), then how it fits the app's
  /// app-bound domains, `appBoundDomains` (the Info.plist's `WKAppBoundDomains`, `nil` when it
  /// lists none).
  func connectionDiagnostics(appBoundDomains: [String]?) -> [HostDiagnostic] {
    var diagnostics: [HostDiagnostic] = []
    let cleartext = cleartextHostPatterns
    if !cleartext.isEmpty { diagnostics.append(.cleartextOriginsTrusted(cleartext)) }
    switch (appBoundDomains, webView.limitsNavigationsToAppBoundDomains) {
    case (nil, false):
      break
    case (nil, true):
      diagnostics.append(.appBoundDomainsMissing)
    case (let domains?, false):
      diagnostics.append(.appBoundDomainsNotLimited(domains))
    case (let domains?, true):
      let outside = hostPatterns(outside: domains)
      if !outside.isEmpty { diagnostics.append(.notAppBound(outside)) }
    }
    return diagnostics
  }

  /// The host patterns whose `http:` pages the bridge (`bridge.cleartextOrigins`) or the session
  /// (`SessionOrigins.hosts(_:cleartext:)`) trusts, each once, in the order listed: what
  /// ``HostDiagnostic/cleartextOriginsTrusted(_:)`` names.
  var cleartextHostPatterns: [String] {
    var patterns = bridge.cleartextOrigins.patterns
    if case .hosts(_, let cleartext) = sessionOrigins { patterns += cleartext.patterns }
    var seen: Set<String> = []
    return patterns.filter { seen.insert($0).inserted }
  }

  /// The valid host patterns of the navigation policy, the bridge and the session whose hosts
  /// are not all within `appBoundDomains`, each once, in the order listed.
  ///
  /// WebKit compares a page's registrable domain with the listed ones; a pattern counts as within
  /// them when its host is a listed domain or below one, which is that comparison for the
  /// registrable domains `WKAppBoundDomains` holds.
  func hostPatterns(outside appBoundDomains: [String]) -> [String] {
    let bound = HostAllowList(appBoundDomains)
    let session = sessionOrigins.lists(bridge)
    let lists = [navigation.allowedHosts, bridge.trustedOrigins, bridge.cleartextOrigins, session.secure, session.cleartext]
    var seen: Set<String> = []
    return lists.flatMap(\.patterns).filter { pattern in
      guard let rule = HostAllowList([pattern]).rules.first else { return false }
      return !bound.allows(host: rule.host) && seen.insert(pattern).inserted
    }
  }
}

extension Bundle {
  /// The app-bound domains this bundle's Info.plist lists (`WKAppBoundDomains`); `nil` when it
  /// has no such key, which is when WebKit leaves app-bound domains off.
  var appBoundDomains: [String]? {
    object(forInfoDictionaryKey: "WKAppBoundDomains") as? [String]
  }
}

extension WebViewHost {
  /// Reports what ``WebViewFeature/Configuration/connectionDiagnostics(appBoundDomains:)``
  /// finds to ``onDiagnostic``, and the app-bound mistakes, which break the screen, through
  /// `reportIssue` at the caller's line too.
  func checkConfiguration(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    for diagnostic in configuration.connectionDiagnostics(appBoundDomains: appBoundDomains) {
      if let issue = Self.issue(for: diagnostic) {
        reportIssue(issue, fileID: fileID, filePath: filePath, line: line, column: column)
      }
      diagnose(diagnostic)
    }
  }

  private static func issue(for diagnostic: HostDiagnostic) -> String? {
    switch diagnostic {
    case .appBoundDomainsNotLimited:
      "connect(to:): the app's Info.plist lists WKAppBoundDomains, so WebKit refuses this web view's message handlers, document-start scripts and cookie changes unless it limits navigations to them: the bridge and the session do not work. Set configuration.webView.limitsNavigationsToAppBoundDomains = true."
    case .appBoundDomainsMissing:
      "connect(to:): configuration.webView.limitsNavigationsToAppBoundDomains is on, but the app's Info.plist lists no WKAppBoundDomains. List the domains the screen loads there."
    case .notAppBound(let patterns):
      "connect(to:): the screen limits navigations to the app's WKAppBoundDomains, which do not cover \(patterns.joined(separator: ", ")): WebKit loads no page of theirs. List their domains in WKAppBoundDomains, or take them out of the configuration."
    default:
      nil
    }
  }
}
