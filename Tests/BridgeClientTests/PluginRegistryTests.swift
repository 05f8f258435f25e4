import BridgeClient
import Foundation
import JSON
import Testing

struct PluginRegistryTests {
  struct User: Decodable, Sendable {
    struct Profile: Decodable, Sendable { var age: Int }
    var name: String
    var user: Profile
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String { "card declined" }
  }

  struct ShowToast: BridgePlugin {
    struct Payload: Decodable, Sendable { var message: String }
    let action = "showToast"
    func handle(_ payload: Payload, request: BridgeRequest) async throws -> BridgeResponse {
      .success("Shown", data: .string(payload.message))
    }
  }

  func request(_ action: String, _ payload: JSONValue = nil) -> BridgeRequest {
    BridgeRequest(action: action, payload: payload, frame: Fixtures.trustedFrame)
  }

  @Test func registeringTheSameActionTwiceThrows() throws {
    var registry = PluginRegistry()
    try registry.register("ping") { _ in .success() }
    #expect(throws: PluginRegistryError.duplicateAction("ping")) {
      try registry.register("ping") { _ in .failure(.handlerFailed, "second") }
    }
  }

  @Test func duplicateRegistrationKeepsTheFirstHandler() async throws {
    var registry = PluginRegistry()
    try registry.register("ping") { _ in .success("first") }
    _ = try? registry.register("ping") { _ in .success("second") }
    #expect(await registry.handle(request("ping")).message == "first")
  }

  @Test func emptyActionNameThrows() {
    var registry = PluginRegistry()
    #expect(throws: PluginRegistryError.emptyAction) {
      try registry.register("") { _ in .success() }
    }
  }

  @Test func unknownActionGetsAnUnknownActionReply() async {
    let response = await PluginRegistry().handle(request("missing"))
    #expect(response.success == false)
    #expect(response.errorCode == .unknownAction)
    #expect(response.message.contains("missing"))
  }

  @Test func handlesReportsRegisteredActions() throws {
    var registry = PluginRegistry()
    try registry.register("b") { _ in .success() }
    try registry.register("a") { _ in .success() }
    #expect(registry.handles("a"))
    #expect(!registry.handles("c"))
    #expect(registry.actions == ["a", "b"])
  }

  @Test func typedHandlerReceivesTheDecodedPayload() async throws {
    var registry = PluginRegistry()
    try registry.register("greet", payload: User.self) { user, _ in
      .success(data: .string("\(user.name) \(user.user.age)"))
    }
    let response = await registry.handle(request("greet", ["name": "Kim", "user": ["age": 30]]))
    #expect(response == .success(data: "Kim 30"))
  }

  @Test func wrongFieldTypeNamesTheField() async throws {
    var registry = PluginRegistry()
    try registry.register("greet", payload: User.self) { _, _ in .success() }
    let response = await registry.handle(request("greet", ["name": "Kim", "user": ["age": "thirty"]]))
    #expect(response == .failure(.invalidPayload, "payload.user.age: expected Int"))
  }

  @Test func missingFieldNamesTheField() async throws {
    var registry = PluginRegistry()
    try registry.register("greet", payload: User.self) { _, _ in .success() }
    let response = await registry.handle(request("greet", ["user": ["age": 3]]))
    #expect(response == .failure(.invalidPayload, "payload.name: missing"))
  }

  @Test func wrongElementTypeNamesTheIndex() async throws {
    var registry = PluginRegistry()
    try registry.register("sum", payload: [Int].self) { numbers, _ in .success(data: .number(Double(numbers.reduce(0, +)))) }
    #expect(await registry.handle(request("sum", [1, 2])) == .success(data: 3))
    #expect(await registry.handle(request("sum", [1, "x"])) == .failure(.invalidPayload, "payload[1]: expected Int"))
  }

  @Test func throwingHandlerGetsAHandlerFailedReply() async throws {
    var registry = PluginRegistry()
    try registry.register("pay") { _ in throw Failure() }
    #expect(await registry.handle(request("pay")) == .failure(.handlerFailed, "card declined"))
  }

  @Test func cancelledHandlerGetsACancelledReply() async throws {
    var registry = PluginRegistry()
    try registry.register("slow") { _ in throw CancellationError() }
    #expect(await registry.handle(request("slow")).errorCode == .cancelled)
  }

  @Test func pluginIsRegisteredUnderItsAction() async throws {
    var registry = PluginRegistry()
    try registry.register(ShowToast())
    #expect(await registry.handle(request("showToast", ["message": "hi"])) == .success("Shown", data: "hi"))
    #expect(throws: PluginRegistryError.duplicateAction("showToast")) { try registry.register(ShowToast()) }
  }

  @Test func payloadDatesDecodeFromISOStringsAndMilliseconds() throws {
    struct Stamp: Decodable { var at: Date }
    let iso = try JSONValue.object(["at": "1970-01-01T00:00:01.500Z"]).decode(Stamp.self)
    let millis = try JSONValue.object(["at": 1500]).decode(Stamp.self)
    #expect(iso.at == Date(timeIntervalSince1970: 1.5))
    #expect(millis.at == Date(timeIntervalSince1970: 1.5))
  }

  @Test func encodableResultBecomesJSONValue() throws {
    struct Info: Encodable { var version: String; var build: Int }
    #expect(try JSONValue(encoding: Info(version: "1.0.0", build: 7)) == ["version": "1.0.0", "build": 7])
  }
}
