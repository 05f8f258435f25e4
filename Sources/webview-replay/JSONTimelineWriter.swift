import ActionLog
import BridgeClient
import Foundation
import JSON
import StoreRuntime
import WebViewFeature

/// Prints the replay as JSON Lines for other tools, keys sorted: a header object, one object per
/// entry, then a summary.
///
/// ```json
/// {"type":"header","feature":"WebViewFeature","format":2,"schema":1,"recordsCalls":true,"start":1741944413.3259885,
///  "metadata":{…},"initialState":{…}}
/// {"type":"entry","seq":4,"line":6,"time":5.56,"origin":"external","actionName":"navigationRequested",
///  "action":{…},"text":".navigationRequested(…)","changes":{"lastURL":"https://…"},
///  "effects":[{"source":"both","text":"web view: allow navigation #1","call":{…}}],"verification":"matched"}
/// {"type":"summary","entries":36,…,"finalState":{…}}
/// ```
///
/// `changes` maps each top-level state field the entry changed to its new value (`null`: gone),
/// so applying them in order to `initialState` rebuilds every state. `policy` is the navigation
/// policy's reason for a decision. `elided` is `true` for an entry a flight recorder wrote with
/// values elided. `--states` adds `state`, the whole state after the entry.
struct JSONTimelineWriter {
  let output: BufferedOutput
  let includesStates: Bool
  private let json = StateJSON()

  init(output: BufferedOutput, includesStates: Bool) {
    self.output = output
    self.includesStates = includesStates
  }

  func writeHeader(_ header: ActionLogHeader<WebViewFeature.State>, initialState: WebViewFeature.State) throws {
    let record: [String: JSONValue] = [
      "type": "header", "feature": .string(header.feature), "format": .number(Double(header.version)),
      "schema": .number(Double(header.schemaVersion)), "recordsCalls": .bool(header.recordsCalls),
      "start": .number(header.startDate.timeIntervalSince1970),
      "metadata": .object(header.metadata.mapValues(JSONValue.string)), "initialState": try json.value(initialState),
    ]
    write(record)
  }

  func write(_ report: EntryReport, effects: [EntryReport.Effect]) throws {
    let step = report.step
    var record: [String: JSONValue] = [
      "type": "entry", "seq": .number(Double(step.entry.sequence)), "line": .number(Double(step.line)),
      "time": .number(step.time), "origin": .string(step.entry.origin.rawValue),
      "actionName": .string(report.actionName), "action": try json.value(step.entry.action),
      "text": .string(report.actionText),
      "changes": .object(StateJSON.changedFields(from: try json.fields(step.previousState), to: try json.fields(step.state))),
      "effects": .array(effects.map(Self.value)), "verification": .string(Self.name(of: step.verification)),
    ]
    if let reason = report.policyReason { record["policy"] = .string(reason) }
    if step.entry.isElided { record["elided"] = true }
    if includesStates { record["state"] = try json.value(step.state) }
    write(record)
  }

  func writeSummary(_ summary: ActionSummary, finalState: WebViewFeature.State, effectDifferences: Int) throws {
    var record = summary.jsonFields
    record["type"] = "summary"
    record["effectDifferences"] = .number(Double(effectDifferences))
    record["finalState"] = try json.value(finalState)
    write(record)
  }

  private func write(_ record: [String: JSONValue]) {
    output.write(JSONValue.object(record).jsonText())
    output.write("\n")
    output.endEntry()
  }

  private static func value(_ effect: EntryReport.Effect) -> JSONValue {
    var object: [String: JSONValue] = ["source": .string(effect.source.rawValue), "text": .string(effect.text)]
    if let call = effect.call { object["call"] = call }
    switch effect.cause {
    case .entry(let cause)?: object["cause"] = .number(Double(cause))
    case .beforeRecording?: object["cause"] = .null
    case nil: break
    }
    return .object(object)
  }

  static func name(of verification: ReplayStep<some Any, some Sendable>.Verification) -> String {
    switch verification {
    case .unchecked: "unchecked"
    case .matched: "matched"
    case .diverged: "diverged"
    case .resynchronized: "resynchronized"
    }
  }
}
