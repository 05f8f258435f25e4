import Foundation
import Testing

extension ReplayCommandTests {
  /// `--json` carries values: applying each entry's changed fields to the header's initial state
  /// rebuilds every state, and the summary holds the final one.
  @Suite
  struct JSONOutputTests {
    private func json(_ name: String, _ arguments: [String] = []) async throws -> [[String: Any]] {
      let result = try await ReplayProcess.run(["--json"] + arguments + [ReplayProcess.example(name).path])
      #expect(result.status == 0, "\(result.standardError)")
      return try ReplayProcess.records(result.standardOutput)
    }

    /// `value` as JSON text with sorted keys, so that two decoded values can be compared.
    private func text(_ value: Any?) throws -> String {
      guard let value else { return "absent" }
      let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
      return String(decoding: data, as: UTF8.self)
    }

    @Test(arguments: ReplayCommandTests.examples)
    func changedFieldsRebuildEveryStateFromTheInitialOne(name: String) async throws {
      let records = try await json(name, ["--states"])
      var state = try #require(records.first?["initialState"] as? [String: Any])
      for entry in records where entry["type"] as? String == "entry" {
        let changes = try #require(entry["changes"] as? [String: Any])
        for (field, value) in changes {
          state[field] = value is NSNull ? nil : value
        }
        #expect(try text(state) == text(entry["state"]), "entry \(entry["seq"] ?? "?")")
      }
      let summary = try #require(records.last)
      #expect(summary["type"] as? String == "summary")
      #expect(try text(summary["finalState"]) == text(state))
    }

    @Test func anArrayChangeCarriesTheWholeNewArray() async throws {
      let entries = try await json("page-load").filter { $0["type"] as? String == "entry" }
      let queued = try #require(entries.first { $0["seq"] as? Int == 19 }?["changes"] as? [String: Any])
      #expect(queued["queuedToasts"] as? [String] == ["3 new orders", "Delivery on its way"])
    }

    @Test func entriesCarryTheirEffectsWithTheirSource() async throws {
      let entries = try await json("blocked-navigation").filter { $0["type"] as? String == "entry" }
      let effects = try #require(entries.first { $0["seq"] as? Int == 13 }?["effects"] as? [[String: Any]])
      #expect(effects.map { $0["text"] as? String } == ["web view: cancel navigation #4", "web view: open in the OS: tel:+82-2-1234-5678"])
      #expect(effects.allSatisfy { $0["source"] as? String == "both" && $0["call"] is [String: Any] })
      #expect((entries.first { $0["seq"] as? Int == 13 }?["policy"] as? String)?.hasPrefix("handed to the OS: tel:") == true)
    }

    @Test func withoutStatesEntriesHoldNoWholeState() async throws {
      let entries = try await json("dialogs").filter { $0["type"] as? String == "entry" }
      #expect(entries.allSatisfy { $0["state"] == nil })
    }

    @Test func theSummaryHoldsTheFinalStateEvenWhenTheReplayStopsEarly() async throws {
      let records = try await json("dialogs", ["--to", "10"])
      let summary = try #require(records.last)
      #expect(summary["last"] as? Int == 10)
      let dialogs = try #require((summary["finalState"] as? [String: Any])?["dialogs"] as? [[String: Any]])
      #expect(dialogs.map { $0["message"] as? String } == ["Your session expires in 5 minutes."])
    }

    @Test func statesNeedJSON() async throws {
      let result = try await ReplayProcess.run(["--states", ReplayProcess.example("dialogs").path])
      #expect(result.status == 2)
      #expect(result.standardError.contains("--states only works with --json"))
    }
  }
}
