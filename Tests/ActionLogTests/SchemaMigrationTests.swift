import ActionLog
import BridgeClient
import Foundation
import JSON
import TestSupport
import Testing
import WebViewFeature

/// Logs recorded with an older schema version replay after renames, through the schema's
/// migrations; cases no migration covers fail with their name and line.
struct SchemaMigrationTests {
  private let scratch = TemporaryFolder()

  /// Toy's made-up history: version 1 called `.increment` `.bump`, `State.count` `total`, and
  /// `.login`'s label `password`.
  static let schema = ActionLogSchema(
    version: 2,
    migrations: [
      ActionLogMigration(
        from: 1,
        action: { action in
          action.renameKey("bump", to: "increment")
          action.updateValue(forKey: "login") { $0.renameKey("password", to: "token") }
        },
        state: { $0.renameKey("total", to: "count") })
    ])

  private static func header(schema: Int?, countField: String = "total") -> String {
    let field = schema.map { #","schema":\#($0)"# } ?? ""
    return
      #"{"format":"webview-core.action-log","version":2,"feature":"Toy"\#(field),"start":1000,"initialState":{"\#(countField)":4,"history":[],"pending":0}}"#
  }

  private static let oldEntries = [
    #"{"seq":1,"time":1,"origin":"external","action":{"bump":{}},"state":{"total":5,"history":[],"pending":0}}"#,
    #"{"seq":2,"time":2.5,"origin":"external","action":{"login":{"password":"p"}}}"#,
  ]

  private func read(_ lines: [String], schema: ActionLogSchema) throws -> ActionLogReader<Toy.State, Toy.Action> {
    let url = try scratch.newFile(containing: lines.joined(separator: "\n") + "\n", named: "session.jsonl")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    return try ActionLogReader<Toy.State, Toy.Action>(url: url, schema: schema)
  }

  @Test(arguments: [1, nil] as [Int?])
  func anOlderLogIsMigratedBeforeItIsDecoded(version: Int?) throws {
    let reader = try read([Self.header(schema: version)] + Self.oldEntries, schema: Self.schema)
    #expect(reader.header.initialState?.count == 4)
    let first = try #require(try reader.next())
    #expect(first.action == .increment)
    #expect(first.checkpoint?.count == 5)
    #expect(try reader.next()?.action == .login(token: "p"))
  }

  @Test func migrationKeepsTimesExact() throws {
    let reader = try read([Self.header(schema: 1)] + Self.oldEntries, schema: Self.schema)
    _ = try reader.next()
    #expect(try reader.next()?.date == Date(timeIntervalSince1970: 1002.5))
  }

  @Test func aLogOfTheCurrentVersionIsNotMigrated() throws {
    let reader = try read([Self.header(schema: 2, countField: "count")] + Self.oldEntries, schema: Self.schema)
    #expect(reader.header.initialState?.count == 4)
    #expect(throws: ActionLogError.self) { try reader.next() }
  }

  @Test func withoutTheMigrationAnOldCaseFailsWithItsNameAndLine() throws {
    let reader = try read([Self.header(schema: 1, countField: "count")] + Self.oldEntries, schema: ActionLogSchema())
    #expect {
      try reader.next()
    } throws: { error in
      (error as? ActionLogError)?.description
        == #"line 2: unknown action case "bump": this build has no such case (recorded by another app version?)"#
    }
  }

  @Test func anUnknownCaseInsideAPayloadIsNamedWithItsPath() throws {
    let header = #"{"format":"webview-core.action-log","version":2,"feature":"WebViewFeature","start":1000,"initialState":{}}"#
    let line = #"{"seq":1,"time":1,"origin":"external","action":{"dialogRequested":{"_0":{"id":1,"kind":{"sheet":{}},"message":"m"}}}}"#
    let url = try scratch.newFile(containing: header + "\n" + line + "\n", named: "session.jsonl")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    typealias Reader = ActionLogReader<WebViewFeature.State, WebViewFeature.Action>
    let reader = try Reader(url: url)
    #expect(
      throws: ActionLogError.malformedLine(
        line: 2, reason: #"action.dialogRequested._0.kind: unknown case "sheet": this build has no such case (recorded by another app version?)"#)
    ) {
      try reader.next()
    }
  }

  @Test func renameKeyAndUpdateValueLeaveOtherValuesAlone() {
    var value: JSONValue = ["a": 1, "b": ["c": 2]]
    value.renameKey("missing", to: "x")
    value.updateValue(forKey: "missing") { $0 = 9 }
    #expect(value == ["a": 1, "b": ["c": 2]])
    value.renameKey("a", to: "z")
    value.updateValue(forKey: "b") { $0.renameKey("c", to: "d") }
    #expect(value == ["z": 1, "b": ["d": 2]])
  }
}
