import Foundation
import Testing

extension ReplayCommandTests {
  /// What the timeline says about an entry: its changes, the policy's reason for a decision, and
  /// its effects as recorded and as recomputed; and how lines fit the terminal.
  @Suite
  struct TimelineTests {
    /// The timeline of an example, with lines cut to `columns` unless nil.
    private func timeline(_ name: String, _ arguments: [String] = [], columns: Int? = nil) async throws -> ReplayProcess.Result {
      try await ReplayProcess.run(arguments + [ReplayProcess.example(name).path], environment: columns.map { ["COLUMNS": String($0)] } ?? [:])
    }

    /// The lines printed for entry `sequence`: its first line and the indented ones after it.
    private func entry(_ sequence: Int, in output: String) -> [String] {
      let lines = output.split(separator: "\n").map(String.init)
      guard let start = lines.firstIndex(where: { $0.hasPrefix("#\(sequence)  ") }) else { return [] }
      return [lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix("      ") }
    }

    @Test func theHeaderComesFirst() async throws {
      let output = try await timeline("page-load").standardOutput
      let lines = output.split(separator: "\n")
      #expect(lines[0] == "WebViewFeature log recorded from 2025-03-14T09:26:53.325Z (format 2, schema 1)")
      #expect(lines[1].hasPrefix("Metadata: appVersion=2.3.0, build=412, device=iPhone15,2, osVersion=17.5"))
      #expect(lines[2].hasPrefix("Effects (=>): the calls recorded on the device"))
    }

    @Test func aTapToABlockedPartnerSiteIsCancelledAndHandedToTheOS() async throws {
      let lines = entry(10, in: try await timeline("blocked-navigation").standardOutput)
      #expect(lines.contains("      => web view: cancel navigation #2"))
      #expect(lines.contains("      => web view: open in the OS: https://partner.example.net/deal"))
      #expect(
        lines.contains { $0.hasPrefix("      policy: handed to the OS: partner.example.net is not an allowed host and the user tapped the link") })
    }

    @Test func aScriptedTelLinkIsCancelledAndTheReasonIsTheMissingTap() async throws {
      let lines = entry(14, in: try await timeline("blocked-navigation").standardOutput)
      #expect(lines.contains("      => web view: cancel navigation #5"))
      #expect(!lines.contains { $0.contains("open in the OS") })
      #expect(lines.contains { $0.contains("policy: cancelled: tel: goes to the OS only when the user taps a link in the main frame") })
    }

    @Test func aJavaScriptURLIsCancelledWithItsReason() async throws {
      let lines = entry(19, in: try await timeline("blocked-navigation").standardOutput)
      #expect(lines.contains("      => web view: cancel navigation #7"))
      #expect(lines.contains("      policy: cancelled: javascript: URLs never load and never reach the OS"))
    }

    @Test func aBridgeMessageShowsTheReplyThePageGot() async throws {
      let lines = entry(13, in: try await timeline("page-load").standardOutput)
      #expect(
        lines[0].contains(
          #".scriptMessageReceived(body: {"callback":"bridge.callbacks.cb2","data":{"from":"web"},"type":"greeting"}, frame: https://app.example.com/home [main])"#
        ))
      #expect(lines.contains(#"      => page: reply to greeting via bridge.callbacks.cb2: success "Hello from native", data {"from":"web"}"#))
    }

    @Test func aMessageFromAnUntrustedOriginShowsThatItWasDropped() async throws {
      let lines = entry(13, in: try await timeline("malformed-bridge-messages").standardOutput)
      #expect(lines.contains { $0.hasPrefix("      => web view: diagnostic: message dropped without a reply (UNTRUSTED_ORIGIN)") })
    }

    @Test func aPluginRequestIsShownAsAnsweredByTheApp() async throws {
      let lines = entry(15, in: try await timeline("page-load").standardOutput)
      #expect(lines.contains { $0.hasPrefix(#"      => plugin getLocation {"accuracy":"coarse"}: answered by the app's plugin, not recomputed"#) })
    }

    @Test func idsReadAsKindAndNumber() async throws {
      let lines = entry(5, in: try await timeline("page-load").standardOutput)
      #expect(lines[0].hasSuffix(".loadStarted(load #1, url: https://app.example.com/home)"))
      #expect(lines.contains("      currentLoad: nil -> load #1"))
    }

    @Test func linesAreCutToTheTerminalWidth() async throws {
      let output = try await timeline("page-load", columns: 80).standardOutput
      let lines = output.split(separator: "\n")
      #expect(lines.allSatisfy { $0.count <= 80 })
      #expect(lines.contains { $0.count == 80 && $0.hasSuffix("…") })
    }

    @Test func wideKeepsWholeLines() async throws {
      let output = try await timeline("page-load", ["--wide"], columns: 80).standardOutput
      #expect(output.split(separator: "\n").contains { $0.count > 150 })
      #expect(!output.contains("…"))
    }

    @Test func onlyKeepsTheNamedActionCases() async throws {
      let output = try await timeline("dialogs", ["--only", "dialogAnswered,screenClosed"]).standardOutput
      let firstLines = output.split(separator: "\n").filter { $0.hasPrefix("#") }
      #expect(firstLines.count == 5)
      #expect(firstLines.allSatisfy { $0.contains(".dialogAnswered(") || $0.contains(".screenClosed") })
    }

    @Test func onlyWarnsAboutANameThatMatchedNothing() async throws {
      let result = try await timeline("dialogs", ["--only", "dialogAnswerd"])
      #expect(result.status == 0)
      #expect(result.standardError.contains("warning: --only dialogAnswerd: no entry has this action case"))
    }

    @Test func grepKeepsEntriesWhoseTextMatchesInAnyCase() async throws {
      let output = try await timeline("blocked-navigation", ["--grep", "OPEN IN THE OS"]).standardOutput
      let firstLines = output.split(separator: "\n").filter { $0.hasPrefix("#") }
      #expect(firstLines.map { $0.prefix(4) } == ["#10 ", "#13 "])
    }

    @Test func stateAtPrintsTheWholeStateAfterThatEntry() async throws {
      let result = try await ReplayProcess.run(["--state-at", "12", ReplayProcess.example("dialogs").path])
      #expect(result.status == 0)
      let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines[0].hasPrefix("State after #12 (line "))
      #expect(lines[1] == "WebViewFeature.State(")
      #expect(result.standardOutput.contains(#"message: "Leave this page?""#))
      #expect(!result.standardOutput.contains("Your session expires"))
    }

    @Test func stateAtZeroIsTheInitialState() async throws {
      let result = try await ReplayProcess.run(["--state-at", "0", ReplayProcess.example("dialogs").path])
      #expect(result.standardOutput.hasPrefix("State before the first entry:\nWebViewFeature.State(\n  url: nil,"))
    }

    @Test func stateAtAnEntryTheLogDoesNotHaveExitsTwo() async throws {
      let result = try await ReplayProcess.run(["--state-at", "99", ReplayProcess.example("dialogs").path])
      #expect(result.status == 2)
      #expect(result.standardError.contains("the log has no entry 99 (its last entry is #27)"))
    }

    @Test func theSameLogGivesTheSameBytesEveryTime() async throws {
      let first = try await timeline("page-load", ["--wide"])
      for _ in 0..<3 {
        #expect(try await timeline("page-load", ["--wide"]).standardOutput == first.standardOutput)
      }
    }
  }
}
