import BridgeClient
import Foundation
import Testing
import WebViewFeature

/// Bridge `openUrl` and `window.open` ask for the same thing, so one table decides both: the
/// navigation policy's rule for a new window. A script never sends the user out of the app, so a
/// request from a script (every `openUrl`, a scripted `window.open`) has one expected outcome, and
/// only a tap on a `target=_blank` link (a `window.open` the user made) can reach the OS.
@MainActor
struct OpenURLPolicyTests {
  enum Outcome: Sendable, Equatable {
    /// Shown in a new screen (`urlToOpen`).
    case opensInApp
    /// Refused with `hostNotAllowed`, naming this text.
    case refused(naming: String)
    /// Handed to the OS.
    case handedToTheOS
  }

  /// A URL the page asks to open under a `disallowedHosts` setting (allowed host `example.com`).
  struct Case: Sendable, CustomTestStringConvertible {
    let url: String
    let disallowedHosts: NavigationPolicy.DisallowedHosts
    /// `openUrl`, or `window.open` from a script.
    let scripted: Outcome
    /// `window.open` from the user's tap on a link.
    let tapped: Outcome
    var testDescription: String { "\(url.debugDescription) with .\(disallowedHosts)" }
  }

  nonisolated static let table: [Case] = [
    Case(url: "https://example.com/a", disallowedHosts: .showError, scripted: .opensInApp, tapped: .opensInApp),
    Case(url: "https://news.example.com/a?b=1", disallowedHosts: .showError, scripted: .opensInApp, tapped: .opensInApp),
    Case(url: "http://EXAMPLE.com/", disallowedHosts: .showError, scripted: .opensInApp, tapped: .opensInApp),
    Case(url: "https://example.com/a", disallowedHosts: .openExternallyOnTap, scripted: .opensInApp, tapped: .opensInApp),
    Case(
      url: "https://evil.com/phish", disallowedHosts: .showError,
      scripted: .refused(naming: "evil.com"), tapped: .refused(naming: "evil.com")),
    Case(
      url: "https://evil.com/phish", disallowedHosts: .openExternallyOnTap,
      scripted: .refused(naming: "evil.com"), tapped: .handedToTheOS),
    Case(
      url: "https://example.com.evil.com/", disallowedHosts: .showError,
      scripted: .refused(naming: "example.com.evil.com"), tapped: .refused(naming: "example.com.evil.com")),
    Case(
      url: "https://notexample.com/", disallowedHosts: .showError,
      scripted: .refused(naming: "notexample.com"), tapped: .refused(naming: "notexample.com")),
    Case(
      url: "https://example.com@evil.com/", disallowedHosts: .showError,
      scripted: .refused(naming: "evil.com"), tapped: .refused(naming: "evil.com")),
    Case(
      url: "https://EVIL.com:8443/", disallowedHosts: .showError,
      scripted: .refused(naming: "evil.com"), tapped: .refused(naming: "evil.com")),
    // Read differently by WebKit (evil.com) and Foundation (example.com): named as written.
    Case(
      url: "https://evil.com\\@example.com/", disallowedHosts: .openExternallyOnTap,
      scripted: .refused(naming: "evil.com%5C@example.com"), tapped: .handedToTheOS),
    // Foundation decodes the host to one holding a NUL: named as written, never decoded.
    Case(
      url: "https://example.com%00.evil.com/", disallowedHosts: .showError,
      scripted: .refused(naming: "example.com%00.evil.com"), tapped: .refused(naming: "example.com%00.evil.com")),
  ]

  private func harness(_ row: Case) -> Harness {
    var configuration = Fixture.configuration()
    configuration.navigation.disallowedHosts = row.disallowedHosts
    return Harness(Fixture.loadedPage, configuration: configuration)
  }

  @Test(arguments: table)
  func openUrlFollowsThePolicy(_ row: Case) async throws {
    let h = harness(row)
    let url = try #require(URL(string: row.url))
    let message = Action.scriptMessageReceived(
      body: Fixture.message("openUrl", data: ["url": .string(row.url)]), frame: Fixture.mainFrame)
    switch row.scripted {
    case .opensInApp:
      await h.send(message) { $0.urlToOpen = url }
      #expect(h.page.scripts == [try Fixture.reply(.success())])
      #expect(h.web.calls.isEmpty)
    case .refused(let name):
      await h.send(message)
      let refusal = LoadError.hostNotAllowed(name).description
      #expect(h.page.scripts == [try Fixture.reply(.failure(.notAllowed, refusal))])
      #expect(h.web.calls.isEmpty)
    case .handedToTheOS:
      await h.send(message)
      #expect(h.page.scripts == [try Fixture.reply(.success())])
      #expect(h.web.calls == [.openExternally(url)])
    }
    await h.finish()
  }

  @Test(arguments: table)
  func scriptedWindowOpenFollowsThePolicy(_ row: Case) async throws {
    try await windowOpen(row, type: .other, expecting: row.scripted)
  }

  @Test(arguments: table)
  func tappedWindowOpenFollowsThePolicy(_ row: Case) async throws {
    try await windowOpen(row, type: .linkActivated, expecting: row.tapped)
  }

  private func windowOpen(_ row: Case, type: NavigationType, expecting outcome: Outcome) async throws {
    let h = harness(row)
    let url = try #require(URL(string: row.url))
    let request = Action.windowOpenRequested(NavigationRequest(url: url, type: type))
    switch outcome {
    case .opensInApp:
      await h.send(request) { $0.urlToOpen = url }
      #expect(h.web.calls.isEmpty)
    case .refused(let name):
      await h.send(request) { $0.show(.hostNotAllowed(name)) }
      #expect(h.web.calls.isEmpty)
    case .handedToTheOS:
      await h.send(request)
      #expect(h.web.calls == [.openExternally(url)])
    }
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }
}
