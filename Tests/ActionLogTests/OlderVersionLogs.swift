import ActionLog
import BridgeClient
import Foundation
import JSON
import WebViewFeature

/// The compatibility fixtures in `Examples/Logs/older-versions/`: logs in the shapes other app
/// versions write, made from fresh recordings by rewriting them (the feature has no older
/// versions of its own yet). `OlderVersionLogTests` regenerates and replays them.
enum OlderVersionLogs {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/Logs/older-versions", isDirectory: true)

  /// One fixture: its file name and how it is made.
  struct Fixture: Sendable, CustomStringConvertible {
    var name: String
    var make: @Sendable @MainActor () async throws -> String
    var description: String { name }
    var url: URL { OlderVersionLogs.folder.appendingPathComponent(name + ".jsonl") }
  }

  static let all = [missingFields, unknownActionCase, renamedCase]

  /// Log lines are ours, not a page's: only the depth bound applies.
  private static let limits = JSONLimits(maxDepth: 512, maxBytes: .max, maxStringLength: .max, maxElements: .max)

  private static let home = ExampleSessions.home
  private static let mainFrame = ExampleSessions.mainFrame

  /// An app version before crash recovery and session scripts: format 1 (no calls, no
  /// `schema`), states without `documentStartScripts`, `recentTerminations`,
  /// `automaticReloadsStopped`, `needsReload`, `isClosed`, `pendingEvents`, `canGoBack` and
  /// `canGoForward`, with a `spinnerVisible` field this build does not have, and a configuration
  /// without `recovery`, `sessionStorageKey`, `screenRequests`, `backButton`, `webView` and
  /// `navigation.subframeHosts`.
  static let missingFields = Fixture(name: "format-1-missing-fields") {
    let configuration = WebViewFeature.Configuration(
      navigation: NavigationPolicy(allowedHosts: HostAllowList(["app.example.com"])),
      bridge: BridgeConfiguration(trustedOrigins: HostAllowList(["app.example.com"])))
    let actions: [WebViewFeature.Action] =
      [.load(home)] + ExampleSessions.load(home, navigation: 1, load: 1, title: "Home")
      + [
        .navigationRequested(2, NavigationRequest(url: URL(string: "https://partner.example.net/deal")!, type: .linkActivated)),
        .errorDismissed,
        ExampleSessions.message("showToast", callback: "bridge.callbacks.cb1", data: ["message": "Saved"]),
        .toastShown,
      ]
    let lines = try await recorded(actions, configuration: configuration)
    let oldFields: Set = [
      "documentStartScripts", "recentTerminations", "automaticReloadsStopped", "needsReload", "isClosed", "pendingEvents",
      "canGoBack", "canGoForward",
    ]
    func oldState(_ state: JSONValue) -> JSONValue {
      guard case .object(var fields) = state else { return state }
      for field in oldFields { fields[field] = nil }
      fields["spinnerVisible"] = fields["isLoading"]
      return .object(fields)
    }
    var oldConfiguration = try json(configuration.logMetadata["configuration"]!)
    oldConfiguration.updateValue(forKey: "navigation") { navigation in
      guard case .object(var fields) = navigation else { return }
      fields["subframeHosts"] = nil
      navigation = .object(fields)
    }
    guard case .object(var configurationFields) = oldConfiguration else { return "" }
    for field in ["recovery", "sessionStorageKey", "screenRequests", "backButton", "webView"] { configurationFields[field] = nil }
    let header = lines[0]
    var text = object([
      ("format", header["format"]!), ("version", 1), ("feature", header["feature"]!), ("start", header["start"]!),
      (
        "metadata",
        [
          "appVersion": "2.1.0", "build": "377", "device": "iPhone13,2", "osVersion": "16.7",
          "configuration": .string(JSONValue.object(configurationFields).jsonText()),
        ]
      ),
      ("initialState", oldState(header["initialState"]!)),
    ])
    for line in lines.dropFirst() where line["seq"] != nil {
      text += entry(line, state: line["state"].map(oldState))
    }
    return text
  }

  /// A newer app version: an action case this build does not know (`zoomChanged`), inserted as
  /// entry 9, and a state field it does not know (`zoom`) in every checkpoint from there on.
  static let unknownActionCase = Fixture(name: "unknown-action-case") {
    let lines = try await recorded(
      [.load(home)] + ExampleSessions.load(home, navigation: 1, load: 1, title: "Home")
        + [ExampleSessions.message("ready", callback: "bridge.callbacks.cb1"), .appResignedActive],
      configuration: ExampleSessions.configuration, appVersion: "2.4.0")
    let inserted = 9
    var text = header(lines[0])
    for line in lines.dropFirst() {
      if let sequence = line["seq"]?.intValue {
        if sequence == inserted {
          let time = (line["time"]?.numberValue ?? 0) - 0.25
          text += object([
            ("seq", .number(Double(inserted))), ("time", .number(time)), ("origin", "external"),
            ("action", ["zoomChanged": ["_0": 1.25]]),
          ])
        }
        var line = line
        if sequence >= inserted {
          line = renumbered(line, key: "seq")
          line.updateValue(forKey: "state") { state in
            guard case .object(var fields) = state else { return }
            fields["zoom"] = 1.25
            state = .object(fields)
          }
        }
        text += entry(line, state: line["state"])
      } else {
        let cause = line["cause"]?.intValue ?? 0
        text += (cause >= inserted ? renumbered(line, key: "cause") : line).jsonText() + "\n"
      }
    }
    return text
  }

  /// A log in which `processTerminated` is spelled `webContentProcessTerminated`, as it would
  /// be had the case been renamed after it was recorded with schema version 1.
  static let renamedCase = Fixture(name: "renamed-case") {
    let lines = try await recorded(
      [.load(home)] + ExampleSessions.load(home, navigation: 1, load: 1, title: "Home")
        + [.processTerminated] + ExampleSessions.load(home, navigation: 2, load: 2, title: "Home"),
      configuration: ExampleSessions.configuration, appVersion: "2.2.0")
    var text = header(lines[0])
    for line in lines.dropFirst() {
      guard line["seq"] != nil else {
        text += line.jsonText() + "\n"
        continue
      }
      var line = line
      line.updateValue(forKey: "action") { $0.renameKey("processTerminated", to: "webContentProcessTerminated") }
      text += entry(line, state: line["state"])
    }
    return text
  }

  /// The schema a build that renamed `webContentProcessTerminated` to `processTerminated` in
  /// version 2 would declare.
  static let schemaAfterTheRename = ActionLogSchema(
    version: 2,
    migrations: [ActionLogMigration(from: 1, action: { $0.renameKey("webContentProcessTerminated", to: "processTerminated") })])

  // MARK: - Writing lines

  @MainActor
  private static func recorded(
    _ actions: [WebViewFeature.Action], configuration: WebViewFeature.Configuration, appVersion: String = "2.3.0"
  ) async throws -> [JSONValue] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("OlderVersionLogs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("log.jsonl")
    var appInfo = ExampleLogTests.appInfo
    appInfo.appVersion = appVersion
    try await ExampleLogTests.record(actions, configuration: configuration, appInfo: appInfo, metadata: [:], to: url)
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map { try json(String($0)) }
  }

  private static func json(_ text: String) throws -> JSONValue {
    try JSONValue(jsonText: text, limits: limits)
  }

  /// A header line in the recorder's key order.
  private static func header(_ line: JSONValue) -> String {
    let keys = ["format", "version", "feature", "schema", "calls", "start", "metadata", "initialState"]
    return object(keys.compactMap { key in line[key].map { (key, $0) } })
  }

  /// An entry line in the recorder's key order.
  private static func entry(_ line: JSONValue, state: JSONValue?) -> String {
    var fields: [(String, JSONValue)] = [("seq", line["seq"]!), ("time", line["time"]!)]
    if let date = line["date"] { fields.append(("date", date)) }
    fields += [("origin", line["origin"]!), ("action", line["action"]!)]
    if let state { fields.append(("state", state)) }
    return object(fields)
  }

  /// `fields` as a JSON object in this order, with a newline.
  private static func object(_ fields: [(String, JSONValue)]) -> String {
    "{" + fields.map { JSONValue.string($0.0).jsonText() + ":" + $0.1.jsonText() }.joined(separator: ",") + "}\n"
  }

  private static func renumbered(_ line: JSONValue, key: String) -> JSONValue {
    var line = line
    line.updateValue(forKey: key) { $0 = .number(($0.numberValue ?? 0) + 1) }
    return line
  }
}
