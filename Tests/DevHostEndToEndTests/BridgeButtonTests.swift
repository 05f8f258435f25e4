import BridgeClient
import Foundation
import JSON
import Testing
import WebViewFeature

@testable import WebViewDevHost

extension EndToEnd {
  /// Every bridge button of the example page, through the real core and the real browser: what
  /// the page's promise settled with.
  @MainActor
  @Suite
  struct BridgeButtonTests {
    struct Case: Sendable, CustomTestStringConvertible {
      let button: String
      let outcome: JSONValue
      var testDescription: String { button }
    }

    nonisolated static func resolved(_ button: String, _ value: JSONValue) -> Case {
      Case(button: button, outcome: ["status": "resolved", "value": value])
    }

    nonisolated static let resolvedCases: [Case] = [
      resolved("greeting", ["text": "Hello from the page"]),
      resolved("getUserInfo", ["name": "Kim", "device": "iPhone15,2", "osVersion": "17.5"]),
      resolved("getAppVersion", ["appVersion": "2.3.0", "osVersion": "17.5", "device": "iPhone15,2"]),
      resolved("appVersion", ["version": "2.3.0"]),
      resolved("showToast", .null),
      resolved("openUrl", .null),
      resolved("ready", .null),
      resolved("close", .null),
      resolved("pop", .null),
      resolved("scanBarcode", ["format": "qr", "text": "https://app.devhost.test/item/42"]),
    ]

    nonisolated static let rejectedCases: [(button: String, code: String)] = [
      ("showToastBlank", "INVALID_PAYLOAD"),
      ("openUrlInvalid", "INVALID_PAYLOAD"),
      ("openUrlBlocked", "NOT_ALLOWED"),
      ("unknown", "UNKNOWN_ACTION"),
      ("pay", "HANDLER_FAILED"),
    ]

    @Test(arguments: resolvedCases)
    func aButtonsPromiseResolvesWithTheCoresData(_ example: Case) async throws {
      try await Playground.run { devhost, _ in
        try await devhost.click(example.button)
        #expect(try await devhost.result(of: example.button) == example.outcome)
      }
    }

    @Test(arguments: zip(rejectedCases.map(\.button), rejectedCases.map(\.code)))
    func aButtonsPromiseRejectsWithTheDocumentedCode(_ button: String, _ code: String) async throws {
      try await Playground.run { devhost, _ in
        try await devhost.click(button)
        let outcome = try await devhost.result(of: button)
        #expect(outcome["status"] == "rejected")
        #expect(outcome["code"] == .string(code))
      }
    }

    @Test func aPluginStubsFailureMessageReachesThePage() async throws {
      try await Playground.run { devhost, _ in
        try await devhost.click("pay")
        #expect(try await devhost.result(of: "pay")["message"] == "The card was declined.")
      }
    }

    @Test func showToastIsShownByTheAppAndConsumed() async throws {
      try await Playground.run { devhost, _ in
        try await devhost.click("showToast")
        _ = try await devhost.result(of: "showToast")
        #expect(devhost.records.contains(.presented("toast: Saved")))
        #expect(devhost.store.state.toastMessage == nil)
      }
    }

    @Test func openUrlPresentsTheURLInANewScreen() async throws {
      try await Playground.run { devhost, _ in
        try await devhost.click("openUrl")
        _ = try await devhost.result(of: "openUrl")
        #expect(devhost.records.contains(.presented("open in a new screen: https://app.devhost.test/next.html")))
      }
    }

    @Test(arguments: ["close", "pop"])
    func closeAndPopRepliesThenClosesTheScreen(_ button: String) async throws {
      try await Playground.run { devhost, _ in
        try await devhost.click(button)
        _ = try await devhost.result(of: button)
        try await devhost.waitUntil("the screen to close") { devhost.records.contains(.host(.closedScreen)) }
      }
    }
  }
}
