import BridgeClient
import JSON
import Testing

/// Where a plugin's secret fields are found, and what the log writes instead.
struct SecretFieldsTests {
  static let fields = SecretFields(payload: ["card.number", "cards.cvc", "pin"], response: ["receipt.token"])

  @Test func aNestedFieldBecomesThePlaceholderAndItsNeighboursStay() {
    let payload: JSONValue = ["card": ["number": "4111", "brand": "visa"], "amount": 12]
    #expect(Self.fields.redacting(payload: payload, with: "<r>") == ["card": ["number": "<r>", "brand": "visa"], "amount": 12])
  }

  @Test func aPathThroughAnArrayNamesTheFieldOfEveryElement() {
    let payload: JSONValue = ["cards": [["cvc": "123", "last4": "1111"], ["cvc": 456], "not an object"]]
    #expect(
      Self.fields.redacting(payload: payload, with: "<r>")
        == ["cards": [["cvc": "<r>", "last4": "1111"], ["cvc": "<r>"], "not an object"]])
  }

  @Test func aFieldOfAnyTypeIsReplacedWhole() {
    let payload: JSONValue = ["pin": ["digits": [1, 2, 3, 4]], "card": ["number": .null]]
    #expect(Self.fields.redacting(payload: payload, with: "<r>") == ["pin": "<r>", "card": ["number": "<r>"]])
  }

  /// Every dot separates two member names, even an empty one: a path is never read loosely.
  @Test func anEmptyNameBetweenDotsIsAMemberNamedEmpty() {
    let fields = SecretFields(payload: ["a..b"])
    #expect(fields.redacting(payload: ["a": ["": ["b": 1]]], with: "<r>") == ["a": ["": ["b": "<r>"]]])
    #expect(fields.redacting(payload: ["a": ["b": 1]], with: "<r>") == ["a": ["b": 1]])
  }

  @Test func missingFieldsAndOtherShapesAreLeftAlone() {
    for payload: JSONValue in [.null, "text", 3, ["card": "not an object"], ["other": ["number": "1"]]] {
      #expect(Self.fields.redacting(payload: payload, with: "<r>") == payload)
    }
  }

  /// A hostile page cannot make the walk deeper than the path: nested arrays are not flattened.
  @Test func nestedArraysAreNotFollowedPastOneLevelPerKey() {
    var deep: JSONValue = ["pin": "1234"]
    for _ in 0..<10_000 { deep = [deep] }
    #expect(Self.fields.redacting(payload: deep, with: "<r>") == deep)
    #expect(Self.fields.redacting(payload: [["pin": "1234"]], with: "<r>") == [["pin": "<r>"]])
  }

  @Test func theAnswersDataIsRedactedByTheResponsePaths() {
    let answer = BridgeResponse.success("Paid", data: ["receipt": ["token": "r-1", "id": 9], "card": ["number": "4111"]])
    #expect(
      Self.fields.redacting(response: answer, with: "<r>")
        == .success("Paid", data: ["receipt": ["token": "<r>", "id": 9], "card": ["number": "4111"]]))
    #expect(Self.fields.redacting(response: .failure(.handlerFailed, "no"), with: "<r>") == .failure(.handlerFailed, "no"))
  }

  @Test func theRegistryKeepsEachActionsFields() throws {
    var registry = PluginRegistry()
    try registry.register("pay", secretFields: Self.fields) { _ in .success() }
    try registry.register("plain") { _ in .success() }
    try registry.register(Lookup())
    #expect(registry.secretFields(of: "pay") == Self.fields)
    #expect(registry.secretFields(of: "plain") == .none)
    #expect(registry.secretFields(of: "lookup") == SecretFields(response: ["ssn"]))
    #expect(registry.secretFields(of: "unregistered") == .none)
  }

  @Test func aRefusedRegistrationLeavesTheFirstFields() throws {
    var registry = PluginRegistry()
    try registry.register("pay", secretFields: Self.fields) { _ in .success() }
    #expect(throws: PluginRegistryError.duplicateAction("pay")) {
      try registry.register("pay", secretFields: .none) { _ in .success() }
    }
    #expect(registry.secretFields(of: "pay") == Self.fields)
  }

  @Test func aPluginWithoutSecretFieldsHasNone() {
    #expect(Echo().secretFields == .none)
  }

  struct Lookup: BridgePlugin {
    let action = "lookup"
    let secretFields = SecretFields(response: ["ssn"])
    func handle(_ payload: JSONValue, request: BridgeRequest) async throws -> BridgeResponse { .success() }
  }

  struct Echo: BridgePlugin {
    let action = "echo"
    func handle(_ payload: JSONValue, request: BridgeRequest) async throws -> BridgeResponse { .success(data: payload) }
  }
}
