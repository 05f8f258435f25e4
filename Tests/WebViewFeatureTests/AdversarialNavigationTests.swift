import BridgeClient
import Foundation
import Testing
import WebViewFeature

/// Host and scheme tricks through the whole reducer: each request gets exactly one decision, and
/// the safe result is stated per case. Only `example.com` (and its subdomains) is allowed.
@MainActor
struct AdversarialNavigationTests {
  /// Schemes listed as "external" on purpose, to show that listing them never hands them to the OS.
  static let recklessPolicy = NavigationPolicy(
    allowedHosts: HostAllowList(["example.com"]),
    externalSchemes: NavigationPolicy.defaultExternalSchemes.union(["javascript", "data", "file", "blob", "about"]))

  private func harness(_ policy: NavigationPolicy? = nil) -> Harness {
    var configuration = Fixture.configuration()
    if let policy { configuration.navigation = policy }
    return Harness(Fixture.loadedPage, configuration: configuration)
  }

  private func tap(_ text: String) throws -> Action {
    let url = try #require(URL(string: text))
    return .navigationRequested(1, NavigationRequest(url: url, type: .linkActivated))
  }

  /// Each case: the URL a user taps and what the error names: the host the policy read, or the
  /// authority as written when the policy could not read one (never Foundation's reading of it).
  nonisolated static let refusedHosts: [(url: String, host: String)] = [
    ("https://evilexample.com/", "evilexample.com"),
    ("https://example.com.evil.com/", "example.com.evil.com"),
    ("https://example.com@evil.com/", "evil.com"),
    ("https://user:example.com@evil.com/", "evil.com"),
    ("https://example.com%2f@evil.com/", "evil.com"),
    ("https://example.com\\@evil.com/", "example.com%5C@evil.com"),
    ("https://evil.com\\@example.com/", "evil.com%5C@example.com"),
    ("https://evil.com%5C@example.com/", "evil.com%5C@example.com"),
    ("https://example.com\u{3002}evil.com/", "example.com.evil.com"),
    ("https://exämple.com/", "xn--exmple-cua.com"),
    ("https://example.co/", "example.co"),
    ("https://example.com../", "example.com.."),
    ("https://0x7f000001/", "0x7f000001"),
    ("http://[::1]/", "::1"),
  ]

  @Test(arguments: refusedHosts)
  func tapToARefusedHostIsCancelledOnceWithAnError(_ url: String, host: String) async throws {
    let h = harness()
    await h.send(try tap(url)) { $0.show(.hostNotAllowed(host)) }
    #expect(h.web.calls == [.decidePolicy(1, .cancel)])
    await h.finish()
  }

  nonisolated static let allowedURLs = [
    "https://example.com/", "HTTPS://WWW.EXAMPLE.COM/", "https://example.com./x", "https://example.com:8443/",
    "https://bücher.example.com/", "https://xn--bcher-kva.example.com/", "https://user:pw@app.example.com/",
  ]

  @Test(arguments: allowedURLs)
  func tapToAnAllowedHostIsAllowedOnce(_ url: String) async throws {
    let h = harness()
    await h.send(try tap(url))
    #expect(h.web.calls == [.decidePolicy(1, .allow)])
    await h.finish()
  }

  @Test(arguments: NavigationTarget.allCases)
  func refusedHostNeverLoadsInAnyFrame(_ target: NavigationTarget) async throws {
    let h = harness()
    let request = NavigationRequest(url: URL(string: "https://example.com.evil.com/"), type: .other, target: target)
    await h.send(
      .navigationRequested(1, request),
      target == .subframe ? nil : { $0.show(.hostNotAllowed("example.com.evil.com")) })
    #expect(h.web.calls == [.decidePolicy(1, .cancel)])
    await h.finish()
  }

  /// Each case: a URL tapped in the main frame under ``recklessPolicy`` and its decision.
  nonisolated static let schemes: [(url: String, policy: WebKitPolicy, external: Bool)] = [
    ("javascript:alert(document.cookie)", .cancel, false),
    ("JAVASCRIPT:alert(1)", .cancel, false),
    ("data:text/html,<script>alert(1)</script>", .cancel, false),
    ("DATA:text/html;base64,PHNjcmlwdD4=", .cancel, false),
    ("file:///etc/passwd", .cancel, false),
    ("blob:https://evil.com/6f9619ff", .cancel, false),
    ("blob:https://app.example.com/6f9619ff", .allow, false),
    ("about:blank", .allow, false),
    ("about:config", .cancel, false),
    ("TEL:+15550100", .cancel, true),
    ("Mailto:someone@example.com", .cancel, true),
    ("intent://scan/#Intent;scheme=zxing;end", .cancel, false),
  ]

  /// The rows of ``schemes`` whose scheme is outside the web: cancelling one is diagnosed.
  nonisolated static let outsideTheWeb: Set<String> = [
    "TEL:+15550100", "Mailto:someone@example.com", "intent://scan/#Intent;scheme=zxing;end",
  ]

  /// The diagnostic a cancelled navigation to `url` raises, when its scheme is outside the web.
  private func diagnosed(_ text: String, _ url: URL, because reason: String) -> [WebViewClient.Call] {
    Self.outsideTheWeb.contains(text) ? [.diagnose(.externalNavigationCancelled(url, reason: reason))] : []
  }

  @Test(arguments: schemes)
  func tappedSchemeGetsOneDecisionAndOnlyOSSchemesReachTheOS(_ text: String, policy: WebKitPolicy, external: Bool)
    async throws
  {
    let h = harness(Self.recklessPolicy)
    await h.send(try tap(text))
    let url = try #require(URL(string: text))
    let refused = external ? [] : diagnosed(text, url, because: "cancelled: intent: is neither a web scheme nor one of the external schemes")
    #expect(h.web.calls == [.decidePolicy(1, policy)] + (external ? [.openExternally(url)] : []) + refused)
    await h.finish()
  }

  @Test(arguments: schemes)
  func scriptedNavigationNeverReachesTheOS(_ text: String, policy: WebKitPolicy, external: Bool) async throws {
    let h = harness(Self.recklessPolicy)
    let url = try #require(URL(string: text))
    let request = NavigationRequest(url: url, type: .other)
    await h.send(.navigationRequested(1, request))
    let reason = Self.recklessPolicy.reason(for: request)
    #expect(h.web.calls == [.decidePolicy(1, policy)] + diagnosed(text, url, because: reason))
    await h.finish()
  }

  @Test(arguments: ["javascript:alert(1)", "data:text/html,x", "file:///etc/passwd", "blob:https://app.example.com/1", "about:blank"])
  func windowOpenOfANonWebSchemeDoesNothing(_ text: String) async throws {
    let h = harness(Self.recklessPolicy)
    let url = try #require(URL(string: text))
    await h.send(.windowOpenRequested(NavigationRequest(url: url, type: .linkActivated)))
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test func openUrlFromThePageRefusesNonWebSchemes() async throws {
    let h = harness()
    for text in ["javascript:alert(1)", "file:///etc/passwd", "data:text/html,x", "https://", "//evil.com/x"] {
      await h.send(.scriptMessageReceived(body: Fixture.message("openUrl", data: ["url": .string(text)]), frame: Fixture.mainFrame))
    }
    let failure = try Fixture.reply(.failure(.invalidPayload, "openUrl needs data.url: an absolute http(s) URL."))
    #expect(h.page.scripts == Array(repeating: failure, count: 5))
    await h.finish()
  }
}
