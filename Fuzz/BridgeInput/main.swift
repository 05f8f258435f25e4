import BridgeClient
import Foundation
import JSON

// Arbitrary bytes -> message body (JSON text, a Foundation object from JSONSerialization, or a
// JSONValue) -> BridgeMessage.decode in each dialect -> reply scripts for several responses.
// Invariants: no crash; a rejected message carries a reason and, when it has a reply route, a
// failure reply; untrusted frames never get a route; every reply script is absent exactly when
// the message asked for no reply, and otherwise is a single call of the allowed function
// (the message's validated callback, namespace.fromNative or the reply function) whose arguments
// are exactly the ids and response it should carry.

private let trusted = URL(string: "https://app.example.com/page")!
private let frames = [
  BridgeFrame(url: trusted), BridgeFrame(url: trusted, isMainFrame: false),
  BridgeFrame(url: URL(string: "https://example.com.evil.com/")!), BridgeFrame(url: URL(string: "file:///app/index.html")!),
  BridgeFrame(url: nil),
]
private let dialects: [BridgeDialect] = [
  .typeCallback(), .wadInterface(), .actionUUID(),
  .typeCallback(eventFunction: try! JSFunctionPath(validating: "app.events.emit")),
  .wadInterface(namespace: try! JSFunctionPath(validating: "my.bridge")),
  .actionUUID(replyFunction: try! JSFunctionPath(validating: "reply"), eventFunction: try! JSFunctionPath(validating: "event")),
]
private let smallLimits = JSONLimits(maxDepth: 8, maxBytes: 2_048, maxStringLength: 256, maxElements: 128)
private let forbiddenSegments: Set<String> = ["eval", "Function", "constructor", "__proto__", "prototype", "setTimeout", "this"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let dialect = input.pick(dialects)
  let frame = input.pick(frames)
  let configuration = BridgeConfiguration(
    dialect: dialect, limits: input.bool() ? smallLimits : .default, trustedOrigins: HostAllowList(["example.com"]),
    allowsLocalFiles: input.bool(), allowsSubframes: input.bool())
  let bytes = input.rest()
  let text = String(decoding: bytes, as: UTF8.self)

  check(BridgeMessage.decode(body: text, frame: frame, configuration: configuration), configuration, frame)
  if let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) {
    check(BridgeMessage.decode(body: object, frame: frame, configuration: configuration), configuration, frame)
  }
  if let json = try? JSONValue(jsonText: text, limits: configuration.limits) {
    let result = BridgeMessage.decode(json: json, frame: frame, configuration: configuration)
    check(result, configuration, frame)
    if case .success(let request) = result { checkRoute(of: request, against: json) }
    // Posted to the reply handler, every outcome, a refusal too, goes back through it.
    let throughHandler = BridgeMessage.decode(json: json, frame: frame, configuration: configuration, replyHandler: 7)
    switch throughHandler {
    case .success(let request): invariant(request.replyRoute == .replyHandler(7), "a reply handler's message lost its route")
    case .failure(let error): invariant(error.replyRoute == .replyHandler(7), "a reply handler's refusal lost its route: \(error)")
    }
  }
  return 0
}

private func check(_ result: Result<BridgeRequest, BridgeMessageError>, _ configuration: BridgeConfiguration, _ frame: BridgeFrame) {
  switch result {
  case .success(let request):
    invariant(configuration.trusts(frame), "a message from an untrusted frame was accepted")
    invariant(!request.action.isEmpty && request.action.utf8.count <= BridgeMessage.maxActionLength, "bad action")
    let responses: [BridgeResponse] = [
      .success("OK", data: request.payload), .success(), .failure(.handlerFailed, request.action),
      BridgeResponse(success: false, message: "", data: request.payload, errorCode: nil),
    ]
    for response in responses {
      let script: String?
      do {
        script = try request.replyScript(response)
      } catch {
        fatalError("invariant broken: a reply to a decoded message could not be written: \(error)")
      }
      checkReply(script, route: request.replyRoute, response: response)
    }
  case .failure(let error):
    invariant(!error.reason.isEmpty, "a rejection without a reason")
    if !configuration.trusts(frame) {
      invariant(error.code == .untrustedOrigin && error.replyRoute == nil, "untrusted frame got \(error)")
    }
    let script: String?
    do {
      script = try error.replyScript()
    } catch {
      fatalError("invariant broken: a failure reply could not be written: \(error)")
    }
    checkReply(script, route: error.replyRoute, response: error.response)
  }
}

/// The script is absent exactly when there is no route; otherwise one call of the route's
/// function carrying exactly the expected arguments.
private func checkReply(_ script: String?, route: ReplyRoute?, response: BridgeResponse) {
  guard let route else {
    invariant(script == nil, "a reply script without a reply route")
    return
  }
  guard let script else { return invariant(false, "no reply script for route \(route)") }
  let call: ScriptCall
  do {
    call = try ScriptCall(parsing: script)
  } catch {
    fatalError("invariant broken: reply script is not a single data-only call (\(error)): \(script.prefix(300).debugDescription)")
  }
  let expectedFunction: String
  let expectedArguments: [JSONValue]
  switch route {
  case .callback(let function):
    expectedFunction = function.rawValue
    expectedArguments = [response.wireObject]
  case .callbackID(let id, let namespace):
    expectedFunction = namespace.rawValue + ".fromNative"
    var args = response.data ?? .object([:])
    if !response.success {
      var failure: [String: JSONValue] = [
        "code": .string((response.errorCode ?? .handlerFailed).rawValue), "message": .string(response.message),
      ]
      if let data = response.data { failure["data"] = data }
      args = .object(failure)
    }
    expectedArguments = [id.jsonValue, .bool(response.success), args]
  case .uuid(let id, let replyFunction):
    expectedFunction = replyFunction.rawValue
    expectedArguments = [id.jsonValue, response.wireObject]
  case .replyHandler:
    return invariant(false, "a reply handler's route has a script: \(script.prefix(300).debugDescription)")
  }
  invariant(call.function == expectedFunction, "reply calls \(call.function), expected \(expectedFunction)")
  let segments = call.function.split(separator: ".", omittingEmptySubsequences: false)
  invariant(!segments.isEmpty && segments.allSatisfy { !$0.isEmpty && !($0.first!.isNumber) }, "bad path \(call.function)")
  invariant(!segments.contains { forbiddenSegments.contains(String($0)) }, "reply calls a forbidden function \(call.function)")
  invariant(
    call.arguments.count == expectedArguments.count && zip(call.arguments, expectedArguments).allSatisfy(identical),
    "reply arguments differ from the response: \(script.prefix(300).debugDescription)")
}

/// The route names what the message said: dialect 1's callback string itself, the ids of the
/// other dialects as given.
private func checkRoute(of request: BridgeRequest, against json: JSONValue) {
  switch request.replyRoute {
  case nil:
    break
  case .callback(let function):
    invariant(json["callback"]?.stringValue == function.rawValue, "callback route differs from the message")
  case .callbackID(let id, _):
    let sent = json["callbackId"].flatMap { $0 == .null ? nil : $0 } ?? json["callbackID"]
    invariant(sent == id.jsonValue, "callback id route differs from the message")
  case .uuid(let id, _):
    invariant(json["uuid"] == id.jsonValue, "uuid route differs from the message")
  case .replyHandler:
    invariant(false, "a message decoded without a reply handler got its route")
  }
}
