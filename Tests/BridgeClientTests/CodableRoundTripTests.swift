import BridgeClient
import Foundation
import JSON
import Testing

/// Actions embedding these types are recorded as JSON and replayed, so round trips must be exact.
struct CodableRoundTripTests {
  func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
  }

  @Test(arguments: [
    ReplyRoute.callback(BridgeDialect.defaultEventFunction),
    .callbackID(.integer(12), namespace: BridgeDialect.defaultNamespace),
    .callbackID(.string("cb-1"), namespace: BridgeDialect.defaultNamespace),
    .uuid(.string("6F9619FF-8B86"), replyFunction: BridgeDialect.defaultReplyFunction),
  ])
  func replyRouteRoundTrips(_ route: ReplyRoute) throws {
    #expect(try roundTrip(route) == route)
  }

  @Test func requestRoundTrips() throws {
    let request = BridgeRequest(
      action: "pay",
      payload: ["amount": 1200.5, "items": ["a", nil, true], "nested": ["deep": [:]]],
      replyRoute: .uuid(.string("u-1"), replyFunction: BridgeDialect.defaultReplyFunction),
      frame: BridgeFrame(url: URL(string: "https://example.com/pay?x=1"), isMainFrame: false)
    )
    #expect(try roundTrip(request) == request)
  }

  @Test func requestWithNullPayloadAndNoRouteRoundTrips() throws {
    let request = BridgeRequest(action: "ping", frame: BridgeFrame(url: nil))
    #expect(try roundTrip(request) == request)
  }

  @Test(arguments: [
    BridgeResponse.success(), .success("Done", data: .null), .success(data: ["k": [1, 2]]),
    .failure(.payloadTooLarge, "too big"),
  ])
  func responseRoundTrips(_ response: BridgeResponse) throws {
    #expect(try roundTrip(response) == response)
  }

  @Test func messageErrorRoundTrips() throws {
    let error = BridgeMessageError(
      code: .malformedMessage, reason: "why", replyRoute: .callbackID(.integer(1), namespace: BridgeDialect.defaultNamespace))
    #expect(try roundTrip(error) == error)
  }

  @Test(arguments: [
    BridgeConfiguration.default,
    BridgeConfiguration(
      handlerName: "h", dialect: .actionUUID(), limits: JSONLimits(maxDepth: 3),
      trustedOrigins: HostAllowList(["*.example.com"]), allowsLocalFiles: true, allowsSubframes: true),
  ])
  func configurationRoundTrips(_ configuration: BridgeConfiguration) throws {
    #expect(try roundTrip(configuration) == configuration)
  }

  @Test func jsonValueRoundTripsThroughCodable() throws {
    let value: JSONValue = ["a": [1, 2.5, "x", true, nil], "b": [:], "c": []]
    #expect(try roundTrip(value) == value)
  }
}
