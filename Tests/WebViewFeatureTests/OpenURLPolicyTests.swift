import BridgeClient
import Foundation
import Testing
import WebViewFeature

/// Bridge `openUrl` and `window.open` ask for the same thing, so one table decides both: the
/// navigation policy's rule for a new window opened by a script.
@MainActor
struct OpenURLPolicyTests {
  /// A URL the page asks to open, and whether the policy (allowed host `example.com`) lets it.
  struct Case: Sendable, CustomTestStringConvertible {
    let url: String
    let opens: Bool
    let refusedHost: String
    var testDescription: String { "\(url) → \(opens ? "opens" : "refused")" }
  }

  nonisolated static let table: [Case] = [
    Case(url: "https://example.com/a", opens: true, refusedHost: ""),
    Case(url: "https://news.example.com/a?b=1", opens: true, refusedHost: ""),
    Case(url: "http://EXAMPLE.com/", opens: true, refusedHost: ""),
    Case(url: "https://evil.com/phish", opens: false, refusedHost: "evil.com"),
    Case(url: "https://example.com.evil.com/", opens: false, refusedHost: "example.com.evil.com"),
    Case(url: "https://notexample.com/", opens: false, refusedHost: "notexample.com"),
  ]

  @Test(arguments: table)
  func openUrlFollowsThePolicy(_ row: Case) async throws {
    let h = Harness(Fixture.loadedPage)
    let url = Fixture.url(row.url)
    if row.opens {
      await h.send(receive(Fixture.message("openUrl", data: ["url": .string(row.url)]))) { $0.urlToOpen = url }
      #expect(h.page.scripts == [try Fixture.reply(.success())])
    } else {
      await h.send(receive(Fixture.message("openUrl", data: ["url": .string(row.url)])))
      let refusal = LoadError.hostNotAllowed(row.refusedHost).description
      #expect(h.page.scripts == [try Fixture.reply(.failure(.notAllowed, refusal))])
    }
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  @Test(arguments: table)
  func windowOpenFollowsThePolicy(_ row: Case) async throws {
    let h = Harness(Fixture.loadedPage)
    let url = Fixture.url(row.url)
    if row.opens {
      await h.send(.windowOpenRequested(NavigationRequest(url: url))) { $0.urlToOpen = url }
    } else {
      await h.send(.windowOpenRequested(NavigationRequest(url: url))) { $0.error = .hostNotAllowed(row.refusedHost) }
    }
    #expect(h.web.calls.isEmpty)
    #expect(h.page.scripts.isEmpty)
    await h.finish()
  }

  @Test func aTrustedPageCannotSendTheUserToARefusedHostEvenWhenTheOSWouldTakeTaps() async throws {
    var configuration = Fixture.configuration()
    configuration.navigation.disallowedHosts = .openExternallyOnTap
    let h = Harness(Fixture.loadedPage, configuration: configuration)
    await h.send(receive(Fixture.message("openUrl", data: ["url": "https://evil.com/phish"])))
    let refusal = LoadError.hostNotAllowed("evil.com").description
    #expect(h.page.scripts == [try Fixture.reply(.failure(.notAllowed, refusal))])
    #expect(h.web.calls.isEmpty)
    await h.finish()
  }

  private func receive(_ body: JSONValue) -> Action {
    .scriptMessageReceived(body: body, frame: Fixture.mainFrame)
  }
}
