import BridgeClient
import Foundation
import JSON
import Testing

/// Configurations are stored in action logs, so decoding must survive fields added later.
struct BridgeConfigurationDecodingTests {
  @Test func emptyObjectDecodesToTheDefaultConfiguration() throws {
    let decoded = try JSONDecoder().decode(BridgeConfiguration.self, from: Data("{}".utf8))
    #expect(decoded == BridgeConfiguration())
  }

  @Test func missingFieldsTakeDefaultsAndPresentOnesAreKept() throws {
    let text = #"{"handlerName":"appBridge","allowsSubframes":true,"limits":{"maxDepth":8}}"#
    let decoded = try JSONDecoder().decode(BridgeConfiguration.self, from: Data(text.utf8))
    #expect(decoded == BridgeConfiguration(handlerName: "appBridge", limits: JSONLimits(maxDepth: 8), allowsSubframes: true))
  }

  @Test func nullFieldsTakeDefaults() throws {
    let text = #"{"handlerName":null,"limits":{"maxBytes":null}}"#
    let decoded = try JSONDecoder().decode(BridgeConfiguration.self, from: Data(text.utf8))
    #expect(decoded == BridgeConfiguration())
  }

  @Test func presentButInvalidFieldStillFails() {
    let text = #"{"allowsLocalFiles":"yes"}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(BridgeConfiguration.self, from: Data(text.utf8))
    }
  }

  @Test func everyFieldRoundTrips() throws {
    let configuration = BridgeConfiguration(
      handlerName: "h", dialect: .wadInterface(namespace: try JSFunctionPath(validating: "app.wad")),
      limits: JSONLimits(maxDepth: 3, maxBytes: 4, maxStringLength: 5, maxElements: 6),
      trustedOrigins: HostAllowList(["example.com"]), allowsLocalFiles: true, allowsSubframes: true)
    let decoded = try JSONDecoder().decode(BridgeConfiguration.self, from: JSONEncoder().encode(configuration))
    #expect(decoded == configuration)
  }
}
