import BridgeClient
import JSON
import Testing

/// Scripts built by the Swift API, evaluated by bridge.js in a real JavaScript engine (Node).
///
/// Each test runs Node once. "Exactly" means equal as `JSONValue` and byte for byte.
@Suite("Node round trip")
struct NodeRoundTripTests {
  private static let pwnedProbe = "typeof globalThis.pwned"

  @Test(arguments: NodeDialect.allCases)
  func pagePayloadsReachNativeExactly(dialect: NodeDialect) throws {
    var page = NodePage(dialect: dialect)
    for value in NodeHostileCorpus.values { page.call("echo", payload: value) }

    let output = try page.run()

    for (index, value) in NodeHostileCorpus.values.enumerated() {
      let posted = try #require(output.message(forCall: index), "no message for call \(index)")
      let request = try BridgeMessage.decode(
        json: posted, frame: NodeDialect.frame, configuration: dialect.configuration
      ).get()
      let exact = NodeHostileCorpus.isExactly(request.payload, value)
      #expect(exact, "payload \(index) changed on its way from the page")
      #expect(request.action == "echo")
      #expect(request.replyRoute != nil)
    }
  }

  @Test(arguments: NodeDialect.allCases)
  func pagePostsTheMessagesTheseTestsReplyTo(dialect: NodeDialect) throws {
    var page = NodePage(dialect: dialect)
    page.call("first", payload: ["a": 1])
    page.call("second")

    let output = try page.run()

    #expect(output.message(forCall: 0) == page.message(forCall: 0, action: "first", payload: ["a": 1]))
    #expect(output.message(forCall: 1) == page.message(forCall: 1, action: "second", payload: .null))
  }

  @Test(arguments: NodeDialect.allCases)
  func successReplyDataReachesThePageExactly(dialect: NodeDialect) throws {
    var page = NodePage(dialect: dialect)
    for value in NodeHostileCorpus.values { page.call("echo", payload: value) }
    page.scripts = try page.calls.indices.map { index in
      let request = try page.request(forCall: index)
      return try #require(try request.replyScript(.success(data: request.payload)))
    }
    page.probes = [Self.pwnedProbe]

    let output = try page.run()

    #expect(output.scriptErrors == [])
    #expect(output.probes == ["undefined"])
    for (index, value) in NodeHostileCorpus.values.enumerated() {
      let result = output.results[index]
      #expect(result["status"] == "resolved", "call \(index) did not resolve")
      let exact = NodeHostileCorpus.isExactly(result["value"], value)
      #expect(exact, "reply data \(index) changed on its way to the page")
    }
  }

  /// Node, like every engine since ES2019, accepts raw U+2028/U+2029 in strings and never sees
  /// HTML, so the round trips above cannot catch these; older engines and inline `<script>` can.
  @Test(arguments: NodeDialect.allCases)
  func scriptsCarryNoRawLineSeparatorsOrAngleBrackets(dialect: NodeDialect) throws {
    var page = NodePage(dialect: dialect)
    for value in NodeHostileCorpus.values { page.call("echo", payload: value) }
    var scripts = try page.calls.indices.map { index in
      let request = try page.request(forCall: index)
      return try #require(try request.replyScript(.success(data: request.payload)))
    }
    for (index, string) in NodeHostileCorpus.strings.enumerated() {
      scripts.append(try dialect.bridgeDialect.eventScript(name: string, data: NodeHostileCorpus.values[index]))
    }

    for (index, script) in scripts.enumerated() {
      let raw = script.unicodeScalars.filter { ["\u{2028}", "\u{2029}", "<", ">"].contains($0) }
      #expect(raw.isEmpty, "script \(index) contains \(raw.map { String($0.value, radix: 16) })")
    }
  }

  @Test(arguments: NodeDialect.allCases)
  func failureReplyRejectsWithItsCodeAndExactMessage(dialect: NodeDialect) throws {
    let codes = BridgeErrorCode.allCases
    let messages = NodeHostileCorpus.strings + [NodeHostileCorpus.megabyteString]
    var page = NodePage(dialect: dialect)
    for _ in messages { page.call("fail") }
    page.scripts = try messages.indices.map { index in
      let request = try page.request(forCall: index)
      let response = BridgeResponse.failure(codes[index % codes.count], messages[index])
      return try #require(try request.replyScript(response))
    }
    page.probes = [Self.pwnedProbe]

    let output = try page.run()

    #expect(output.scriptErrors == [])
    #expect(output.probes == ["undefined"])
    for (index, message) in messages.enumerated() {
      let result = output.results[index]
      #expect(result["status"] == "rejected", "call \(index) did not reject")
      #expect(result["code"] == .string(codes[index % codes.count].rawValue))
      let exact = NodeHostileCorpus.isExactly(result["message"], .string(message))
      #expect(exact, "failure message \(index) changed on its way to the page")
    }
  }

  @Test(arguments: NodeDialect.allCases)
  func eventNamesAndDataReachListenersExactly(dialect: NodeDialect) throws {
    let names = NodeHostileCorpus.strings
    let values = NodeHostileCorpus.values
    let sent: [JSONValue] = values.indices.map { index in
      ["name": .string(names[index % names.count]), "data": values[index]]
    }
    var page = NodePage(dialect: dialect)
    page.listen = names
    page.scripts = try values.indices.map { index in
      try dialect.bridgeDialect.eventScript(name: names[index % names.count], data: values[index])
    }
    page.probes = [Self.pwnedProbe]

    let output = try page.run()

    #expect(output.scriptErrors == [])
    #expect(output.probes == ["undefined"])
    #expect(output.events.count == sent.count)
    for (index, event) in sent.enumerated() {
      let exact = output.events.indices.contains(index) && NodeHostileCorpus.isExactly(output.events[index], event)
      #expect(exact, "event \(index) changed on its way to the page")
    }
  }

  /// What a page may hold under the bridge's names when it never loaded bridge.js.
  static let pagesWithoutTheBridge = [
    "",
    "var nativeBridge = null, wadInterface = null;",
    "var nativeBridge = 42, wadInterface = 'text';",
    "var nativeBridge = {}, wadInterface = {};",
    "var nativeBridge = { emit: 1 }, wadInterface = { fromNativeEvent: {} };",
  ]

  @Test(arguments: NodeDialect.allCases)
  func eventScriptsThrowNothingOnPagesWithoutTheBridge(dialect: NodeDialect) throws {
    for prelude in Self.pagesWithoutTheBridge {
      var page = NodePage(dialect: dialect)
      page.withoutBridge = true
      page.prelude = prelude
      page.scripts = try NodeHostileCorpus.strings.prefix(4).map { name in
        try dialect.bridgeDialect.eventScript(name: name, data: ["isActive": true])
      }
      page.probes = [Self.pwnedProbe]

      let output = try page.run()

      #expect(output.scriptErrors == [], "page: \(prelude.isEmpty ? "(nothing)" : prelude)")
      #expect(output.probes == ["undefined"])
    }
  }

  @Test(arguments: NodeDialect.allCases)
  func lateDuplicateAndUnknownRepliesAreIgnoredByThePage(dialect: NodeDialect) throws {
    var page = NodePage(dialect: dialect)
    page.call("once")
    let request = try page.request(forCall: 0)
    var stranger = NodePage(dialect: dialect)
    stranger.call("never sent")
    stranger.call("never sent either")
    let unknown = try stranger.request(forCall: 1)
    page.scripts = [
      try #require(try request.replyScript(.success(data: "first"))),
      try #require(try request.replyScript(.failure(.handlerFailed, "second"))),
      try #require(try unknown.replyScript(.success(data: "unknown"))),
    ]

    let output = try page.run()

    #expect(output.scriptErrors == [])
    #expect(output.results == [["status": "resolved", "value": "first"]])
  }

  @Test(arguments: NodeDialect.allCases)
  func malformedCallStillSettlesWithTheErrorCode(dialect: NodeDialect) throws {
    var page = NodePage(dialect: dialect)
    page.call("", payload: "empty action")
    page.call(String(repeating: "x", count: BridgeMessage.maxActionLength + 1))
    page.scripts = try page.calls.indices.map { index in
      let (action, payload) = page.calls[index]
      let json = page.message(forCall: index, action: action, payload: payload)
      let decoded = BridgeMessage.decode(json: json, frame: NodeDialect.frame, configuration: dialect.configuration)
      guard case .failure(let error) = decoded else {
        Issue.record("call \(index) was accepted")
        return ""
      }
      return try #require(try error.replyScript())
    }

    let output = try page.run()

    #expect(output.scriptErrors == [])
    #expect(output.results.map { $0["code"] } == [.string("MALFORMED_MESSAGE"), .string("MALFORMED_MESSAGE")])
  }
}
