import BridgeClient
import Foundation
import JSON
import TestSupport

/// The three wire formats, as the Swift configuration and as bridge.js's `dialect` option.
enum NodeDialect: String, CaseIterable, Sendable {
  case typeCallback, wadInterface, actionUUID

  /// The Swift dialect with its default function names, which bridge.js also uses by default.
  var bridgeDialect: BridgeDialect {
    switch self {
    case .typeCallback: .typeCallback()
    case .wadInterface: .wadInterface()
    case .actionUUID: .actionUUID()
    }
  }

  /// A configuration that trusts the page the tests pretend to be.
  var configuration: BridgeConfiguration {
    BridgeConfiguration(dialect: bridgeDialect, trustedOrigins: HostAllowList(["app.example.com"]))
  }

  /// The main frame the messages come from.
  static let frame = BridgeFrame(url: URL(string: "https://app.example.com/index.html"), isMainFrame: true)
}

/// One page running bridge.js in Node, driven by `Tests/Node/roundtrip-driver.mjs`.
///
/// The page makes ``calls`` (after its own `ready` call), then evaluates ``scripts`` in order,
/// exactly as Swift built them. Ids are predictable because the driver fixes `Math.random` and
/// `Date.now`; ``message(forCall:action:payload:)`` gives the message bridge.js posts for a call,
/// and tests check the page really posted it, so a change of id format fails loudly.
struct NodePage {
  var dialect: NodeDialect
  var calls: [(action: String, payload: JSONValue)] = []
  var listen: [String] = []
  var scripts: [String] = []
  var probes: [String] = []
  /// Plays a page that never loaded bridge.js (its calls and listeners are ignored).
  var withoutBridge = false
  /// A script the page runs before anything else, e.g. to put something under the bridge's name.
  var prelude = ""

  /// The id bridge.js gives plan call `index`: session "0i", counter from 2 (1 is `ready`).
  static func callID(_ index: Int) -> String { "0i_\(index + 2)" }

  /// The message bridge.js posts for plan call `index`.
  func message(forCall index: Int, action: String, payload: JSONValue) -> JSONValue {
    let id = JSONValue.string(Self.callID(index))
    return switch dialect {
    case .typeCallback:
      ["type": .string(action), "callback": .string("nativeBridge._cb.c_" + Self.callID(index)), "data": payload]
    case .wadInterface: ["callbackId": id, "action": .string(action), "actionArgs": payload]
    case .actionUUID: ["action": .string(action), "uuid": id, "body": payload]
    }
  }

  /// The request native code decodes from the message of plan call `index`.
  func request(forCall index: Int) throws -> BridgeRequest {
    let (action, payload) = calls[index]
    let json = message(forCall: index, action: action, payload: payload)
    return try BridgeMessage.decode(json: json, frame: NodeDialect.frame, configuration: dialect.configuration)
      .get()
  }

  /// Adds a call and returns its index.
  @discardableResult
  mutating func call(_ action: String, payload: JSONValue = .null) -> Int {
    calls.append((action, payload))
    return calls.count - 1
  }

  /// Runs the page once and returns what it observed.
  func run() throws -> NodePageOutput {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("node-roundtrip-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }

    var scriptNames: [JSONValue] = []
    for (index, script) in scripts.enumerated() {
      let name = "script-\(index).js"
      try Data(script.utf8).write(to: scratch.appendingPathComponent(name))
      scriptNames.append(.string(name))
    }
    let plan: JSONValue = [
      "config": ["dialect": .string(dialect.rawValue)],
      "calls": .array(calls.map { ["action": .string($0.action), "payload": $0.payload] }),
      "listen": .array(listen.map(JSONValue.string)),
      "scripts": .array(scriptNames),
      "probes": .array(probes.map(JSONValue.string)),
      "withoutBridge": .bool(withoutBridge),
      "prelude": .string(prelude),
    ]
    let planURL = scratch.appendingPathComponent("plan.json")
    try Data(plan.jsonText().utf8).write(to: planURL)
    let driver = NodeProcess.nodeTestsDirectory.appendingPathComponent("roundtrip-driver.mjs")
    let output = try NodeProcess.run(script: driver, arguments: [planURL.path], scratch: scratch)
    return try NodePageOutput(json: JSONValue(jsonText: output, limits: NodePageOutput.limits))
  }
}

/// What the page observed, as printed by the driver.
struct NodePageOutput {
  /// Room for the megabyte strings and deep nesting of the hostile corpus.
  static let limits = JSONLimits(maxDepth: 256, maxBytes: 256 << 20, maxStringLength: 64 << 20)

  /// Every message the page posted, `ready` first.
  var posted: [JSONValue]
  /// Per plan call: `{status: "resolved", value}`, `{status: "rejected", code, message}` or
  /// `{status: "pending"}`.
  var results: [JSONValue]
  /// Events the listeners received, in order: `{name, data}`.
  var events: [JSONValue]
  /// Scripts that threw when evaluated, with the exception message.
  var scriptErrors: [String]
  /// The value of each probe expression, as `String(value)`.
  var probes: [String]
  /// Errors bridge.js reported (throwing listeners).
  var reported: [String]

  init(json: JSONValue) throws {
    func strings(_ key: String) -> [String] { (json[key]?.arrayValue ?? []).compactMap(\.stringValue) }
    guard let posted = json["posted"]?.arrayValue, let results = json["results"]?.arrayValue,
      let events = json["events"]?.arrayValue
    else { throw NodePageOutputError(text: json.jsonText()) }
    self.posted = posted
    self.results = results
    self.events = events
    self.scriptErrors = strings("scriptErrors")
    self.probes = strings("probes")
    self.reported = strings("reported")
  }

  /// The message the page posted for plan call `index` (`posted[0]` is `ready`).
  func message(forCall index: Int) -> JSONValue? {
    posted.indices.contains(index + 1) ? posted[index + 1] : nil
  }
}

/// The driver printed JSON without the expected fields.
struct NodePageOutputError: Error, CustomStringConvertible {
  var text: String
  var description: String { "roundtrip-driver.mjs printed unexpected output: \(text.prefix(2000))" }
}
