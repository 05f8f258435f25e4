import BridgeClient
import JSON
import Testing

/// Page-chosen names and ids never become code in a reply script.
@Suite("Node injection")
struct NodeInjectionTests {
  static let hostileCallbackNames = [
    "alert(1)", "x;globalThis.pwned=true", "a.b()", "nativeBridge._cb[\"c\"]", "eval", "a.eval",
    "Function", "a.constructor.constructor", "__proto__.x", "x\u{2028}y", "föo", "a..b", ".a", "a.",
    "1abc", "a b", "a-b", "`x`", "${x}", "this.x", "new.target", "</script>", "",
    String(repeating: "a", count: JSFunctionPath.maxLength + 1),
  ]

  static let hostileCallbackIDs: [JSONValue] = [
    "1);globalThis.pwned=true;(1", "\"+(globalThis.pwned=true)+\"", "'+(globalThis.pwned=true)+'",
    "</script><script>globalThis.pwned=true</script>", "x\u{2028}globalThis.pwned=true", "${x}",
    "a b", "", .string(String(repeating: "a", count: CallbackID.maxLength + 1)),
    1.5, 1e300, .bool(true), ["id": 1], [1],
  ]

  @Test(arguments: hostileCallbackNames)
  func hostileCallbackNameGetsNoReplyScript(name: String) throws {
    let message: JSONValue = ["type": "echo", "callback": .string(name), "data": .null]

    let decoded = BridgeMessage.decode(
      json: message, frame: NodeDialect.frame, configuration: NodeDialect.typeCallback.configuration
    )

    #expect(throws: JavaScriptError.self) { try JSFunctionPath(validating: name) }
    guard case .failure(let error) = decoded else {
      Issue.record("a message with callback \(name.debugDescription) was accepted")
      return
    }
    #expect(error.replyRoute == nil)
    #expect(try error.replyScript() == nil)
  }

  @Test(arguments: [NodeDialect.wadInterface, .actionUUID], hostileCallbackIDs)
  func hostileCallbackIDGetsNoReplyScript(dialect: NodeDialect, id: JSONValue) throws {
    let message: JSONValue =
      switch dialect {
      case .wadInterface: ["action": "echo", "callbackId": id]
      case .typeCallback, .actionUUID: ["action": "echo", "uuid": id]
      }

    let decoded = BridgeMessage.decode(json: message, frame: NodeDialect.frame, configuration: dialect.configuration)

    guard case .failure(let error) = decoded else {
      Issue.record("a message with id \(id) was accepted")
      return
    }
    #expect(error.replyRoute == nil)
    #expect(try error.replyScript() == nil)
  }

  /// An id spliced in as code would read the global `trap`, whose getter sets `pwned`.
  @Test(arguments: [NodeDialect.wadInterface, .actionUUID])
  func callbackIDIsSentAsALiteralNotAsCode(dialect: NodeDialect) throws {
    let idKey = dialect == .wadInterface ? "callbackId" : "uuid"
    let message: JSONValue = ["action": "echo", idKey: "trap"]
    let request = try BridgeMessage.decode(
      json: message, frame: NodeDialect.frame, configuration: dialect.configuration
    ).get()
    var page = NodePage(dialect: dialect)
    page.scripts = [
      "Object.defineProperty(globalThis, 'trap', { get() { globalThis.pwned = true; return 1; } });",
      try #require(try request.replyScript(.success(data: "ignored"))),
    ]
    page.probes = ["typeof globalThis.pwned", "typeof globalThis.trap"]

    let output = try page.run()

    #expect(output.scriptErrors == [])
    #expect(output.probes.first == "undefined")
    #expect(output.probes.last == "number", "the trap getter itself must work, or this test proves nothing")
  }

  @Test(arguments: NodeDialect.allCases)
  func callbackNamesAndIDsFromBridgeJSAreAccepted(dialect: NodeDialect) throws {
    var page = NodePage(dialect: dialect)
    page.call("echo")

    let output = try page.run()

    let posted = try #require(output.message(forCall: 0))
    let request = try BridgeMessage.decode(
      json: posted, frame: NodeDialect.frame, configuration: dialect.configuration
    ).get()
    #expect(request.replyRoute != nil)
  }
}
