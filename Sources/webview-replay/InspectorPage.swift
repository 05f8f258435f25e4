import ActionLog
import BridgeClient
import Foundation
import JSON
import StoreRuntime
import WebViewFeature

/// The `--html` page: one self-contained file (no network, opens from disk) in the spirit of the
/// Redux DevTools inspector.
///
/// The replay's data goes into the page as JSON: per entry its timeline lines, its diff and
/// effects, the state fields it changed (the page rebuilds any entry's whole state from the
/// initial state, as a tool reading `--json` would), `progress` and `isLoading` for the strip,
/// and its marks (error, termination, dialog, toast, blocked navigation). The page itself is
/// ``InspectorPage/html`` and ``InspectorPage/script``.
final class InspectorPage {
  private let header: ActionLogHeader<WebViewFeature.State>
  private let json = StateJSON()
  private var initialState: JSONValue = .null
  private var entries: [JSONValue] = []

  init(header: ActionLogHeader<WebViewFeature.State>) {
    self.header = header
  }

  var entryCount: Int { entries.count }

  func setInitialState(_ state: WebViewFeature.State) throws {
    initialState = try json.value(state)
  }

  func add(_ report: EntryReport, effects: [EntryReport.Effect], lines: [String]) throws {
    let step = report.step
    let previous = step.previousState
    let state = step.state
    var marks: [JSONValue] = []
    if let error = state.error, previous.error != state.error { marks.append(.string("error: \(error.description)")) }
    if report.actionName == "processTerminated" { marks.append("termination") }
    if case .dialogRequested(let dialog) = step.entry.action {
      let what = if case .fileInput = dialog.kind { "dialog: a file input" } else { "dialog: \(dialog.message)" }
      marks.append(.string(what + (dialog.frame.map { " (\(StateDiff.renderLine($0)))" } ?? "")))
    }
    if let toast = state.toastMessage, toast != previous.toastMessage { marks.append(.string("toast: \(toast)")) }
    let calls = effects.compactMap { $0.call.flatMap { try? $0.decode(WebViewCall.self, root: "call") } }
    for case .webView(.decidePolicy(let id, .cancel)) in calls { marks.append(.string("blocked: \(id)")) }
    let entry: [String: JSONValue] = [
      "seq": .number(Double(step.entry.sequence)), "line": .number(Double(step.line)), "time": .number(step.time),
      "origin": .string(step.entry.origin.rawValue), "name": .string(report.actionName),
      "text": .string(report.actionText), "lines": .array(lines.map(JSONValue.string)),
      "diff": .array(report.changes.map { .string("\($0.path.isEmpty ? "(state)" : $0.path): \($0.old ?? "(absent)") -> \($0.new ?? "(removed)")") }),
      "effects": .array(effects.map { .string(TimelinePrinter.text(of: $0, recordsCalls: header.recordsCalls)) }),
      "fields": .object(StateJSON.changedFields(from: try json.fields(previous), to: try json.fields(state))),
      "progress": .number(state.progress.isFinite ? state.progress : 0), "loading": .bool(state.isLoading),
      "marks": .array(marks), "verification": .string(JSONTimelineWriter.name(of: step.verification)),
    ]
    entries.append(.object(entry))
  }

  /// Writes the page.
  func write(to url: URL, finalState: WebViewFeature.State) throws {
    let data: JSONValue = [
      "title": .string(HeaderText.lines(header).first ?? header.feature),
      "header": .array(
        HeaderText.lines(header).dropFirst().map(JSONValue.string) + [.string(HeaderText.effectsLegend(recordsCalls: header.recordsCalls))]),
      "initialState": initialState, "entries": .array(entries),
    ]
    let page = Self.fill(
      Self.html,
      [
        "TITLE": Self.escapeHTML(HeaderText.lines(header).first ?? header.feature),
        "DATA": Self.scriptSafe(data.jsonText()), "STYLE": Self.style, "SCRIPT": Self.script,
      ])
    try Data(page.utf8).write(to: url, options: .atomic)
  }

  /// `template` with each `{{NAME}}` replaced by `values[NAME]`, in one pass, so that nothing a
  /// value holds is ever read as a placeholder.
  static func fill(_ template: String, _ values: [String: String]) -> String {
    var result = ""
    var rest = template[...]
    while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
      result += rest[..<open.lowerBound]
      let name = String(rest[open.upperBound..<close.lowerBound])
      result += values[name] ?? String(rest[open.lowerBound..<close.upperBound])
      rest = rest[close.upperBound...]
    }
    return result + rest
  }

  /// JSON text that can sit inside a `<script>` element: no `<`, `>` or `&` (they only occur in
  /// strings, where their escapes mean the same), and no line separators older engines choke on.
  static func scriptSafe(_ text: String) -> String {
    var safe = ""
    safe.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "<": safe += "\\u003c"
      case ">": safe += "\\u003e"
      case "&": safe += "\\u0026"
      case "\u{2028}": safe += "\\u2028"
      case "\u{2029}": safe += "\\u2029"
      default: safe.unicodeScalars.append(scalar)
      }
    }
    return safe
  }

  static func escapeHTML(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
